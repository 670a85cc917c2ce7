// Jump point search on terrain (docs/algorithms.md, "Jump point search on terrain") on the six shipped
// Moving AI maps with terrain painted on them: patches of costs 2-9 over about a quarter of the free
// cells, and roads of cost 1 through ground of cost 5. For 40 scenarios of each map (spread over its
// .scen file), under 4-way moves and the Moving AI rule, jps and A* find the cost this file's own
// Dijkstra (a binary heap; a step costs 1 or sqrt 2 times the terrain of the cell it enters) finds.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { parseScenarios } from '../../web/src/lib/scenarios.js';
import { MOVINGAI_DIR } from '../movingai-data.js';

const MAPS = readdirSync(MOVINGAI_DIR).filter((f) => f.endsWith('.map')).sort();
const RULES = ['never', 'only-when-no-obstacles'];
const PER_MAP = 40;

function seeded(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** Costs by cell (0 for walls) of a Moving AI map's text, painted by `variant`. */
function paintedCosts(text, variant, seed) {
  const lines = text.split(/\r?\n/);
  const height = Number(lines[1].split(' ')[1]);
  const width = Number(lines[2].split(' ')[1]);
  const cost = new Uint8Array(width * height);
  let free = 0;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = lines[4 + y][x];
      if (c === '.' || c === 'G' || c === 'S') {
        cost[y * width + x] = 1;
        free++;
      }
    }
  }
  const random = seeded(seed);
  if (variant === 'patches') { // rectangles of one cost until a quarter of the free cells are painted
    let painted = 0;
    while (painted < free / 4) {
      const px = Math.floor(random() * width), py = Math.floor(random() * height);
      const w = 3 + Math.floor(random() * 14), h = 3 + Math.floor(random() * 14), c = 2 + Math.floor(random() * 8);
      for (let y = py; y < Math.min(height, py + h); y++) {
        for (let x = px; x < Math.min(width, px + w); x++) {
          if (cost[y * width + x] === 1) {
            cost[y * width + x] = c;
            painted++;
          }
        }
      }
    }
  } else { // ground of cost 5 with straight roads of cost 1 every 16 to 48 cells
    for (let i = 0; i < cost.length; i++) if (cost[i] === 1) cost[i] = 5;
    for (let y = Math.floor(random() * 16); y < height; y += 16 + Math.floor(random() * 32)) {
      for (let x = 0; x < width; x++) if (cost[y * width + x]) cost[y * width + x] = 1;
    }
    for (let x = Math.floor(random() * 16); x < width; x += 16 + Math.floor(random() * 32)) {
      for (let y = 0; y < height; y++) if (cost[y * width + x]) cost[y * width + x] = 1;
    }
  }
  return { width, height, cost };
}

/** Dijkstra from start to goal ([x, y]) over `cost` under `rule`; Infinity when unreachable. */
function dijkstra({ width, height, cost }, rule, [sx, sy], [gx, gy]) {
  const dist = new Float64Array(width * height).fill(Infinity);
  const heapKeys = [];
  const heapCells = [];
  const push = (k, c) => {
    let i = heapKeys.length;
    heapKeys.push(k);
    heapCells.push(c);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (heapKeys[p] <= heapKeys[i]) break;
      [heapKeys[p], heapKeys[i]] = [heapKeys[i], heapKeys[p]];
      [heapCells[p], heapCells[i]] = [heapCells[i], heapCells[p]];
      i = p;
    }
  };
  const pop = () => {
    const top = [heapKeys[0], heapCells[0]];
    const lastK = heapKeys.pop(), lastC = heapCells.pop();
    if (heapKeys.length > 0) {
      heapKeys[0] = lastK;
      heapCells[0] = lastC;
      let i = 0;
      for (;;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heapKeys.length && heapKeys[l] < heapKeys[m]) m = l;
        if (r < heapKeys.length && heapKeys[r] < heapKeys[m]) m = r;
        if (m === i) break;
        [heapKeys[m], heapKeys[i]] = [heapKeys[i], heapKeys[m]];
        [heapCells[m], heapCells[i]] = [heapCells[i], heapCells[m]];
        i = m;
      }
    }
    return top;
  };
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && cost[y * width + x] > 0;
  const start = sy * width + sx, goal = gy * width + gx;
  dist[start] = 0;
  push(0, start);
  while (heapKeys.length > 0) {
    const [d, c] = pop();
    if (d > dist[c]) continue;
    if (c === goal) return d;
    const x = c % width, y = (c - x) / width;
    for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]]) {
      const diagonal = dx !== 0 && dy !== 0;
      if (diagonal && (rule === 'never' || !open(x + dx, y) || !open(x, y + dy))) continue;
      if (!open(x + dx, y + dy)) continue;
      const n = (y + dy) * width + x + dx;
      const nd = d + (diagonal ? Math.SQRT2 : 1) * cost[n];
      if (nd < dist[n]) {
        dist[n] = nd;
        push(nd, n);
      }
    }
  }
  return Infinity;
}

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

describe.each(MAPS)('%s with terrain', (mapFile) => {
  test.each(['patches', 'roads'])('jps and astar find the cheapest costs (%s)', (variant) => {
    const text = readFileSync(`${MOVINGAI_DIR}${mapFile}`, 'latin1');
    const painted = paintedCosts(text, variant, mapFile.length * 31 + variant.length);
    const grid = new pl.Grid(painted.width, painted.height);
    grid.setCells(Uint8Array.from(painted.cost, (c) => (c === 0 ? 0x81 : c)));
    const parsed = parseScenarios(pl, readFileSync(`${MOVINGAI_DIR}${mapFile}.scen`, 'latin1'));
    expect(parsed.ok).toBe(true);
    const step = Math.max(1, Math.floor(parsed.scenarios.length / PER_MAP));
    const mismatches = [];
    let checked = 0;
    for (let i = 0; i < parsed.scenarios.length; i += step) {
      const s = parsed.scenarios[i];
      for (const rule of RULES) {
        const optimal = dijkstra(painted, rule, s.start, s.goal);
        for (const algorithm of ['jps', 'astar']) {
          const r = pl.findPath(grid, { start: s.start, goal: s.goal, algorithm, diagonalMovement: rule });
          const cost = r.status === 'found' ? r.cost : Infinity;
          if (!(cost === optimal || Math.abs(cost - optimal) <= 1e-9 * (1 + optimal))) mismatches.push({ i, rule, algorithm, optimal, cost });
          checked++;
        }
      }
    }
    grid.delete();
    expect(checked).toBeGreaterThanOrEqual(4 * Math.min(PER_MAP, parsed.scenarios.length));
    expect(mismatches.slice(0, 5)).toEqual([]);
  }, 600_000);
});
