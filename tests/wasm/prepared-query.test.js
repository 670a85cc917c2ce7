// The fast call path: prepared queries and findPath's option cache give the
// same answers as a search whose options are validated afresh, follow option
// and grid changes, and number the enumerations as the core does.
import { beforeAll, describe, expect, test } from 'vitest';
import {
  ALGORITHM_INFO, ALGORITHMS, DIAGONAL_RULES, HEURISTICS, loadPathlab,
} from 'pathlab';
import { checkedPathCost } from '../path-cost.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// A 40 x 30 grid with scattered walls and a little terrain, from a fixed seed.
function sampleGrid() {
  let state = 12345;
  const rows = Array.from({ length: 30 }, () => Array.from({ length: 40 }, () => {
    state = (state * 1103515245 + 12345) % 2 ** 31;
    const r = state % 100;
    return r < 22 ? 1 : r < 26 ? 3 : 0;
  }));
  rows[0][0] = 0;
  rows[29][39] = 0;
  return pl.Grid.fromMatrix(rows);
}

// The same search through the steppable API, whose options are validated and converted every time.
function reference(grid, options) {
  const s = pl.createSearch(grid, { ...options, trace: false });
  const r = s.run();
  s.delete();
  return r;
}

const comparable = ({ status, path, cost, expanded, opened }) => ({ status, path, cost, expanded, opened });

describe('prepared queries and the findPath option cache', () => {
  test('give the same result as a freshly validated search, for every algorithm and rule', () => {
    const grid = sampleGrid();
    const pairs = [[[0, 0], [39, 29]], [[5, 3], [30, 20]], [[39, 29], [0, 0]], [[12, 12], [12, 13]]]
      .filter(([s, g]) => grid.isWalkable(...s) && grid.isWalkable(...g));
    expect(pairs.length).toBeGreaterThanOrEqual(2);
    const settings = [
      // The JPS family refuses terrain; IDA* runs with a cap (uncapped it takes hours on this map).
      ...ALGORITHMS.filter((a) => !a.startsWith('jps')).map((algorithm) => (algorithm === 'ida-star' ? { algorithm, maxExpansions: 20_000 } : { algorithm })),
      { diagonalMovement: 'never' }, { diagonalMovement: 'always', heuristic: 'euclidean' },
      { costModel: 'integer', tieBreaking: 'fifo' }, { openList: 'node-array' }, { maxExpansions: 7 },
    ];
    for (const options of settings) {
      const query = pl.prepareQuery(options);
      for (const [start, goal] of pairs) {
        const expected = comparable(reference(grid, { ...options, start, goal }));
        expect(comparable(query.findPath(grid, start, goal))).toEqual(expected);
        expect(comparable(pl.findPath(grid, { ...options, start, goal }))).toEqual(expected);
        expect(comparable(pl.findPath(grid, { start, goal, ...options }))).toEqual(expected); // key order does not matter
      }
      query.delete();
    }
    grid.delete();
  });

  test('a cached options object never answers for other options', () => {
    const grid = new pl.Grid(30, 30);
    const start = [0, 0];
    const goal = [29, 17];
    // Alternate between option sets that give different answers on an open grid.
    const sets = [{}, { diagonalMovement: 'never' }, { algorithm: 'dijkstra' }, { algorithm: 'dijkstra', diagonalMovement: 'never' },
      { maxExpansions: 5 }, { weight: 3 }];
    const expected = sets.map((o) => comparable(reference(grid, { ...o, start, goal })));
    expect(expected[0].cost).toBeCloseTo(12 + 17 * Math.SQRT2, 9); // octile distance, by hand
    expect(expected[1].cost).toBe(29 + 17); // Manhattan distance without diagonals
    expect(expected[4].status).toBe('limit');
    for (let round = 0; round < 3; round++) {
      sets.forEach((o, i) => expect(comparable(pl.findPath(grid, { ...o, start, goal }))).toEqual(expected[i]));
    }
    // More option sets than the cache keeps: evicted ones are prepared again, correctly.
    for (let w = 1; w <= 12; w++) {
      const r = pl.findPath(grid, { start, goal, weight: 1 + w / 4, algorithm: 'weighted-astar' });
      expect(r.status).toBe('found');
      expect(r.cost).toBeCloseTo(checkedPathCost(grid.toMatrix(), r.path), 9);
    }
    sets.forEach((o, i) => expect(comparable(pl.findPath(grid, { ...o, start, goal }))).toEqual(expected[i]));
    grid.delete();
  });

  test('follow the grid as it changes (nothing about the map is cached)', () => {
    const grid = new pl.Grid(9, 5);
    const query = pl.prepareQuery({ algorithm: 'astar' });
    const options = { start: [0, 2], goal: [8, 2] };
    expect(query.findPath(grid, [0, 2], [8, 2]).cost).toBe(8);
    expect(pl.findPath(grid, options).cost).toBe(8);
    for (let y = 0; y < 5; y++) if (y !== 4) grid.setWalkable(4, y, false); // a wall with a gap at the bottom
    // By hand: (0,2) to (3,4) is 1 + 2 sqrt2; the gap is entered and left straight
    // (corners next to the wall may not be cut): (3,4) (4,4) (5,4) is 2; (5,4) to (8,2) is 1 + 2 sqrt2.
    const detour = 4 + 4 * Math.SQRT2;
    for (const r of [query.findPath(grid, [0, 2], [8, 2]), pl.findPath(grid, options)]) {
      expect(r.status).toBe('found');
      expect(r.path).toContainEqual([4, 4]);
      expect(r.cost).toBeCloseTo(checkedPathCost(grid.toMatrix(), r.path), 9);
      expect(r.cost).toBeCloseTo(detour, 9);
    }
    grid.setWalkable(4, 4, false);
    expect(query.findPath(grid, [0, 2], [8, 2]).status).toBe('no-path');
    expect(pl.findPath(grid, options).status).toBe('no-path');
    grid.setCost(0, 0, 9); // terrain now: JPS+ refuses the grid, through the cache as without it
    expect(() => pl.findPath(grid, { ...options, algorithm: 'jps-plus' })).toThrow(/needs terrain cost 1 everywhere/);
    query.delete();
    grid.delete();
  });

  test('bad options still throw the validator\'s message on every call, cached or not', () => {
    const grid = new pl.Grid(5, 5);
    pl.findPath(grid, { start: [0, 0], goal: [4, 4] }); // the default settings are now cached
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [4, 4], diagonal: 'never' })).toThrow(/unknown option 'diagonal'/);
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [9, 4] })).toThrow(/goal \(9, 4\) is outside the 5 x 5 grid/);
    expect(() => pl.findPath(grid, { start: [0, 0] })).toThrow(/goal must be \[x, y\]/);
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [4, 4], weight: NaN })).toThrow(/weight must be/);
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [4, 4], algorithm: 'jps', stopWhenHalfway: true })).toThrow(/stopWhenHalfway works with/);
    expect(() => pl.findPath(grid, null)).toThrow(/options must be an object/);
    expect(() => pl.prepareQuery({ algorithm: 'a-star' })).toThrow(/unknown algorithm 'a-star'/);
    expect(() => pl.prepareQuery({ start: [0, 0] })).toThrow(/without start and goal/);
    expect(() => pl.prepareQuery({ flee: { from: [0, 0], minDistance: 3 } })).toThrow(/no flee option/);
    const query = pl.prepareQuery({});
    expect(() => query.findPath(grid, [0, 0], [5, 0])).toThrow(/goal \(5, 0\) is outside/);
    expect(() => query.findPath(grid, [0, 0.5], [1, 0])).toThrow(/integer coordinates/);
    query.delete();
    expect(() => query.findPath(grid, [0, 0], [1, 0])).toThrow(/prepared query has been deleted/);
    expect(pl.findPath(grid, { start: [0, 0], goal: [4, 4] }).status).toBe('found');
    grid.delete();
  });

  test('flee goes through the full validation and still answers', () => {
    const grid = new pl.Grid(20, 20);
    const r = pl.findPath(grid, { start: [10, 10], flee: { from: [9, 10], minDistance: 6 } });
    expect(r.status).toBe('found');
    const [x, y] = r.path.at(-1);
    expect(Math.hypot(x - 9, y - 10)).toBeGreaterThanOrEqual(6);
    grid.delete();
  });

  test('the optimal algorithms agree through prepared queries', () => {
    const grid = sampleGrid();
    const searchable = ALGORITHM_INFO.filter((a) => a.optimal && a.terrain && a.family !== 'iterative-deepening');
    expect(searchable.map((a) => a.id)).toEqual(expect.arrayContaining(['astar', 'dijkstra', 'lpa-star']));
    const costs = searchable.map(({ id: algorithm }) => {
      const query = pl.prepareQuery({ algorithm });
      const r = query.findPath(grid, [0, 0], [39, 29]);
      query.delete();
      return r.cost;
    });
    for (const cost of costs) expect(cost).toBeCloseTo(costs[0], 9);
    grid.delete();
  });
});

describe('options cross into wasm by name', () => {
  test('every name of every list is one the core parses, and an unknown one is refused by the core', () => {
    for (const algorithm of ALGORITHMS) {
      for (const heuristic of HEURISTICS) {
        const raw = new pl.core.Options();
        const info = ALGORITHM_INFO.find((a) => a.id === algorithm);
        const diagonalMovement = info.diagonalRules[0];
        expect(raw.set({ algorithm, heuristic, diagonalMovement })).toBe('');
        expect(raw.frontierRule().kind).toBe(info.frontier === 'two-queues' ? 'two-queues' : info.frontier);
        raw.delete();
      }
    }
    const raw = new pl.core.Options();
    expect(raw.set({ algorithm: 'a-star' })).toBe("unknown algorithm 'a-star'");
    expect(raw.errorCode()).toBe('bad-option');
    for (const rule of DIAGONAL_RULES) expect(raw.set({ diagonalMovement: rule })).toBe('');
    raw.delete();
  });
});
