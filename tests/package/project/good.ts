// Correct typed use of the whole public API; tsc --strict must accept it, and the
// compiled file prints the same values as check.js (expected.json).
import {
  ALGORITHMS, ERROR_CODES, loadPathlab, NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_KINDS,
  type Algorithm, type ErrorCode, type PathlabError, type GraphQuery, type Grid, type GridTrace, type Heuristic, type Pathlab, type Point, type Search,
  type SearchOptions, type SearchResult, type SearchStatus,
} from 'pathlab';

const MAP: number[][] = [[0, 0, 1, 0, 0], [0, 0, 1, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 0]];

function round(x: number): number {
  return Math.round(x * 1e6) / 1e6;
}

function summary(r: SearchResult) {
  const last: [number, number] | undefined = r.path[r.path.length - 1];
  return { status: r.status, cost: round(r.cost), moves: r.path.length - 1, from: r.path[0], to: last };
}

function firstExpanded(trace: GridTrace): number {
  for (let i = 0; i < trace.length; i++) {
    if ((trace.kinds[i] & ~TRACE_BACKWARD_FLAG) === TRACE_KINDS.expand) return trace.cells[i];
  }
  return NO_PARENT;
}

const pl: Pathlab = await loadPathlab();
const grid: Grid = pl.Grid.fromMatrix(MAP);
const start: Point = [0, 0];
const options: SearchOptions = { start, goal: [4, 0], heuristic: 'octile', diagonalMovement: 'only-when-no-obstacles' };
const astar = summary(pl.findPath(grid, options));
const bfs = summary(pl.findPath(grid, { start, goal: [4, 0], algorithm: 'bfs', diagonalMovement: 'never' }));
const limit = pl.findPath(grid, { ...options, maxExpansions: 2 }).stoppedBy;

const algorithm: Algorithm = 'dijkstra';
const search: Search = pl.createSearch(grid, { start, goal: [4, 0], algorithm, tieBreaking: 'fifo', costModel: 'real', openList: 'heap' });
const status: SearchStatus = search.step(1);
const trace: GridTrace = search.traceCopy();
search.run();
const steppedCost = round(search.result().cost);
const done: boolean = search.done && status === 'running';
search.delete();

const query: GraphQuery = { nodes: [[0, 0], [3, 0], [3, 4]], edges: [[0, 1, 3], [1, 2, 4], [0, 2, 10]], start: 0, goal: 2 };
const graph: number[] = pl.findPathInGraph(query).path;
const graphSearch = pl.createGraphSearch({ ...query, algorithm: 'weighted-astar', weight: 1.5 });
graphSearch.run();
graphSearch.delete();

const flee = pl.findPath(grid, { start: [0, 0], flee: { from: [1, 1], minDistance: 2 } });
const admissible: boolean = pl.isAdmissible('manhattan', 'always', 'integer');
const fastest: Algorithm = pl.fastestAlgorithm(grid, 'never').algorithm;
const why: string = pl.fastestAlgorithm(grid).reason;
const fastestHeuristic: Heuristic = pl.fastestAlgorithm(grid).heuristic;
const cells: Uint8Array = grid.getCells();
grid.setCells(cells);
grid.setCost(0, 0, 3);
const links = pl.visibilityGraph(grid, [[0, 0], [4, 0], [4, 3]]);
grid.setWalkable(2, 3, false);
const closed = pl.findPath(grid, { start, goal: [4, 0] }).status;
let error = '';
let code: ErrorCode | undefined;
try {
  pl.findPath(grid, { start: [9, 9], goal: [0, 0] });
} catch (e) {
  error = (e as PathlabError).message;
  code = (e as PathlabError).code;
}
if (code === undefined || !ERROR_CODES.includes(code)) throw new Error(`no error code: ${code}`);
const copy: Grid = grid.clone();
const text: string = copy.toMovingAI();
copy.delete();
grid.delete();
const fresh = pl.Grid.fromMatrix([new Uint8Array([0, 1, 0]), [false, true, false]]);
const rows: number[][] = fresh.toMatrix();
fresh.delete();

if (!done || !text.startsWith('type octile') || flee.status === 'no-path' || admissible || why === '' || fastest.length === 0 || fastestHeuristic.length === 0) throw new Error('unexpected');
if (JSON.stringify(rows) !== '[[0,1,0],[0,1,0]]') throw new Error(`typed-array rows read as ${JSON.stringify(rows)}`);
console.log(JSON.stringify({
  astar, bfs, limit, firstExpanded: firstExpanded(trace), steppedCost, links, graph, closed, error, errorCode: code,
  knowsAstar: ALGORITHMS.includes('astar'),
}));
