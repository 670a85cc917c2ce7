// The search worker's flow field (flow field mode): one field kept in wasm
// memory over the worker's grid (pl.createFlowField), repaired by update()
// after the page's edits arrive as changed cells, and rebuilt when the goals,
// the movement rules or the map itself change. The distance and next arrays
// are copied out and transferred to the page.
//
// Request:  { id, type: 'flowField', width, height, cells: Uint8Array | null, cellChanges?, flowField: { goals, diagonalMovement, costModel, agentSize } }
// Reply:    { id, ok: true, distance: Float64Array, next: Int32Array, update: 'built' | 'unchanged' | 'repaired' | 'rebuilt', repairedCells }

import { gridWith } from './worker-grid.js';

let kept = null; // { field, grid, key }

/** The field for the request's map and options, brought up to date. @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').FlowFieldRequest} request */
export function flowFieldReply(pl, { width, height, cells, cellChanges, flowField: options }) {
  const grid = gridWith(pl, width, height, cells, cellChanges);
  const key = JSON.stringify(options);
  let update;
  // A whole map sent (cells not null) rewrites the grid: a repair would not know which cells changed.
  if (kept && !kept.field.deleted && kept.grid === grid && kept.key === key && cells === null) {
    update = kept.field.update();
  } else {
    kept?.field.delete();
    kept = null;
    kept = { field: pl.createFlowField(grid, options), grid, key };
    update = 'built';
  }
  const { field } = kept;
  return { distance: field.distance.slice(), next: field.next.slice(), update, repairedCells: field.repairedCells };
}

export const flowFieldTransfers = (reply) => [reply.distance.buffer, reply.next.buffer];
