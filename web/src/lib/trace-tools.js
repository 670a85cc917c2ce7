// The library's trace tools in one module, loaded apart from the rest (traces.js): the reader of
// traces written by other programs, the checker, and the writers.
export { checkTrace } from './trace-verdict.js';
export { readTrace } from './trace-read.js';
export { formatTrace, posthocTrace } from './trace-write.js';
