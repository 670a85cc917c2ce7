// The page's side of the search worker: one wanted request at a time. A new
// request replaces the pending one: its promise rejects with an AbortError and
// its reply is ignored. If the old search has already run for a while, the
// worker is terminated and a fresh one started (a long search cannot be
// interrupted any other way), so the page never waits for a search nobody wants.

import { CellsSync } from './cells-sync.js';
import { errorOf } from './worker-messages.js';

const TERMINATE_AFTER_MS = 250;

const WORKER_URL = new URL('./search-worker.js', import.meta.url);

export class SearchClient {
  constructor() {
    this.worker = null;
    this.pending = null; // { id, resolve, reject }
    this.nextId = 1;
    this.cellsSync = new CellsSync(); // which of the page's cells this client's worker holds
  }

  /**
   * Runs a search in the worker on `model`'s cells: the worker keeps the map between searches and is sent only
   * the cells changed since (cells-sync.js), the whole map only when it has none or another; showStep: also
   * replay the trace to this step (Infinity: the last) in the worker.
   * @param {{model: import('../model/grid-model.js').GridModel, options: object, showStep?: number, fresh?: boolean}} request
   *   fresh: the worker drops a replanner it keeps from earlier searches first
   * @returns {Promise<{result: object, trace: object, index: object, replayState?: object}>} index = indexTrace(trace),
   *   replayState = a TraceReplay's exportState() at showStep; rejects with the library's Error (its message, code
   *   and option: worker-messages.js), or
   *   with an Error named 'AbortError' when a newer request replaced this one
   */
  search({ model, options, showStep, fresh = false }) {
    return this.#send({ type: 'search', width: model.width, height: model.height, options, showStep, fresh }, model);
  }

  /**
   * Runs several searches on `model`'s cells in the worker, each traced and timed (compare mode); the cells go
   * as for search().
   * @param {{model: import('../model/grid-model.js').GridModel, searches: object[], timeMs: number}} request
   * @returns {Promise<{runs: object[], cells: Uint8Array}>} see compare-searches.js; rejects as search() does
   */
  compare({ model, searches, timeMs }) {
    return this.#send({ type: 'compare', width: model.width, height: model.height, searches, timeMs }, model);
  }

  /**
   * Links waypoints on `model`'s cells by line of sight and searches that graph from waypoint 0 to 1 (waypoints
   * mode); the cells go as for search().
   * @param {{model: import('../model/grid-model.js').GridModel, waypoints: number[][], algorithms: string[], pathCorners?: number, traceDetail?: string}} request
   * @returns {Promise<{waypoints: number[][], links: number[][], runs: object[]}>} see waypoint-searches.js; rejects as search() does
   */
  waypoints({ model, waypoints, algorithms, pathCorners, traceDetail }) {
    return this.#send({ type: 'waypoints', width: model.width, height: model.height, waypoints, algorithms, pathCorners, traceDetail }, model);
  }

  /**
   * The flow field of `model`'s cells toward `options.goals` (flow field mode), kept in the worker and
   * repaired after edits; the cells go as for search().
   * @param {{model: import('../model/grid-model.js').GridModel, options: {goals: number[][], diagonalMovement: string, costModel: string, agentSize?: number}}} request
   * @returns {Promise<{distance: Float64Array, next: Int32Array, update: string, repairedCells: number}>} see flow-field.js; rejects as search() does
   */
  flowField({ model, options }) {
    return this.#send({ type: 'flowField', width: model.width, height: model.height, flowField: options }, model);
  }

  /**
   * Parses a Moving AI .map file's bytes in the worker (map-file.js).
   * @param {ArrayBuffer} bytes the file's contents, transferred (the caller's buffer is emptied)
   * @returns {Promise<{width: number, height: number, cells: Uint8Array, corners: number[][] | null}>} rejects with the
   *   reader's message (naming the line), or as search() does
   */
  parseMap(bytes) {
    return this.#send({ type: 'parseMap', mapBytes: bytes });
  }

  /**
   * Checks a trace written by another program on `model`'s cells (trace-check.js, docs/check-your-search.md);
   * the cells go as for search().
   * @param {{model: import('../model/grid-model.js').GridModel, text: string, board: {start: number[], goal: number[], options: object, tieRule?: string},
   *   imposed?: {start: number[], goal: number[], options: object, tieRule: string} | null}} request
   * @returns {Promise<{result: object, map: object | null, taken: object | null, learner?: object, core?: object}>} see trace-check.js
   */
  checkTrace({ model, text, board, imposed = null }) {
    return this.#send({ type: 'checkTrace', width: model.width, height: model.height, text, board, imposed }, model);
  }

  /**
   * The core's run of `options` on `model`'s cells as a Posthoc trace in YAML (trace-check.js).
   * @param {{model: import('../model/grid-model.js').GridModel, options: object}} request
   * @returns {Promise<{text: string}>}
   */
  posthocTrace({ model, options }) {
    return this.#send({ type: 'posthocTrace', width: model.width, height: model.height, options }, model);
  }

  /**
   * The library's pick of the fastest optimal search for `model`'s cells under a diagonal rule and
   * terrain cost model (pl.fastestAlgorithm, fastest-pick.js); the cells go as for search().
   * @param {{model: import('../model/grid-model.js').GridModel, diagonalMovement: import('../lib/pathlab.js').DiagonalMovement,
   *   terrainCost: import('../lib/pathlab.js').TerrainCost}} request
   * @returns {Promise<{pick: import('../lib/pathlab.js').FastestPick}>} rejects as search() does
   */
  fastest({ model, diagonalMovement, terrainCost }) {
    return this.#send({ type: 'fastest', width: model.width, height: model.height, diagonalMovement, terrainCost }, model);
  }

  get busy() { return this.pending !== null; }

  /**
   * Drops the pending request, as a newer one would (its promise rejects with an AbortError); a worker that
   * has run it for a while is terminated, one that has just begun keeps its map and finishes it unheard.
   */
  cancel() {
    if (this.pending) this.#abandon();
  }

  dispose() {
    if (this.pending) this.#abandon();
    this.worker?.terminate();
    this.worker = null;
  }

  // `model`: its cells go through cellsSync; without, the request carries a .map file's bytes.
  #send(request, model = null) {
    if (this.pending) this.#abandon();
    const worker = this.#worker();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending = { id, resolve, reject, since: performance.now() };
      if (!model) {
        worker.postMessage({ ...request, id }, [request.mapBytes]);
        return;
      }
      const { transfer, ...cells } = this.cellsSync.update(model);
      worker.postMessage({ ...request, id, ...cells }, transfer);
    });
  }

  #worker() {
    if (this.worker) return this.worker;
    this.cellsSync.forget(); // a fresh worker has no map yet
    this.worker = new Worker(WORKER_URL, { type: 'module' });
    this.worker.onmessage = ({ data }) => this.#settle(data);
    this.worker.onerror = (event) => {
      event.preventDefault();
      this.#fail(new Error(`search worker failed: ${event.message || 'could not load'}`));
    };
    return this.worker;
  }

  /** @param {import('./worker-messages.js').WorkerReply} data */
  #settle(data) {
    if (!data.ok) this.cellsSync.forget(); // it may have failed before taking the cells: send them all next time
    const pending = this.pending;
    if (!pending || data.id !== pending.id) return;
    this.pending = null;
    if (data.ok === false) {
      pending.reject(errorOf(data));
      return;
    }
    const { ok: _ok, id: _id, ...reply } = data;
    pending.resolve(reply);
  }

  #fail(error) {
    const pending = this.pending;
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
    pending?.reject(error);
  }

  #abandon() {
    const error = new Error('replaced by a newer search');
    error.name = 'AbortError';
    if (performance.now() - this.pending.since > TERMINATE_AFTER_MS) {
      this.#fail(error);
    } else {
      this.pending.reject(error);
      this.pending = null;
    }
  }
}
