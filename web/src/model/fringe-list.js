// Fringe search's frontier at the step a replay shows, from the trace alone:
// its one list in order, where the walk stands, and the iteration's threshold
// on f. The cells the walk will take now (f within the threshold, from where it
// stands) come first, then, if none is left, those the next iteration takes
// (f within the lowest f in the list, from the head), then the rest of the list.
//
// The trace (cpp/algorithms/fringe_search.hpp): a threshold event starts each
// iteration (its cell is the list's head, its g the threshold); an expand event
// takes a cell out of the list; the open and improve events after it put its
// children into the list where it stood, first child first (a child already in
// the list moves there), and the walk goes on from the first child.

import { TRACE_KINDS } from '../lib/trace-format.js';
import { entryKey, frontierRuleOf } from './frontier-key.js';

const { open: OPEN, improve: IMPROVE, expand: EXPAND, threshold: THRESHOLD } = TRACE_KINDS;
const NONE = -1;

export class FringeListTracker {
  /** @param {import('./replay.js').TraceReplay} replay the replay whose step the view follows */
  constructor(replay) {
    this.replay = replay;
    this.trace = replay.trace;
    this.rule = frontierRuleOf(replay.trace);
    this.sides = [null]; // one list
    const cells = replay.cellCount;
    this.next = new Int32Array(cells);
    this.prev = new Int32Array(cells);
    this.eventOf = new Int32Array(cells); // the open/improve event that put the cell in the list; -1: not in it
    this.#reset();
  }

  /** Brings the view to the replay's current event (backwards: replays from the start). */
  sync() {
    const target = this.replay.applied;
    if (target < this.applied) this.#reset();
    const { kinds, cells, g } = this.trace;
    for (let i = this.applied; i < target; i++) {
      const kind = kinds[i];
      const cell = cells[i];
      if (kind === THRESHOLD) {
        this.threshold = g[i];
        this.iteration++;
        this.walk = this.head;
      } else if (kind === EXPAND) {
        this.anchor = this.prev[cell];
        this.after = this.next[cell];
        this.#unlink(cell);
        this.firstChild = NONE;
        this.walk = this.after;
      } else if (kind === OPEN || kind === IMPROVE) {
        if (this.eventOf[cell] >= 0) {
          // A child already in the list moves: the places the insertion is anchored to move past it.
          if (cell === this.after) this.after = this.next[cell];
          if (cell === this.anchor) this.anchor = this.prev[cell];
          this.#unlink(cell);
        }
        this.#insertAfter(this.anchor, cell, i);
        this.anchor = cell;
        if (this.firstChild === NONE) this.firstChild = cell;
        this.walk = this.firstChild;
      }
    }
    this.applied = target;
    return true;
  }

  get size() { return this.count; }
  sizeOf() { return this.count; }
  get nextSide() { return 0; }

  /** The cell expanded next (-1 when the list is empty). */
  first() {
    const order = this.#order(1);
    return order.length ? order[0] : NONE;
  }

  /** Entries from position `from` in the order the search will take them: { cell, f, g, h, now, side, tie }. */
  entries(_side = 0, from = 0, count = Infinity) {
    const order = this.#order(from + count);
    return order.slice(from).map((cell, i) => this.#entry(cell, from + i));
  }

  entryAt(side, i) { return this.#entry(this.#order(i + 1)[i], i); }

  rankOf(cell) { return this.eventOf[cell] >= 0 ? this.#order(Infinity).indexOf(cell) : NONE; }
  sideOf(cell) { return this.eventOf[cell] >= 0 ? 0 : NONE; }

  /** f as the search compares it with the threshold (rounded as the core rounds it). */
  fOf(cell) {
    const e = this.eventOf[cell];
    return entryKey(this.rule, this.trace.g[e], this.trace.h[e]);
  }

  #entry(cell, i) {
    const e = this.eventOf[cell];
    const g = this.trace.g[e], h = this.trace.h[e];
    return { cell, g, h, f: g + h, side: 0, tie: i, now: this.fOf(cell) <= this.threshold, threshold: this.threshold };
  }

  // Up to `limit` cells in the order the search takes them (see the top of the file).
  #order(limit) {
    const out = [];
    const taken = new Set();
    const take = (from, bound) => {
      for (let c = from; c !== NONE && out.length < limit; c = this.next[c]) {
        if (!taken.has(c) && this.fOf(c) <= bound) {
          out.push(c);
          taken.add(c);
        }
      }
    };
    take(this.walk, this.threshold);
    if (out.length === 0 && this.count > 0) {
      let lowest = Infinity;
      for (let c = this.head; c !== NONE; c = this.next[c]) lowest = Math.min(lowest, this.fOf(c));
      take(this.head, lowest);
    }
    for (let c = this.head; c !== NONE && out.length < limit; c = this.next[c]) {
      if (!taken.has(c)) out.push(c);
    }
    return out;
  }

  #reset() {
    this.eventOf.fill(-1);
    this.head = this.walk = this.anchor = this.after = this.firstChild = NONE;
    this.count = 0;
    this.threshold = 0;
    this.iteration = 0;
    this.applied = 0;
  }

  #insertAfter(at, cell, event) {
    const following = at === NONE ? this.head : this.next[at];
    this.prev[cell] = at;
    this.next[cell] = following;
    if (at === NONE) this.head = cell;
    else this.next[at] = cell;
    if (following !== NONE) this.prev[following] = cell;
    this.eventOf[cell] = event;
    this.count++;
  }

  #unlink(cell) {
    const before = this.prev[cell], after = this.next[cell];
    if (before === NONE) this.head = after;
    else this.next[before] = after;
    if (after !== NONE) this.prev[after] = before;
    this.eventOf[cell] = -1;
    this.count--;
  }
}
