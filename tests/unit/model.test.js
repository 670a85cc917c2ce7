// The page's grid model and map generators (no DOM, no wasm).
import { describe, expect, test } from 'vitest';
import { checkSize, GridModel, lineCells, WALL_BIT } from '../../web/src/model/grid-model.js';
import { generate, GENERATORS, seededRandom } from '../../web/src/model/generators.js';

describe('GridModel', () => {
  test('starts free with cost 1 and markers in opposite corners', () => {
    const m = new GridModel(5, 3);
    expect([...m.cells]).toEqual(new Array(15).fill(1));
    expect(m.start).toEqual([0, 0]);
    expect(m.goal).toEqual([4, 2]);
  });

  test('walls keep the terrain underneath; erasing restores it', () => {
    const m = new GridModel(4, 4);
    expect(m.setCost(1, 2, 5)).toBe(true);
    expect(m.setWall(1, 2, true)).toBe(true);
    expect(m.cells[m.index(1, 2)]).toBe(WALL_BIT | 5);
    expect(m.isWall(1, 2)).toBe(true);
    expect(m.setWall(1, 2, true)).toBe(false); // no change
    expect(m.setWall(1, 2, false)).toBe(true);
    expect(m.cost(1, 2)).toBe(5);
  });

  test('markers never become walls and refuse walls and outside cells', () => {
    const m = new GridModel(4, 4);
    expect(m.setWall(0, 0, true)).toBe(false);
    m.setWall(2, 2, true);
    expect(() => m.setMarker('start', 2, 2)).toThrow(/start \(2, 2\) is on a wall/);
    expect(() => m.setMarker('goal', 4, 0)).toThrow(/outside the 4 x 4 grid/);
    expect(() => m.setMarker('goal', 1.5, 0)).toThrow(/outside/);
    expect(m.setMarker('start', 1, 1)).toBe(true);
    expect(m.start).toEqual([1, 1]);
    expect(m.setMarker('start', 3, 3)).toBe(false); // would sit on the goal
  });

  test('every real edit says so, a repeated one does not (the app re-runs searches on real edits only)', () => {
    const m = new GridModel(3, 3);
    expect([m.setWall(1, 1, true), m.setCost(0, 1, 3), m.setMarker('goal', 2, 1)]).toEqual([true, true, true]);
    expect([m.setWall(1, 1, true), m.setCost(0, 1, 3), m.setMarker('goal', 2, 1)]).toEqual([false, false, false]);
    expect([...m.cells]).toEqual([1, 1, 1, 3, WALL_BIT | 1, 1, 1, 1, 1]);
  });

  test('setCost checks its argument', () => {
    const m = new GridModel(3, 3);
    expect(() => m.setCost(0, 0, 0)).toThrow(/integer from 1 to 9/);
    expect(() => m.setCost(0, 0, 10)).toThrow(/integer from 1 to 9/);
  });

  test('replaceCells clamps foreign bytes and frees the markers', () => {
    const m = new GridModel(2, 2);
    m.replaceCells(new Uint8Array([0x81, 0x00, 0x0f, 0x81]));
    expect([...m.cells]).toEqual([1, 1, 9, 1]); // start (0,0) and goal (1,1) freed; 0 -> 1; 15 -> 9
  });

  test('freeCorners finds the first and last free cells, or null', () => {
    const m = new GridModel(3, 2, new Uint8Array([0x81, 1, 1, 1, 1, 0x81]));
    expect(m.freeCorners()).toEqual([[1, 0], [1, 1]]);
    expect(new GridModel(1, 1, new Uint8Array([0x81])).freeCorners()).toBeNull();
  });

  test('copyCells gives the offered copies, brought up to date with the cells changed since, then copies of its own', () => {
    const m = new GridModel(4, 3);
    m.setWall(1, 1, true);
    const offered = [m.cells.slice(), m.cells.slice()];
    m.offerCopies(offered);
    const first = m.copyCells();
    const second = m.copyCells();
    expect([first, second].every((c) => offered.includes(c))).toBe(true);
    expect(first).not.toBe(second);
    const third = m.copyCells(); // none left: a fresh copy, never the model's own array
    expect(offered.includes(third) || third === m.cells).toBe(false);
    expect(third).toEqual(m.cells);
    const spare = m.cells.slice();
    m.offerCopies([spare]);
    m.setWall(2, 1, true); // edits after the copy was made: applied to it, not copied afresh
    m.setCost(0, 2, 7);
    const afterEdit = m.copyCells();
    expect(afterEdit).toBe(spare);
    expect([...afterEdit]).toEqual([1, 1, 1, 1, 1, 0x81, 0x81, 1, 7, 1, 1, 1]); // written out by hand, not read from m
    m.offerCopies([m.cells.slice()]);
    m.clearWalls(); // a whole-map change: which cells changed is not known, so the spare is dropped
    const afterClear = m.copyCells();
    expect(afterClear).toEqual(m.cells);
    expect(afterClear.some((b) => b & WALL_BIT)).toBe(false);
    expect(m.copyCells()).not.toBe(afterClear); // no spare left
  });

  test('changesSince lists the cells changed after a revision, with their bytes now; unknown after whole-map changes', () => {
    const m = new GridModel(100, 100);
    const r0 = m.revision;
    m.setWall(1, 1, true);
    const r1 = m.revision;
    m.setCost(2, 3, 7);
    m.setWall(1, 1, false);
    m.setWall(1, 1, true);
    const seen = (r) => { const c = m.changesSince(r); return c && [...c.indices].map((i, k) => [i, c.values[k]]).sort((a, b) => a[0] - b[0]); };
    expect(seen(r0)).toEqual([[101, 0x81], [302, 7]]); // each cell once, as it is now
    expect(seen(r1)).toEqual([[101, 0x81], [302, 7]]);
    expect(seen(m.revision)).toEqual([]);
    expect(m.changesSince(m.revision + 1)).toBeNull(); // a revision this model never had
    const r2 = m.revision;
    m.clearTerrain();
    expect(m.changesSince(r2)).toBeNull(); // a whole-map change: not listed
    const r3 = m.revision;
    m.setMarker('start', 5, 5);
    m.setWall(6, 6, true);
    expect(seen(r3)).toEqual([[606, 0x81]]);
    for (let k = 0; k < 4096; k++) m.setWall(k % 100, 50 + Math.floor(k / 100), true); // more than the log keeps
    expect(m.changesSince(r3)).toBeNull();
    const changes = m.changesSince(m.revision);
    expect(changes.indices).toHaveLength(0);
  });

  test('sizes are checked with clear messages', () => {
    expect(() => checkSize(0, 5)).toThrow(/at least 1/);
    expect(() => checkSize(8193, 1)).toThrow(/too large/);
    expect(() => checkSize(4097, 4096)).toThrow(/too large/);
    expect(() => new GridModel(2, 2, new Uint8Array(3))).toThrow(/4 bytes/);
  });
});

describe('lineCells', () => {
  test('includes both ends and moves one cell at a time', () => {
    for (const [x0, y0, x1, y1] of [[0, 0, 7, 3], [5, 5, 0, 0], [2, 9, 2, 1], [0, 0, -4, 6]]) {
      const cells = lineCells(x0, y0, x1, y1);
      expect(cells[0]).toEqual([x0, y0]);
      expect(cells.at(-1)).toEqual([x1, y1]);
      expect(cells.length).toBe(Math.max(Math.abs(x1 - x0), Math.abs(y1 - y0)) + 1);
      for (let i = 1; i < cells.length; i++) {
        expect(Math.max(Math.abs(cells[i][0] - cells[i - 1][0]), Math.abs(cells[i][1] - cells[i - 1][1]))).toBe(1);
      }
    }
  });
});

// Free cells reachable from `from` with 4-way moves (an independent flood fill).
function reachable(cells, width, height, from) {
  const seen = new Uint8Array(cells.length);
  const queue = [from];
  seen[from] = 1;
  while (queue.length) {
    const i = queue.pop();
    const x = i % width;
    for (const j of [x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1, i - width, i + width]) {
      if (j >= 0 && j < cells.length && !seen[j] && !(cells[j] & WALL_BIT)) {
        seen[j] = 1;
        queue.push(j);
      }
    }
  }
  return seen;
}

describe('generators', () => {
  test.each(GENERATORS)('%s is deterministic per seed and sized right', (kind) => {
    const a = generate(kind, 41, 23, { seed: 7 });
    expect(a.length).toBe(41 * 23);
    expect(generate(kind, 41, 23, { seed: 7 })).toEqual(a);
    expect(generate(kind, 41, 23, { seed: 8 })).not.toEqual(a);
    for (const byte of a) expect([1, WALL_BIT | 1]).toContain(byte);
  });

  test('random obstacles follow the density', () => {
    const cells = generate('random', 200, 200, { seed: 3, density: 0.3 });
    const walls = cells.filter((b) => b & WALL_BIT).length / cells.length;
    expect(walls).toBeGreaterThan(0.28);
    expect(walls).toBeLessThan(0.32);
    expect(() => generate('random', 5, 5, { density: 2 })).toThrow(/density/);
  });

  test.each(['recursive-division', 'depth-first-maze', 'rooms'])('%s connects every free cell', (kind) => {
    for (const [w, h, seed] of [[40, 24, 1], [63, 31, 2], [20, 12, 3], [128, 97, 4]]) {
      const cells = generate(kind, w, h, { seed });
      const first = cells.findIndex((b) => !(b & WALL_BIT));
      const seen = reachable(cells, w, h, first);
      const free = cells.filter((b) => !(b & WALL_BIT)).length;
      expect(seen.reduce((a, b) => a + b, 0)).toBe(free);
      expect(free).toBeGreaterThan(cells.length / 3);
    }
  });

  test('unknown generator names are refused', () => {
    expect(() => generate('caves', 5, 5)).toThrow(/unknown generator 'caves'/);
  });

  test('seededRandom gives floats in [0, 1)', () => {
    const r = seededRandom(42);
    for (let i = 0; i < 1000; i++) {
      const v = r();
      expect(v).toBeGreaterThanOrEqual(0);
      expect(v).toBeLessThan(1);
    }
  });
});

describe('clearing walls and terrain', () => {
  test('clears walls keeping terrain, and terrain keeping walls', () => {
    const model = new GridModel(4, 1);
    model.setCost(0, 0, 5);
    model.setWall(1, 0, true);
    model.setCost(2, 0, 7);
    model.setWall(2, 0, true); // a wall over cost 7
    model.clearTerrain();
    expect(Array.from(model.cells)).toEqual([1, 0x81, 0x81, 1]);
    model.setCost(3, 0, 4);
    model.clearWalls();
    expect(Array.from(model.cells)).toEqual([1, 1, 1, 4]);
  });
});
