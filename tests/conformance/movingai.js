// Moving AI conformance: every scenario of every .scen file in tests/data/movingai
// must match the file's optimal length within the printed precision
// (tolerance: each scenario's, from the core's .scen reader), for each algorithm given.
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, loadPathlab } from 'pathlab';
import { parseScenarios } from '../../web/src/lib/scenarios.js';

export const DATA = new URL('../data/movingai/', import.meta.url);
export const MAPS = readdirSync(DATA).filter((f) => f.endsWith('.map')).sort();
export const MAZE = 'maze512-1-0.map';
// The 512 x 512 maps, whose scenarios the conformance files sample (see each file).
export const LARGE_MAPS = ['8room_000.map', MAZE, 'random512-10-0.map'];
// The optimal algorithms of the core's table, but IDA* (see optimal.test.js).
export const CONFORMANCE_ALGORITHMS = ALGORITHM_INFO.filter((a) => a.optimal && a.family !== 'iterative-deepening').map((a) => a.id);

// The optimal algorithms that read the heuristic option (the others have their own, in the table).
export const LANDMARK_ALGORITHMS = ALGORITHM_INFO.filter((a) => CONFORMANCE_ALGORITHMS.includes(a.id) && a.heuristic === 'default').map((a) => a.id);

// The optimal searches that settle most of the map whatever the query: those without a heuristic
// (Dijkstra's, from one side or two) and Fringe search, whose walks pass over its list again at
// every threshold. On the 512 x 512 maps one of their queries costs several A* queries, so the
// files that sample those maps take a sparser sample of them (wholeMapStride).
const WHOLE_MAP_SEARCHES = ALGORITHM_INFO.filter((a) => a.heuristic === 'zero' || a.frontier === 'now-later').map((a) => a.id);

/**
 * Runs the scenarios of the .scen files of `maps` (default: all) in tests/data/movingai through each
 * of `algorithms`: every scenario, or every `stride`-th (every bucket keeps its share), or for the
 * searches that settle most of the map every `stride * wholeMapStride`-th; with `heuristic`, under
 * that heuristic.
 */
export function checkEveryScenario(algorithms, { maps = MAPS, stride = 1, wholeMapStride = 1, heuristic } = {}) {
  let pl;
  beforeAll(async () => { pl = await loadPathlab(); });

  test('the repository holds the six benchmark maps', () => {
    expect(MAPS).toHaveLength(6);
    for (const map of LARGE_MAPS) expect(MAPS).toContain(map);
  });

  describe.each(maps)('%s', (mapFile) => {
    test.each(algorithms)(`%s${heuristic ? ` with heuristic ${heuristic}` : ''} matches every optimal length`, (algorithm) => {
      const every = WHOLE_MAP_SEARCHES.includes(algorithm) ? stride * wholeMapStride : stride;
      const grid = pl.Grid.fromMovingAI(readFileSync(new URL(mapFile, DATA), 'latin1'));
      const parsed = parseScenarios(pl, readFileSync(new URL(`${mapFile}.scen`, DATA), 'latin1'));
      expect(parsed.ok).toBe(true);
      const mismatches = [];
      for (const [i, s] of parsed.scenarios.entries()) {
        if (i % every !== 0) continue;
        const r = pl.findPath(grid, { start: s.start, goal: s.goal, algorithm, ...(heuristic && { heuristic }) });
        if (r.status !== 'found' || Math.abs(r.cost - s.optimal) > s.tolerance) {
          mismatches.push({ index: i, optimal: s.optimal, status: r.status, cost: r.cost });
        }
      }
      grid.delete();
      expect(parsed.scenarios.length / every).toBeGreaterThan(100);
      expect(mismatches.slice(0, 5)).toEqual([]);
    }, 1_800_000); // the 12,120 maze scenarios take minutes under the Dijkstras
  });
}
