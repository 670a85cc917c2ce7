// The page's modes: the plain grid search, and the other
// searches (chase, flee, waypoints, side-by-side comparison, a crowd on a flow field). A card at the
// top of the side panel switches between them; each mode gets a container
// for its own controls and plugs into the app through its seams
// (renderer.addOverlay, editor.setPointerHandler, app.subscribe,
// app.setSearchAdapter). A mode is { id, label, enter(app, container, settings),
// leave(), settings() }: settings are the fields of its mode state
// (model/mode-state.js), which app.getState() and share links carry.

import { MODE_HELP } from '../ui/help-text.js';
import { chaseMode } from './chase.js';
import { compareMode } from './compare.js';
import { fleeMode } from './flee.js';
import { flowFieldMode } from './flow-field.js';
import { checkModeState } from '../model/mode-state.js';
import { waypointMode } from './waypoints.js';

import { defineMode } from './mode.js';

const gridMode = defineMode('grid', 'Grid search', () => ({ leave() {}, settings: () => ({}) }));
export const PAGE_MODES = [gridMode, chaseMode, fleeMode, waypointMode, compareMode, flowFieldMode];

/**
 * Adds the mode card to the panel and returns the mode switch (createModeSwitch).
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} panel the side panel; the card goes first
 */
export function installModes(app, panel) {
  const card = document.createElement('section');
  card.className = 'card';
  card.id = 'mode-card';
  card.setAttribute('aria-labelledby', 'mode-title');
  card.innerHTML = `<h2 id="mode-title">Mode</h2>
    <div class="segmented modes" role="radiogroup" aria-label="Mode"></div>
    <p class="hint" id="mode-help"></p>
    <div id="mode-controls" class="mode-controls"></div>`;
  const group = card.querySelector('.modes');
  for (const mode of PAGE_MODES) {
    const label = document.createElement('label');
    label.innerHTML = `<input type="radio" name="mode" value="${mode.id}"> ${mode.label}`;
    group.append(label);
  }
  panel.prepend(card);
  const help = card.querySelector('#mode-help');
  const modes = createModeSwitch(app, card.querySelector('#mode-controls'), (id) => {
    /** @type {HTMLInputElement} */ (group.querySelector(`input[value="${id}"]`)).checked = true;
    help.textContent = MODE_HELP[id];
  });
  group.addEventListener('change', (e) => {
    try {
      modes.select(/** @type {HTMLInputElement} */ (e.target).value);
    } catch (error) {
      app.reportError(error.message);
    }
  });
  return modes;
}

/**
 * The modes without the card (the embed page uses this directly): switches
 * modes, and registers with the app so that getState() / applyState() carry
 * the mode (app.setModeHost). Starts in the grid mode.
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} controls where the current mode puts its controls
 * @param {(id: string) => void} [onSelect] called after each switch
 * @returns {{select(id: string, settings?: object): void, current(): string, state(): object}}
 */
export function createModeSwitch(app, controls, onSelect = () => {}) {
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = new URL('./modes.css', import.meta.url).href;
  document.head.append(style);
  let current = gridMode;

  // settings: a checked mode state (model/mode-state.js) for this id, or undefined for the mode's defaults.
  function select(id, settings) {
    const next = PAGE_MODES.find((m) => m.id === id);
    if (!next) throw new Error(`unknown mode '${id}' (known: ${PAGE_MODES.map((m) => m.id).join(', ')})`);
    current.leave(app);
    controls.replaceChildren();
    current = next;
    document.body.dataset.pageMode = id;
    onSelect(id);
    next.enter(app, controls, settings);
  }

  const state = () => ({ id: current.id, ...current.settings() });
  app.setModeHost({
    state,
    check: (mode, map) => checkModeState(mode, map),
    apply: (mode) => select(mode.id, mode),
  });
  select('grid');
  return { select, current: () => current.id, state };
}
