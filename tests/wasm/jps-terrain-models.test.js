// Jump point search on terrain through the library under both terrain cost models ('entered' and
// 'crossed', the JPSW paper's): on random painted maps, under every diagonal rule, each query costs
// what this file's own Dijkstra says, pricing moves from the models' definitions, and the path the
// library returns is made of moves the rule allows and costs that much when this file prices it.
import { beforeAll, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { freeCell, random } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const RULES = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles'];
const MOVES = [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]];

// rows[y][x]: 1 a wall, 0 ground of cost 1, 2..9 terrain. The cost of a cell, or null for a wall or off the map.
function costAt(rows, x, y) {
  if (y < 0 || y >= rows.length || x < 0 || x >= rows[0].length || rows[y][x] === 1) return null;
  return rows[y][x] === 0 ? 1 : rows[y][x];
}

// A move's price under `model`, or null where `rule` forbids it. Entered: the unit times the cell
// entered. Crossed: the unit times the mean of the walkable cells crossed (two for a straight step,
// the 2 x 2 block for a diagonal, a cut corner's wall left out).
function price(rows, rule, model, x, y, dx, dy) {
  const here = costAt(rows, x, y), there = costAt(rows, x + dx, y + dy);
  if (here === null || there === null) return null;
  if (dx === 0 || dy === 0) return model === 'crossed' ? (here + there) / 2 : there;
  if (rule === 'never') return null;
  const open = [costAt(rows, x + dx, y), costAt(rows, x, y + dy)].filter((c) => c !== null);
  if ((rule === 'only-when-no-obstacles' && open.length < 2) || (rule === 'if-at-most-one-obstacle' && open.length < 1)) return null;
  const block = [here, there, ...open];
  return Math.SQRT2 * (model === 'crossed' ? block.reduce((a, b) => a + b, 0) / block.length : there);
}

function cheapest(rows, rule, model, [sx, sy], [gx, gy]) {
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
      const cost = price(rows, rule, model, x, y, dx, dy);
      if (cost !== null && dist[best] + cost < dist[(y + dy) * width + x + dx]) dist[(y + dy) * width + x + dx] = dist[best] + cost;
    }
  }
}

// Patches of one cost (odd seeds) or roads of cost 1 through ground of cost 5 (even seeds), with walls.
function paintedMap(seed, width, height) {
  const rand = random(seed);
  const rows = Array.from({ length: height }, () => new Array(width).fill(seed % 2 ? 0 : 5));
  if (seed % 2) {
    for (let k = 0; k < 8; k++) {
      const px = Math.floor(rand() * width), py = Math.floor(rand() * height), cost = 2 + Math.floor(rand() * 8);
      for (let y = py; y < Math.min(height, py + 2 + Math.floor(rand() * 6)); y++) {
        for (let x = px; x < Math.min(width, px + 2 + Math.floor(rand() * 6)); x++) rows[y][x] = cost;
      }
    }
  } else {
    for (let y = 2; y < height; y += 3 + Math.floor(rand() * 3)) rows[y].fill(0);
    for (let x = 1; x < width; x += 3 + Math.floor(rand() * 3)) for (const row of rows) row[x] = 0;
  }
  for (const row of rows) row.forEach((_, x) => { if (rand() < 0.1) row[x] = 1; });
  return { rand, rows };
}

test('jps on terrain costs what the models say, under every rule, with paths priced alike', () => {
  let checked = 0;
  for (let seed = 1; seed <= 8; seed++) {
    const { rand, rows } = paintedMap(seed, 18, 14);
    const grid = pl.Grid.fromMatrix(rows);
    for (const rule of RULES) {
      for (const model of ['entered', 'crossed']) {
        for (let q = 0; q < 4; q++) {
          const start = freeCell(rand, rows), goal = freeCell(rand, rows);
          const best = cheapest(rows, rule, model, start, goal);
          const result = pl.findPath(grid, { start, goal, algorithm: 'jps', diagonalMovement: rule, terrainCost: model });
          const what = `${rule} ${model} seed ${seed} ${start} to ${goal}`;
          if (best === Infinity) {
            expect(result.status, what).toBe('no-path');
            continue;
          }
          expect(result.status, what).toBe('found');
          expect(result.cost, what).toBeCloseTo(best, 9);
          let walked = 0;
          for (let i = 1; i < result.path.length; i++) {
            const [ax, ay] = result.path[i - 1], [bx, by] = result.path[i];
            const step = price(rows, rule, model, ax, ay, bx - ax, by - ay);
            expect(step, `${what}: step ${i}`).not.toBeNull();
            walked += step;
          }
          expect(walked, what).toBeCloseTo(best, 9);
          checked++;
        }
      }
    }
    grid.delete();
  }
  expect(checked).toBeGreaterThan(150);
});
