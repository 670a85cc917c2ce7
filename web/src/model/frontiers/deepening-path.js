// IDA*'s current path and each of its nodes' untried children, deepest first, under a bound on f.
import { NO_PARENT } from '../../lib/trace-format.js';
import { DeepeningPathTracker } from '../ida-path-tracker.js';
import { formatNumber } from '../numbers.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'deepening-path',
  track: (replay) => new DeepeningPathTracker(replay),
  list: 'children to try',
  startSentence: (ex, start, h) => `The search starts at ${start} with g 0. The first pass may go as deep as f = g + h stays within the bound ${ex.n(h)}, h of the start.`,
  // The visit, the pass and its bound, and how far the pass backed up to make it.
  expandSentence(ex, i, cell, g, h) {
    const o = /** @type {DeepeningPathTracker} */ (ex.openList);
    const parts = [];
    if (ex.trace.parents[i] === NO_PARENT && o.pass > 1) {
      parts.push(`Pass ${o.pass.toLocaleString('en-US')} begins: no path within the last bound, so the bound is raised to ${ex.n(o.bound)}, the smallest f that went past it, and the search starts again from ${cell}.`);
    }
    const left = o.backedUpFrom;
    if (left.length) {
      parts.push(`Backed up from ${ex.someCells(left.map((c) => ex.cell(c)))}: every child within the bound was tried.`);
    }
    parts.push(`Expanded ${cell} (depth ${Math.max(0, o.path.length - 1).toLocaleString('en-US')}): f = ${ex.n(g + h)} = g ${ex.n(g)} + h ${ex.n(h)}, within the bound ${ex.n(o.bound)} of pass ${o.pass.toLocaleString('en-US')}.`);
    return parts.join(' ');
  },
  title(tracker, count, size, integer) {
    const ida = /** @type {DeepeningPathTracker} */ (tracker);
    return `${count} to try · pass ${ida.pass.toLocaleString('en-US')}, bound ${formatNumber(ida.bound, integer)}, depth ${Math.max(0, ida.path.length - 1).toLocaleString('en-US')}`;
  },
  tieColumn: false,
  showsF: false,
  asksParents: false, // IDA* forgets: each pass reaches cells anew
  reason({ name, say, expected, right, rank, cell, first, notWaiting }) {
    const head = `${name} goes deep first: it tries the children of the deepest cell on its path first, and ${say(expected)} is next (f ${formatNumber(first.f)}, within the bound ${formatNumber(first.bound)}).`;
    if (right) return head;
    // IDA* keeps no closed list: there "not waiting" is the whole reason.
    return `${head} ${rank >= 0 ? `${say(cell)} waits further back: number ${rank + 1} to try.` : notWaiting('children to try', true)}`;
  },
};
