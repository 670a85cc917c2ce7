// The trace's event layout, shared by the library, the worker and the page, as the core
// defines it: the kinds, their numbers and what each records are in cpp/core/trace.hpp (TraceKind,
// kTraceKindNames) and reach JavaScript through the generated catalog; docs/library.md, "The
// trace" and "Micro-steps", explains them for users. Which kinds change a cell is the replay's
// (model/replay.js); what each says in words, the step sentences' (model/explain.js).
export { JUMP_SCAN_REASONS, NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_BYTES_PER_EVENT, TRACE_KINDS } from '../../build/pathlab-catalog.js';
