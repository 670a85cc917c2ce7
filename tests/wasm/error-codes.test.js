// Every error the library throws for bad input carries a stable error.code
// (docs/library.md, "Error codes") next to the message people read.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { readFileSync } from 'node:fs';
import { ERROR_CODES, loadPathlab } from 'pathlab';
import { CORE_ERROR_CODES } from '../../web/build/pathlab-catalog.js';
import { LIBRARY_ERROR_CODES } from '../../web/src/lib/errors.js';
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


// The core's codes are written into the catalog by the build; the library's own two live in
// errors.js and are named once more in the d.ts's LibraryErrorCode, which must say the same.
describe('the list of codes', () => {
  const read = (path) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');

  test("is the core's codes, from cpp/core/problem.hpp, then the library's own", () => {
    const spelled = [...read('cpp/core/problem.hpp').match(/kErrorCodeNames\[\] = \{([^}]*)\}/)[1].matchAll(/"([^"]*)"/g)]
      .map((m) => m[1]).filter(Boolean);
    expect(CORE_ERROR_CODES).toEqual(spelled);
    expect(ERROR_CODES).toEqual([...spelled, ...LIBRARY_ERROR_CODES]);
  });

  test("the d.ts names the library's own codes as errors.js does", () => {
    const union = read('web/src/lib/pathlab.d.ts').match(/export type LibraryErrorCode = ([^;]*);/)[1];
    expect([...union.matchAll(/'([^']*)'/g)].map((m) => m[1])).toEqual([...LIBRARY_ERROR_CODES]);
  });

  test('docs/library.md explains every code, and no other', () => {
    const section = read('docs/library.md').split('### Error codes')[1].split('\n### ')[0];
    const rows = [...section.matchAll(/^\| `([a-z-]+)` \|/gm)].map((m) => m[1]);
    expect(rows.sort()).toEqual([...ERROR_CODES].sort());
  });
});

describe('error.code', () => {
  const cases = [
    ['endpoint-wall', () => pl.findPath(grid, { start: [1, 1], goal: [3, 2] }), 'start (1, 1) is a wall'],
    ['endpoint-wall', () => pl.createSearch(grid, { start: [0, 0], goal: [1, 1] }), 'goal (1, 1) is a wall'],
    ['out-of-bounds', () => pl.findPath(grid, { start: [0, 0], goal: [4, 0] }), 'goal (4, 0) is outside the 4 x 3 grid'],
    ['bad-option', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], weight: 0.5 }), 'weight must be'],
    ['bad-option', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], algorithm: 'nope' }), "unknown algorithm 'nope'"],
    ['unsupported-combination', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], algorithm: 'jps-plus' }),
      'JPS+ needs terrain cost 1 everywhere, but 1 walkable cell has another cost; use JPS on maps with terrain'],
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

// Bad input of every kind the library takes: each is refused with a code (none is coerced into
// something else), its message shows the value given, and a normal query works right after it.
describe('every bad input has a code, and the instance answers afterwards', () => {
  const search = (fn) => () => {
    const s = pl.createSearch(grid, { start: [0, 0], goal: [3, 2] });
    try {
      return fn(s);
    } finally {
      s.delete();
    }
  };
  const graphSearch = (fn) => () => {
    const s = pl.createGraphSearch({ nodes: [[0, 0], [1, 0]], edges: [[0, 1, 1]], start: 0, goal: 1 });
    try {
      return fn(s);
    } finally {
      s.delete();
    }
  };
  const cells = (...bytes) => Uint8Array.from([...bytes, ...new Array(12 - bytes.length).fill(1)]);
  const cases = [
    // matrices
    ['a ragged matrix', 'map-format', () => pl.Grid.fromMatrix([[0, 0], [0]]), 'matrix is ragged: row 1 has 1 cells, row 0 has 2'],
    ['an empty matrix', 'grid-size', () => pl.Grid.fromMatrix([]), 'matrix has no rows'],
    ['a matrix of empty rows', 'grid-size', () => pl.Grid.fromMatrix([[], []]), 'at least 1'],
    ['a matrix that is no array', 'map-format', () => pl.Grid.fromMatrix('0 1'), "matrix must be an array of rows, not '0 1'"],
    ['a matrix row that is no array', 'map-format', () => pl.Grid.fromMatrix([[0], 1]), 'matrix row 1 is not an array'],
    ['a matrix cost of 10', 'map-format', () => pl.Grid.fromMatrix([[0, 10]]), 'matrix cell (1, 0) is 10:'],
    ['a matrix cost of 12', 'map-format', () => pl.Grid.fromMatrix([[0, 0], [12, 0]]), 'matrix cell (0, 1) is 12:'],
    ['a string in a matrix', 'map-format', () => pl.Grid.fromMatrix([[0, '1']]), "matrix cell (1, 0) is '1':"],
    ['NaN in a matrix', 'map-format', () => pl.Grid.fromMatrix([[0, NaN]]), 'matrix cell (1, 0) is NaN:'],
    ['NaN in a typed-array row', 'map-format', () => pl.Grid.fromMatrix([Float64Array.of(0, NaN)]), 'matrix cell (1, 0) is NaN:'],
    ['a negative matrix cell', 'map-format', () => pl.Grid.fromMatrix([[-1, 0]]), 'matrix cell (0, 0) is -1:'],
    // map text
    ['map text that is no string', 'map-format', () => pl.Grid.fromMovingAI(42), 'map text must be a string, not 42'],
    ['malformed map text', 'map-format', () => pl.Grid.fromMovingAI('type octile\nheight 1\nwidth 2\nmap\n.\n'), 'malformed map: line'],
    // grid sizes
    ["new Grid('10', 10)", 'grid-size', () => new pl.Grid('10', 10), "grid width and height must be whole numbers, not '10' and 10"],
    ['new Grid(NaN, 3)', 'grid-size', () => new pl.Grid(NaN, 3), 'not NaN and 3'],
    ['new Grid(2.5, 3)', 'grid-size', () => new pl.Grid(2.5, 3), 'not 2.5 and 3'],
    ['a grid too large', 'grid-size', () => new pl.Grid(100000, 100000), 'too large'],
    // cell edits
    ['setCost(0, 0, 10)', 'bad-option', () => grid.setCost(0, 0, 10), 'terrain cost must be an integer from 1 to 9, not 10'],
    ['setCost(0, 0, 42)', 'bad-option', () => grid.setCost(0, 0, 42), 'not 42'],
    ["setCost(0, 0, '3')", 'bad-option', () => grid.setCost(0, 0, '3'), "not '3'"],
    ['setCost(0, 0, NaN)', 'bad-option', () => grid.setCost(0, 0, NaN), 'not NaN'],
    ['setCost off the grid', 'out-of-bounds', () => grid.setCost(4, 0, 2), 'cell (4, 0) is outside the 4 x 3 grid'],
    ['setCost at a fractional cell', 'bad-option', () => grid.setCost(0.5, 0, 2), 'cell must have integer coordinates, not [0.5, 0]'],
    ["setWalkable(0, 0, 'no')", 'bad-option', () => grid.setWalkable(0, 0, 'no'), "walkable must be true or false, not 'no'"],
    ['setWalkable(0, 0, 0)', 'bad-option', () => grid.setWalkable(0, 0, 0), 'walkable must be true or false, not 0'],
    ['setWalkable without a flag', 'bad-option', () => grid.setWalkable(0, 0), 'not undefined'],
    ['setWalkable at NaN', 'bad-option', () => grid.setWalkable(NaN, 0, true), 'cell must have integer coordinates, not [NaN, 0]'],
    ['isWalkable off the grid', 'out-of-bounds', () => grid.isWalkable(0, 3), 'cell (0, 3) is outside'],
    ['getCost at a string', 'bad-option', () => grid.getCost('1', 0), "not ['1', 0]"],
    ['setCells with a cost of 0', 'map-format', () => grid.setCells(cells(1, 0)), 'cell byte 1 is 0x00'],
    ['setCells with a cost of 10', 'map-format', () => grid.setCells(cells(1, 1, 10)), 'cell byte 2 is 0x0a'],
    ['setCells with a wall of cost 12', 'map-format', () => grid.setCells(cells(0x8c)), 'cell byte 0 is 0x8c'],
    ['setCells with a bit outside the format', 'map-format', () => grid.setCells(cells(1, 1, 1, 0x41)), 'cell byte 3 is 0x41'],
    ['setCells with too few bytes', 'map-format', () => grid.setCells(new Uint8Array(11).fill(1)), 'width * height = 12 bytes, not 11 bytes'],
    ['setCells with an array', 'map-format', () => grid.setCells(new Array(12).fill(1)), 'cells must be a Uint8Array'],
    ['setCells with 16-bit cells', 'map-format', () => grid.setCells(new Uint16Array(12).fill(1)), 'not a Uint16Array'],
    // step counts
    ['search.step(0.5)', 'bad-option', search((s) => s.step(0.5)), 'step count must be an integer >= 1 or Infinity, not 0.5'],
    ['search.step(0)', 'bad-option', search((s) => s.step(0)), 'not 0'],
    ["search.step('2')", 'bad-option', search((s) => s.step('2')), "not '2'"],
    ['search.step(NaN)', 'bad-option', search((s) => s.step(NaN)), 'not NaN'],
    ['graphSearch.step(-1)', 'bad-option', graphSearch((s) => s.step(-1)), 'not -1'],
    // names of rules and heuristics
    ["defaultHeuristic('sometimes')", 'bad-option', () => pl.defaultHeuristic('sometimes'), "diagonalMovement must be one of never, always, if-at-most-one-obstacle, only-when-no-obstacles, not 'sometimes'"],
    ["fastestAlgorithm(grid, 'sometimes')", 'bad-option', () => pl.fastestAlgorithm(grid, 'sometimes'), "diagonalMovement must be one of never, always, if-at-most-one-obstacle, only-when-no-obstacles, not 'sometimes'"],
    ['fastestAlgorithm(grid, rule, { queries: NaN })', 'bad-option', () => pl.fastestAlgorithm(grid, 'always', { queries: NaN }), 'queries must be a whole number from 1 to 1000000000000, not NaN'],
    ["isAdmissible('nope')", 'bad-option', () => pl.isAdmissible('nope'), 'heuristic must be one of default, manhattan'],
    ["isAdmissible('octile', 'sometimes')", 'bad-option', () => pl.isAdmissible('octile', 'sometimes'), 'diagonalMovement must be one of'],
    ["isAdmissible('octile', 'always', 'float')", 'bad-option', () => pl.isAdmissible('octile', 'always', 'float'), "costModel must be one of real, integer, not 'float'"],
    ['an unknown heuristic in findPath', 'bad-option', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], heuristic: 'sometimes' }), "unknown heuristic 'sometimes'"],
    ['an unknown heuristic in createReplanner', 'bad-option', () => pl.createReplanner(grid, { start: [0, 0], goal: [3, 2], heuristic: 'nope' }), "unknown heuristic 'nope'"],
    ['a fractional start in createReplanner', 'bad-option', () => pl.createReplanner(grid, { start: [0, 0.5], goal: [3, 2] }), 'start must have integer coordinates'],
    ["agentSize: '2'", 'bad-option', () => pl.findPath(grid, { start: [0, 0], goal: [3, 2], agentSize: '2' }), "agentSize must be a whole number from 1 to 8, not '2'"],
    ['a start of NaN', 'bad-option', () => pl.findPath(grid, { start: [NaN, 0], goal: [3, 2] }), 'start must have integer coordinates, not [NaN, 0]'],
    ['a flee of NaN', 'bad-option', () => pl.findPath(grid, { start: [0, 0], flee: { from: [3, 2], minDistance: NaN } }), 'flee.minDistance must be a finite number >= 0, not NaN'],
    ['options that are no object', 'bad-option', () => pl.createSearch(grid, null), 'options must be an object'],
    // flow-field goals
    ['a flow field without goals', 'bad-option', () => pl.flowField(grid, {}), 'a flow field needs goals'],
    ['a flow field with no goal', 'bad-option', () => pl.flowField(grid, { goals: [] }), 'goals must be a list of 1 to 1024 cells [x, y], not []'],
    ['a flow field with 1025 goals', 'bad-option', () => pl.flowField(grid, { goals: new Array(1025).fill([0, 0]) }), 'goals must be a list of 1 to 1024 cells'],
    ['a flow field goal off the grid', 'out-of-bounds', () => pl.flowField(grid, { goals: [[9, 0]] }), 'goals[0] (9, 0) is outside the 4 x 3 grid'],
    ['a flow field of cells crossed at 10/14 costs', 'unsupported-combination', () => pl.flowField(grid, { goals: [[0, 0]], costModel: 'integer', terrainCost: 'crossed' }), "so it needs costModel 'real', not 'integer'"],
    ['a fractional flow field goal', 'bad-option', () => pl.flowField(grid, { goals: [[0, 0.5]] }), 'goals[0] must have integer coordinates, not [0, 0.5]'],
    ['a flow field goal on a wall', 'endpoint-wall', () => pl.createFlowField(grid, { goals: [[1, 1]] }), 'goal (1, 1) is a wall'],
    ['a flow field rule unknown', 'bad-option', () => pl.flowField(grid, { goals: [[0, 0]], diagonalMovement: 'sometimes' }), "unknown diagonalMovement 'sometimes'"],
    ['flow field options that are no object', 'bad-option', () => pl.flowField(grid, 'goals'), 'flow field options must be an object'],
    // graphs and waypoints
    ['a graph query that is no object', 'bad-graph', () => pl.findPathInGraph(null), 'expected { nodes, edges, start, goal, ... }, not null'],
    ['graph nodes that are no array', 'bad-graph', () => pl.findPathInGraph({ nodes: 3, edges: [], start: 0, goal: 0 }), 'nodes must be an array'],
    ['a graph node with a string', 'bad-graph', () => pl.findPathInGraph({ nodes: [[0, '1']], edges: [], start: 0, goal: 0 }), `node 0 must be [x, y] with numbers, not [0,"1"]`],
    ['a graph edge with a string', 'bad-graph', () => pl.findPathInGraph({ nodes: [[0, 0]], edges: [[0, 0, '1']], start: 0, goal: 0 }), 'edge 0 must be [from, to, cost] with numbers'],
    ['an unknown graph option', 'bad-option', () => pl.findPathInGraph({ nodes: [[0, 0]], edges: [], start: 0, goal: 0, agentSize: 2 }), "unknown graph option 'agentSize'"],
    ['an unknown graph algorithm', 'bad-option', () => pl.findPathInGraph({ nodes: [[0, 0]], edges: [], start: 0, goal: 0, algorithm: 'jps' }), "unknown graph algorithm 'jps'"],
    ['waypoints that are no array', 'bad-option', () => pl.visibilityGraph(grid, 'nope'), "points must be an array of [x, y], not 'nope'"],
    ['a fractional waypoint', 'bad-option', () => pl.visibilityGraph(grid, [[0.5, 0]]), 'waypoint 0 must be [x, y] with integer coordinates, not [0.5,0]'],
  ];
  test.each(cases)('%s: %s', (_name, code, fn, message) => {
    const before = grid.getCells();
    const answer = pl.findPath(grid, { start: [0, 0], goal: [3, 2] });
    const error = thrown(fn);
    expect(error).toBeInstanceOf(Error);
    expect(error.code).toBe(code);
    expect(ERROR_CODES).toContain(error.code);
    expect(error.message).toContain(message);
    if (!message.includes('null')) expect(error.message).not.toMatch(/\bnull\b/); // NaN and undefined are shown as such
    expect(grid.getCells()).toEqual(before); // a refused edit changed nothing
    expect(answer.status).toBe('found');
    expect(pl.findPath(grid, { start: [0, 0], goal: [3, 2] })).toMatchObject({ status: 'found', cost: answer.cost, path: answer.path });
  });

  test('names the library accepts still answer: defaultHeuristic, isAdmissible, fastestAlgorithm', () => {
    expect(pl.defaultHeuristic('never')).toBe('manhattan');
    expect(pl.defaultHeuristic()).toBe('octile');
    expect(pl.isAdmissible('octile')).toBe(true);
    expect(pl.isAdmissible('euclidean', 'never', 'integer')).toBe(true);
    expect(pl.isAdmissible('manhattan', 'always')).toBe(false);
    expect(pl.fastestAlgorithm(grid, 'always').algorithm).toBe('astar'); // this grid has terrain
  });

  test('cell bytes in the format are all taken: every cost 1..9, with and without the wall bit', () => {
    const g = new pl.Grid(18, 1);
    const bytes = Uint8Array.from({ length: 18 }, (_, i) => (i < 9 ? i + 1 : 0x80 | (i - 8)));
    g.setCells(bytes);
    expect(g.getCells()).toEqual(bytes);
    g.delete();
  });
});
