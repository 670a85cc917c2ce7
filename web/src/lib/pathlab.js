// Pathlab's JavaScript library: a friendly layer over the WebAssembly core.
// Works the same in Node and in browsers (plain ES module, no bundler).
//
//   const pl = await loadPathlab();
//   const grid = pl.Grid.fromMatrix(rows);       // rows[y][x]: 0 free, 1 wall
//   const r = pl.findPath(grid, { start: [0, 0], goal: [5, 3] });
//   const s = pl.createSearch(grid, { start, goal, algorithm: 'dijkstra' });
//   s.step(10); s.trace; s.result(); s.delete(); grid.delete();
//
// Memory: Grid and Search objects hold memory inside the wasm instance. Call
// delete() when done; objects that are garbage-collected without it are freed
// automatically (FinalizationRegistry), but later than you might like.
// Bad arguments throw an Error with a clear message and a stable error.code
// (errors.js); the instance stays usable.

import {
  CELL_COST_MASK, CELL_WALL_BIT, checkPoint, MAX_TERRAIN_COST, MIN_TERRAIN_COST, normalizeOptions, STATUS_NAMES,
} from './options.js';
import { graphResult, loadGraph, visibilityGraph } from './graph.js';
import { coreError, pathlabError } from './errors.js';
import { copyTrace, rawStepCount, searchResult, traceViews } from './search-results.js';
import { Replanner } from './replanner.js';

export { ALGORITHMS, OPTIMAL_ALGORITHMS, REPLANNING_ALGORITHMS, DIAGONAL_RULES, HEURISTICS, OPEN_LISTS, TIE_BREAKS, COST_MODELS, TRACE_DETAILS } from './options.js';
export { ERROR_CODES } from './errors.js';
export { TRACE_KINDS, TRACE_BACKWARD_FLAG, TRACE_BYTES_PER_EVENT, NO_PARENT } from './trace-format.js';
export { GRAPH_ALGORITHMS } from './graph.js';

const isNode = typeof process !== 'undefined' && !!process.versions?.node && typeof window === 'undefined';

let loading = null;
const MAX_SPARE_SEARCHES = 2;

/**
 * Loads the wasm core once and returns the library. Later calls return the same promise.
 * @param {object} [options]
 * @param {ArrayBuffer|Uint8Array} [options.wasmBinary] the .wasm bytes, if you fetched them yourself
 * @returns {Promise<Pathlab>}
 */
export function loadPathlab(options = {}) {
  loading ??= instantiate(options).catch((error) => {
    loading = null; // allow a retry after, say, a network failure
    throw error;
  });
  return loading;
}

async function instantiate({ wasmBinary } = {}) {
  let createCore;
  try {
    ({ default: createCore } = await import('../../build/pathlab-core.mjs'));
  } catch (cause) {
    throw new Error('Pathlab: the WebAssembly core is not built (web/build/pathlab-core.mjs); run `npm run build`', { cause });
  }
  const moduleOptions = {};
  if (wasmBinary) {
    moduleOptions.wasmBinary = wasmBinary;
  } else if (isNode) {
    // Emscripten 3.1.6's ES module cannot load its .wasm under Node by itself. The module
    // name is a variable so that bundlers leave this Node-only import alone (no warning).
    const fsModule = 'node:fs/promises';
    const { readFile } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);
    moduleOptions.wasmBinary = await readFile(new URL('../../build/pathlab-core.wasm', import.meta.url));
  }
  const core = await createCore(moduleOptions);
  return new Pathlab(core);
}

class Pathlab {
  constructor(core) {
    this.core = core;
    const library = this;
    const finalizer = new FinalizationRegistry((raw) => raw.delete());
    this.finalizer = finalizer;
    this.sharedSearch = new core.Search(); // reused by findPath: no allocation per search once warm
    // Workspaces of deleted Search objects, kept for the next createSearch: a
    // fresh one allocates and clears 18 bytes per cell (72 MB on 2000 x 2000).
    this.spareSearches = [];
    this.sharedGraphSearch = new core.GraphSearch(); // reused by findPathInGraph
    this.waypoints = new core.Waypoints(); // reused by visibilityGraph

    /** A map of walkable cells with terrain costs, stored inside the wasm instance. */
    this.Grid = class Grid {
      /**
       * An all-walkable grid of cost 1.
       * @param {number} width cells, 1..8192 (width * height <= 4096 * 4096)
       * @param {number} height cells, 1..8192
       */
      constructor(width, height, raw = null) {
        if (!raw) {
          const problem = core.checkGridSize(Number(width), Number(height));
          if (problem) throw pathlabError('grid-size', problem);
          raw = new core.Grid(width, height);
        }
        this.raw = raw;
        this.width = raw.width();
        this.height = raw.height();
        this.liveSearches = 0;
        this.deleteWhenFree = false;
        finalizer.register(this, raw, this);
      }

      /**
       * From rows of 0 (free) and 1 (wall), PathFinding.js style; rows[y][x].
       * Other numbers: 2..9 are free cells with that terrain cost.
       */
      static fromMatrix(rows) {
        if (!Array.isArray(rows) || rows.length === 0) throw new Error('matrix must be a non-empty array of rows');
        const width = Array.isArray(rows[0]) || ArrayBuffer.isView(rows[0]) ? rows[0].length : 0; // typed-array rows too
        const bytes = new Uint8Array(width * rows.length);
        rows.forEach((row, y) => {
          if (!Array.isArray(row) && !ArrayBuffer.isView(row)) throw new Error(`matrix row ${y} is not an array`);
          if (row.length !== width) {
            throw new Error(`matrix is ragged: row ${y} has ${row.length} cells, row 0 has ${width}`);
          }
          for (let x = 0; x < width; x++) bytes[y * width + x] = matrixCellByte(row[x], x, y);
        });
        const grid = new Grid(width, rows.length);
        grid.setCells(bytes);
        return grid;
      }

      /** Parses Moving AI .map text (digits 1..9 are terrain costs, an extension). */
      static fromMovingAI(text) {
        if (typeof text !== 'string') throw new Error('map text must be a string');
        const reader = new core.MapReader();
        try {
          if (!reader.read(text)) throw coreError(reader, `malformed map: ${reader.error()}`);
          return new Grid(0, 0, reader.takeGrid());
        } finally {
          reader.delete();
        }
      }

      /** Moving AI .map text: '.' free, '@' wall, '2'..'9' terrain costs. */
      toMovingAI() { return this.#live().toMovingAI(); }

      isWalkable(x, y) { checkPoint(this, [x, y], 'cell'); return this.#live().walkable(x, y); }
      getCost(x, y) { checkPoint(this, [x, y], 'cell'); return this.#live().cost(x, y); }

      /** @param {boolean} walkable */
      setWalkable(x, y, walkable) {
        checkPoint(this, [x, y], 'cell');
        this.#live().setWalkable(x, y, !!walkable);
      }

      /** @param {number} cost terrain cost, an integer 1..9 (multiplies the step cost) */
      setCost(x, y, cost) {
        checkPoint(this, [x, y], 'cell');
        if (!Number.isInteger(cost) || cost < MIN_TERRAIN_COST || cost > MAX_TERRAIN_COST) {
          throw new Error(`terrain cost must be an integer from ${MIN_TERRAIN_COST} to ${MAX_TERRAIN_COST}, not ${cost}`);
        }
        this.#live().setCost(x, y, cost);
      }

      /**
       * All cells as bytes, row-major: low 4 bits terrain cost 1..9, bit 7 (0x80) set for walls.
       * @returns {Uint8Array} a copy
       */
      getCells() {
        const raw = this.#live();
        raw.storeCellBuffer();
        return raw.cellBuffer().slice();
      }

      /** Replaces all cells from bytes in the getCells() format. */
      setCells(bytes) {
        if (!(bytes instanceof Uint8Array) || bytes.length !== this.width * this.height) {
          throw new Error(`cells must be a Uint8Array of width * height = ${this.width * this.height} bytes`);
        }
        const raw = this.#live();
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
        const copy = new Grid(this.width, this.height);
        copy.setCells(this.getCells());
        return copy;
      }

      /** Frees the grid's wasm memory (after any search still using it is deleted). */
      delete() {
        if (!this.raw) return;
        finalizer.unregister(this);
        if (this.liveSearches > 0) {
          this.deleteWhenFree = true;
          return;
        }
        this.raw.delete();
        this.raw = null;
      }

      get deleted() { return !this.raw || this.deleteWhenFree; }

      #live() {
        if (this.deleted) throw new Error('this grid has been deleted');
        return this.raw;
      }
      searchStarted() { this.liveSearches++; }
      searchEnded() {
        if (--this.liveSearches === 0 && this.deleteWhenFree) {
          this.raw.delete();
          this.raw = null;
        }
      }
    };

    /** A steppable search. Create with pathlab.createSearch(grid, options). */
    this.Search = class Search {
      constructor(grid, options) {
        const normalized = library.#prepare(grid, options);
        const raw = library.spareSearches.pop() ?? new core.Search();
        const problem = raw.start(grid.raw, ...normalized.start, ...normalized.goal, normalized.core);
        if (problem) {
          const error = coreError(raw, problem);
          library.#release(raw);
          throw error;
        }
        this.raw = raw;
        this.grid = grid;
        this.options = normalized.public;
        grid.searchStarted();
        finalizer.register(this, raw, this);
      }

      /**
       * Expands up to n more nodes.
       * @param {number} [n=1] expansions, an integer >= 1 (Infinity: to the end)
       * @returns {string} the status afterwards
       */
      step(n = 1) {
        const raw = this.#live();
        const count = rawStepCount(n);
        if (raw.stale()) throw new Error('the grid changed since this search started; create a new search');
        return STATUS_NAMES[raw.step(count)];
      }

      /** Runs to the end and returns result(). */
      run() {
        this.step(Infinity);
        return this.result();
      }

      get status() { return STATUS_NAMES[this.#live().status()]; }
      get done() { return this.status !== 'running'; }
      get expanded() { return this.#live().expanded(); }

      /**
       * The events so far, as typed-array views on the wasm heap (no copy):
       * kinds (Uint8), cells (Uint32, y * width + x), parents (Uint32, NO_PARENT for none),
       * g and h (Float64). Views go stale after the next step(); use traceCopy() to keep them.
       */
      get trace() {
        return { ...traceViews(this.#live()), width: this.grid.width, height: this.grid.height };
      }

      /** The trace copied out of the wasm heap (transferable to a worker or the page). */
      traceCopy() { return copyTrace(this.trace); }

      /** { status, path: [[x, y], ...], cost, expanded, opened, micros } */
      result() { return library.#result(this.#live(), this.grid.width); }

      delete() {
        if (!this.raw) return;
        finalizer.unregister(this);
        library.#release(this.raw);
        this.raw = null;
        this.grid.searchEnded();
      }

      #live() {
        if (!this.raw) throw new Error('this search has been deleted');
        return this.raw;
      }
    };

    /** A steppable search over an explicit graph. Create with pathlab.createGraphSearch(query). */
    this.GraphSearch = class GraphSearch {
      constructor(query) {
        const raw = new core.GraphSearch();
        try {
          const loaded = loadGraph(raw, query);
          const problem = raw.start(loaded.start, loaded.goal, loaded.core);
          if (problem) throw coreError(raw, problem);
          this.options = loaded.public;
        } catch (error) {
          raw.delete();
          throw error;
        }
        this.raw = raw;
        finalizer.register(this, raw, this);
      }

      /** Expands up to n more nodes (Infinity: to the end); returns the status. */
      step(n = 1) {
        const raw = this.#live();
        return STATUS_NAMES[raw.step(rawStepCount(n))];
      }

      run() {
        this.step(Infinity);
        return this.result();
      }

      get status() { return STATUS_NAMES[this.#live().status()]; }
      get done() { return this.status !== 'running'; }
      get expanded() { return this.#live().expanded(); }
      /** Typed-array views like Search#trace; cells and parents are node ids. Stale after step(). */
      get trace() { return traceViews(this.#live()); }

      traceCopy() { return copyTrace(this.trace); }

      /** { status, path: [node ids], cost, expanded, opened, micros, stoppedBy? } */
      result() { return graphResult(this.#live()); }

      delete() {
        if (!this.raw) return;
        finalizer.unregister(this);
        this.raw.delete();
        this.raw = null;
      }

      #live() {
        if (!this.raw) throw new Error('this graph search has been deleted');
        return this.raw;
      }
    };
  }

  /**
   * Finds a path from start to goal in one call.
   * @param {Grid} grid
   * @param {object} options see normalizeOptions in options.js
   * @returns {{status: 'found'|'no-path'|'limit', path: number[][], cost: number, expanded: number, opened: number, micros: number}}
   */
  findPath(grid, options) {
    const normalized = this.#prepare(grid, options);
    const raw = this.sharedSearch;
    const problem = raw.start(grid.raw, ...normalized.start, ...normalized.goal, { ...normalized.core, recordTrace: false });
    if (problem) throw coreError(raw, problem);
    raw.step(2e19);
    return this.#result(raw, grid.width);
  }

  // Keeps a deleted search's workspace for reuse (it is restarted before any
  // other use, so its old grid is never read again), up to MAX_SPARE_SEARCHES.
  #release(raw) {
    if (this.spareSearches.length < MAX_SPARE_SEARCHES) this.spareSearches.push(raw);
    else raw.delete();
  }

  /** A steppable search; see the Search class. */
  createSearch(grid, options) { return new this.Search(grid, options); }

  /**
   * An LPA* or D* Lite replanner that repairs its path after edits of the grid (web/src/lib/replanner.js).
   * @param {Grid} grid
   * @param {object} options findPath's options; algorithm 'lpa-star' (default) or 'd-star-lite'
   */
  createReplanner(grid, options) { return new Replanner(this, grid, options); }

  /**
   * Links every pair of waypoints with a clear line of sight over the grid.
   * @param {Grid} grid
   * @param {number[][]} points [x, y] cells, not walls, at most 2048
   * @returns {number[][]} [a, b, distance]: waypoint indices a < b, each pair once (both directions), Euclidean cells
   */
  visibilityGraph(grid, points) {
    if (!(grid instanceof this.Grid)) throw new Error('expected a Grid made by this Pathlab instance');
    if (grid.deleted) throw new Error('this grid has been deleted');
    return visibilityGraph(this.waypoints, grid, points);
  }

  /**
   * Shortest path over a directed graph of positioned nodes (seed 003). Best-first
   * algorithms reopen closed nodes, so A* is optimal with any admissible heuristic.
   * @param {object} query { nodes: [[x, y], ...], edges: [[from, to, cost], ...], start, goal,
   *   algorithm ('astar'|'dijkstra'|'greedy'|'weighted-astar'|'bfs'), heuristic (default: euclidean),
   *   weight, maxExpansions, tieBreaking, stopWhenHalfway }; costs finite and >= 0
   * @returns {{status: string, path: number[], cost: number, expanded: number, opened: number, micros: number}}
   */
  findPathInGraph(query) {
    const raw = this.sharedGraphSearch;
    const loaded = loadGraph(raw, query);
    const problem = raw.start(loaded.start, loaded.goal, { ...loaded.core, recordTrace: false });
    if (problem) throw coreError(raw, problem);
    raw.step(2e19);
    return graphResult(raw);
  }

  /** A steppable graph search (same query as findPathInGraph); see the GraphSearch class. */
  createGraphSearch(query) { return new this.GraphSearch(query); }

  /** Whether a heuristic never overestimates under a diagonal rule and cost model. */
  isAdmissible(heuristic, diagonalMovement = 'only-when-no-obstacles', costModel = 'real') {
    return this.core.isAdmissible(heuristic, diagonalMovement, costModel);
  }

  /** The heuristic 'default' stands for under a diagonal rule. */
  defaultHeuristic(diagonalMovement = 'only-when-no-obstacles') {
    return this.core.defaultHeuristic(diagonalMovement);
  }

  #prepare(grid, options) {
    if (!(grid instanceof this.Grid)) throw new Error('expected a Grid made by this Pathlab instance');
    if (grid.deleted) throw new Error('this grid has been deleted');
    const normalized = withCode('bad-option', () => normalizeOptions(options));
    checkPoint(grid, normalized.start, 'start');
    checkPoint(grid, normalized.goal, normalized.core.flee ? 'flee.from' : 'goal');
    return normalized;
  }

  #result(raw, width) {
    const cells = raw.path();
    const path = new Array(cells.length);
    for (let i = 0; i < cells.length; i++) path[i] = [cells[i] % width, Math.floor(cells[i] / width)];
    return searchResult(raw, path);
  }
}

// Runs check(); an Error it throws without a code gets `code`.
function withCode(code, check) {
  try {
    return check();
  } catch (error) {
    error.code ??= code;
    throw error;
  }
}

function matrixCellByte(value, x, y) {
  if (value === 0 || value === false) return 1;
  if (value === 1 || value === true) return CELL_WALL_BIT | 1;
  if (Number.isInteger(value) && value >= 2 && value <= MAX_TERRAIN_COST) return value;
  throw new Error(`matrix cell (${x}, ${y}) is ${JSON.stringify(value)}: use 0 (free), 1 (wall) or 2..9 (terrain cost)`);
}
