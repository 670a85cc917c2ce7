// Traces for the Check my search page tests, written by this file's own searches (not by the core): an A*
// on 4-way moves with the Manhattan distance and a breadth-first search, printed in the line format, on
// any map given as Moving AI rows ('@' a wall, '.' free).

/** The small test map the check tests draw, its start and goal. */
export const ROWS = [
  '............',
  '...@@@@.....',
  '......@.....',
  '..@...@..@..',
  '..@......@..',
  '..@@@@...@..',
  '.........@..',
  '............',
];
export const START = [1, 6];
export const GOAL = [10, 1];
export const MAP_TEXT = mapText(ROWS);

/** Moving AI .map text of these rows. */
export function mapText(rows) {
  return `type octile\nheight ${rows.length}\nwidth ${rows[0].length}\nmap\n${rows.join('\n')}\n`;
}

const STEPS = [[1, 0], [0, 1], [-1, 0], [0, -1]];

/**
 * A* on 4-way moves with the Manhattan distance, as the line format prints it. `tie` picks among equal f:
 * 'lower-h' (then first in) or 'higher-h'.
 */
export function astarLines({ rows = ROWS, start = START, goal = GOAL, tie = 'lower-h' } = {}) {
  const W = rows[0].length;
  const H = rows.length;
  const free = (x, y) => x >= 0 && y >= 0 && x < W && y < H && rows[y][x] === '.';
  const h = (c) => Math.abs((c % W) - goal[0]) + Math.abs(Math.floor(c / W) - goal[1]);
  const startCell = start[1] * W + start[0];
  const goalCell = goal[1] * W + goal[0];
  const g = new Map([[startCell, 0]]);
  const parent = new Map();
  const open = new Map([[startCell, 0]]); // cell -> when it joined
  const closed = new Set();
  const lines = ['# my A*, 4-way moves, Manhattan h'];
  let joined = 1;
  while (open.size > 0) {
    let best = -1;
    for (const [cell, when] of open) {
      if (best < 0) { best = cell; continue; }
      const f = g.get(cell) + h(cell);
      const fb = g.get(best) + h(best);
      if (f !== fb) { if (f < fb) best = cell; continue; }
      if (h(cell) !== h(best)) { if (tie === 'lower-h' ? h(cell) < h(best) : h(cell) > h(best)) best = cell; continue; }
      if (when < open.get(best)) best = cell;
    }
    open.delete(best);
    closed.add(best);
    lines.push(`expand ${best % W} ${Math.floor(best / W)} g=${g.get(best)} h=${h(best)}`);
    if (best === goalCell) break;
    for (const [dx, dy] of STEPS) {
      const x = (best % W) + dx;
      const y = Math.floor(best / W) + dy;
      if (!free(x, y)) continue;
      const next = y * W + x;
      if (closed.has(next)) continue;
      const cost = g.get(best) + 1;
      if (!g.has(next) || cost < g.get(next)) {
        const word = g.has(next) ? 'update' : 'generate';
        g.set(next, cost);
        parent.set(next, best);
        open.set(next, joined++);
        lines.push(`${word} ${x} ${y} g=${cost} h=${h(next)} parent=${best % W},${Math.floor(best / W)}`);
      }
    }
  }
  const path = [goalCell];
  while (path[0] !== startCell) path.unshift(parent.get(path[0]));
  lines.push(`path ${path.map((c) => `${c % W} ${Math.floor(c / W)}`).join(' ')}`);
  return lines;
}

/** The k-th expansion (1-based) reports g one too high: the check must stop there. */
export function withWrongG(lines, k) {
  let seen = 0;
  return lines.map((line) => {
    if (!line.startsWith('expand ') || ++seen !== k) return line;
    return line.replace(/g=(\d+)/, (_, g) => `g=${Number(g) + 1}`);
  });
}

/** The cell [x, y] of the k-th expand line (1-based). */
export function expandedCell(lines, k) {
  const line = lines.filter((l) => l.startsWith('expand '))[k - 1];
  const [, x, y] = line.split(/\s+/);
  return [Number(x), Number(y)];
}

/** The cells [x, y] of the expand lines before the k-th (1-based). */
export function expandedBefore(lines, k) {
  return lines.filter((l) => l.startsWith('expand ')).slice(0, k - 1).map((l) => l.split(/\s+/).slice(1, 3).map(Number));
}
