// A search trace written by someone else's program (read by the library's readTrace, checked by
// checkTrace: docs/check-your-search.md) as the parallel arrays Pathlab's own traces use
// (lib/trace-format.js), so that the page's replay, board and teaching views show the learner's
// run exactly as they show the core's: expanding → expand, generating → open, updating → improve,
// then the path. Their open list is then rebuilt from their own events (model/open-list.js).
//
// What the file leaves out is filled in by the rules, never by the core's run: the start is on the
// open list (g 0) before the first expansion, a generated cell's parent is the cell being expanded and
// its g is the parent's g plus the step's cost (`stepCost`: the core's price of the move, NaN where
// the rule allows no such move), and an h not given is the estimate `hOf` names (the algorithm's heuristic). Events whose cell is off the map are left out: checkTrace already
// says what is wrong with them.

import { NO_PARENT, TRACE_KINDS } from '../lib/trace-format.js';

const KIND_OF = Object.freeze({ expanding: TRACE_KINDS.expand, generating: TRACE_KINDS.open, updating: TRACE_KINDS.improve });

/**
 * @param {Array<{type: string, x: number, y: number, g?: number, h?: number, parent?: unknown}>} events the events as
 *   readTrace reads them (checkTrace's result.run.events)
 * @param {{width: number, height: number, start: readonly number[], stepCost: (from: number, to: number) => number,
 *   path?: ReadonlyArray<readonly number[]> | null, hOf?: (cell: number) => number, frontier?: object}} map the map the trace was checked on
 * @returns {{length: number, truncated: boolean, kinds: Uint8Array, cells: Uint32Array, parents: Uint32Array,
 *   g: Float64Array, h: Float64Array, frontier?: object, eventOf: Int32Array}} eventOf: for each trace event, the
 *   index of the file's event it comes from (-1: the start put on the open list, or the path)
 */
export function learnerTrace(events, { width, height, start, stepCost, path = null, hOf = () => 0, frontier }) {
  const count = width * height;
  const knownG = new Float64Array(count).fill(NaN);
  const knownParent = new Uint32Array(count).fill(NO_PARENT);
  const out = { kinds: [], cells: [], parents: [], g: [], h: [], eventOf: [] };
  const push = (kind, cell, parent, g, h, from) => {
    out.kinds.push(kind);
    out.cells.push(cell);
    out.parents.push(parent);
    out.g.push(g);
    out.h.push(h);
    out.eventOf.push(from);
    if (kind !== TRACE_KINDS.path) {
      knownG[cell] = g;
      knownParent[cell] = parent;
    }
  };
  const inside = (x, y) => Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height;
  const cellOf = (point) => (Array.isArray(point) && inside(point[0], point[1]) ? point[1] * width + point[0] : NO_PARENT);
  const startCell = cellOf(start);
  let current = NO_PARENT;
  let startOpen = false;
  events.forEach((e, index) => {
    const kind = KIND_OF[e.type];
    if (kind === undefined || !inside(e.x, e.y)) return;
    const cell = e.y * width + e.x;
    if (kind === TRACE_KINDS.expand) {
      if (!startOpen && current === NO_PARENT && startCell !== NO_PARENT) { // every search begins with the start on its open list
        push(TRACE_KINDS.open, startCell, NO_PARENT, 0, hOf(startCell), -1);
        startOpen = true;
      }
      const parent = e.parent ? cellOf(e.parent) : knownParent[cell];
      const g = e.g ?? (Number.isNaN(knownG[cell]) ? (cell === startCell ? 0 : given(parent, knownG)) : knownG[cell]);
      push(kind, cell, parent, g, e.h ?? hOf(cell), index);
      current = cell;
      return;
    }
    if (current === NO_PARENT && cell === startCell) startOpen = true; // the file puts the start on its list itself
    const parent = e.parent ? cellOf(e.parent) : current;
    const g = e.g ?? (parent === NO_PARENT ? 0 : given(parent, knownG) + stepCost(parent, cell));
    push(kind, cell, parent, g, e.h ?? hOf(cell), index);
  });
  for (const point of path ?? []) {
    const cell = cellOf(point);
    if (cell !== NO_PARENT) push(TRACE_KINDS.path, cell, NO_PARENT, 0, 0, -1);
  }
  return {
    length: out.kinds.length, truncated: false, frontier,
    kinds: Uint8Array.from(out.kinds), cells: Uint32Array.from(out.cells), parents: Uint32Array.from(out.parents),
    g: Float64Array.from(out.g), h: Float64Array.from(out.h), eventOf: Int32Array.from(out.eventOf),
  };
}

function given(cell, knownG) {
  const g = cell === NO_PARENT ? NaN : knownG[cell];
  return Number.isNaN(g) ? 0 : g;
}
