// Moving AI conformance: every scenario of every .scen file in tests/data/movingai
// must match the file's optimal length within the printed precision
// (tolerance: each scenario's, from the core's .scen reader), for each algorithm given.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { parseScenarios } from '../../web/src/lib/scenarios.js';

export const DATA = new URL('../data/movingai/', import.meta.url);
export const MAPS = readdirSync(DATA).filter((f) => f.endsWith('.map')).sort();

/** Runs every scenario of every .scen file in tests/data/movingai through each of `algorithms`. */
export function checkEveryScenario(algorithms) {
  let pl;
  beforeAll(async () => { pl = await loadPathlab(); });

  test('the repository holds the six benchmark maps', () => {
    expect(MAPS).toHaveLength(6);
  });

  describe.each(MAPS)('%s', (mapFile) => {
    test.each(algorithms)('%s matches every optimal length', (algorithm) => {
      const grid = pl.Grid.fromMovingAI(readFileSync(new URL(mapFile, DATA), 'latin1'));
      const parsed = parseScenarios(pl, readFileSync(new URL(`${mapFile}.scen`, DATA), 'latin1'));
      expect(parsed.ok).toBe(true);
      const mismatches = [];
      for (const [i, s] of parsed.scenarios.entries()) {
        const r = pl.findPath(grid, { start: s.start, goal: s.goal, algorithm });
        if (r.status !== 'found' || Math.abs(r.cost - s.optimal) > s.tolerance) {
          mismatches.push({ index: i, optimal: s.optimal, status: r.status, cost: r.cost });
        }
      }
      grid.delete();
      expect(parsed.scenarios.length).toBeGreaterThan(100);
      expect(mismatches.slice(0, 5)).toEqual([]);
    }, 1_800_000); // the 12,120 maze scenarios take minutes under the Dijkstras
  });
}
