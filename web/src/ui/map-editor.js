// Pointer tools on the board canvas, through Pointer Events (mouse, touch, pen), and the same
// tools from the keyboard's cell cursor (applyTool, for ui/map-keys.js):
//   wall     drag to draw walls (starting on a wall erases instead, so one tool toggles)
//   erase    drag to erase walls and terrain (also: right-drag with any tool)
//   terrain  drag to paint terrain cost `terrainCost` (2..9)
//   pan      drag to move the view (also: middle-drag, or two fingers; wheel or pinch zooms);
//            a tap with it only inspects the cell, handy on touch screens
//   inspect  tap or drag to inspect cells; never edits (touch screens have no hover)
// On touch, pressing and holding a cell for LONG_PRESS_MS without moving inspects it
// with any tool and edits nothing (the finger's stroke has not begun by then).
// Dragging the start or goal marker moves it, whatever the tool. A finger's
// stroke begins only when it moves to another cell or lifts (a tap), so the
// first finger of a pinch draws nothing.
//
// The editor changes the model and tells the app through callbacks:
//   onEditStart()              a stroke or marker drag begins (the app drops the shown search)
//   onCellsChanged(indices)    cells changed (repaint them)
//   onMarkerMoved()            start or goal moved
//   onEditEnd()                the stroke or drag ended (the app may re-run the search live)
//   onHover([x, y] | null)     the cell under the pointer, for the inspector
//   onError(message)           an edit was refused
//
// Plug-in seam for page modes: setPointerHandler(h) gives h first refusal of
// each pointer event: h.down/move/up(cell, event) -> true when it handled the
// event (the editor then does nothing with it). setPointerHandler(null) removes it.

import { lineCells } from '../model/grid-model.js';

export const TOOLS = ['wall', 'erase', 'terrain', 'pan', 'inspect'];
export const LONG_PRESS_MS = 450;
/** Brush sizes: the side, in cells, of the square each point of a stroke paints (big maps need more than one cell). */
export const BRUSH_SIZES = [1, 3, 5, 9, 17];
const WHEEL_ZOOM_STEP = 1.0015; // per wheel delta pixel

export class Editor {
  constructor(canvas, renderer, getModel, callbacks) {
    this.canvas = canvas;
    this.renderer = renderer;
    this.getModel = getModel;
    this.callbacks = callbacks;
    this.tool = 'wall';
    this.terrainCost = 3;
    this.brush = 1;
    this.enabled = true;
    this.handler = null;
    /** @type {{kind: string, last?: [number, number], which?: string, action?: string, started?: boolean, moved?: boolean, [more: string]: unknown} | null} */
    this.gesture = null; // the current stroke, marker drag or pan
    this.pointers = new Map(); // active pointers: id -> [clientX, clientY] (for pinch)
    canvas.addEventListener('pointerdown', (e) => this.#down(e));
    canvas.addEventListener('pointermove', (e) => this.#move(e));
    canvas.addEventListener('pointerup', (e) => this.#up(e));
    canvas.addEventListener('pointercancel', (e) => this.#up(e));
    canvas.addEventListener('pointerleave', (e) => { if (!this.gesture && e.pointerType === 'mouse') callbacks.onHover(null); });
    canvas.addEventListener('contextmenu', (e) => e.preventDefault());
    canvas.addEventListener('wheel', (e) => this.#wheel(e), { passive: false });
  }

  setTool(tool) {
    if (!TOOLS.includes(tool)) throw new Error(`unknown tool '${tool}' (expected one of: ${TOOLS.join(', ')})`);
    this.tool = tool;
  }

  setPointerHandler(handler) { this.handler = handler; }

  /**
   * The current tool applied to `cells` from the keyboard (ui/map-keys.js) as one stroke, begun and ended
   * here: a wall on a wall erases it, as a tap does, unless `line` (a line of walls stays walls); Pan and
   * Inspect edit nothing. Returns whether it was an edit.
   * @param {number[][]} cells [x, y] each, inside the map
   * @param {{line?: boolean}} [how]
   */
  applyTool(cells, { line = false } = {}) {
    const model = this.getModel();
    if (!this.enabled || this.gesture || !['wall', 'erase', 'terrain'].includes(this.tool)) return false;
    const action = this.tool === 'wall' && !line && model.isWall(...cells[0]) ? 'erase' : this.tool;
    this.callbacks.onEditStart();
    this.gesture = { kind: 'stroke', action, started: true };
    this.#paint(cells);
    this.gesture = null;
    this.callbacks.onEditEnd();
    return true;
  }

  /** @returns {[number, number]} */
  #cellAt(e) {
    const rect = this.canvas.getBoundingClientRect();
    const [fx, fy] = this.renderer.screenToCell(e.clientX - rect.left, e.clientY - rect.top);
    return [Math.floor(fx), Math.floor(fy)];
  }

  #down(e) {
    this.canvas.setPointerCapture?.(e.pointerId);
    this.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    const cell = this.#cellAt(e);
    if (this.handler?.down?.(cell, e)) return;
    e.preventDefault();
    this.callbacks.onHover(this.getModel().inside(...cell) ? cell : null); // a tap inspects too (touch has no hover)
    if (this.pointers.size === 2) {
      if (this.gesture?.kind === 'stroke' && !this.gesture.started) this.gesture = null; // not a stroke after all
      this.#endGesture(); // a second finger turns a stroke into a pinch
      this.gesture = { kind: 'pinch', ...this.#pinchState() };
      return;
    }
    if (this.pointers.size > 2) return;
    const model = this.getModel();
    if (e.button === 1 || this.tool === 'pan') {
      this.gesture = { kind: 'pan', last: [e.clientX, e.clientY] };
      return;
    }
    if (this.tool === 'inspect') {
      this.gesture = { kind: 'inspect' }; // the hover calls above and in #move do the inspecting
      return;
    }
    if (!this.enabled || !model.inside(...cell)) return;
    if (model.isStart(...cell) || model.isGoal(...cell)) {
      this.callbacks.onEditStart();
      this.gesture = { kind: 'marker', which: model.isStart(...cell) ? 'start' : 'goal' };
      return;
    }
    const action = e.button === 2 ? 'erase' : this.tool === 'wall' && model.isWall(...cell) ? 'erase' : this.tool;
    this.gesture = { kind: 'stroke', action, last: cell, started: false };
    if (e.pointerType !== 'touch') this.#startStroke();
    else this.#awaitLongPress(this.gesture);
  }

  // A finger held still on one cell turns its (not yet begun) stroke into an inspection.
  #awaitLongPress(stroke) {
    clearTimeout(this.longPress);
    this.longPress = setTimeout(() => {
      if (this.gesture !== stroke || stroke.started || this.pointers.size !== 1) return;
      this.gesture = { kind: 'inspect' };
      this.callbacks.onHover(stroke.last);
    }, LONG_PRESS_MS);
  }

  #startStroke() {
    const g = this.gesture;
    if (g.started) return;
    g.started = true;
    this.callbacks.onEditStart();
    this.#paint([g.last]);
  }

  #move(e) {
    if (this.pointers.has(e.pointerId)) this.pointers.set(e.pointerId, [e.clientX, e.clientY]);
    const cell = this.#cellAt(e);
    if (this.handler?.move?.(cell, e)) return;
    const model = this.getModel();
    this.callbacks.onHover(model.inside(...cell) ? cell : null);
    const g = this.gesture;
    if (!g) return;
    if (g.kind === 'pan') {
      this.renderer.panBy(e.clientX - g.last[0], e.clientY - g.last[1]);
      g.last = [e.clientX, e.clientY];
    } else if (g.kind === 'pinch') {
      this.#pinch(g);
    } else if (g.kind === 'marker') {
      this.#moveMarker(g.which, cell);
    } else if (g.kind === 'stroke') {
      const [cx, cy] = cell;
      if (cx === g.last[0] && cy === g.last[1]) return;
      this.#startStroke();
      this.#paint(lineCells(g.last[0], g.last[1], cx, cy).slice(1));
      g.last = cell;
      g.moved = true;
    }
  }

  #up(e) {
    this.pointers.delete(e.pointerId);
    if (this.handler?.up?.(this.#cellAt(e), e)) return;
    if (this.gesture?.kind === 'pinch' && this.pointers.size > 0) {
      this.gesture = null; // one finger left: wait for it to lift
      return;
    }
    const g = this.gesture;
    this.#endGesture();
    // A finger that drew a line or dragged a marker inspects nothing after it (touch has no hover; a tap still
    // inspects): else the last cell it crossed stayed in the inspector and the open list's note.
    if (e.pointerType !== 'mouse' && (g?.kind === 'marker' || (g?.kind === 'stroke' && g.moved))) this.callbacks.onHover(null);
  }

  #endGesture() {
    const g = this.gesture;
    if (g?.kind === 'stroke') this.#startStroke(); // a tap paints its cell
    this.gesture = null;
    if (g && (g.kind === 'stroke' || g.kind === 'marker')) this.callbacks.onEditEnd();
  }

  #paint(line) {
    const model = this.getModel();
    const { action } = this.gesture;
    const changed = [];
    for (const [x, y] of brushCells(line, this.brush)) {
      if (!model.inside(x, y)) continue;
      let did;
      if (action === 'wall') did = model.setWall(x, y, true);
      else if (action === 'erase') did = model.setCost(x, y, 1);
      else did = !model.isStart(x, y) && !model.isGoal(x, y) ? model.setCost(x, y, this.terrainCost) : false;
      if (did) changed.push(model.index(x, y));
    }
    if (changed.length > 0) this.callbacks.onCellsChanged(changed);
  }

  #moveMarker(which, [x, y]) {
    const model = this.getModel();
    if (!model.inside(x, y) || model.isWall(x, y)) return; // markers slide over free cells only
    if (model.setMarker(which, x, y)) this.callbacks.onMarkerMoved();
  }

  #pinchState() {
    const [[ax, ay], [bx, by]] = [...this.pointers.values()];
    return { distance: Math.hypot(ax - bx, ay - by), mid: [(ax + bx) / 2, (ay + by) / 2] };
  }

  #pinch(g) {
    if (this.pointers.size !== 2) return;
    const now = this.#pinchState();
    const rect = this.canvas.getBoundingClientRect();
    this.renderer.panBy(now.mid[0] - g.mid[0], now.mid[1] - g.mid[1]);
    if (g.distance > 0) this.renderer.zoomAt(now.distance / g.distance, now.mid[0] - rect.left, now.mid[1] - rect.top);
    Object.assign(g, now);
  }

  #wheel(e) {
    e.preventDefault();
    const rect = this.canvas.getBoundingClientRect();
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    this.renderer.zoomAt(WHEEL_ZOOM_STEP ** -delta, e.clientX - rect.left, e.clientY - rect.top);
  }
}

// The cells a stroke through `line` paints with a square brush of side `size` (each once).
function brushCells(line, size) {
  if (size <= 1) return line;
  const reach = Math.floor(size / 2);
  const seen = new Set();
  const cells = [];
  for (const [cx, cy] of line) {
    for (let y = cy - reach; y <= cy + reach; y++) {
      for (let x = cx - reach; x <= cx + reach; x++) {
        const key = `${x},${y}`;
        if (seen.has(key)) continue;
        seen.add(key);
        cells.push([x, y]);
      }
    }
  }
  return cells;
}
