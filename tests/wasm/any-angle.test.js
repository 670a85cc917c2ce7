// Theta*, Lazy Theta*, string pulling, IDA* and depth-first search through the
// JS library (the core's own tests check them in depth: tests/cpp/any_angle_test.cpp,
// tests/cpp/ida_dfs_test.cpp). Costs here are checked from the returned points.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab, PATH_SMOOTHINGS } from 'pathlab';

let pl;
let grid;
// A wall with a gap: the grid path bends through the gap, the any-angle one cuts straight to it.
const ROWS = [
  '..........',
  '..........',
  '#####.####',
  '..........',
  '..........',
];
beforeAll(async () => {
  pl = await loadPathlab();
  grid = pl.Grid.fromMatrix(ROWS.map((r) => [...r].map((c) => (c === '#' ? 1 : 0))));
});
afterAll(() => grid.delete());

const legsLength = (path) => path.slice(1).reduce((sum, [x, y], i) => sum + Math.hypot(x - path[i][0], y - path[i][1]), 0);
const query = { start: [0, 0], goal: [9, 4] };

describe('any-angle searches', () => {
  test.each(['theta-star', 'lazy-theta-star'])('%s returns turning points whose legs sum to the cost', (algorithm) => {
    const astar = pl.findPath(grid, query);
    const r = pl.findPath(grid, { ...query, algorithm });
    expect(r.status).toBe('found');
    expect(r.path[0]).toEqual([0, 0]);
    expect(r.path.at(-1)).toEqual([9, 4]);
    expect(r.path.length).toBeLessThan(astar.path.length);
    expect(r.cost).toBeCloseTo(legsLength(r.path), 9);
    expect(r.cost).toBeLessThan(astar.cost);
  });

  test('string pulling straightens any grid path and recomputes its cost', () => {
    expect(PATH_SMOOTHINGS).toEqual(['none', 'string-pulling']);
    for (const algorithm of ['astar', 'bfs', 'dfs', 'jps']) {
      const plain = pl.findPath(grid, { ...query, algorithm });
      const pulled = pl.findPath(grid, { ...query, algorithm, pathSmoothing: 'string-pulling' });
      expect(pulled.cost).toBeCloseTo(legsLength(pulled.path), 9);
      expect(pulled.cost).toBeLessThanOrEqual(plain.cost + 1e-9);
      expect(pulled.expanded).toBe(plain.expanded);
      const s = pl.createSearch(grid, { ...query, algorithm, pathSmoothing: 'string-pulling' });
      expect(s.run().path).toEqual(pulled.path);
      const pathEvents = [];
      const t = s.trace;
      for (let i = 0; i < t.length; i++) if (t.kinds[i] === 3) pathEvents.push([t.cells[i] % 10, Math.floor(t.cells[i] / 10)]);
      expect(pathEvents).toEqual(pulled.path);
      s.delete();
    }
  });

  test('settings the legs cannot honour are refused with a code', () => {
    const error = (() => {
      try {
        pl.findPath(grid, { ...query, algorithm: 'theta-star', costModel: 'integer' });
      } catch (e) {
        return e;
      }
      return null;
    })();
    expect(error.code).toBe('unsupported-combination');
    expect(error.message).toBe("Theta* measures straight legs by their length, so it needs costModel 'real', not 'integer'");
    expect(() => pl.findPath(grid, { ...query, pathSmoothing: 'spline' })).toThrow(/unknown pathSmoothing 'spline'/);
  });
});

describe('IDA* and depth-first search', () => {
  test('IDA* finds the optimal cost and says how many passes it made', () => {
    const astar = pl.findPath(grid, query);
    const r = pl.findPath(grid, { ...query, algorithm: 'ida-star' });
    expect(r.status).toBe('found');
    expect(r.cost).toBeCloseTo(astar.cost, 9);
    expect(r.iterations).toBeGreaterThan(1);
    expect(astar.iterations).toBeUndefined();
  });

  test('IDA* honours the expansion cap', () => {
    const open = new pl.Grid(60, 60);
    const r = pl.findPath(open, { start: [0, 0], goal: [59, 0], algorithm: 'ida-star', heuristic: 'zero', maxExpansions: 5000 });
    expect(r.status).toBe('limit');
    expect(r.expanded).toBe(5000);
    expect(r.path[0]).toEqual([0, 0]);
    open.delete();
  });

  test('depth-first search gives a legal path, not the shortest', () => {
    const r = pl.findPath(grid, { ...query, algorithm: 'dfs' });
    expect(r.status).toBe('found');
    for (let i = 1; i < r.path.length; i++) {
      const [dx, dy] = [r.path[i][0] - r.path[i - 1][0], r.path[i][1] - r.path[i - 1][1]];
      expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1);
      expect(ROWS[r.path[i][1]][r.path[i][0]]).toBe('.');
      if (dx !== 0 && dy !== 0) { // only when no obstacles: both side cells free
        expect(ROWS[r.path[i - 1][1]][r.path[i][0]]).toBe('.');
        expect(ROWS[r.path[i][1]][r.path[i - 1][0]]).toBe('.');
      }
    }
    expect(r.cost).toBeGreaterThan(pl.findPath(grid, query).cost);
  });
});
