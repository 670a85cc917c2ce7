// pl.Grid: a map of walkable cells with terrain costs, stored inside the wasm instance.

import { CELL_COST_MASK, CELL_WALL_BIT, checkCellBytes, checkTerrainCost, checkWalkableFlag, MAX_TERRAIN_COST } from './cell-format.js';
import { checkPoint } from './options.js';
import { coreError, describeValue, pathlabError } from './errors.js';
import { WasmObject } from './wasm-object.js';

/** A map of walkable cells with terrain costs, stored inside the wasm instance. */
export class Grid extends WasmObject {
  static noun = 'grid';

  /**
   * An all-walkable grid of cost 1 (as pl.Grid: new pl.Grid(width, height)).
   * @param {number} width cells, 1..8192 (width * height <= 4096 * 4096)
   * @param {number} height cells, 1..8192
   */
  constructor(runtime, width, height, raw = null) {
    if (!raw) {
      if (!Number.isInteger(width) || !Number.isInteger(height)) { // no string or NaN read as a size
        throw pathlabError('grid-size', `grid width and height must be whole numbers, not ${describeValue(width)} and ${describeValue(height)}`);
      }
      const problem = runtime.core.checkGridSize(width, height);
      if (problem) throw pathlabError('grid-size', problem);
      raw = new runtime.core.Grid(width, height);
    }
    super(runtime, raw);
    this.width = raw.width();
    this.height = raw.height();
    this.liveSearches = 0;
    this.deleteWhenFree = false;
  }

  /**
   * From rows of 0 (free) and 1 (wall), PathFinding.js style; rows[y][x].
   * Other numbers: 2..9 are free cells with that terrain cost.
   */
  static fromMatrix(rows) {
    if (!Array.isArray(rows)) throw pathlabError('map-format', `matrix must be an array of rows, not ${describeValue(rows)}`);
    if (rows.length === 0) throw pathlabError('grid-size', 'matrix has no rows: give a non-empty array of rows (a grid is at least 1 x 1)');
    const first = /** @type {ArrayLike<unknown>} */ (rows[0]);
    const width = Array.isArray(first) || ArrayBuffer.isView(first) ? first.length : 0; // typed-array rows too
    const bytes = new Uint8Array(width * rows.length);
    rows.forEach((/** @type {ArrayLike<unknown>} */ row, y) => {
      if (!Array.isArray(row) && !ArrayBuffer.isView(row)) throw pathlabError('map-format', `matrix row ${y} is not an array`);
      if (row.length !== width) {
        throw pathlabError('map-format', `matrix is ragged: row ${y} has ${row.length} cells, row 0 has ${width}`);
      }
      for (let x = 0; x < width; x++) bytes[y * width + x] = matrixCellByte(row[x], x, y);
    });
    const grid = new (/** @type {any} */ (this))(width, rows.length); // a bound class: pl.Grid(width, height)
    grid.setCells(bytes);
    return grid;
  }

  /** Parses Moving AI .map text (digits 1..9 are terrain costs, an extension). */
  static fromMovingAI(text) {
    if (typeof text !== 'string') throw pathlabError('map-format', `map text must be a string, not ${describeValue(text)}`);
    const reader = new (/** @type {any} */ (this).runtime.core.MapReader)();
    try {
      if (!reader.read(text)) throw coreError(reader, `malformed map: ${reader.error()}`);
      return new this(0, 0, reader.takeGrid());
    } finally {
      reader.delete();
    }
  }

  /** Moving AI .map text: '.' free, '@' wall, '2'..'9' terrain costs. */
  toMovingAI() { return this.live().toMovingAI(); }

  isWalkable(x, y) { checkPoint(this, [x, y], 'cell'); return this.live().walkable(x, y); }
  getCost(x, y) { checkPoint(this, [x, y], 'cell'); return this.live().cost(x, y); }

  /** @param {boolean} walkable */
  setWalkable(x, y, walkable) {
    checkPoint(this, [x, y], 'cell');
    checkWalkableFlag(walkable);
    this.live().setWalkable(x, y, walkable);
  }

  /** @param {number} cost terrain cost, an integer 1..9 (multiplies the step cost) */
  setCost(x, y, cost) {
    checkPoint(this, [x, y], 'cell');
    checkTerrainCost(cost);
    this.live().setCost(x, y, cost);
  }

  /**
   * All cells as bytes, row-major, in the format of cell-format.js: low 4 bits
   * terrain cost 1..9, bit 7 (0x80) set for walls.
   * @returns {Uint8Array} a copy
   */
  getCells() {
    const raw = this.live();
    raw.storeCellBuffer();
    return raw.cellBuffer().slice();
  }

  /** Replaces all cells from bytes in the getCells() format (a byte outside it is refused). */
  setCells(bytes) {
    checkCellBytes(bytes, this.width * this.height);
    const raw = this.live();
    raw.cellBuffer().set(bytes);
    raw.loadCellBuffer();
  }

  /** rows[y][x]: 1 wall, else the terrain cost (1 = plain free cell). */
  toMatrix() {
    const cells = this.getCells();
    return Array.from({ length: this.height }, (_, y) =>
      Array.from(cells.subarray(y * this.width, (y + 1) * this.width), (b) =>
        (b & CELL_WALL_BIT ? 1 : (b & CELL_COST_MASK) === 1 ? 0 : b & CELL_COST_MASK)));
  }

  clone() {
    const copy = new (/** @type {any} */ (this.constructor))(this.width, this.height);
    copy.setCells(this.getCells());
    return copy;
  }

  /** Frees the grid's wasm memory (after any search still using it is deleted). */
  delete() {
    if (this.raw && this.liveSearches > 0) {
      this.runtime.finalizer.unregister(this);
      this.deleteWhenFree = true;
      return;
    }
    super.delete();
  }

  get deleted() { return !this.raw || this.deleteWhenFree; }

  searchStarted() { this.liveSearches++; }
  searchEnded() {
    if (--this.liveSearches === 0 && this.deleteWhenFree) {
      this.raw.delete();
      this.raw = null;
    }
  }
}

function matrixCellByte(value, x, y) {
  if (value === 0 || value === false) return 1;
  if (value === 1 || value === true) return CELL_WALL_BIT | 1;
  if (Number.isInteger(value) && value >= 2 && value <= MAX_TERRAIN_COST) return value;
  throw pathlabError('map-format', `matrix cell (${x}, ${y}) is ${describeValue(value)}: use 0 (free), 1 (wall) or 2..${MAX_TERRAIN_COST} (terrain cost)`);
}
