// The tests' own prices and Dijkstra for the two terrain cost models (docs/algorithms.md, "Terrain
// costs"), written from the models' definitions and not from the core: 'entered' prices a move by
// the cell it enters; 'crossed' (the JPSW paper's) by the mean of the walkable cells it crosses, two
// for a straight step, the 2 × 2 block for a diagonal (a cut corner's wall left out), times √2.
// An agent of size k stands on a k × k block named by its top-left cell (docs/game-developers.md):
// it fits where the whole block is walkable, and a move is priced by the top-left cell it enters.
// Maps are rows[y][x]: 1 a wall, 0 ground of cost 1, 2..9 terrain.

export const RULES = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles'];
const MOVES = [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]];
const REAL_UNITS = [1, Math.SQRT2];

/** The cost of a cell, or null for a wall or off the map. */
export function costAt(rows, x, y) {
  if (y < 0 || y >= rows.length || x < 0 || x >= rows[0].length || rows[y][x] === 1) return null;
  return rows[y][x] === 0 ? 1 : rows[y][x];
}

/** Whether an agent of agentSize cells a side fits with its block's top-left cell at (x, y). */
export function fits(rows, x, y, agentSize = 1) {
  for (let j = 0; j < agentSize; j++) for (let i = 0; i < agentSize; i++) if (costAt(rows, x + i, y + j) === null) return false;
  return true;
}

/**
 * A move's price under `model` from (x, y) by (dx, dy), or null where `rule` forbids it. units: what
 * a straight and a diagonal step over cost 1 cost ([1, √2]; the integer cost model's [10, 14]).
 */
export function movePrice(rows, rule, model, x, y, dx, dy, { agentSize = 1, units = REAL_UNITS } = {}) {
  if (model === 'crossed' && agentSize !== 1) throw new Error("the reference prices 'crossed' for agents of size 1 only");
  if (!fits(rows, x, y, agentSize) || !fits(rows, x + dx, y + dy, agentSize)) return null;
  const here = costAt(rows, x, y), there = costAt(rows, x + dx, y + dy);
  if (dx === 0 || dy === 0) return units[0] * (model === 'crossed' ? (here + there) / 2 : there);
  if (rule === 'never') return null;
  const sides = [[x + dx, y], [x, y + dy]].filter(([sx, sy]) => fits(rows, sx, sy, agentSize));
  if ((rule === 'only-when-no-obstacles' && sides.length < 2) || (rule === 'if-at-most-one-obstacle' && sides.length < 1)) return null;
  const block = [here, there, ...sides.map(([sx, sy]) => costAt(rows, sx, sy))];
  return units[1] * (model === 'crossed' ? block.reduce((a, b) => a + b, 0) / block.length : there);
}

/**
 * Textbook Dijkstra with a binary heap from `sources` (cells [x, y]; those where the agent does not fit
 * are left out): every cell's cost from the nearest source, Infinity where none reaches it. With
 * `backwards`, every cell's cost to the nearest source instead (moves walked backwards from it, as a
 * flow field's distances to its goals), which differs under 'entered'.
 * @returns {Float64Array} by cell, y * width + x
 */
export function distances(rows, { rule, model = 'entered', agentSize = 1, units = REAL_UNITS, sources, backwards = false }) {
  const width = rows[0].length, height = rows.length;
  const dist = new Float64Array(width * height).fill(Infinity);
  const heap = []; // [cost, cell], the cheapest first
  const push = (entry) => {
    heap.push(entry);
    for (let i = heap.length - 1; i > 0 && heap[(i - 1) >> 1][0] > heap[i][0]; i = (i - 1) >> 1) [heap[i], heap[(i - 1) >> 1]] = [heap[(i - 1) >> 1], heap[i]];
  };
  const pop = () => {
    const top = heap[0], last = heap.pop();
    if (heap.length) {
      heap[0] = last;
      for (let i = 0; ;) {
        let least = i;
        for (const j of [2 * i + 1, 2 * i + 2]) if (j < heap.length && heap[j][0] < heap[least][0]) least = j;
        if (least === i) break;
        [heap[i], heap[least]] = [heap[least], heap[i]];
        i = least;
      }
    }
    return top;
  };
  for (const [x, y] of sources) if (fits(rows, x, y, agentSize)) { dist[y * width + x] = 0; push([0, y * width + x]); }
  const how = { agentSize, units };
  while (heap.length) {
    const [cost, cell] = pop();
    if (cost > dist[cell]) continue;
    const x = cell % width, y = (cell - x) / width;
    for (const [dx, dy] of MOVES) {
      // Forwards the move from this cell by (dx, dy); backwards the move into it from the cell behind.
      const [fromX, fromY, toX, toY] = backwards ? [x - dx, y - dy, x, y] : [x, y, x + dx, y + dy];
      const price = movePrice(rows, rule, model, fromX, fromY, dx, dy, how);
      const other = backwards ? fromY * width + fromX : toY * width + toX;
      if (price !== null && cost + price < dist[other]) { dist[other] = cost + price; push([cost + price, other]); }
    }
  }
  return dist;
}

/** The cheapest cost from start to goal (Infinity when unreachable). */
export function cheapest(rows, rule, model, start, [gx, gy]) {
  return distances(rows, { rule, model, sources: [start] })[gy * rows[0].length + gx];
}

/** A library Grid's cells as rows (its costs 1 to 9). */
export function rowsOf(grid) {
  return Array.from({ length: grid.height }, (_, y) => Array.from({ length: grid.width }, (__, x) => {
    if (!grid.isWalkable(x, y)) return 1;
    const cost = grid.getCost(x, y);
    return cost === 1 ? 0 : cost;
  }));
}
