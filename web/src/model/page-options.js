// The page's search options: their names, the values a new page starts with, and
// their resolved form (defaults filled in by the library). In model/, below the
// folders that read them: the app, compare mode and the refusals' ways out
// (docs/architecture.md, "Folders and their order").

import { normalizeOptions } from '../lib/options.js';

/** The option names the page, its share links and its scripting API know. */
export const OPTION_NAMES = ['algorithm', 'heuristic', 'diagonalMovement', 'weight', 'maxExpansions', 'tieBreaking', 'costModel', 'openList',
  'pathSmoothing'];

/** The options a new page starts with (persist.js's "New map" goes back to them). */
export const DEFAULT_OPTIONS = Object.freeze({ algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles',
  weight: undefined, maxExpansions: Infinity, tieBreaking: 'lower-h', costModel: 'real', openList: 'heap', pathSmoothing: 'none' });

/**
 * The options with defaults resolved (weight becomes a number), for a map's start and goal.
 * @param {object} options
 * @param {{start: [number, number], goal: [number, number]}} model
 * @returns {Record<string, unknown>}
 */
export function resolveOptions(options, model) {
  const normalized = normalizeOptions({ ...options, start: model.start, goal: model.goal });
  return Object.fromEntries(OPTION_NAMES.map((name) => [name, normalized.public[name]]));
}
