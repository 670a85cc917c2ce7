// The search worker's waypoint searches (waypoints mode): the visibility graph
// of the waypoints over the grid (pl.visibilityGraph), then the same graph
// searched from S to G by each asked algorithm, traced for replay
// (pl.createGraphSearch). S and G are waypoints 0 and 1.
//
// Request:  { id, width, height, cells: Uint8Array, waypoints: [[x, y], …], algorithms: [name, …] }
// Reply:    { id, ok: true, links: [[a, b, distance], …], runs: [{ algorithm, result, trace }, …] }

import { gridWith } from './worker-grid.js';

/** The links and one traced graph search per algorithm. */
export function waypointSearches(pl, { width, height, cells, waypoints, algorithms }) {
  const grid = gridWith(pl, width, height, cells);
  const links = pl.visibilityGraph(grid, waypoints);
  const edges = links.flatMap(([a, b, d]) => [[a, b, d], [b, a, d]]);
  const runs = algorithms.map((algorithm) => {
    const search = pl.createGraphSearch({ nodes: waypoints, edges, start: 0, goal: 1, algorithm });
    try {
      const result = search.run();
      const { length, truncated, kinds, cells: nodes, parents, g, h } = search.traceCopy();
      return { algorithm, result, trace: { length, truncated, kinds, cells: nodes, parents, g, h } };
    } finally {
      search.delete();
    }
  });
  return { links, runs };
}
