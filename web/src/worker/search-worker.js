// Web Worker: runs a whole search with the library off the main thread and
// transfers the trace buffers (no copy) back to the page.
//
// Request:  { id, width, height, cells: Uint8Array | null, cellChanges?, options, showStep? }   (options as findPath
//           takes them; cells null: the map of the previous request, with cellChanges applied: cells-sync.js)
// Reply:    { id, ok: true, result, trace: { length, truncated, kinds, cells, parents, g, h }, index, replayState? }
//        or { id, ok: false, error: 'message', code? } (code: the library's error code, web/src/lib/errors.js)
// `index` is indexTrace(trace) (web/src/model/replay.js), computed here so the page's thread does not.
// With `showStep` (a step, Infinity for the last), `replayState` is a TraceReplay's exportState()
// at that step: on a 2000 x 2000 map, replaying millions of events and allocating
// the per-cell arrays would otherwise block the page's thread for several frames.
// A request with `searches` instead of `options` runs a comparison (compare-searches.js);
// one with `waypoints`, the waypoints mode's graph searches (waypoint-searches.js);
// one with `batch` runs a .scen file's scenarios (scenario-batch.js);
// one with `mapBytes` parses a .map file (map-file.js);
// one with `flowField` keeps and repairs the flow field mode's field (flow-field.js).
// LPA* and D* Lite keep their replanner between requests and repair after edits (replan-search.js).

import { loadPathlab } from '../lib/pathlab.js';
import { compareSearches, runsTransfers } from './compare-searches.js';
import { waypointSearches } from './waypoint-searches.js';
import { flowFieldReply, flowFieldTransfers } from './flow-field.js';
import { gridWith } from './worker-grid.js';
import { runScenarioBatch } from './scenario-batch.js';
import { withPageLimits } from './page-limits.js';
import { parseMapBytes } from './map-file.js';
import { replans, replanSearch } from './replan-search.js';
import { copiedTrace, tracedReply, tracedTransfers } from './traced-reply.js';

const library = loadPathlab();

self.onmessage = async ({ data }) => {
  const { id } = data;
  try {
    if (data.batch) {
      runScenarioBatch(await library, data.batch, (message) => self.postMessage({ id, ok: true, ...message }));
      return;
    }
    if (data.mapBytes) {
      const map = parseMapBytes(await library, data.mapBytes);
      self.postMessage({ id, ok: true, ...map }, [map.cells.buffer, ...map.copies.map((copy) => copy.buffer)]);
      return;
    }
    if (data.flowField) {
      const reply = flowFieldReply(await library, data);
      self.postMessage({ id, ok: true, ...reply }, flowFieldTransfers(reply));
      return;
    }
    if (data.searches || data.waypoints) {
      const reply = (data.searches ? compareSearches : waypointSearches)(await library, data);
      self.postMessage({ id, ok: true, ...reply }, runsTransfers(reply));
      return;
    }
    const reply = search(await library, data);
    self.postMessage({ id, ok: true, ...reply }, tracedTransfers(reply));
  } catch (error) {
    self.postMessage({ id, ok: false, error: error?.message ?? String(error), code: error?.code }); // the page offers a way out by code
  }
};

function search(pl, { width, height, cells, cellChanges, options, showStep }) {
  const grid = gridWith(pl, width, height, cells, cellChanges);
  const { result, trace } = replans(options) ? replanSearch(pl, grid, options) : searchOnce(pl, grid, options);
  return { result, ...tracedReply(trace, width * height, showStep) };
}

function searchOnce(pl, grid, options) {
  let run = null;
  try {
    run = pl.createSearch(grid, withPageLimits(options));
    const result = run.run();
    return { result, trace: copiedTrace(run) };
  } finally {
    run?.delete(); // its workspace goes back to the library for the next search
  }
}
