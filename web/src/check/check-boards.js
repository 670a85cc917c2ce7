// The check's two boards (docs/check-your-search.md, "On the page"): each run's replay on a BoardView of its
// own, stepped by the check's Playback, sized to the card, with the marks of the first wrong step on the
// learner's board. The boards zoom and pan together, as the main board does (BoardView's zoomAt, panBy and
// fitRegion over render/viewport.js): wheel or pinch zooms, a drag pans, and the view goes to the first
// wrong step when playback stops there; a tap or hover still fills the inspector.

import { TraceReplay } from '../model/replay.js';
import { BoardView } from '../render/renderer.js';
import { CSS } from '../render/palette.js';
import { el } from '../ui/dom.js';

const BOARD_MIN_PIXELS = 150;
const SIDE_BY_SIDE_PIXELS = 220; // narrower than this each, the boards go one above the other, as wide as the card
const BOARD_MAX_PIXELS = 420;
const WHEEL_ZOOM_STEP = 1.0015; // per wheel delta pixel, as on the main board
const MOVED_PIXELS = 4; // a press that moves less is a tap (it inspects), not a pan
const FAULT_SPAN_CELLS = 15; // the first wrong step is shown this many cells across, at least
const FAULT_MARGIN_CELLS = 3; // and with this many cells around the cells it names

/** The colour of the cell-at-fault frame: the palette's, a hue no cell of the board has (closed cells shade amber to red). */
export function faultColour() {
  return CSS.fault;
}

/** The colour of the dashed frames of what a correct run could have done: the board's outline colour. */
export function couldColour() {
  return CSS.current;
}

/**
 * A board for one run: its replay on a BoardView stepped by the shared playback; hovering or tapping it fills
 * the inspector, and the teaching views can explain it (teachSource).
 */
export function boardEntry(app, { label, ariaLabel, run, model, traced, playback, searchOptions, searchResult }) {
  const replay = new TraceReplay(traced.trace, model.width * model.height, traced.index, traced.replayState);
  const canvas = el('canvas');
  canvas.setAttribute('aria-label', ariaLabel);
  canvas.dataset.run = run;
  const figure = el('figure', { className: 'check-board' }, canvas, el('figcaption', { textContent: ariaLabel }));
  /** @type {BoardView & {teachLabel?: string, teachSource?: () => object}} the teaching views read both (teaching-views.js) */
  const view = new BoardView(canvas, { playback, label });
  const entry = { label, model, replay, options: searchOptions, result: searchResult, view, figure };
  view.teachLabel = label;
  // The teaching views order an open list by the search's frontier rule, which comes with Pathlab's run.
  if (traced.trace.frontier) view.teachSource = () => ({ replay, options: searchOptions, result: searchResult, space: 'grid', playback, board: view });
  view.setModel(model);
  view.setReplay(replay);
  const inspect = (e) => {
    const rect = canvas.getBoundingClientRect();
    const [fx, fy] = view.screenToCell(e.clientX - rect.left, e.clientY - rect.top);
    const cell = [Math.floor(fx), Math.floor(fy)];
    view.setHover(cell);
    app.inspect(cell, entry);
  };
  canvas.addEventListener('pointermove', inspect);
  canvas.addEventListener('pointerdown', inspect);
  canvas.addEventListener('pointerleave', (e) => {
    view.setHover(null);
    if (e.pointerType === 'mouse' && app.inspectedBoard === entry) app.inspect(null);
  });
  return entry;
}

/** Side by side when they fit, one above the other on a phone or in a narrow embed; the whole map in view. */
export function sizeBoards(section, entries, model) {
  const room = section.clientWidth - 24;
  const perBoard = room >= 2 * SIDE_BY_SIDE_PIXELS + 16 ? (room - 16) / 2 : room;
  const side = Math.max(BOARD_MIN_PIXELS, Math.min(BOARD_MAX_PIXELS, perBoard));
  const scale = side / Math.max(model.width, model.height);
  for (const { view } of entries) {
    view.canvas.style.width = `${Math.round(model.width * scale)}px`;
    view.canvas.style.height = `${Math.round(model.height * scale)}px`;
    view.fit();
  }
}

/**
 * Shows the first wrong step on every board: the cell at fault and the cells a correct run could have
 * expanded, with a margin, at least FAULT_SPAN_CELLS across; the whole map when that is no smaller.
 */
export function zoomToFault(entries, model, result) {
  const wrong = result.firstWrong;
  const cells = [...(wrong?.cell ? [wrong.cell] : []), ...(wrong?.expected ?? [])];
  if (cells.length === 0) return;
  const xs = cells.map(([x]) => x);
  const ys = cells.map(([, y]) => y);
  const spanX = Math.max(FAULT_SPAN_CELLS, Math.max(...xs) - Math.min(...xs) + 1 + 2 * FAULT_MARGIN_CELLS);
  const spanY = Math.max(FAULT_SPAN_CELLS, Math.max(...ys) - Math.min(...ys) + 1 + 2 * FAULT_MARGIN_CELLS);
  if (spanX >= model.width && spanY >= model.height) {
    for (const { view } of entries) view.fit();
    return;
  }
  const centerX = (Math.min(...xs) + Math.max(...xs) + 1) / 2;
  const centerY = (Math.min(...ys) + Math.max(...ys) + 1) / 2;
  for (const { view } of entries) view.fitRegion(centerX, centerY, spanX, spanY);
}

/** Zooms every board by `factor` about its centre (the zoom buttons: the keyboard's way in). */
export function zoomBoards(entries, factor) {
  for (const { view } of entries) {
    const { width, height } = view.canvas.getBoundingClientRect();
    view.zoomAt(factor, width / 2, height / 2);
  }
}

/**
 * Wheel and pinch zoom, drag pans, on every board's canvas, the boards moving together. Returns a function
 * that removes the listeners.
 */
export function bindZoomAndPan(entries) {
  const pointers = new Map(); // pointerId -> [clientX, clientY]
  let gesture = null; // { kind: 'press' | 'pan' | 'pinch', ... }
  const all = (fn) => { for (const { view } of entries) fn(view); };
  const pinchState = () => {
    const [[ax, ay], [bx, by]] = [...pointers.values()];
    return { distance: Math.hypot(ax - bx, ay - by), mid: [(ax + bx) / 2, (ay + by) / 2] };
  };
  const removers = [];
  for (const { view } of entries) {
    const { canvas } = view;
    const on = (type, fn, options) => {
      canvas.addEventListener(type, fn, options);
      removers.push(() => canvas.removeEventListener(type, fn, options));
    };
    on('pointerdown', (e) => {
      if (e.button !== 0 && e.button !== 1) return;
      canvas.setPointerCapture?.(e.pointerId);
      pointers.set(e.pointerId, [e.clientX, e.clientY]);
      gesture = pointers.size === 2 ? { kind: 'pinch', ...pinchState() } : { kind: 'press', from: [e.clientX, e.clientY], last: [e.clientX, e.clientY] };
    });
    on('pointermove', (e) => {
      if (!pointers.has(e.pointerId)) return;
      pointers.set(e.pointerId, [e.clientX, e.clientY]);
      if (gesture?.kind === 'pinch' && pointers.size === 2) {
        const now = pinchState();
        const rect = canvas.getBoundingClientRect();
        all((v) => v.panBy(now.mid[0] - gesture.mid[0], now.mid[1] - gesture.mid[1]));
        if (gesture.distance > 0) all((v) => v.zoomAt(now.distance / gesture.distance, now.mid[0] - rect.left, now.mid[1] - rect.top));
        Object.assign(gesture, now);
        return;
      }
      if (gesture?.kind === 'press' && Math.hypot(e.clientX - gesture.from[0], e.clientY - gesture.from[1]) >= MOVED_PIXELS) gesture.kind = 'pan';
      if (gesture?.kind === 'pan') {
        const [lx, ly] = gesture.last;
        all((v) => v.panBy(e.clientX - lx, e.clientY - ly));
        gesture.last = [e.clientX, e.clientY];
      }
    });
    const up = (e) => {
      pointers.delete(e.pointerId);
      gesture = pointers.size === 1 && gesture?.kind === 'pinch' ? null : pointers.size === 0 ? null : gesture;
    };
    on('pointerup', up);
    on('pointercancel', up);
    on('wheel', (e) => {
      e.preventDefault();
      const rect = canvas.getBoundingClientRect();
      const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
      all((v) => v.zoomAt(WHEEL_ZOOM_STEP ** -delta, e.clientX - rect.left, e.clientY - rect.top));
    }, { passive: false });
  }
  return () => { for (const remove of removers) remove(); };
}

/** Which marks the first wrong step puts on the learner's board: a cell at fault, cells a correct run could have taken. */
export function findingMarks(result) {
  return { fault: !!result.firstWrong?.cell, could: (result.firstWrong?.expected ?? []).length > 0 };
}

/**
 * At and after the first wrong step: the learner's cell at fault framed solid in faultColour(), what a
 * correct run could have expanded framed dashed; each over a halo of the board's marker ring, so that it
 * stands out on any cell.
 */
export function drawFinding(ctx, view, result, step, stopStep) {
  if (stopStep < 0 || step < stopStep || !result.firstWrong) return;
  const frame = ([x, y], dashed) => {
    const [sx, sy] = view.cellToScreen(x, y);
    const size = Math.max(8, view.zoom);
    const line = Math.max(2, Math.min(4, view.zoom / 6));
    const left = sx - (size - view.zoom) / 2;
    const top = sy - (size - view.zoom) / 2;
    ctx.save();
    ctx.lineWidth = line + 2;
    ctx.strokeStyle = CSS.markerRing;
    ctx.strokeRect(left, top, size, size);
    ctx.lineWidth = line;
    ctx.strokeStyle = dashed ? couldColour() : faultColour();
    if (dashed) ctx.setLineDash([4, 3]);
    ctx.strokeRect(left, top, size, size);
    ctx.restore();
  };
  for (const cell of result.firstWrong.expected ?? []) frame(cell, true);
  if (result.firstWrong.cell) frame(result.firstWrong.cell, false);
}
