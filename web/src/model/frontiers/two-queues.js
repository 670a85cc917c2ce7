// Two priority queues, one per direction; the side with fewer entries goes next (bidirectional
// A* and Dijkstra).
import { TRACE_BACKWARD_FLAG } from '../../lib/trace-format.js';
import { OpenListTracker } from '../open-list.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'two-queues',
  track: (replay, how) => new OpenListTracker(replay, how),
  expandSentence(ex, i, cell, g, h) {
    const backward = (ex.trace.kinds[i] & TRACE_BACKWARD_FLAG) !== 0;
    const side = backward ? 'backward (from the goal)' : 'forward (from the start)';
    const key = ex.rule.hWeight === 0 ? `g = ${ex.n(g)}` : ex.keyWords(g, h, 'key').replace(' + h', ' + p').replace('× h', '× p');
    return `Expanded ${cell} on the ${side} side: ${key}, the lowest in that side's open list.`;
  },
  keyed: true,
};
