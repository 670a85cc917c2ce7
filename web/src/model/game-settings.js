// The page's game settings (docs/game-developers.md, "In the playground"): the agent's size and
// extra goals beside G, for the algorithms that honour them (the core's table, ALGORITHM_INFO's
// agents column). The app keeps them (app.game) and searches with them; the options panel
// (ui/game-options.js), the script API (state().options, setOptions) and share links read and
// set them by these names. No DOM.

import { algorithmInfo, MAX_AGENT_SIZE, MAX_GOALS } from '../lib/options.js';

/** The settings' names in setOptions and state().options. */
export const GAME_OPTION_NAMES = Object.freeze(['agentSize', 'extraGoals']);
/** With G, the library's limit of goals. */
export const MAX_EXTRA_GOALS = MAX_GOALS - 1;
export const GAME_DEFAULTS = Object.freeze({ agentSize: 1, extraGoals: Object.freeze([]) });

/** Splits option changes into the game settings' and the rest: { game, rest }. */
export function splitGameOptions(changes) {
  const game = {}, rest = {};
  for (const [name, value] of Object.entries(changes ?? {})) (GAME_OPTION_NAMES.includes(name) ? game : rest)[name] = value;
  return { game, rest };
}

/**
 * The settings after `changes`, checked against a map: { agentSize, extraGoals } (fresh arrays).
 * @param {{agentSize: number, extraGoals: ReadonlyArray<readonly number[]>}} current
 * @param {{agentSize?: unknown, extraGoals?: unknown}} changes
 * @param {{width: number, height: number, goal: number[], inside: (x: number, y: number) => boolean}} model
 * @returns {{agentSize: number, extraGoals: number[][]}}
 * @throws {Error} naming the first problem
 */
export function checkGameSettings(current, changes, model) {
  const size = changes.agentSize === undefined ? current.agentSize : changes.agentSize;
  if (typeof size !== 'number' || !Number.isInteger(size) || size < 1 || size > MAX_AGENT_SIZE) {
    throw new Error(`agentSize must be a whole number from 1 to ${MAX_AGENT_SIZE}, not ${JSON.stringify(size)}`);
  }
  const agentSize = size;
  const goals = changes.extraGoals === undefined ? current.extraGoals : changes.extraGoals;
  if (!Array.isArray(goals) || goals.length > MAX_EXTRA_GOALS) {
    throw new Error(`extraGoals must be a list of at most ${MAX_EXTRA_GOALS} cells [x, y], not ${JSON.stringify(goals)?.slice(0, 60)}`);
  }
  const seen = new Set();
  const extraGoals = goals.map((point) => {
    if (!Array.isArray(point) || point.length !== 2 || !point.every(Number.isInteger)) {
      throw new Error(`each of extraGoals must be a cell [x, y] of whole numbers, not ${JSON.stringify(point)?.slice(0, 40)}`);
    }
    const [x, y] = point;
    if (!model.inside(x, y)) throw new Error(`(${x}, ${y}) is outside the ${model.width} × ${model.height} map`);
    if (model.goal[0] === x && model.goal[1] === y) throw new Error(`(${x}, ${y}) is G already`);
    if (seen.has(`${x},${y}`)) throw new Error(`(${x}, ${y}) is an extra goal twice`);
    seen.add(`${x},${y}`);
    return [x, y];
  });
  return { agentSize, extraGoals };
}

/** Whether an algorithm takes an agent size and several goals. */
export const takesGameSettings = (algorithm) => algorithmInfo(algorithm)?.agents === true;

/**
 * The options a search runs with, from the page's ({ algorithm, start, goal, … }): with an agent size above 1
 * and the extra goals (those still on the map and not G) for the algorithms that honour them.
 */
export function withGameSettings(settings, { goal, ...options }, model) {
  if (!takesGameSettings(options.algorithm)) return { ...options, goal };
  const extra = settings.extraGoals.filter(([x, y]) => model.inside(x, y) && !(x === goal[0] && y === goal[1]));
  return {
    ...options,
    ...(settings.agentSize > 1 ? { agentSize: settings.agentSize } : {}),
    ...(extra.length ? { goals: [goal, ...extra] } : { goal }),
  };
}
