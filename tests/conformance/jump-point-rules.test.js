// Jump point search (jps, online) and JPS+ (jps-plus, precomputed; also with
// the landmark heuristic) under the three diagonal rules besides the Moving AI one: every scenario of the small
// shipped Moving AI maps, every sixth of the two 512 x 512 ones and every 20th
// of the maze's 12,120 (as tests/cpp/jps_test.cpp does: a maze is jump point
// search's worst case and the reference's too), so that the suite fits CI's
// time, with the optimal length recomputed for that rule by this file's own
// Dijkstra (the .scen files' lengths are for 'only-when-no-obstacles';
// tests/conformance/optimal*.test.js check that rule).
import { readdirSync, readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { parseScenarios } from '../../web/src/lib/scenarios.js';
import { MOVINGAI_DIR } from '../movingai-data.js';

const MAPS = readdirSync(MOVINGAI_DIR).filter((f) => f.endsWith('.map')).sort();
const RULES = ['never', 'always', 'if-at-most-one-obstacle'];
const STRIDE = { 'maze512-1-0.map': 20, '8room_000.map': 6, 'random512-10-0.map': 6 };
const SQRT2 = Math.SQRT2;

/**
 * Walkable cells of a Moving AI map, read here ('.' is the only passable terrain in these maps),
 * with a border of blocked cells around it so that the search below needs no bounds checks.
 */
function readMap(text) {
  const lines = text.split(/\r?\n/);
  const height = Number(lines[1].split(' ')[1]);
  const width = Number(lines[2].split(' ')[1]);
  const stride = width + 2;
  const open = new Uint8Array(stride * (height + 2));
  for (let y = 0; y < height; ++y) {
    const row = lines[4 + y];
    for (let x = 0; x < width; ++x) open[(y + 1) * stride + x + 1] = row[x] === '.' || row[x] === 'G' ? 1 : 0;
  }
  return { width, height, stride, open };
}

/**
 * Textbook Dijkstra from `start` until `goal` is settled (cells as [x, y]), under `rule` (straight
 * steps cost 1, diagonal ones sqrt 2). With only two step costs the open list is two FIFO
 * queues, one per cost: each receives keys in the order nodes are settled plus a constant, so
 * each stays sorted and the smaller head is the minimum. Returns the cost, or Infinity when the
 * goal is unreachable.
 */
function makeDijkstra({ stride, height, open }) {
  const size = stride * (height + 2);
  const dist = new Float64Array(size);
  const cap = size * 4 + 16;
  const queues = [new Int32Array(cap), new Int32Array(cap)];
  const keys = [new Float64Array(cap), new Float64Array(cap)];
  const straight = [1, -1, stride, -stride];
  // Each diagonal step with the two straight steps beside it.
  const diagonal = [stride + 1, -stride + 1, stride - 1, -stride - 1];
  const sideA = [1, 1, -1, -1];
  const sideB = [stride, -stride, stride, -stride];
  // How many of the two cells beside a diagonal step must be open.
  const openBeside = { always: 0, 'if-at-most-one-obstacle': 1, 'only-when-no-obstacles': 2 };
  return (rule, [sx, sy], [gx, gy]) => {
    const start = (sy + 1) * stride + sx + 1;
    const goal = (gy + 1) * stride + gx + 1;
    dist.fill(Infinity);
    const head = [0, 0], tail = [0, 0];
    const push = (q, node, d) => { queues[q][tail[q]] = node; keys[q][tail[q]++] = d; };
    dist[start] = 0;
    push(0, start, 0);
    const diagonals = rule === 'never' ? 0 : 4;
    const needed = openBeside[rule];
    while (head[0] < tail[0] || head[1] < tail[1]) {
      const q = head[1] >= tail[1] || (head[0] < tail[0] && keys[0][head[0]] <= keys[1][head[1]]) ? 0 : 1;
      const node = queues[q][head[q]];
      const d = keys[q][head[q]++];
      if (d > dist[node]) continue;
      if (node === goal) return d;
      for (let i = 0; i < 4; ++i) {
        const next = node + straight[i];
        if (open[next] === 1 && d + 1 < dist[next]) {
          dist[next] = d + 1;
          push(0, next, d + 1);
        }
      }
      for (let i = 0; i < diagonals; ++i) {
        const next = node + diagonal[i];
        if (open[next] !== 1 || open[node + sideA[i]] + open[node + sideB[i]] < needed || !(d + SQRT2 < dist[next])) continue;
        dist[next] = d + SQRT2;
        push(1, next, d + SQRT2);
      }
    }
    return Infinity;
  };
}

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

test('the repository holds the six benchmark maps', () => {
  expect(MAPS).toHaveLength(6);
});

describe.each(MAPS)('%s', (mapFile) => {
  test.each(RULES)('jps and jps-plus (also with heuristic landmarks) find the optimal length of the scenarios under %s', (rule) => {
    const text = readFileSync(`${MOVINGAI_DIR}${mapFile}`, 'latin1');
    const dijkstra = makeDijkstra(readMap(text));
    const grid = pl.Grid.fromMovingAI(text);
    const parsed = parseScenarios(pl, readFileSync(`${MOVINGAI_DIR}${mapFile}.scen`, 'latin1'));
    expect(parsed.ok).toBe(true);
    const mismatches = [];
    let reachable = 0;
    const stride = STRIDE[mapFile] ?? 1;
    for (const [i, s] of parsed.scenarios.entries()) {
      if (i % stride !== 0) continue;
      const optimal = dijkstra(rule, s.start, s.goal);
      if (optimal !== Infinity) ++reachable;
      for (const [algorithm, heuristic] of [['jps', 'default'], ['jps-plus', 'default'], ['jps-plus', 'landmarks']]) {
        const r = pl.findPath(grid, { start: s.start, goal: s.goal, algorithm, diagonalMovement: rule, heuristic });
        const cost = r.status === 'found' ? r.cost : Infinity;
        const same = cost === optimal || Math.abs(cost - optimal) <= 1e-9 * (1 + optimal);
        if (!same || (r.status === 'found') !== (optimal !== Infinity)) {
          mismatches.push({ index: i, algorithm, heuristic, optimal, status: r.status, cost: r.cost });
        }
      }
    }
    grid.delete();
    expect(parsed.scenarios.length).toBeGreaterThan(100);
    expect(reachable).toBeGreaterThan(parsed.scenarios.length / stride / 2);
    expect(mismatches.slice(0, 5)).toEqual([]);
  }, 1_800_000);
});
