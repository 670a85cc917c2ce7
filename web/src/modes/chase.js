// Chase mode (the Sumerian Blood A* tutorial's chase heuristic): the grid search with the chase tools in reach:
// weighted A* (w = 1.75), an expansion cap (8000 in the tutorial's game) and "stop when
// halfway". The search itself is the app's; this mode adds stopWhenHalfway to
// the options through app.setSearchAdapter and offers the game's settings as a preset.

const GAME_WEIGHT = 1.75;
const GAME_CAP = 8000;

let state = null;

export const chaseMode = {
  id: 'chase',
  label: 'Chase',
  /** settings: { stopWhenHalfway } (mode-state.js), or undefined for the default (on). */
  enter(app, container, settings) {
    container.innerHTML = `
      <label class="inline"><input type="checkbox" id="chase-halfway"> Stop when halfway</label>
      <button type="button" id="chase-preset" title="The settings a game's chasing character used: Weighted A* with weight ${GAME_WEIGHT}, at most ${GAME_CAP.toLocaleString('en')} expansions">Game preset: Weighted A* ${GAME_WEIGHT}, cap ${GAME_CAP.toLocaleString('en')}</button>
      <p class="hint" id="chase-outcome" aria-live="polite"></p>`;
    const halfway = container.querySelector('#chase-halfway');
    halfway.checked = settings?.stopWhenHalfway ?? true;
    const outcome = container.querySelector('#chase-outcome');
    const adapt = () => app.setSearchAdapter((options) => ({ ...options, stopWhenHalfway: halfway.checked }));
    halfway.addEventListener('change', adapt);
    container.querySelector('#chase-preset').addEventListener('click', () => {
      app.setOptions({ algorithm: 'weighted-astar', weight: GAME_WEIGHT, maxExpansions: GAME_CAP });
    });
    const unsubscribe = app.subscribe(() => { outcome.textContent = describeOutcome(app); });
    state = { unsubscribe, halfway };
    adapt();
  },
  leave(app) {
    state?.unsubscribe();
    state = null;
    app.setSearchAdapter(null);
  },
  /** The settings a share link keeps (mode-state.js). */
  settings: () => ({ stopWhenHalfway: state.halfway.checked }),
};

function describeOutcome(app) {
  const r = app.result;
  if (!r || app.status !== r.status) return '';
  if (r.stoppedBy === 'halfway') return `Stopped halfway after ${r.expanded} expansions: follow this partial path, then search again.`;
  if (r.stoppedBy === 'maxExpansions') return `Hit the cap of ${r.expanded} expansions: the path leads to the reached cell nearest G.`;
  if (r.status === 'found') return `Reached G after ${r.expanded} expansions (it was nearer than halfway's stopping point).`;
  return 'No path to G.';
}
