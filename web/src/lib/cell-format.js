// The cell-byte format and the size limits, defined once for the library, the
// page's model, share links, map files and scenario files. No wasm or DOM here.
//
// Cell byte: low 4 bits terrain cost 1..9 (multiplies the step cost), bit 7
// (0x80) a wall. A wall keeps its cost bits, so erasing it restores the
// terrain underneath. The core reads the same bytes (cpp/core/grid.hpp).

import { LIMITS } from '../../build/pathlab-catalog.js';
import { describeValue, pathlabError } from './errors.js';

// The core's values, through the generated catalog (cpp/core/grid.hpp).
export const CELL_WALL_BIT = LIMITS.cellWallBit;
export const CELL_COST_MASK = LIMITS.cellCostMask;
export const MIN_TERRAIN_COST = LIMITS.minTerrainCost;
export const MAX_TERRAIN_COST = LIMITS.maxTerrainCost;

/** Grids are at most this many cells per side... */
export const MAX_SIDE = LIMITS.maxSide;
/** ...and this many cells in all (4096 x 4096). */
export const MAX_CELLS = LIMITS.maxCells;

// The library's checks of cell arguments, shared by Grid (pathlab.js) and the path worker's
// client (path-worker.js), so that the same mistake gets the same code and words on either
// thread (docs/library.md, "Error codes").

/** Throws 'bad-option' unless cost is a terrain cost, an integer MIN_TERRAIN_COST..MAX_TERRAIN_COST. */
export function checkTerrainCost(cost) {
  if (!Number.isInteger(cost) || cost < MIN_TERRAIN_COST || cost > MAX_TERRAIN_COST) {
    throw pathlabError('bad-option', `terrain cost must be an integer from ${MIN_TERRAIN_COST} to ${MAX_TERRAIN_COST}, not ${describeValue(cost)}`);
  }
}

/** Throws 'bad-option' unless walkable is true or false (nothing is read as one by truthiness). */
export function checkWalkableFlag(walkable) {
  if (typeof walkable !== 'boolean') throw pathlabError('bad-option', `walkable must be true or false, not ${describeValue(walkable)}`);
}

// Which of the 256 byte values are cell bytes: a cost 1..9 in the low bits, the wall bit or not, no other bit.
const CELL_BYTE = Uint8Array.from({ length: 256 }, (_, b) => {
  const cost = b & CELL_COST_MASK;
  return (b & ~(CELL_COST_MASK | CELL_WALL_BIT)) === 0 && cost >= MIN_TERRAIN_COST && cost <= MAX_TERRAIN_COST ? 1 : 0;
});

/** Throws 'map-format' unless bytes is a Uint8Array of `count` cell bytes in this format. */
export function checkCellBytes(bytes, count) {
  if (!(bytes instanceof Uint8Array) || bytes.length !== count) {
    throw pathlabError('map-format', `cells must be a Uint8Array of width * height = ${count} bytes, not ${describeCells(bytes)}`);
  }
  for (let i = 0; i < count; i++) {
    if (CELL_BYTE[bytes[i]] === 0) {
      throw pathlabError('map-format', `cell byte ${i} is 0x${bytes[i].toString(16).padStart(2, '0')}: a cell byte is a terrain cost ${MIN_TERRAIN_COST}..${MAX_TERRAIN_COST}, plus 0x${CELL_WALL_BIT.toString(16)} for a wall`);
    }
  }
}

function describeCells(bytes) {
  if (bytes instanceof Uint8Array) return `${bytes.length} bytes`;
  return ArrayBuffer.isView(bytes) ? `a ${bytes.constructor.name}` : describeValue(bytes);
}
