// The landmark heuristic through the library (docs/algorithms.md, "Landmarks"): the same costs
// with fewer expansions, its table reported, its landmarks listed by createSearch, every opened
// cell's h equal to the estimate worked out here from this file's own breadth-first distances,
// and clear refusals that leave the grid and the library usable.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { thrown } from '../thrown.js';
import { movingAIText } from '../movingai-data.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// Breadth-first distances (4-connected, every step 1) from (x, y) over `open` (row-major booleans).
function bfs(open, width, height, [x, y]) {
  const dist = new Array(width * height).fill(Infinity);
  const queue = [y * width + x];
  dist[queue[0]] = 0;
  for (let head = 0; head < queue.length; head++) {
    const c = queue[head];
    const cx = c % width, cy = (c - cx) / width;
    for (const [nx, ny] of [[cx + 1, cy], [cx - 1, cy], [cx, cy + 1], [cx, cy - 1]]) {
      const n = ny * width + nx;
      if (nx < 0 || ny < 0 || nx >= width || ny >= height || !open[n] || dist[n] !== Infinity) continue;
      dist[n] = dist[c] + 1;
      queue.push(n);
    }
  }
  return dist;
}

describe('heuristic landmarks', () => {
  let grid;
  beforeAll(() => { grid = pl.Grid.fromMovingAI(movingAIText('8room_000.map')); });
  afterAll(() => grid.delete());

  test('finds the same costs as the default heuristic with fewer expansions, and reports its table', () => {
    // Three of the map's scenarios (its .scen file), of lengths about 400, 600 and 850.
    const queries = [[[358, 363], [227, 68]], [[445, 485], [132, 117]], [[15, 2], [505, 489]]];
    for (const [start, goal] of queries) {
      for (const algorithm of ['astar', 'jps-plus']) {
        for (const diagonalMovement of ['never', 'only-when-no-obstacles', 'always']) {
          const plain = pl.findPath(grid, { start, goal, algorithm, diagonalMovement });
          const withLandmarks = pl.findPath(grid, { start, goal, algorithm, diagonalMovement, heuristic: 'landmarks' });
          const what = `${algorithm} ${diagonalMovement} ${start} → ${goal}`;
          expect(withLandmarks.status, what).toBe('found');
          expect(withLandmarks.cost, what).toBeCloseTo(plain.cost, 9);
          expect(withLandmarks.expanded, what).toBeLessThan(plain.expanded);
          // 32 bytes per padded cell (eight 32-bit distances; no terrain: one direction), plus JPS+'s
          // jump table (8 bytes a cell, 4 under never).
          const landmarkBytes = 32 * (grid.width + 2) * (grid.height + 2);
          const jumpBytes = algorithm === 'jps-plus' ? (diagonalMovement === 'never' ? 4 : 8) * (grid.width + 2) * (grid.height + 2) : 0;
          expect(withLandmarks.precomputeBytes, what).toBe(landmarkBytes + jumpBytes);
          expect(withLandmarks.precomputeMicros, what).toBeGreaterThanOrEqual(0);
        }
      }
    }
  });

  test('createSearch lists the landmarks: eight walkable cells, far apart', () => {
    const search = pl.createSearch(grid, { start: [15, 2], goal: [505, 489], heuristic: 'landmarks' });
    const result = search.run();
    search.delete();
    expect(result.landmarks).toHaveLength(8);
    expect(new Set(result.landmarks.map(String)).size).toBe(8);
    for (const [x, y] of result.landmarks) expect(grid.isWalkable(x, y)).toBe(true);
    // Farthest-point sampling on a 512 x 512 map: no two landmarks within 64 cells of each other.
    for (const [i, [ax, ay]] of result.landmarks.entries()) {
      for (const [bx, by] of result.landmarks.slice(i + 1)) expect(Math.abs(ax - bx) + Math.abs(ay - by)).toBeGreaterThan(64);
    }
    // Without the landmark heuristic there is no list.
    const plain = pl.createSearch(grid, { start: [15, 2], goal: [505, 489] });
    expect(plain.run().landmarks).toBeUndefined();
    plain.delete();
  });
});

test('every opened cell carries max(Manhattan, the largest gap of distances to a landmark)', () => {
  const rows = [
    '..........#.........',
    '..######..#..#####..',
    '..#....#..#......#..',
    '..#..#.#.....###.#..',
    '..#..#.#######...#..',
    '.....#.......#..##..',
    '######.#####.#......',
    '.......#...#.######.',
    '.#######.#.#........',
    '.........#...#####..',
  ];
  const width = rows[0].length, height = rows.length;
  const open = rows.join('').split('').map((c) => c === '.');
  const grid = pl.Grid.fromMatrix(rows.map((r) => r.split('').map((c) => (c === '#' ? 1 : 0))));
  try {
    const start = [0, 0], goal = [19, 9];
    const search = pl.createSearch(grid, { start, goal, diagonalMovement: 'never', heuristic: 'landmarks', trace: true });
    const result = search.run();
    const trace = search.trace;
    expect(result.status).toBe('found');
    const fromLandmarks = result.landmarks.map((l) => bfs(open, width, height, l));
    const goalCell = goal[1] * width + goal[0];
    let opened = 0;
    for (let i = 0; i < trace.length; i++) {
      if (trace.kinds[i] !== 0) continue; // open events
      const cell = trace.cells[i];
      const x = cell % width, y = (cell - x) / width;
      let h = Math.abs(x - goal[0]) + Math.abs(y - goal[1]);
      for (const d of fromLandmarks) h = Math.max(h, Math.abs(d[cell] - d[goalCell]));
      expect(trace.h[i], `cell (${x}, ${y})`).toBe(h);
      opened++;
    }
    expect(opened).toBeGreaterThan(20);
    // The path is a shortest one: the breadth-first distance from the start.
    expect(result.cost).toBe(bfs(open, width, height, start)[goalCell]);
    search.delete();
  } finally {
    grid.delete();
  }
});

// Terrain: a cell's cost is paid on entering it, so the table keeps distances to and from each
// landmark; every search that reads it finds Dijkstra's cost, with fewer expansions than the default.
test('on terrain (patches of 2..9, roads through costly ground): the costs of Dijkstra, fewer expansions', () => {
  let seed = 7;
  const random = () => { seed = (seed * 1103515245 + 12345) % 2147483648; return seed / 2147483648; };
  const size = 48;
  for (const variant of ['patches', 'roads']) {
    const rows = Array.from({ length: size }, (_, y) => Array.from({ length: size }, (_, x) => {
      if (random() < 0.12) return 1;
      if (variant === 'roads') return x % 12 === 3 || y % 9 === 4 ? 0 : 5;
      return (Math.floor(x / 6) + Math.floor(y / 5)) % 4 === 0 ? 2 + Math.floor(random() * 8) : 0;
    }));
    const grid = pl.Grid.fromMatrix(rows);
    try {
      let plainExpanded = 0, landmarkExpanded = 0;
      for (const diagonalMovement of ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles']) {
        for (let i = 0; i < 12; i++) {
          const free = () => { for (;;) { const p = [Math.floor(random() * size), Math.floor(random() * size)]; if (grid.isWalkable(...p)) return p; } };
          const start = free(), goal = free();
          const reference = pl.findPath(grid, { start, goal, diagonalMovement, algorithm: 'dijkstra' });
          const plain = pl.findPath(grid, { start, goal, diagonalMovement });
          for (const algorithm of ['astar', 'jps', 'bidirectional-astar']) {
            const r = pl.findPath(grid, { start, goal, diagonalMovement, algorithm, heuristic: 'landmarks' });
            const what = `${variant} ${algorithm} ${diagonalMovement} ${start} → ${goal}`;
            expect(r.status, what).toBe(reference.status);
            if (reference.status === 'found') expect(r.cost, what).toBeCloseTo(reference.cost, 9);
            expect(r.precomputeBytes, what).toBe(64 * (size + 2) * (size + 2));
            if (algorithm === 'astar') { plainExpanded += plain.expanded; landmarkExpanded += r.expanded; }
          }
        }
      }
      expect(landmarkExpanded, variant).toBeLessThan(plainExpanded);
    } finally {
      grid.delete();
    }
  }
});

describe('refusals', () => {

  test('agents, several goals and graphs are refused with a reason; the grid stays usable', () => {
    const grid = pl.Grid.fromMatrix([
      [0, 0, 0, 0],
      [0, 1, 0, 3],
      [0, 0, 0, 0],
    ]);
    try {
      const cases = [
        [{ start: [0, 0], goal: [2, 2], heuristic: 'landmarks', agentSize: 2 },
          'The landmarks heuristic measures distances for one cell to one goal, so it cannot be combined with agentSize > 1'],
        [{ start: [0, 0], goals: [[2, 2], [0, 2]], heuristic: 'landmarks' },
          'The landmarks heuristic measures distances for one cell to one goal, so it cannot be combined with several goals'],
      ];
      for (const [options, message] of cases) {
        const error = thrown(() => pl.findPath(grid, options));
        expect(error.code).toBe('unsupported-combination');
        expect(error.message).toBe(message);
      }
      // The same grid, the default heuristic: found; and with landmarks, terrain and all (distances both ways).
      expect(pl.findPath(grid, { start: [0, 0], goal: [3, 2] }).status).toBe('found');
      const terrain = pl.findPath(grid, { start: [0, 0], goal: [3, 2], heuristic: 'landmarks' });
      expect(terrain.cost).toBeCloseTo(pl.findPath(grid, { start: [0, 0], goal: [3, 2], algorithm: 'dijkstra' }).cost, 9);
      expect(terrain.precomputeBytes).toBe(64 * 6 * 5);
      const graph = thrown(() => pl.findPathInGraph({ nodes: [[0, 0], [1, 0]], edges: [[0, 1, 1]], start: 0, goal: 1, heuristic: 'landmarks' }));
      expect(graph.message).toBe('The landmarks heuristic works on grids only');
    } finally {
      grid.delete();
    }
  });
});
