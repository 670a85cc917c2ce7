// A stack: last reached (or re-reached), first taken (depth-first search).
import { OpenListTracker } from '../open-list.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'lifo-stack',
  track: (replay, how) => new OpenListTracker(replay, how),
  container: 'stack',
  list: 'stack',
  expandSentence: (ex, i, cell, g) => `Expanded ${cell}: the top of the stack, the cell reached last (g ${ex.n(g)}).`,
  title: (tracker, count) => `${count} on the stack, top first`,
  showsF: false,
  reason({ name, say, expected, right, rank, cell, notWaiting }) {
    const head = `${name} takes the top of its stack: ${say(expected)} was pushed last.`;
    if (right) return head;
    return `${head} ${rank >= 0 ? `${say(cell)} is number ${rank + 1} from the top.` : notWaiting('stack')}`;
  },
};
