// The page's search options: their names, the values a new page starts with, and
// their resolved form (defaults filled in by the library). In model/, below the
// folders that read them: the app, compare mode and the refusals' ways out
// (docs/architecture.md, "Folders and their order"). The names are the option
// form's rows of the page's table (option-table.js); the defaults are the core's
// table's (OPTION_INFO).

import { optionInfo, normalizeOptions } from '../lib/options.js';
import { PAGE_OPTIONS } from './option-table.js';

/** The option names the page, its share links and its scripting API know: the option form's, in its order. */
export const OPTION_NAMES = Object.freeze(Object.keys(PAGE_OPTIONS).filter((name) => PAGE_OPTIONS[name].panel === 'options'));

/** The options a new page starts with (persist.js's "New map" goes back to them); weight undefined: the algorithm's. */
export const DEFAULT_OPTIONS = Object.freeze(Object.fromEntries(OPTION_NAMES.map((name) => [name, optionInfo(name).default ?? undefined])));

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
