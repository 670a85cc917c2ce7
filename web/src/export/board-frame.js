// The board of one exported frame: the map's cells coloured at a replay's step with the colour
// table the page's board shows (its theme and colour-blind choice), one pixel per cell on
// BoardPixels' strips, drawn at `scale` output pixels per cell, the walls hatched as on the board
// (render/wall-hatch.js, from the same cell size); then the path (last step), the
// cell being expanded and the S and G markers. Only the cells the replay touched since the
// previous frame are coloured again (TraceReplay.takeChanges), as on the page's board
// (docs/architecture.md, "Big maps"), so a long range of a big map costs per frame what the
// steps changed, not the whole map. With `overlay` (the teaching views' overlay, teach/overlay.js),
// the parent arrows and cell numbers the page's board shows are drawn on it as there.

import { BoardPixels } from '../render/board-pixels.js';
import { CLOSED_LEVELS, colourIndex, shadeLevel } from '../render/palette.js';
import { drawMarkerDisc } from '../render/marker.js';
import { WallHatch } from '../render/wall-hatch.js';

export class BoardFrame {
  /**
   * @param {{width: number, height: number, cells: Uint8Array, start: number[], goal: number[]}} map a copy of the map
   * @param {import('../model/replay.js').TraceReplay} replay the export's own replay (never the page's)
   * @param {{colours: Uint32Array, css: object, scale: number, overlay?: ((ctx: CanvasRenderingContext2D, view: object) => void) | null}} look
   *   the board's colour table, its CSS colours, output px per cell, and the teaching overlay (arrows, numbers) or none
   */
  constructor(map, replay, { colours, css, scale, overlay = null }) {
    this.overlay = overlay;
    this.changes = null; // the replay's changes since the last frame, numbered as a BoardView numbers them
    this.serial = 0;
    this.map = map;
    this.replay = replay;
    this.colours = colours;
    this.css = css;
    this.scale = scale;
    this.pixels = new BoardPixels(map.width, map.height);
    this.hatch = new WallHatch(); // an export's map does not change: the lines are drawn once and kept
    this.width = Math.max(1, Math.round(map.width * scale));
    this.height = Math.max(1, Math.round(map.height * scale));
    this.shade = replay.maxG > 0 ? (CLOSED_LEVELS - 1) / replay.maxG : 0;
  }

  /** Draws the board at the replay's current step with its top-left corner at (x, y) of ctx. */
  draw(ctx, x, y) {
    this.#paint();
    ctx.save();
    ctx.beginPath();
    ctx.rect(x, y, this.width, this.height);
    ctx.clip();
    // Whole pixels per cell: crisp cells. Fewer than one (a big map scaled down): averaged, not skipped.
    ctx.imageSmoothingEnabled = this.scale < 1;
    this.pixels.draw(ctx, x, y, this.scale, y + this.height);
    this.hatch.draw(ctx, { model: this.map, zoom: this.scale, ox: x, oy: y, width: x + this.width, height: y + this.height, dpr: 1, colour: this.css.wallHatch, serial: 0 });
    if (this.overlay) this.overlay(ctx, this.#view(x, y));
    this.#drawPath(ctx, x, y);
    this.#drawCurrent(ctx, x, y);
    this.#drawMarker(ctx, x, y, this.map.start, this.css.start, 'S');
    this.#drawMarker(ctx, x, y, this.map.goal, this.css.goal, 'G');
    ctx.restore();
  }

  // What a board overlay reads of a BoardView (render/renderer.js), for this frame at (x, y).
  #view(x, y) {
    const s = this.scale;
    return {
      replay: this.replay, model: { width: this.map.width, height: this.map.height }, zoom: s, board: this, changes: this.changes,
      cellToScreen: (cx, cy) => [x + cx * s, y + cy * s], screenToCell: (px, py) => [(px - x) / s, (py - y) / s],
    };
  }

  #paint() {
    const changes = this.replay.takeChanges();
    this.changes = { ...changes, serial: ++this.serial };
    const { width, height } = this.map;
    if (changes.full) {
      this.#colour(0, width * height);
      this.pixels.put(0, 0, width, height);
      return;
    }
    if (changes.cells.length === 0) return;
    let minX = Infinity; let minY = Infinity; let maxX = -1; let maxY = -1;
    for (const i of changes.cells) {
      this.#colourCell(i);
      const cx = i % width;
      const cy = (i - cx) / width;
      if (cx < minX) minX = cx;
      if (cx > maxX) maxX = cx;
      if (cy < minY) minY = cy;
      if (cy > maxY) maxY = cy;
    }
    this.pixels.put(minX, minY, maxX + 1, maxY + 1);
  }

  #colour(from, to) {
    for (let i = from; i < to; i++) this.#colourCell(i);
  }

  #colourCell(i) {
    const { state, g } = this.replay;
    this.pixels.pixels[i] = this.colours[colourIndex(this.map.cells[i], state[i], shadeLevel(g[i], this.shade))];
  }

  #drawPath(ctx, x, y) {
    const { path } = this.replay;
    if (path.length < 2) return;
    const s = this.scale;
    const columns = this.map.width;
    ctx.beginPath();
    path.forEach((cell, i) => {
      const cx = cell % columns;
      const px = x + (cx + 0.5) * s;
      const py = y + ((cell - cx) / columns + 0.5) * s;
      if (i === 0) ctx.moveTo(px, py);
      else ctx.lineTo(px, py);
    });
    const line = Math.max(2, Math.min(10, s * 0.35));
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    ctx.strokeStyle = this.css.pathOutline;
    ctx.lineWidth = line + 3;
    ctx.stroke();
    ctx.strokeStyle = this.css.path;
    ctx.lineWidth = line;
    ctx.stroke();
  }

  // The cell being expanded: a square outline around it (at least 6 px, so it shows on a scaled-down map).
  #drawCurrent(ctx, x, y) {
    const cell = this.replay.current;
    if (cell < 0 || this.replay.step === this.replay.totalSteps) return;
    const s = this.scale;
    const cx = cell % this.map.width;
    const size = Math.max(s, 6);
    const inset = (size - s) / 2;
    ctx.strokeStyle = this.css.current;
    ctx.lineWidth = Math.max(2, Math.min(4, s / 6));
    ctx.strokeRect(x + cx * s - inset, y + ((cell - cx) / this.map.width) * s - inset, size, size);
  }

  /** @param {CanvasRenderingContext2D} ctx @param {number} x @param {number} y @param {number[]} cell [x, y] @param {string} colour @param {string} label */
  #drawMarker(ctx, x, y, [mx, my], colour, label) {
    const s = this.scale;
    drawMarkerDisc(ctx, x + (mx + 0.5) * s, y + (my + 0.5) * s, Math.max(5, s * 0.45), { colour, ring: this.css.markerRing, label });
  }
}
