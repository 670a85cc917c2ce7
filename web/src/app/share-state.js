// The share contract: the playground's whole state as one plain object, which
// share links (web/src/share/link.js), the embed and browser storage carry.
//
//   { width, height, cells: Uint8Array (cell bytes), start: [x, y], goal: [x, y],
//     options: { algorithm, heuristic, diagonalMovement, weight, maxExpansions, tieBreaking, costModel, openList,
//       pathSmoothing },
//     step: integer | null (null: no search shown), view: { zoom, centerX, centerY, fit, span } (BoardView.viewState),
//     mode: the page mode and its settings (web/src/model/mode-state.js), when modes are installed,
//     teach: { panels: ['code', 'open', 'explain'], arrows, numbers, micro }, the teaching views (web/src/teach/),
//       when they differ from the page's defaults (all panels, no toggles),
//     game: { agentSize, extraGoals: [[x, y], …] }, the game settings (model/game-settings.js), when they differ
//       from a 1 x 1 agent and no extra goal (a state without it means those) }
//
// app.getState() makes it (stateOf), app.applyState() restores it after
// checkState() has checked every part, so a bad state changes nothing.

import { normalizeOptions } from '../lib/options.js';
import { OPTION_NAMES } from '../model/page-options.js';
import { GridModel } from '../model/grid-model.js';
import { checkGameSettings, GAME_DEFAULTS, GAME_OPTION_NAMES } from '../model/game-settings.js';

/** Throws (naming it) on an option name the page does not know. */
export function checkOptionNames(changes) {
  for (const key of Object.keys(changes)) {
    if (!OPTION_NAMES.includes(key)) throw new Error(`unknown option '${key}' (known: ${[...OPTION_NAMES, ...GAME_OPTION_NAMES].join(', ')})`);
  }
}

/** The state of an app (see the top of this file); withCells false: without `cells` (copying them is 16 MB at most). */
export function stateOf(app, { withCells = true } = {}) {
  return {
    width: app.model.width,
    height: app.model.height,
    ...(withCells ? { cells: app.model.copyCells() } : {}),
    start: [...app.model.start],
    goal: [...app.model.goal],
    options: app.resolvedOptions(),
    step: app.step,
    view: app.renderer.viewState(),
    ...(app.modeHost ? { mode: app.modeHost.state() } : {}),
    ...(app.teaching?.shareState() ? { teach: app.teaching.shareState() } : {}),
    ...(gameDiffers(app.game) ? { game: { agentSize: app.game.agentSize, extraGoals: app.game.extraGoals.map((p) => [...p]) } } : {}),
  };
}

const gameDiffers = (game) => game.agentSize !== GAME_DEFAULTS.agentSize || game.extraGoals.length > 0;

/**
 * Checks a state against the app's current options and mode host.
 * @returns {{model: GridModel, options: object, mode: object | undefined, game: {agentSize: number, extraGoals: number[][]}}} ready to apply
 * @throws {Error} naming the first problem
 */
export function checkState(app, state) {
  const model = new GridModel(state.width, state.height, state.cells);
  model.setMarker('start', ...state.start);
  model.setMarker('goal', ...state.goal);
  const picked = Object.fromEntries(OPTION_NAMES.filter((name) => name in (state.options ?? {}))
    .map((name) => [name, state.options[name] ?? undefined]));
  // A state without pathSmoothing (every link made before it existed) means none.
  const options = { ...app.options, pathSmoothing: 'none', ...picked };
  normalizeOptions({ ...options, start: model.start, goal: model.goal });
  const mode = app.modeHost?.check(state.mode, model); // no mode: the grid search
  const game = checkGameSettings(GAME_DEFAULTS, state.game ?? {}, model); // none: a 1 x 1 agent, no extra goal
  return { model, options, mode, game };
}
