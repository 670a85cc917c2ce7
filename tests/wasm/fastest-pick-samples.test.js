// fastestAlgorithm on maps with terrain never picks what its own sample queries measured slower than
// A* with the rule's estimate by more than a quarter (cpp/algorithms/fastest.cpp), for few expected queries and for many;
// it reports both sample times, and its pick finds Dijkstra's costs.
import { beforeAll, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { movingAIText } from '../movingai-data.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

test('the pick is never slower than A* in its own samples, and finds Dijkstra\'s costs', () => {
  const grid = pl.Grid.fromMovingAI(movingAIText('den520d.map'));
  try {
    const cells = grid.getCells();
    // Roads of cost 1 every 16 rows and columns through ground of cost 5.
    for (let i = 0; i < cells.length; i++) {
      const x = i % grid.width, y = Math.floor(i / grid.width);
      if (!(cells[i] & 0x80)) cells[i] = x % 16 === 0 || y % 16 === 0 ? 1 : 5;
    }
    grid.setCells(cells);
    for (const queries of [10, 1000]) {
      const pick = pl.fastestAlgorithm(grid, 'only-when-no-obstacles', { queries });
      expect(['astar', 'jps']).toContain(pick.algorithm);
      expect(pick.astarSampleMicros).toBeGreaterThan(0);
      expect(pick.pickedSampleMicros).toBeGreaterThan(0);
      expect(pick.pickedSampleMicros).toBeLessThanOrEqual(pick.astarSampleMicros * 1.25); // slower only within the timing noise it allows
      const free = [];
      for (let i = 0; i < cells.length && free.length < 400; i += 97) if (!(cells[i] & 0x80)) free.push([i % grid.width, Math.floor(i / grid.width)]);
      for (let q = 0; q < 6; q++) {
        const start = free[q * 7], goal = free[free.length - 1 - q * 11];
        const reference = pl.findPath(grid, { start, goal, algorithm: 'dijkstra' });
        const picked = pl.findPath(grid, { start, goal, algorithm: pick.algorithm, heuristic: pick.heuristic });
        expect(picked.status).toBe(reference.status);
        if (reference.status === 'found') expect(picked.cost).toBeCloseTo(reference.cost, 9);
      }
    }
    // Without terrain nothing is compared with A*: both are 0.
    const plain = pl.Grid.fromMovingAI(movingAIText('den520d.map'));
    const pick = pl.fastestAlgorithm(plain);
    expect([pick.pickedSampleMicros, pick.astarSampleMicros]).toEqual([0, 0]);
    plain.delete();
  } finally {
    grid.delete();
  }
});
