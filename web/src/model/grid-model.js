// The map being edited: cells in the library's cell-byte format plus the start
// and goal. No DOM and no wasm, so it is unit-tested in Node.
//
// The cell bytes and size limits are the library's (lib/cell-format.js).

import {
  CELL_COST_MASK as COST_MASK, CELL_WALL_BIT as WALL_BIT, MAX_CELLS, MAX_SIDE, MAX_TERRAIN_COST as MAX_COST,
  MIN_TERRAIN_COST as MIN_COST,
} from '../lib/cell-format.js';

export { COST_MASK, WALL_BIT, MIN_COST, MAX_COST, MAX_SIDE, MAX_CELLS };

let nextModelId = 1;

export class GridModel {
  /**
   * @param {number} width cells, 1..8192
   * @param {number} height cells, 1..8192 (width * height <= 4096 * 4096)
   * @param {Uint8Array} [cells] width * height cell bytes (copied); default all free, cost 1
   * @param {{adopt?: boolean}} [how] adopt: keep `cells` itself, neither copied nor checked byte by byte: bytes that
   *   another GridModel made (a worker's, transferred), so a 16 M-cell map costs the page's thread nothing here
   */
  constructor(width, height, cells = null, { adopt = false } = {}) {
    checkSize(width, height);
    this.width = width;
    this.height = height;
    if (cells && !(cells instanceof Uint8Array && cells.length === width * height)) {
      throw new Error(`cells must be a Uint8Array of ${width * height} bytes`);
    }
    if (adopt && cells) {
      this.cells = cells; // normalized by the GridModel that made them
    } else {
      this.cells = new Uint8Array(width * height);
      if (cells) for (let i = 0; i < cells.length; i++) this.cells[i] = normalizeByte(cells[i]);
      else this.cells.fill(MIN_COST);
    }
    this.start = [0, 0];
    this.goal = [width - 1, height - 1];
    // Which cells these are: a new model gets a new id, every change of a cell a new revision, so the
    // search worker is sent the 16 MB of a 4096 x 4096 map only when they changed (search-client.js).
    this.id = nextModelId++;
    this.revision = 0;
    // The cells each single-cell write changed, in order (entry k made revision changeLog.from + k + 1), so a
    // worker holding an older revision is sent those cells only (changesSince); whole-map changes restart it.
    this.changeLog = { from: 0, cells: [] };
  }

  index(x, y) { return y * this.width + x; }
  inside(x, y) { return Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < this.width && y < this.height; }
  isWall(x, y) { return (this.cells[this.index(x, y)] & WALL_BIT) !== 0; }
  cost(x, y) { return this.cells[this.index(x, y)] & COST_MASK; }
  /** Whether any free cell costs more than 1 (reads every cell: for a refusal's way out, not per frame). */
  hasTerrain() { return this.cells.some((c) => !(c & WALL_BIT) && (c & COST_MASK) > MIN_COST); }
  isStart(x, y) { return this.start[0] === x && this.start[1] === y; }
  isGoal(x, y) { return this.goal[0] === x && this.goal[1] === y; }

  /** Makes (x, y) a wall or not. Start and goal cells never become walls. Returns whether it changed. */
  setWall(x, y, wall) {
    if (!this.inside(x, y) || (wall && (this.isStart(x, y) || this.isGoal(x, y)))) return false;
    const i = this.index(x, y);
    const next = wall ? this.cells[i] | WALL_BIT : this.cells[i] & ~WALL_BIT;
    return this.#write(i, next);
  }

  /** Paints terrain cost 1..9 and clears any wall there. Returns whether it changed. */
  setCost(x, y, cost) {
    if (!Number.isInteger(cost) || cost < MIN_COST || cost > MAX_COST) {
      throw new Error(`terrain cost must be an integer from ${MIN_COST} to ${MAX_COST}, not ${cost}`);
    }
    if (!this.inside(x, y)) return false;
    return this.#write(this.index(x, y), cost);
  }

  /** Moves the start (which = 'start') or goal ('goal') to a free cell. Throws on a wall or outside. */
  setMarker(which, x, y) {
    if (which !== 'start' && which !== 'goal') throw new Error(`unknown marker '${which}'`);
    if (!this.inside(x, y)) throw new Error(`${which} (${x}, ${y}) is outside the ${this.width} x ${this.height} grid`);
    if (this.isWall(x, y)) throw new Error(`${which} (${x}, ${y}) is on a wall`);
    const other = which === 'start' ? this.goal : this.start;
    if (other[0] === x && other[1] === y) return false;
    if (this[which][0] === x && this[which][1] === y) return false;
    this[which] = [x, y];
    return true;
  }

  /** Removes every wall (terrain stays). */
  clearWalls() {
    for (let i = 0; i < this.cells.length; i++) this.cells[i] &= ~WALL_BIT;
    this.#rewritten();
  }

  /** Every terrain cost back to 1; walls stay. */
  clearTerrain() {
    for (let i = 0; i < this.cells.length; i++) this.cells[i] = (this.cells[i] & WALL_BIT) | MIN_COST;
    this.#rewritten();
  }

  /** Replaces all cells (and optionally the markers), keeping markers on free cells. */
  replaceCells(cells, start = this.start, goal = this.goal) {
    if (!(cells instanceof Uint8Array) || cells.length !== this.cells.length) {
      throw new Error(`cells must be a Uint8Array of ${this.cells.length} bytes`);
    }
    for (let i = 0; i < cells.length; i++) this.cells[i] = normalizeByte(cells[i]);
    this.#rewritten();
    this.start = [...start];
    this.goal = [...goal];
    this.freeMarkers();
  }

  /** Clears walls under the markers (a generated or loaded map may cover them). */
  freeMarkers() {
    for (const [x, y] of [this.start, this.goal]) {
      const i = this.index(x, y);
      this.#write(i, this.cells[i] & ~WALL_BIT);
    }
  }

  /** The first and last free cells in reading order, or null when the map has none. */
  freeCorners() {
    let first = 0;
    while (first < this.cells.length && this.cells[first] & WALL_BIT) first++;
    if (first === this.cells.length) return null;
    let last = this.cells.length - 1; // scanning from both ends: a few cells on most maps, not all of them
    while (this.cells[last] & WALL_BIT) last--;
    return [[first % this.width, Math.floor(first / this.width)], [last % this.width, Math.floor(last / this.width)]];
  }

  /**
   * A copy of the cells to give away (to transfer to a worker). Copies made off the page's thread
   * beforehand (offerCopies) go first, brought up to date with the cells changed since they were made
   * (changesSince) when those are known: copying a 4096 x 4096 map's 16 MB here costs the page's thread
   * a good part of a frame, once for the search worker and once for saving, also after a first edit.
   */
  copyCells() {
    const spare = this.spareCopies;
    const changes = spare ? this.changesSince(spare.revision) : null;
    const copy = changes ? spare.copies.pop() : undefined;
    if (!changes || !spare.copies.length) this.spareCopies = null;
    if (!copy) return this.cells.slice();
    for (let k = 0; k < changes.indices.length; k++) copy[changes.indices[k]] = changes.values[k];
    return copy;
  }

  /** Keeps copies of the current cells, made elsewhere (the worker that parsed a .map file), for copyCells(). */
  offerCopies(copies) {
    this.spareCopies = { revision: this.revision, copies: [...copies] };
  }

  /**
   * The cells changed since `revision` of this model, with their current bytes, or null when they are not
   * known (before the log's start: a whole-map change, or more single changes than the log keeps).
   * @returns {{indices: Uint32Array, values: Uint8Array} | null}
   */
  changesSince(revision) {
    const { from, cells } = this.changeLog;
    if (!Number.isInteger(revision) || revision < from || revision > this.revision) return null;
    const indices = Uint32Array.from(new Set(cells.slice(revision - from)));
    return { indices, values: indices.length ? Uint8Array.from(indices, (i) => this.cells[i]) : new Uint8Array(0) };
  }

  #write(i, value) {
    if (this.cells[i] === value) return false;
    this.cells[i] = value;
    this.revision++;
    const log = this.changeLog;
    // Past a sixteenth of the map, sending every cell again is about as cheap as the list: forget it.
    if (log.cells.length >= Math.max(4096, this.cells.length >> 4)) this.changeLog = { from: this.revision, cells: [] };
    else log.cells.push(i);
    return true;
  }

  #rewritten() {
    this.revision++;
    this.changeLog = { from: this.revision, cells: [] };
  }
}

/** Throws a clear Error unless width x height is a grid size the core accepts. */
export function checkSize(width, height) {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new Error(`grid size must be whole numbers of at least 1, not ${width} x ${height}`);
  }
  if (width > MAX_SIDE || height > MAX_SIDE || width * height > MAX_CELLS) {
    throw new Error(`grid ${width} x ${height} is too large (at most ${MAX_SIDE} per side and 4096 x 4096 cells)`);
  }
}

// Bytes from outside (files, links) may carry a cost of 0 or above 9: clamp them.
function normalizeByte(byte) {
  const cost = Math.min(MAX_COST, Math.max(MIN_COST, byte & COST_MASK));
  return (byte & WALL_BIT) | cost;
}

/** The cells on the straight line from (x0, y0) to (x1, y1), both ends included (Bresenham). */
export function lineCells(x0, y0, x1, y1) {
  const cells = [];
  const dx = Math.abs(x1 - x0);
  const dy = -Math.abs(y1 - y0);
  const sx = x0 < x1 ? 1 : -1;
  const sy = y0 < y1 ? 1 : -1;
  let err = dx + dy;
  for (;;) {
    cells.push([x0, y0]);
    if (x0 === x1 && y0 === y1) return cells;
    const e2 = 2 * err;
    if (e2 >= dy) { err += dy; x0 += sx; }
    if (e2 <= dx) { err += dx; y0 += sy; }
  }
}
