// A queue: first reached, first taken (breadth-first search).
import { OpenListTracker } from '../open-list.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'fifo-queue',
  track: (replay, how) => new OpenListTracker(replay, how),
  container: 'queue',
  list: 'queue',
  expandSentence: (ex, i, cell, g) => `Expanded ${cell}: the first in the queue (g ${ex.n(g)}).`,
  title: (tracker, count) => `${count} in the queue`,
  showsF: false,
  reason({ name, say, expected, right, rank, cell, tracker, notWaiting }) {
    const head = `${name} takes the front of its queue: ${say(expected)} joined it first of the ${tracker.sizeOf(0)} waiting.`;
    if (right) return head;
    return `${head} ${rank >= 0 ? `${say(cell)} is number ${rank + 1} in line.` : notWaiting('queue')}`;
  },
};
