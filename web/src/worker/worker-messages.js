// The search worker's messages, as one union of requests and one of replies. Every
// request names its `type`; the worker (search-worker.js) has one handler per type.
// A failed request's reply keeps the library's `code` and, for an option at fault, its
// `option` (web/src/lib/errors.js, options.js), so the page can name the option and
// offer a way out just as it does for a search on its own thread.

/**
 * The map a request searches on: the whole map, or null with the cells changed since the
 * worker's previous request (cells-sync.js).
 * @typedef {{width: number, height: number, cells: Uint8Array | null,
 *   cellChanges?: {indices: Uint32Array, values: Uint8Array}}} MapCells
 */
/**
 * @typedef {{id: number, type: 'search', options: object, showStep?: number, fresh?: boolean} & MapCells} SearchRequest one traced
 *   search; fresh: a replanner kept from earlier requests is dropped first (Clear search)
 */
/** @typedef {{id: number, type: 'compare', searches: object[], timeMs: number} & MapCells} CompareRequest compare mode (compare-searches.js) */
/**
 * @typedef {{id: number, type: 'waypoints', waypoints: number[][], algorithms: import('../lib/pathlab.js').GraphAlgorithm[],
 *   pathCorners?: number, traceDetail?: import('../lib/pathlab.js').TraceDetail} & MapCells} WaypointsRequest the waypoints mode's graph searches (waypoint-searches.js)
 */
/** @typedef {{id: number, type: 'flowField', flowField: object} & MapCells} FlowFieldRequest the flow field mode (flow-field.js) */
/** @typedef {{id: number, type: 'parseMap', mapBytes: ArrayBuffer}} ParseMapRequest a .map file's bytes (map-file.js) */
/**
 * @typedef {{id: number, type: 'batch', batch: {width: number, height: number, cells: Uint8Array, options: object,
 *   scenarios: number[][]}}} BatchRequest a .scen file's scenarios (scenario-batch.js)
 */
/**
 * @typedef {{id: number, type: 'checkTrace', text: string, board: {start: number[], goal: number[], options: object, tieRule?: string},
 *   imposed: null | {start: number[], goal: number[], options: object, tieRule: string}} & MapCells} CheckTraceRequest
 *   a trace from another program, checked (trace-check.js, docs/check-your-search.md)
 */
/** @typedef {{id: number, type: 'posthocTrace', options: object} & MapCells} PosthocTraceRequest the core's run as Posthoc YAML (trace-check.js) */
/** @typedef {{id: number, type: 'fastest', diagonalMovement: import('../lib/pathlab.js').DiagonalMovement, terrainCost?: import('../lib/pathlab.js').TerrainCost} & MapCells} FastestRequest the library's pick for this map (fastest-pick.js) */
/**
 * @typedef {SearchRequest | CompareRequest | WaypointsRequest | FlowFieldRequest | ParseMapRequest | BatchRequest
 *   | CheckTraceRequest | PosthocTraceRequest | FastestRequest} WorkerRequest
 */
/** @typedef {WorkerRequest['type']} RequestType */

/** What crosses the worker for an error: its message, and the library's code and option at fault when it has them. */
/** @typedef {{error: string, code?: string, option?: string}} ErrorFields */
/** @typedef {{id: number, ok: true} & Record<string, unknown>} SuccessReply the handler's fields (see each handler's file) */
/** @typedef {{id: number, ok: false} & ErrorFields} ErrorReply */
/** @typedef {SuccessReply | ErrorReply} WorkerReply */

/** The request types, in the order search-worker.js lists its handlers. */
export const REQUEST_TYPES = Object.freeze(['search', 'compare', 'waypoints', 'flowField', 'parseMap', 'batch', 'checkTrace', 'posthocTrace', 'fastest']);

/**
 * An error as it crosses the worker (a clone keeps only plain fields, not an Error's own properties).
 * @param {unknown} error
 * @returns {ErrorFields}
 */
export function errorFields(error) {
  const { message, code, option } = /** @type {{message?: unknown, code?: unknown, option?: unknown}} */ (error ?? {});
  /** @type {ErrorFields} */
  const fields = { error: typeof message === 'string' ? message : String(error) };
  if (typeof code === 'string') fields.code = code;
  if (typeof option === 'string') fields.option = option;
  return fields;
}

/**
 * The Error the page's side rejects with, from the fields that crossed: the same message, code and option.
 * @param {ErrorFields} fields
 * @returns {Error & {code?: string, option?: string}}
 */
export function errorOf({ error, code, option }) {
  const result = /** @type {Error & {code?: string, option?: string}} */ (new Error(error));
  if (code) result.code = code;
  if (option) result.option = option;
  return result;
}
