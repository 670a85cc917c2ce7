// The library's checks of what a caller gives, each failure with its error code (errors.js):
// options, and starts and goals given apart from them.

import { checkPoint, normalizeOptions, normalizeSettings } from './options.js';

export function checkEndpoints(grid, normalized) {
  checkPoint(grid, normalized.start, 'start');
  const { flee, goals } = normalized.public;
  checkPoint(grid, normalized.goal, flee !== undefined ? 'flee.from' : goals ? 'goals[0]' : 'goal');
}

// A start or goal given apart from the options: a malformed one is a bad
// option, as when normalizeOptions finds it; one outside the grid is out of bounds.
// A well-formed point inside the grid passes without a closure or an array
// allocated (findPath runs this twice per call); anything else takes the
// checks that name the problem.
export function checkEndpoint(grid, p, what) {
  if (Array.isArray(p) && p.length === 2) {
    const x = p[0], y = p[1];
    // (v | 0) === v: an integer in int32 range, which the bounds below imply.
    if ((x | 0) === x && (y | 0) === y && x >= 0 && y >= 0 && x < grid.width && y < grid.height) return;
  }
  withCode('bad-option', () => checkPoint(grid, p, what));
}

export const validOptions = (options) => withCode('bad-option', () => normalizeOptions(options));
export const validSettings = (options) => withCode('bad-option', () => normalizeSettings(options));

// Runs check(); an Error it throws without a code gets `code`.
export function withCode(code, check) {
  try {
    return check();
  } catch (error) {
    error.code ??= code;
    throw error;
  }
}
