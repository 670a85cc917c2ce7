// What the worker sends back with a trace, so the page's thread takes it in
// without work proportional to the trace or the map: the trace's own arrays,
// its index (indexTrace) and, when asked, a replay already at the step to show
// (TraceReplay.exportState()), all transferred rather than copied.

import { exportTransfers, indexTrace, TraceReplay } from '../model/replay.js';

/** A search's trace copied out of wasm memory: the arrays a reply carries. */
export function copiedTrace(search) {
  const { length, truncated, kinds, cells, parents, g, h, frontier } = search.traceCopy();
  return { length, truncated, kinds, cells, parents, g, h, frontier };
}

/**
 * @param {object} trace copiedTrace(search) of a search that has run
 * @param {number} cellCount width * height
 * @param {number} [showStep] replay to this step (Infinity: the last); undefined: no replay
 * @returns {{trace, index, replayState?}} for new TraceReplay(trace, cellCount, index, replayState) on the page
 */
export function tracedReply(trace, cellCount, showStep) {
  const index = indexTrace(trace, cellCount);
  if (showStep === undefined) return { trace, index };
  const replay = new TraceReplay(trace, cellCount, index);
  replay.seek(showStep);
  return { trace, index, replayState: replay.exportState() };
}

/** The buffers of a tracedReply(), to transfer. @param {{trace: object, index: object, replayState?: object}} reply */
export function tracedTransfers({ trace, index, replayState }) {
  return [trace.kinds.buffer, trace.cells.buffer, trace.parents.buffer, trace.g.buffer, trace.h.buffer,
    ...(index ? [index.expandAt.buffer, index.previous.buffer, index.priorOrder.buffer] : []),
    ...(replayState ? exportTransfers(replayState) : [])];
}
