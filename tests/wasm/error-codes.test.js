// Every error the library throws for bad input carries a stable error.code
// (docs/library.md, "Error codes") next to the message people read.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ERROR_CODES, loadPathlab } from 'pathlab';
import { thrown } from '../thrown.js';

let pl;
let grid;
beforeAll(async () => {
  pl = await loadPathlab();
  grid = pl.Grid.fromMatrix([
    [0, 0, 0, 0],
    [0, 1, 0, 3],
    [0, 0, 0, 0],
  ]);
});
afterAll(() => grid.delete());


describe('error.code', () => {
  const cases = [
    ['endpoint-wall', () => pl.findPath(grid, { start: [1, 1], goal: [3, 2] }), 'start (1, 1) is a wall'],
    ['endpoint-wall', () => pl.createSearch(grid, { start: [0, 0], goal: [1, 1] }), 'goal (1, 1) is a wall'],
    ['out-of-bounds', () => pl.findPath(grid, { start: [0, 0], goal: [4, 0] }), 'goal (4, 0) is outside the 4 x 3 grid'],
    ['bad-option', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], weight: 0.5 }), 'weight must be'],
    ['bad-option', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], algorithm: 'nope' }), "unknown algorithm 'nope'"],
    ['unsupported-combination', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], algorithm: 'jps' }),
      'Jump point search needs terrain cost 1 everywhere, but 1 walkable cell has another cost; use A* on maps with terrain'],
    ['unsupported-combination',
      () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], algorithm: 'bfs', stopWhenHalfway: true }),
      'stopWhenHalfway works with astar, dijkstra, greedy and weighted-astar, not bfs'],
    ['map-format', () => pl.Grid.fromMovingAI('type octile\nheight 1\nwidth 2\nmap\n.\n'), 'malformed map: line'],
    ['grid-size', () => new pl.Grid(0, 5), 'at least 1'],
    ['bad-graph', () => pl.findPathInGraph({ nodes: [[0, 0], [1, 0]], edges: [[0, 1, -1]], start: 0, goal: 1 }), 'edge 0'],
    ['out-of-bounds', () => pl.createGraphSearch({ nodes: [[0, 0]], edges: [], start: 0, goal: 3 }), 'goal must be a node id'],
    ['endpoint-wall', () => pl.visibilityGraph(grid, [[0, 0], [1, 1]]), 'waypoint 1 (1, 1) is a wall'],
    ['out-of-bounds', () => pl.visibilityGraph(grid, [[9, 0]]), 'waypoint 0 (9, 0) is outside the 4 x 3 grid'],
  ];
  test.each(cases)('%s: %s', (code, fn, message) => {
    const error = thrown(fn);
    expect(error).toBeInstanceOf(Error);
    expect(error.message).toContain(message);
    expect(error.code).toBe(code);
    expect(ERROR_CODES).toContain(error.code);
  });

  test('the instance stays usable after each error', () => {
    for (const [, fn] of cases) thrown(fn);
    expect(pl.findPath(grid, { start: [0, 0], goal: [3, 2] }).status).toBe('found');
  });
});
