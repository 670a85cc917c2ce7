// Jump point search on terrain through the library under both terrain cost models ('entered' and
// 'crossed', the JPSW paper's): on random painted maps, under every diagonal rule, each query costs
// what this file's own Dijkstra says, pricing moves from the models' definitions, and the path the
// library returns is made of moves the rule allows and costs that much when this file prices it.
import { beforeAll, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { freeCell, random } from './teach-support.js';
import { cheapest, movePrice as price, RULES } from './terrain-reference.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

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
