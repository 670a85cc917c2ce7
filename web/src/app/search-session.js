// The grid search behind the main board: one at a time, computed in the
// search worker (web/src/worker/), replayed here. A newer search, or cancel(),
// makes an older one resolve to null, so a result never lands on a map or
// options it was not computed for.

import { normalizeOptions } from '../lib/options.js';
import { TraceReplay } from '../model/replay.js';
import { SearchClient } from '../worker/search-client.js';

const MAX_TRACE_EVENTS = 16_000_000;

export class SearchSession {
  constructor() {
    this.client = new SearchClient();
    this.generation = 0;
    this.freshNext = false; // after reset(): the next search starts a replanner the worker keeps over
  }

  /** Any search under way will resolve to null. */
  cancel() {
    this.generation++;
  }

  /**
   * Cancels, and stops a search still running in the worker too (SearchClient.cancel: terminated when it has
   * run for a while); the worker keeps the map it holds otherwise (a 4096 x 4096 map is 16 MB to send again).
   */
  reset() {
    this.client.cancel();
    this.cancel();
    this.freshNext = true; // a replanner the worker keeps starts over too
  }

  /**
   * Searches `model` with `options` (start and goal included) in the worker.
   * @param {number} showStep the step the worker replays to (Infinity: the last), so the page's thread does not
   * @returns {Promise<{result, replay: TraceReplay, truncated: boolean} | null>} null when replaced;
   *   rejects with the library's message
   */
  async run(model, options, showStep) {
    const generation = ++this.generation;
    const traced = { ...options, maxTraceEvents: MAX_TRACE_EVENTS };
    normalizeOptions(traced); // a clear message here rather than from the worker
    let reply;
    try {
      reply = await this.client.search({ model, options: traced, showStep, fresh: this.freshNext });
      this.freshNext = false;
    } catch (error) {
      if (error.name === 'AbortError') return null; // a newer search replaced this one
      throw error;
    }
    if (this.generation !== generation) return null; // map or options changed meanwhile: this result is stale
    // Index and replayed state made in the worker: nothing here is proportional to the trace or the map.
    const replay = new TraceReplay(reply.trace, model.width * model.height, reply.index, reply.replayState);
    return { result: reply.result, replay, truncated: reply.trace.truncated };
  }
}
