// The worker behind createPathWorker (path-worker.js): one Pathlab instance and one grid, kept
// off the caller's thread. Messages arrive in order; each request is answered in order, after
// the edits sent before it. Requests wait in a queue drained one per task, so a 'cancel' sent
// while they wait drops them before they run (a search already running finishes unseen).
//
// Requests: { id, type: 'setGrid', width, height, cells: Uint8Array }
//           { type: 'edit', indices: Uint32Array, values: Uint8Array }   (no reply)
//           { id, type: 'findPath' | 'findPathCells', options }   { id, type: 'flowField', options }
//           { id, type: 'setLandmarks', table: Uint32Array }   { id, type: 'exportLandmarks', options }
//           { id, type: 'landmarksStatus' }
//           { type: 'cancel', id }                                       (no reply)
// Replies:  { id, ok: true, result } or { id, ok: false, error: { name, message, code } }

import { CELL_COST_MASK, CELL_WALL_BIT } from './cell-format.js';
import { loadPathlab } from './pathlab.js';

// In a browser the listener goes on before anything is awaited: a message that came while the
// module awaited would find no listener and be lost.
const port = 'WorkerGlobalScope' in globalThis ? browserPort() : await nodePort();
const pathlab = loadPathlab({ yaml: false, traces: false }); // it answers searches only: no trace is read or written here
let grid = null;
const queue = [];
const cancelled = new Set();
let draining = false;

port.on((message) => {
  if (message.type === 'cancel') cancelled.add(message.id);
  else queue.push(message);
  if (!draining) {
    draining = true;
    setTimeout(drain, 0);
  }
});

async function drain() {
  let pl = null, failure = null;
  try {
    pl = await pathlab;
  } catch (error) {
    failure = error; // every request gets the load's error
  }
  while (queue.length > 0) {
    const message = queue.shift();
    if (message.id !== undefined && cancelled.delete(message.id)) continue;
    try {
      if (failure) throw failure;
      const reply = handle(pl, message);
      if (message.id !== undefined) port.post({ id: message.id, ok: true, result: reply.result }, reply.transfer ?? []);
    } catch (error) {
      port.post({ id: message.id, ok: false, error: { name: error.name, message: error.message, code: error.code } });
    }
    if (queue.length > 0) {
      setTimeout(drain, 0); // let cancels that came meanwhile in
      return;
    }
  }
  draining = false;
}

function handle(pl, message) {
  switch (message.type) {
    case 'setGrid': {
      grid?.delete();
      grid = new pl.Grid(message.width, message.height);
      grid.setCells(message.cells);
      return { result: null };
    }
    case 'edit': {
      const { indices, values } = message;
      for (let k = 0; k < indices.length; k++) {
        const x = indices[k] % grid.width, y = (indices[k] - x) / grid.width;
        grid.setWalkable(x, y, (values[k] & CELL_WALL_BIT) === 0);
        grid.setCost(x, y, values[k] & CELL_COST_MASK);
      }
      return {};
    }
    case 'findPath': return { result: pl.findPath(needGrid(), message.options) };
    case 'findPathCells': return { result: pl.findPathCells(needGrid(), message.options) };
    case 'setLandmarks':
      pl.importLandmarks(needGrid(), message.table);
      return { result: null };
    case 'exportLandmarks': {
      const table = pl.exportLandmarks(needGrid(), message.options);
      return { result: table, transfer: [table.buffer] };
    }
    case 'landmarksStatus': return { result: pl.landmarksStatus() };
    case 'flowField': {
      const field = pl.flowField(needGrid(), message.options);
      return { result: field, transfer: [field.distance.buffer, field.next.buffer] };
    }
    default: throw new Error(`unknown request ${JSON.stringify(message.type)}`);
  }
}

function needGrid() {
  if (!grid) throw new Error('no grid yet: call setGrid(grid) first');
  return grid;
}

function browserPort() {
  return { on: (f) => self.addEventListener('message', (e) => f(e.data)), post: (m, t) => self.postMessage(m, t) };
}

async function nodePort() {
  const workerThreads = 'node:worker_threads'; // a variable: bundlers leave this Node-only import alone
  const { parentPort } = await import(/* @vite-ignore */ workerThreads);
  return { on: (f) => parentPort.on('message', f), post: (m, t) => parentPort.postMessage(m, t) };
}
