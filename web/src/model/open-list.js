// The open list at the step a replay shows, in the exact order the search takes
// its entries (the next expansion first), derived from the trace alone.
//
// The order is the core's own key (cpp/core/open_list.hpp): f rounded to 34
// significant bits, then the tie value, then the node id (node ids on a grid
// grow with y * width + x, so the cell index orders the same). f and the tie
// value come from each entry's open or improve event:
//   f = gWeight * g + hWeight * h (best-first: A* (1, w), Dijkstra (1, 0),
//       greedy (0, 1); JPS and flee likewise; bidirectional: g + w * h, h being
//       the side's potential);
//   tie = h ('lower-h'), or the count of open/improve events before it ('fifo'),
//       or minus that count ('lifo');
// breadth-first search takes its queue in the order cells were opened.
// A bidirectional search has two lists (forward and backward), and the side
// with fewer entries expands next (forward on a tie).
//
// The lists follow the replay incrementally: a step forward or back inserts and
// removes the few entries it changed (binary search + one block move in a
// sorted array); longer moves note who joined and left, and the order is
// restored when next read by merging the newcomers in (fast playback pays only
// for the frames that show the list).

import { TRACE_BACKWARD_FLAG, TRACE_KINDS } from '../lib/trace-format.js';

const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff;
// Up to this many events, a sync keeps the lists in order as it goes (a block move each);
// beyond, it only notes who joined and the order is restored when next read.
const SORTED_SYNC_EVENTS = 64;
const { open: OPEN, improve: IMPROVE, expand: EXPAND } = TRACE_KINDS;

// f rounded as the core rounds it: to nearest, keeping 33 of the 52 stored mantissa bits.
const scratch = new Float64Array(1);
const scratchWords = new Uint32Array(scratch.buffer); // [low, high] on little-endian hosts (all that run wasm)
const ROUNDED_AWAY_LOW_MASK = 0x7ffff; // the 19 dropped bits, all in the low word
export function roundedF(f) {
  scratch[0] = f;
  let low = scratchWords[0] + 0x40000; // half a step
  if (low > 0xffffffff) {
    low -= 0x100000000;
    scratchWords[1] += 1;
  }
  scratchWords[0] = low & ~ROUNDED_AWAY_LOW_MASK;
  return scratch[0];
}

// The tie value as the core compares it: its ordered bits without the lowest 13
// (positive values lose magnitude bits, negative ones gain them).
export function tieKey(t) {
  scratch[0] = t;
  if (t >= 0) scratchWords[0] &= ~0x1fff;
  else scratchWords[0] |= 0x1fff;
  return scratch[0];
}

/**
 * How an algorithm orders its open list, from the search's public options
 * (algorithm, weight, tieBreaking, flee).
 * @returns {{queue: boolean, bidirectional: boolean, gWeight: number, hWeight: number, tie: string}}
 */
export function openListRule(options) {
  const algorithm = options.algorithm ?? 'astar';
  const weight = options.weight ?? (algorithm === 'weighted-astar' ? 1.75 : 1);
  const rule = { queue: false, bidirectional: false, gWeight: 1, hWeight: weight, tie: options.tieBreaking ?? 'lower-h' };
  if (algorithm === 'bfs' && !options.flee) return { ...rule, queue: true, hWeight: 0, tie: 'fifo' };
  if (algorithm === 'dijkstra') rule.hWeight = 0;
  if (algorithm === 'greedy') {
    rule.gWeight = 0;
    rule.hWeight = 1;
  }
  if (algorithm.startsWith('bidirectional-')) rule.bidirectional = true;
  return rule;
}

// One open list: its members' keys and the members in order. Small changes (a
// step or a few) keep the order as they go: a binary search and one block move
// per event. Larger ones (fast playback, jumps) only note who joined; the order
// is restored when next read by sorting the newcomers and merging them into the
// old order, skipping members that left: O(n + d log d) for d changes.
// Each entry carries the event that made it a member, so an entry whose cell
// left (or rejoined with a new key) since is recognised as stale.
class SortedEntries {
  constructor(cellCount) {
    this.keyF = new Float64Array(cellCount);
    this.keyT = new Float64Array(cellCount);
    this.event = new Int32Array(cellCount).fill(-1); // the member's open/improve event; -1: not a member
    this.cells = new Int32Array(64); // the members in order (with stale entries while `pending` is in use)
    this.events = new Int32Array(64); // the event of each entry of `cells`
    this.length = 0; // entries of `cells` in use
    this.pending = []; // [cell, event] pairs that joined since the order was last restored
    this.batching = false;
    this.size = 0; // members
  }

  clear() {
    for (let i = 0; i < this.length; i++) this.event[this.cells[i]] = -1;
    for (let i = 0; i < this.pending.length; i += 2) this.event[this.pending[i]] = -1;
    this.length = 0;
    this.pending = [];
    this.size = 0;
  }

  has(cell) { return this.event[cell] >= 0; }

  // Whether a comes before b.
  before(a, b) {
    const fa = this.keyF[a], fb = this.keyF[b];
    if (fa !== fb) return fa < fb;
    const ta = this.keyT[a], tb = this.keyT[b];
    if (ta !== tb) return ta < tb;
    return a < b;
  }

  // The first position whose cell does not come before `cell` (in order only).
  position(cell) {
    let lo = 0, hi = this.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (this.before(this.cells[mid], cell)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  insert(cell, event, f, t) {
    if (this.event[cell] >= 0) this.remove(cell);
    this.keyF[cell] = f;
    this.keyT[cell] = t;
    this.event[cell] = event;
    this.size++;
    if (this.batching) {
      this.pending.push(cell, event);
      return;
    }
    this.#reserve(this.length + 1);
    const at = this.position(cell);
    this.cells.copyWithin(at + 1, at, this.length);
    this.events.copyWithin(at + 1, at, this.length);
    this.cells[at] = cell;
    this.events[at] = event;
    this.length++;
  }

  remove(cell) {
    if (this.event[cell] < 0) return;
    if (!this.batching) {
      const at = this.position(cell);
      this.cells.copyWithin(at, at + 1, this.length);
      this.events.copyWithin(at, at + 1, this.length);
      this.length--;
    }
    this.event[cell] = -1; // batching: its entry stays, stale, until the order is restored
    this.size--;
  }

  /** Restores the order after a batch: sorts the newcomers and merges them into the old order. */
  ensureSorted() {
    this.batching = false;
    if (this.pending.length === 0 && this.length === this.size) return;
    const joined = [];
    for (let i = 0; i < this.pending.length; i += 2) {
      if (this.event[this.pending[i]] === this.pending[i + 1]) joined.push(this.pending[i]);
    }
    const { keyF, keyT } = this;
    // Exact: x - y is 0 only when x === y (IEEE 754 gradual underflow), else it has the sign of x - y.
    joined.sort((a, b) => keyF[a] - keyF[b] || keyT[a] - keyT[b] || a - b);
    // Merge into the spare buffers (swapped with the live ones afterwards: no allocation once warm).
    if (!this.spare || this.spare.cells.length < this.size) {
      const capacity = Math.max(64, this.size * 2);
      this.spare = { cells: new Int32Array(capacity), events: new Int32Array(capacity) };
    }
    const { cells, events } = this.spare;
    const old = this.cells, oldEvents = this.events, member = this.event;
    let n = 0, j = 0;
    let next = joined.length ? joined[0] : -1;
    for (let i = 0; i < this.length; i++) {
      const cell = old[i];
      if (member[cell] !== oldEvents[i]) continue; // left, or rejoined (then it is among `joined`)
      while (next >= 0 && (keyF[next] < keyF[cell] || (keyF[next] === keyF[cell]
        && (keyT[next] < keyT[cell] || (keyT[next] === keyT[cell] && next < cell))))) {
        cells[n] = next;
        events[n++] = member[next];
        next = ++j < joined.length ? joined[j] : -1;
      }
      cells[n] = cell;
      events[n++] = oldEvents[i];
    }
    for (; j < joined.length; j++) {
      cells[n] = joined[j];
      events[n++] = member[joined[j]];
    }
    this.spare = { cells: old, events: oldEvents };
    this.cells = cells;
    this.events = events;
    this.length = n;
    this.pending = [];
  }

  #reserve(length) {
    if (length <= this.cells.length) return;
    const cells = new Int32Array(length * 2), events = new Int32Array(length * 2);
    cells.set(this.cells);
    events.set(this.events);
    this.cells = cells;
    this.events = events;
  }
}

export class OpenListTracker {
  /**
   * @param {import('./replay.js').TraceReplay} replay the replay whose step the lists follow
   * @param {object} options the search's public options (algorithm, weight, tieBreaking, flee)
   */
  constructor(replay, options) {
    this.replay = replay;
    this.trace = replay.trace;
    this.rule = openListRule(options);
    this.sides = [new SortedEntries(replay.cellCount)];
    if (this.rule.bidirectional) this.sides.push(new SortedEntries(replay.cellCount));
    this.ordinal = this.rule.tie === 'lower-h' ? null : entryOrdinals(this.trace, replay.length);
    this.applied = 0;
    this.sync();
  }

  /** Brings the lists to the replay's current step. */
  sync() {
    const target = this.replay.applied;
    const distance = Math.abs(target - this.applied);
    if (distance === 0) return;
    if (distance > target) { // a long way back: cheaper from the start
      for (const side of this.sides) side.clear();
      this.applied = 0;
    }
    if (Math.abs(target - this.applied) > SORTED_SYNC_EVENTS) for (const side of this.sides) side.batching = true;
    if (target > this.applied) this.#forward(target);
    else this.#back(target);
  }

  /** Entries waiting, both sides together. */
  get size() {
    return this.sides.reduce((n, side) => n + side.size, 0);
  }

  /** The side that expands next: 0 (forward, or the only list) or 1 (backward). */
  get nextSide() {
    return this.sides.length === 2 && this.sides[1].size < this.sides[0].size ? 1 : 0;
  }

  /** Number of entries in one side's list. */
  sizeOf(side = 0) { return this.sides[side].size; }

  /** The cell expanded next (-1 when the list is empty). */
  first() {
    const side = this.sides[this.nextSide];
    side.ensureSorted();
    return side.size ? side.cells[0] : -1;
  }

  /**
   * `count` entries of one side from position `from`, in the order the search takes them:
   * { cell, f, g, h, tie } (tie: the tie value, or the queue position for breadth-first search).
   */
  entries(side = 0, from = 0, count = Infinity) {
    const list = this.sides[side];
    list.ensureSorted();
    const end = Math.min(list.size, from + count);
    const out = [];
    for (let i = Math.max(0, from); i < end; i++) out.push(this.entryAt(side, i));
    return out;
  }

  entryAt(side, i) {
    const list = this.sides[side];
    list.ensureSorted();
    const cell = list.cells[i];
    const e = list.event[cell];
    const g = this.trace.g[e], h = this.trace.h[e];
    const { gWeight, hWeight, queue, tie } = this.rule;
    return { cell, g, h, f: queue ? g : gWeight * g + hWeight * h, tie: tie === 'lower-h' ? h : this.#tie(e) };
  }

  /** Position of a cell in a side's list, or -1. */
  rankOf(cell, side = 0) {
    const list = this.sides[side];
    if (!list.has(cell)) return -1;
    list.ensureSorted();
    return list.position(cell);
  }

  /** The side whose list holds the cell (0 first), or -1. */
  sideOf(cell) {
    return this.sides.findIndex((side) => side.has(cell));
  }

  #tie(e) {
    const n = this.ordinal[e];
    return this.rule.tie === 'lifo' ? -n : n;
  }

  #keyF(e) {
    return this.rule.queue ? 0 : roundedF(this.rule.gWeight * this.trace.g[e] + this.rule.hWeight * this.trace.h[e]);
  }

  #keyT(e) {
    return this.rule.tie === 'lower-h' ? tieKey(this.trace.h[e]) : tieKey(this.#tie(e));
  }

  #side(kind) {
    return this.sides.length === 2 && kind & TRACE_BACKWARD_FLAG ? this.sides[1] : this.sides[0];
  }

  #forward(target) {
    const { kinds, cells } = this.trace;
    for (let i = this.applied; i < target; i++) {
      const kind = kinds[i] & KIND_MASK;
      if (kind === OPEN || kind === IMPROVE) this.#side(kinds[i]).insert(cells[i], i, this.#keyF(i), this.#keyT(i));
      else if (kind === EXPAND) this.#side(kinds[i]).remove(cells[i]);
    }
    this.applied = target;
  }

  // Undoes events: a cell gets back the entry of its previous event on the same side, if it was one.
  #back(target) {
    const { kinds, cells } = this.trace;
    for (let i = this.applied - 1; i >= target; i--) {
      const kind = kinds[i] & KIND_MASK;
      if (kind !== OPEN && kind !== IMPROVE && kind !== EXPAND) continue;
      const side = this.#side(kinds[i]);
      const cell = cells[i];
      side.remove(cell);
      const before = this.#previousOnSide(i);
      if (before >= 0 && (kinds[before] & KIND_MASK) !== EXPAND) side.insert(cell, before, this.#keyF(before), this.#keyT(before));
    }
    this.applied = target;
  }

  #previousOnSide(i) {
    const { kinds } = this.trace;
    const flag = kinds[i] & TRACE_BACKWARD_FLAG;
    let p = this.replay.previous[i];
    while (p >= 0 && (kinds[p] & TRACE_BACKWARD_FLAG) !== flag) p = this.replay.previous[p];
    return p;
  }
}

// For each event, how many open/improve events came before it: the core's tie counter.
function entryOrdinals(trace, length) {
  const ordinal = new Uint32Array(length);
  const { kinds } = trace;
  for (let i = 0, n = 0; i < length; i++) {
    ordinal[i] = n;
    const kind = kinds[i] & KIND_MASK;
    if (kind === OPEN || kind === IMPROVE) n++;
  }
  return ordinal;
}
