// The trace's event layout, shared by the library, the worker and the page, as the core
// defines it (cpp/core/trace.hpp, read through the generated catalog): one event = kind
// (Uint8) + cell (Uint32) + parent (Uint32) + g (Float64) + h (Float64), in parallel arrays.
// A step is one 'expand' event followed by the 'open'/'improve' events it caused; 'path'
// events (start to goal) close a finished search.
//
// With traceDetail 'micro' a step also holds its goal test and one event per neighbour left
// alone (cell = the neighbour, parent = the expanded cell, g = the cost it would have had):
// the kinds goalTest to meet, after 'path'; like threshold they change no cell, and leave is
// the one kind after 'path' that does (the replay, model/replay.js, tests both). Jump point
// search adds jumpScan (a direction scanned; cell = the neighbour that way, h = why, one of
// JUMP_SCAN_REASONS) and jumpNone (that scan found no jump point); bidirectional search adds
// meet (the other side reached the neighbour: g = the cost through it, h = mu after it), and
// its goalTest is the stopping test (g = kF + kB, h = mu). Fringe search's threshold (an
// iteration of its walk begins: cell = the list's head, g = the threshold on f) is recorded at
// every detail level and changes no cell. LPA* and D* Lite record leave: a waiting cell became
// consistent and left the open list unexpanded (g = its g); it changes the cell like an
// expansion but is no step. TRACE_BACKWARD_FLAG marks a bidirectional search's backward half.
export { JUMP_SCAN_REASONS, NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_BYTES_PER_EVENT, TRACE_KINDS } from '../../build/pathlab-catalog.js';
