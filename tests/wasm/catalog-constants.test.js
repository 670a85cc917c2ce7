// The core's constants reach JavaScript through the generated catalog only (web/build/pathlab-catalog.js,
// written by web/tools/write-catalog.mjs from constantsForJs in cpp/bindings/catalog_bindings.cpp): the catalog
// equals what the built core says, every constant it exports is read by the library (a new one
// fails here until a reader is listed), the known hand-typed copies are gone from the JavaScript,
// the types and the bindings, and the values mean what the searches do.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import * as catalog from '../../web/build/pathlab-catalog.js';
import * as library from '../../web/src/lib/pathlab.js';
import * as cellFormat from '../../web/src/lib/cell-format.js';
import * as options from '../../web/src/lib/options.js';
import * as graph from '../../web/src/lib/graph.js';
import * as traceFormat from '../../web/src/lib/trace-format.js';
import * as errors from '../../web/src/lib/errors.js';
import * as keyRounding from '../../web/src/lib/key-rounding.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
let pl;
beforeAll(async () => {
  pl = await library.loadPathlab();
});

// What reads each constant of the catalog, as a check that it reads the catalog's value.
const READERS = {
  ALGORITHM_INFO: () => expect(options.ALGORITHM_INFO).toBe(catalog.ALGORITHM_INFO),
  OPTION_INFO: () => expect(options.OPTION_INFO).toBe(catalog.OPTION_INFO),
  TRACE_KINDS: () => {
    expect(library.TRACE_KINDS).toBe(catalog.TRACE_KINDS);
    expect(traceFormat.TRACE_KINDS).toBe(catalog.TRACE_KINDS);
  },
  TRACE_BACKWARD_FLAG: () => expect(library.TRACE_BACKWARD_FLAG).toBe(catalog.TRACE_BACKWARD_FLAG),
  TRACE_BYTES_PER_EVENT: () => expect(library.TRACE_BYTES_PER_EVENT).toBe(catalog.TRACE_BYTES_PER_EVENT),
  NO_PARENT: () => expect(library.NO_PARENT).toBe(catalog.NO_PARENT),
  JUMP_SCAN_REASONS: () => expect(library.JUMP_SCAN_REASONS).toBe(catalog.JUMP_SCAN_REASONS),
  STATUSES: () => {
    expect(options.STATUS_NAMES).toEqual(catalog.STATUSES.map((s) => s.status));
    expect(Object.entries(options.STOPPED_BY)).toEqual(catalog.STATUSES.flatMap((s, code) => (s.stoppedBy ? [[String(code), s.stoppedBy]] : [])));
  },
  LIMITS: () => {
    const { LIMITS } = catalog;
    expect([cellFormat.CELL_WALL_BIT, cellFormat.CELL_COST_MASK, cellFormat.MIN_TERRAIN_COST, cellFormat.MAX_TERRAIN_COST, cellFormat.MAX_SIDE, cellFormat.MAX_CELLS])
      .toEqual([LIMITS.cellWallBit, LIMITS.cellCostMask, LIMITS.minTerrainCost, LIMITS.maxTerrainCost, LIMITS.maxSide, LIMITS.maxCells]);
    expect([options.MAX_GOALS, graph.MAX_WAYPOINTS, graph.MAX_GRAPH_NODES, graph.MAX_GRAPH_EDGES])
      .toEqual([LIMITS.maxGoals, LIMITS.maxWaypoints, LIMITS.maxGraphNodes, LIMITS.maxGraphEdges]);
    // expectedQueries and maxExpectedQueries: fastestAlgorithm's default and bound (pathlab.js reads them; tested below).
    expect(Object.keys(LIMITS).sort()).toEqual(['cellCostMask', 'cellWallBit', 'expectedQueries', 'maxCells', 'maxExpectedQueries', 'maxGoals',
      'maxGraphEdges', 'maxGraphNodes', 'maxSide', 'maxTerrainCost', 'maxWaypoints', 'minTerrainCost']);
  },
  // Read by search-results.js (step counts) and pathlab.js (findPathInGraph): the grep below finds no other number.
  UNLIMITED: () => expect(catalog.UNLIMITED).toBe(2 ** 64),
  // Read by runtime.js's Runtime.run: the grep below finds no raw offset left.
  RUN_OUTCOME: () => expect(Object.values(catalog.RUN_OUTCOME).sort((a, b) => a - b)).toEqual(Object.keys(catalog.RUN_OUTCOME).map((_, i) => i)),
  CORE_ERROR_CODES: () => expect(errors.ERROR_CODES.slice(0, catalog.CORE_ERROR_CODES.length)).toEqual(catalog.CORE_ERROR_CODES),
  // Read by key-rounding.js: f keeps 52 - fRoundedAwayBits mantissa bits, so 1 + 2^-(kept + 1) rounds up
  // to 1 + 2^-kept and anything less than that half step rounds back to 1.
  FRONTIER_KEY: () => {
    const kept = 52 - catalog.FRONTIER_KEY.fRoundedAwayBits;
    expect(keyRounding.roundedF(1 + 2 ** -(kept + 1))).toBe(1 + 2 ** -kept);
    expect(keyRounding.roundedF(1 + 2 ** -(kept + 1) - 2 ** -52)).toBe(1);
    const tieStep = 2 ** -(52 - catalog.FRONTIER_KEY.tieDroppedBits);
    expect(keyRounding.tieKey(1 + tieStep / 2)).toBe(1);
    expect(keyRounding.tieKey(1 + tieStep)).toBe(1 + tieStep);
  },
};

// Copies of the core's constants once typed by hand, each a pattern that must not come back
// (in web/src and web/tools, their types, and the bindings).
const COPIES = [
  ['TRACE_KINDS', /\bopen: 0, improve: 1\b|\bjumpScan: 10\b|\bleave: 14\b/],
  ['TRACE_BACKWARD_FLAG, NO_PARENT, TRACE_BYTES_PER_EVENT', /export (?:declare )?const (?:TRACE_BACKWARD_FLAG|NO_PARENT|TRACE_BYTES_PER_EVENT)\b(?!.*(?:catalog|LIMITS))[:=] ?(?:0x|\d)/],
  ['NO_PARENT', /(?:===|!==) ?(?:0xffffffff|4294967295)\b/],
  ['STATUSES', /\['running', 'found', 'no-path'|\{ ?3: 'maxExpansions'|case SearchStatus::Halfway: return "halfway"/],
  ['LIMITS', /export const (?:CELL_WALL_BIT|CELL_COST_MASK|MIN_TERRAIN_COST|MAX_TERRAIN_COST|MAX_SIDE|MAX_CELLS|MAX_GOALS|MAX_WAYPOINTS|MAX_GRAPH_NODES|MAX_GRAPH_EDGES) = [\d(]/],
  ['LIMITS (the cell byte)', /values\[k\] & 0x(?:80|0f)\b/],
  ['UNLIMITED', /\b(?:2e19|1\.8e19)\b/],
  ['RUN_OUTCOME', /HEAPF64\[at \+ \d+\]|outcome_ = \{double\(status\)/],
  ['JUMP_SCAN_REASONS', /case 'jumpScan': text = t\.h\[i\] === \d/],
  ['FRONTIER_KEY', /0x7ffff\b|0x1fff\b|>> 13;/],
  ['CORE_ERROR_CODES', /'out-of-bounds', 'endpoint-wall'|case ErrorCode::OutOfBounds: return/],
];

function sources(dir) {
  return readdirSync(new URL(dir, `file://${root}`), { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && /\.(?:m?js|d\.ts|cpp|hpp)$/.test(e.name) && !e.parentPath.includes('/vendor'))
    .map((e) => `${e.parentPath}/${e.name}`);
}

describe('the catalog of the core\'s constants', () => {
  test('equals what the built core says', () => {
    const core = pl.core.constants();
    expect(catalog.TRACE_KINDS).toEqual(core.traceKinds);
    expect([catalog.TRACE_BACKWARD_FLAG, catalog.TRACE_BYTES_PER_EVENT, catalog.NO_PARENT]).toEqual([core.traceBackwardFlag, core.traceBytesPerEvent, core.noParent]);
    expect(catalog.JUMP_SCAN_REASONS).toEqual(core.jumpScanReasons);
    expect(catalog.STATUSES).toEqual(core.statuses);
    expect(catalog.LIMITS).toEqual(core.limits);
    expect(catalog.UNLIMITED).toBe(core.unlimited);
    expect(catalog.RUN_OUTCOME).toEqual(core.runOutcome);
    expect(catalog.FRONTIER_KEY).toEqual(core.frontierKey);
    expect(catalog.CORE_ERROR_CODES).toEqual(core.errorCodes);
  });

  test('every constant it exports is read by the library', () => {
    expect(Object.keys(catalog).sort()).toEqual(Object.keys(READERS).sort());
    for (const check of Object.values(READERS)) check();
  });

  test.each(COPIES)('no hand-typed copy of %s is left', (_name, pattern) => {
    const files = [...sources('web/src/'), ...sources('web/tools/'), ...sources('cpp/')];
    expect(files.length).toBeGreaterThan(100);
    const found = files.flatMap((file) => readFileSync(file, 'utf8').split('\n')
      .flatMap((line, i) => (pattern.test(line) ? [`${file.slice(root.length)}:${i + 1}: ${line.trim()}`] : [])));
    expect(found).toEqual([]);
  });
});

describe('the constants mean what the searches do', () => {
  test("run()'s outcome slots give findPath the result a steppable search reports", () => {
    const grid = pl.Grid.fromMatrix([[0, 0, 0, 0, 0], [0, 1, 1, 1, 0], [0, 0, 0, 1, 0], [2, 1, 0, 0, 0]]);
    const cases = [
      { start: [0, 0], goal: [2, 2] },
      { start: [0, 0], goal: [4, 3], algorithm: 'ida-star' },
      { start: [0, 0], goal: [4, 3], maxExpansions: 3 },
      { start: [0, 0], goals: [[4, 3], [2, 2]] },
      { start: [0, 0], goal: [0, 3], closestIfUnreachable: true },
    ];
    for (const query of cases) {
      const fast = pl.findPath(grid, query);
      const search = pl.createSearch(grid, query);
      const slow = search.run();
      search.delete();
      const { micros: _a, ...a } = fast;
      const { micros: _b, ...b } = slow;
      expect(a, JSON.stringify(query)).toEqual(b);
    }
    const plain = new pl.Grid(30, 20);
    const built = pl.findPath(plain, { start: [0, 0], goal: [29, 19], algorithm: 'jps-plus' });
    expect(built.precomputeBytes).toBeGreaterThan(0);
    expect(built.precomputeMicros).toBeGreaterThanOrEqual(0);
    plain.delete();
    grid.delete();
  });

  test('STATUSES name the statuses and stop reasons searches end with', () => {
    const grid = new pl.Grid(20, 20);
    expect(pl.findPath(grid, { start: [0, 0], goal: [19, 19], maxExpansions: 2 })).toMatchObject({ status: 'limit', stoppedBy: 'maxExpansions' });
    expect(pl.findPath(grid, { start: [0, 0], goal: [19, 19], stopWhenHalfway: true })).toMatchObject({ status: 'limit', stoppedBy: 'halfway' });
    const search = pl.createSearch(grid, { start: [0, 0], goal: [19, 19] });
    expect(search.step(1)).toBe('running');
    expect(search.step(Infinity)).toBe('found'); // Infinity is UNLIMITED in the core
    search.delete();
    grid.delete();
  });

  test('JUMP_SCAN_REASONS are the h of jump scans: natural and forced neighbours, the goal in sight, terrain', () => {
    let seed = 7;
    const random = () => { seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0; return seed / 2 ** 32; };
    const rows = Array.from({ length: 24 }, () => Array.from({ length: 24 }, () => (random() < 0.2 ? 1 : 0)));
    rows[0][0] = 0;
    rows[23][23] = 0;
    const maze = pl.Grid.fromMatrix(rows);
    const open = new pl.Grid(8, 4); // the goal in sight from the start
    const painted = new pl.Grid(12, 8); // a patch of terrain on the way: its edges keep ways for the ground
    for (let y = 2; y < 6; y++) for (let x = 4; x < 8; x++) painted.setCost(x, y, 4);
    const seen = new Set();
    for (const [grid, start, goal] of [[maze, [0, 0], [23, 23]], [maze, [23, 23], [0, 0]], [open, [0, 2], [7, 0]], [painted, [0, 4], [11, 3]]]) {
      const search = pl.createSearch(grid, { start, goal, algorithm: 'jps', trace: true, traceDetail: 'micro' });
      search.run();
      const { kinds, h, length } = search.trace;
      for (let i = 0; i < length; i++) if (kinds[i] === library.TRACE_KINDS.jumpScan) seen.add(h[i]);
      search.delete();
    }
    expect([...seen].sort()).toEqual(Object.values(library.JUMP_SCAN_REASONS).sort());
    maze.delete();
    open.delete();
    painted.delete();
  });

  test('LIMITS are the limits the library enforces', () => {
    const { LIMITS } = catalog;
    expect(() => new pl.Grid(LIMITS.maxSide + 1, 1)).toThrow(expect.objectContaining({ code: 'grid-size' }));
    expect(() => new pl.Grid(LIMITS.maxSide, LIMITS.maxCells / LIMITS.maxSide + 1)).toThrow(expect.objectContaining({ code: 'grid-size' }));
    const grid = new pl.Grid(4, 4);
    expect(() => pl.findPath(grid, { start: [0, 0], goals: new Array(LIMITS.maxGoals + 1).fill([1, 1]) })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(pl.findPath(grid, { start: [0, 0], goals: new Array(LIMITS.maxGoals).fill([1, 1]) }).status).toBe('found');
    expect(() => pl.visibilityGraph(grid, new Array(LIMITS.maxWaypoints + 1).fill([0, 0]))).toThrow(expect.objectContaining({ code: 'too-many-waypoints' }));
    grid.setCost(1, 1, LIMITS.maxTerrainCost);
    expect(grid.getCells()[5]).toBe(LIMITS.maxTerrainCost);
    grid.setWalkable(1, 1, false);
    expect(grid.getCells()[5]).toBe(LIMITS.cellWallBit | LIMITS.maxTerrainCost);
    expect(pl.fastestAlgorithm(grid, 'always', { queries: LIMITS.maxExpectedQueries }).algorithm).toBe('jps-plus'); // the costly cell is a wall now
    expect(() => pl.fastestAlgorithm(grid, 'always', { queries: LIMITS.maxExpectedQueries + 1 })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    // Unsaid, the queries expected are LIMITS.expectedQueries: the same pick and reason as saying so.
    expect(pl.fastestAlgorithm(grid, 'always')).toEqual(pl.fastestAlgorithm(grid, 'always', { queries: LIMITS.expectedQueries }));
    grid.delete();
  });
});
