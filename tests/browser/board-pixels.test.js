// The board's strips of rows (web/src/render/board-pixels.js) in real Chromium: drawn
// side by side, scaled with smoothing off, every pixel must show the cell under its
// centre (the reference is that formula, not the code under test), at zooms above
// and below one pixel per cell and at fractional offsets, where a seam between
// strips would leave a pixel empty and an overlap would show a neighbouring row.
import { expect, test } from 'vitest';
import { BoardPixels } from '../../web/src/render/board-pixels.js';

// Opaque colours from a xorshift32 stream: neighbouring rows differ, so a row drawn from the wrong strip shows.
function randomOpaque(pixels) {
  let state = 2463534242;
  for (let i = 0; i < pixels.length; i++) {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    pixels[i] = (state | 0xff000000) >>> 0;
  }
}

function target(width, height) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  ctx.imageSmoothingEnabled = false;
  return ctx;
}

function pixelsOf(ctx) {
  return new Uint32Array(ctx.getImageData(0, 0, ctx.canvas.width, ctx.canvas.height).data.buffer);
}

// The cells a pixel centre at coordinate p may show along one axis: the one it falls in, and its
// neighbour when it lies within a thousandth of a cell of their border (either is a right rounding);
// -1 stands for outside the board (nothing drawn).
function cellsUnder(p, origin, zoom, size) {
  const at = (p + 0.5 - origin) / zoom;
  const cell = Math.floor(at);
  const near = at - cell < 1e-3 ? [cell - 1] : cell + 1 - at < 1e-3 ? [cell + 1] : [];
  return [cell, ...near].map((c) => (c >= 0 && c < size ? c : -1));
}

// The first pixel of a drawn view that is not what the formula says (null: none).
function firstWrong(drawn, board, ox, oy, zoom, viewWidth) {
  for (let i = 0; i < drawn.length; i++) {
    const [px, py] = [i % viewWidth, Math.floor(i / viewWidth)];
    const xs = cellsUnder(px, ox, zoom, board.width);
    const ys = cellsUnder(py, oy, zoom, board.height);
    const allowed = ys.flatMap((y) => xs.map((x) => (x < 0 || y < 0 ? 0 : board.pixels[y * board.width + x])));
    if (!allowed.includes(drawn[i])) return { px, py, got: drawn[i], allowed };
  }
  return null;
}

test('a board over a million cells is split into strips of whole rows, a smaller one is one strip', () => {
  const big = new BoardPixels(1500, 1400);
  expect(big.strips.map((s) => s.rows)).toEqual([467, 467, 466]); // under 2^20 cells each, none thin
  expect(big.strips.reduce((rows, s) => rows + s.rows, 0)).toBe(1400);
  expect(big.strips.every((s, i) => s.top === (i === 0 ? 0 : big.strips[i - 1].top + big.strips[i - 1].rows))).toBe(true);
  expect(new BoardPixels(1000, 1000).strips.length).toBe(1);
});

test('every pixel of the drawn strips shows the cell under its centre, zoomed in and out, at fractional offsets', () => {
  const [width, height] = [1500, 1400]; // strips of 467, 467 and 466 rows
  const board = new BoardPixels(width, height);
  randomOpaque(board.pixels);
  board.put(0, 0, width, height);
  const views = [[0.37, 3.3, 7.71], [0.5, 0, 0], [1, -0.25, 0.5], [2.6, -1800.4, -1170.3], [7.3, -5000.5, -3069.85]];
  for (const [zoom, ox, oy] of views) {
    const drawn = target(640, 480);
    board.draw(drawn, ox, oy, zoom, 480);
    expect({ zoom, wrong: firstWrong(pixelsOf(drawn), board, ox, oy, zoom, 640) }).toEqual({ zoom, wrong: null });
  }
});

test('put() puts only the rows and columns asked for, across a strip boundary', () => {
  const board = new BoardPixels(1100, 1000); // two strips of 500 rows
  randomOpaque(board.pixels);
  board.put(10, 490, 20, 510); // 10 rows in each strip
  const drawn = target(1100, 1000);
  board.draw(drawn, 0, 0, 1, 1000);
  const got = pixelsOf(drawn);
  for (const [x, y] of [[10, 490], [19, 509], [15, 499], [15, 500]]) expect(got[y * 1100 + x]).toBe(board.pixels[y * 1100 + x]);
  for (const [x, y] of [[9, 495], [20, 495], [15, 489], [15, 510]]) expect(got[y * 1100 + x]).toBe(0); // outside: still transparent
});
