// Reading a raw search (core.Search or core.GraphSearch from the Embind module):
// the step count it takes, its result and its trace. Both kinds of search bind
// the same accessors (cpp/bindings/search_bindings.cpp, bindSearchResults).

import { UNLIMITED } from '../../build/pathlab-catalog.js';
import { STATUS_NAMES, STOPPED_BY } from './options.js';
import { describeValue, pathlabError } from './errors.js';

/** The raw step count for step(n): n checked (an integer >= 1, or Infinity for "to the end"). */
export function rawStepCount(n) {
  if (!(n >= 1) || (n !== Infinity && !Number.isInteger(n))) {
    throw pathlabError('bad-option', `step count must be an integer >= 1 or Infinity, not ${describeValue(n)}`);
  }
  return n === Infinity ? UNLIMITED : n;
}

/**
 * A grid path's cells (indices y * width + x) as [x, y] pairs: cells[from] and the `length - 1`
 * after it (by default all of them). findPath reads them straight from the wasm heap.
 * @param {ArrayLike<number>} cells
 */
export function pointsOf(cells, width, from = 0, length = cells.length) {
  const path = new Array(length);
  for (let i = 0; i < length; i++) {
    const cell = cells[from + i];
    const y = Math.floor(cell / width);
    path[i] = [cell - y * width, y];
  }
  return path;
}

/** { status, path, cost, expanded, opened, micros, stoppedBy?, iterations?, precomputeMicros?, precomputeBytes? } of a raw search; `path` as the caller converted it. */
export function searchResult(raw, path) {
  const code = raw.status();
  const status = STATUS_NAMES[code];
  const result = {
    status,
    path,
    cost: status === 'no-path' ? Infinity : raw.pathCost(),
    expanded: raw.expanded(),
    opened: raw.opened(),
    micros: raw.micros(),
  };
  if (status === 'limit') result.stoppedBy = STOPPED_BY[code];
  const iterations = raw.iterations(); // IDA*'s deepening passes; other searches have none
  if (iterations > 0) result.iterations = iterations;
  const precomputeMicros = raw.precomputeMicros(); // JPS+'s jump table (built in start, so never in micros)
  if (precomputeMicros >= 0) {
    result.precomputeMicros = precomputeMicros;
    result.precomputeBytes = raw.precomputeBytes();
  }
  return result;
}

/** The trace of a raw search as typed-array views on the wasm heap (stale after the next step). */
export function traceViews(raw) {
  return {
    length: raw.traceSize(),
    truncated: raw.traceTruncated(),
    kinds: raw.traceKinds(),
    cells: raw.traceCells(),
    parents: raw.traceParents(),
    g: raw.traceG(),
    h: raw.traceH(),
  };
}

/** A trace with its arrays copied out of the wasm heap (transferable to a worker or the page). */
export function copyTrace(trace) {
  return {
    ...trace, kinds: trace.kinds.slice(), cells: trace.cells.slice(), parents: trace.parents.slice(),
    g: trace.g.slice(), h: trace.h.slice(),
  };
}
