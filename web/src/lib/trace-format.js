// The trace's event layout, shared by the library, the worker and the page.
// Mirrors cpp/core/trace.hpp: one event = kind (Uint8) + cell (Uint32) +
// parent (Uint32) + g (Float64) + h (Float64) = 25 bytes, in parallel arrays.
// A step is one 'expand' event followed by the 'open'/'improve' events it
// caused; 'path' events (start to goal) close a finished search.

// With traceDetail 'micro' a step also holds its goal test and one event per
// neighbour left alone (cell = the neighbour, parent = the expanded cell, g = the
// cost it would have had): kinds 4..12, after 'path' so that `kind > path` tells them apart.
// Jump point search adds jumpScan (a direction scanned; cell = the neighbour that way, h = 1
// when it is there for a forced neighbour, 2 when the goal is in sight that way and opened
// alone) and jumpNone (that scan found no jump point);
// bidirectional search adds meet (the other side reached the neighbour: g = the cost through
// it, h = mu after it), and its goalTest is the stopping test (g = kF + kB, h = mu).
export const TRACE_KINDS = Object.freeze({
  open: 0, improve: 1, expand: 2, path: 3,
  goalTest: 4, skipWall: 5, skipCorner: 6, skipClosed: 7, skipNotCheaper: 8, skipQueued: 9,
  jumpScan: 10, jumpNone: 11, meet: 12,
  // Fringe search: an iteration of the walk over its list begins (cell = the list's head, g = the
  // threshold on f); recorded at every detail level, and like the micro-step kinds it changes no cell.
  threshold: 13,
  // LPA* and D* Lite repairs: a waiting cell became consistent again and left the open list without
  // being expanded (g = its g). It changes the cell like an expansion but is no step.
  leave: 14,
});
export const TRACE_BACKWARD_FLAG = 0x80; // set on events of a bidirectional search's backward half
export const TRACE_BYTES_PER_EVENT = 25;
export const NO_PARENT = 0xffffffff;
