// The landmark heuristic on a map edited between queries, through the library (docs/algorithms.md,
// "Landmarks after edits"): after random sequences of rises, lowered costs, walls added and walls
// removed, A* and JPS with the landmarks find the costs of this file's own Dijkstra, and the table
// is repaired, not built again (the build time they report stays that of the first build).
import { beforeAll, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { random } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// Dijkstra from (sx, sy) under Moving AI's rule (8 directions, no corner cutting), a straight step 1
// and a diagonal sqrt(2) times the entered cell's cost; `cells` as Grid.getCells() gives them.
function dijkstra(cells, width, height, [sx, sy]) {
  const dist = new Float64Array(width * height).fill(Infinity);
  const done = new Uint8Array(width * height);
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && (cells[y * width + x] & 0x80) === 0;
  const frontier = [sy * width + sx];
  dist[frontier[0]] = 0;
  while (frontier.length > 0) {
    let best = 0;
    for (let i = 1; i < frontier.length; i++) if (dist[frontier[i]] < dist[frontier[best]]) best = i;
    const c = frontier[best];
    frontier[best] = frontier[frontier.length - 1];
    frontier.pop();
    if (done[c]) continue;
    done[c] = 1;
    const x = c % width, y = (c - x) / width;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || !open(x + dx, y + dy)) continue;
        if (dx !== 0 && dy !== 0 && !(open(x + dx, y) && open(x, y + dy))) continue;
        const n = (y + dy) * width + x + dx;
        const d = dist[c] + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * (cells[n] & 0x0f);
        if (d < dist[n]) { dist[n] = d; frontier.push(n); }
      }
    }
  }
  return dist;
}

test('random rises, lowered costs, walls added and removed: Dijkstra\'s costs, the table repaired', () => {
  const r = random(11);
  const width = 72, height = 48;
  const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => (r() < 0.15 ? 1 : r() < 0.4 ? 2 + Math.floor(r() * 8) : 0)));
  const grid = pl.Grid.fromMatrix(rows);
  try {
    const free = () => { for (;;) { const x = Math.floor(r() * width), y = Math.floor(r() * height); if (grid.isWalkable(x, y)) return [x, y]; } };
    const queries = Array.from({ length: 4 }, () => ({ start: free(), goal: free() }));
    const ends = new Set(queries.flatMap((q) => [q.start.join(), q.goal.join()]));
    const first = pl.findPath(grid, { ...queries[0], heuristic: 'landmarks' });
    const built = first.precomputeMicros;
    expect(built).toBeGreaterThan(0);
    const kinds = ['rise', 'lower', 'wall added', 'wall removed'];
    let compared = 0;
    for (let round = 0; round < 24; round++) {
      for (let e = 1 + Math.floor(r() * 3); e > 0; e--) {
        const kind = kinds[Math.floor(r() * 4)];
        for (let tries = 0; tries < 1000; tries++) {
          const x = Math.floor(r() * width), y = Math.floor(r() * height);
          if (ends.has(`${x},${y}`)) continue;
          const walkable = grid.isWalkable(x, y), cost = grid.getCost(x, y);
          if (kind === 'rise' && walkable && cost < 9) grid.setCost(x, y, cost + 1 + Math.floor(r() * (9 - cost)));
          else if (kind === 'lower' && walkable && cost > 1) grid.setCost(x, y, 1 + Math.floor(r() * (cost - 1)));
          else if (kind === 'wall added' && walkable) grid.setWalkable(x, y, false);
          else if (kind === 'wall removed' && !walkable) grid.setWalkable(x, y, true);
          else continue;
          break;
        }
      }
      const cells = grid.getCells();
      for (const q of queries) {
        const expected = dijkstra(cells, width, height, q.start)[q.goal[1] * width + q.goal[0]];
        for (const algorithm of ['astar', 'jps']) {
          const result = pl.findPath(grid, { ...q, algorithm, heuristic: 'landmarks' });
          const what = `round ${round} ${algorithm} ${q.start} → ${q.goal}`;
          if (expected === Infinity) {
            expect(result.status, what).toBe('no-path');
            continue;
          }
          expect(result.status, what).toBe('found');
          expect(result.cost, what).toBeCloseTo(expected, 9);
          expect(result.precomputeMicros, `${what}: the table was built again`).toBe(built);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(100);
  } finally {
    grid.delete();
  }
});
