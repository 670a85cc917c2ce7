// Walls told by more than their colour (WCAG 1.4.1): once a cell is HATCH_MIN_ZOOM CSS px or more,
// every wall in view is crossed by diagonal lines in the palette's wallHatch (3:1 or more from the wall
// colour). Between black and white there is room for three steps of 3:1, not four, so the walls share
// a step of lightness with the open cells in most palettes; the lines tell them apart.
//
// Nothing is added per cell to the board's pixels or to a full repaint: the lines are one pattern, a
// tile one cell wide, filled through a mask of the walls in view (a pixel per visible cell, scaled like
// the board) into a layer of the canvas's size. The layer is built again only when the walls, the view
// or the colour change (playback changes none of them); each frame draws it once. Below
// HATCH_MIN_ZOOM nothing is drawn: the lines would only blur the walls' colour.
//
// The lines run at 45 degrees and continue from one wall cell into the next, so a block of walls is
// hatched as one; they stay clear of each cell's centre, where a wall keeps its plain colour.

import { WALL_BIT } from '../model/grid-model.js';

export const HATCH_MIN_ZOOM = 5;
const CELL_PX_PER_LINE = 12; // about one line per this many CSS px of cell side (at least one)

export class WallHatch {
  constructor() {
    this.key = '';
    this.walls = 0; // wall cells in view when the layer was built
    /** @type {HTMLCanvasElement | null} */
    this.layer = null;
    /** @type {HTMLCanvasElement | null} */
    this.mask = null;
    this.tile = { key: '', canvas: /** @type {HTMLCanvasElement | null} */ (null) }; // kept while zoom and colour stay (a pan)
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
    const { zoom, ox, oy, width, height, dpr, colour, serial } = view;
    const key = `${serial} ${zoom} ${ox} ${oy} ${width} ${height} ${dpr} ${colour}`;
    if (key !== this.key) {
      this.#build(view);
      this.key = key;
    }
    if (this.walls > 0 && this.layer) ctx.drawImage(this.layer, 0, 0, width, height);
  }

  #build({ model, zoom, ox, oy, width, height, dpr, colour }) {
    const x0 = Math.max(0, Math.floor(-ox / zoom));
    const x1 = Math.min(model.width, Math.ceil((width - ox) / zoom));
    const y0 = Math.max(0, Math.floor(-oy / zoom));
    const y1 = Math.min(model.height, Math.ceil((height - oy) / zoom));
    const columns = x1 - x0;
    const rows = y1 - y0;
    this.walls = 0;
    if (columns <= 0 || rows <= 0) return;

    // The mask: an opaque pixel for each wall in view, transparent elsewhere.
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
    const w = Math.max(1, Math.round(width * dpr));
    const h = Math.max(1, Math.round(height * dpr));
    if (this.layer.width !== w || this.layer.height !== h) {
      this.layer.width = w;
      this.layer.height = h;
    }
    const ctx = this.layer.getContext('2d');
    ctx.setTransform(1, 0, 0, 1, 0, 0);
    ctx.clearRect(0, 0, w, h);
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    ctx.imageSmoothingEnabled = false; // cell edges as sharp as the board's own
    const [left, top, across, down] = [ox + x0 * zoom, oy + y0 * zoom, columns * zoom, rows * zoom];
    ctx.drawImage(this.mask, left, top, across, down);
    ctx.globalCompositeOperation = 'source-in'; // the lines only where the mask is
    const tileKey = `${zoom} ${dpr} ${colour}`;
    if (this.tile.key !== tileKey) this.tile = { key: tileKey, canvas: lineTile(zoom, dpr, colour) };
    const pattern = /** @type {CanvasPattern} */ (ctx.createPattern(this.tile.canvas, 'repeat'));
    const scale = zoom / this.tile.canvas.width; // the tile's device pixels onto one cell's CSS pixels
    pattern.setTransform(new DOMMatrix([scale, 0, 0, scale, ox, oy])); // its tiles fall on the cells
    ctx.fillStyle = pattern;
    ctx.fillRect(left, top, across, down);
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
