// The JS library against the real wasm build, under Node.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { movingAIText } from '../movingai-data.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

describe('loadPathlab', () => {
  test('loads once and returns the same library', async () => {
    expect(await loadPathlab()).toBe(pl);
  });
});

describe('Grid', () => {
  test('fromMatrix reads rows[y][x] with 1 as wall and 2..9 as terrain', () => {
    const grid = pl.Grid.fromMatrix([
      [0, 1, 0],
      [3, 0, 0],
    ]);
    expect([grid.width, grid.height]).toEqual([3, 2]);
    expect(grid.isWalkable(1, 0)).toBe(false);
    expect(grid.isWalkable(0, 1)).toBe(true);
    expect(grid.getCost(0, 1)).toBe(3);
    expect(grid.toMatrix()).toEqual([[0, 1, 0], [3, 0, 0]]);
    grid.delete();
  });

  test('Moving AI text round trip keeps walls and terrain', () => {
    const text = 'type octile\nheight 2\nwidth 4\nmap\n.@T5\nG..9\n';
    const grid = pl.Grid.fromMovingAI(text);
    expect(grid.toMatrix()).toEqual([[0, 1, 1, 5], [0, 0, 0, 9]]);
    expect(grid.toMovingAI()).toBe('type octile\nheight 2\nwidth 4\nmap\n.@@5\n...9\n');
    grid.delete();
  });

  test.each([
    [() => pl.Grid.fromMatrix([]), /non-empty/],
    [() => pl.Grid.fromMatrix([[0, 0], [0]]), /ragged: row 1 has 1 cells, row 0 has 2/],
    [() => pl.Grid.fromMatrix([[0, 'x']]), /matrix cell \(1, 0\)/],
    [() => new pl.Grid(0, 4), /at least 1/],
    [() => new pl.Grid(100000, 100000), /too large/],
    [() => new pl.Grid(2.5, 3), /whole numbers/],
    [() => pl.Grid.fromMovingAI('type octile\nheight 2\nwidth 2\nmap\n..\n'), /malformed map: line \d+/],
    [() => pl.Grid.fromMovingAI(''), /malformed map: line 1/],
  ])('bad input %# throws a clear Error', (make, message) => {
    expect(make).toThrow(message);
  });

  test('setCost and setWalkable check their arguments', () => {
    const grid = new pl.Grid(4, 4);
    expect(() => grid.setCost(0, 0, 0)).toThrow(/integer from 1 to 9/);
    expect(() => grid.setCost(0, 0, 2.5)).toThrow(/integer from 1 to 9/);
    expect(() => grid.setWalkable(4, 0, false)).toThrow(/outside the 4 x 4 grid/);
    expect(() => grid.setWalkable(NaN, 0, false)).toThrow(/integer coordinates/);
    grid.delete();
    expect(() => grid.setWalkable(0, 0, false)).toThrow(/deleted/);
  });
});

describe("JPS+'s jump table (precomputeMicros, precomputeBytes)", () => {
  test('is reported apart from the search: built by the first search, the same figure while reused, anew after an edit', () => {
    const grid = new pl.Grid(64, 64);
    for (let y = 5; y < 60; y++) grid.setWalkable(30, y, false);
    const query = { start: [2, 40], goal: [60, 40], algorithm: 'jps-plus' };
    const first = pl.findPath(grid, query);
    expect(first.status).toBe('found');
    expect(first.precomputeMicros).toBeGreaterThanOrEqual(0);
    const again = pl.findPath(grid, query);
    expect(again.precomputeMicros).toBe(first.precomputeMicros); // reused: no second build
    const search = pl.createSearch(grid, query); // a workspace of its own: its own table
    expect(search.run().precomputeMicros).toBeGreaterThanOrEqual(0);
    search.delete();
    grid.setWalkable(30, 40, true);
    const edited = pl.findPath(grid, query);
    expect(edited.precomputeMicros).toBeGreaterThanOrEqual(0);
    expect(edited.cost).toBeLessThan(first.cost);
    for (const algorithm of ['astar', 'jps', 'dijkstra']) {
      const other = pl.findPath(grid, { ...query, algorithm });
      expect(other).not.toHaveProperty('precomputeMicros');
      expect(other).not.toHaveProperty('precomputeBytes');
    }
    grid.delete();
  });

  test('reports its size: a byte per cell and direction, the border of walls counted (docs/algorithms.md)', () => {
    const grid = new pl.Grid(40, 25);
    const padded = (40 + 2) * (25 + 2);
    const query = { start: [0, 0], goal: [39, 24], algorithm: 'jps-plus' };
    expect(pl.findPath(grid, query).precomputeBytes).toBe(8 * padded);
    expect(pl.findPath(grid, query).precomputeBytes).toBe(8 * padded); // reused, the same table
    expect(pl.findPath(grid, { ...query, diagonalMovement: 'never' }).precomputeBytes).toBe(4 * padded);
    expect(pl.findPath(grid, { ...query, diagonalMovement: 'always' }).precomputeBytes).toBe(8 * padded);
    const search = pl.createSearch(grid, { ...query, diagonalMovement: 'never' });
    expect(search.run().precomputeBytes).toBe(4 * padded);
    search.delete();
    grid.delete();
  });
});

describe('findPath', () => {
  test('finds the optimal octile path around a wall', () => {
    //   0 1 2 3 4
    // 0 S . # . G
    // 1 . . # . .
    // 2 . . . . .
    const grid = pl.Grid.fromMatrix([
      [0, 0, 1, 0, 0],
      [0, 0, 1, 0, 0],
      [0, 0, 0, 0, 0],
    ]);
    const r = pl.findPath(grid, { start: [0, 0], goal: [4, 0] });
    expect(r.status).toBe('found');
    expect(r.path[0]).toEqual([0, 0]);
    expect(r.path.at(-1)).toEqual([4, 0]);
    // Down 1 straight, diagonal to (2,2)? No: corners may not be cut next to the wall.
    // Shortest under only-when-no-obstacles: (0,0)->(1,1) diag, (1,1)->(1,2) down,
    // (1,2)->(2,2)->(3,2) right... computed by hand: sqrt2 + 1 + 1 + 1 + sqrt2 + 1 = 4 + 2 sqrt2.
    expect(r.cost).toBeCloseTo(4 + 2 * Math.SQRT2, 12);
    expect(r.expanded).toBeGreaterThan(0);
    expect(r.opened).toBeGreaterThanOrEqual(r.expanded);
    expect(r.micros).toBeGreaterThanOrEqual(0);
    grid.delete();
  });

  test('reports no-path and limit', () => {
    const walled = pl.Grid.fromMatrix([[0, 1, 0]]);
    const none = pl.findPath(walled, { start: [0, 0], goal: [2, 0] });
    expect(none.status).toBe('no-path');
    expect(none.path).toEqual([]);
    const open = new pl.Grid(50, 50);
    const capped = pl.findPath(open, { start: [0, 0], goal: [49, 49], algorithm: 'dijkstra', maxExpansions: 10 });
    expect(capped.status).toBe('limit');
    expect(capped.expanded).toBe(10);
    expect(capped.path[0]).toEqual([0, 0]);
    walled.delete();
    open.delete();
  });

  test.each([
    [{ start: [0, 0], goal: [9, 9] }, /goal \(9, 9\) is outside the 5 x 5 grid/],
    [{ start: [0.5, 0], goal: [1, 1] }, /integer coordinates/],
    [{ start: [NaN, 0], goal: [1, 1] }, /integer coordinates/],
    [{ start: [0, 0] }, /goal must be \[x, y\]/],
    [{ start: [0, 0], goal: [1, 1], algorithm: 'a-star' }, /unknown algorithm 'a-star'/],
    [{ start: [0, 0], goal: [1, 1], heuristic: 'magic' }, /unknown heuristic/],
    [{ start: [0, 0], goal: [1, 1], diagonal: 'never' }, /unknown option 'diagonal'/],
    [{ start: [0, 0], goal: [1, 1], weight: 0.5 }, /weight must be/],
    [{ start: [0, 0], goal: [1, 1], maxExpansions: 0 }, /maxExpansions/],
    [{ start: [2, 2], goal: [1, 1] }, /start \(2, 2\) is a wall/],
  ])('bad options %# throw and leave the instance usable', (options, message) => {
    const grid = new pl.Grid(5, 5);
    grid.setWalkable(2, 2, false);
    expect(() => pl.findPath(grid, options)).toThrow(message);
    expect(pl.findPath(grid, { start: [0, 0], goal: [4, 4] }).status).toBe('found');
    grid.delete();
  });

  test('weighted-astar defaults to weight 1.75 and is never cheaper than A*', () => {
    const rows = Array.from({ length: 30 }, (_, y) => Array.from({ length: 30 }, (_, x) => ((x * 7 + y * 13) % 5 === 0 ? 1 : 0)));
    rows[0][0] = 0;
    rows[29][29] = 0;
    const grid = pl.Grid.fromMatrix(rows);
    const optimal = pl.findPath(grid, { start: [0, 0], goal: [29, 29] });
    const weighted = pl.findPath(grid, { start: [0, 0], goal: [29, 29], algorithm: 'weighted-astar' });
    expect(weighted.status).toBe('found');
    expect(weighted.cost).toBeGreaterThanOrEqual(optimal.cost - 1e-9);
    expect(weighted.cost).toBeLessThanOrEqual(1.75 * optimal.cost + 1e-9);
    grid.delete();
  });
});

describe('createSearch', () => {
  test('steps, exposes a trace and ends with the same result as findPath', () => {
    const grid = new pl.Grid(20, 10);
    for (let y = 0; y < 8; y++) grid.setWalkable(10, y, false);
    const s = pl.createSearch(grid, { start: [0, 0], goal: [19, 0] });
    expect(s.status).toBe('running');
    expect(s.step(5)).toBe('running');
    expect(s.expanded).toBe(5);
    const early = s.traceCopy();
    expect(early.kinds[0]).toBe(0); // the start is opened first
    expect(Array.from(early.kinds).filter((k) => k === 2)).toHaveLength(5);
    const result = s.run();
    expect(s.done).toBe(true);
    const direct = pl.findPath(grid, { start: [0, 0], goal: [19, 0] });
    expect(result.path).toEqual(direct.path);
    expect(result.cost).toBe(direct.cost);
    const t = s.trace;
    expect(t.length).toBe(t.kinds.length);
    expect(t.kinds[t.length - 1]).toBe(3); // path events close the trace
    s.delete();
    grid.delete();
  });

  test('refuses to go on after the grid changes', () => {
    const grid = new pl.Grid(10, 10);
    const s = pl.createSearch(grid, { start: [0, 0], goal: [9, 9] });
    s.step();
    grid.setWalkable(5, 5, false);
    expect(() => s.step()).toThrow(/grid changed/);
    s.delete();
    grid.delete();
  });

  test('a grid deleted while a search uses it stays alive until the search is deleted', () => {
    const grid = new pl.Grid(10, 10);
    const s = pl.createSearch(grid, { start: [0, 0], goal: [9, 9] });
    grid.delete();
    expect(s.run().status).toBe('found');
    s.delete();
    expect(grid.raw).toBe(null);
  });
});

describe('reused search workspaces', () => {
  test('a deleted search lends its workspace to the next one, on another grid, with the same answers', () => {
    const big = new pl.Grid(120, 90);
    const first = pl.createSearch(big, { start: [0, 0], goal: [119, 89], algorithm: 'dijkstra' });
    first.run();
    first.delete();
    big.delete(); // the spare workspace's old grid is gone

    const small = pl.Grid.fromMatrix([
      [0, 0, 0, 1, 0],
      [1, 1, 0, 1, 0],
      [0, 0, 0, 0, 0],
    ]);
    expect(() => pl.createSearch(small, { start: [0, 1], goal: [4, 0] })).toThrow(/start \(0, 1\) is a wall/);
    for (const algorithm of ['astar', 'dijkstra', 'bfs', 'jps']) {
      const s = pl.createSearch(small, { start: [0, 0], goal: [4, 0], algorithm });
      const stepped = s.run();
      const direct = pl.findPath(small, { start: [0, 0], goal: [4, 0], algorithm });
      expect(stepped.path).toEqual(direct.path);
      expect(stepped.expanded).toBe(direct.expanded);
      expect(stepped.cost).toBe(8);
      s.delete();
    }
    small.delete();
  });

  test('several live searches never share a workspace', () => {
    const grid = new pl.Grid(30, 30);
    const a = pl.createSearch(grid, { start: [0, 0], goal: [29, 29] });
    const b = pl.createSearch(grid, { start: [29, 0], goal: [0, 29], algorithm: 'dijkstra' });
    const c = pl.createSearch(grid, { start: [5, 5], goal: [6, 5] });
    a.step(3);
    expect(b.run().path.at(-1)).toEqual([0, 29]);
    expect(c.run().path).toEqual([[5, 5], [6, 5]]);
    expect(a.run().path.at(-1)).toEqual([29, 29]);
    for (const s of [a, b, c]) s.delete();
    grid.delete();
  });
});

describe('fastestAlgorithm', () => {
  // A serpentine of 1-wide corridors: rows 0, 2, 4 free, joined at alternate ends.
  const maze = [
    [0, 0, 0, 0, 0, 0, 0],
    [1, 1, 1, 1, 1, 1, 0],
    [0, 0, 0, 0, 0, 0, 0],
    [0, 1, 1, 1, 1, 1, 1],
    [0, 0, 0, 0, 0, 0, 0],
  ];

  test('picks JPS+ on open ground, JPS on a 1-wide maze under the Moving AI rule, A* or JPS with terrain', () => {
    const open = new pl.Grid(30, 20);
    expect(pl.fastestAlgorithm(open)).toMatchObject({ algorithm: 'jps-plus', diagonalShare: 1 });
    const corridors = pl.Grid.fromMatrix(maze);
    const pick = pl.fastestAlgorithm(corridors);
    expect(pick).toMatchObject({ algorithm: 'jps', diagonalShare: 0 });
    expect(pick.reason).toMatch(/1-wide corridors/);
    for (const rule of ['never', 'always', 'if-at-most-one-obstacle']) expect(pl.fastestAlgorithm(corridors, rule).algorithm).toBe('jps-plus');
    corridors.setCost(0, 0, 3);
    expect(['astar', 'jps']).toContain(pl.fastestAlgorithm(corridors).algorithm);
    expect(pl.fastestAlgorithm(corridors).reason).toMatch(/terrain costs, which JPS\+ refuses/);
    // The pick runs: same cost as A*.
    const r = pl.findPath(open, { start: [0, 0], goal: [29, 19], algorithm: pl.fastestAlgorithm(open).algorithm });
    expect(r.cost).toBeCloseTo(pl.findPath(open, { start: [0, 0], goal: [29, 19] }).cost, 9);
    open.delete();
    corridors.delete();
  });

  // A field of random walls, a quarter of the cells (a game developer's test map): the landmarks pay
  // where enough queries are expected, and the pick says after how many.
  test('picks the landmarks when the queries expected pay for their table, and says after how many', () => {
    let seed = 11;
    const random = () => ((seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 4294967296);
    const field = pl.Grid.fromMatrix(Array.from({ length: 256 }, () => Array.from({ length: 256 }, () => (random() < 0.25 ? 1 : 0))));
    const pick = pl.fastestAlgorithm(field);
    expect(pick).toMatchObject({ algorithm: 'jps-plus', sampledQueries: 8 }); // docs/library.md: eight sample queries across the map
    expect(Number.isFinite(pick.paybackQueries)).toBe(true);
    // The landmarks' share of the short queries' expansions, forecast beside the long ones'.
    expect(pick.shortLandmarkShare).toBeGreaterThan(0);
    expect(pick.shortLandmarkShare).toBeLessThanOrEqual(1);
    const payback = Math.ceil(pick.paybackQueries);
    const many = pl.fastestAlgorithm(field, 'only-when-no-obstacles', { queries: payback + 1 });
    expect(many.heuristic).toBe('landmarks');
    expect(many.heuristicReason).toContain(`pays for its build after about ${payback.toLocaleString('en')} such queries`);
    const few = pl.fastestAlgorithm(field, 'only-when-no-obstacles', { queries: Math.max(1, payback - 2) });
    expect(few.heuristic).toBe('default');
    expect(few.heuristicReason).toMatch(/would pay for its build only after about/);
    expect(pl.fastestAlgorithm(field, 'only-when-no-obstacles', { queries: 1 }).heuristic).toBe('default');
    // With the landmarks, the tests' own queries (not the pick's samples) expand fewer cells, at the same cost.
    let plain = 0, withLandmarks = 0;
    for (let i = 0; i < 16; i++) {
      const start = [Math.floor(random() * 256), Math.floor(random() * 256)], goal = [Math.floor(random() * 256), Math.floor(random() * 256)];
      if (!field.isWalkable(...start) || !field.isWalkable(...goal)) continue;
      const a = pl.findPath(field, { start, goal, algorithm: 'jps-plus' });
      const b = pl.findPath(field, { start, goal, algorithm: 'jps-plus', heuristic: 'landmarks' });
      expect(b.status).toBe(a.status);
      if (a.status === 'found') expect(b.cost).toBeCloseTo(a.cost, 9);
      plain += a.expanded;
      withLandmarks += b.expanded;
    }
    expect(withLandmarks).toBeLessThan(plain);
    expect(() => pl.fastestAlgorithm(field, 'always', { queries: 0 })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.fastestAlgorithm(field, 'always', { queries: 2.5 })).toThrow(/queries must be a whole number from 1 to 1000000000000, not 2.5/);
    expect(pl.fastestAlgorithm(field, 'always').algorithm).toBe('jps-plus'); // still answers after a refusal
    field.delete();
  });

  test('on terrain the pick finds Dijkstra\'s costs under every rule, with fewer expansions than A* on roads through costly ground', () => {
    const scattered = pl.Grid.fromMovingAI(movingAIText('random512-10-0.map'));
    const cells = scattered.getCells();
    // Roads of cost 1 every 16 rows and columns through ground of cost 5.
    for (let i = 0; i < cells.length; i++) {
      const x = i % scattered.width, y = (i - x) / scattered.width;
      if (!(cells[i] & 0x80)) cells[i] = x % 16 === 3 || y % 16 === 9 ? 1 : 5;
    }
    scattered.setCells(cells);
    for (const rule of ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles']) {
      const pick = pl.fastestAlgorithm(scattered, rule);
      expect(['astar', 'jps'], rule).toContain(pick.algorithm);
      // Predicted by the expansions, or A* where the clock set the jump point search aside.
      expect(pick.reason).toMatch(/^the map has terrain costs, which JPS\+ refuses; ((A\*|Jump point search \(its terrain scan\)) is predicted faster: in 8 sample queries across the map it expanded [\d,]+ cells a query and (A\*|Jump point search) [\d,]+|A\*, as Jump point search \(its terrain scan\) ran slower in 8 sample queries across the map, although it expanded [\d,]+ cells a query and A\* [\d,]+$)/);
      expect(pick.heuristicReason).toMatch(/eight landmarks, 64 bytes a cell/);
    }
    const pick = pl.fastestAlgorithm(scattered);
    let pickExpanded = 0, astarExpanded = 0;
    for (const [start, goal] of [[[3, 9], [500, 480]], [[40, 500], [470, 20]], [[250, 250], [19, 41]]]) {
      if (!scattered.isWalkable(...start) || !scattered.isWalkable(...goal)) continue;
      const reference = pl.findPath(scattered, { start, goal, algorithm: 'dijkstra' });
      const picked = pl.findPath(scattered, { start, goal, algorithm: pick.algorithm, heuristic: pick.heuristic });
      expect(picked.cost).toBeCloseTo(reference.cost, 9);
      pickExpanded += picked.expanded;
      astarExpanded += pl.findPath(scattered, { start, goal }).expanded;
    }
    expect(astarExpanded).toBeGreaterThan(0);
    expect(pickExpanded).toBeLessThan(astarExpanded);
    scattered.delete();
  });

  test('on terrain the pick samples under the terrain cost model the queries use', () => {
    const painted = pl.Grid.fromMovingAI(movingAIText('random512-10-0.map'));
    const cells = painted.getCells();
    for (let i = 0; i < cells.length; i++) if (!(cells[i] & 0x80)) cells[i] = 1 + ((i * 7919) % 5);
    painted.setCells(cells);
    const at = (i) => [i % painted.width, Math.floor(i / painted.width)];
    const start = at(cells.findIndex((c) => !(c & 0x80))), goal = at(cells.findLastIndex((c) => !(c & 0x80)));
    // A landmarks' table for 'crossed' is at hand: measured by a pick for 'crossed' only.
    pl.findPath(painted, { start, goal, heuristic: 'landmarks', terrainCost: 'crossed' });
    const crossed = pl.fastestAlgorithm(painted, 'only-when-no-obstacles', { terrainCost: 'crossed' });
    expect(crossed.landmarksMeasured).toBe(true);
    expect(crossed.heuristicReason).toMatch(/is built already/);
    expect(pl.fastestAlgorithm(painted, 'only-when-no-obstacles').landmarksMeasured).toBe(false);
    // Its pick finds Dijkstra's cost under that model.
    const picked = pl.findPath(painted, { start, goal, algorithm: crossed.algorithm, heuristic: crossed.heuristic, terrainCost: 'crossed' });
    expect(picked.cost).toBeCloseTo(pl.findPath(painted, { start, goal, algorithm: 'dijkstra', terrainCost: 'crossed' }).cost, 9);
    expect(() => pl.fastestAlgorithm(painted, 'always', { terrainCost: 'walked' })).toThrow(expect.objectContaining({ code: 'bad-option', message: expect.stringMatching(/terrainCost must be one of entered, crossed/) }));
    painted.delete();
  });

  test('refuses an unknown rule and a deleted grid with clear messages', () => {
    const grid = new pl.Grid(4, 4);
    expect(() => pl.fastestAlgorithm(grid, 'sometimes')).toThrow(/diagonalMovement must be one of never, always/);
    grid.delete();
    expect(() => pl.fastestAlgorithm(grid)).toThrow(/deleted/);
    expect(() => pl.fastestAlgorithm({})).toThrow(/expected a Grid/);
  });
});
