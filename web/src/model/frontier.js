// The teaching views' model of a search's frontier at the step a replay shows,
// chosen by the kind of frontier the core says the search keeps
// (trace.frontier.kind, cpp/core/algorithm_info.hpp): IDA*'s current path and
// waiting children, Fringe search's list and threshold, or an ordered open
// list, queue or stack for every other.

import { DeepeningPathTracker } from './deepening-path.js';
import { FringeListTracker } from './fringe-list.js';
import { OpenListTracker } from './open-list.js';

/** @typedef {OpenListTracker | DeepeningPathTracker | FringeListTracker} FrontierTracker */

/**
 * @param {import('./replay.js').TraceReplay} replay
 * @param {{syncNow?: boolean}} [how] syncNow false: start empty, for a caller that syncs in slices
 * @returns {FrontierTracker}
 */
export function frontierTracker(replay, how = {}) {
  if (replay.trace.frontier?.kind === 'deepening-path') return new DeepeningPathTracker(replay);
  if (replay.trace.frontier?.kind === 'now-later') return new FringeListTracker(replay);
  return new OpenListTracker(replay, how);
}
