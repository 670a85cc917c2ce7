// The trace's event layout, shared by the library, the worker and the page.
// Mirrors cpp/core/trace.hpp: one event = kind (Uint8) + cell (Uint32) +
// parent (Uint32) + g (Float64) + h (Float64) = 25 bytes, in parallel arrays.
// A step is one 'expand' event followed by the 'open'/'improve' events it
// caused; 'path' events (start to goal) close a finished search.

export const TRACE_KINDS = Object.freeze({ open: 0, improve: 1, expand: 2, path: 3 });
export const TRACE_BACKWARD_FLAG = 0x80; // set on events of a bidirectional search's backward half
export const TRACE_BYTES_PER_EVENT = 25;
export const NO_PARENT = 0xffffffff;
