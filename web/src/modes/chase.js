// Chase mode (chasing a moving target, the chase heuristic of the Sumerian Blood A* tutorial,
// http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/): the
// grid search with the chase tools in reach: weighted A* (w = 1.75), an
// expansion cap (8000) and "stop when halfway". The search itself is the app's;
// this mode adds stopWhenHalfway to the options through app.setSearchAdapter
// and offers the preset. Leaving the mode puts back the options the preset
// replaced (unless they were changed since), so they do not leak into flee.

import { defaultWeight } from '../lib/options.js';
import { defineMode } from './mode.js';

// Weighted A* at its table weight, capped at the article's 8000 expansions.
const PRESET = { algorithm: 'weighted-astar', weight: defaultWeight('weighted-astar'), maxExpansions: 8000 };

/** settings: { stopWhenHalfway } (model/mode-state.js), or undefined for the default (on). */
export const chaseMode = defineMode('chase', 'Chase', (app, container, settings) => {
  container.innerHTML = `
    <label class="inline"><input type="checkbox" id="chase-halfway"> Stop when halfway</label>
    <button type="button" id="chase-preset" title="The settings a game's chasing character used: Weighted A* with weight ${PRESET.weight}, at most ${PRESET.maxExpansions.toLocaleString('en')} expansions">Game preset: Weighted A* ${PRESET.weight}, cap ${PRESET.maxExpansions.toLocaleString('en')}</button>
    <p class="hint" id="chase-outcome" aria-live="polite"></p>`;
  const halfway = container.querySelector('#chase-halfway');
  halfway.checked = settings?.stopWhenHalfway ?? true;
  const outcome = container.querySelector('#chase-outcome');
  let replaced = null; // the options the preset replaced
  const adapt = () => app.setSearchAdapter((options) => ({ ...options, stopWhenHalfway: halfway.checked }));
  halfway.addEventListener('change', adapt);
  container.querySelector('#chase-preset').addEventListener('click', () => {
    replaced ??= Object.fromEntries(Object.keys(PRESET).map((name) => [name, app.options[name]]));
    app.setOptions(PRESET);
  });
  const unsubscribe = app.on('search', () => { outcome.textContent = describeOutcome(app); });
  adapt();
  return {
    leave() {
      unsubscribe();
      app.setSearchAdapter(null);
      const presetKept = Object.entries(PRESET).every(([name, value]) => app.options[name] === value);
      if (replaced && presetKept) app.setOptions(replaced);
    },
    settings: () => ({ stopWhenHalfway: halfway.checked }),
  };
});

function describeOutcome(app) {
  const r = app.result;
  if (!r || app.status !== r.status) return '';
  if (r.stoppedBy === 'halfway') return `Stopped halfway after ${r.expanded} expansions: follow this partial path, then search again.`;
  if (r.stoppedBy === 'maxExpansions') return `Hit the cap of ${r.expanded} expansions: the path leads to the reached cell nearest G.`;
  if (r.status === 'found') return `Reached G after ${r.expanded} expansions (it was nearer than halfway's stopping point).`;
  return 'No path to G.';
}
