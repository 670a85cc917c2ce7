// Trace replay: turns a search's trace (parallel typed arrays, see
// web/src/lib/trace-format.js) into the per-cell state at any step.
//
// Step k is the state after k expand events and the open/improve events they
// caused; step 0 is the start opened. The last step also applies the path
// events, so the final path appears when playback reaches the end.
//
// Forward moves apply only the new events and list the cells they touched
// (for incremental drawing). Backward moves rebuild from step 0: the trace is
// typed arrays, so even a million events replay in a few milliseconds, and the
// result is exact by construction.

import { NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_KINDS } from '../lib/trace-format.js';

export const CELL_STATE = Object.freeze({ none: 0, open: 1, closed: 2 });
const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff; // the kind without the bidirectional search's backward flag

export class TraceReplay {
  /**
   * @param {{kinds: Uint8Array, cells: Uint32Array, parents: Uint32Array, g: Float64Array, h: Float64Array, length?: number}} trace
   * @param {number} cellCount width * height
   */
  constructor(trace, cellCount) {
    this.trace = trace;
    this.length = trace.length ?? trace.kinds.length;
    this.cellCount = cellCount;
    this.state = new Uint8Array(cellCount);
    this.g = new Float64Array(cellCount);
    this.h = new Float64Array(cellCount);
    this.parent = new Uint32Array(cellCount).fill(NO_PARENT);
    this.order = new Uint32Array(cellCount); // 1-based expansion order; 0 = not expanded yet
    this.backward = new Uint8Array(cellCount); // 1: last reached by a bidirectional search's backward half (g from the goal)
    this.expandAt = expandPositions(trace.kinds, this.length);
    this.totalSteps = this.expandAt.length;
    this.maxG = maxFinite(trace.g, this.length);
    this.step = 0;
    this.applied = 0; // events applied so far
    this.path = []; // cell indices of the path, once the last step is reached
    this.changed = []; // cells touched since the caller last cleared this list
    this.fullRedraw = true; // the caller should redraw everything (after a rebuild)
    this.#applyUntil(this.#endOfStep(0));
  }

  /** The cell being expanded at the current step (-1 at step 0). */
  get current() {
    return this.step === 0 ? -1 : this.trace.cells[this.expandAt[this.step - 1]];
  }

  /** Moves to step k (clamped to 0..totalSteps). */
  seek(k) {
    const target = Math.max(0, Math.min(this.totalSteps, Math.trunc(k)));
    if (target < this.step) this.#reset();
    this.step = target;
    this.#applyUntil(this.#endOfStep(target));
  }

  /** Everything the inspector shows about a cell at the current step. */
  cellInfo(cell) {
    const state = this.state[cell];
    return {
      state: state === CELL_STATE.closed ? 'closed' : state === CELL_STATE.open ? 'open' : 'unvisited',
      g: state ? this.g[cell] : null,
      h: state ? this.h[cell] : null,
      parent: state && this.parent[cell] !== NO_PARENT ? this.parent[cell] : null,
      order: this.order[cell] || null,
      fromGoal: this.backward[cell] === 1,
      onPath: this.path.includes(cell),
    };
  }

  /** Counts at the current step: expanded (= step), opened (open events so far). */
  counts() {
    return { expanded: this.step, opened: this.openedSoFar };
  }

  /**
   * What changed since the last call: { full: true } after a rebuild (redraw
   * everything), else { full: false, cells } with the touched cell indices.
   */
  takeChanges() {
    const changes = this.fullRedraw ? { full: true, cells: [] } : { full: false, cells: this.changed };
    this.fullRedraw = false;
    this.changed = [];
    return changes;
  }

  // Index just past the last event belonging to step k.
  #endOfStep(k) {
    return k < this.totalSteps ? this.expandAt[k] : this.length;
  }

  #reset() {
    this.state.fill(0);
    this.g.fill(0);
    this.h.fill(0);
    this.parent.fill(NO_PARENT);
    this.order.fill(0);
    this.backward.fill(0);
    this.applied = 0;
    this.openedSoFar = 0;
    this.expandedSoFar = 0;
    this.path = [];
    this.changed = [];
    this.fullRedraw = true;
  }

  #applyUntil(end) {
    if (this.applied === 0) this.#reset();
    const { kinds, cells, parents, g, h } = this.trace;
    const changed = this.fullRedraw ? null : this.changed;
    for (let i = this.applied; i < end; i++) {
      const cell = cells[i];
      const kind = kinds[i] & KIND_MASK;
      if (kind === TRACE_KINDS.path) {
        this.path.push(cell);
        continue;
      }
      this.g[cell] = g[i];
      this.h[cell] = h[i];
      this.parent[cell] = parents[i];
      this.backward[cell] = kinds[i] & TRACE_BACKWARD_FLAG ? 1 : 0;
      if (kind === TRACE_KINDS.expand) {
        this.state[cell] = CELL_STATE.closed;
        this.order[cell] = ++this.expandedSoFar;
      } else {
        if (kind === TRACE_KINDS.open) this.openedSoFar++;
        this.state[cell] = CELL_STATE.open;
      }
      if (changed) changed.push(cell);
    }
    this.applied = end;
  }
}

function expandPositions(kinds, length) {
  let count = 0;
  for (let i = 0; i < length; i++) if ((kinds[i] & KIND_MASK) === TRACE_KINDS.expand) count++;
  const positions = new Uint32Array(count);
  for (let i = 0, j = 0; i < length; i++) if ((kinds[i] & KIND_MASK) === TRACE_KINDS.expand) positions[j++] = i;
  return positions;
}

function maxFinite(values, length) {
  let max = 0;
  for (let i = 0; i < length; i++) if (values[i] > max && Number.isFinite(values[i])) max = values[i];
  return max;
}
