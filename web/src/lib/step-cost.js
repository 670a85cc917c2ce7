// What a step between neighbouring cells costs under costModel and terrainCost, in the library's
// cell bytes: the core's rule (cpp/core/terrain_cost.hpp) for what JavaScript must price itself,
// such as the g a learner's trace leaves out. 'entered': the straight or diagonal unit times the
// terrain cost of the cell entered; 'crossed': the unit times the mean cost of the cells crossed,
// the two cells of a straight step or the walkable cells of a diagonal's 2 × 2 block, mean first
// as the core takes it. tests/wasm/terrain-cost.test.js holds it to the core's own moves.

import { CELL_COST_MASK, CELL_WALL_BIT } from './cell-format.js';

/**
 * @param {Uint8Array} cells the map's cell bytes, row-major
 * @param {number} width
 * @param {number} from a cell index (y * width + x)
 * @param {number} to a neighbour of `from` that the rule lets it move to
 * @param {{costModel?: string, terrainCost?: string}} [options]
 */
export function stepCost(cells, width, from, to, { costModel = 'real', terrainCost = 'entered' } = {}) {
  const diagonal = from % width !== to % width && Math.floor(from / width) !== Math.floor(to / width);
  const unit = costModel === 'integer' ? (diagonal ? 14 : 10) : (diagonal ? Math.SQRT2 : 1);
  const cost = (cell) => cells[cell] & CELL_COST_MASK;
  if (terrainCost !== 'crossed') return unit * cost(to);
  if (!diagonal) return unit * ((cost(from) + cost(to)) * 0.5);
  let sum = cost(from) + cost(to);
  let count = 2;
  // The side cells: (to's column, from's row) and (from's column, to's row); a wall is passed, not crossed.
  for (const side of [from - (from % width) + (to % width), to - (to % width) + (from % width)]) {
    if ((cells[side] & CELL_WALL_BIT) === 0) {
      sum += cost(side);
      count += 1;
    }
  }
  return unit * (sum / count);
}
