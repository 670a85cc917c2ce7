// The board on a canvas: ONE ImageData pixel per cell (terrain, walls, open
// and closed sets) on offscreen canvases (strips of rows, board-pixels.js), drawn scaled with smoothing off;
// the walls' hatching over them when cells are big enough (wall-hatch.js: walls are never told by colour alone);
// then vector overlays: grid lines when zoomed in, the final path as a thick
// line through cell centres, the expanding node, the hover cell, the markers.
//
// A BoardView draws one board: the main page's, the embed's, and each compare
// board are all BoardViews. Drawing happens in frame(), called from the page's
// one animation loop (frame-loop.js); callers only mark what changed. During playback only the cells the replay touched are
// repainted (TraceReplay.takeChanges), so a 512 x 512 search plays smoothly.
// A repaint colours and puts bands of whole rows from the top, as many per frame as
// fit in REPAINT_MS_PER_FRAME (at least one band of REPAINT_BAND_CELLS): about
// 1 M cells a frame on an idle machine, fewer on a busy one, so a whole 2000 x 2000 map
// (4 M cells) fills in over four frames, a 4096 x 4096 one over about twenty,
// and no frame waits for a whole map however slow the machine. The budget is the frame's,
// shared by every board on the page: the boards repaint in turn (three compare boards of a
// 4096 x 4096 map, each with a budget of its own, held frames past the 50 ms target). A new or dropped
// search repaints only the rows its trace reached (TraceReplay.firstCell, lastCell).
//
// Colours follow the page's theme (html[data-theme="light"|"dark"], else the
// system's prefers-color-scheme) and the reader's prefers-contrast, checked every frame; setColourBlind(true)
// switches to the colour-blind-safe search colours (see palette.js).
//
// Overlay hook (page modes, teaching panels): addOverlay(fn) registers
// fn(ctx, view) called after the built-in overlays each frame, with ctx in
// CSS pixels and view = { zoom, cellToScreen(x, y) -> [sx, sy],
// screenToCell(px, py) -> [x, y], model, replay, board, changes } (replay: the
// TraceReplay at the shown step, or null; changes: the cells it touched since
// the previous frame drawn, { full, cells, serial } as takeChanges gives them
// with serial counting the frames, so an overlay that keeps pixels between
// frames knows when it missed one). It returns a function that removes the
// overlay. Call requestDraw() when your overlay changes; a board redraws by
// itself when its replay's step changes.
//
// Every board on the page can be found with watchBoards(fn): fn(board) runs for
// each board there is and each one made later, so a panel can add its overlay
// to every board in every mode. board.playback is the Playback that steps it
// (its 'stepchange' event); board.label names it ("A*" on a compare board).

import { CLOSED_LEVELS, colourIndex, colourTable, CSS, pageIsDark, pageWantsContrast, paletteVersion, shadeLevel, usePalette } from './palette.js';
import { drawExpandedDots, pathRegion } from './small-zoom.js';
import { frameLoop } from '../playback/frame-loop.js';
import { BoardPixels } from './board-pixels.js';
import { STEP_CHANGED } from '../playback/playback.js';
import { drawMarkerDisc } from './marker.js';
import { WallHatch } from './wall-hatch.js';
import { cellToScreen, clampZoom, fittedView, pannedView, screenToCell, zoomedView } from './viewport.js';

const GRID_LINE_MIN_ZOOM = 8; // CSS px per cell from which grid lines are drawn
const REPAINT_BAND_CELLS = 1 << 18; // a small part of the repaint budget (npm run bench measures the page)
const REPAINT_MS_PER_FRAME = 6; // up to 1024 x 1024 maps still repaint in one frame on an idle machine

const boards = new Set();
const boardWatchers = new Set();
let repaintBudget = { frame: null, spentMs: 0 }; // this frame's repainting, all boards together

/** fn(board) for every BoardView now on the page and every one made later. Returns a function that stops watching. */
export function watchBoards(fn) {
  boardWatchers.add(fn);
  for (const board of boards) fn(board);
  return () => boardWatchers.delete(fn);
}

export class BoardView extends EventTarget {
  /**
   * @param {HTMLCanvasElement} canvas
   * @param {{playback?: import('../playback/playback.js').Playback, label?: string}} [options]
   */
  constructor(canvas, { playback = null, label = '' } = {}) {
    super();
    this.canvas = canvas;
    this.playback = null;
    this.setPlayback(playback);
    this.label = label;
    this.ctx = canvas.getContext('2d');
    this.model = null;
    this.replay = null;
    this.view = { zoom: 1, centerX: 0, centerY: 0 };
    this.hover = null;
    /** @type {[number, number] | null} the keyboard's cell cursor (ui/map-keys.js), drawn while the map has focus */
    this.cursor = null;
    /** @type {boolean | {centerX: number, centerY: number, spanX: number, spanY: number}} true: the whole map; a region; false: the user's view */
    this.autoFit = true;
    this.overlays = [];
    this.repaintRow = 0; // next row of a repaint under way; null: none
    this.repaintEnd = Infinity; // the row it stops before
    this.dirtyCells = [];
    this.replayChanges = null; // this frame's takeChanges(), for the overlays
    this.changeSerial = 0;
    this.needsDraw = true;
    this.lastFrameMs = 0;
    this.colourBlind = false;
    this.hatch = new WallHatch();
    this.wallSerial = 0; // bumped whenever the walls may have changed: the hatching is built again
    this.paletteVersion = -1;
    this.syncPalette();
    // The canvas's CSS size, read again only after it changed: reading clientWidth in every frame
    // forced a layout after each panel update (15 a frame while playing a 4096 x 4096 search).
    this.size = null;
    this.resizeObserver = typeof ResizeObserver === 'function' ? new ResizeObserver(() => { this.size = null; this.needsDraw = true; }) : null;
    this.resizeObserver?.observe(canvas);
    this.stopDrawing = frameLoop.onDraw((now) => this.frame(now));
    boards.add(this);
    for (const fn of boardWatchers) fn(this);
  }

  /** The Playback that steps this board's replay: each of its steps redraws the board. */
  setPlayback(playback) {
    this.playback?.removeEventListener(STEP_CHANGED, this.redraw);
    this.playback = playback;
    playback?.addEventListener(STEP_CHANGED, this.redraw);
  }

  redraw = () => { this.needsDraw = true; };

  /** Stops drawing and tells the watchers ('dispose' event) that this board is gone. */
  dispose() {
    this.stopDrawing();
    this.resizeObserver?.disconnect();
    this.setPlayback(null);
    boards.delete(this);
    this.dispatchEvent(new Event('dispose'));
  }

  /** Colour-blind-safe search colours on or off. */
  setColourBlind(on) {
    this.colourBlind = !!on;
    this.syncPalette();
  }

  /** Follows the page's theme; repaints everything when the palette changed. */
  syncPalette() {
    usePalette({ dark: pageIsDark(), colourBlind: this.colourBlind, more: pageWantsContrast() });
    if (this.paletteVersion === paletteVersion) return;
    this.paletteVersion = paletteVersion;
    this.colours = colourTable();
    this.invalidate();
  }

  /** Shows a (new) model; resizes the pixel buffer when its size changed. */
  setModel(model) {
    this.wallSerial++;
    const resized = !this.model || model.width !== this.model.width || model.height !== this.model.height;
    this.model = model;
    if (resized) {
      this.board = new BoardPixels(model.width, model.height);
      this.pixels = this.board.pixels;
      this.fit();
    }
    this.invalidate();
  }

  /**
   * Shows a search replay, or none (null). Only the rows the old and the new search reached are
   * repainted (a search on a 4096 x 4096 map reaches a fraction of its rows).
   */
  setReplay(replay) {
    if (replay === this.replay) return;
    const old = this.replay;
    this.replay = replay;
    for (const shown of [old, replay]) if (shown) this.#invalidateReached(shown);
  }

  /** Everything needs repainting (model edited); restarts a repaint under way. */
  invalidate() {
    this.wallSerial++;
    this.repaintRow = 0;
    this.repaintEnd = Infinity;
    this.needsDraw = true;
  }

  // Rows [from, to) need repainting too: joined with a repaint under way (one range, from its first row).
  #invalidateRows(from, to) {
    if (from >= to) return;
    const busy = this.repainting;
    this.repaintRow = busy ? Math.min(this.repaintRow, from) : from;
    this.repaintEnd = busy ? Math.max(this.repaintEnd, to) : to;
    this.needsDraw = true;
  }

  // The rows between the first and last cell a replay's trace touches (TraceReplay.firstCell, lastCell).
  #invalidateReached(replay) {
    if (!this.model) return;
    const { width } = this.model;
    this.#invalidateRows(Math.floor(replay.firstCell / width), Math.floor(replay.lastCell / width) + 1);
  }

  /** Whether a full repaint is still filling in (it takes several frames on maps over 1 M cells). */
  get repainting() { return this.repaintRow !== null; }

  /** Repaint just these cells (indices) on the next frame. */
  invalidateCells(cells) {
    this.wallSerial++;
    for (const c of cells) this.dirtyCells.push(c);
    this.needsDraw = true;
  }

  requestDraw() { this.needsDraw = true; }

  addOverlay(fn) {
    this.overlays.push(fn);
    this.needsDraw = true;
    return () => {
      this.overlays = this.overlays.filter((f) => f !== fn);
      this.needsDraw = true;
    };
  }

  /** Zoom to show the whole map, centred. */
  fit() {
    if (!this.model) return;
    this.fitRegion(this.model.width / 2, this.model.height / 2, this.model.width, this.model.height);
    this.autoFit = true; // keep fitting on resize until the user zooms or pans
  }

  /** Zoom to the shown search's path (or to the start and goal when there is none), with a margin. */
  zoomToPath() {
    const path = this.replay && this.replay.step === this.replay.totalSteps ? this.replay.path : [];
    const { centerX, centerY, spanX, spanY } = pathRegion(path, this.model.width, this.model.start, this.model.goal);
    this.fitRegion(centerX, centerY, spanX, spanY);
  }

  /** Zoom to show the region of spanX x spanY cells centred on (centerX, centerY), whole, in this frame. */
  fitRegion(centerX, centerY, spanX, spanY) {
    this.view = fittedView(this.#cssSize(), centerX, centerY, spanX, spanY);
    this.autoFit = { centerX, centerY, spanX, spanY }; // refit on resize until the user zooms or pans
    this.needsDraw = true;
  }

  setView({ zoom, centerX, centerY }) {
    this.view = { zoom: clampZoom(zoom), centerX, centerY };
    this.autoFit = false;
    this.needsDraw = true;
  }

  /**
   * The view as a share link stores it: zoom and centre, and what was seen, so that another
   * frame shows the same part of the map: fit 'map' (the whole map fitted) or fit 'region' with
   * span [cells across, cells down] around the centre.
   */
  viewState() {
    const { zoom, centerX, centerY } = this.view;
    if (this.autoFit === true) return { zoom, centerX, centerY, fit: 'map' };
    if (this.autoFit) return { zoom, centerX, centerY, fit: 'region', span: [this.autoFit.spanX, this.autoFit.spanY] }; // as received: passed on unchanged
    const { width, height } = this.#cssSize();
    return { zoom, centerX, centerY, fit: 'region', span: [width / zoom, height / zoom] };
  }

  /** Shows a viewState() (or a plain { zoom, centerX, centerY } from an older link) in this frame. */
  showView(view) {
    if (view.fit === 'map') this.fit();
    else if (view.fit === 'region') this.fitRegion(view.centerX, view.centerY, ...view.span);
    else this.setView(view);
  }

  /** Zooms by `factor` keeping the cell under the CSS point (px, py) in place. */
  zoomAt(factor, px, py) {
    this.view = zoomedView(this.view, this.#cssSize(), factor, px, py);
    this.autoFit = false;
    this.needsDraw = true;
  }

  /** Moves the view by (dx, dy) CSS pixels. */
  panBy(dx, dy) {
    this.view = pannedView(this.view, dx, dy);
    this.autoFit = false;
    this.needsDraw = true;
  }

  /** CSS pixel (relative to the canvas) -> fractional cell coordinates. @returns {[number, number]} */
  screenToCell(px, py) {
    return screenToCell(this.view, this.#cssSize(), px, py);
  }

  /** Cell (x, y) -> CSS pixel of its top-left corner. @returns {[number, number]} */
  cellToScreen(x, y) {
    return cellToScreen(this.view, this.#cssSize(), x, y);
  }

  setHover(cell) {
    if (this.hover?.[0] === cell?.[0] && this.hover?.[1] === cell?.[1]) return;
    this.hover = cell;
    this.needsDraw = true;
  }

  /** The keyboard's cell cursor: a cell [x, y] framed in the page's focus colour, or null for none. */
  setCursor(cell) {
    if (this.cursor?.[0] === cell?.[0] && this.cursor?.[1] === cell?.[1]) return;
    this.cursor = cell ? [cell[0], cell[1]] : null;
    this.needsDraw = true;
  }

  /**
   * Draws if anything changed. Call once per animation frame; `now`, the frame's time, is the same for every
   * board drawn in that frame (they share its repaint budget); without it, this call has a budget of its own.
   */
  frame(now = Symbol('frame')) {
    if (!this.model) return;
    const began = performance.now();
    if (repaintBudget.frame !== now) repaintBudget = { frame: now, spentMs: 0 };
    this.syncPalette();
    const resized = this.#matchCanvasSize();
    if (!this.needsDraw && !resized) return;
    this.#updatePixels();
    this.#draw();
    this.needsDraw = this.repainting; // the next band, next frame
    this.lastFrameMs = performance.now() - began;
  }

  #updatePixels() {
    if (this.replay) {
      const changes = this.replay.takeChanges();
      this.replayChanges = { ...changes, serial: ++this.changeSerial };
      if (changes.full) this.#invalidateReached(this.replay); // a rebuild changes nothing outside its reach
      else for (const c of changes.cells) this.dirtyCells.push(c);
    }
    if (this.repainting) this.#repaintBand();
    if (this.dirtyCells.length > 0) {
      const { width } = this.model;
      let minX = Infinity; let minY = Infinity; let maxX = -1; let maxY = -1;
      for (const i of this.dirtyCells) {
        const x = i % width;
        const y = (i - x) / width;
        if (x < minX) minX = x;
        if (x > maxX) maxX = x;
        if (y < minY) minY = y;
        if (y > maxY) maxY = y;
      }
      this.#paintCells(this.dirtyCells);
      this.board.put(minX, minY, maxX + 1, maxY + 1);
    }
    this.dirtyCells = [];
  }

  // Colours and puts the next bands of rows of a full repaint while the frame's budget lasts (putting
  // counts: it converts every pixel, and a strip canvas's first use allocates its memory). When boards drawn
  // before this one in the frame spent it, this one waits for the next frame.
  #repaintBand() {
    if (repaintBudget.spentMs >= REPAINT_MS_PER_FRAME) return;
    const began = performance.now();
    const { width, height } = this.model;
    const rows = Math.max(1, Math.floor(REPAINT_BAND_CELLS / width));
    const end = Math.min(height, this.repaintEnd);
    let to = this.repaintRow;
    while (to < end) {
      const next = Math.min(end, to + rows);
      this.#paintRange(to * width, next * width);
      this.board.put(0, to, width, next);
      to = next;
      if (repaintBudget.spentMs + performance.now() - began >= REPAINT_MS_PER_FRAME) break;
    }
    repaintBudget.spentMs += performance.now() - began;
    this.repaintRow = to < end ? to : null;
  }

  // Colours cells [from, to): one branch-free loop over typed arrays, as full repaints run it over every cell.
  #paintRange(from, to) {
    const { pixels, colours } = this;
    const { cells } = this.model;
    const state = this.replay?.state;
    if (!state) {
      for (let i = from; i < to; i++) pixels[i] = colours[colourIndex(cells[i], 0, 0)];
      return;
    }
    const g = this.replay.g;
    const scale = this.#shadeScale();
    for (let i = from; i < to; i++) pixels[i] = colours[colourIndex(cells[i], state[i], shadeLevel(g[i], scale))];
  }

  // Colours the listed cells (playback and editing).
  #paintCells(list) {
    const { pixels, colours } = this;
    const { cells } = this.model;
    const state = this.replay?.state;
    const g = this.replay?.g;
    const scale = this.#shadeScale();
    for (const i of list) pixels[i] = colours[state ? colourIndex(cells[i], state[i], shadeLevel(g[i], scale)) : colourIndex(cells[i], 0, 0)];
  }

  // g -> closed-set shade level factor (the largest g gets the last level).
  #shadeScale() {
    return this.replay && this.replay.maxG > 0 ? (CLOSED_LEVELS - 1) / this.replay.maxG : 0;
  }

  #draw() {
    const ctx = this.ctx;
    const dpr = window.devicePixelRatio || 1;
    const { width, height } = this.#cssSize();
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.clearRect(0, 0, width, height);
    const { zoom } = this.view;
    const [ox, oy] = this.cellToScreen(0, 0);
    ctx.imageSmoothingEnabled = false;
    this.board.draw(ctx, ox, oy, zoom, height);
    this.hatch.draw(ctx, { model: this.model, zoom, ox, oy, width, height, dpr, colour: CSS.wallHatch, serial: this.wallSerial });
    if (zoom >= GRID_LINE_MIN_ZOOM) this.#drawGridLines(ox, oy, width, height);
    if (this.replay) {
      drawExpandedDots(ctx, this.replay, this.model.width, this.cellToScreen(0.5, 0.5), zoom, { fill: CSS.closedHigh, ring: CSS.markerRing }, width * height);
      this.#drawPath();
      this.#drawCurrent();
    }
    this.#drawHover();
    this.#drawMarker(this.model.start, CSS.start, 'S');
    this.#drawMarker(this.model.goal, CSS.goal, 'G');
    this.#drawCursor();
    const view = { zoom, cellToScreen: (x, y) => this.cellToScreen(x, y), screenToCell: (x, y) => this.screenToCell(x, y),
      model: this.model, replay: this.replay, board: this, changes: this.replay ? this.replayChanges : null };
    for (const overlay of this.overlays) overlay(ctx, view);
  }

  #drawGridLines(ox, oy, width, height) {
    const ctx = this.ctx;
    const { zoom } = this.view;
    const x0 = Math.max(0, Math.floor(-ox / zoom));
    const x1 = Math.min(this.model.width, Math.ceil((width - ox) / zoom));
    const y0 = Math.max(0, Math.floor(-oy / zoom));
    const y1 = Math.min(this.model.height, Math.ceil((height - oy) / zoom));
    ctx.beginPath();
    for (let x = x0; x <= x1; x++) {
      const sx = Math.round(ox + x * zoom) + 0.5;
      ctx.moveTo(sx, oy + y0 * zoom);
      ctx.lineTo(sx, oy + y1 * zoom);
    }
    for (let y = y0; y <= y1; y++) {
      const sy = Math.round(oy + y * zoom) + 0.5;
      ctx.moveTo(ox + x0 * zoom, sy);
      ctx.lineTo(ox + x1 * zoom, sy);
    }
    ctx.strokeStyle = CSS.gridLine;
    ctx.lineWidth = 1;
    ctx.stroke();
  }

  #drawPath() {
    const path = this.replay.path;
    if (path.length < 2) return;
    const ctx = this.ctx;
    const { zoom } = this.view;
    const width = Math.max(2, Math.min(10, zoom * 0.35));
    const [ox, oy] = this.cellToScreen(0.5, 0.5); // once: cellToScreen reads the canvas's layout size
    const columns = this.model.width;
    ctx.beginPath();
    path.forEach((cell, i) => {
      const x = cell % columns;
      const sx = ox + x * zoom;
      const sy = oy + ((cell - x) / columns) * zoom;
      if (i === 0) ctx.moveTo(sx, sy);
      else ctx.lineTo(sx, sy);
    });
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = CSS.pathOutline;
    ctx.lineWidth = width + 3;
    ctx.stroke();
    ctx.strokeStyle = CSS.path;
    ctx.lineWidth = width;
    ctx.stroke();
  }

  #drawCurrent() {
    const cell = this.replay.current;
    if (cell < 0 || this.replay.step === this.replay.totalSteps) return;
    const x = cell % this.model.width;
    const [sx, sy] = this.cellToScreen(x, (cell - x) / this.model.width);
    const size = Math.max(this.view.zoom, 6);
    const inset = (size - this.view.zoom) / 2;
    const lineWidth = Math.max(2, Math.min(4, this.view.zoom / 6));
    // Over a ring in the markers' ring colour: where a closed shade comes near the frame's own lightness
    // (the colour-blind-safe palettes' far end), the ring stands out from it.
    this.ctx.strokeStyle = CSS.markerRing;
    this.ctx.lineWidth = lineWidth + 2;
    this.ctx.strokeRect(sx - inset, sy - inset, size, size);
    this.ctx.strokeStyle = CSS.current;
    this.ctx.lineWidth = lineWidth;
    this.ctx.strokeRect(sx - inset, sy - inset, size, size);
  }

  #drawHover() {
    if (!this.hover) return;
    const [sx, sy] = this.cellToScreen(this.hover[0], this.hover[1]);
    this.ctx.strokeStyle = CSS.hover;
    this.ctx.setLineDash([3, 3]);
    this.ctx.lineWidth = 1.5;
    this.ctx.strokeRect(sx + 0.5, sy + 0.5, Math.max(3, this.view.zoom - 1), Math.max(3, this.view.zoom - 1));
    this.ctx.setLineDash([]);
  }

  // Over the markers, so that the cursor on S or G still shows: a thick frame in the focus colour with a thin
  // ring of the marker's ring colour on both sides, visible on every cell colour; at least 10 px across.
  #drawCursor() {
    if (!this.cursor) return;
    const { zoom } = this.view;
    const [sx, sy] = this.cellToScreen(this.cursor[0], this.cursor[1]);
    const size = Math.max(zoom, 10);
    const inset = (size - zoom) / 2;
    const ctx = this.ctx;
    ctx.lineWidth = 6;
    ctx.strokeStyle = CSS.markerRing;
    ctx.strokeRect(sx - inset, sy - inset, size, size);
    ctx.lineWidth = 3;
    ctx.strokeStyle = CSS.cursor;
    ctx.strokeRect(sx - inset, sy - inset, size, size);
  }

  #drawMarker([x, y], color, label) {
    const [sx, sy] = this.cellToScreen(x + 0.5, y + 0.5);
    drawMarkerDisc(this.ctx, sx, sy, Math.max(6, this.view.zoom * 0.45), { colour: color, ring: CSS.markerRing, label });
  }

  #cssSize() {
    if (this.size && this.resizeObserver) return this.size;
    this.size = { width: this.canvas.clientWidth || 300, height: this.canvas.clientHeight || 150 };
    return this.size;
  }

  // Keeps the canvas backing store at CSS size x devicePixelRatio. Returns whether it changed.
  #matchCanvasSize() {
    const dpr = window.devicePixelRatio || 1;
    const { width, height } = this.#cssSize();
    const w = Math.round(width * dpr);
    const h = Math.round(height * dpr);
    if (this.canvas.width === w && this.canvas.height === h) return false;
    this.canvas.width = w;
    this.canvas.height = h;
    if (this.autoFit === true) this.fit();
    else if (this.autoFit) this.fitRegion(this.autoFit.centerX, this.autoFit.centerY, this.autoFit.spanX, this.autoFit.spanY);
    return true;
  }
}
