// The check's open list (trace-replay.js): a binary min-heap of cells by (key, second), keys that tie
// as the core's open list rounds them (trace-numbers.js) ordered by the second. Entries are never
// removed from the middle: a cell moved or closed gets a new stamp, and an entry is live while its
// stamp is the cell's.

import { sameKey } from './trace-numbers.js';

/** A min-heap of cells by (key, second) with lazy deletion: an entry is live while its stamp is the cell's. */
export class Heap {
  constructor() { this.keys = []; this.seconds = []; this.cells = []; this.stamps = []; }
  get size() { return this.cells.length; }
  less(i, j) {
    const a = this.keys[i];
    const b = this.keys[j];
    if (!sameKey(a, b)) return a < b;
    return this.seconds[i] < this.seconds[j];
  }
  swap(i, j) {
    const { keys, seconds, cells, stamps } = this;
    const k = keys[i]; keys[i] = keys[j]; keys[j] = k;
    const s = seconds[i]; seconds[i] = seconds[j]; seconds[j] = s;
    const c = cells[i]; cells[i] = cells[j]; cells[j] = c;
    const t = stamps[i]; stamps[i] = stamps[j]; stamps[j] = t;
  }
  push(key, second, cell, stamp) {
    let i = this.cells.length;
    this.keys.push(key); this.seconds.push(second); this.cells.push(cell); this.stamps.push(stamp);
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (!this.less(i, parent)) break;
      this.swap(i, parent);
      i = parent;
    }
  }
  pop() {
    const top = { key: this.keys[0], second: this.seconds[0], cell: this.cells[0], stamp: this.stamps[0] };
    const last = this.cells.length - 1;
    this.swap(0, last);
    this.keys.pop(); this.seconds.pop(); this.cells.pop(); this.stamps.pop();
    let i = 0;
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let m = i;
      if (l < this.cells.length && this.less(l, m)) m = l;
      if (r < this.cells.length && this.less(r, m)) m = r;
      if (m === i) break;
      this.swap(i, m);
      i = m;
    }
    return top;
  }
}
