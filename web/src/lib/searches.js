// pl.Search, pl.GraphSearch and pl.PreparedQuery: steppable grid and graph searches, and options
// prepared once for many findPath calls.

import { STATUS_NAMES } from './options.js';
import { coreError, pathlabError } from './errors.js';
import { checkEndpoint, checkEndpoints, validOptions, validSettings } from './checks.js';
import { graphResult, loadGraph } from './graph.js';
import { copyTrace, pointsOf, rawStepCount, searchResult, traceViews } from './search-results.js';
import { WasmObject } from './wasm-object.js';

/** What grid and graph searches share: stepping, status, the trace and the result. */
export class SteppableSearch extends WasmObject {
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

  /** Runs to the end and returns result() (each search's own). */
  run() {
    this.step(Infinity);
    return /** @type {any} */ (this).result();
  }

  get status() { return STATUS_NAMES[this.live().status()]; }
  get done() { return this.status !== 'running'; }
  get expanded() { return this.live().expanded(); }

  /**
   * The events so far, as typed-array views on the wasm heap (no copy):
   * kinds (Uint8), cells (Uint32), parents (Uint32, NO_PARENT for none),
   * g and h (Float64). Views go stale after the next step(); use traceCopy() to keep them.
   */
  get trace() { return { ...traceViews(this.live()), frontier: /** @type {any} */ (this).frontier }; }

  /** The trace copied out of the wasm heap (transferable to a worker or the page). */
  traceCopy() { return copyTrace(this.trace); }

  /** Throws when the search can no longer go on (a grid search whose grid changed). */
  checkFresh(_raw) {}
}

/** A steppable grid search. Create with pathlab.createSearch(grid, options). */
export class Search extends SteppableSearch {
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
export class GraphSearch extends SteppableSearch {
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
export class PreparedQuery extends WasmObject {
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
