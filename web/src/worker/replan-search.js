// The search worker's replanning (live re-run with LPA* or D* Lite): one
// replanner kept between requests, so that a request after an edit repairs
// the previous search instead of searching again. The worker's grid journals
// the cells each request's copy of the map changed (Grid#setCells), the
// replanner reads them at plan(); moved markers go to setStart / setGoal. A
// new map size or other options start a new replanner (its first plan is a
// whole search). A repaired result also carries a fresh A*'s expansions on
// the same map, for the page to compare.
//
// replanSearch(pl, grid, options) -> { result, trace }, where result is the
// replanner's plan() result plus freshAStarExpanded when repaired.

import { REPLANNING_ALGORITHMS } from '../lib/options.js';
import { copiedTrace } from './traced-reply.js';

let kept = null; // { replanner, grid, settings }

/** Whether a request with these options runs through the kept replanner. */
export function replans(options) {
  return REPLANNING_ALGORITHMS.includes(options.algorithm) && !options.flee && !options.stopWhenHalfway;
}

/** Drops the kept replanner: the next request searches afresh (Clear search). */
export function forgetReplanner() {
  kept?.replanner.delete();
  kept = null;
}

export function replanSearch(pl, grid, options) {
  const { start, goal, ...rest } = options;
  const settings = JSON.stringify(rest);
  if (!kept || kept.grid !== grid || kept.settings !== settings) {
    kept?.replanner.delete();
    kept = null; // should the new one throw (bad options), nothing deleted stays kept
    kept = { replanner: pl.createReplanner(grid, options), grid, settings };
  } else {
    kept.replanner.setStart(...start);
    kept.replanner.setGoal(...goal);
  }
  let result;
  try {
    result = kept.replanner.plan();
  } catch (error) {
    kept.replanner.delete(); // an endpoint on a wall: the next request starts over
    kept = null;
    throw error;
  }
  if (result.repaired) result.freshAStarExpanded = pl.findPath(grid, { ...options, algorithm: 'astar' }).expanded;
  return { result, trace: copiedTrace(kept.replanner) };
}
