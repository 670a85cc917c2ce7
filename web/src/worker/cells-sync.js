// Keeping a worker's copy of the page's map up to date without copying the
// whole map on the page's thread after every edit: the page remembers which
// model and revision (GridModel.id, .revision) the worker holds and sends only
// the cells changed since (GridModel.changesSince), or nothing when it holds
// them already. The whole map (16 MB at 4096 x 4096, copied by
// GridModel.copyCells()) goes only when the worker's copy is unknown (a new
// worker, another model) or the changes are (a whole-map change).
//
// Messages carry `cells`: the whole map (Uint8Array, transferred), or null with
// `cellChanges` ({indices: Uint32Array, values: Uint8Array}, possibly empty)
// to apply to the copy the worker holds. Messages reach a worker in order, so
// the worker's copy is always the revision the page last sent.

export class CellsSync {
  #held = null; // { id, revision } of the worker's copy, or null: unknown

  /** The worker's copy is unknown from now on (a new worker, or one that failed). */
  forget() {
    this.#held = null;
  }

  /**
   * What to put in the next message to bring the worker's copy to `model`'s cells; from then on the
   * worker is taken to hold them.
   * @param {import('../model/grid-model.js').GridModel} model
   * @returns {{cells: Uint8Array | null, cellChanges?: {indices: Uint32Array, values: Uint8Array}, transfer: ArrayBuffer[]}}
   */
  update(model) {
    const held = this.#held;
    this.#held = { id: model.id, revision: model.revision };
    const changes = held?.id === model.id ? model.changesSince(held.revision) : null;
    if (changes) return { cells: null, cellChanges: changes, transfer: [/** @type {ArrayBuffer} */ (changes.indices.buffer), /** @type {ArrayBuffer} */ (changes.values.buffer)] };
    const cells = model.copyCells();
    return { cells, transfer: [cells.buffer] };
  }
}

/**
 * The worker's side: applies a message's cells to the copy it holds, through `write(index, byte)`
 * (the copy's own setter, so it sees each change).
 */
export function applyCellChanges({ indices, values }, write) {
  for (let k = 0; k < indices.length; k++) write(indices[k], values[k]);
}
