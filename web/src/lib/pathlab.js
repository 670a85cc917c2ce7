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

import { LIMITS, UNLIMITED } from '../../build/pathlab-catalog.js';
import { CELL_WALL_BIT } from './cell-format.js';
import { algorithmInfo, checkChoice, normalizeSettings, optionDefault } from './options.js';
import { coreError, describeValue, pathlabError } from './errors.js';
import { checkEndpoint, checkEndpoints, validOptions, validSettings } from './checks.js';
import { graphResult, loadGraph, visibilityGraph } from './graph.js';
import { Runtime } from './runtime.js';
import { Grid } from './grid.js';
import { GraphSearch, PreparedQuery, Search } from './searches.js';
import { FlowField } from './flow-field.js';
import { bind } from './wasm-object.js';
import { checkWasmSupport } from './wasm-support.js';
import { Replanner } from './replanner.js';
import { exportLandmarks, importLandmarks } from './landmark-tables.js';
import { loadTraces, traceTools } from './traces.js';
import { loadYaml } from './yaml.js';

// The defaults the functions below take when a rule is left out: the core's table's.
const DEFAULT_DIAGONAL = optionDefault('diagonalMovement');
const DEFAULT_COST_MODEL = optionDefault('costModel');

export {
  ALGORITHM_INFO, OPTION_INFO, ALGORITHMS, OPTIMAL_ALGORITHMS, REPLANNING_ALGORITHMS, DIAGONAL_RULES, HEURISTICS, OPEN_LISTS, TIE_BREAKS, COST_MODELS,
  PATH_SMOOTHINGS, TRACE_DETAILS,
} from './options.js';
export { ERROR_CODES } from './errors.js';
export { createPathWorker } from './path-worker.js';
export { loadYaml } from './yaml.js';
export { loadTraces } from './traces.js';
export { GRAPH_ALGORITHMS } from './graph.js';
export { TRACE_KINDS, TRACE_BACKWARD_FLAG, TRACE_BYTES_PER_EVENT, NO_PARENT, JUMP_SCAN_REASONS } from './trace-format.js';

const isNode = typeof process !== 'undefined' && !!process.versions?.node && typeof window === 'undefined';

let loading = null;

/**
 * Loads the wasm core once and returns the library. Later calls return the same promise.
 * @param {object} [options]
 * @param {ArrayBuffer|Uint8Array} [options.wasmBinary] the .wasm bytes, if you fetched them yourself
 * @param {boolean} [options.yaml] load the YAML reader of traces too (default true; yaml.js)
 * @param {boolean} [options.traces] load the trace reader, checker and writers too (default true; traces.js)
 * @returns {Promise<Pathlab>}
 */
export function loadPathlab(options = {}) {
  loading ??= instantiate(options).catch((error) => {
    loading = null; // allow a retry after, say, a network failure
    throw error;
  });
  return loading;
}

async function instantiate({ wasmBinary, yaml = true, traces = true } = {}) {
  checkWasmSupport();
  const extrasLoaded = Promise.all([yaml ? loadYaml() : null, traces ? loadTraces() : null]);
  extrasLoaded.catch(() => {}); // awaited below, after the core: a failure of both is reported once
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
  await extrasLoaded;
  return new Pathlab(core);
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
  isAdmissible(heuristic, diagonalMovement = DEFAULT_DIAGONAL, costModel = DEFAULT_COST_MODEL) {
    checkChoice('heuristic', heuristic);
    checkChoice('diagonalMovement', diagonalMovement);
    checkChoice('costModel', costModel);
    return this.core.isAdmissible(heuristic, diagonalMovement, costModel);
  }

  /**
   * The optimal search that answers a stream of queries on this map fastest under a diagonal rule, as the
   * core picks it (docs/jump-point-search.md, "Which to pick"): on terrain, 'astar' or 'jps' (its terrain
   * scan); 'jps' on a 1-wide maze under the Moving AI rule; 'jps-plus' otherwise. And the heuristic:
   * eight sample queries across the map and 4 to 64 short ones are searched with the rule's estimate, the
   * landmarks' share of their expansions is predicted (measured where a table is at hand), and the landmarks
   * are picked when the queries you expect save more than their table costs to build (`paybackQueries`,
   * `shortPaybackQueries` say after how many it pays). It builds no landmarks' table; a picked one is built
   * by the first query that reads it. Call it once per map, and again after large edits.
   * @param {Grid} grid
   * @param {string} [diagonalMovement] one of DIAGONAL_RULES
   * @param {{ queries?: number, terrainCost?: string }} [expect] queries: how many you expect on this map (default 1000);
   *   terrainCost: the model they price terrain by ('entered' unless given), which the samples search under
   * @returns {{ algorithm: 'astar'|'jps'|'jps-plus', reason: string, heuristic: 'landmarks'|'default',
   *   heuristicReason: string, diagonalShare: number, wallGroupSize: number, sampledQueries: number, paybackQueries: number,
   *   pickedSampleMicros: number, astarSampleMicros: number, shortPaybackQueries: number, landmarkShare: number,
   *   landmarksMeasured: boolean, shortLandmarkShare: number }}
   */
  fastestAlgorithm(grid, diagonalMovement = DEFAULT_DIAGONAL, { queries = LIMITS.expectedQueries, terrainCost = optionDefault('terrainCost') } = {}) {
    this.#runtime.checkGrid(grid);
    checkChoice('diagonalMovement', diagonalMovement);
    checkChoice('terrainCost', terrainCost);
    if (!Number.isInteger(queries) || queries < 1 || queries > LIMITS.maxExpectedQueries) {
      throw pathlabError('bad-option', `queries must be a whole number from 1 to ${LIMITS.maxExpectedQueries}, not ${describeValue(queries)}`);
    }
    return this.#runtime.sharedSearch.pickFastest(grid.live(), diagonalMovement, queries, terrainCost);
  }

  /**
   * The landmarks' table of findPath's searches for this grid under a rule and cost model (built first
   * when it is not up to date), as a Uint32Array to hand to another instance, such as a path worker's
   * setLandmarks (docs/library.md, "Landmarks' tables between instances").
   * @param {Grid} grid
   * @param {{ diagonalMovement?: string, costModel?: string }} [options]
   * @returns {Uint32Array}
   */
  exportLandmarks(grid, options) {
    this.#runtime.checkGrid(grid);
    return exportLandmarks(this.#runtime.sharedSearch, grid, options);
  }

  /**
   * Takes a table from exportLandmarks (of any instance) for this grid, so that findPath's searches with
   * heuristic 'landmarks' read it instead of building one. A table for another size or other cells, or
   * a damaged one, throws code 'bad-landmarks' and changes nothing.
   * @param {Grid} grid
   * @param {Uint32Array} table
   */
  importLandmarks(grid, table) {
    this.#runtime.checkGrid(grid);
    importLandmarks(this.#runtime.sharedSearch, grid, table);
  }

  /** How often findPath's landmarks' table was built and imported in this instance, and its bytes. */
  landmarksStatus() { return this.#runtime.sharedSearch.landmarksStatus(); }

  /**
   * The moves a search makes from a cell, each with its step's cost, as the core's searches price
   * them under diagonalMovement, costModel and terrainCost (other options are refused as findPath
   * refuses them, or ignored): for a program that generates neighbours itself, a learner's search or
   * a game's planner, to hold its own against (docs/library.md, "A cell's moves"). None from a wall.
   * @param {Grid} grid
   * @param {[number, number]} cell
   * @param {object} [options]
   * @returns {Array<{ to: [number, number], cost: number }>}
   */
  moves(grid, cell, options = {}) {
    const runtime = this.#runtime;
    runtime.checkGrid(grid);
    checkEndpoint(grid, cell, 'cell');
    const { diagonalMovement, costModel, terrainCost } = validSettings(options);
    const [x, y] = cell;
    if (!grid.live().walkable(x, y)) return []; // checked above: isWalkable would check the point again
    runtime.moves ??= new this.core.Moves();
    const problem = runtime.moves.set(grid.live(), { diagonalMovement, costModel, terrainCost }, x, y);
    if (problem) throw coreError(runtime.moves, problem);
    const count = runtime.moves.moves(y * grid.width + x);
    const cells = runtime.moves.cells(), costs = runtime.moves.costs();
    const out = new Array(count);
    for (let i = 0; i < count; i++) out[i] = { to: [cells[i] % grid.width, Math.floor(cells[i] / grid.width)], cost: costs[i] };
    return out;
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
      // The flow field's distances to the goal; under 'crossed' a step costs the same both ways.
      exactDistances: (settings, goal) => this.flowField(grid, {
        goals: [goal], diagonalMovement: settings.diagonalMovement, costModel: settings.costModel, terrainCost: settings.terrainCost,
      }).distance,
    };
    return traceTools().checkTrace(env, options, trace);
  }

  /**
   * Reads a trace (Posthoc YAML or JSON, the line format, or a Posthoc object) into its events,
   * and the start, goal, options and map it carries. `width`, the map's, reads an event's bare `id`
   * as a cell. Throws error.code 'bad-trace' when unreadable.
   */
  readTrace(trace, { width } = {}) { return traceTools().readTrace(trace, { width }); }

  /**
   * Pathlab's own run of these options on the grid as a Posthoc trace object (readable by Posthoc and
   * by readTrace / checkTrace), with the map, start, goal, options and path under `pathlab`.
   */
  posthocTrace(grid, options) {
    const { posthocTrace } = traceTools();
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
  formatTrace(trace, format = 'yaml') { return traceTools().formatTrace(trace, format); }

  /** The heuristic 'default' stands for under a diagonal rule. */
  defaultHeuristic(diagonalMovement = DEFAULT_DIAGONAL) {
    return this.core.defaultHeuristic(checkChoice('diagonalMovement', diagonalMovement));
  }
}
