// The tests' own prices and Dijkstra for the two terrain cost models (docs/algorithms.md, "Terrain
// costs"), written from the models' definitions and not from the core: 'entered' prices a move by
// the cell it enters; 'crossed' (the JPSW paper's) by the mean of the walkable cells it crosses, two
// for a straight step, the 2 × 2 block for a diagonal (a cut corner's wall left out), times √2.
// Maps are rows[y][x]: 1 a wall, 0 ground of cost 1, 2..9 terrain.

export const RULES = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles'];
const MOVES = [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]];

/** The cost of a cell, or null for a wall or off the map. */
export function costAt(rows, x, y) {
  if (y < 0 || y >= rows.length || x < 0 || x >= rows[0].length || rows[y][x] === 1) return null;
  return rows[y][x] === 0 ? 1 : rows[y][x];
}

/** A move's price under `model` from (x, y) by (dx, dy), or null where `rule` forbids it. */
export function movePrice(rows, rule, model, x, y, dx, dy) {
  const here = costAt(rows, x, y), there = costAt(rows, x + dx, y + dy);
  if (here === null || there === null) return null;
  if (dx === 0 || dy === 0) return model === 'crossed' ? (here + there) / 2 : there;
  if (rule === 'never') return null;
  const open = [costAt(rows, x + dx, y), costAt(rows, x, y + dy)].filter((c) => c !== null);
  if ((rule === 'only-when-no-obstacles' && open.length < 2) || (rule === 'if-at-most-one-obstacle' && open.length < 1)) return null;
  const block = [here, there, ...open];
  return Math.SQRT2 * (model === 'crossed' ? block.reduce((a, b) => a + b, 0) / block.length : there);
}

/** Textbook Dijkstra (a plain array scan for the minimum: small maps): the cheapest cost from start to goal. */
export function cheapest(rows, rule, model, [sx, sy], [gx, gy]) {
  const width = rows[0].length, height = rows.length;
  const dist = new Array(width * height).fill(Infinity), done = new Array(width * height).fill(false);
  dist[sy * width + sx] = 0;
  for (;;) {
    let best = -1;
    for (let c = 0; c < dist.length; c++) if (!done[c] && dist[c] < Infinity && (best < 0 || dist[c] < dist[best])) best = c;
    if (best < 0) return Infinity;
    if (best === gy * width + gx) return dist[best];
    done[best] = true;
    const x = best % width, y = Math.floor(best / width);
    for (const [dx, dy] of MOVES) {
      const cost = movePrice(rows, rule, model, x, y, dx, dy);
      const n = (y + dy) * width + x + dx;
      if (cost !== null && dist[best] + cost < dist[n]) dist[n] = dist[best] + cost;
    }
  }
}
