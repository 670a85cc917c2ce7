// Path checks shared by the JS tests (wasm library, page end to end): the
// cost of a path computed independently of the page and the core.

/**
 * The cost of `path` ([[x, y], ...]) under the Moving AI rule (8 directions, no
 * corner cutting): straight 1, diagonal sqrt(2), times the entered cell's terrain.
 * Independent of the page and the core. `matrix[y][x]` is 1 for a wall, else the
 * terrain cost (0 meaning 1), as Grid.toMatrix() gives it. Throws on a move that
 * is not a single step, enters a wall or cuts a corner.
 */
export function checkedPathCost(matrix, path) {
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const [x0, y0] = path[i - 1];
    const [x1, y1] = path[i];
    const dx = Math.abs(x1 - x0);
    const dy = Math.abs(y1 - y0);
    if (Math.max(dx, dy) !== 1 || matrix[y1][x1] === 1) throw new Error(`bad move ${i}: (${x0},${y0}) -> (${x1},${y1})`);
    if (dx && dy && (matrix[y0][x1] === 1 || matrix[y1][x0] === 1)) throw new Error(`move ${i} cuts a corner`);
    cost += (dx && dy ? Math.SQRT2 : 1) * Math.max(1, matrix[y1][x1]);
  }
  return cost;
}

// Textbook Dijkstra over an undirected edge list [a, b, d].
export function graphDistances(count, links, source) {
  const dist = new Array(count).fill(Infinity);
  const done = new Array(count).fill(false);
  dist[source] = 0;
  for (;;) {
    let u = -1;
    for (let i = 0; i < count; i++) if (!done[i] && dist[i] < Infinity && (u < 0 || dist[i] < dist[u])) u = i;
    if (u < 0) return dist;
    done[u] = true;
    for (const [a, b, d] of links) {
      if (a === u && dist[u] + d < dist[b]) dist[b] = dist[u] + d;
      if (b === u && dist[u] + d < dist[a]) dist[a] = dist[u] + d;
    }
  }
}
