// Binds the page's form controls to the app: tools, playback, the options
// form (built from the options table: the page's rows in model/option-table.js,
// their values and bounds from the core's OPTION_INFO, so new algorithms and
// options appear by themselves), and the map tools. Everything goes through app methods; the
// controls are refreshed from app state in update().

import { algorithmInfo, optionInfo } from '../lib/options.js';
import { OPTION_NAMES } from '../model/page-options.js';
import { PAGE_OPTIONS } from '../model/option-table.js';
import { describeOption } from './help-text.js';
import { buildLegend } from './stats-panels.js';
import { actFor } from './act.js';
import { BRUSH_SIZES } from './map-editor.js';

const LOG_MAX_SPEED = Math.log10(600_000);
const FRAMES_PER_SECOND = 60;

/** Slider position 0..100 <-> steps per second, on a log scale from 1/s to 10,000 per frame. */
export function sliderToSpeed(value) {
  return Math.round(10 ** ((value / 100) * LOG_MAX_SPEED));
}
export function speedToSlider(speed) {
  return Math.round((Math.log10(Math.max(1, speed)) / LOG_MAX_SPEED) * 100);
}
export function describeSpeed(speed) {
  if (speed < 1000) return `${speed} step${speed === 1 ? '' : 's'}/s`;
  return `${Math.round(speed / FRAMES_PER_SECOND).toLocaleString('en')} steps/frame`;
}

export function bindControls(app, $) {
  const act = actFor(app);

  // Tools
  for (const radio of document.querySelectorAll('input[name="tool"]')) {
    radio.addEventListener('change', () => app.editor.setTool(/** @type {HTMLInputElement} */ (radio).value));
  }
  for (let cost = 2; cost <= 9; cost++) $('terrain-cost').add(new Option(`${cost}×`, String(cost)));
  $('terrain-cost').value = String(app.editor.terrainCost);
  $('terrain-cost').addEventListener('change', () => {
    app.editor.terrainCost = Number($('terrain-cost').value);
    selectTool(app, 'terrain');
  });
  $('clear-walls').addEventListener('click', act(() => app.clearWalls()));
  $('clear-terrain').addEventListener('click', act(() => app.clearTerrain()));
  $('clear-all').addEventListener('click', act(() => app.clearTerrain({ walls: true })));
  $('clear-search').addEventListener('click', act(() => app.clearSearch()));
  $('fit').addEventListener('click', () => app.renderer.fit());
  $('zoom-path').addEventListener('click', () => app.renderer.zoomToPath());
  for (const size of BRUSH_SIZES) $('brush').add(new Option(size === 1 ? '1 cell' : `${size} × ${size}`, String(size)));
  $('brush').addEventListener('change', () => { app.editor.brush = Number($('brush').value); });

  // Playback: the buttons and timeline are bound in main.js (playback-controls.js)
  $('speed').value = String(speedToSlider(app.speed));
  $('speed').addEventListener('input', () => app.setSpeed(sliderToSpeed(Number($('speed').value))));
  $('live').addEventListener('change', () => app.setLive($('live').checked));

  buildOptionsForm(app, $('options'), act);
  bindColours(app, $);

  // Map tools
  $('density').addEventListener('input', () => { $('density-value').value = `${$('density').value} %`; });
  $('generate').addEventListener('click', act(() => app.generate($('generator').value, { density: Number($('density').value) / 100 })));
  $('size').addEventListener('change', act(() => {
    const [w, h] = $('size').value.split('x').map(Number);
    app.resize(w, h);
  }));
}

// Board colours: the colour-blind-safe option (remembered on this device) and the system theme.
function bindColours(app, $) {
  const option = $('colour-blind');
  option.checked = readSetting(COLOUR_BLIND_KEY) === 'true';
  const apply = () => {
    app.renderer.setColourBlind(option.checked);
    buildLegend($('legend'));
  };
  option.addEventListener('change', () => {
    writeSetting(COLOUR_BLIND_KEY, String(option.checked));
    apply();
  });
  matchMedia('(prefers-color-scheme: dark)').addEventListener('change', apply);
  apply();
}

const COLOUR_BLIND_KEY = 'pathlab.colourBlind';

// localStorage may be unavailable (privacy settings, sandboxed frames): settings then last one visit.
function readSetting(key) {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeSetting(key, value) {
  try {
    localStorage.setItem(key, value);
  } catch { /* not remembered */ }
}

/** Checks a tool's radio button and selects the tool (used by shortcuts too). */
export function selectTool(app, tool) {
  app.editor.setTool(tool);
  const radio = /** @type {HTMLInputElement | null} */ (document.querySelector(`input[name="tool"][value="${tool}"]`));
  if (radio) radio.checked = true;
}

// One control per row of the option form, in the table's order: a list for a choice, a number
// field for a number (an unlimited one left empty means no limit, a number one left empty the default).
function buildOptionsForm(app, form, act) {
  for (const name of OPTION_NAMES) {
    const row = optionInfo(name);
    const page = PAGE_OPTIONS[name];
    const control = page.control === 'select' ? choiceControl(row) : numberControl(row, page);
    control.id = `option-${name}`;
    control.name = name;
    control.addEventListener('change', act(() => app.setOptions({ [name]: readControl(row, control) })));
    form.append(field(name, control, page.control === 'select'));
    if (name === 'algorithm') form.append(fastestField(app, act));
  }
  form.addEventListener('submit', (e) => e.preventDefault());
}

// "Fastest for this map": the library's pick of an optimal search and heuristic for the map and rule,
// made in the worker; its reasons stay under the button while they describe the page (updateControls).
function fastestField(app, act) {
  const wrap = document.createElement('div');
  wrap.className = 'fastest-pick'; // not an option's field: a button that sets two of them
  const button = Object.assign(document.createElement('button'), { type: 'button', id: 'option-fastest', textContent: 'Fastest for this map' });
  const reason = Object.assign(document.createElement('p'), { className: 'help', id: 'option-fastest-reason' });
  reason.setAttribute('aria-live', 'polite');
  button.setAttribute('aria-describedby', reason.id);
  button.addEventListener('click', act(async () => {
    button.disabled = true;
    reason.textContent = 'Measuring a few sample searches on this map…';
    try {
      await app.pickFastest();
    } catch (error) {
      if (error.name !== 'AbortError') throw error; // an edit or search replaced the request: nothing to say
    } finally {
      button.disabled = false;
      reason.textContent = fastestText(app.currentFastestPick);
    }
  }));
  wrap.append(button, reason);
  return wrap;
}

/** The pick's reasons in words, or the button's purpose when no pick describes the page. */
function fastestText(pick) {
  if (!pick) return 'Picks the optimal search and heuristic that answer many queries on this map fastest, by measuring a few.';
  const name = (option, value) => describeOption(option, value).valueLabel;
  return `${name('algorithm', pick.algorithm)} with the ${name('heuristic', pick.heuristic).toLowerCase()} heuristic: ${pick.reason}. ` +
    `Heuristic: ${pick.heuristicReason}.`;
}

function choiceControl(row) {
  const select = document.createElement('select');
  for (const { id } of row.values) select.add(new Option(describeOption(row.name, id).valueLabel, id));
  return select;
}

function numberControl(row, page) {
  const input = Object.assign(document.createElement('input'), { type: 'number', min: String(row.min) });
  const max = Math.min(row.max, page.max ?? Infinity);
  if (max !== Infinity) input.max = String(max);
  input.step = String(page.step ?? (row.kind === 'whole' ? 1 : 'any'));
  if (page.placeholder) input.placeholder = page.placeholder;
  return input;
}

/** @param {HTMLInputElement | HTMLSelectElement} control */
function readControl(row, control) {
  if (row.kind === 'choice') return control.value;
  if (control.value === '') return row.unlimited ? Infinity : undefined;
  return Number(control.value);
}

/** @param {HTMLInputElement | HTMLSelectElement} control */
function showValue(row, control, value) {
  const text = row.kind === 'choice' ? value : value === Infinity ? '' : String(value);
  // A number being typed is not overwritten; a list shows the value at once.
  if (control.value !== text && (row.kind === 'choice' || document.activeElement !== control)) control.value = text;
}

// A labelled control with its learner's explanation (and, for lists, the chosen value's).
function field(name, control, explainsValue) {
  const { label, about } = describeOption(name);
  const wrap = document.createElement('div');
  wrap.className = 'field';
  const labelEl = Object.assign(document.createElement('label'), { htmlFor: control.id, textContent: label });
  const help = Object.assign(document.createElement('p'), { className: 'help', id: `${control.id}-help`, textContent: about });
  control.setAttribute('aria-describedby', help.id);
  if (explainsValue) help.dataset.explainsValue = name;
  wrap.append(labelEl, control, help);
  return wrap;
}

// The size list shows the map's size, adding it when it is not a preset (a loaded map).
function showSize(select, width, height) {
  const value = `${width}x${height}`;
  if (select.value === value) return;
  if (![...select.options].some((o) => o.value === value)) select.add(new Option(`${width} × ${height}`, value));
  select.value = value;
}

/** Refreshes every control from the app (called on each app change). */
export function updateControls(app, $) {
  const options = app.resolvedOptions();
  for (const name of OPTION_NAMES) {
    showValue(optionInfo(name), $(`option-${name}`), options[name]);
    if (PAGE_OPTIONS[name].control !== 'select') continue;
    const { about, value } = describeOption(name, options[name]);
    $(`option-${name}-help`).textContent = value && value !== options[name] ? value : about;
  }
  const reason = $('option-fastest-reason');
  if (!$('option-fastest').disabled) {
    const text = fastestText(app.currentFastestPick);
    if (reason.textContent !== text) reason.textContent = text;
  }
  // The weight multiplies h: it means something where the core's table says the search honours a weight and has an h.
  const info = algorithmInfo(String(options.algorithm));
  $('option-weight').disabled = !(info?.weight && info.heuristic !== 'zero');

  $('speed-value').value = describeSpeed(app.speed);
  $('busy').hidden = app.mode !== 'searching';
  $('live').checked = app.live;
  showSize($('size'), app.model.width, app.model.height);
  $('board').parentElement.style.setProperty('--map-aspect', `${app.model.width} / ${app.model.height}`);
  document.body.dataset.mode = app.mode;
}
