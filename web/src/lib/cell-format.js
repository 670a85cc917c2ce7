// The cell-byte format and the size limits, defined once for the library, the
// page's model, share links, map files and scenario files. No wasm or DOM here.
//
// Cell byte: low 4 bits terrain cost 1..9 (multiplies the step cost), bit 7
// (0x80) a wall. A wall keeps its cost bits, so erasing it restores the
// terrain underneath. The core reads the same bytes (cpp/core/grid.hpp).

export const CELL_WALL_BIT = 0x80;
export const CELL_COST_MASK = 0x0f;
export const MIN_TERRAIN_COST = 1;
export const MAX_TERRAIN_COST = 9;

/** Grids are at most this many cells per side... */
export const MAX_SIDE = 8192;
/** ...and this many cells in all (4096 x 4096). */
export const MAX_CELLS = 4096 * 4096;
