// The page's "Fastest for this map" (docs/playground.md, "Searching"): the library's pick of the
// optimal search and heuristic for this map and rule (pl.fastestAlgorithm), made in the worker,
// where the map already is and the pick's sample searches do not hold up the page.
//   { type: 'fastest', width, height, cells | cellChanges, diagonalMovement, terrainCost } -> { pick }

import { gridWith } from './worker-grid.js';

/** @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').FastestRequest} request */
export function fastestReply(pl, { width, height, cells, cellChanges, diagonalMovement, terrainCost }) {
  const grid = gridWith(pl, width, height, cells, cellChanges);
  return { pick: pl.fastestAlgorithm(grid, diagonalMovement, { terrainCost }) };
}
