// findPathCells, findPath for game loops: the path as one array of cell indices. Its cells
// walk a shortest path on Moving AI maps (each step checked and summed here, against the
// scenario file's optimal length), every other field is findPath's, the array is the caller's
// own copy, and bad input fails as findPath's does.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { checkedPathCost } from '../path-cost.js';
import { movingAIText } from '../movingai-data.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// Every `every`-th scenario of a .scen file, read here: [start, goal, optimal length].
function scenarios(file, every) {
  return movingAIText(file).trim().split('\n').slice(1)
    .filter((_, i) => i % every === 0)
    .map((line) => line.split(/\s+/))
    .map((f) => [[+f[4], +f[5]], [+f[6], +f[7]], +f[8]]);
}

const pointsOf = (cells, width) => Array.from(cells, (c) => [c % width, Math.floor(c / width)]);
// Everything but the path and the clock.
const withoutPath = (result) => Object.fromEntries(Object.entries(result).filter(([key]) => !['path', 'cells', 'micros'].includes(key)));

describe('findPathCells', () => {
  test.each([
    ['arena', 'jps-plus', 1],
    ['arena', 'astar', 4],
    ['den520d', 'jps-plus', 20],
    ['8room_000', 'jps', 100],
  ])('on %s with %s, the cells walk a shortest path from start to goal', (map, algorithm, every) => {
    const grid = pl.Grid.fromMovingAI(movingAIText(`${map}.map`));
    const matrix = grid.toMatrix();
    const query = pl.prepareQuery({ algorithm });
    const list = scenarios(`${map}.map.scen`, every);
    expect(list.length).toBeGreaterThan(10);
    for (const [start, goal, optimal] of list) {
      const r = query.findPathCells(grid, start, goal);
      expect(Array.isArray(r.cells)).toBe(true);
      expect(r.path).toBeUndefined();
      expect(r.status).toBe('found');
      expect(r.cells[0]).toBe(start[1] * grid.width + start[0]);
      expect(r.cells[r.cells.length - 1]).toBe(goal[1] * grid.width + goal[0]);
      const walked = checkedPathCost(matrix, pointsOf(r.cells, grid.width));
      expect(walked).toBeCloseTo(optimal, 3); // the files print 5 to 8 decimals
      expect(r.cost).toBeCloseTo(walked, 9);
    }
    query.delete();
    grid.delete();
  });

  test('returns what findPath returns, with the path as cell indices, through the library and a prepared query', () => {
    const rows = Array.from({ length: 24 }, (_, y) => Array.from({ length: 31 }, (_, x) => ((x * 7 + y * 3) % 11 === 0 ? 1 : (x + y) % 5 === 0 ? 4 : 0)));
    rows[0][0] = 0;
    const grid = pl.Grid.fromMatrix(rows);
    const cases = [
      { start: [0, 0], goal: [30, 23] },
      { start: [0, 0], goal: [30, 23], algorithm: 'dijkstra', diagonalMovement: 'never' },
      { start: [2, 5], goal: [28, 3], algorithm: 'theta-star' },
      { start: [0, 0], goal: [12, 17], maxExpansions: 5 }, // a partial path to the best cell reached
    ];
    for (const options of cases) {
      const expected = pl.findPath(grid, options);
      const cells = pl.findPathCells(grid, options);
      expect(pointsOf(cells.cells, grid.width)).toEqual(expected.path);
      expect(withoutPath(cells)).toEqual(withoutPath(expected));
      const { start, goal, ...settings } = options;
      const query = pl.prepareQuery(settings);
      expect(pointsOf(query.findPathCells(grid, start, goal).cells, grid.width)).toEqual(expected.path);
      query.delete();
    }
    grid.delete();
  });

  test('no path: no cells and cost Infinity; the array is the caller\'s own, not a view of wasm memory', () => {
    const grid = pl.Grid.fromMatrix([[0, 1, 0], [0, 1, 0], [0, 1, 0]]);
    const none = pl.findPathCells(grid, { start: [0, 0], goal: [2, 2] });
    expect(none.status).toBe('no-path');
    expect(none.cells.length).toBe(0);
    expect(none.cost).toBe(Infinity);
    const first = pl.findPathCells(grid, { start: [0, 0], goal: [0, 2] });
    const kept = [...first.cells];
    pl.findPathCells(grid, { start: [2, 2], goal: [2, 0] }); // the core writes its next path where the last one was
    expect(first.cells).toEqual(kept);
    expect(kept).toEqual([0, 3, 6]);
    grid.delete();
  });

  test('bad input fails with findPath\'s codes and leaves the library usable', () => {
    const grid = pl.Grid.fromMatrix([[0, 0], [1, 0]]);
    expect(() => pl.findPathCells(grid, { start: [0, 0], goal: [5, 0] })).toThrow(expect.objectContaining({ code: 'out-of-bounds' }));
    expect(() => pl.findPathCells(grid, { start: [0, 0], goal: [0, 1] })).toThrow(expect.objectContaining({ code: 'endpoint-wall' }));
    expect(() => pl.findPathCells(grid, { start: [0, 0], goal: [1, 1], algorithm: 'nope' })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    const query = pl.prepareQuery({});
    expect(() => query.findPathCells(grid, [0, 0], [-1, 0])).toThrow(expect.objectContaining({ code: 'out-of-bounds' }));
    expect(query.findPathCells(grid, [0, 0], [1, 1]).cells).toEqual([0, 1, 3]); // no corner cut past the wall
    query.delete();
    expect(() => query.findPathCells(grid, [0, 0], [1, 1])).toThrow(/deleted/);
    grid.delete();
  });
});
