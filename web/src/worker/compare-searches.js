// The search worker's side-by-side comparison (compare mode): several searches
// on one map, each with its trace for replay and its time per search. Timing
// runs findPath without a trace repeatedly for about `timeMs` per search,
// because browsers coarsen their clocks to 0.1 ms or more; here, off the page's
// thread, those repeats no longer freeze the page. A table a search builds once per map
// (JPS+'s jump table) is built before the timing and reported apart (result.precomputeMicros):
// the time per search is the search's alone.
//
// Request:  { id, type: 'compare', width, height, cells: Uint8Array | null, cellChanges?, searches: [options, …], timeMs }
//           (cells as for a search: cells-sync.js)
// Reply:    { id, ok: true, runs: [{ ok: true, result, trace, index, replayState, micros } | { ok: false, error, code?, option? }, …],
//           cells } (one run per search, in order; one search's error does not stop the others; index and
//           replayState at the last step as traced-reply.js makes them, so the page does not replay; cells: the
//           map as searched, copied here, for the page's boards, so the page's thread copies no map)

import { errorFields } from './worker-messages.js';
import { gridWith } from './worker-grid.js';
import { copiedTrace, tracedReply, tracedTransfers } from './traced-reply.js';
import { withPageLimits } from './page-limits.js';

const MAX_TIMED_RUNS = 2000;

/** Runs every search of the request on one grid. @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').CompareRequest} request */
export function compareSearches(pl, { width, height, cells, cellChanges, searches, timeMs }) {
  const grid = gridWith(pl, width, height, cells, cellChanges);
  return { runs: searches.map((options) => searchAndTime(pl, grid, options, timeMs, width * height)), cells: grid.getCells() };
}

/**
 * The buffers of a reply (comparison or waypoints): its runs' traces and the map's cells, to transfer rather than copy.
 * @param {{runs: Array<{trace?: object, [field: string]: unknown}>, cells?: Uint8Array}} reply
 */
export function runsTransfers({ runs, cells }) {
  return [...runs.filter((run) => run.trace).flatMap(tracedTransfers), ...(cells ? [cells.buffer] : [])];
}

function searchAndTime(pl, grid, requested, timeMs, cellCount) {
  const options = withPageLimits(requested);
  let search = null;
  try {
    search = pl.createSearch(grid, options);
    const result = search.run();
    const traced = tracedReply(copiedTrace(search), cellCount, Infinity);
    pl.findPath(grid, options); // findPath searches with a workspace of its own: its table (if any) is built here, untimed
    const micros = averageMicros(() => pl.findPath(grid, options), timeMs);
    return { ok: true, result, ...traced, micros };
  } catch (error) {
    return { ok: false, ...errorFields(error) };
  } finally {
    search?.delete();
  }
}

function averageMicros(search, timeMs) {
  const began = performance.now();
  let runs = 0;
  do {
    search();
    runs++;
  } while (performance.now() - began < timeMs && runs < MAX_TIMED_RUNS);
  return ((performance.now() - began) * 1000) / runs;
}
