// Breakpoints for playback, as in Posthoc's search-trace viewer: play until a
// chosen cell is opened (or expanded), until the open list first holds more
// than N entries, or until the path is found. Each is turned into the step at
// which it first holds (computed once per search from the trace), so a
// playback moving many steps a frame still stops exactly there. No DOM.

import { TRACE_BACKWARD_FLAG, TRACE_KINDS } from '../lib/trace-format.js';

const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff;
const { open: OPEN, improve: IMPROVE, expand: EXPAND } = TRACE_KINDS;

/** The step that event i belongs to (step 0: the start's events; step k: from the k-th expand event on). */
export function stepOfEvent(replay, i) {
  const { expandAt } = replay;
  let lo = 0, hi = expandAt.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (expandAt[mid] <= i) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Open-list sizes after each step (both sides of a bidirectional search together), from the events. */
export function openSizes(replay) {
  const { kinds, cells } = replay.trace;
  const sizes = new Uint32Array(replay.totalSteps + 1);
  const inOpen = [new Uint8Array(replay.cellCount), new Uint8Array(replay.cellCount)];
  let size = 0, step = 0;
  for (let i = 0; i < replay.length; i++) {
    const kind = kinds[i] & KIND_MASK;
    const side = inOpen[kinds[i] & TRACE_BACKWARD_FLAG ? 1 : 0];
    if (kind === EXPAND) {
      sizes[step++] = size;
      if (side[cells[i]]) size--;
      side[cells[i]] = 0;
    } else if ((kind === OPEN || kind === IMPROVE) && !side[cells[i]]) {
      side[cells[i]] = 1;
      size++;
    }
  }
  sizes[step] = size;
  return sizes;
}

export class Breakpoints {
  constructor() {
    this.cell = null; // { index, x, y, when: 'opened' | 'expanded' }
    this.openMoreThan = null; // N, or null
    this.pathFound = false;
    this.cache = new WeakMap(); // replay -> { sizes, cellSteps: Map }
  }

  get any() { return this.cell !== null || this.openMoreThan !== null || this.pathFound; }

  clear() {
    this.cell = null;
    this.openMoreThan = null;
    this.pathFound = false;
  }

  /**
   * The first step in (from, to] at which a breakpoint first holds, with why: { step, reason } or null.
   * @param {import('../model/replay.js').TraceReplay} replay
   * @param {{status: string}|null} result
   * @param {(cell: number) => string} describeCell
   */
  firstHit(replay, result, from, to, describeCell) {
    const hits = [];
    if (this.cell) {
      const step = this.#cellStep(replay, this.cell.index, this.cell.when);
      if (step >= 0) hits.push({ step, reason: `${describeCell(this.cell.index)} was ${this.cell.when}` });
      // A cell the search never reaches: play stops at the end and says so, instead of ending as if unwatched.
      else hits.push({ step: replay.totalSteps, reason: `the search ended without ever ${this.cell.when === 'opened' ? 'opening' : 'expanding'} ${describeCell(this.cell.index)}` });
    }
    if (this.openMoreThan !== null) {
      const step = this.#sizes(replay).findIndex((n) => n > this.openMoreThan);
      if (step >= 0) hits.push({ step, reason: `the open list holds more than ${this.openMoreThan.toLocaleString('en-US')} entries` });
    }
    if (this.pathFound && result?.status === 'found') hits.push({ step: replay.totalSteps, reason: 'the path is found' });
    const due = hits.filter((hit) => hit.step > from && hit.step <= to).sort((a, b) => a.step - b.step);
    return due[0] ?? null;
  }

  #entry(replay) {
    let entry = this.cache.get(replay);
    if (!entry) this.cache.set(replay, (entry = { sizes: null, cellSteps: new Map() }));
    return entry;
  }

  #sizes(replay) {
    const entry = this.#entry(replay);
    entry.sizes ??= openSizes(replay);
    return entry.sizes;
  }

  // The step of the cell's first open (or expand) event, -1 if it never happens.
  #cellStep(replay, cell, when) {
    const key = `${cell}:${when}`;
    const entry = this.#entry(replay);
    if (!entry.cellSteps.has(key)) {
      const { kinds, cells } = replay.trace;
      let step = -1;
      for (let i = 0; i < replay.length; i++) {
        if (cells[i] !== cell) continue;
        const kind = kinds[i] & KIND_MASK;
        if (kind === EXPAND || (when === 'opened' && (kind === OPEN || kind === IMPROVE))) {
          step = stepOfEvent(replay, i);
          break;
        }
      }
      entry.cellSteps.set(key, step);
    }
    return entry.cellSteps.get(key);
  }
}
