// The page's modes: the plain grid search, and the other
// searches (chase, flee, waypoints, side-by-side comparison, a crowd on a flow field). A card at the
// top of the side panel switches between them; each mode gets a container
// for its own controls and plugs into the app through its seams
// (renderer.addOverlay, editor.setPointerHandler, app.subscribe,
// app.setSearchAdapter). A mode is { id, label, enter(app, container, settings),
// leave(), settings() }: settings are the fields of its mode state
// (model/mode-state.js), which app.getState() and share links carry.
// Each mode other than the grid search is a module of its own, loaded when it is first picked or
// when a link, a lesson or the stored drawing asks for it (ui/lazy.js); the card lists them all from
// the start.

import { MODE_HELP } from '../ui/help-text.js';
import { lazyPart } from '../ui/lazy.js';
import { checkModeState } from '../model/mode-state.js';

import { defineMode } from './mode.js';

/** @typedef {ReturnType<typeof defineMode>} PageMode */

const gridMode = defineMode('grid', 'Grid search', () => ({ leave() {}, settings: () => ({}) }));

/**
 * The page's modes in the card's order: id, label and its load (resolving to the mode). The labels
 * are the modules' own (defineMode's), repeated here so that the card needs no mode's module;
 * tests/unit/lazy-parts.test.js checks that they agree.
 * @type {readonly {id: string, label: string, load: {(): Promise<PageMode>, loaded(): PageMode | undefined}}[]}
 */
export const PAGE_MODES = Object.freeze([
  { id: 'grid', label: gridMode.label, load: Object.assign(() => Promise.resolve(gridMode), { loaded: () => gridMode }) },
  { id: 'chase', label: 'Chase', load: lazyPart('the Chase mode', () => import('./chase.js').then((m) => m.chaseMode)) },
  { id: 'flee', label: 'Flee', load: lazyPart('the Flee mode', () => import('./flee.js').then((m) => m.fleeMode)) },
  { id: 'waypoints', label: 'Waypoints', load: lazyPart('the Waypoints mode', () => import('./waypoints.js').then((m) => m.waypointMode)) },
  { id: 'compare', label: 'Compare', load: lazyPart('the Compare mode', () => import('./compare.js').then((m) => m.compareMode)) },
  { id: 'flowfield', label: 'Flow field', load: lazyPart('the Flow field mode', () => import('./flow-field-mode.js').then((m) => m.flowFieldMode)) },
]);

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
  const check = (id) => {
    /** @type {HTMLInputElement} */ (group.querySelector(`input[value="${id}"]`)).checked = true;
  };
  const modes = createModeSwitch(app, card.querySelector('#mode-controls'), (id) => {
    check(id);
    help.textContent = MODE_HELP[id];
  });
  group.addEventListener('change', (e) => {
    modes.select(/** @type {HTMLInputElement} */ (e.target).value).catch((error) => {
      check(modes.current()); // the mode shown stays, and its button says so
      app.reportError(error.message);
    });
  });
  return modes;
}

/**
 * The modes without the card (the embed page uses this directly): switches
 * modes, and registers with the app so that getState() / applyState() carry
 * the mode (app.setModeHost). Starts in the grid mode.
 * select() loads the mode's module first (the mode shown stays until it has loaded; of several
 * picks made meanwhile, the last wins); it rejects, changing nothing, when it cannot be loaded.
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} controls where the current mode puts its controls
 * @param {(id: string) => void} [onSelect] called after each switch
 * @returns {{select(id: string, settings?: object): Promise<void>, current(): string, state(): object}}
 */
export function createModeSwitch(app, controls, onSelect = () => {}) {
  let current = gridMode;
  let picks = 0; // counts switches asked for: a load that finishes after a later pick is not entered

  const entryOf = (id) => {
    const entry = PAGE_MODES.find((m) => m.id === id);
    if (!entry) throw new Error(`unknown mode '${id}' (known: ${PAGE_MODES.map((m) => m.id).join(', ')})`);
    return entry;
  };

  // next: a loaded mode; settings: a checked mode state (model/mode-state.js) for it, or undefined for the mode's defaults.
  function enter(next, settings) {
    current.leave(app);
    controls.replaceChildren();
    current = next;
    document.body.dataset.pageMode = next.id;
    onSelect(next.id);
    next.enter(app, controls, settings);
  }

  async function select(id, settings) {
    const pick = ++picks;
    const entry = entryOf(id);
    const loaded = entry.load.loaded();
    if (loaded) return enter(loaded, settings); // at once, as a click's own task
    let next;
    try {
      next = await entry.load();
    } catch (error) {
      if (pick === picks) throw error; // a later pick replaced this one: its failure is no longer news
      return;
    }
    if (pick === picks) enter(next, settings);
  }

  const state = () => ({ id: current.id, ...current.settings() });
  app.setModeHost({
    state,
    check: (mode, map) => checkModeState(mode, map),
    // applyState() awaits this before it checks or changes anything, so that apply() finds the mode loaded;
    // null for a mode loaded already, and for an unknown one (check() names it).
    load: (id) => {
      const entry = PAGE_MODES.find((m) => m.id === id);
      return !entry || entry.load.loaded() ? null : entry.load();
    },
    apply: (mode) => {
      const next = entryOf(mode.id).load.loaded();
      if (!next) throw new Error(`the mode '${mode.id}' is not loaded: load(id) first`);
      picks++; // the state applied replaces a pick still loading
      enter(next, mode);
    },
  });
  enter(gridMode);
  return { select, current: () => current.id, state };
}
