// The worker's one wasm grid, kept between requests while the map size stays
// the same (a new grid per search would allocate and clear width * height
// bytes each time). A request brings either the whole map or the cells
// changed since the previous one (cells-sync.js), applied cell by cell so
// that the grid's journal lists them for the replanners (replan-search.js).

import { CELL_COST_MASK, CELL_WALL_BIT } from '../lib/cell-format.js';
import { applyCellChanges } from './cells-sync.js';

let grid = null;

/**
 * A grid of this size holding `cells` (cell-byte format), reused when the size matches.
 * cells null: the page sent none because the grid holds those of the previous request, changed by
 * `cellChanges` when given (search-client.js).
 */
export function gridWith(pl, width, height, cells, cellChanges = null) {
  if (cells === null) {
    if (!grid || grid.deleted || grid.width !== width || grid.height !== height) throw new Error('the search worker lost its copy of the map; search again');
    if (cellChanges) applyCellChanges(cellChanges, (i, byte) => setCell(grid, i % width, Math.floor(i / width), byte));
    return grid;
  }
  if (!grid || grid.deleted || grid.width !== width || grid.height !== height) {
    grid?.delete();
    grid = new pl.Grid(width, height);
  }
  grid.setCells(cells);
  return grid;
}

// Only what differs, so that the grid's journal lists each changed cell once (the replanners report the count).
function setCell(target, x, y, byte) {
  const cost = byte & CELL_COST_MASK;
  const walkable = !(byte & CELL_WALL_BIT);
  if (target.getCost(x, y) !== cost) target.setCost(x, y, cost);
  if (target.isWalkable(x, y) !== walkable) target.setWalkable(x, y, walkable);
}
