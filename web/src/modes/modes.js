// The page's modes: the plain grid search, and the seed articles' other
// searches (chase, flee, waypoints, side-by-side comparison). A card at the
// top of the side panel switches between them; each mode gets a container
// for its own controls and plugs into the app through its seams
// (renderer.addOverlay, editor.setPointerHandler, app.subscribe,
// app.setSearchAdapter). A mode is { id, label, enter(app, container), leave() }.

import { MODE_HELP } from '../ui/help-text.js';
import { chaseMode } from './chase.js';
import { compareMode } from './compare.js';
import { fleeMode } from './flee.js';
import { waypointMode } from './waypoints.js';

const gridMode = { id: 'grid', label: 'Grid search', enter() {}, leave() {} };
export const PAGE_MODES = [gridMode, chaseMode, fleeMode, waypointMode, compareMode];

/**
 * Adds the mode card to the panel and returns { select(id), current() }.
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} panel the side panel; the card goes first
 */
export function installModes(app, panel) {
  const style = document.createElement('link');
  style.rel = 'stylesheet';
  style.href = new URL('./modes.css', import.meta.url).href;
  document.head.append(style);
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
  const controls = card.querySelector('#mode-controls');
  let current = gridMode;

  function select(id) {
    const next = PAGE_MODES.find((m) => m.id === id);
    if (!next) throw new Error(`unknown mode '${id}' (known: ${PAGE_MODES.map((m) => m.id).join(', ')})`);
    current.leave(app);
    controls.replaceChildren();
    current = next;
    group.querySelector(`input[value="${id}"]`).checked = true;
    help.textContent = MODE_HELP[id];
    document.body.dataset.pageMode = id;
    next.enter(app, controls);
  }

  group.addEventListener('change', (e) => {
    try {
      select(e.target.value);
    } catch (error) {
      app.reportError(error.message);
    }
  });
  select('grid');
  return { select, current: () => current.id };
}
