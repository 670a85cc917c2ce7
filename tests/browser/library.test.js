// The library inside real headless Chromium: the same ES module, fetching its .wasm.
import { expect, test } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';

test('loads in a browser and finds the same path as in Node', async () => {
  expect(typeof window).toBe('object');
  const pl = await loadPathlab();
  const grid = pl.Grid.fromMatrix([
    [0, 0, 0, 0],
    [1, 1, 1, 0],
    [0, 0, 0, 0],
  ]);
  const r = pl.findPath(grid, { start: [0, 0], goal: [0, 2] });
  expect(r.status).toBe('found');
  // No corner cutting past the wall's end at (2, 1): around it by straight steps only.
  expect(r.path).toEqual([[0, 0], [1, 0], [2, 0], [3, 0], [3, 1], [3, 2], [2, 2], [1, 2], [0, 2]]);
  expect(r.cost).toBe(8);
  grid.delete();
});

test('bad arguments throw and the instance stays usable in the browser', async () => {
  const pl = await loadPathlab();
  const grid = new pl.Grid(8, 8);
  expect(() => pl.findPath(grid, { start: [0, 0], goal: [8, 0] })).toThrow(/outside the 8 x 8 grid/);
  expect(() => pl.Grid.fromMovingAI('type octile\nheight 1\nwidth 1\nmap\n#\n')).toThrow(/line 5/);
  expect(pl.findPath(grid, { start: [0, 0], goal: [7, 7] }).cost).toBeCloseTo(7 * Math.SQRT2, 12);
  grid.delete();
});
