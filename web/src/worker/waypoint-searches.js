// The search worker's waypoint searches (waypoints mode): the visibility graph
// of the waypoints over the grid (pl.visibilityGraph), then the same graph
// searched from S to G by each asked algorithm, traced for replay
// (pl.createGraphSearch). S and G are waypoints 0 and 1.
//
// With `pathCorners`, the corners of a shortest grid path from S to G are
// added first (the path pulled taut: each corner is the farthest path cell the
// previous one sees), so a preset always links S to G when the grid does.
//
// Request:  { id, type: 'waypoints', width, height, cells: Uint8Array | null, cellChanges?, waypoints: [[x, y], …], algorithms: [name, …], pathCorners?: number,
//             traceDetail?: 'steps' | 'micro' }  (pathCorners: at most this many corners to add; cells as for a
//             search: cells-sync.js)
// Reply:    { id, ok: true, waypoints: [[x, y], …] (as searched), links: [[a, b, distance], …],
//             runs: [{ algorithm, result, trace, index }, …] }

import { gridWith } from './worker-grid.js';
import { copiedTrace, tracedReply } from './traced-reply.js';

/** The links and one traced graph search per algorithm. @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').WaypointsRequest} request */
export function waypointSearches(pl, { width, height, cells, cellChanges, waypoints: given, algorithms, pathCorners = 0, traceDetail = 'steps' }) {
  const grid = gridWith(pl, width, height, cells, cellChanges);
  const waypoints = pathCorners > 0 ? withPathCorners(pl, grid, given, pathCorners) : given;
  const links = pl.visibilityGraph(grid, waypoints);
  const edges = links.flatMap(([a, b, d]) => /** @type {Array<[number, number, number]>} */ ([[a, b, d], [b, a, d]]));
  const runs = algorithms.map((algorithm) => {
    const search = pl.createGraphSearch({ nodes: waypoints, edges, start: 0, goal: 1, algorithm, traceDetail });
    try {
      const result = search.run();
      return { algorithm, result, ...tracedReply(copiedTrace(search), waypoints.length) };
    } finally {
      search.delete();
    }
  });
  return { waypoints, links, runs };
}

// The waypoints plus the corners of A*'s path from waypoint 0 (S) to 1 (G), up to `max` of them.
function withPathCorners(pl, grid, waypoints, max) {
  const [start, goal] = waypoints;
  const { path } = pl.findPath(grid, { start, goal, algorithm: 'astar' });
  const sees = (a, b) => pl.visibilityGraph(grid, [a, b]).length > 0;
  const corners = [];
  for (let anchor = 0; anchor < path.length - 1 && corners.length < max;) {
    let next = anchor + 1; // consecutive path cells always see each other
    while (next + 1 < path.length && sees(path[anchor], path[next + 1])) next++;
    if (next < path.length - 1) corners.push(path[next]);
    anchor = next;
  }
  const taken = new Set(waypoints.map(String));
  return [...waypoints, ...corners.filter((p) => !taken.has(String(p)))];
}
