// The landmarks' table handed between instances (web/src/lib/landmark-tables.js, core/landmark_export.cpp):
// a table exported on the main thread and given to the path worker is read there without a build (the
// worker's core counts builds and imports), its answers are Dijkstra's; edits in the worker repair it,
// never rebuild it; a table for another map, a stale or damaged one, or not a table at all is refused
// with code 'bad-landmarks', and the instance (main thread or worker) stays usable.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPathWorker, loadPathlab } from 'pathlab';
import { thrown } from '../thrown.js';
import { random } from './teach-support.js';

let pl, pf;
beforeAll(async () => {
  pl = await loadPathlab();
  pf = await createPathWorker();
});
afterAll(() => pf?.terminate());

// Walls on a fifth of the cells, terrain 2..9 on another fifth.
function paintedGrid(width, height, seed) {
  const r = random(seed);
  const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => (r() < 0.2 ? 1 : r() < 0.25 ? 2 + Math.floor(r() * 8) : 0)));
  return pl.Grid.fromMatrix(rows);
}

function freeCells(grid) {
  const cells = grid.getCells(), free = [];
  for (let i = 0; i < cells.length; i++) if (!(cells[i] & 0x80)) free.push([i % grid.width, Math.floor(i / grid.width)]);
  return free;
}

test('the worker searches with the table built on the main thread and builds none', async () => {
  const grid = paintedGrid(60, 45, 7);
  try {
    const table = pl.exportLandmarks(grid);
    expect(table).toBeInstanceOf(Uint32Array);
    expect(table.length).toBeGreaterThan(60 * 45 * 16); // distances both ways from eight landmarks (terrain)
    await pf.setGrid(grid);
    const before = await pf.landmarksStatus();
    await pf.setLandmarks(table);
    expect(table.length).toBe(0); // its buffer went to the worker
    const free = freeCells(grid), r = random(3);
    for (let q = 0; q < 12; q++) {
      const start = free[Math.floor(r() * free.length)], goal = free[Math.floor(r() * free.length)];
      const got = await pf.findPath(start, goal, { heuristic: 'landmarks' });
      const want = pl.findPath(grid, { start, goal, algorithm: 'dijkstra' });
      expect(got.status).toBe(want.status);
      if (want.status === 'found') expect(got.cost).toBeCloseTo(want.cost, 9);
    }
    const after = await pf.landmarksStatus();
    expect(after.imports).toBe(before.imports + 1);
    expect(after.builds).toBe(before.builds); // no table built in the worker

    // Edits in the worker repair the table it has: still no build, still Dijkstra's costs.
    const [x, y] = free[5];
    pf.setCost(x, y, 9);
    grid.setCost(x, y, 9);
    const [wx, wy] = free[9];
    pf.setWalkable(wx, wy, false);
    grid.setWalkable(wx, wy, false);
    const start = free[1], goal = free[free.length - 2];
    const got = await pf.findPath(start, goal, { heuristic: 'landmarks' });
    expect(got.cost).toBeCloseTo(pl.findPath(grid, { start, goal, algorithm: 'dijkstra' }).cost, 9);
    expect((await pf.landmarksStatus()).builds).toBe(before.builds);

    // And the worker's table, repaired, comes back out for the main thread's copy of the map.
    const back = await pf.exportLandmarks();
    const main = pl.landmarksStatus();
    pl.importLandmarks(grid, back);
    expect(pl.landmarksStatus().imports).toBe(main.imports + 1);
    const again = pl.findPath(grid, { start, goal, heuristic: 'landmarks' });
    expect(again.cost).toBeCloseTo(got.cost, 9);
    expect(pl.landmarksStatus().builds).toBe(main.builds);
  } finally {
    grid.delete();
  }
});

test('a table for another map, a stale, damaged or missing one is refused clearly; both sides stay usable', async () => {
  const grid = paintedGrid(30, 20, 11);
  const other = paintedGrid(30, 21, 11);
  try {
    const table = pl.exportLandmarks(grid);
    const main = pl.landmarksStatus();
    const size = thrown(() => pl.importLandmarks(other, table));
    expect(size.code).toBe('bad-landmarks');
    expect(size.message).toMatch(/is for a 30 x 20 map, and this grid is 30 x 21/);
    const damaged = table.slice();
    damaged[damaged.length - 1] ^= 1;
    expect(thrown(() => pl.importLandmarks(grid, damaged)).message).toMatch(/checksum/);
    expect(thrown(() => pl.importLandmarks(grid, table.subarray(0, 20))).message).toMatch(/cut short/);
    // Longer than any table for this map: refused before the core makes room for it.
    const huge = thrown(() => pl.importLandmarks(grid, new Uint32Array(1 << 22)));
    expect(huge.code).toBe('bad-landmarks');
    expect(huge.message).toMatch(/more than any table for this map/);
    expect(thrown(() => pl.importLandmarks(grid, [1, 2, 3])).code).toBe('bad-landmarks');
    expect(pl.landmarksStatus().imports).toBe(main.imports);
    const [s0, g0] = [freeCells(grid)[0], freeCells(grid)[3]];
    expect(pl.findPath(grid, { start: s0, goal: g0, heuristic: 'landmarks' }).cost).toBeCloseTo(pl.findPath(grid, { start: s0, goal: g0, algorithm: 'dijkstra' }).cost, 9);

    // The worker has the map with one cell edited since the export: stale.
    await pf.setGrid(grid);
    const [x, y] = freeCells(grid)[4];
    pf.setCost(x, y, grid.getCost(x, y) === 9 ? 8 : 9);
    const before = await pf.landmarksStatus();
    const stale = await pf.setLandmarks(table.slice()).catch((e) => e);
    expect(stale.code).toBe('bad-landmarks');
    expect(stale.message).toMatch(/other cells/);
    const notATable = await pf.setLandmarks(new Float64Array(4)).catch((e) => e);
    expect(notATable.code).toBe('bad-landmarks');
    expect((await pf.landmarksStatus()).imports).toBe(before.imports);
    const free = freeCells(grid);
    const r = await pf.findPath(free[0], free[free.length - 1], { heuristic: 'landmarks' });
    const dijkstra = await pf.findPath(free[0], free[free.length - 1], { algorithm: 'dijkstra' });
    expect([r.status, r.cost]).toEqual([dijkstra.status, dijkstra.cost]);
  } finally {
    grid.delete();
    other.delete();
  }
});

test('a table built with terrain priced by the cells crossed travels as such, and serves only that model', async () => {
  const grid = paintedGrid(40, 30, 5);
  try {
    const integer = thrown(() => pl.exportLandmarks(grid, { terrainCost: 'crossed', costModel: 'integer' }));
    expect(integer.code).toBe('unsupported-combination');
    const table = pl.exportLandmarks(grid, { terrainCost: 'crossed' });
    await pf.setGrid(grid);
    const before = await pf.landmarksStatus();
    await pf.setLandmarks(table);
    const free = freeCells(grid), r = random(8);
    for (let q = 0; q < 8; q++) {
      const start = free[Math.floor(r() * free.length)], goal = free[Math.floor(r() * free.length)];
      const got = await pf.findPath(start, goal, { heuristic: 'landmarks', terrainCost: 'crossed' });
      const want = pl.findPath(grid, { start, goal, algorithm: 'dijkstra', terrainCost: 'crossed' });
      expect(got.status).toBe(want.status);
      if (want.status === 'found') expect(got.cost).toBeCloseTo(want.cost, 9);
    }
    expect(await pf.landmarksStatus()).toMatchObject({ builds: before.builds, imports: before.imports + 1 });
    // A search priced by the cell entered does not read it: its distances are another model's.
    await pf.findPath(free[0], free[free.length - 1], { heuristic: 'landmarks' });
    expect((await pf.landmarksStatus()).builds).toBe(before.builds + 1);
  } finally {
    grid.delete();
  }
});
