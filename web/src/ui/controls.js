// Binds the page's form controls to the app: tools, playback, the options
// form (built from the library's option lists, so new algorithms appear by
// themselves), and the map tools. Everything goes through app methods; the
// controls are refreshed from app state in update().

import {
  ALGORITHMS, COST_MODELS, DIAGONAL_RULES, HEURISTICS, OPEN_LISTS, PATH_SMOOTHINGS, TIE_BREAKS,
} from '../lib/options.js';
import { describeOption } from './help-text.js';
import { buildLegend } from './stats-panels.js';
import { actFor } from './act.js';
import { BRUSH_SIZES } from '../editor/editor.js';

/** @type {Array<[string, readonly string[]]>} the options chosen from a list, and their values */
const SELECT_OPTIONS = [
  ['algorithm', ALGORITHMS],
  ['heuristic', HEURISTICS],
  ['diagonalMovement', DIAGONAL_RULES],
  ['tieBreaking', TIE_BREAKS],
  ['costModel', COST_MODELS],
  ['openList', OPEN_LISTS],
  ['pathSmoothing', PATH_SMOOTHINGS],
];
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

function buildOptionsForm(app, form, act) {
  for (const [name, values] of SELECT_OPTIONS) {
    const select = document.createElement('select');
    select.id = `option-${name}`;
    select.name = name;
    for (const value of values) select.add(new Option(describeOption(name, value).valueLabel, value));
    select.addEventListener('change', act(() => app.setOptions({ [name]: select.value })));
    form.append(field(name, select, true));
  }
  const weight = Object.assign(document.createElement('input'), { type: 'number', id: 'option-weight', name: 'weight', min: '1', max: '10', step: '0.05' });
  weight.addEventListener('change', act(() => app.setOptions({ weight: Number(weight.value) })));
  form.append(field('weight', weight, false));
  const cap = Object.assign(document.createElement('input'), { type: 'number', id: 'option-maxExpansions', name: 'maxExpansions', min: '1', step: '1', placeholder: 'no cap' });
  cap.addEventListener('change', act(() => app.setOptions({ maxExpansions: cap.value === '' ? Infinity : Number(cap.value) })));
  form.append(field('maxExpansions', cap, false));
  form.addEventListener('submit', (e) => e.preventDefault());
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
  for (const [name] of SELECT_OPTIONS) {
    const select = $(`option-${name}`);
    if (select.value !== options[name]) select.value = options[name];
    const help = $(`option-${name}-help`);
    const { about, value } = describeOption(name, options[name]);
    help.textContent = value && value !== options[name] ? value : about;
  }
  const weight = $('option-weight');
  if (document.activeElement !== weight) weight.value = String(options.weight);
  weight.disabled = !['astar', 'weighted-astar'].includes(options.algorithm);
  const cap = $('option-maxExpansions');
  if (document.activeElement !== cap) cap.value = options.maxExpansions === Infinity ? '' : String(options.maxExpansions);

  $('speed-value').value = describeSpeed(app.speed);
  $('busy').hidden = app.mode !== 'searching';
  $('live').checked = app.live;
  showSize($('size'), app.model.width, app.model.height);
  $('board').parentElement.style.setProperty('--map-aspect', `${app.model.width} / ${app.model.height}`);
  document.body.dataset.mode = app.mode;
}
