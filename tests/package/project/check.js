// What a user's code does with the package: the same calls in Node, in a page
// through an import map and in a Vite build. The expected values
// (expected.json) are worked out by hand in the comments below.
import { ALGORITHMS, loadPathlab, TRACE_KINDS } from 'pathlab';

// 5 x 4, a wall down column 2 with a gap at the bottom:
//   . . @ . .
//   . . @ . .
//   . . @ . .
//   . . . . .
const MAP = [[0, 0, 1, 0, 0], [0, 0, 1, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 0]];

export async function check() {
  const pl = await loadPathlab();
  const grid = pl.Grid.fromMatrix(MAP);
  const out = {};
  // Corner-cutting is not allowed by default, so (1, 3) -> (2, 3) -> (3, 3) is straight:
  // (0, 0) to (1, 3) costs √2 + 2, the gap 2, (3, 3) to (4, 0) √2 + 2: 6 + 2√2, 8 moves.
  const found = pl.findPath(grid, { start: [0, 0], goal: [4, 0] });
  out.astar = summary(found);
  // Without diagonals: 5 moves down to the gap and across, 5 up: 10.
  out.bfs = summary(pl.findPath(grid, { start: [0, 0], goal: [4, 0], algorithm: 'bfs', diagonalMovement: 'never' }));
  out.limit = pl.findPath(grid, { start: [0, 0], goal: [4, 0], maxExpansions: 2 }).stoppedBy;
  const search = pl.createSearch(grid, { start: [0, 0], goal: [4, 0], algorithm: 'dijkstra' });
  search.step(1);
  const trace = search.traceCopy();
  search.run();
  out.firstExpanded = trace.cells[Array.from(trace.kinds).indexOf(TRACE_KINDS.expand)]; // the start, cell 0
  out.steppedCost = round(search.result().cost);
  search.delete();
  // (4, 0) sees (4, 3) 3 cells down; every other pair is cut by the wall.
  out.links = pl.visibilityGraph(grid, [[0, 0], [4, 0], [4, 3]]);
  // 0 -> 1 -> 2 costs 3 + 4 = 7, cheaper than the direct edge of 10.
  out.graph = pl.findPathInGraph({ nodes: [[0, 0], [3, 0], [3, 4]], edges: [[0, 1, 3], [1, 2, 4], [0, 2, 10]], start: 0, goal: 2 }).path;
  grid.setWalkable(2, 3, false); // close the gap
  out.closed = pl.findPath(grid, { start: [0, 0], goal: [4, 0] }).status;
  try {
    pl.findPath(grid, { start: [9, 9], goal: [0, 0] });
  } catch (error) {
    out.error = error.message;
    out.errorCode = error.code;
  }
  grid.delete();
  out.knowsAstar = ALGORITHMS.includes('astar');
  return out;
}

function summary(r) {
  return { status: r.status, cost: round(r.cost), moves: r.path.length - 1, from: r.path[0], to: r.path.at(-1) };
}

function round(x) {
  return Math.round(x * 1e6) / 1e6;
}
