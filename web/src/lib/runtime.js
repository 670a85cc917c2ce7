// One wasm instance's shared state and findPath's one call into it: its result read from the
// outcome block the core writes (RUN_OUTCOME's slots), without an accessor call per field.

import { RUN_OUTCOME as OUT } from '../../build/pathlab-catalog.js';
import { checkPoint, coreSettings, STATUS_NAMES, STOPPED_BY } from './options.js';
import { coreError } from './errors.js';
import { validSettings } from './checks.js';
import { Grid } from './grid.js';
import { QueryCache } from './query-cache.js';
import { pointsOf } from './search-results.js';

const MAX_SPARE_SEARCHES = 2;

// What one wasm instance's objects share: the Embind module, the finalizer
// that frees what is garbage-collected undeleted, and the workspaces reused
// from search to search.
export class Runtime {
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
