// Waypoint graphs, explicit directed graphs, chase (stop when halfway) and flee,
// through the JS library against the real wasm build, under Node.
import { beforeAll, describe, expect, test } from 'vitest';
import { ERROR_CODES, loadPathlab, TRACE_KINDS } from 'pathlab';
import { thrown } from '../thrown.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function rng(seed) {
  let s = seed >>> 0;
  return () => ((s = (Math.imul(s, 1664525) + 1013904223) >>> 0) / 2 ** 32);
}

// Nodes in a 100 x 100 square, edges cost their length times 1..3 (Euclidean stays admissible).
function randomGraph(nodeCount, edgeCount, seed) {
  const r = rng(seed);
  const nodes = Array.from({ length: nodeCount }, () => [r() * 100, r() * 100]);
  const edges = Array.from({ length: edgeCount }, () => {
    const a = Math.floor(r() * nodeCount), b = Math.floor(r() * nodeCount);
    return [a, b, Math.hypot(nodes[a][0] - nodes[b][0], nodes[a][1] - nodes[b][1]) * (1 + 2 * r())];
  });
  return { nodes, edges };
}

// Independent reference: Bellman-Ford style relaxation until nothing changes.
function referenceDistances({ nodes, edges }, source) {
  const dist = nodes.map(() => Infinity);
  dist[source] = 0;
  for (let changed = true; changed;) {
    changed = false;
    for (const [a, b, c] of edges) {
      if (dist[a] + c < dist[b]) { dist[b] = dist[a] + c; changed = true; }
    }
  }
  return dist;
}

function pathCost({ edges }, path) {
  let total = 0;
  for (let i = 1; i < path.length; i++) {
    const costs = edges.filter(([a, b]) => a === path[i - 1] && b === path[i]).map((e) => e[2]);
    if (costs.length === 0) return NaN;
    total += Math.min(...costs);
  }
  return total;
}

// The reopening case (Millington, *AI for Games*): S->A 4, S->B 1, B->A 1, A->G 5; h(B) = 6 is admissible, not consistent.
const inconsistent = {
  nodes: [[0, 3], [1, 0], [6, 0], [0, 0]],
  edges: [[0, 1, 4], [0, 2, 1], [2, 1, 1], [1, 3, 5]],
  start: 0,
  goal: 3,
};

describe('findPathInGraph', () => {
  test('A* and Dijkstra match an independent shortest-path reference on random graphs', () => {
    for (let seed = 1; seed <= 6; seed++) {
      const graph = randomGraph(40, 40 * (1 + (seed % 3)), seed);
      for (let start = 0; start < 40; start += 9) {
        const ref = referenceDistances(graph, start);
        for (let goal = 0; goal < 40; goal += 3) {
          for (const algorithm of ['astar', 'dijkstra']) {
            const r = pl.findPathInGraph({ ...graph, start, goal, algorithm });
            if (ref[goal] === Infinity) {
              expect(r.status).toBe('no-path');
              expect(r.path).toEqual([]);
              continue;
            }
            expect(r.status).toBe('found');
            expect(r.cost).toBeCloseTo(ref[goal], 9);
            expect(pathCost(graph, r.path)).toBeCloseTo(ref[goal], 9);
            expect([r.path[0], r.path.at(-1)]).toEqual([start, goal]);
          }
        }
      }
    }
  });

  test('reopens a closed node when an inconsistent heuristic finds a cheaper way', () => {
    const r = pl.findPathInGraph(inconsistent);
    expect(r).toMatchObject({ status: 'found', path: [0, 2, 1, 3], cost: 7, expanded: 5 });
    const s = pl.createGraphSearch(inconsistent);
    s.run();
    const t = s.traceCopy();
    const events = Array.from(t.kinds, (kind, i) => [kind, t.cells[i], t.parents[i], t.g[i]]);
    const closed = events.findIndex(([kind, cell]) => kind === TRACE_KINDS.expand && cell === 1);
    const reopened = events.findIndex(([kind, cell], i) => i > closed && kind === TRACE_KINDS.improve && cell === 1);
    expect(closed).toBeGreaterThan(0);
    expect(events[reopened]).toEqual([TRACE_KINDS.improve, 1, 2, 2]);
    expect(events.filter(([kind]) => kind === TRACE_KINDS.path).map(([, cell]) => cell)).toEqual([0, 2, 1, 3]);
    s.delete();
  });

  test('steps, halfway stop, limits and the other algorithms', () => {
    const chain = { nodes: Array.from({ length: 11 }, (_, i) => [i, 0]), edges: Array.from({ length: 10 }, (_, i) => [i, i + 1, 1]) };
    const s = pl.createGraphSearch({ ...chain, start: 0, goal: 10 });
    expect(s.step(3)).toBe('running');
    expect(s.expanded).toBe(3);
    expect(s.run()).toMatchObject({ status: 'found', cost: 10, path: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    s.delete();
    expect(pl.findPathInGraph({ ...chain, start: 0, goal: 10, stopWhenHalfway: true }))
      .toMatchObject({ status: 'limit', stoppedBy: 'halfway', path: [0, 1, 2, 3, 4, 5], cost: 5 });
    expect(pl.findPathInGraph({ ...chain, start: 0, goal: 10, maxExpansions: 4 }))
      .toMatchObject({ status: 'limit', stoppedBy: 'maxExpansions', expanded: 4 });
    for (const algorithm of ['greedy', 'weighted-astar', 'bfs']) {
      expect(pl.findPathInGraph({ ...chain, start: 0, goal: 10, algorithm })).toMatchObject({ status: 'found', cost: 10 });
    }
  });

  test.each([
    [{ edges: [[0, 4, 1]] }, "edge 0: 'to' is not a node id (a whole number from 0 to 3)"],
    [{ edges: [[-1, 2, 1]] }, "edge 0: 'from' is not a node id (a whole number from 0 to 3)"],
    [{ edges: [[0.5, 2, 1]] }, "edge 0: 'from' is not a node id"],
    [{ edges: [[0, 1, 1], [0, 2, -3]] }, 'edge 1: cost must be a finite number >= 0'],
    [{ edges: [[0, 2, NaN]] }, 'edge 0: cost must be a finite number >= 0'],
    [{ edges: [[0, 2, Infinity]] }, 'edge 0: cost must be a finite number >= 0'],
    [{ edges: [[0, 2]] }, 'edge 0 must be [from, to, cost] with numbers'],
    [{ edges: [[0, '2', 1]] }, 'edge 0 must be [from, to, cost] with numbers'],
    [{ nodes: [[0, 0], [1, NaN], [2, 2], [3, 3]] }, 'node 1 has a coordinate that is not a finite number'],
    [{ nodes: [[0, 0], [1]] }, 'node 1 must be [x, y] with numbers'],
    [{ start: 4 }, 'start must be a node id, a whole number from 0 to 3, not 4'],
    [{ goal: -1 }, 'goal must be a node id'],
    [{ algorithm: 'jps' }, "unknown graph algorithm 'jps'"],
    [{ heuristic: 'fancy' }, "unknown heuristic 'fancy'"],
    [{ weight: 0.5 }, 'weight must be a finite number >= 1'],
    [{ colour: 'red' }, "unknown graph option 'colour'"],
  ])('malformed input %j throws a clear Error and leaves the instance usable', (change, message) => {
    expect(() => pl.findPathInGraph({ ...inconsistent, ...change })).toThrow(message);
    expect(() => pl.createGraphSearch({ ...inconsistent, ...change })).toThrow(message);
    expect(ERROR_CODES).toContain(thrown(() => pl.findPathInGraph({ ...inconsistent, ...change })).code);
    expect(pl.findPathInGraph(inconsistent).cost).toBe(7);
  });
});

describe('visibilityGraph', () => {
  const rows = [
    [0, 0, 0, 1, 0, 0, 0],
    [0, 0, 0, 1, 0, 0, 0],
    [0, 0, 0, 1, 0, 0, 0],
    [0, 0, 0, 0, 0, 0, 0],
  ];

  test('links each visible pair once with its Euclidean distance', () => {
    const grid = pl.Grid.fromMatrix(rows);
    const points = [[0, 0], [6, 0], [0, 3], [6, 3], [2, 1]];
    const edges = pl.visibilityGraph(grid, points);
    const pairs = edges.map(([a, b]) => `${a}-${b}`);
    // Worked out by hand: the wall (x = 3, rows 0..2) cuts 0-1, 0-3, 1-2, 1-4 and 3-4; 2-3 runs along
    // the open bottom row; 2-4 is a diagonal whose corner side cells are all free.
    expect(pairs).toEqual(['0-2', '0-4', '1-3', '2-3', '2-4']);
    for (const [a, b, d] of edges) {
      expect(a).toBeLessThan(b);
      expect(d).toBeCloseTo(Math.hypot(points[a][0] - points[b][0], points[a][1] - points[b][1]), 12);
    }
    grid.delete();
  });

  test('touching corners block, the same cell links at distance 0', () => {
    const grid = pl.Grid.fromMatrix([[0, 1], [1, 0]]);
    expect(pl.visibilityGraph(grid, [[0, 0], [1, 1]])).toEqual([]);
    expect(pl.visibilityGraph(grid, [[0, 0], [0, 0]])).toEqual([[0, 1, 0]]);
    grid.delete();
  });

  test('A* and Dijkstra over the waypoint graph agree on cost; A* expands no more', () => {
    const grid = pl.Grid.fromMatrix(rows);
    const points = [[0, 0], [2, 0], [2, 3], [4, 3], [4, 0], [6, 0], [0, 3], [5, 2]];
    const links = pl.visibilityGraph(grid, points);
    const edges = links.flatMap(([a, b, d]) => [[a, b, d], [b, a, d]]);
    const astar = pl.findPathInGraph({ nodes: points, edges, start: 0, goal: 5 });
    const dijkstra = pl.findPathInGraph({ nodes: points, edges, start: 0, goal: 5, algorithm: 'dijkstra' });
    expect(astar.status).toBe('found');
    expect(astar.cost).toBeCloseTo(dijkstra.cost, 12);
    expect(astar.cost).toBeCloseTo(referenceDistances({ nodes: points, edges }, 0)[5], 12);
    expect(astar.expanded).toBeLessThanOrEqual(dijkstra.expanded);
    grid.delete();
  });

  test.each([
    [[[0, 0], [3, 0]], 'waypoint 1 (3, 0) is a wall'],
    [[[0, 0], [7, 0]], 'waypoint 1 (7, 0) is outside the 7 x 4 grid'],
    [[[0, 0.5]], 'waypoint 0 must be [x, y] with integer coordinates'],
    ['nope', 'points must be an array'],
  ])('bad waypoints %j throw', (points, message) => {
    const grid = pl.Grid.fromMatrix(rows);
    expect(() => pl.visibilityGraph(grid, points)).toThrow(message);
    expect(pl.visibilityGraph(grid, [[0, 0], [0, 3]])).toEqual([[0, 1, 3]]);
    grid.delete();
  });
});

describe('chase and flee on grids', () => {
  function openGrid(w, h, walls = []) {
    const rows = Array.from({ length: h }, () => new Array(w).fill(0));
    for (const [x, y] of walls) rows[y][x] = 1;
    return pl.Grid.fromMatrix(rows);
  }
  function expectWalkable(grid, path) {
    for (let i = 0; i < path.length; i++) {
      expect(grid.isWalkable(...path[i])).toBe(true);
      if (i > 0) expect(Math.max(Math.abs(path[i][0] - path[i - 1][0]), Math.abs(path[i][1] - path[i - 1][1]))).toBe(1);
    }
  }

  test('flee gets at least minDistance away from the threat along a valid path', () => {
    const walls = Array.from({ length: 12 }, (_, i) => [10, i + 2]);
    const grid = openGrid(30, 20, walls);
    for (const minDistance of [0, 3, 8, 14]) {
      const r = pl.findPath(grid, { start: [9, 8], flee: { from: [12, 8], minDistance } });
      expect(r.status).toBe('found');
      const [x, y] = r.path.at(-1);
      expect(Math.hypot(x - 12, y - 8)).toBeGreaterThanOrEqual(minDistance);
      expect(r.path[0]).toEqual([9, 8]);
      expectWalkable(grid, r.path);
    }
    grid.delete();
  });

  test('flee with a cap returns a partial path to the farthest reached cell; no escape is no-path', () => {
    const grid = openGrid(40, 40);
    const r = pl.findPath(grid, { start: [20, 20], flee: { from: [21, 20], minDistance: 30 }, maxExpansions: 30 });
    expect(r).toMatchObject({ status: 'limit', stoppedBy: 'maxExpansions', expanded: 30 });
    const [x, y] = r.path.at(-1);
    expect(Math.hypot(x - 21, y - 20)).toBeGreaterThan(4);
    expectWalkable(grid, r.path);
    const far = pl.findPath(grid, { start: [20, 20], flee: { from: [21, 20], minDistance: 100 } });
    expect(far).toMatchObject({ status: 'no-path', path: [], cost: Infinity, expanded: 1600 });
    grid.delete();
  });

  test('createSearch flees step by step and records a trace', () => {
    const grid = openGrid(20, 20);
    const s = pl.createSearch(grid, { start: [10, 10], flee: { from: [10, 10], minDistance: 6 }, algorithm: 'weighted-astar' });
    s.step(2);
    expect(s.status).toBe('running');
    const r = s.run();
    expect(r.status).toBe('found');
    expect(s.trace.length).toBeGreaterThan(r.expanded);
    const [x, y] = r.path.at(-1);
    expect(Math.hypot(x - 10, y - 10)).toBeGreaterThanOrEqual(6);
    s.delete();
    grid.delete();
  });

  test('stop when halfway ends within half the straight-line distance, status limit', () => {
    const grid = openGrid(40, 10, [[20, 2], [20, 3], [20, 4], [20, 5]]);
    const full = pl.findPath(grid, { start: [2, 4], goal: [37, 4], algorithm: 'weighted-astar' });
    const r = pl.findPath(grid, { start: [2, 4], goal: [37, 4], algorithm: 'weighted-astar', stopWhenHalfway: true });
    expect(r).toMatchObject({ status: 'limit', stoppedBy: 'halfway' });
    const [x, y] = r.path.at(-1);
    expect(Math.hypot(x - 37, y - 4)).toBeLessThanOrEqual(35 / 2);
    expect(r.expanded).toBeLessThan(full.expanded);
    expectWalkable(grid, r.path);
    const s = pl.createSearch(grid, { start: [2, 4], goal: [37, 4], stopWhenHalfway: true });
    expect(s.run()).toMatchObject({ status: 'limit', stoppedBy: 'halfway' });
    expect(s.done).toBe(true);
    s.delete();
    grid.delete();
  });

  test.each([
    [{ start: [0, 0], goal: [5, 5], flee: { from: [1, 1], minDistance: 3 } }, 'give either goal or flee, not both'],
    [{ start: [0, 0], flee: { from: [1, 1], minDistance: -2 } }, 'flee.minDistance must be a finite number >= 0, not -2'],
    [{ start: [0, 0], flee: { from: [1, 1] } }, 'flee.minDistance must be a finite number >= 0'],
    [{ start: [0, 0], flee: { from: [1.5, 1], minDistance: 2 } }, 'flee.from must have integer coordinates'],
    [{ start: [0, 0], flee: { from: [10, 1], minDistance: 2 } }, 'flee.from (10, 1) is outside the 10 x 10 grid'],
    [{ start: [0, 0], flee: 'away' }, 'flee must be { from: [x, y], minDistance }'],
    [{ start: [0, 0], flee: { from: [1, 1], minDistance: 2 }, algorithm: 'bfs' }, 'flee works with astar, dijkstra, greedy and weighted-astar, not bfs'],
    [{ start: [0, 0], goal: [5, 5], stopWhenHalfway: 'yes' }, 'stopWhenHalfway must be true or false'],
    [{ start: [0, 0], goal: [5, 5], stopWhenHalfway: true, algorithm: 'bfs' }, 'stopWhenHalfway works with astar'],
    [{ start: [0, 0] }, 'goal must be [x, y]'],
  ])('bad options %j throw', (options, message) => {
    const grid = openGrid(10, 10);
    expect(() => pl.findPath(grid, options)).toThrow(message);
    expect(pl.findPath(grid, { start: [0, 0], goal: [9, 9] }).status).toBe('found');
    grid.delete();
  });
});
