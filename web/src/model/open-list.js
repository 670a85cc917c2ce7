// The open list at the step a replay shows, in the exact order the search takes
// its entries (the next expansion first), derived from the trace alone; the key
// and tie rules it orders by are frontier-key.js's.
//
// A bidirectional search has two lists (forward and backward), and the side
// with fewer entries expands next (forward on a tie). Which side that is
// changes as the lists grow, so the order in which the search takes the
// entries of both lists together is read from the trace itself: each entry is
// taken by the next expand event of its cell on its side (entries the search
// never takes come last, forward ones first, each side by its key).
//
// The lists follow the replay incrementally: a step forward or back inserts and
// removes the few entries it changed (binary search + one block move in a
// sorted array); longer moves note who joined and left, and the order is
// restored when next read by merging the newcomers in (fast playback pays only
// for the frames that show the list). Every CHECKPOINTS-th of the trace, the
// lists keep a checkpoint (their entries' events, in order), so a jump anywhere
// restores the nearest one before it and replays less than that share.

import { TRACE_BACKWARD_FLAG, TRACE_KINDS } from '../lib/trace-format.js';
import { entryF, entryKey, entryTie, entryTieValue, frontierRuleOf, tieUsesOrdinal } from './frontier-key.js';

const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff;
// Up to this many events, a sync keeps the lists in order as it goes (a block move each);
// beyond, it only notes who joined and the order is restored when next read.
const SORTED_SYNC_EVENTS = 64;
const CHECKPOINTS = 64; // at most this many checkpoints a trace
// A budgeted sync checks the clock after each slice this long: a slice's first touches of the per-cell
// arrays' pages (a jump point search's events land all over a 4096 x 4096 map) make an event cost
// many times more than usual, so long slices overran the budget several times over; the clock costs far less.
const SYNC_SLICE_EVENTS = 512;
const MIN_CHECKPOINT_SPACING = 4096; // events
// Costs in events replayed forwards (measured in Node on a 45,000-entry list): undoing an event,
// and restoring one entry of a checkpoint.
const BACK_COST = 2;
const RESTORE_COST = 1;
/** The merged view of a bidirectional search's two lists (entries(BOTH, …)). */
export const BOTH = 2;
const { open: OPEN, improve: IMPROVE, expand: EXPAND, leave: LEAVE } = TRACE_KINDS;

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
    // The member's open/improve event + 1; 0: not a member. Zero means "none" so that nothing fills
    // these per-cell arrays: a 4096 x 4096 map's 16.8 M cells are never touched but where the search went
    // (filling them with -1 held the page's thread for several frames when a search result arrived).
    this.joinedBy = new Int32Array(cellCount);
    this.cells = new Int32Array(64); // the members in order (with stale entries while `pending` is in use)
    this.events = new Int32Array(64); // the event of each entry of `cells`
    this.length = 0; // entries of `cells` in use
    this.pending = []; // [cell, event] pairs that joined since the order was last restored
    this.batching = false;
    this.size = 0; // members
  }

  clear() {
    for (let i = 0; i < this.length; i++) this.joinedBy[this.cells[i]] = 0;
    for (let i = 0; i < this.pending.length; i += 2) this.joinedBy[this.pending[i]] = 0;
    this.length = 0;
    this.pending = [];
    this.size = 0;
  }

  has(cell) { return this.joinedBy[cell] !== 0; }

  /** The open/improve event that made `cell` a member (-1: not a member). */
  eventOf(cell) { return this.joinedBy[cell] - 1; }

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
    if (this.joinedBy[cell]) this.remove(cell);
    this.keyF[cell] = f;
    this.keyT[cell] = t;
    this.joinedBy[cell] = event + 1;
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
    if (!this.joinedBy[cell]) return;
    if (!this.batching) {
      const at = this.position(cell);
      this.cells.copyWithin(at, at + 1, this.length);
      this.events.copyWithin(at, at + 1, this.length);
      this.length--;
    }
    this.joinedBy[cell] = 0; // batching: its entry stays, stale, until the order is restored
    this.size--;
  }

  /** Restores the order after a batch: sorts the newcomers and merges them into the old order. */
  ensureSorted() {
    this.batching = false;
    if (this.pending.length === 0 && this.length === this.size) return;
    const joined = [];
    for (let i = 0; i < this.pending.length; i += 2) {
      if (this.joinedBy[this.pending[i]] === this.pending[i + 1] + 1) joined.push(this.pending[i]);
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
    const old = this.cells, oldEvents = this.events, joinedBy = this.joinedBy;
    let n = 0, j = 0;
    let next = joined.length ? joined[0] : -1;
    for (let i = 0; i < this.length; i++) {
      const cell = old[i];
      if (joinedBy[cell] !== oldEvents[i] + 1) continue; // left, or rejoined (then it is among `joined`)
      while (next >= 0 && (keyF[next] < keyF[cell] || (keyF[next] === keyF[cell]
        && (keyT[next] < keyT[cell] || (keyT[next] === keyT[cell] && next < cell))))) {
        cells[n] = next;
        events[n++] = joinedBy[next] - 1;
        next = ++j < joined.length ? joined[j] : -1;
      }
      cells[n] = cell;
      events[n++] = oldEvents[i];
    }
    for (; j < joined.length; j++) {
      cells[n] = joined[j];
      events[n++] = joinedBy[joined[j]] - 1;
    }
    this.spare = { cells: old, events: oldEvents };
    this.cells = cells;
    this.events = events;
    this.length = n;
    this.pending = [];
  }

  /** Replaces the members with a checkpoint's, already in order: events[i] made idOf(events[i]) a member. */
  load(events, idOf, keyFOf, keyTOf) {
    this.clear();
    this.batching = false;
    this.#reserve(events.length);
    for (let i = 0; i < events.length; i++) {
      const e = events[i], id = idOf(e);
      this.cells[i] = id;
      this.events[i] = e;
      this.joinedBy[id] = e + 1;
      this.keyF[id] = keyFOf(e);
      this.keyT[id] = keyTOf(e);
    }
    this.length = this.size = events.length;
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
   * @param {import('./replay.js').TraceReplay} replay the replay whose step the lists follow (its
   *   trace says how the search orders its frontier: trace.frontier)
   * @param {{syncNow?: boolean}} [how] syncNow false: start empty, for a caller that syncs in slices
   */
  constructor(replay, { syncNow = true } = {}) {
    this.replay = replay;
    this.trace = replay.trace;
    this.rule = frontierRuleOf(replay.trace);
    this.sides = [new SortedEntries(replay.cellCount)];
    if (this.rule.bidirectional) {
      this.sides.push(new SortedEntries(replay.cellCount));
      // Both lists in the order the search takes them: ids cell * 2 + side (a cell can wait on both sides).
      this.both = new SortedEntries(2 * replay.cellCount);
      this.takenAt = takenAt(this.trace, replay.length, replay.cellCount);
    }
    this.lists = this.both ? [...this.sides, this.both] : this.sides;
    this.ordinal = tieUsesOrdinal(this.rule) ? entryOrdinals(this.trace, replay.length) : null;
    this.checkpointEvery = Math.max(MIN_CHECKPOINT_SPACING, Math.ceil(replay.length / CHECKPOINTS));
    this.checkpoints = []; // checkpoints[j]: the lists at event (j + 1) * checkpointEvery, once passed
    this.applied = 0;
    if (syncNow) this.sync();
  }

  /**
   * Brings the lists to the replay's current event (the end of its step, or a micro-step within it).
   * With a budget, a long way forwards (a finished search of millions of events shown at its end)
   * stops after about `budgetMs` so the page keeps drawing frames; call again to go on.
   * @returns {boolean} whether the lists are at the replay's current event
   */
  sync(budgetMs = Infinity) {
    const target = this.replay.applied;
    if (target === this.applied) return true;
    const direct = target > this.applied ? target - this.applied : BACK_COST * (this.applied - target);
    // The cheapest start: where the lists are, the last checkpoint before the target, or empty lists.
    const j = Math.min(this.checkpoints.length, Math.floor(target / this.checkpointEvery)) - 1;
    const checkpoint = j >= 0 ? this.checkpoints[j] : null;
    const fromCheckpoint = checkpoint ? target - checkpoint.applied + RESTORE_COST * checkpoint.size : target;
    if (fromCheckpoint < direct) {
      if (checkpoint) this.#restore(checkpoint);
      else this.#clear();
    }
    if (Math.abs(target - this.applied) > SORTED_SYNC_EVENTS) for (const list of this.lists) list.batching = true;
    if (target < this.applied) this.#back(target);
    else if (budgetMs === Infinity) this.#forward(target);
    else {
      const until = performance.now() + budgetMs;
      do this.#forward(Math.min(target, this.applied + SYNC_SLICE_EVENTS));
      while (this.applied < target && performance.now() < until);
    }
    return this.applied === target;
  }

  /** Entries waiting, both sides together. */
  get size() {
    return this.sides.reduce((n, side) => n + side.size, 0);
  }

  /** The side that expands next: 0 (forward, or the only list) or 1 (backward). */
  get nextSide() {
    if (!this.both) return 0;
    this.both.ensureSorted();
    if (this.both.size) return this.both.cells[0] & 1;
    return this.sides[1].size < this.sides[0].size ? 1 : 0;
  }

  /** Number of entries in one side's list (BOTH: both lists). */
  sizeOf(side = 0) { return side === BOTH ? this.size : this.sides[side].size; }

  /** The cell expanded next (-1 when the list is empty). */
  first() {
    const list = this.both ?? this.sides[0];
    list.ensureSorted();
    if (!list.size) return -1;
    return this.both ? list.cells[0] >> 1 : list.cells[0];
  }

  /**
   * `count` entries of one side from position `from`, in the order the search takes them:
   * { cell, f, g, h, tie, side } (tie: the tie value, or the queue position for breadth-first
   * search; side: 0 forward, 1 backward). `side` BOTH: both lists of a bidirectional search.
   */
  entries(side = 0, from = 0, count = Infinity) {
    const list = side === BOTH ? this.both : this.sides[side];
    list.ensureSorted();
    const end = Math.min(list.size, from + count);
    const out = [];
    for (let i = Math.max(0, from); i < end; i++) out.push(this.entryAt(side, i));
    return out;
  }

  entryAt(side, i) {
    const list = side === BOTH ? this.both : this.sides[side];
    list.ensureSorted();
    const id = list.cells[i];
    const e = list.eventOf(id);
    const g = this.trace.g[e], h = this.trace.h[e];
    const f = entryF(this.rule, g, h);
    const entry = { cell: side === BOTH ? id >> 1 : id, side: side === BOTH ? id & 1 : side, g, h, f,
      tie: entryTieValue(this.rule, g, h, this.ordinal?.[e] ?? 0) };
    // The two-part key of LPA* and D* Lite: [min(g, rhs) + h; min(g, rhs)]; a queued cell's event holds its rhs.
    if (this.rule.kind === 'two-part-key') Object.assign(entry, { rhs: g, key: [f, g] });
    return entry;
  }

  /** Position of a cell in a side's list (BOTH: in both lists, as it waits on side sideOf(cell)), or -1. */
  rankOf(cell, side = 0) {
    const list = side === BOTH ? this.both : this.sides[side];
    const id = side === BOTH ? cell * 2 + Math.max(0, this.sideOf(cell)) : cell;
    if (!list.has(id)) return -1;
    list.ensureSorted();
    return list.position(id);
  }

  /** The side whose list holds the cell (0 first), or -1. */
  sideOf(cell) {
    return this.sides.findIndex((side) => side.has(cell));
  }

  #keyF(e) {
    return entryKey(this.rule, this.trace.g[e], this.trace.h[e]);
  }

  #keyT(e) {
    return entryTie(this.rule, this.trace.g[e], this.trace.h[e], this.ordinal?.[e] ?? 0);
  }

  #side(kind) {
    return this.sides.length === 2 && kind & TRACE_BACKWARD_FLAG ? this.sides[1] : this.sides[0];
  }

  // An entry of both lists: the event that takes it, then (never taken) the side, then its key.
  #bothKeyF(e) {
    const taken = this.takenAt[e];
    return taken >= 0 ? taken : this.replay.length + (this.trace.kinds[e] & TRACE_BACKWARD_FLAG ? 1 : 0);
  }

  #bothId(e) {
    return this.trace.cells[e] * 2 + (this.trace.kinds[e] & TRACE_BACKWARD_FLAG ? 1 : 0);
  }

  #join(e) {
    this.#side(this.trace.kinds[e]).insert(this.trace.cells[e], e, this.#keyF(e), this.#keyT(e));
    if (this.both) this.both.insert(this.#bothId(e), e, this.#bothKeyF(e), this.#keyF(e));
  }

  #leave(e) {
    this.#side(this.trace.kinds[e]).remove(this.trace.cells[e]);
    if (this.both) this.both.remove(this.#bothId(e));
  }

  #forward(target) {
    while (this.applied < target) {
      const next = this.checkpoints.length;
      const checkpointAt = (next + 1) * this.checkpointEvery;
      if (this.applied === checkpointAt) {
        this.checkpoints.push(this.#checkpoint());
        continue;
      }
      this.#apply(checkpointAt < this.replay.length ? Math.min(target, checkpointAt) : target);
    }
  }

  #apply(end) {
    const { kinds } = this.trace;
    for (let i = this.applied; i < end; i++) {
      const kind = kinds[i] & KIND_MASK;
      if (kind === OPEN || kind === IMPROVE) this.#join(i);
      else if (kind === EXPAND || kind === LEAVE) this.#leave(i);
    }
    this.applied = end;
  }

  // The lists' entries, as the events that made them, in order.
  #checkpoint() {
    const events = this.lists.map((list) => {
      const { batching } = list;
      list.ensureSorted();
      list.batching = batching; // the rest of a long move still batches
      return list.events.slice(0, list.length);
    });
    return { applied: this.applied, events, size: this.size };
  }

  #clear() {
    for (const list of this.lists) list.clear();
    this.applied = 0;
  }

  #restore(checkpoint) {
    const { cells } = this.trace;
    this.lists.forEach((list, n) => {
      if (list === this.both) list.load(checkpoint.events[n], (e) => this.#bothId(e), (e) => this.#bothKeyF(e), (e) => this.#keyF(e));
      else list.load(checkpoint.events[n], (e) => cells[e], (e) => this.#keyF(e), (e) => this.#keyT(e));
    });
    this.applied = checkpoint.applied;
  }

  // Undoes events: a cell gets back the entry of its previous event on the same side, if it was one.
  #back(target) {
    const { kinds, cells } = this.trace;
    for (let i = this.applied - 1; i >= target; i--) {
      const kind = kinds[i] & KIND_MASK;
      if (kind !== OPEN && kind !== IMPROVE && kind !== EXPAND && kind !== LEAVE) continue;
      const cell = cells[i];
      this.#side(kinds[i]).remove(cell);
      if (this.both) this.both.remove(this.#bothId(i));
      const before = this.#previousOnSide(i);
      const wasWaiting = before >= 0 && (kinds[before] & KIND_MASK) !== EXPAND && (kinds[before] & KIND_MASK) !== LEAVE;
      if (wasWaiting) this.#join(before);
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

// For each open/improve event of a bidirectional search, the next expand event of its cell on
// its side (the one that takes the entry), or -1 when the search never takes it.
function takenAt(trace, length, cellCount) {
  const taken = new Int32Array(length).fill(-1);
  // Per cell and side, the next expand event + 1 (0: none), so that the per-cell arrays need no filling.
  const next = [new Int32Array(cellCount), new Int32Array(cellCount)];
  const { kinds, cells } = trace;
  for (let i = length - 1; i >= 0; i--) {
    const kind = kinds[i] & KIND_MASK;
    const side = next[kinds[i] & TRACE_BACKWARD_FLAG ? 1 : 0];
    if (kind === EXPAND) side[cells[i]] = i + 1;
    else if (kind === OPEN || kind === IMPROVE) taken[i] = side[cells[i]] - 1;
  }
  return taken;
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
