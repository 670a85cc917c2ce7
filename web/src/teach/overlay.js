// Board overlays of the teaching views, drawn on any BoardView (main board,
// compare boards) from its replay at the step shown:
//   parent arrows  from each reached cell towards its parent (came-from arrows,
//                  as in Red Blob Games' introduction to A*), once cells are
//                  ARROW_MIN_ZOOM CSS pixels wide;
//   cell numbers   g, h and f written in each reached cell, once cells are
//                  NUMBERS_MIN_ZOOM pixels wide;
//   marks          the open-list entry under the pointer and the cell of the
//                  micro-step shown, as rings.
// Only the cells on screen are drawn, and nothing below those sizes, so the
// overlay costs nothing at a 512 x 512 map's fit-to-screen zoom. The arrows are
// pixels kept between frames (arrow-layer.js): a frame restamps only the cells
// whose parent changed, so playback zoomed in costs about what it costs without
// arrows. Ink is the palette's "current" colour (dark on light boards, light on
// dark ones) with a halo of the free-cell colour from HALO_MIN_ZOOM, readable
// on every search colour of both themes and the colour-blind palette.

import { CELL_STATE } from '../model/replay.js';
import { CSS } from '../render/palette.js';
import { formatNumber } from '../model/explain.js';
import { ArrowLayer } from './arrow-layer.js';

export const ARROW_MIN_ZOOM = 8;
const HALO_MIN_ZOOM = 16;
export const NUMBERS_MIN_ZOOM = 34;

/**
 * @param {{arrows: () => boolean, numbers: () => boolean, marks: (board) => number[][], ruleOf: (board) => {gWeight: number, hWeight: number}, integerCosts: (board) => boolean}} settings
 *   marks(board): [x, y] cells to ring on this board; ruleOf(board): how f is made from g and h there
 * @returns {(ctx: CanvasRenderingContext2D, view: object) => void} an overlay for BoardView.addOverlay
 */
export function teachingOverlay(settings) {
  return (ctx, board) => {
    // Cell to screen in one multiply-add: the board's cellToScreen measures the canvas on every call.
    const [ox, oy] = board.cellToScreen(0, 0);
    const view = { ...board, cellToScreen: (x, y) => [ox + x * board.zoom, oy + y * board.zoom] };
    const { replay, model, zoom } = view;
    const wantArrows = settings.arrows() && zoom >= ARROW_MIN_ZOOM;
    const wantNumbers = settings.numbers() && zoom >= NUMBERS_MIN_ZOOM;
    if (replay && model && (wantArrows || wantNumbers) && replay.cellCount === model.width * model.height) {
      const [x0, y0, x1, y1] = visibleCells(ctx, view, model);
      // With numbers in the cells, arrows keep to the cells' edges, clear of the text.
      if (wantArrows) drawArrows(ctx, view, replay, model.width, x0, y0, x1, y1, wantNumbers ? 0.4 : -0.18);
      if (wantNumbers) drawNumbers(ctx, view, replay, model.width, x0, y0, x1, y1, settings.ruleOf(view.board), settings.integerCosts(view.board));
    }
    for (const [x, y] of settings.marks(view.board)) drawRing(ctx, view, x, y);
  };
}

// The cells on the canvas, from the same origin and size the frame is drawn with (the canvas's pixels
// over the transform's scale, view.cellToScreen): screenToCell measures the page's layout again, which
// while boards come and go can disagree with this frame and leave a row of arrows out of the layer.
function visibleCells(ctx, view, model) {
  const scale = ctx.getTransform().a || 1;
  const width = ctx.canvas.width / scale, height = ctx.canvas.height / scale;
  const [ox, oy] = view.cellToScreen(0, 0);
  const { zoom } = view;
  return [Math.max(0, Math.floor(-ox / zoom)), Math.max(0, Math.floor(-oy / zoom)),
    Math.min(model.width - 1, Math.ceil((width - ox) / zoom)), Math.min(model.height - 1, Math.ceil((height - oy) / zoom))];
}

// The arrows come from a layer of pixels kept between frames per board (arrow-layer.js): a frame
// restamps only the cells that changed and draws the layer with one drawImage.
const layers = new WeakMap(); // BoardView -> ArrowLayer

function drawArrows(ctx, view, replay, width, x0, y0, x1, y1, from) {
  const { zoom } = view;
  const scale = ctx.getTransform().a; // device pixels per CSS pixel
  const size = Math.max(1, Math.round(zoom * scale)); // the glyphs' cell, in device pixels
  const halo = zoom >= HALO_MIN_ZOOM;
  const look = { key: `${size} ${scale} ${from} ${halo} ${CSS.current} ${CSS.free}`, size, scale, from, halo, ink: CSS.current, haloColour: CSS.free };
  let layer = layers.get(view.board);
  if (!layer) layers.set(view.board, (layer = new ArrowLayer(rasterizeArrow)));
  layer.update({ replay, width, height: view.model.height, x0, y0, x1, y1, look, changes: view.changes });
  const { frame } = layer; // the cells it covers: those on screen and a margin
  const [sx, sy] = view.cellToScreen(frame.x0, frame.y0);
  layer.blit(ctx, sx, sy, frame.columns * zoom, frame.rows * zoom);
}

let scratch = null; // the canvas glyphs are drawn on

// One arrow from near the centre of a size x size cell towards (dx, dy), ending at the shared edge for a
// neighbour, a third of the way for longer jumps, never past the cell's edge; as pixels (ArrowLayer's glyph).
/**
 * @param {number} dx @param {number} dy
 * @param {{key: string, size: number, scale: number, from: number, halo: boolean, ink: string, haloColour: string}} look
 */
function rasterizeArrow(dx, dy, { size, scale, from, halo, ink, haloColour }) {
  if (!scratch || scratch.canvas.width < size) {
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = Math.max(size, 64);
    scratch = canvas.getContext('2d', { willReadFrequently: true });
  }
  const ctx = scratch;
  const zoom = size / scale; // CSS pixels per cell, as the glyph is drawn
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, size, size);
  ctx.setTransform(scale, 0, 0, scale, 0, 0);
  const inkWidth = Math.max(1.2, zoom * 0.055);
  const haloWidth = halo ? Math.max(2.5, zoom * 0.12) : 0;
  const length = Math.hypot(dx, dy);
  const ux = dx / length, uy = dy / length;
  const edge = (zoom / 2 - Math.max(inkWidth, haloWidth) / 2) / Math.max(Math.abs(ux), Math.abs(uy));
  const reach = Math.min(zoom * 0.62, length * zoom * 0.45, edge);
  const head = Math.min(6, zoom * 0.22);
  const c = (Math.floor(size / 2) + 0.5) / scale; // the centre on a pixel's centre: straight arrows get a sharp core
  const tx = c + ux * reach, ty = c + uy * reach;
  ctx.beginPath();
  ctx.moveTo(c + ux * zoom * from, c + uy * zoom * from);
  ctx.lineTo(tx, ty);
  ctx.moveTo(tx - ux * head - uy * head * 0.6, ty - uy * head + ux * head * 0.6);
  ctx.lineTo(tx, ty);
  ctx.lineTo(tx - ux * head + uy * head * 0.6, ty - uy * head - ux * head * 0.6);
  ctx.lineJoin = 'round';
  if (halo) { // a halo keeps thin ink readable on every search colour; below HALO_MIN_ZOOM it smudges the short straight arrows
    ctx.strokeStyle = haloColour;
    ctx.lineWidth = haloWidth;
    ctx.globalAlpha = 0.85;
    ctx.stroke();
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = ink;
  ctx.lineWidth = inkWidth;
  ctx.stroke();
  const pixels = new Uint32Array(ctx.getImageData(0, 0, size, size).data.buffer);
  const x = [], y = [], colour = [];
  for (let i = 0; i < pixels.length; i++) {
    if (pixels[i] === 0) continue;
    x.push(i % size);
    y.push(Math.floor(i / size));
    colour.push(pixels[i]);
  }
  return { x, y, colour: Uint32Array.from(colour) };
}

function drawNumbers(ctx, view, replay, width, x0, y0, x1, y1, rule, integerCosts) {
  const { zoom } = view;
  const size = Math.max(8, Math.min(13, zoom * 0.22));
  ctx.save();
  ctx.font = `${size}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.lineJoin = 'round';
  ctx.lineWidth = 3;
  ctx.strokeStyle = CSS.free;
  ctx.fillStyle = CSS.current;
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const cell = y * width + x;
      if (replay.state[cell] === CELL_STATE.none) continue;
      const g = replay.g[cell], h = replay.h[cell];
      const [sx, sy] = view.cellToScreen(x + 0.5, y + 0.5);
      const lines = [`f ${formatNumber(rule.gWeight * g + rule.hWeight * h, integerCosts)}`, `g ${formatNumber(g, integerCosts)}`, `h ${formatNumber(h, integerCosts)}`];
      lines.forEach((text, i) => {
        const ty = sy + (i - 1) * size * 1.15;
        ctx.strokeText(text, sx, ty);
        ctx.fillText(text, sx, ty);
      });
    }
  }
  ctx.restore();
}

function drawRing(ctx, view, x, y) {
  const [sx, sy] = view.cellToScreen(x, y);
  const z = view.zoom;
  const pad = Math.max(2, z * 0.15);
  ctx.save();
  ctx.lineWidth = 5;
  ctx.strokeStyle = CSS.free;
  ctx.strokeRect(sx - pad, sy - pad, z + 2 * pad, z + 2 * pad);
  ctx.lineWidth = 2.5;
  ctx.strokeStyle = CSS.current;
  ctx.setLineDash([5, 3]);
  ctx.strokeRect(sx - pad, sy - pad, z + 2 * pad, z + 2 * pad);
  ctx.restore();
}
