// JPS, bidirectional search and the open lists through the JS library (wasm
// under Node): same optimal costs as A*, clear refusals, the trace conventions
// the page relies on, and PathFinding.js agreeing on path lengths.
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab, OPEN_LISTS, TRACE_BACKWARD_FLAG, TRACE_KINDS } from 'pathlab';
import { checkedPathCost } from '../path-cost.js';

const PF = createRequire(import.meta.url)('pathfinding');
let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// A reproducible random matrix, rows[y][x], with free corners.
function randomMatrix(width, height, density, seed) {
  let s = seed >>> 0;
  const next = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
  const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => (next() < density ? 1 : 0)));
  rows[0][0] = 0;
  rows[height - 1][width - 1] = 0;
  return rows;
}

describe('jps, bidirectional search and every open list', () => {
  test('return the cost of A* and of PathFinding.js on random maps', () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const rows = randomMatrix(60, 45, 0.3, seed);
      const grid = pl.Grid.fromMatrix(rows);
      const finder = new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles });
      const queries = [[[0, 0], [59, 44]], [[0, 0], [30, 20]], [[59, 44], [3, 40]]]
        .filter(([s, g]) => rows[s[1]][s[0]] === 0 && rows[g[1]][g[0]] === 0);
      for (const [start, goal] of queries) {
        const reference = pl.findPath(grid, { start, goal });
        const pfPath = finder.findPath(...start, ...goal, new PF.Grid(rows));
        expect(reference.status).toBe(pfPath.length ? 'found' : 'no-path');
        if (pfPath.length) expect(reference.cost).toBeCloseTo(checkedPathCost(rows, pfPath), 9);
        for (const algorithm of ['jps', 'bidirectional-astar', 'bidirectional-dijkstra']) {
          for (const openList of OPEN_LISTS) {
            const r = pl.findPath(grid, { start, goal, algorithm, openList });
            expect(r.status, `${algorithm} ${openList}`).toBe(reference.status);
            if (r.status !== 'found') continue;
            expect(r.cost, `${algorithm} ${openList}`).toBeCloseTo(reference.cost, 9);
            expect(checkedPathCost(rows, r.path)).toBeCloseTo(reference.cost, 9);
            expect(r.path[0]).toEqual(start);
            expect(r.path.at(-1)).toEqual(goal);
          }
        }
      }
      grid.delete();
    }
  });

  test('jps takes every diagonal rule and terrain; jps-plus refuses terrain with a clear message, and the instance stays usable', () => {
    const grid = pl.Grid.fromMatrix([[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
    const options = { start: [0, 0], goal: [2, 2], algorithm: 'jps' };
    expect(pl.findPath(grid, { ...options, diagonalMovement: 'never' }).cost).toBe(4);
    expect(pl.findPath(grid, { ...options, diagonalMovement: 'always' }).cost).toBeCloseTo(2 * Math.SQRT2, 12);
    grid.setCost(1, 1, 5);
    // Round the costly centre: two straight steps and a diagonal, 2 + sqrt(2), as A* finds.
    expect(pl.findPath(grid, options).cost).toBeCloseTo(2 + Math.SQRT2, 12);
    expect(pl.findPath(grid, { ...options, algorithm: 'astar' }).cost).toBeCloseTo(2 + Math.SQRT2, 12);
    expect(() => pl.createSearch(grid, { ...options, algorithm: 'jps-plus' }))
      .toThrow('JPS+ needs terrain cost 1 everywhere, but 1 walkable cell has another cost; use JPS on maps with terrain');
    grid.setCost(1, 1, 1);
    expect(pl.findPath(grid, { ...options, algorithm: 'jps-plus' }).cost).toBeCloseTo(2 * Math.SQRT2, 12);
    grid.delete();
  });

  test('a jps trace expands jump points and lists every path cell', () => {
    const grid = new pl.Grid(40, 30);
    for (let y = 5; y < 30; y++) grid.setWalkable(20, y, false);
    const search = pl.createSearch(grid, { start: [2, 25], goal: [37, 25], algorithm: 'jps' });
    const result = search.run();
    const t = search.traceCopy();
    const kinds = Array.from(t.kinds);
    const expands = kinds.filter((k) => k === TRACE_KINDS.expand).length;
    const paths = kinds.filter((k) => k === TRACE_KINDS.path).length;
    expect(expands).toBe(result.expanded);
    expect(expands).toBeLessThan(40); // A* needs hundreds here
    expect(paths).toBe(result.path.length);
    expect(checkedPathCost(grid.toMatrix(), result.path)).toBeCloseTo(result.cost, 9);
    search.delete();
    grid.delete();
  });

  test('bidirectional traces flag the backward half and end at the goal with the full cost', () => {
    const grid = pl.Grid.fromMatrix(randomMatrix(30, 30, 0.2, 9));
    const search = pl.createSearch(grid, { start: [0, 0], goal: [29, 29], algorithm: 'bidirectional-astar' });
    const result = search.run();
    expect(result.status).toBe('found');
    const t = search.traceCopy();
    const backwardExpands = Array.from(t.kinds).filter((k) => k === (TRACE_KINDS.expand | TRACE_BACKWARD_FLAG)).length;
    const forwardExpands = Array.from(t.kinds).filter((k) => k === TRACE_KINDS.expand).length;
    expect(backwardExpands).toBeGreaterThan(0);
    expect(forwardExpands + backwardExpands).toBe(result.expanded);
    expect(t.kinds[t.length - 1]).toBe(TRACE_KINDS.path);
    expect(t.cells[t.length - 1]).toBe(29 * 30 + 29);
    expect(t.g[t.length - 1]).toBeCloseTo(result.cost, 9);
    search.delete();
    grid.delete();
  });
});
