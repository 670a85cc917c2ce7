// The teaching views' model of a search's frontier at the step a replay shows, chosen by
// the kind of frontier the core says the search keeps (trace.frontier.kind,
// cpp/core/algorithm_info.hpp): each kind's file in model/frontiers/ names its model (IDA*'s
// current path and waiting children, Fringe search's list and threshold, or an ordered open
// list, queue or stack).

import { frontierKind } from './frontiers/frontier-kinds.js';

/** @typedef {import('./open-list.js').OpenListTracker | import('./ida-path-tracker.js').DeepeningPathTracker | import('./fringe-list.js').FringeListTracker} FrontierTracker */

/**
 * @param {import('./replay.js').TraceReplay} replay
 * @param {{syncNow?: boolean}} [how] syncNow false: start empty, for a caller that syncs in slices
 * @returns {FrontierTracker}
 */
export function frontierTracker(replay, how = {}) {
  return frontierKind(replay.trace.frontier?.kind).track(replay, how);
}
