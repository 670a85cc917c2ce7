// The parent-arrow layer (web/src/teach/arrow-layer.js) kept between frames: after
// any sequence of steps forward and back, long jumps, micro-steps (showThrough),
// views moved, frames missed and looks changed, every cell on screen holds
// exactly the glyph of an arrow towards its parent at the step shown, and
// nothing where no cell was reached. Glyphs here are test patterns: a line of
// pixels from the cell's centre, coloured by glyph key, so the check reads the
// direction back from the pixels and compares it with the search's parent.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { ArrowLayer, arrowDirection, arrowKey } from '../../web/src/teach/arrow-layer.js';
import { TraceReplay } from '../../web/src/model/replay.js';
import { cornerToCorner, rng } from './support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const NO_PARENT = 0xffffffff;

// A test glyph: pixels from the centre of a size x size cell a few steps along (dx, dy), colour = key + 1
// (the key of that direction, so the colour names the glyph drawn).
function testGlyph(dx, dy, { size }) {
  const key = arrowKey(0, 0, dx, dy);
  const length = Math.hypot(dx, dy);
  const x = [], y = [];
  const c = (size - 1) / 2;
  for (let s = 0; s <= 3; s++) {
    x.push(Math.round(c + (dx / length) * s));
    y.push(Math.round(c + (dy / length) * s));
  }
  return { x, y, colour: new Uint32Array(x.length).fill(key + 1) };
}

function searchOn(width, height, seed, options) {
  const { grid, options: query } = cornerToCorner(pl, width, height, seed, 0.2, { traceDetail: 'micro', ...options });
  const search = pl.createSearch(grid, query);
  search.run();
  const trace = search.traceCopy();
  search.delete();
  grid.delete();
  return trace;
}

// Every cell the layer covers (the view and a margin) against the replay: its block holds one glyph,
// of the arrow towards its parent.
function expectLayerMatches(layer, replay, width, view, size) {
  const { x0, y0, columns, rows } = layer.frame;
  const x1 = x0 + columns - 1, y1 = y0 + rows - 1;
  expect(x0 <= view[0] && y0 <= view[1] && x1 >= view[2] && y1 >= view[3]).toBe(true);
  const rowPixels = columns * size;
  expect(layer.width).toBe(rowPixels);
  expect(layer.height).toBe(rows * size);
  const wrong = [];
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      const cell = y * width + x;
      const colours = new Set();
      let count = 0;
      for (let py = 0; py < size; py++) {
        for (let px = 0; px < size; px++) {
          const value = layer.pixels[((y - y0) * size + py) * rowPixels + (x - x0) * size + px];
          if (value !== 0) { colours.add(value); count++; }
        }
      }
      const parent = replay.parent[cell];
      const reached = replay.state[cell] !== 0 && parent !== NO_PARENT && parent !== cell;
      let problem = '';
      if (!reached && count > 0) problem = 'an arrow on a cell not reached';
      else if (reached && colours.size !== 1) problem = `${colours.size} glyphs`;
      else if (reached) {
        const [dx, dy] = arrowDirection([...colours][0] - 1);
        const px = parent % width, py = Math.floor(parent / width);
        const off = Math.abs(Math.atan2(dy, dx) - Math.atan2(py - y, px - x));
        const turn = Math.min(off, 2 * Math.PI - off);
        const neighbour = Math.abs(px - x) <= 1 && Math.abs(py - y) <= 1;
        if (neighbour ? turn > 1e-9 : turn > Math.PI / 64 + 1e-9) problem = `points ${((turn * 180) / Math.PI).toFixed(1)} degrees off`;
        else if (count > testGlyph(dx, dy, { size }).x.length) problem = 'leftover pixels of an earlier arrow';
      }
      if (problem && wrong.length < 5) wrong.push(`(${x}, ${y}) at step ${replay.step}: ${problem}`);
    }
  }
  expect(wrong).toEqual([]);
}

describe('ArrowLayer', () => {
  test('arrowKey: one glyph per neighbour, and 64 directions for parents further away', () => {
    const keys = new Set();
    for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) if (dx || dy) keys.add(arrowKey(5, 5, 5 + dx, 5 + dy));
    expect(keys.size).toBe(8);
    for (const key of keys) expect(key).toBeLessThan(9);
    expect(arrowDirection(arrowKey(5, 5, 6, 4))).toEqual([1, -1]);
    expect(arrowKey(5, 5, 5, 5)).toBe(-1);
    // A jump parent 7 east, 3 north: the nearest of 64 directions, within half a step of 5.6 degrees.
    const [dx, dy] = arrowDirection(arrowKey(5, 5, 12, 2));
    expect(Math.abs(Math.atan2(dy, dx) - Math.atan2(-3, 7))).toBeLessThanOrEqual(Math.PI / 64 + 1e-12);
    expect(arrowKey(0, 0, -9, 0)).toBe(arrowKey(0, 0, -2, 0)); // same direction, same glyph, however far
  });

  test.each([
    ['A* with diagonals', { algorithm: 'astar', diagonalMovement: 'only-when-no-obstacles' }],
    ['jump point search', { algorithm: 'jps', diagonalMovement: 'only-when-no-obstacles' }],
    ['bidirectional A*', { algorithm: 'bidirectional-astar' }],
  ])('%s: every cell on screen shows its parent after random moves, micro-steps, views and missed frames', (name, options) => {
    const width = 48, height = 36;
    const trace = searchOn(width, height, 11, options);
    const replay = new TraceReplay(trace, width * height);
    expect(replay.totalSteps).toBeGreaterThan(options.algorithm === 'jps' ? 10 : 100);
    const random = rng(name.length * 7919);
    let rasterized = 0;
    const layer = new ArrowLayer((dx, dy, look) => { rasterized++; return testGlyph(dx, dy, look); });
    let serial = 0;
    let view = [0, 0, 20, 15];
    let size = 12;
    const frame = () => {
      const changes = { ...replay.takeChanges(), serial: ++serial };
      const [x0, y0, x1, y1] = view;
      layer.update({ replay, width, height, x0, y0, x1, y1, look: { key: `test ${size}`, size }, changes });
      expectLayerMatches(layer, replay, width, view, size);
    };
    frame();
    for (let move = 0; move < 60; move++) {
      const r = random();
      if (r < 0.35) replay.seek(replay.step + 1 + Math.floor(random() * 6)); // playback
      else if (r < 0.5) replay.seek(replay.step - 1 - Math.floor(random() * 4)); // steps back
      else if (r < 0.6) replay.seek(Math.floor(random() * (replay.totalSteps + 1))); // timeline jumps
      else if (r < 0.75 && replay.step > 0) { // micro-steps: the step shown up to one of its events
        const from = replay.expandAt[replay.step - 1] + 1;
        const to = replay.step < replay.totalSteps ? replay.expandAt[replay.step] : trace.length;
        replay.showThrough(from + Math.floor(random() * (to - from + 1)));
      } else if (r < 0.8) { // a small pan: one cell over (inside the layer's margin)
        view = [Math.max(0, view[0] - 1), view[1], Math.max(0, view[2] - 1), view[3]];
      } else if (r < 0.85) { // pan or zoom: another range of cells on screen
        const x0 = Math.floor(random() * 30), y0 = Math.floor(random() * 20);
        view = [x0, y0, Math.min(width - 1, x0 + 5 + Math.floor(random() * 20)), Math.min(height - 1, y0 + 5 + Math.floor(random() * 15))];
      } else if (r < 0.92) { // a frame drawn without arrows: its changes are lost to the layer
        replay.seek(replay.step + 3);
        replay.takeChanges();
        serial++;
      } else size = size === 12 ? 9 : 12; // a new look (zoom, theme): new glyphs
      frame();
    }
    expect(rasterized).toBeLessThan(3 * (9 + 64)); // glyphs are drawn once per look, not per cell
  });

  test('the layer reaches past the screen, so a pan inside that margin redraws nothing', () => {
    const width = 48, height = 36;
    const trace = searchOn(width, height, 11, { algorithm: 'astar' });
    const replay = new TraceReplay(trace, width * height);
    replay.seek(60);
    const layer = new ArrowLayer(testGlyph);
    let serial = 0;
    const show = (x0, y0) => {
      layer.update({ replay, width, height, x0, y0, x1: x0 + 9, y1: y0 + 7, look: { key: 'test', size: 16 }, changes: { ...replay.takeChanges(), serial: ++serial } });
      const { dirty } = layer;
      layer.dirty = [];
      return dirty;
    };
    show(20, 14);
    expect(layer.frame).toMatchObject({ x0: 12, y0: 6, columns: 26, rows: 24 }); // 128 pixels = 8 cells of 16 on every side
    for (const [x0, y0] of [[21, 14], [25, 17], [12, 6], [28, 22]]) expect(show(x0, y0)).toEqual([]);
    expect(show(29, 22)).toEqual([[0, 0, layer.width, layer.height]]); // out of the margin: redrawn around the new view
    expect(layer.frame).toMatchObject({ x0: 21, y0: 14 });
    expect(show(44, 30).length).toBe(1);
    expect(layer.frame).toMatchObject({ x0: 36, y0: 22, columns: 12, rows: 14 }); // clipped at the map's edges
  });

  test('a frame restamps only the cells whose arrow changed, and reports just their rows as dirty', () => {
    const width = 30, height = 20;
    const trace = searchOn(width, height, 11, { algorithm: 'astar' });
    const replay = new TraceReplay(trace, width * height);
    expect(replay.totalSteps).toBeGreaterThan(40);
    const layer = new ArrowLayer(testGlyph);
    const update = (serial) => layer.update({ replay, width, height, x0: 0, y0: 0, x1: width - 1, y1: height - 1, look: { key: 'test', size: 8 }, changes: { ...replay.takeChanges(), serial } });
    // A step that opens cells (an expansion alone keeps its cell's arrow).
    let k = 20;
    while (![...trace.kinds.subarray(replay.expandAt[k], replay.expandAt[k + 1])].includes(0)) k++;
    replay.seek(k);
    update(1);
    expect(layer.dirty).toEqual([[0, 0, width * 8, height * 8]]); // the first frame: everything
    layer.dirty = [];
    const before = layer.pixels.slice();
    replay.seek(k + 1);
    update(2);
    // The rows of the cells that changed, each from its first to its last changed cell; every other pixel kept.
    const touched = new Set(trace.cells.subarray(replay.expandAt[k], replay.expandAt[k + 1]));
    const rows = new Set([...touched].map((c) => Math.floor(c / width)));
    expect(layer.dirty.length).toBeGreaterThan(0);
    expect(layer.dirty.length).toBeLessThanOrEqual(rows.size);
    for (const [, y, , h] of layer.dirty) {
      expect(h).toBe(8);
      expect(rows.has(y / 8)).toBe(true);
    }
    let changedOutside = 0;
    for (let i = 0; i < before.length; i++) {
      if (before[i] === layer.pixels[i]) continue;
      const cell = Math.floor(Math.floor(i / (width * 8)) / 8) * width + Math.floor((i % (width * 8)) / 8);
      if (!touched.has(cell)) changedOutside++;
    }
    expect(changedOutside).toBe(0);
    expect(before).not.toEqual(layer.pixels);
  });
});
