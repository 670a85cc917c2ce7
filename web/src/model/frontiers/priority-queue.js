// A priority queue: lowest key first (A*, Dijkstra, greedy, weighted A*, JPS, JPS+, Theta*).
// The default words of every part (frontiers/frontier-kinds.js) are this kind's.
import { OpenListTracker } from '../open-list.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'priority-queue',
  track: (replay, how) => new OpenListTracker(replay, how),
  countsOpened: true,
  keyed: true,
};
