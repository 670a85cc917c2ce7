// The trace tools (trace-tools.js: the reader, the checker and the writers of search traces) are
// about a third of the library's JavaScript, and only readTrace, checkTrace, posthocTrace and
// formatTrace use them, so they are a module of their own that loadPathlab() loads beside the core
// unless told not to: the playground's page and its search worker start without them, and the
// worker loads them when a trace is first checked or written (docs/library.md, "Loading").
import { pathlabError } from './errors.js';

/** @type {typeof import('./trace-tools.js') | null} */
let tools = null;

/** Loads the trace tools once; later calls resolve at once. */
export async function loadTraces() {
  tools ??= await import('./trace-tools.js');
}

/** The trace tools, loaded before by loadTraces() (loadPathlab() does unless `{ traces: false }`). */
export function traceTools() {
  if (!tools) {
    throw pathlabError('bad-trace', 'readTrace, checkTrace, posthocTrace and formatTrace need the trace tools, which this library was ' +
      'loaded without (loadPathlab({ traces: false })): call loadTraces() first');
  }
  return tools;
}
