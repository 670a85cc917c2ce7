// The search worker's side-by-side comparison (compare mode): several searches
// on one map, each with its trace for replay and its time per search. Timing
// runs findPath without a trace repeatedly for about `timeMs` per search,
// because browsers coarsen their clocks to 0.1 ms or more; here, off the page's
// thread, those repeats no longer freeze the page.
//
// Request:  { id, width, height, cells: Uint8Array, searches: [options, …], timeMs }
// Reply:    { id, ok: true, runs: [{ ok: true, result, trace, index, replayState, micros } | { ok: false, error }, …] }
//           (one run per search, in order; one search's error does not stop the others; index and
//           replayState at the last step as traced-reply.js makes them, so the page does not replay)

import { gridWith } from './worker-grid.js';
import { copiedTrace, tracedReply, tracedTransfers } from './traced-reply.js';

const MAX_TIMED_RUNS = 2000;

/** Runs every search of the request on one grid. */
export function compareSearches(pl, { width, height, cells, searches, timeMs }) {
  const grid = gridWith(pl, width, height, cells);
  return { runs: searches.map((options) => searchAndTime(pl, grid, options, timeMs, width * height)) };
}

/** The trace buffers of a reply's runs (comparison or waypoints), to transfer rather than copy. */
export function runsTransfers({ runs }) {
  return runs.filter((run) => run.trace).flatMap(tracedTransfers);
}

function searchAndTime(pl, grid, options, timeMs, cellCount) {
  let search = null;
  try {
    search = pl.createSearch(grid, options);
    const result = search.run();
    const traced = tracedReply(copiedTrace(search), cellCount, Infinity);
    const micros = averageMicros(() => pl.findPath(grid, options), timeMs);
    return { ok: true, result, ...traced, micros };
  } catch (error) {
    return { ok: false, error: error?.message ?? String(error) };
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
