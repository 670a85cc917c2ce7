// The parent arrows as pixels, kept between frames: a Uint32Array layer over
// the cells on screen, each cell's arrow stamped from a pre-drawn glyph (one
// per neighbour direction, and quantized angles for jump point parents), put
// on a canvas of its own and drawn onto the board with ONE drawImage a frame.
//
// Stroking an antialiased arrow for every visible cell each frame made zoomed-
// in playback much slower in a software-rasterizing browser (thousands of small
// shapes a frame; docs/performance.md, "Tried and did not help"). Here a frame only restamps the cells whose parent or state
// changed since the last frame (the replay's change list, as the board's own
// pixels use it), and copies just those rows of cells to the canvas. The layer
// reaches a little past the screen, so a pan redraws nothing until it leaves
// that margin; a zoom, a pan past the margin, a new replay or look, a rebuild
// of the replay, or a frame it missed redraws the layer whole, which is still
// one pass of pixel writes. A glyph never leaves its cell, so restamping one
// cell never touches another's pixels.

import { CELL_STATE } from '../model/replay.js';
import { NO_PARENT } from '../lib/trace-format.js';

const ANGLES = 64; // directions of a parent that is not a neighbour (jump points, any-angle), 5.6 degrees apart
const MARGIN_PIXELS = 128; // the layer reaches this far past the screen's edges: small pans redraw nothing
const NEIGHBOURS = 9; // glyph keys 0..8: (dy + 1) * 3 + (dx + 1) for a neighbouring parent (4, itself, is never used)

/** The glyph key of an arrow from (x, y) to its parent (px, py), or -1 for none (a parent that is the cell itself). */
export function arrowKey(x, y, px, py) {
  const dx = px - x, dy = py - y;
  if (dx === 0 && dy === 0) return -1;
  if (dx >= -1 && dx <= 1 && dy >= -1 && dy <= 1) return (dy + 1) * 3 + (dx + 1);
  const turn = Math.round((Math.atan2(dy, dx) / (2 * Math.PI)) * ANGLES);
  return NEIGHBOURS + ((turn % ANGLES) + ANGLES) % ANGLES;
}

/** The direction a glyph key stands for: [dx, dy] (a neighbour's offset, or a unit vector for the quantized angles times 2). */
/** @returns {[number, number]} */
export function arrowDirection(key) {
  if (key < NEIGHBOURS) return [(key % 3) - 1, Math.floor(key / 3) - 1];
  const angle = ((key - NEIGHBOURS) / ANGLES) * 2 * Math.PI;
  return [2 * Math.cos(angle), 2 * Math.sin(angle)];
}

export class ArrowLayer {
  /**
   * @param {(dx: number, dy: number, look: {key: string, size: number}) => {x: ArrayLike<number>, y: ArrayLike<number>, colour: Uint32Array}} rasterize
   *   the glyph of an arrow towards (dx, dy) (arrowDirection) in a cell of look.size x look.size pixels:
   *   its non-transparent pixels, x and y in 0..size-1, colour as ImageData's bytes read as one little-endian Uint32
   */
  constructor(rasterize) {
    this.rasterize = rasterize;
    this.look = null;
    this.glyphs = new Map(); // key -> { x, y, colour, offsets (for `rowPixels`) }
    this.pixels = new Uint32Array(0);
    this.drawn = new Int16Array(0); // per layer cell: the glyph key stamped there, -1 none
    this.frame = null; // what the pixels show: { replay, serial, x0, y0, columns, rows, size }
    this.dirty = []; // [x, y, width, height] pixel rectangles changed since the last blit
  }

  get width() { return this.frame ? this.frame.columns * this.frame.size : 0; }
  get height() { return this.frame ? this.frame.rows * this.frame.size : 0; }

  /**
   * Brings the pixels up to date for cells x0..x1, y0..y1 (those on screen) of the replay at its step
   * shown. The layer covers them and a margin of MARGIN_PIXELS around them (within the map), so a pan
   * that stays inside it redraws nothing; `frame` says which cells it covers.
   * @param {{replay: import('../model/replay.js').TraceReplay, width: number, height: number, x0: number, y0: number,
   *   x1: number, y1: number, look: {key: string, size: number}, changes: {full: boolean, cells: number[], serial: number} | null}} at
   *   width, height: the map's; look: what rasterize draws with, size its pixels per cell and key naming it all
   *   (a new key draws new glyphs); changes: the replay's cells touched since the previous frame, serial
   *   counting frames (a gap: a frame missed)
   */
  update({ replay, width, height, x0, y0, x1, y1, look, changes }) {
    if (look.key !== this.look?.key) {
      this.look = look;
      this.glyphs.clear();
      this.frame = null;
    }
    const last = this.frame;
    const { size } = look;
    const covered = last && last.size === size && x0 >= last.x0 && y0 >= last.y0 && x1 < last.x0 + last.columns && y1 < last.y0 + last.rows;
    if (covered && changes && !changes.full && last.replay === replay && changes.serial === last.serial + 1) {
      last.serial = changes.serial;
      this.#restamp(replay, width, changes.cells);
      return;
    }
    const margin = Math.ceil(MARGIN_PIXELS / size);
    const left = Math.max(0, x0 - margin), top = Math.max(0, y0 - margin);
    const columns = Math.min(width - 1, x1 + margin) - left + 1, rows = Math.min(height - 1, y1 + margin) - top + 1;
    this.frame = { replay, serial: changes?.serial ?? NaN, x0: left, y0: top, columns, rows, size };
    this.#redraw(replay, width);
  }

  // Every cell again, on cleared pixels.
  #redraw(replay, width) {
    const { x0, y0, columns, rows, size } = this.frame;
    if (this.pixels.length !== columns * rows * size * size) this.pixels = new Uint32Array(columns * rows * size * size);
    else this.pixels.fill(0);
    if (this.drawn.length !== columns * rows) this.drawn = new Int16Array(columns * rows);
    this.drawn.fill(-1);
    for (let row = 0; row < rows; row++) {
      for (let column = 0; column < columns; column++) this.#stamp(replay, width, (y0 + row) * width + x0 + column, column, row);
    }
    this.dirty = [[0, 0, columns * size, rows * size]];
  }

  // Only the touched cells on screen; the rows of cells they are in become the dirty rectangles.
  #restamp(replay, width, cells) {
    const { x0, y0, columns, rows, size } = this.frame;
    const left = new Int32Array(rows).fill(columns), right = new Int32Array(rows).fill(-1);
    for (const cell of cells) {
      const column = (cell % width) - x0, row = Math.floor(cell / width) - y0;
      if (column < 0 || column >= columns || row < 0 || row >= rows) continue;
      if (!this.#stamp(replay, width, cell, column, row)) continue;
      if (column < left[row]) left[row] = column;
      if (column > right[row]) right[row] = column;
    }
    for (let row = 0; row < rows; row++) {
      if (right[row] >= 0) this.dirty.push([left[row] * size, row * size, (right[row] - left[row] + 1) * size, size]);
    }
  }

  // Stamps the cell's arrow at layer cell (column, row) over the one there; returns whether any pixel changed.
  #stamp(replay, width, cell, column, row) {
    const parent = replay.parent[cell];
    const key = replay.state[cell] === CELL_STATE.none || parent === NO_PARENT ? -1
      : arrowKey(cell % width, Math.floor(cell / width), parent % width, Math.floor(parent / width));
    const at = row * this.frame.columns + column;
    const before = this.drawn[at];
    if (key === before) return false;
    const { size } = this.frame;
    const rowPixels = this.frame.columns * size;
    const base = row * size * rowPixels + column * size;
    const pixels = this.pixels;
    if (before >= 0) {
      const { offsets } = this.#glyph(before, rowPixels);
      for (let k = 0; k < offsets.length; k++) pixels[base + offsets[k]] = 0;
    }
    if (key >= 0) {
      const { offsets, colour } = this.#glyph(key, rowPixels);
      for (let k = 0; k < offsets.length; k++) pixels[base + offsets[k]] = colour[k];
    }
    this.drawn[at] = key;
    return true;
  }

  // The glyph of `key`, drawn the first time it is needed, with its pixels' offsets for rows of rowPixels.
  #glyph(key, rowPixels) {
    let glyph = this.glyphs.get(key);
    if (!glyph) {
      glyph = this.rasterize(...arrowDirection(key), this.look);
      this.glyphs.set(key, glyph);
    }
    if (glyph.rowPixels !== rowPixels) {
      glyph.offsets = Int32Array.from(glyph.colour, (_, k) => glyph.y[k] * rowPixels + glyph.x[k]);
      glyph.rowPixels = rowPixels;
    }
    return glyph;
  }

  /**
   * Draws the layer onto ctx at (x, y), cssWidth x cssHeight (the cells' box on the board): puts the
   * pixels the last update changed on the layer's canvas, then one drawImage.
   */
  blit(ctx, x, y, cssWidth, cssHeight) {
    const { width, height } = this;
    if (!this.canvas) {
      this.canvas = document.createElement('canvas');
      this.canvasCtx = this.canvas.getContext('2d');
    }
    if (this.canvas.width !== width || this.canvas.height !== height || this.image?.data.buffer !== this.pixels.buffer) {
      this.canvas.width = width;
      this.canvas.height = height;
      this.image = new ImageData(new Uint8ClampedArray(this.pixels.buffer), width, height);
      this.dirty = [[0, 0, width, height]];
    }
    for (const [dx, dy, w, h] of this.dirty) this.canvasCtx.putImageData(this.image, 0, 0, dx, dy, w, h);
    this.dirty = [];
    ctx.save();
    // Pixels for pixels when the cells are a whole number of device pixels; else smoothed (the glyphs were drawn for `size`).
    ctx.imageSmoothingEnabled = Math.abs(cssWidth * ctx.getTransform().a - width) > 0.5;
    ctx.drawImage(this.canvas, x, y, cssWidth, cssHeight);
    ctx.restore();
  }
}
