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

import { LIMITS, RUN_OUTCOME as OUT, UNLIMITED } from '../../build/pathlab-catalog.js';
import { CELL_COST_MASK, CELL_WALL_BIT, checkCellBytes, checkTerrainCost, checkWalkableFlag, MAX_TERRAIN_COST } from './cell-format.js';
import {
  algorithmInfo, checkChoice, checkPoint, coreFlowFieldOptions, coreSettings, normalizeFlowFieldOptions, normalizeOptions,
  normalizeSettings, STATUS_NAMES, STOPPED_BY,
} from './options.js';
import { coreError, describeValue, pathlabError } from './errors.js';
import { checkFlowFieldGoals, droppedGoals } from './flow-goals.js';
import { graphResult, loadGraph, visibilityGraph } from './graph.js';
import { QueryCache } from './query-cache.js';
import { copyTrace, pointsOf, rawStepCount, searchResult, traceViews } from './search-results.js';
import { Replanner } from './replanner.js';
import { checkTrace } from './trace-check.js';
import { readTrace } from './trace-read.js';
import { formatTrace, posthocTrace } from './trace-write.js';

export {
  ALGORITHM_INFO, OPTION_INFO, ALGORITHMS, OPTIMAL_ALGORITHMS, REPLANNING_ALGORITHMS, DIAGONAL_RULES, HEURISTICS, OPEN_LISTS, TIE_BREAKS, COST_MODELS,
  PATH_SMOOTHINGS, TRACE_DETAILS,
} from './options.js';
export { ERROR_CODES } from './errors.js';
export { createPathWorker } from './path-worker.js';
export { GRAPH_ALGORITHMS } from './graph.js';
export { TRACE_KINDS, TRACE_BACKWARD_FLAG, TRACE_BYTES_PER_EVENT, NO_PARENT, JUMP_SCAN_REASONS } from './trace-format.js';

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

// What one wasm instance's objects share: the Embind module, the finalizer
// that frees what is garbage-collected undeleted, and the workspaces reused
// from search to search.
class Runtime {
  constructor(core) {
    this.core = core;
    this.finalizer = new FinalizationRegistry((raw) => raw.delete());
    this.sharedSearch = new core.Search(); // reused by findPath: no allocation per search once warm
    // run()'s outcome block, as an index into HEAPF64 (its address never changes); its slots are RUN_OUTCOME's.
    this.outcomeIndex = this.sharedSearch.outcomeAddress() / 8;
    // Workspaces of deleted Search objects, kept for the next createSearch: a
    // fresh one allocates and clears 18 bytes per cell (72 MB on 2000 x 2000).
    this.spareSearches = [];
    this.sharedGraphSearch = new core.GraphSearch(); // reused by findPathInGraph
    this.waypoints = new core.Waypoints(); // reused by visibilityGraph
    this.scratchOptions = new core.Options(); // options used once: createSearch, graph searches, flee
    this.queries = new QueryCache((settings) => this.prepareOptions({ ...settings, trace: false }), validSettings);
  }

  /** New core Options holding validated settings (no flee); throws the core's refusal. */
  prepareOptions(settings) {
    const raw = new this.core.Options();
    const problem = raw.set(coreSettings(settings));
    if (problem) {
      const error = coreError(raw, problem);
      raw.delete();
      throw error;
    }
    return raw;
  }

  /**
   * The scratch core Options holding core settings from normalizeOptions (every option of the core's
   * table), and the settings' goals (normalizeOptions' `public`; checked against `grid` and handed
   * over as cell indices).
   */
  scratch(core, settings = null, grid = null) {
    const raw = this.scratchOptions;
    let problem = raw.set(core);
    if (!problem && settings?.goals) {
      const { goals } = settings;
      for (let i = 0; i < goals.length; i++) checkPoint(grid, goals[i], `goals[${i}]`);
      const cells = raw.goalBuffer(goals.length);
      for (let i = 0; i < goals.length; i++) cells[i] = goals[i][1] * grid.width + goals[i][0];
      problem = raw.setGoals();
    }
    if (problem) throw coreError(raw, problem);
    return raw;
  }

  checkGrid(grid) {
    if (!(grid instanceof Grid) || grid.runtime !== this) throw new Error('expected a Grid made by this Pathlab instance');
    if (grid.deleted) throw new Error('this grid has been deleted');
  }

  /**
   * Runs findPath's search (no trace) with prepared core Options and reads the
   * outcome straight from the wasm heap: one call into wasm, the path from a typed array.
   * With `asCells` the path is one array of cell indices (findPathCells), else [x, y] pairs.
   */
  run(grid, sx, sy, gx, gy, options, asCells = false) {
    const raw = this.sharedSearch;
    const t0 = performance.now();
    const code = raw.run(grid.raw, sx, sy, gx, gy, options);
    const micros = (performance.now() - t0) * 1000;
    if (code < 0) throw coreError(raw, raw.error());
    const { HEAPF64, HEAPU32 } = this.core; // fresh views: the heap may have grown during the search
    const at = this.outcomeIndex;
    const cells = HEAPF64[at + OUT.path] / 4;
    const length = HEAPF64[at + OUT.pathLength];
    const status = STATUS_NAMES[code];
    const result = asCells ? { status, cells: cellsOf(HEAPU32, cells, length) } : { status, path: pointsOf(HEAPU32, grid.width, cells, length) };
    // A 'no-path' search has no path, unless closestIfUnreachable led one to the nearest cell reached.
    result.cost = status === 'no-path' && length === 0 ? Infinity : HEAPF64[at + OUT.cost];
    result.expanded = HEAPF64[at + OUT.expanded];
    result.opened = HEAPF64[at + OUT.opened];
    result.micros = micros; // the call into wasm: start, search and outcome (the core's own clock reads would cost more)
    const precomputeMicros = HEAPF64[at + OUT.precomputeMicros]; // JPS+'s jump table: not the search's time
    if (precomputeMicros >= 0) {
      result.precomputeMicros = precomputeMicros;
      result.precomputeBytes = HEAPF64[at + OUT.precomputeBytes];
      if (HEAPF64[at + OUT.precomputedNow]) result.micros = Math.max(0, micros - precomputeMicros); // this call built it
    }
    if (status === 'limit') result.stoppedBy = STOPPED_BY[code];
    const iterations = HEAPF64[at + OUT.iterations]; // IDA*'s deepening passes; other searches have none
    if (iterations > 0) result.iterations = iterations;
    if (HEAPF64[at + OUT.gameFeatures]) { // the options used agentSize, closestIfUnreachable or goals
      result.reachedGoal = status === 'found';
      if (result.reachedGoal) result.goalIndex = HEAPF64[at + OUT.goalIndex];
    }
    return result;
  }

  // Keeps a deleted search's workspace for reuse (it is restarted before any
  // other use, so its old grid is never read again), up to MAX_SPARE_SEARCHES.
  release(raw) {
    if (this.spareSearches.length < MAX_SPARE_SEARCHES) this.spareSearches.push(raw);
    else raw.delete();
  }
}

// The path's cells (indices y * width + x at HEAPU32[from...]) as a plain array: a typed array
// would cost an ArrayBuffer per call, more than the copy for the short paths of game maps
// (docs/library.md, "Paths as cell indices").
function cellsOf(HEAPU32, from, length) {
  const cells = new Array(length);
  for (let i = 0; i < length; i++) cells[i] = HEAPU32[from + i];
  return cells;
}

/** Owns one object inside the wasm instance: delete() frees it, or the finalizer once it is garbage. */
class WasmObject {
  constructor(runtime, raw) {
    this.runtime = runtime;
    this.raw = raw;
    runtime.finalizer.register(this, raw, this);
  }

  get deleted() { return !this.raw; }

  /** Frees the wasm memory now (calling it again does nothing). */
  delete() {
    if (!this.raw) return;
    this.runtime.finalizer.unregister(this);
    this.free(this.raw);
    this.raw = null;
  }

  free(raw) { raw.delete(); }

  live() {
    if (this.deleted) throw new Error(`this ${this.constructor.noun} has been deleted`);
    return this.raw;
  }
}

/** A map of walkable cells with terrain costs, stored inside the wasm instance. */
class Grid extends WasmObject {
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
    const width = Array.isArray(rows[0]) || ArrayBuffer.isView(rows[0]) ? rows[0].length : 0; // typed-array rows too
    const bytes = new Uint8Array(width * rows.length);
    rows.forEach((row, y) => {
      if (!Array.isArray(row) && !ArrayBuffer.isView(row)) throw pathlabError('map-format', `matrix row ${y} is not an array`);
      if (row.length !== width) {
        throw pathlabError('map-format', `matrix is ragged: row ${y} has ${row.length} cells, row 0 has ${width}`);
      }
      for (let x = 0; x < width; x++) bytes[y * width + x] = matrixCellByte(row[x], x, y);
    });
    const grid = new this(width, rows.length);
    grid.setCells(bytes);
    return grid;
  }

  /** Parses Moving AI .map text (digits 1..9 are terrain costs, an extension). */
  static fromMovingAI(text) {
    if (typeof text !== 'string') throw pathlabError('map-format', `map text must be a string, not ${describeValue(text)}`);
    const reader = new (this.runtime.core.MapReader)();
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
    const copy = new this.constructor(this.width, this.height);
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

/** What grid and graph searches share: stepping, status, the trace and the result. */
class SteppableSearch extends WasmObject {
  /**
   * Expands up to n more nodes.
   * @param {number} [n=1] expansions, an integer >= 1 (Infinity: to the end)
   * @returns {string} the status afterwards
   */
  step(n = 1) {
    const raw = this.live();
    const count = rawStepCount(n);
    this.checkFresh(raw);
    return STATUS_NAMES[raw.step(count)];
  }

  /** Runs to the end and returns result(). */
  run() {
    this.step(Infinity);
    return this.result();
  }

  get status() { return STATUS_NAMES[this.live().status()]; }
  get done() { return this.status !== 'running'; }
  get expanded() { return this.live().expanded(); }

  /**
   * The events so far, as typed-array views on the wasm heap (no copy):
   * kinds (Uint8), cells (Uint32), parents (Uint32, NO_PARENT for none),
   * g and h (Float64). Views go stale after the next step(); use traceCopy() to keep them.
   */
  get trace() { return { ...traceViews(this.live()), frontier: this.frontier }; }

  /** The trace copied out of the wasm heap (transferable to a worker or the page). */
  traceCopy() { return copyTrace(this.trace); }

  checkFresh() {}
}

/** A steppable grid search. Create with pathlab.createSearch(grid, options). */
class Search extends SteppableSearch {
  static noun = 'search';

  constructor(runtime, grid, options) {
    runtime.checkGrid(grid);
    const normalized = validOptions(options);
    checkEndpoints(grid, normalized);
    const coreOptions = runtime.scratch(normalized.core, normalized.public, grid);
    const raw = runtime.spareSearches.pop() ?? new runtime.core.Search();
    const problem = raw.start(grid.raw, ...normalized.start, ...normalized.goal, coreOptions);
    if (problem) {
      const error = coreError(raw, problem);
      runtime.release(raw);
      throw error;
    }
    super(runtime, raw);
    this.grid = grid;
    this.options = normalized.public;
    /** How this search orders its frontier, as the core states it: { kind, gWeight, hWeight, tie }. */
    this.frontier = coreOptions.frontierRule();
    grid.searchStarted();
  }

  checkFresh(raw) {
    if (raw.stale()) throw new Error('the grid changed since this search started; create a new search');
  }

  /** Cells are y * width + x. */
  get trace() { return { ...super.trace, width: this.grid.width, height: this.grid.height }; }

  /** { status, path: [[x, y], ...], cost, expanded, opened, micros } */
  result() {
    const raw = this.live();
    const path = pointsOf(raw.path(), this.grid.width);
    const result = searchResult(raw, path);
    const o = this.options;
    if (o.goals !== undefined || o.agentSize > 1 || o.closestIfUnreachable) { // as findPath reports them
      if (result.status === 'no-path' && path.length > 0) result.cost = raw.pathCost(); // the closest reachable cell
      result.reachedGoal = result.status === 'found';
      if (result.reachedGoal) result.goalIndex = raw.goalIndex();
    }
    const landmarks = raw.landmarkCells(); // heuristic 'landmarks': the cells its distances are measured from
    if (landmarks.length > 0) result.landmarks = pointsOf(landmarks, this.grid.width);
    return result;
  }

  free(raw) {
    this.runtime.release(raw);
    this.grid.searchEnded();
  }
}

/** A steppable search over an explicit graph. Create with pathlab.createGraphSearch(query). */
class GraphSearch extends SteppableSearch {
  static noun = 'graph search';

  constructor(runtime, query) {
    const raw = new runtime.core.GraphSearch();
    let loaded;
    try {
      loaded = loadGraph(raw, query);
      const problem = raw.start(loaded.start, loaded.goal, runtime.scratch(loaded.core));
      if (problem) throw coreError(raw, problem);
    } catch (error) {
      raw.delete();
      throw error;
    }
    super(runtime, raw);
    this.options = loaded.public;
    this.frontier = runtime.scratchOptions.frontierRule();
  }

  /** { status, path: [node ids], cost, expanded, opened, micros, stoppedBy? } */
  result() { return graphResult(this.live()); }
}

/**
 * Search options validated and converted once, for many findPath calls:
 *   const query = pl.prepareQuery({ algorithm: 'jps' });
 *   query.findPath(grid, [x0, y0], [x1, y1]);   // same result as pl.findPath
 * Create with pathlab.prepareQuery(options); delete() when done.
 */
class PreparedQuery extends WasmObject {
  static noun = 'prepared query';

  constructor(runtime, options) {
    if (options === null || typeof options !== 'object') throw pathlabError('bad-option', 'prepareQuery takes an options object');
    const settings = validSettings(options);
    if (settings.flee !== undefined) throw pathlabError('bad-option', 'prepareQuery takes no flee option (its threat is a point, like a goal): use findPath');
    if (options.start !== undefined || options.goal !== undefined) {
      throw pathlabError('bad-option', 'prepareQuery takes the options without start and goal; give them to findPath(grid, start, goal)');
    }
    super(runtime, runtime.prepareOptions({ ...settings, trace: false }));
    this.options = { ...settings, trace: false };
  }

  /** As pl.findPath(grid, { start, goal, ...options }). */
  findPath(grid, start, goal) { return this.#run(grid, start, goal, false); }

  /** As pl.findPathCells(grid, { start, goal, ...options }): the path as one array of cell indices. */
  findPathCells(grid, start, goal) { return this.#run(grid, start, goal, true); }

  #run(grid, start, goal, asCells) {
    const options = this.live();
    const { runtime } = this;
    runtime.checkGrid(grid);
    checkEndpoint(grid, start, 'start');
    checkEndpoint(grid, goal, 'goal');
    return runtime.run(grid, start[0], start[1], goal[0], goal[1], options, asCells);
  }
}

const FLOW_FIELD_UPDATES = ['unchanged', 'repaired', 'rebuilt'];

/**
 * A flow field over a grid (Red Blob Games, "Flow Field Pathfinding for Tower Defense"): for every
 * cell y * width + x, the cost to the nearest goal and the next cell to step to. update() after
 * edits of the grid repairs it. Create with pathlab.createFlowField(grid, options); delete() when done.
 */
class FlowField extends WasmObject {
  static noun = 'flow field';

  constructor(runtime, grid, options) {
    runtime.checkGrid(grid);
    const o = withCode('bad-option', () => normalizeFlowFieldOptions(options));
    for (let i = 0; i < o.goals.length; i++) checkPoint(grid, o.goals[i], `goals[${i}]`);
    checkFlowFieldGoals(grid, o.goals, o.agentSize);
    const raw = new runtime.core.FlowField();
    const cells = raw.goalBuffer(o.goals.length);
    for (let i = 0; i < o.goals.length; i++) cells[i] = o.goals[i][1] * grid.width + o.goals[i][0];
    const problem = raw.build(grid.raw, ...coreFlowFieldOptions(o));
    if (problem) {
      const error = coreError(raw, problem);
      raw.delete();
      throw error;
    }
    super(runtime, raw);
    this.grid = grid;
    this.options = o;
    grid.searchStarted(); // the field reads the grid until it is deleted
  }

  free(raw) {
    raw.delete();
    this.grid.searchEnded();
  }

  /** Float64Array view (no copy) of the cost to the nearest goal; Infinity where none is reachable. Stale after update(). */
  get distance() { return this.live().distance(); }
  /** Int32Array view (no copy) of the next cell index; -1 at goals and where no goal is reachable. Stale after update(). */
  get next() { return this.live().next(); }

  /**
   * Brings the field up to date with the grid's edits since it was built or last updated.
   * @returns {'unchanged'|'repaired'|'rebuilt'} 'rebuilt' after edits too many to repair
   */
  update() {
    const raw = this.live();
    if (this.grid.deleted) throw new Error('the grid of this flow field has been deleted');
    return FLOW_FIELD_UPDATES[raw.update()];
  }

  /** Cells the last update() searched again (every cell after a build or a rebuild). */
  get repairedCells() { return this.live().repairedCells(); }

  /** The indices in options.goals of the goals on a wall or without room for the agent now (they reach nothing). */
  get droppedGoals() { this.live(); return droppedGoals(this.grid, this.options.goals, this.options.agentSize); }
}

// The library's classes bound to one wasm instance: pl.Grid is a Grid whose
// constructor takes (width, height), and `grid instanceof pl.Grid` holds only
// for this instance's grids.
function bind(Base, runtime) {
  const Bound = { [Base.name]: class extends Base { constructor(...args) { super(runtime, ...args); } } }[Base.name];
  Bound.runtime = runtime;
  return Bound;
}

function checkEndpoints(grid, normalized) {
  checkPoint(grid, normalized.start, 'start');
  const { flee, goals } = normalized.public;
  checkPoint(grid, normalized.goal, flee !== undefined ? 'flee.from' : goals ? 'goals[0]' : 'goal');
}

// A start or goal given apart from the options: a malformed one is a bad
// option, as when normalizeOptions finds it; one outside the grid is out of bounds.
// A well-formed point inside the grid passes without a closure or an array
// allocated (findPath runs this twice per call); anything else takes the
// checks that name the problem.
function checkEndpoint(grid, p, what) {
  if (Array.isArray(p) && p.length === 2) {
    const x = p[0], y = p[1];
    // (v | 0) === v: an integer in int32 range, which the bounds below imply.
    if ((x | 0) === x && (y | 0) === y && x >= 0 && y >= 0 && x < grid.width && y < grid.height) return;
  }
  withCode('bad-option', () => checkPoint(grid, p, what));
}

const validOptions = (options) => withCode('bad-option', () => normalizeOptions(options));
const validSettings = (options) => withCode('bad-option', () => normalizeSettings(options));

// Runs check(); an Error it throws without a code gets `code`.
function withCode(code, check) {
  try {
    return check();
  } catch (error) {
    error.code ??= code;
    throw error;
  }
}

class Pathlab {
  #runtime;

  constructor(core) {
    this.core = core;
    const runtime = new Runtime(core);
    this.#runtime = runtime;
    this.Grid = bind(Grid, runtime);
    this.Search = bind(Search, runtime);
    this.GraphSearch = bind(GraphSearch, runtime);
    this.PreparedQuery = bind(PreparedQuery, runtime);
    this.FlowField = bind(FlowField, runtime);
  }

  /**
   * A flow field computed once and copied out: { distance: Float64Array, next: Int32Array }, index y * width + x.
   * @param {Grid} grid
   * @param {object} options { goals: [[x, y], …], diagonalMovement, costModel, agentSize }
   */
  flowField(grid, options) {
    const field = new this.FlowField(grid, options);
    try {
      return { distance: field.distance.slice(), next: field.next.slice(), droppedGoals: field.droppedGoals };
    } finally {
      field.delete();
    }
  }

  /** A flow field kept in wasm memory, repaired by update() after edits of the grid; see the FlowField class. */
  createFlowField(grid, options) { return new this.FlowField(grid, options); }

  /**
   * Finds a path from start to goal in one call. Options seen recently (by
   * value) are not validated or converted again.
   * @param {Grid} grid
   * @param {object} options see normalizeOptions in options.js
   * @returns {{status: 'found'|'no-path'|'limit', path: number[][], cost: number, expanded: number, opened: number, micros: number}}
   */
  findPath(grid, options) { return this.#findPath(grid, options, false); }

  /**
   * findPath for game loops: the same search and result, but the path is `cells`, one
   * array of cell indices y * width + x (start and goal included) instead of an
   * [x, y] array per cell.
   * @param {Grid} grid
   * @param {object} options as findPath's
   */
  findPathCells(grid, options) { return this.#findPath(grid, options, true); }

  #findPath(grid, options, asCells) {
    const runtime = this.#runtime;
    runtime.checkGrid(grid);
    if (options === null || typeof options !== 'object') throw pathlabError('bad-option', 'options must be an object with start and goal');
    const prepared = runtime.queries.lookup(options);
    if (prepared) {
      const { start, goal } = options;
      checkEndpoint(grid, start, 'start');
      checkEndpoint(grid, goal, 'goal');
      return runtime.run(grid, start[0], start[1], goal[0], goal[1], prepared, asCells);
    }
    const normalized = validOptions(options);
    checkEndpoints(grid, normalized);
    normalized.core.trace = false;
    return runtime.run(grid, ...normalized.start, ...normalized.goal, runtime.scratch(normalized.core, normalized.public, grid), asCells);
  }

  /**
   * Options (without start and goal) validated and converted once; its
   * findPath(grid, start, goal) is the cheapest way to run many searches.
   */
  prepareQuery(options) { return new this.PreparedQuery(options); }

  /** A steppable search; see the Search class. */
  createSearch(grid, options) { return new this.Search(grid, options); }

  /**
   * An LPA* or D* Lite replanner that repairs its path after edits of the grid (web/src/lib/replanner.js).
   * @param {Grid} grid
   * @param {object} options findPath's options; algorithm 'lpa-star' (default) or 'd-star-lite'
   */
  createReplanner(grid, options) { return new Replanner(this.#runtime, grid, options); }

  /**
   * Links every pair of waypoints with a clear line of sight over the grid.
   * @param {Grid} grid
   * @param {number[][]} points [x, y] cells, not walls, at most 2048
   * @returns {number[][]} [a, b, distance]: waypoint indices a < b, each pair once (both directions), Euclidean cells
   */
  visibilityGraph(grid, points) {
    this.#runtime.checkGrid(grid);
    return visibilityGraph(this.#runtime.waypoints, grid, points);
  }

  /**
   * Shortest path over a directed graph of positioned nodes (as in Millington's AI for Games). Best-first
   * algorithms reopen closed nodes, so A* is optimal with any admissible heuristic.
   * @param {object} query { nodes: [[x, y], ...], edges: [[from, to, cost], ...], start, goal,
   *   algorithm ('astar'|'dijkstra'|'greedy'|'weighted-astar'|'bfs'), heuristic (default: euclidean),
   *   weight, maxExpansions, tieBreaking, stopWhenHalfway }; costs finite and >= 0
   * @returns {{status: string, path: number[], cost: number, expanded: number, opened: number, micros: number}}
   */
  findPathInGraph(query) {
    const runtime = this.#runtime;
    const raw = runtime.sharedGraphSearch;
    const loaded = loadGraph(raw, query);
    loaded.core.trace = false;
    const problem = raw.start(loaded.start, loaded.goal, runtime.scratch(loaded.core));
    if (problem) throw coreError(raw, problem);
    raw.step(UNLIMITED);
    return graphResult(raw);
  }

  /** A steppable graph search (same query as findPathInGraph); see the GraphSearch class. */
  createGraphSearch(query) { return new this.GraphSearch(query); }

  /** Whether a heuristic never overestimates under a diagonal rule and cost model. */
  isAdmissible(heuristic, diagonalMovement = 'only-when-no-obstacles', costModel = 'real') {
    checkChoice('heuristic', heuristic);
    checkChoice('diagonalMovement', diagonalMovement);
    checkChoice('costModel', costModel);
    return this.core.isAdmissible(heuristic, diagonalMovement, costModel);
  }

  /**
   * The optimal search that answers a stream of queries on this map fastest under a diagonal rule, as the
   * core picks it (docs/jump-point-search.md, "Which to pick"): on terrain, 'astar' or 'jps' (its terrain
   * scan); 'jps' on a 1-wide maze under the Moving AI rule; 'jps-plus' otherwise. And the heuristic:
   * a dozen sample queries are searched with the rule's estimate and with 'landmarks', and the landmarks
   * are picked when the queries you expect save more than their table costs to build (`paybackQueries`
   * says after how many it pays). It costs about one build of that table and the sample searches; a table
   * it picks stays built for the searches that follow. Call it once per map, and again after large edits.
   * @param {Grid} grid
   * @param {string} [diagonalMovement] one of DIAGONAL_RULES
   * @param {{ queries?: number }} [expect] queries: how many you expect on this map (default 1000)
   * @returns {{ algorithm: 'astar'|'jps'|'jps-plus', reason: string, heuristic: 'landmarks'|'default',
   *   heuristicReason: string, diagonalShare: number, wallGroupSize: number, sampledQueries: number, paybackQueries: number }}
   */
  fastestAlgorithm(grid, diagonalMovement = 'only-when-no-obstacles', { queries = LIMITS.expectedQueries } = {}) {
    this.#runtime.checkGrid(grid);
    checkChoice('diagonalMovement', diagonalMovement);
    if (!Number.isInteger(queries) || queries < 1 || queries > LIMITS.maxExpectedQueries) {
      throw pathlabError('bad-option', `queries must be a whole number from 1 to ${LIMITS.maxExpectedQueries}, not ${describeValue(queries)}`);
    }
    return this.#runtime.sharedSearch.pickFastest(grid.live(), diagonalMovement, queries);
  }

  /**
   * Checks a search trace written by another program as a run of an algorithm (docs/check-your-search.md).
   * @param {Grid} grid the map the trace was made on
   * @param {object} options findPath's options (start and goal may come from the trace) and tieRule: 'any' | 'fixed'
   * @param {string|object} trace a Posthoc trace object, or YAML, JSON or line-format text
   * @returns {object} { verdict, firstWrong, expansions, events, summary, … }
   */
  checkTrace(grid, options, trace) {
    const runtime = this.#runtime;
    runtime.checkGrid(grid);
    const cells = grid.getCells();
    const env = {
      width: grid.width,
      height: grid.height,
      walkable: (cell) => (cells[cell] & CELL_WALL_BIT) === 0,
      normalize: (settings) => normalizeSettings(settings),
      algorithmInfo,
      frontierRule: (settings) => {
        const raw = runtime.prepareOptions(settings);
        try {
          return raw.frontierRule();
        } finally {
          raw.delete();
        }
      },
      heuristicName: (settings) => (settings.heuristic === 'default' ? this.defaultHeuristic(settings.diagonalMovement) : settings.heuristic),
      admissible: (settings) => this.isAdmissible(env.heuristicName(settings), settings.diagonalMovement, settings.costModel),
      movesFor: (settings, goal) => {
        runtime.moves ??= new this.core.Moves();
        const problem = runtime.moves.set(grid.live(), settings, goal[0], goal[1]);
        if (problem) throw coreError(runtime.moves, problem);
        return runtime.moves;
      },
      exactDistances: (settings, goal) => this.flowField(grid, { goals: [goal], diagonalMovement: settings.diagonalMovement, costModel: settings.costModel }).distance,
    };
    return checkTrace(env, options, trace);
  }

  /**
   * Reads a trace (Posthoc YAML or JSON, the line format, or a Posthoc object) into its events,
   * and the start, goal, options and map it carries. `width`, the map's, reads an event's bare `id`
   * as a cell. Throws error.code 'bad-trace' when unreadable.
   */
  readTrace(trace, { width } = {}) { return readTrace(trace, { width }); }

  /**
   * Pathlab's own run of these options on the grid as a Posthoc trace object (readable by Posthoc and
   * by readTrace / checkTrace), with the map, start, goal, options and path under `pathlab`.
   */
  posthocTrace(grid, options) {
    const search = this.createSearch(grid, { ...options, trace: true, traceDetail: 'steps' });
    try {
      search.step(Infinity);
      const result = search.result();
      const { trace: _t, traceDetail: _d, maxTraceEvents: _m, ...shown } = search.options;
      return posthocTrace(search.trace, {
        start: search.options.start, goal: search.options.goal ?? options.goal, options: shown, map: grid.toMovingAI(),
        frontier: search.frontier, path: result.status === 'found' ? result.path : null,
      });
    } finally {
      search.delete();
    }
  }

  /** A Posthoc trace object as text: 'yaml' (default), 'json' or 'line' (docs/check-your-search.md). */
  formatTrace(trace, format = 'yaml') { return formatTrace(trace, format); }

  /** The heuristic 'default' stands for under a diagonal rule. */
  defaultHeuristic(diagonalMovement = 'only-when-no-obstacles') {
    return this.core.defaultHeuristic(checkChoice('diagonalMovement', diagonalMovement));
  }
}

function matrixCellByte(value, x, y) {
  if (value === 0 || value === false) return 1;
  if (value === 1 || value === true) return CELL_WALL_BIT | 1;
  if (Number.isInteger(value) && value >= 2 && value <= MAX_TERRAIN_COST) return value;
  throw pathlabError('map-format', `matrix cell (${x}, ${y}) is ${describeValue(value)}: use 0 (free), 1 (wall) or 2..${MAX_TERRAIN_COST} (terrain cost)`);
}
