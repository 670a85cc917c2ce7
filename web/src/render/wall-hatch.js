// Walls told by more than their colour (WCAG 1.4.1): once a cell is HATCH_MIN_ZOOM CSS px or more,
// every wall in view is crossed by diagonal lines in the palette's wallHatch (3:1 or more from the wall
// colour). Between black and white there is room for three steps of 3:1, not four, so the walls share
// a step of lightness with the open cells in most palettes; the lines tell them apart.
//
// Nothing is added per cell to the board's pixels or to a full repaint: the lines are one pattern, a
// tile one cell wide, filled through a mask of the walls (a pixel per cell, scaled like the board) into
// a layer that covers the cells in view and a quarter of the view more on each side. The layer is built
// again only when the walls, the zoom or the colour change, or a pan brings cells beyond it into view
// (playback changes none of them; a pan mostly moves the layer): each frame draws it once, where the
// view puts its cells. Below HATCH_MIN_ZOOM nothing is drawn: the lines would only blur the walls'
// colour.
//
// The lines run at 45 degrees and continue from one wall cell into the next, so a block of walls is
// hatched as one; they stay clear of each cell's centre, where a wall keeps its plain colour.

import { WALL_BIT } from '../model/grid-model.js';

export const HATCH_MIN_ZOOM = 5;
const CELL_PX_PER_LINE = 12; // about one line per this many CSS px of cell side (at least one)

export class WallHatch {
  constructor() {
    this.key = '';
    /** the cells the layer covers: columns x0..x1 - 1, rows y0..y1 - 1 */
    this.cells = { x0: 0, x1: 0, y0: 0, y1: 0 };
    this.walls = 0; // wall cells the layer covers
    /** @type {HTMLCanvasElement | null} */
    this.layer = null;
    /** @type {HTMLCanvasElement | null} */
    this.mask = null;
    this.tile = { key: '', canvas: /** @type {HTMLCanvasElement | null} */ (null) }; // kept while zoom and colour stay
  }

  /**
   * Draws the hatching over the walls in view.
   * @param {CanvasRenderingContext2D} ctx the board's context, in CSS pixels (scaled by dpr)
   * @param {object} view
   * @param {{width: number, height: number, cells: Uint8Array}} view.model
   * @param {number} view.zoom CSS px per cell
   * @param {number} view.ox CSS x of cell (0, 0)'s top-left corner
   * @param {number} view.oy CSS y of it
   * @param {number} view.width the canvas's CSS width
   * @param {number} view.height its CSS height
   * @param {number} view.dpr device pixels per CSS pixel
   * @param {string} view.colour the lines' colour
   * @param {number} view.serial changes whenever walls may have changed
   */
  draw(ctx, view) {
    if (view.zoom < HATCH_MIN_ZOOM) return;
    const { model, zoom, ox, oy, width, height, dpr, colour, serial } = view;
    const x0 = Math.max(0, Math.floor(-ox / zoom));
    const x1 = Math.min(model.width, Math.ceil((width - ox) / zoom));
    const y0 = Math.max(0, Math.floor(-oy / zoom));
    const y1 = Math.min(model.height, Math.ceil((height - oy) / zoom));
    if (x1 <= x0 || y1 <= y0) return;
    const key = `${serial} ${zoom} ${dpr} ${colour} ${model.width} ${model.height}`;
    const covered = this.cells;
    if (key !== this.key || x0 < covered.x0 || x1 > covered.x1 || y0 < covered.y0 || y1 > covered.y1) {
      const across = Math.ceil((x1 - x0) / 4), down = Math.ceil((y1 - y0) / 4);
      this.cells = {
        x0: Math.max(0, x0 - across), x1: Math.min(model.width, x1 + across),
        y0: Math.max(0, y0 - down), y1: Math.min(model.height, y1 + down),
      };
      this.#build(model, this.cells, zoom, dpr, colour);
      this.key = key;
    }
    const c = this.cells;
    if (this.walls > 0 && this.layer) ctx.drawImage(this.layer, ox + c.x0 * zoom, oy + c.y0 * zoom, (c.x1 - c.x0) * zoom, (c.y1 - c.y0) * zoom);
  }

  #build(model, { x0, x1, y0, y1 }, zoom, dpr, colour) {
    const columns = x1 - x0;
    const rows = y1 - y0;
    this.walls = 0;

    // The mask: an opaque pixel for each wall the layer covers, transparent elsewhere.
    const image = new ImageData(columns, rows);
    const words = new Uint32Array(image.data.buffer);
    const { cells } = model;
    let walls = 0;
    for (let y = 0; y < rows; y++) {
      const from = (y0 + y) * model.width + x0;
      const at = y * columns;
      for (let x = 0; x < columns; x++) {
        if (cells[from + x] & WALL_BIT) {
          words[at + x] = 0xff000000;
          walls++;
        }
      }
    }
    this.walls = walls;
    if (walls === 0) return;
    this.mask ??= document.createElement('canvas');
    this.mask.width = columns;
    this.mask.height = rows;
    this.mask.getContext('2d').putImageData(image, 0, 0);

    this.layer ??= document.createElement('canvas');
    const w = Math.max(1, Math.round(columns * zoom * dpr));
    const h = Math.max(1, Math.round(rows * zoom * dpr));
    if (this.layer.width !== w || this.layer.height !== h) {
      this.layer.width = w;
      this.layer.height = h;
    }
    const ctx = this.layer.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.imageSmoothingEnabled = false; // cell edges as sharp as the board's own
    ctx.drawImage(this.mask, 0, 0, columns * zoom, rows * zoom);
    ctx.globalCompositeOperation = 'source-in'; // the lines only where the mask is
    const tileKey = `${zoom} ${dpr} ${colour}`;
    if (this.tile.key !== tileKey) this.tile = { key: tileKey, canvas: lineTile(zoom, dpr, colour) };
    const pattern = /** @type {CanvasPattern} */ (ctx.createPattern(this.tile.canvas, 'repeat'));
    const scale = zoom / this.tile.canvas.width; // the tile's device pixels onto one cell's CSS pixels
    pattern.setTransform(new DOMMatrix([scale, 0, 0, scale, 0, 0])); // its tiles fall on the cells
    ctx.fillStyle = pattern;
    ctx.fillRect(0, 0, columns * zoom, rows * zoom);
    ctx.globalCompositeOperation = 'source-over';
  }
}

// One cell's tile of the lines, in device pixels.
function lineTile(zoom, dpr, colour) {
  const size = Math.max(1, Math.round(zoom * dpr));
  const tile = document.createElement('canvas');
  tile.width = size;
  tile.height = size;
  const t = /** @type {CanvasRenderingContext2D} */ (tile.getContext('2d'));
  // Lines x + y = (2k + 1) / 2n of the side: n lines per cell, the centre (x + y = 1) midway between two.
  // Those of the neighbouring tiles are drawn too, so that each line's edge is whole across a tile's border.
  const lines = Math.max(1, Math.round(zoom / CELL_PX_PER_LINE));
  t.beginPath();
  for (let k = -lines; k < 3 * lines; k++) {
    const d = ((2 * k + 1) / (2 * lines)) * size;
    t.moveTo(d + size, -size);
    t.lineTo(d - 2 * size, 2 * size);
  }
  t.strokeStyle = colour;
  t.lineWidth = Math.min(2.5, Math.max(1.25, zoom * 0.1)) * dpr;
  t.stroke();
  return tile;
}
