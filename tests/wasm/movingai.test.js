// Moving AI conformance: every scenario of every .scen file in the shared data,
// through every optimal algorithm, must match the file's optimal length within
// the printed precision (DESIGN.md section 2).
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab, OPTIMAL_ALGORITHMS } from 'pathlab';
import { lengthTolerance, parseScenarios } from '../../web/src/lib/scenarios.js';

const DATA = new URL('../../../shared/data/movingai/', import.meta.url);
const MAPS = readdirSync(DATA).filter((f) => f.endsWith('.map')).sort();

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

test('the shared data holds the six benchmark maps', () => {
  expect(MAPS).toHaveLength(6);
});

describe.each(MAPS)('%s', (mapFile) => {
  test.each(OPTIMAL_ALGORITHMS)('%s matches every optimal length', (algorithm) => {
    const grid = pl.Grid.fromMovingAI(readFileSync(new URL(mapFile, DATA), 'latin1'));
    const parsed = parseScenarios(readFileSync(new URL(`${mapFile}.scen`, DATA), 'latin1'));
    expect(parsed.ok).toBe(true);
    const mismatches = [];
    for (const [i, s] of parsed.scenarios.entries()) {
      const r = pl.findPath(grid, { start: s.start, goal: s.goal, algorithm });
      if (r.status !== 'found' || Math.abs(r.cost - s.optimal) > lengthTolerance(s.optimalDecimals)) {
        mismatches.push({ index: i, optimal: s.optimal, status: r.status, cost: r.cost });
      }
    }
    grid.delete();
    expect(parsed.scenarios.length).toBeGreaterThan(100);
    expect(mismatches.slice(0, 5)).toEqual([]);
  }, 1_200_000); // the 12,120 maze scenarios take minutes under Dijkstra
});
