// Keeping small things visible on big maps: at fit zoom a cell can be under a
// pixel, so the cells a search expanded (JPS's jump points, a capped chase's few
// expansions) would vanish. Below DOT_ZOOM CSS px per cell, each expanded cell is drawn as a
// dot of DOT_PX in the closed colour with a thin ring in the markers' ring colour,
// on top of the one-pixel-per-cell board.

export const DOT_ZOOM = 3;
const DOT_PX = 4;
// Dots are for sparse searches: when they would cover more than this share of the
// board they would only hide its own closed-set shading, which shows dense searches well.
const MAX_DOT_COVER = 0.03;

/**
 * Draws the cells expanded up to the replay's current step as dots.
 * @param {CanvasRenderingContext2D} ctx in CSS pixels
 * @param {import('../model/replay.js').TraceReplay} replay
 * @param {number} columns the map's width
 * @param {[number, number]} origin CSS pixel of cell (0, 0)'s centre
 * @param {number} zoom CSS px per cell
 * @param {{fill: string, ring: string}} colours
 * @param {number} boardArea the board's area in CSS px²
 */
export function drawExpandedDots(ctx, replay, columns, [ox, oy], zoom, { fill, ring }, boardArea) {
  if (zoom >= DOT_ZOOM || replay.step === 0 || replay.step * DOT_PX * DOT_PX > MAX_DOT_COVER * boardArea) return;
  const { expandAt } = replay;
  const { cells } = replay.trace;
  ctx.beginPath();
  for (let s = 0; s < replay.step; s++) {
    const cell = cells[expandAt[s]];
    const x = cell % columns;
    ctx.rect(ox + x * zoom - DOT_PX / 2, oy + ((cell - x) / columns) * zoom - DOT_PX / 2, DOT_PX, DOT_PX);
  }
  ctx.lineWidth = 1;
  ctx.strokeStyle = ring;
  ctx.stroke();
  ctx.fillStyle = fill;
  ctx.fill();
}

/**
 * The region to fit for "Zoom to path": the path's bounding box, or the start's and
 * goal's when there is no path, with a margin of a tenth (at least 2 cells) around it.
 * @returns {{centerX: number, centerY: number, spanX: number, spanY: number}}
 */
export function pathRegion(path, columns, start, goal) {
  const points = path.length > 0 ? path.map((cell) => [cell % columns, Math.floor(cell / columns)]) : [start, goal];
  let [minX, minY, maxX, maxY] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [x, y] of points) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x + 1);
    maxY = Math.max(maxY, y + 1);
  }
  const margin = Math.max(2, 0.1 * Math.max(maxX - minX, maxY - minY));
  return { centerX: (minX + maxX) / 2, centerY: (minY + maxY) / 2, spanX: maxX - minX + 2 * margin, spanY: maxY - minY + 2 * margin };
}
