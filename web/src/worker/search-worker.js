// Web Worker: runs a whole search with the library off the main thread and
// transfers the trace buffers (no copy) back to the page.
//
// The messages are one typed union (worker-messages.js); this file has one handler per request type.
// Request:  { id, type: 'search', width, height, cells: Uint8Array | null, cellChanges?, options, showStep? }   (options
//           as findPath takes them; cells null: the map of the previous request, with cellChanges applied: cells-sync.js)
// Reply:    { id, ok: true, result, trace: { length, truncated, kinds, cells, parents, g, h }, index, replayState? }
//        or { id, ok: false, error: 'message', code?, option? } (the library's error code and the option at fault,
//           web/src/lib/errors.js)
// `index` is indexTrace(trace) (web/src/model/replay.js), computed here so the page's thread does not.
// With `showStep` (a step, Infinity for the last), `replayState` is a TraceReplay's exportState()
// at that step: on a 2000 x 2000 map, replaying millions of events and allocating
// the per-cell arrays would otherwise block the page's thread for several frames.
// Type 'compare' runs a comparison (compare-searches.js); 'waypoints', the waypoints mode's graph
// searches (waypoint-searches.js); 'batch' a .scen file's scenarios (scenario-batch.js); 'parseMap'
// parses a .map file (map-file.js); 'flowField' keeps and repairs the flow field mode's field (flow-field.js);
// 'checkTrace' checks a trace from another program and 'posthocTrace' writes the core's run as one (trace-check.js);
// 'fastest' is the library's pick of a search for the map (fastest-pick.js).
// LPA* and D* Lite keep their replanner between requests and repair after edits (replan-search.js).

import { loadPathlab, loadTraces, loadYaml } from '../lib/pathlab.js';
import { traceNeedsYaml } from '../lib/trace-kind.js';
import { compareSearches, runsTransfers } from './compare-searches.js';
import { waypointSearches } from './waypoint-searches.js';
import { flowFieldReply, flowFieldTransfers } from './flow-field-upkeep.js';
import { gridWith } from './worker-grid.js';
import { runScenarioBatch } from './scenario-batch.js';
import { withPageLimits } from './page-limits.js';
import { parseMapBytes } from './map-file.js';
import { forgetReplanner, replans, replanSearch } from './replan-search.js';
import { copiedTrace, tracedReply, tracedTransfers } from './traced-reply.js';
import { errorFields, REQUEST_TYPES } from './worker-messages.js';
import { checkTraceReply, checkTraceTransfers, posthocTraceReply } from './trace-check.js';
import { fastestReply } from './fastest-pick.js';

// Without the trace tools and the YAML reader: only the requests that read or write a trace need
// them, and those load them first (NEEDS_TRACES, NEEDS_YAML).
const library = loadPathlab({ yaml: false, traces: false });

/** The requests that read or write a trace. */
const NEEDS_TRACES = new Set(['checkTrace', 'posthocTrace']);

/** The requests that read or write YAML, by type: a check of a YAML trace, a run written as one. */
const NEEDS_YAML = {
  checkTrace: (/** @type {import('./worker-messages.js').CheckTraceRequest} */ request) => traceNeedsYaml(request.text),
  posthocTrace: () => true,
};

/**
 * One handler per request type (worker-messages.js): each answers through post(reply fields, transfer list).
 * @type {{[T in import('./worker-messages.js').RequestType]: (pl: import('../lib/pathlab.js').Pathlab, request: Extract<import('./worker-messages.js').WorkerRequest, {type: T}>,
 *   post: (reply: object, transfer?: Transferable[]) => void) => void}}
 */
const HANDLERS = {
  search(pl, request, post) {
    const reply = search(pl, request);
    post(reply, tracedTransfers(reply));
  },
  compare(pl, request, post) {
    const reply = compareSearches(pl, request);
    post(reply, runsTransfers(reply));
  },
  waypoints(pl, request, post) {
    const reply = waypointSearches(pl, request);
    post(reply, runsTransfers(reply));
  },
  flowField(pl, request, post) {
    const reply = flowFieldReply(pl, request);
    post(reply, flowFieldTransfers(reply));
  },
  parseMap(pl, request, post) {
    const map = parseMapBytes(pl, request.mapBytes);
    post(map, [map.cells.buffer, ...map.copies.map((copy) => copy.buffer)]);
  },
  batch(pl, request, post) {
    runScenarioBatch(pl, request.batch, (message) => post(message));
  },
  checkTrace(pl, request, post) {
    const reply = checkTraceReply(pl, request);
    post(reply, checkTraceTransfers(reply));
  },
  posthocTrace(pl, request, post) {
    post(posthocTraceReply(pl, request));
  },
  fastest(pl, request, post) {
    post(fastestReply(pl, request));
  },
};

self.onmessage = async (/** @type {MessageEvent<import('./worker-messages.js').WorkerRequest>} */ { data }) => {
  const { id } = data;
  try {
    const handler = HANDLERS[data.type];
    if (!handler) throw new Error(`unknown request type ${JSON.stringify(data.type)} (known: ${REQUEST_TYPES.join(', ')})`);
    const pl = await library;
    if (NEEDS_TRACES.has(data.type)) await loadTraces();
    if (NEEDS_YAML[data.type]?.(data)) await loadYaml();
    handler(pl, /** @type {never} */ (data), (reply, transfer = []) => self.postMessage({ id, ok: true, ...reply }, { transfer }));
  } catch (error) {
    self.postMessage({ id, ok: false, ...errorFields(error) }); // the page offers a way out by code and option
  }
};

/** @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').SearchRequest} request */
function search(pl, { width, height, cells, cellChanges, options, showStep, fresh }) {
  if (fresh) forgetReplanner();
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
