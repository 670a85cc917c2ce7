// The panel's game settings (docs/game-developers.md, "In the playground"): the
// agent's size and extra goals, for the algorithms that honour them (the core's
// table, ALGORITHM_INFO's agents column). The app keeps them (app.game,
// model/game-settings.js) and searches with them; these controls set them with
// app.setOptions, as a script does, and show what the app holds. The path is
// drawn as the agent's footprint and the extra goals as numbered markers.
// Shift+click on the board adds or removes an extra goal; the list under the
// options does the same from the keyboard.

import { algorithmInfo, MAX_AGENT_SIZE } from '../lib/options.js';
import { takesGameSettings } from '../model/game-settings.js';
import { describeOption } from './help-text.js';

const GOAL_COLOR = '#1f6fd1';
const FOOTPRINT = 'rgba(22, 140, 70, 0.28)';

/** Adds the controls to the options form and the overlay to the board; returns update(app) for each app change. */
export function installGameOptions(app, form) {
  const honoured = () => takesGameSettings(app.options.algorithm);

  const size = Object.assign(document.createElement('select'), { id: 'option-agentSize', name: 'agentSize' });
  for (let k = 1; k <= MAX_AGENT_SIZE; k++) size.add(new Option(k === 1 ? '1 cell' : `${k} × ${k} cells`, String(k)));
  const { label, about } = describeOption('agentSize');
  const sizeField = document.createElement('div');
  sizeField.className = 'field';
  sizeField.innerHTML = `<label for="option-agentSize">${label}</label><p class="help" id="option-agentSize-help"></p>`;
  sizeField.querySelector('label').after(size);
  size.setAttribute('aria-describedby', 'option-agentSize-help');

  const goalsField = document.createElement('fieldset');
  goalsField.className = 'game-goals';
  goalsField.innerHTML = `<legend>Extra goals</legend>
    <p class="help" id="extra-goals-help">The path leads to the cheapest of G and these. Shift+click the board to add or remove one, or type a cell:</p>
    <div class="inline"><label>x <input type="number" id="extra-goal-x" min="0" step="1" inputmode="numeric"></label>
      <label>y <input type="number" id="extra-goal-y" min="0" step="1" inputmode="numeric"></label>
      <button type="button" id="extra-goal-add">Add goal</button></div>
    <ul id="extra-goals" class="extra-goals" aria-label="Extra goals"></ul>`;
  form.append(sizeField, goalsField);
  const $ = (id) => /** @type {HTMLInputElement} */ (goalsField.querySelector(`#${id}`));

  size.addEventListener('change', () => {
    try {
      app.setOptions({ agentSize: Number(size.value) });
    } catch (error) {
      app.reportError(error.message);
    }
  });

  // Adds the goal at (x, y), or takes it away when it is one; app.setOptions checks it (outside, G).
  const toggleGoal = (x, y) => {
    const goals = app.game.extraGoals;
    const kept = goals.filter(([gx, gy]) => gx !== x || gy !== y);
    app.setOptions({ extraGoals: kept.length < goals.length ? kept : [...goals, [x, y]] });
  };
  let shownGoals = '';
  const showGoals = () => {
    const key = JSON.stringify(app.game.extraGoals);
    if (key === shownGoals) return;
    shownGoals = key;
    const list = $('extra-goals');
    list.replaceChildren(...app.game.extraGoals.map(([x, y], i) => {
      const item = document.createElement('li');
      item.textContent = `Goal ${i + 2} at (${x}, ${y}) `;
      const remove = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Remove' });
      remove.setAttribute('aria-label', `Remove goal ${i + 2} at (${x}, ${y})`);
      remove.addEventListener('click', () => toggleGoal(x, y));
      item.append(remove);
      return item;
    }));
    app.renderer.requestDraw();
  };
  $('extra-goal-add').addEventListener('click', () => {
    const x = Number($('extra-goal-x').value), y = Number($('extra-goal-y').value);
    try {
      if ($('extra-goal-x').value === '' || $('extra-goal-y').value === '' || !Number.isInteger(x) || !Number.isInteger(y)) {
        throw new Error('type a whole number for x and for y');
      }
      toggleGoal(x, y);
    } catch (error) {
      app.reportError(`Cannot add that goal: ${error.message}.`);
    }
  });
  // Shift+click: before the editor sees the press (capture on the board's wrapper), so no wall is drawn.
  const canvas = app.renderer.canvas;
  canvas.parentElement.addEventListener('pointerdown', (e) => {
    if (!e.shiftKey || e.target !== canvas || e.button !== 0) return;
    e.stopPropagation();
    e.preventDefault();
    const rect = canvas.getBoundingClientRect();
    const [x, y] = app.renderer.screenToCell(e.clientX - rect.left, e.clientY - rect.top).map(Math.floor);
    try {
      toggleGoal(x, y);
    } catch (error) {
      app.reportError(`Cannot add that goal: ${error.message}.`);
    }
  }, { capture: true });

  installGameOverlay(app);
  app.on('map', () => { // a new map: goals off it, or on the moved G, mean nothing
    const { model } = app;
    const goals = app.game.extraGoals;
    const kept = goals.filter(([x, y]) => model.inside(x, y) && (x !== model.goal[0] || y !== model.goal[1]));
    if (kept.length !== goals.length) app.setOptions({ extraGoals: kept });
  });

  return function update() {
    size.value = String(app.game.agentSize);
    showGoals();
    const on = honoured();
    size.disabled = !on;
    for (const control of goalsField.querySelectorAll('input, button')) /** @type {HTMLInputElement | HTMLButtonElement} */ (control).disabled = !on;
    const name = algorithmInfo(app.options.algorithm)?.name ?? app.options.algorithm;
    sizeField.querySelector('.help').textContent = on ? about : `${about} ${name} does not take an agent size or extra goals.`;
  };
}

/** Draws the game settings on the board: the path as the agent's footprint, the extra goals as numbered markers (the embed draws them too). */
export function installGameOverlay(app) {
  app.renderer.addOverlay((ctx, view) => draw(ctx, view, app));
}

function draw(ctx, view, app) {
  const honoured = takesGameSettings(app.options.algorithm);
  if (!honoured || app.searchAdapter) return;
  ctx.save();
  const path = app.result?.path;
  const k = app.searchedOptions?.agentSize ?? 1;
  if (k > 1 && path?.length && app.replay && app.replay.step === app.replay.totalSteps) {
    ctx.fillStyle = FOOTPRINT;
    for (const [x, y] of path) {
      const [sx, sy] = view.cellToScreen(x, y);
      ctx.fillRect(sx, sy, k * view.zoom, k * view.zoom);
    }
  }
  const radius = Math.max(6, view.zoom * 0.42);
  ctx.font = `bold ${Math.round(radius)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  app.game.extraGoals.forEach(([x, y], i) => {
    const [sx, sy] = view.cellToScreen(x + 0.5, y + 0.5);
    ctx.beginPath();
    ctx.arc(sx, sy, radius, 0, 2 * Math.PI);
    ctx.fillStyle = GOAL_COLOR;
    ctx.fill();
    ctx.fillStyle = '#fff';
    if (radius >= 8) ctx.fillText(String(i + 2), sx, sy + 1);
  });
  ctx.restore();
}
