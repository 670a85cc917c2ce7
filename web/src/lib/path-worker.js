// Searches off the caller's thread, for games that must not drop a frame (docs/game-developers.md):
//   const pf = await createPathWorker();
//   await pf.setGrid(grid);                      // copied once
//   pf.setWalkable(3, 4, false);                 // later edits travel as changed cells
//   const r = await pf.findPath([0, 0], [9, 9], { algorithm: 'astar' }, { signal });
// Requests are answered in order; an AbortSignal rejects its request with a DOMException named
// 'AbortError' (the worker stays usable); errors keep their `code`. A module worker in browsers,
// a worker thread in Node.

import { CELL_COST_MASK, CELL_WALL_BIT, checkTerrainCost, checkWalkableFlag } from './cell-format.js';
import { pathlabError } from './errors.js';
import { checkPoint } from './options.js';

const ENTRY = new URL('./path-worker-entry.js', import.meta.url);

/** Starts a worker with its own Pathlab instance. */
export async function createPathWorker() {
  if (typeof Worker === 'function') {
    const worker = new Worker(ENTRY, { type: 'module' });
    return new PathWorker({
      post: (m, t) => worker.postMessage(m, t),
      on: (f) => worker.addEventListener('message', (e) => f(e.data)),
      onError: (f) => worker.addEventListener('error', (e) => f(new Error(e.message || 'the path worker failed'))),
      terminate: () => worker.terminate(),
    });
  }
  const workerThreads = 'node:worker_threads'; // a variable: bundlers leave this Node-only import alone
  const { Worker: NodeWorker } = await import(/* @vite-ignore */ workerThreads);
  // A worker thread inherits Node's flags; --input-type (a script piped into node) is refused for a
  // worker's file, so it stays behind.
  const execArgv = process.execArgv.filter((flag) => !flag.startsWith('--input-type'));
  const worker = new NodeWorker(ENTRY, { execArgv });
  worker.unref(); // an idle worker does not keep Node running
  return new PathWorker({
    post: (m, t) => worker.postMessage(m, t),
    on: (f) => worker.on('message', f),
    onError: (f) => worker.on('error', f),
    terminate: () => worker.terminate(),
  });
}

class PathWorker {
  #port;
  #nextId = 1;
  #pending = new Map(); // id -> { resolve, reject }
  // One 'abort' listener per AbortSignal, however many requests share it (a listener per request
  // made Node warn of a leak past ten): signal -> { ids: the pending requests it abandons, onAbort }.
  #signals = new Map();
  #edits = new Map(); // cell index -> byte, not yet sent
  #cells = null; // the grid's bytes as the worker will have them after #edits
  #width = 0;
  #height = 0;
  #terminated = false;

  constructor(port) {
    this.#port = port;
    port.on((reply) => this.#settle(reply));
    port.onError((error) => {
      for (const { reject } of this.#pending.values()) reject(error);
      this.#pending.clear();
    });
  }

  get width() { return this.#width; }
  get height() { return this.#height; }

  /** Copies a grid (a Grid of any Pathlab instance: width, height, getCells()) into the worker. */
  setGrid(grid) {
    if (this.#terminated) return Promise.reject(terminatedError());
    this.#width = grid.width;
    this.#height = grid.height;
    this.#cells = grid.getCells().slice();
    this.#edits.clear();
    const cells = this.#cells.slice();
    return this.#request({ type: 'setGrid', width: grid.width, height: grid.height, cells }, [cells.buffer]);
  }

  /**
   * Makes a cell a wall or walkable in the worker's copy (sent with the next request). Bad
   * arguments throw as Grid.setWalkable's do, with the same codes.
   */
  setWalkable(x, y, walkable) {
    const i = this.#index(x, y);
    checkWalkableFlag(walkable);
    this.#write(i, walkable ? this.#cells[i] & ~CELL_WALL_BIT : this.#cells[i] | CELL_WALL_BIT);
  }

  /** Sets a cell's terrain cost 1..9 in the worker's copy (sent with the next request), checked as Grid.setCost checks it. */
  setCost(x, y, cost) {
    const i = this.#index(x, y);
    checkTerrainCost(cost);
    this.#write(i, (this.#cells[i] & CELL_WALL_BIT) | (cost & CELL_COST_MASK));
  }

  /**
   * pathlab.findPath on the worker's grid, with { start, goal, ...options } (goal null or
   * undefined with options.goals).
   * @param {[number, number]} start
   * @param {[number, number] | null | undefined} goal
   * @param {object} [options]
   * @param {{signal?: AbortSignal}} [how] signal: abandons the request
   * @returns {Promise<object>} the same result as findPath
   */
  findPath(start, goal, options = {}, { signal } = {}) {
    return this.#find('findPath', start, goal, options, signal);
  }

  /**
   * pathlab.findPathCells on the worker's grid: findPath's result with the path as `cells`, one
   * array of cell indices y * width + x.
   * @param {[number, number]} start
   * @param {[number, number] | null | undefined} goal
   * @param {object} [options]
   * @param {{signal?: AbortSignal}} [how]
   * @returns {Promise<object>}
   */
  findPathCells(start, goal, options = {}, { signal } = {}) {
    return this.#find('findPathCells', start, goal, options, signal);
  }

  /** @param {'findPath' | 'findPathCells'} type @param {object} options @param {AbortSignal} [signal] */
  #find(type, start, goal, options, signal) {
    /** @type {Record<string, unknown>} */
    const query = { ...options, start };
    if (goal !== undefined && goal !== null) query.goal = goal;
    return this.#request({ type, options: query }, [], signal);
  }

  /** pathlab.flowField on the worker's grid: { distance: Float64Array, next: Int32Array }. */
  /** @param {object} options @param {{signal?: AbortSignal}} [how] */
  flowField(options, { signal } = {}) {
    return this.#request({ type: 'flowField', options }, [], signal);
  }

  /**
   * Hands the worker a landmarks' table for its grid (from pathlab.exportLandmarks on the main thread, or
   * from another worker), so that its searches with heuristic 'landmarks' read it instead of building
   * their own. The array's buffer is moved to the worker (transferred: the array is empty afterwards;
   * pass table.slice() to keep one). Edits made before the call count: a table for other cells, another
   * size, or a damaged one rejects with code 'bad-landmarks', and the worker keeps what it had.
   * @param {Uint32Array} table
   * @returns {Promise<null>}
   */
  setLandmarks(table) {
    if (!(table instanceof Uint32Array)) {
      return Promise.reject(pathlabError('bad-landmarks', 'a landmarks\' table is the Uint32Array that exportLandmarks returns'));
    }
    return this.#request({ type: 'setLandmarks', table }, [table.buffer]);
  }

  /**
   * The worker's table as pathlab.exportLandmarks gives it, for its grid under the options' rule and
   * cost model (built first when it is not up to date).
   * @param {{ diagonalMovement?: string, costModel?: string }} [options]
   * @returns {Promise<Uint32Array>}
   */
  exportLandmarks(options = {}) { return this.#request({ type: 'exportLandmarks', options }); }

  /** How often the worker's landmarks' table was built and imported: pathlab.landmarksStatus() there. */
  landmarksStatus() { return this.#request({ type: 'landmarksStatus' }); }

  /**
   * Stops the worker. Pending requests, and every call made afterwards, reject (or throw) at once
   * with code 'terminated'; calling it again does nothing.
   */
  terminate() {
    if (this.#terminated) return;
    this.#terminated = true;
    this.#port.terminate();
    for (const { reject } of this.#pending.values()) reject(terminatedError());
    this.#pending.clear();
    this.#edits.clear();
  }

  #index(x, y) {
    if (this.#terminated) throw terminatedError();
    if (!this.#cells) throw new Error('no grid yet: call setGrid(grid) first');
    checkPoint({ width: this.#width, height: this.#height }, [x, y], 'cell');
    return y * this.#width + x;
  }

  #write(i, byte) {
    this.#cells[i] = byte;
    this.#edits.set(i, byte);
  }

  #flushEdits() {
    if (this.#edits.size === 0) return;
    const indices = Uint32Array.from(this.#edits.keys());
    const values = Uint8Array.from(this.#edits.values());
    this.#edits.clear();
    this.#port.post({ type: 'edit', indices, values }, [indices.buffer, values.buffer]);
  }

  #request(message, transfer, signal) {
    if (this.#terminated) return Promise.reject(terminatedError());
    if (signal?.aborted) return Promise.reject(abortError());
    this.#flushEdits();
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, {
        resolve: (value) => { this.#unwatch(signal, id); resolve(value); },
        reject: (error) => { this.#unwatch(signal, id); reject(error); },
      });
      if (signal) this.#watch(signal, id);
      this.#port.post({ ...message, id }, transfer);
    });
  }

  #watch(signal, id) {
    let watched = this.#signals.get(signal);
    if (!watched) {
      const ids = new Set();
      const onAbort = () => {
        this.#signals.delete(signal);
        for (const abandoned of ids) {
          const pending = this.#pending.get(abandoned);
          if (!pending) continue;
          this.#pending.delete(abandoned);
          this.#port.post({ type: 'cancel', id: abandoned });
          pending.reject(abortError());
        }
      };
      watched = { ids, onAbort };
      this.#signals.set(signal, watched);
      signal.addEventListener('abort', onAbort, { once: true });
    }
    watched.ids.add(id);
  }

  #unwatch(signal, id) {
    const watched = signal && this.#signals.get(signal);
    if (!watched) return;
    watched.ids.delete(id);
    if (watched.ids.size > 0) return;
    signal.removeEventListener('abort', watched.onAbort);
    this.#signals.delete(signal);
  }

  #settle(reply) {
    const pending = this.#pending.get(reply.id);
    if (!pending) return; // aborted meanwhile
    this.#pending.delete(reply.id);
    if (reply.ok) pending.resolve(reply.result);
    else pending.reject(Object.assign(new Error(reply.error.message), { name: reply.error.name, code: reply.error.code }));
  }
}

function terminatedError() {
  return pathlabError('terminated', 'the path worker was terminated: create a new one with createPathWorker()');
}

function abortError() {
  return new DOMException('the path request was aborted', 'AbortError');
}
