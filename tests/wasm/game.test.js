// The options and tools for game code (docs/game-developers.md) through the JS library: agent
// size, several goals, the closest reachable cell and flow fields, each against the test's own
// textbook Dijkstra or flood fill over the Moving AI rule (8 directions, no corner cutting).
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { distances, fits, movePrice, RULES, rowsOf } from './terrain-reference.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// A small deterministic generator (the tests' maps are the same on every run).
function random(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

// rows[y][x]: 1 wall, 0 plain, 2..9 terrain.
function randomMatrix(width, height, walls, seed, terrain = true) {
  const r = random(seed);
  return Array.from({ length: height }, () => Array.from({ length: width }, () => {
    if (r() < walls) return 1;
    return terrain && r() < 0.3 ? 2 + Math.floor(r() * 8) : 0;
  }));
}

const ONLY = 'only-when-no-obstacles';
// The cost to every cell from (sx, sy) for an agent of size k, by the tests' own Dijkstra (terrain-reference.js).
const dijkstra = (m, k, sx, sy) => distances(m, { rule: ONLY, agentSize: k, sources: [[sx, sy]] });

function walkCost(m, k, path) {
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const [dx, dy] = [path[i][0] - path[i - 1][0], path[i][1] - path[i - 1][1]];
    const c = Math.max(Math.abs(dx), Math.abs(dy)) === 1 ? movePrice(m, ONLY, 'entered', ...path[i - 1], dx, dy, { agentSize: k }) : null;
    if (c === null) return NaN;
    cost += c;
  }
  return cost;
}

const close = (a, b) => Math.abs(a - b) <= 1e-9 * (1 + Math.abs(b));

describe('agentSize', () => {
  test('costs equal a Dijkstra over positions whose k x k block is free, for k = 1..4', () => {
    for (let k = 1; k <= 4; k++) {
      const m = randomMatrix(24, 18, 0.07, 10 + k);
      const grid = pl.Grid.fromMatrix(m);
      const r = random(k);
      let found = 0;
      for (let q = 0; q < 10;) {
        const start = [Math.floor(r() * 24), Math.floor(r() * 18)];
        const goal = [Math.floor(r() * 24), Math.floor(r() * 18)];
        if (!fits(m, ...start, k) || !fits(m, ...goal, k)) continue;
        q++;
        const optimal = dijkstra(m, k, ...start)[goal[1] * 24 + goal[0]];
        const result = pl.findPath(grid, { start, goal, agentSize: k });
        if (optimal === Infinity) {
          expect(result.status).toBe('no-path');
          continue;
        }
        found++;
        expect(result.status).toBe('found');
        expect(close(result.cost, optimal)).toBe(true);
        expect(close(walkCost(m, k, result.path), optimal)).toBe(true);
      }
      expect(found).toBeGreaterThan(0);
      grid.delete();
    }
  });

  test('a start without room is an endpoint-wall error; jps refuses sizes above 1; bad sizes are bad options', () => {
    const grid = pl.Grid.fromMatrix([[0, 0, 0], [0, 1, 0], [0, 0, 0]]);
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [2, 2], agentSize: 2 })).toThrow(expect.objectContaining({ code: 'endpoint-wall', message: expect.stringMatching(/no room/) }));
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [0, 2], agentSize: 2, algorithm: 'jps' })).toThrow(expect.objectContaining({ code: 'unsupported-combination' }));
    for (const agentSize of [0, 9, 1.5, '2']) {
      expect(() => pl.findPath(grid, { start: [0, 0], goal: [0, 2], agentSize })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    }
    grid.delete();
  });
});

describe('goals', () => {
  test('the cost is the minimum of the single-goal costs and goalIndex names that goal', () => {
    const m = randomMatrix(30, 20, 0.2, 5);
    const grid = pl.Grid.fromMatrix(m);
    const r = random(9);
    for (let q = 0; q < 15; q++) {
      const start = [Math.floor(r() * 30), Math.floor(r() * 20)];
      if (m[start[1]][start[0]] === 1) continue;
      const goals = [];
      while (goals.length < 2 + (q % 12)) {
        const g = [Math.floor(r() * 30), Math.floor(r() * 20)];
        if (m[g[1]][g[0]] !== 1) goals.push(g);
      }
      const dist = dijkstra(m, 1, ...start);
      const best = Math.min(...goals.map(([x, y]) => dist[y * 30 + x]));
      const result = pl.findPath(grid, { start, goals, algorithm: q % 2 ? 'astar' : 'dijkstra' });
      if (best === Infinity) {
        expect(result).toMatchObject({ status: 'no-path', reachedGoal: false });
        continue;
      }
      expect(result.status).toBe('found');
      expect(result.reachedGoal).toBe(true);
      expect(close(result.cost, best)).toBe(true);
      const [gx, gy] = goals[result.goalIndex];
      expect(result.path.at(-1)).toEqual([gx, gy]);
      expect(close(dist[gy * 30 + gx], best)).toBe(true);
      // A steppable search reports the same goal and cost.
      const search = pl.createSearch(grid, { start, goals, algorithm: q % 2 ? 'astar' : 'dijkstra' });
      const stepped = search.run();
      search.delete();
      expect(stepped).toMatchObject({ status: 'found', reachedGoal: true, goalIndex: result.goalIndex });
      expect(close(stepped.cost, best)).toBe(true);
    }
    grid.delete();
  });

  test('goals and goal together, empty lists, goals outside the grid and jps are refused with their codes', () => {
    const grid = new pl.Grid(5, 5);
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [1, 1], goals: [[2, 2]] })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.findPath(grid, { start: [0, 0], goals: [] })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.findPath(grid, { start: [0, 0], goals: [[1, 1], [5, 0]] })).toThrow(expect.objectContaining({ code: 'out-of-bounds', message: expect.stringMatching(/goals\[1\]/) }));
    expect(() => pl.findPath(grid, { start: [0, 0], goals: [[1, 1], [4, 0]], algorithm: 'jps' })).toThrow(expect.objectContaining({ code: 'unsupported-combination' }));
    expect(pl.findPath(grid, { start: [0, 0], goals: [[4, 4], [2, 0]] })).toMatchObject({ status: 'found', goalIndex: 1, cost: 2 });
    grid.delete();
  });
});

describe('closestIfUnreachable', () => {
  test('the path ends at the reached cell nearest the goal, the cheapest of equals (checked by a flood fill)', () => {
    const m = randomMatrix(26, 20, 0.42, 77);
    const grid = pl.Grid.fromMatrix(m);
    const r = random(3);
    let unreachable = 0;
    for (let q = 0; q < 40; q++) {
      const start = [Math.floor(r() * 26), Math.floor(r() * 20)];
      const goal = [Math.floor(r() * 26), Math.floor(r() * 20)];
      if (m[start[1]][start[0]] === 1) continue;
      const dist = dijkstra(m, 1, ...start); // finite exactly on the flood fill's cells
      const result = pl.findPath(grid, { start, goal, closestIfUnreachable: true });
      if (dist[goal[1] * 26 + goal[0]] < Infinity) {
        expect(result).toMatchObject({ status: 'found', reachedGoal: true });
        continue;
      }
      unreachable++;
      let best = null;
      for (let c = 0; c < dist.length; c++) {
        if (dist[c] === Infinity) continue;
        const d2 = (c % 26 - goal[0]) ** 2 + (Math.floor(c / 26) - goal[1]) ** 2;
        if (!best || d2 < best.d2 || (d2 === best.d2 && dist[c] < best.cost)) best = { d2, cost: dist[c] };
      }
      expect(result.status).toBe('no-path');
      expect(result.reachedGoal).toBe(false);
      const [ex, ey] = result.path.at(-1);
      expect((ex - goal[0]) ** 2 + (ey - goal[1]) ** 2).toBe(best.d2);
      expect(close(result.cost, best.cost)).toBe(true);
      expect(close(walkCost(m, 1, result.path), best.cost)).toBe(true);
    }
    expect(unreachable).toBeGreaterThan(3);
    grid.delete();
  });
});

describe('flow fields', () => {
  test('distance equals findPath\'s cost from random cells, and following next reaches a goal at that cost', () => {
    for (const agentSize of [1, 2]) {
      const m = randomMatrix(32, 24, 0.12, 40 + agentSize);
      const grid = pl.Grid.fromMatrix(m);
      const goals = [[3, 4], [27, 19]].filter(([x, y]) => fits(m, x, y, agentSize));
      expect(goals.length).toBeGreaterThan(0);
      const { distance, next } = pl.flowField(grid, { goals, agentSize });
      expect(distance).toBeInstanceOf(Float64Array);
      expect(next).toBeInstanceOf(Int32Array);
      const r = random(agentSize);
      for (let q = 0; q < 30; q++) {
        const x = Math.floor(r() * 32), y = Math.floor(r() * 24);
        const d = distance[y * 32 + x];
        if (!fits(m, x, y, agentSize)) {
          expect(d).toBe(Infinity);
          continue;
        }
        const reference = Math.min(...goals.map(([gx, gy]) => dijkstra(m, agentSize, x, y)[gy * 32 + gx]));
        const result = pl.findPath(grid, { start: [x, y], goals, agentSize });
        if (reference === Infinity) {
          expect(d).toBe(Infinity);
          expect(next[y * 32 + x]).toBe(-1);
          continue;
        }
        expect(close(d, result.cost)).toBe(true);
        expect(close(d, reference)).toBe(true);
        const walk = [[x, y]];
        for (let c = y * 32 + x; next[c] >= 0; c = next[c]) walk.push([next[c] % 32, Math.floor(next[c] / 32)]);
        expect(goals).toContainEqual(walk.at(-1));
        expect(close(walkCost(m, agentSize, walk), d)).toBe(true);
      }
      grid.delete();
    }
  });

  test("terrainCost 'crossed': every cell's distance equals a crossed-cost Dijkstra written here, under every rule, after edits too", () => {
    const w = 24, h = 18, r = random(77);
    // Backwards from the goals: a straight step costs the mean of its two cells, a diagonal √2 times the
    // mean of its block's walkable cells; the rule decides by the side cells.
    const reference = (grid, goals, rule) => distances(rowsOf(grid), { rule, model: 'crossed', sources: goals, backwards: true });
    for (const rule of RULES) {
      const grid = new pl.Grid(w, h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          if (r() < 0.15) grid.setWalkable(x, y, false);
          else grid.setCost(x, y, 1 + Math.floor(r() * 9));
        }
      }
      const goals = [[2, 3], [20, 14]];
      for (const [x, y] of goals) grid.setWalkable(x, y, true);
      const options = { goals, diagonalMovement: rule, terrainCost: 'crossed' };
      const field = pl.createFlowField(grid, options);
      for (let round = 0; round < 6; round++) {
        const want = reference(grid, goals, rule);
        const { distance } = field;
        for (let c = 0; c < want.length; c++) {
          if (want[c] === Infinity) expect(distance[c]).toBe(Infinity);
          else expect(close(distance[c], want[c])).toBe(true);
        }
        for (let e = 0; e < 3; e++) {
          const x = 1 + Math.floor(r() * (w - 2)), y = 4 + Math.floor(r() * (h - 8));
          if (r() < 0.4) grid.setWalkable(x, y, !grid.isWalkable(x, y));
          else grid.setCost(x, y, 1 + Math.floor(r() * 9));
        }
        expect(field.update()).toBe('repaired');
      }
      field.delete();
      expect(() => pl.flowField(grid, { ...options, costModel: 'integer' })).toThrow(expect.objectContaining({ code: 'unsupported-combination' })); // as findPath refuses it
      grid.delete();
    }
  });

  test("terrainCost 'entered' under every rule and cost model, agent sizes 1 and 2: every cell's distance and next step against a Dijkstra written here, after edits too", () => {
    const w = 61, h = 47, r = random(2024);
    // Walked backwards from the goals; a move costs the unit of its kind times the cost of the cell
    // entered, and the rule decides by the side positions (terrain-reference.js).
    const reference = (rows, goals, agentSize, rule, units) => distances(rows, { rule, agentSize, units, sources: goals, backwards: true });
    let checked = 0;
    const wrong = [];
    for (const agentSize of [1, 2]) {
      const grid = new pl.Grid(w, h);
      for (let y = 0; y < h; y++) {
        for (let x = 0; x < w; x++) {
          if (r() < 0.12) grid.setWalkable(x, y, false);
          else grid.setCost(x, y, r() < 0.4 ? 1 + Math.floor(r() * 9) : 1);
        }
      }
      const goals = [[4, 5], [50, 38], [30, 20]];
      for (const [x, y] of goals) for (let j = 0; j < agentSize; j++) for (let i = 0; i < agentSize; i++) grid.setWalkable(x + i, y + j, true);
      for (const rule of RULES) {
        for (const [costModel, units] of [['real', [1, Math.SQRT2]], ['integer', [10, 14]]]) {
          const options = { goals, diagonalMovement: rule, costModel, agentSize };
          const kept = pl.createFlowField(grid, options);
          for (let round = 0; round < 4; round++) {
            const rows = rowsOf(grid);
            const want = reference(rows, goals, agentSize, rule, units);
            // A fresh build and the kept field repaired by update() after the edits.
            for (const { distance, next } of [pl.flowField(grid, options), kept]) {
              for (let c = 0; c < want.length; c++) {
                checked++;
                const at = `${rule}/${costModel}/size ${agentSize}, round ${round}, cell ${c}`;
                if (want[c] === Infinity || want[c] === 0) {
                  if (distance[c] !== want[c] || next[c] !== -1) wrong.push(`${at}: ${distance[c]} -> ${next[c]}, want ${want[c]} -> -1`);
                  continue;
                }
                if (!close(distance[c], want[c])) wrong.push(`${at}: ${distance[c]}, want ${want[c]}`);
                // Its next step is a legal move that costs the difference of the two distances.
                const x = c % w, y = (c - x) / w, nx = next[c] % w, ny = (next[c] - nx) / w;
                const cost = next[c] >= 0 && Math.max(Math.abs(nx - x), Math.abs(ny - y)) === 1
                  ? movePrice(rows, rule, 'entered', x, y, nx - x, ny - y, { agentSize, units }) ?? -1 : -1;
                if (!(cost > 0 && close(distance[next[c]] + cost, distance[c]))) wrong.push(`${at}: next ${next[c]} is not a step on its route`);
              }
            }
            for (let e = 0; e < 6; e++) {
              const x = Math.floor(r() * w), y = Math.floor(r() * h);
              if (goals.some(([gx, gy]) => Math.abs(gx - x) <= agentSize && Math.abs(gy - y) <= agentSize)) continue;
              if (r() < 0.5) grid.setWalkable(x, y, !grid.isWalkable(x, y));
              else grid.setCost(x, y, r() < 0.5 ? 1 : 1 + Math.floor(r() * 9));
            }
            expect(kept.update()).not.toBe('unchanged');
          }
          kept.delete();
        }
      }
      grid.delete();
    }
    expect(wrong.slice(0, 5)).toEqual([]);
    expect(checked).toBeGreaterThan(100000);
  });

  test('update() after random edits equals a rebuild', () => {
    const grid = pl.Grid.fromMatrix(randomMatrix(40, 30, 0.1, 8));
    const options = { goals: [[5, 5], [30, 20]], agentSize: 2 };
    const field = pl.createFlowField(grid, options);
    const r = random(12);
    for (let round = 0; round < 20; round++) {
      for (let e = 0; e < 4; e++) {
        const x = Math.floor(r() * 40), y = Math.floor(r() * 30);
        if (r() < 0.5) grid.setWalkable(x, y, r() < 0.5);
        else grid.setCost(x, y, 1 + Math.floor(r() * 9));
      }
      expect(field.update()).toBe('repaired');
      const fresh = pl.flowField(grid, options);
      const { distance } = field;
      for (let c = 0; c < distance.length; c++) {
        if (fresh.distance[c] === Infinity) expect(distance[c]).toBe(Infinity);
        else expect(close(distance[c], fresh.distance[c])).toBe(true);
      }
    }
    expect(field.update()).toBe('unchanged');
    field.delete();
    grid.delete();
  });

  test('repairedCells counts the cells the last build or update() searched, and nothing after an update with nothing to do', () => {
    const grid = new pl.Grid(20, 10);
    const field = pl.createFlowField(grid, { goals: [[0, 0]] });
    expect(field.repairedCells).toBe(200); // the build searched every cell
    grid.setWalkable(10, 5, false);
    expect(field.update()).toBe('repaired');
    const repaired = field.repairedCells;
    expect(repaired).toBeGreaterThan(0);
    expect(repaired).toBeLessThan(200);
    expect(field.update()).toBe('unchanged');
    expect(field.repairedCells).toBe(0); // not the last repair's count again
    grid.setWalkable(10, 5, true);
    expect(field.update()).toBe('repaired');
    expect(field.repairedCells).toBeGreaterThan(0);
    field.delete();
    grid.delete();
  });

  test('goals on a wall or without room for the agent: refused as findPath refuses them, or listed in droppedGoals', () => {
    // . . . #
    // . . . .
    // . # . .
    const grid = pl.Grid.fromMatrix([[0, 0, 0, 1], [0, 0, 0, 0], [0, 1, 0, 0]]);
    const refusal = (fn) => { try { fn(); } catch (error) { return { code: error.code, message: error.message }; } return null; };
    // One goal: the same refusal as findPath's.
    const wall = refusal(() => pl.flowField(grid, { goals: [[3, 0]] }));
    expect(wall).toEqual({ code: 'endpoint-wall', message: expect.stringContaining('(3, 0) is a wall') });
    expect(refusal(() => pl.findPath(grid, { start: [0, 0], goal: [3, 0] }))).toMatchObject({ code: 'endpoint-wall' });
    // (2, 0) is walkable, but its 2 x 2 square holds the wall at (3, 0).
    const noRoom = refusal(() => pl.createFlowField(grid, { goals: [[2, 0]], agentSize: 2 }));
    expect(noRoom).toEqual({ code: 'endpoint-wall', message: expect.stringContaining('(2, 0) has no room for an agent of size 2') });
    expect(refusal(() => pl.findPath(grid, { start: [0, 0], goal: [2, 0], agentSize: 2 }))).toMatchObject({ code: 'endpoint-wall' });
    // Several goals, none usable: each named.
    const several = refusal(() => pl.flowField(grid, { goals: [[3, 0], [1, 2]] }));
    expect(several).toEqual({ code: 'endpoint-wall', message: expect.stringMatching(/goals\[0\] \(3, 0\) is a wall.*goals\[1\] \(1, 2\) is a wall/) });
    // Some goals usable: the field is built from them, and droppedGoals says which were not.
    const mixed = pl.flowField(grid, { goals: [[3, 0], [0, 0], [1, 2]] });
    expect(mixed.droppedGoals).toEqual([0, 2]);
    expect(mixed.distance[0]).toBe(0);
    expect(mixed.distance[3]).toBe(Infinity);
    expect(pl.flowField(grid, { goals: [[0, 0]] }).droppedGoals).toEqual([]);
    // A kept field reports them live: an edit that makes room brings the goal back (update() keeps every goal).
    const field = pl.createFlowField(grid, { goals: [[0, 0], [3, 0]] });
    expect(field.droppedGoals).toEqual([1]);
    grid.setWalkable(3, 0, true);
    field.update();
    expect(field.droppedGoals).toEqual([]);
    expect(field.distance[3]).toBe(0);
    field.delete();
    grid.delete();
  });

  test('bad flow field options are refused with their codes', () => {
    const grid = new pl.Grid(4, 4);
    expect(() => pl.flowField(grid, {})).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.flowField(grid, { goals: [[9, 9]] })).toThrow(expect.objectContaining({ code: 'out-of-bounds' }));
    expect(() => pl.flowField(grid, { goals: [[1, 1]], algorithm: 'jps' })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.flowField(grid, { goals: [[1, 1]], agentSize: 0 })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    grid.delete();
  });
});
