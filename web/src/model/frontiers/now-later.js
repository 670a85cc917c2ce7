// Fringe search's one list, walked in order: cells with f within the threshold now, the rest later.
import { FringeListTracker } from '../fringe-list.js';
import { formatNumber } from '../numbers.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'now-later',
  track: (replay) => new FringeListTracker(replay),
  container: 'list',
  list: 'list',
  startSentence: (ex, start, h) => `The search starts at ${start} with g 0, the only cell in its list. The first iteration takes the cells whose f = g + h is within the threshold ${ex.n(h)}, h of the start; the others wait for a later iteration.`,
  expandSentence(ex, i, cell, g, h) {
    const o = /** @type {FringeListTracker} */ (ex.openList);
    return `Expanded ${cell}: f = ${ex.n(g + h)} = g ${ex.n(g)} + h ${ex.n(h)}, within the threshold ${ex.n(o.threshold)} of iteration ${o.iteration.toLocaleString('en-US')}, the next such cell of the list; its children go into the list where it stood, to be looked at next.`;
  },
  title(tracker, count, size, integer) {
    const fringe = /** @type {FringeListTracker} */ (tracker);
    return `${count} in the list · threshold ${formatNumber(fringe.threshold, integer)}, iteration ${fringe.iteration.toLocaleString('en-US')}`;
  },
  reason({ name, say, expected, right, rank, cell, first, mine, notWaiting }) {
    const head = `${name} walks its list in order and takes the next cell whose f is within the threshold ${formatNumber(first.threshold)}: ${say(expected)} (f ${formatNumber(first.f)}).`;
    if (right) return head;
    // The walk passes over cells: there "not waiting" is the whole reason.
    if (rank < 0) return `${head} ${notWaiting('list', true)}`;
    return `${head} ${say(cell)} comes later: number ${rank + 1} on the walk${mine && !mine.now ? `, and its f ${formatNumber(mine.f)} is over the threshold` : ''}.`;
  },
};
