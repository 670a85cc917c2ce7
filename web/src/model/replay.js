// Trace replay: turns a search's trace (parallel typed arrays, see
// web/src/lib/trace-format.js) into the per-cell state at any step.
//
// Step k is the state after k expand events and the open/improve events they
// caused; step 0 is the start opened. The last step also applies the path
// events, so the final path appears when playback reaches the end.
//
// Moving is cheap in both directions, whatever the trace's length:
// - forward applies the new events;
// - backward undoes events one by one: each event knows the previous event on
//   the same cell (TraceIndex.previous), whose g/h/parent/state are simply read
//   back from the trace, so stepping back costs as much as stepping forward;
// - long jumps restore a keyframe (a full copy of the per-cell arrays, taken
//   the first time playback passes every K-th step) and replay fewer than K
//   steps from it. Keyframes cost at most KEYFRAME_MEMORY_SHARE of the trace's
//   own memory; on maps too big for that, jumps replay from the nearest of the
//   current step and step 0.
// Each seek picks the cheapest of these, counted in events to touch. Both
// directions list the cells they touched (for incremental drawing).

import { NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_BYTES_PER_EVENT, TRACE_KINDS } from '../lib/trace-format.js';

export const CELL_STATE = Object.freeze({ none: 0, open: 1, closed: 2 });
const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff; // the kind without the bidirectional search's backward flag
export const BYTES_PER_CELL = 26; // state 1 + g 8 + h 8 + parent 4 + order 4 + backward 1
const KEYFRAME_MEMORY_SHARE = 0.25; // keyframes use at most this share of the trace's bytes
const MIN_KEYFRAME_SPACING = 1024; // steps
const MAX_KEYFRAMES = 32;
const COPY_COST = 1 / 8; // copying or clearing one cell's arrays, in events replayed (measured: memcpy-like)
// Clearing takes fresh zeroed arrays instead of filling the old ones: nearly free however big the map
// (filling a 4096 x 4096 map's 436 MB, or undoing a whole A* search's 830 k events, held the page's
// thread for many frames when Play went back to the start). What it costs is the board's full repaint,
// which the board spreads over frames, and the old arrays' garbage: counted as this many events at most.
const FRESH_CLEAR_COST = 65536;
// Maps above this many cells (those the board paints in several strips) move long jumps over several frames
// (seekToward); smaller ones always jump at once, as a whole trace replays there within a frame.
export const SPREAD_SEEK_MIN_CELLS = 1 << 20;
const SEEK_SLICE_EVENTS = 8192; // events replayed between looks at the clock

/**
 * What replay needs to know about a trace beyond its events, in one pass:
 * where each step starts, the largest g, and for every event the previous
 * event on the same cell (-1: none) plus, per step, the expanded cell's order
 * before it, and the first and last cell any event reaches (what a board must repaint).
 * Pure; the search worker computes it so the page's thread does not.
 * @returns {{expandAt: Uint32Array, maxG: number, previous: Int32Array, priorOrder: Uint32Array,
 *   firstCell: number, lastCell: number}} (firstCell > lastCell: no cell reached)
 */
export function indexTrace(trace, cellCount) {
  const length = trace.length ?? trace.kinds.length;
  const { kinds, cells, g } = trace;
  let steps = 0;
  for (let i = 0; i < length; i++) if ((kinds[i] & KIND_MASK) === TRACE_KINDS.expand) steps++;
  const expandAt = new Uint32Array(steps);
  const priorOrder = new Uint32Array(steps);
  const previous = new Int32Array(length);
  const lastEvent = new Int32Array(cellCount).fill(-1);
  const order = new Uint32Array(cellCount);
  let maxG = 0;
  let firstCell = cellCount;
  let lastCell = -1;
  for (let i = 0, step = 0; i < length; i++) {
    const kind = kinds[i] & KIND_MASK;
    if (kind >= TRACE_KINDS.path && kind !== TRACE_KINDS.leave) { // path and micro-step events: no per-cell state to undo
      previous[i] = -1;
      continue;
    }
    const cell = cells[i];
    if (cell < firstCell) firstCell = cell;
    if (cell > lastCell) lastCell = cell;
    previous[i] = lastEvent[cell];
    lastEvent[cell] = i;
    if (g[i] > maxG && Number.isFinite(g[i])) maxG = g[i];
    if (kind === TRACE_KINDS.expand) {
      expandAt[step] = i;
      priorOrder[step] = order[cell];
      order[cell] = ++step;
    }
  }
  return { expandAt, maxG, previous, priorOrder, firstCell, lastCell };
}

export class TraceReplay {
  /**
   * @param {{kinds: Uint8Array, cells: Uint32Array, parents: Uint32Array, g: Float64Array, h: Float64Array, length?: number,
   *   frontier?: {kind: string}}} trace
   * @param {number} cellCount width * height
   * @param {ReturnType<typeof indexTrace>} [index] indexTrace(trace, cellCount), if already computed
   * @param {ReturnType<TraceReplay['exportState']>} [saved] a replay of the same trace handed over by
   *   exportState() (the search worker builds the first step shown, so the page's thread does not)
   */
  constructor(trace, cellCount, index = indexTrace(trace, cellCount), saved = null) {
    this.trace = trace;
    this.length = trace.length ?? trace.kinds.length;
    this.cellCount = cellCount;
    this.expandAt = index.expandAt;
    this.previous = index.previous;
    this.priorOrder = index.priorOrder;
    this.maxG = index.maxG;
    this.firstCell = index.firstCell; // every cell the trace changes lies in [firstCell, lastCell]
    this.lastCell = index.lastCell;
    this.totalSteps = this.expandAt.length;
    this.keyframeEvery = keyframeSpacing(this.totalSteps, this.length, cellCount);
    this.changed = []; // cells touched since the caller last cleared this list
    this.fullRedraw = true; // the caller should redraw everything (after a rebuild)
    if (saved) {
      if (saved.state.length !== cellCount) throw new Error(`saved replay has ${saved.state.length} cells, not ${cellCount}`);
      Object.assign(this, pickSaved(saved));
      return;
    }
    this.state = new Uint8Array(cellCount);
    this.g = new Float64Array(cellCount);
    this.h = new Float64Array(cellCount);
    this.parent = new Uint32Array(cellCount).fill(NO_PARENT);
    this.order = new Uint32Array(cellCount); // 1-based expansion order; 0 = not expanded yet
    this.backward = new Uint8Array(cellCount); // 1: last reached by a bidirectional search's backward half (g from the goal)
    this.keyframes = []; // keyframes[j]: the state at step (j + 1) * keyframeEvery, once passed
    this.step = 0;
    this.applied = 0; // events applied so far
    this.openedSoFar = 0;
    this.expandedSoFar = 0;
    this.path = []; // cell indices of the path, once the last step is reached
    this.#forwardTo(this.#endOfStep(0));
  }

  /**
   * Hands this replay's state over (no copy) for `new TraceReplay(trace, cellCount, index, saved)`,
   * e.g. across postMessage with exportTransfers(saved). This replay must not be used afterwards.
   */
  exportState() {
    return pickSaved(this);
  }

  /** The cell being expanded at the current step (-1 at step 0). */
  get current() {
    return this.step === 0 ? -1 : this.trace.cells[this.expandAt[this.step - 1]];
  }

  /** Moves to step k (clamped to 0..totalSteps). */
  seek(k) {
    const target = Math.max(0, Math.min(this.totalSteps, Math.trunc(k)));
    const { end, keyframe, fromKeyframe } = this.#routeTo(target);
    if (Math.abs(end - this.applied) > fromKeyframe) {
      if (keyframe) this.#restore(keyframe);
      else this.#clear();
    }
    if (end < this.applied) this.#backTo(end);
    else this.#forwardTo(end);
    this.step = target;
  }

  /**
   * Moves toward step k for at most about `ms` milliseconds, whole steps at a time, and says whether step k
   * is shown (Playback calls it once a frame until then: replaying a 4096 x 4096 map's whole A* trace at
   * once held the page's thread for many frames). Each call ends on a whole step, so a frame between shows a
   * real step on the way. Maps up to SPREAD_SEEK_MIN_CELLS, and jumps cheaper than a slice, seek at once.
   */
  seekToward(k, ms) {
    const target = Math.max(0, Math.min(this.totalSteps, Math.trunc(k)));
    const began = performance.now();
    for (;;) {
      const { end, keyframe, fromKeyframe } = this.#routeTo(target);
      const direct = Math.abs(end - this.applied);
      if (this.cellCount <= SPREAD_SEEK_MIN_CELLS || Math.min(direct, fromKeyframe) <= SEEK_SLICE_EVENTS) {
        this.seek(target);
        return true;
      }
      if (fromKeyframe < direct) this.seek(keyframe ? this.#keyframeStep(keyframe) : 0); // cheap: then forward from there
      else this.seek(this.#stepNear(end > this.applied ? this.applied + SEEK_SLICE_EVENTS : this.applied - SEEK_SLICE_EVENTS));
      if (performance.now() - began >= ms) return false;
    }
  }

  /**
   * Shows the current step only up to event `end` (exclusive), for micro-steps: what the step's
   * later events change is shown as it was before them. seek() shows whole steps again.
   */
  showThrough(end) {
    const from = this.step === 0 ? 0 : this.expandAt[this.step - 1] + 1; // a step always shows its expansion
    const target = Math.max(from, Math.min(this.#endOfStep(this.step), end));
    if (target < this.applied) this.#backTo(target);
    else this.#forwardTo(target);
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

  // Where step `target`'s events end, the keyframe before it (null: step 0, from scratch) and what reaching
  // it from that keyframe costs, in events replayed (the alternative: replaying from the current event).
  #routeTo(target) {
    const end = this.#endOfStep(target);
    const keyframe = this.#keyframeBefore(target);
    const fromKeyframe = (keyframe ? this.cellCount * COPY_COST : this.#clearCost()) + end - (keyframe ? keyframe.applied : 0);
    return { end, keyframe, fromKeyframe };
  }

  #keyframeStep(keyframe) {
    return (this.keyframes.indexOf(keyframe) + 1) * this.keyframeEvery;
  }

  // The step whose end is nearest to event `event`, moving at least one step from the current one.
  #stepNear(event) {
    let lo = 0;
    let hi = this.totalSteps;
    while (lo < hi) { // the first step ending at or after `event`
      const mid = (lo + hi) >> 1;
      if (this.#endOfStep(mid) < event) lo = mid + 1;
      else hi = mid;
    }
    return event > this.applied ? Math.max(lo, this.step + 1) : Math.min(lo, this.step - 1);
  }

  #keyframeBefore(step) {
    const j = Math.min(this.keyframes.length, Math.floor(step / this.keyframeEvery)) - 1;
    return j >= 0 ? this.keyframes[j] : null;
  }

  // Step 0's blank slate: every cell unvisited. Undoes the applied events when they are few, else takes
  // fresh arrays. Only state, order and backward must read 0 for an unvisited cell: g, h and parent
  // mean something only where state says the cell was reached (cellInfo, the board and the overlays check it).
  #clear() {
    if (this.applied < this.#clearCost()) {
      this.#backTo(0);
      return;
    }
    const n = this.cellCount;
    this.state = new Uint8Array(n);
    this.g = new Float64Array(n);
    this.h = new Float64Array(n);
    this.order = new Uint32Array(n);
    this.backward = new Uint8Array(n);
    this.applied = 0;
    this.openedSoFar = 0;
    this.expandedSoFar = 0;
    this.path = [];
    this.#redrawAll();
  }

  // What clearing costs, in events replayed.
  #clearCost() {
    return Math.min(this.cellCount * COPY_COST, FRESH_CLEAR_COST);
  }

  #snapshot() {
    const { state, g, h, parent, order, backward, applied, openedSoFar, expandedSoFar, path } = this;
    return { state: state.slice(), g: g.slice(), h: h.slice(), parent: parent.slice(), order: order.slice(),
      backward: backward.slice(), applied, openedSoFar, expandedSoFar, path: [...path] };
  }

  #restore(keyframe) {
    for (const name of SAVED_ARRAYS) this[name].set(keyframe[name]);
    this.applied = keyframe.applied;
    this.openedSoFar = keyframe.openedSoFar;
    this.expandedSoFar = keyframe.expandedSoFar;
    this.path = [...keyframe.path];
    this.#redrawAll();
  }

  #redrawAll() {
    this.fullRedraw = true;
    this.changed = [];
  }

  // Applies events up to `end`, taking each keyframe not taken yet on the way.
  #forwardTo(end) {
    while (this.applied < end) {
      const next = this.keyframes.length;
      const keyframeStep = (next + 1) * this.keyframeEvery;
      const keyframeAt = keyframeStep < this.totalSteps ? this.expandAt[keyframeStep] : Infinity;
      if (this.applied === keyframeAt) {
        this.keyframes.push(this.#snapshot());
        continue;
      }
      this.#apply(Math.min(end, keyframeAt));
    }
    this.#noteIfTooManyChanges();
  }

  #apply(end) {
    const { kinds, cells, parents, g, h } = this.trace;
    const changed = this.fullRedraw ? null : this.changed;
    for (let i = this.applied; i < end; i++) {
      const cell = cells[i];
      const kind = kinds[i] & KIND_MASK;
      if (kind === TRACE_KINDS.path) {
        this.path.push(cell);
        continue;
      }
      if (kind > TRACE_KINDS.path && kind !== TRACE_KINDS.leave) continue; // micro-step events change no cell
      this.g[cell] = g[i];
      this.h[cell] = h[i];
      this.parent[cell] = parents[i];
      this.backward[cell] = kinds[i] & TRACE_BACKWARD_FLAG ? 1 : 0;
      if (kind === TRACE_KINDS.expand) {
        this.state[cell] = CELL_STATE.closed;
        this.order[cell] = ++this.expandedSoFar;
      } else if (kind === TRACE_KINDS.leave) {
        this.state[cell] = CELL_STATE.closed; // consistent again, like a settled cell
      } else {
        if (kind === TRACE_KINDS.open) this.openedSoFar++;
        this.state[cell] = CELL_STATE.open;
      }
      if (changed) changed.push(cell);
    }
    this.applied = end;
  }

  // Undoes events back to `end`: each cell gets the values of its previous event (or none).
  #backTo(end) {
    const { kinds, cells, parents, g, h } = this.trace;
    const changed = this.fullRedraw ? null : this.changed;
    for (let i = this.applied - 1; i >= end; i--) {
      const cell = cells[i];
      const kind = kinds[i] & KIND_MASK;
      if (kind === TRACE_KINDS.path) {
        this.path.pop();
        continue;
      }
      if (kind > TRACE_KINDS.path && kind !== TRACE_KINDS.leave) continue;
      const before = this.previous[i];
      if (before < 0) {
        this.state[cell] = CELL_STATE.none;
        this.g[cell] = 0;
        this.h[cell] = 0;
        this.parent[cell] = NO_PARENT;
        this.backward[cell] = 0;
      } else {
        const was = kinds[before] & KIND_MASK;
        this.state[cell] = was === TRACE_KINDS.expand || was === TRACE_KINDS.leave ? CELL_STATE.closed : CELL_STATE.open;
        this.g[cell] = g[before];
        this.h[cell] = h[before];
        this.parent[cell] = parents[before];
        this.backward[cell] = kinds[before] & TRACE_BACKWARD_FLAG ? 1 : 0;
      }
      if (kind === TRACE_KINDS.expand) this.order[cell] = this.priorOrder[--this.expandedSoFar];
      else if (kind === TRACE_KINDS.open) this.openedSoFar--;
      if (changed) changed.push(cell);
    }
    this.applied = end;
    this.#noteIfTooManyChanges();
  }

  // A change list longer than the map is slower to draw than everything.
  #noteIfTooManyChanges() {
    if (this.changed.length > this.cellCount) this.#redrawAll();
  }
}

const SAVED_ARRAYS = ['state', 'g', 'h', 'parent', 'order', 'backward'];
const SAVED_FIELDS = [...SAVED_ARRAYS, 'keyframes', 'step', 'applied', 'openedSoFar', 'expandedSoFar', 'path'];

function pickSaved(from) {
  return Object.fromEntries(SAVED_FIELDS.map((name) => [name, from[name]]));
}

/** The buffers of an exportState() result, for postMessage's transfer list. */
export function exportTransfers(saved) {
  return [saved, ...saved.keyframes].flatMap((arrays) => SAVED_ARRAYS.map((name) => arrays[name].buffer));
}

// Steps between keyframes: about steps / MAX_KEYFRAMES (at least MIN_KEYFRAME_SPACING),
// spread wider when that many full copies would cost more than the memory share allows.
function keyframeSpacing(steps, events, cellCount) {
  const affordable = Math.floor((KEYFRAME_MEMORY_SHARE * events * TRACE_BYTES_PER_EVENT) / (BYTES_PER_CELL * Math.max(1, cellCount)));
  const wanted = Math.max(MIN_KEYFRAME_SPACING, Math.ceil(steps / MAX_KEYFRAMES));
  const count = Math.min(affordable, Math.floor((steps - 1) / wanted));
  return count > 0 ? Math.max(wanted, Math.ceil(steps / (count + 1))) : Infinity;
}
