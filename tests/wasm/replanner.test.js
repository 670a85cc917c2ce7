// createReplanner (LPA* and D* Lite) through the JS library, wasm under Node:
// after random edits made through the grid the plan costs what a fresh A*
// finds (and what an independent path check adds up), D* Lite follows a
// moving start, and bad arguments throw clear Errors without harming the instance.
import { beforeAll, describe, expect, test } from 'vitest';
import { COST_MODELS, DIAGONAL_RULES, loadPathlab, REPLANNING_ALGORITHMS, TRACE_BACKWARD_FLAG, TRACE_KINDS } from 'pathlab';
import { checkedPathCost } from '../path-cost.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

function randomGrid(width, height, density, next) {
  const rows = Array.from({ length: height }, () => Array.from({ length: width }, () => (next() < density ? 1 : next() < 0.2 ? 3 : 0)));
  rows[0][0] = 0;
  rows[height - 1][width - 1] = 0;
  return pl.Grid.fromMatrix(rows);
}

// A wall on or off, or a terrain cost, within two cells of a random path cell; never on the endpoints.
function editNearPath(grid, path, next, [start, goal]) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [px, py] = path.length ? path[Math.floor(next() * path.length)] : [0, 0];
    const x = px + Math.floor(next() * 5) - 2;
    const y = py + Math.floor(next() * 5) - 2;
    if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) continue;
    if ((x === start[0] && y === start[1]) || (x === goal[0] && y === goal[1])) continue;
    const roll = next();
    if (roll < 0.5) grid.setWalkable(x, y, false);
    else if (roll < 0.8) grid.setWalkable(x, y, true);
    else grid.setCost(x, y, 1 + Math.floor(next() * 9));
    return;
  }
}

describe('createReplanner', () => {
  test.each(REPLANNING_ALGORITHMS)('%s: after each edit the cost equals a fresh A*, every rule and cost model', (algorithm) => {
    for (const diagonalMovement of DIAGONAL_RULES) {
      for (const costModel of COST_MODELS) {
        const next = rng(diagonalMovement.length * 31 + costModel.length);
        const grid = randomGrid(40, 30, 0.2, next);
        const ends = [[0, 0], [39, 29]];
        const options = { start: ends[0], goal: ends[1], diagonalMovement, costModel };
        const rp = pl.createReplanner(grid, { ...options, algorithm, trace: false });
        let r = rp.plan();
        expect(r.repaired).toBe(false);
        for (let round = 0; round < 25; round++) {
          for (let e = 1 + Math.floor(next() * 3); e > 0; e--) editNearPath(grid, r.path, next, ends);
          r = rp.plan();
          const fresh = pl.findPath(grid, options);
          const label = `${algorithm} ${diagonalMovement} ${costModel} round ${round}`;
          expect(r.status, label).toBe(fresh.status);
          expect(r.repaired, label).toBe(true);
          expect(r.changedCells, label).toBeGreaterThan(0);
          if (r.status !== 'found') continue;
          expect(r.cost, label).toBeCloseTo(fresh.cost, 9);
          expect(r.path[0]).toEqual(ends[0]);
          expect(r.path.at(-1)).toEqual(ends[1]);
          if (diagonalMovement === 'only-when-no-obstacles' && costModel === 'real') {
            expect(checkedPathCost(grid.toMatrix(), r.path), label).toBeCloseTo(fresh.cost, 9);
          }
        }
        rp.delete();
        grid.delete();
      }
    }
  });

  test('setCells that changes a few cells is repaired too (the page worker copies whole maps)', () => {
    const grid = pl.Grid.fromMatrix(Array.from({ length: 20 }, () => Array(30).fill(0)));
    const rp = pl.createReplanner(grid, { start: [2, 10], goal: [27, 10] });
    expect(rp.plan().cost).toBe(25);
    const cells = grid.getCells();
    for (let y = 0; y < 19; y++) cells[y * 30 + 15] = 0x81; // a wall with a gap at the bottom
    grid.setCells(cells);
    const r = rp.plan();
    expect(r.repaired).toBe(true);
    expect(r.changedCells).toBe(19);
    expect(r.cost).toBeCloseTo(pl.findPath(grid, { start: [2, 10], goal: [27, 10] }).cost, 9);
    rp.delete();
    grid.delete();
  });

  test('d-star-lite follows a moving start; lpa-star a moving goal', () => {
    const next = rng(5);
    const grid = randomGrid(50, 40, 0.25, next);
    const goal = [49, 39];
    const walker = pl.createReplanner(grid, { start: [0, 0], goal, algorithm: 'd-star-lite' });
    let r = walker.plan();
    let steps = 0;
    while (r.status === 'found' && r.path.length > 1 && steps < 200) {
      const here = r.path[1];
      walker.setStart(...here);
      editNearPath(grid, r.path, next, [here, goal]);
      r = walker.plan();
      const fresh = pl.findPath(grid, { start: here, goal });
      expect(r.status).toBe(fresh.status);
      expect(r.repaired).toBe(true);
      if (r.status === 'found') expect(r.cost).toBeCloseTo(fresh.cost, 9);
      steps++;
    }
    expect(steps).toBeGreaterThan(10);
    walker.delete();
    const lpa = pl.createReplanner(grid, { start: [0, 0], goal });
    lpa.plan();
    for (const g of [[10, 10], [40, 5], [3, 30]]) {
      if (!grid.isWalkable(...g)) grid.setWalkable(...g, true);
      lpa.setGoal(...g);
      const moved = lpa.plan();
      const fresh = pl.findPath(grid, { start: [0, 0], goal: g });
      expect(moved.status).toBe(fresh.status);
      if (fresh.status === 'found') expect(moved.cost).toBeCloseTo(fresh.cost, 9);
    }
    lpa.delete();
    grid.delete();
  });

  test('a repair traces only what it searched again; d-star-lite events run backwards', () => {
    const grid = pl.Grid.fromMatrix(Array.from({ length: 30 }, () => Array(60).fill(0)));
    for (const algorithm of REPLANNING_ALGORITHMS) {
      const rp = pl.createReplanner(grid, { start: [5, 15], goal: [54, 15], algorithm });
      const first = rp.plan();
      for (let y = 10; y <= 20; y++) grid.setWalkable(30, y, false);
      const repair = rp.plan();
      const trace = rp.traceCopy();
      let expands = 0;
      for (let i = 0; i < trace.length; i++) {
        const kind = trace.kinds[i] & ~TRACE_BACKWARD_FLAG;
        if (kind !== TRACE_KINDS.path) expect(Boolean(trace.kinds[i] & TRACE_BACKWARD_FLAG)).toBe(algorithm === 'd-star-lite');
        if (kind === TRACE_KINDS.expand) expands++;
      }
      expect(expands).toBe(repair.expanded);
      expect(first.repaired).toBe(false);
      expect(repair.repaired).toBe(true);
      expect(repair.changedCells).toBe(11);
      expect(repair.cost).toBeCloseTo(pl.findPath(grid, { start: [5, 15], goal: [54, 15] }).cost, 9);
      for (let y = 10; y <= 20; y++) grid.setWalkable(30, y, true);
      rp.delete();
    }
    grid.delete();
  });

  test('findPath and createSearch run their first plan', () => {
    const next = rng(9);
    const grid = randomGrid(40, 30, 0.25, next);
    for (const algorithm of REPLANNING_ALGORITHMS) {
      const r = pl.findPath(grid, { start: [0, 0], goal: [39, 29], algorithm });
      const a = pl.findPath(grid, { start: [0, 0], goal: [39, 29] });
      expect(r.status).toBe(a.status);
      if (a.status === 'found') expect(r.cost).toBeCloseTo(a.cost, 9);
    }
    grid.delete();
  });

  test('bad arguments throw clear Errors and the instance stays usable', () => {
    const grid = pl.Grid.fromMatrix([[0, 0, 0], [0, 1, 0], [0, 0, 0]]);
    expect(() => pl.createReplanner(grid, { start: [0, 0], goal: [2, 2], algorithm: 'astar' }))
      .toThrow("createReplanner runs 'lpa-star' or 'd-star-lite', not \"astar\"");
    expect(() => pl.createReplanner(grid, { start: [1, 1], goal: [2, 2] })).toThrow('start (1, 1) is a wall');
    expect(() => pl.createReplanner(grid, { start: [0, 0], goal: [3, 2] })).toThrow('goal (3, 2) is outside the 3 x 3 grid');
    expect(() => pl.createReplanner(grid, { start: [0, 0], goal: [2, 2], weight: 2 }))
      .toThrow('LPA* needs weight 1');
    expect(() => pl.createReplanner(grid, { start: [0, 0], goal: [2, 2], openList: 'array' }))
      .toThrow(expect.objectContaining({ code: 'unsupported-combination', message: "LPA* keeps its own priority queue: openList must be 'heap'" }));
    expect(() => pl.findPath(grid, { start: [0, 0], goal: [2, 2], algorithm: 'd-star-lite', tieBreaking: 'fifo' }))
      .toThrow("tieBreaking must be 'lower-h'");
    expect(() => pl.createReplanner(grid, { start: [0, 0], goal: [2, 2], wobble: 1 })).toThrow("unknown option 'wobble'");
    const rp = pl.createReplanner(grid, { start: [0, 0], goal: [2, 2], algorithm: 'd-star-lite' });
    expect(() => rp.setStart(0, 7)).toThrow('start (0, 7) is outside the 3 x 3 grid');
    expect(() => rp.setGoal(0.5, 1)).toThrow('goal must have integer coordinates');
    grid.setWalkable(2, 2, false);
    expect(() => rp.plan()).toThrow('goal (2, 2) is a wall');
    expect(() => rp.plan()).toThrow(expect.objectContaining({ code: 'endpoint-wall' }));
    grid.setWalkable(2, 2, true);
    expect(rp.plan().cost).toBeCloseTo(4, 9);
    rp.delete();
    expect(() => rp.plan()).toThrow('this replanner has been deleted');
    expect(pl.findPath(grid, { start: [0, 0], goal: [2, 2] }).cost).toBe(4);
    grid.delete();
  });
});
