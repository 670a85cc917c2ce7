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
// overlay costs nothing at a 512 x 512 map's fit-to-screen zoom. Ink is the
// palette's "current" colour (dark on light boards, light on dark ones) with a
// halo of the free-cell colour, readable on every search colour of both
// themes and the colour-blind palette.

import { CELL_STATE } from '../model/replay.js';
import { NO_PARENT } from '../lib/trace-format.js';
import { CSS } from '../render/palette.js';
import { formatNumber } from '../model/explain.js';

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

function visibleCells(ctx, view, model) {
  const width = ctx.canvas.clientWidth || ctx.canvas.width, height = ctx.canvas.clientHeight || ctx.canvas.height;
  const [ax, ay] = view.screenToCell(0, 0);
  const [bx, by] = view.screenToCell(width, height);
  return [Math.max(0, Math.floor(ax)), Math.max(0, Math.floor(ay)), Math.min(model.width - 1, Math.ceil(bx)), Math.min(model.height - 1, Math.ceil(by))];
}

function drawArrows(ctx, view, replay, width, x0, y0, x1, y1, from) {
  const { zoom } = view;
  const head = Math.min(6, zoom * 0.22);
  ctx.save();
  const path = new Path2D();
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const cell = y * width + x;
      if (replay.state[cell] === CELL_STATE.none) continue;
      const parent = replay.parent[cell];
      if (parent === NO_PARENT) continue;
      const px = parent % width, py = (parent - px) / width;
      const [sx, sy] = view.cellToScreen(x + 0.5, y + 0.5);
      const dx = px - x, dy = py - y;
      const length = Math.hypot(dx, dy) || 1;
      const ux = dx / length, uy = dy / length;
      // From near the cell's centre towards the parent, ending at the shared edge (longer jumps: a third of the way).
      const reach = Math.min(zoom * 0.62, length * zoom * 0.45);
      const tx = sx + ux * reach, ty = sy + uy * reach;
      path.moveTo(sx + ux * zoom * from, sy + uy * zoom * from);
      path.lineTo(tx, ty);
      path.moveTo(tx - ux * head - uy * head * 0.6, ty - uy * head + ux * head * 0.6);
      path.lineTo(tx, ty);
      path.lineTo(tx - ux * head + uy * head * 0.6, ty - uy * head - ux * head * 0.6);
    }
  }
  if (zoom >= HALO_MIN_ZOOM) { // a halo keeps thin ink readable on every search colour; small cells skip it (thousands of arrows)
    ctx.strokeStyle = CSS.free;
    ctx.lineWidth = Math.max(2.5, zoom * 0.12);
    ctx.globalAlpha = 0.85;
    ctx.stroke(path);
    ctx.globalAlpha = 1;
  }
  ctx.strokeStyle = CSS.current;
  ctx.lineWidth = Math.max(1.2, zoom * 0.055);
  ctx.stroke(path);
  ctx.restore();
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
