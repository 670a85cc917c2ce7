// IDA*'s frontier at the step a replay shows, from the trace alone: the current
// path (the cells the depth-first pass stands on, start first), the bound of the
// pass and its number, and the children still to try, in the order the pass
// will try them (the deepest cell's children first, each cell's in the order it
// opened them). The same cell can wait twice, as the child of two cells of the
// path: IDA* keeps no closed list.
//
// The trace (cpp/algorithms/ida_star.hpp): each pass opens the start with no
// parent and the pass's bound as h; an expand event is a visit, and the open
// events after it are that cell's children within the bound. A visit takes the
// first waiting child; the cells of the path above that child's parent have
// been left (every child within the bound tried): the pass backed up.

import { NO_PARENT, TRACE_KINDS } from '../lib/trace-format.js';
import { frontierRuleOf } from './frontier-key.js';

const { open: OPEN, expand: EXPAND } = TRACE_KINDS;

export class DeepeningPathTracker {
  /**
   * @param {import('./replay.js').TraceReplay} replay the replay whose step the view follows
   */
  constructor(replay) {
    this.replay = replay;
    this.trace = replay.trace;
    this.rule = frontierRuleOf(replay.trace);
    this.sides = [null]; // one list (the views ask how many)
    this.startH = this.trace.length > 0 ? this.trace.h[0] : 0; // the first pass's bound is h(start)
    this.#reset(0);
  }

  /** Brings the view to the replay's current event. Always completes (IDA* traces are replayed per pass). */
  sync() {
    const target = this.replay.applied;
    if (target < this.applied) this.#reset(this.#passStartBefore(target));
    const { kinds, parents } = this.trace;
    for (let i = this.applied; i < target; i++) {
      const kind = kinds[i];
      if (kind === OPEN && parents[i] === NO_PARENT) this.#beginPass(i);
      else if (kind === OPEN) this.pending.splice(this.insertAt++, 0, { event: i, owner: this.lastExpand });
      else if (kind === EXPAND) this.#visit(i);
    }
    this.applied = target;
    return true;
  }

  /** Children waiting (a cell counts once per parent it waits under). */
  get size() { return this.pending.length; }
  sizeOf() { return this.pending.length; }
  get nextSide() { return 0; }

  /** The cell visited next (-1 when nothing waits). */
  first() { return this.pending.length ? this.trace.cells[this.pending[0].event] : -1; }

  /** Waiting children from position `from`, the next visit first: { cell, f, g, h, tie, side, bound, parent }. */
  entries(side = 0, from = 0, count = Infinity) {
    const out = [];
    const end = Math.min(this.pending.length, from + count);
    for (let i = Math.max(0, from); i < end; i++) out.push(this.entryAt(side, i));
    return out;
  }

  entryAt(side, i) {
    const { event } = this.pending[i];
    const t = this.trace;
    const g = t.g[event];
    const h = t.parents[event] === NO_PARENT ? this.startH : t.h[event]; // a pass's open of the start holds its bound
    return { cell: t.cells[event], side: 0, g, h, f: g + h, tie: i, bound: this.bound, parent: t.parents[event] };
  }

  rankOf(cell) {
    const { cells } = this.trace;
    return this.pending.findIndex((p) => cells[p.event] === cell);
  }

  sideOf(cell) { return this.rankOf(cell) >= 0 ? 0 : -1; }

  /** The current path's cells, the start first (the last is the cell visited last). */
  get path() { return this.frames.map((f) => this.trace.cells[f]); }

  /** The cells the last visit backed up from (deepest first), empty when it went deeper. */
  get backedUpFrom() { return this.leftBehind.map((f) => this.trace.cells[f]); }

  #reset(passStart) {
    this.applied = Math.max(0, passStart);
    this.passStart = passStart;
    this.pending = []; // { event: its open event, owner: the expand event whose child it is (-1: the pass's start) }
    this.frames = []; // expand events of the current path
    this.leftBehind = [];
    this.insertAt = 0;
    this.lastExpand = -1;
    this.bound = this.startH;
    this.pass = passStart < 0 ? 0 : this.#passNumber(passStart);
  }

  #beginPass(i) {
    this.passStart = i;
    this.pending = [{ event: i, owner: -1 }];
    this.frames = [];
    this.leftBehind = [];
    this.insertAt = 0;
    this.lastExpand = -1;
    this.bound = this.trace.h[i];
    this.pass = this.#passNumber(i);
  }

  #visit(i) {
    const taken = this.pending.shift();
    const owner = taken ? taken.owner : -1;
    this.leftBehind = [];
    while (this.frames.length && this.frames[this.frames.length - 1] !== owner) this.leftBehind.push(this.frames.pop());
    this.frames.push(i);
    this.lastExpand = i;
    this.insertAt = 0;
  }

  // The last pass start at or before event `end` - 1 (-1: none yet).
  #passStartBefore(end) {
    const { kinds, parents } = this.trace;
    for (let i = end - 1; i >= 0; i--) if (kinds[i] === OPEN && parents[i] === NO_PARENT) return i;
    return -1;
  }

  #passNumber(passStart) {
    const { kinds, parents } = this.trace;
    let n = 0;
    for (let i = 0; i <= passStart; i++) if (kinds[i] === OPEN && parents[i] === NO_PARENT) n++;
    return n;
  }
}
