// The search worker's grid brought up to date with only the cells the page changed
// (worker-grid.js with cells-sync.js's messages): after each batch of edits it must
// hold exactly the model's cells, every search on it (JPS+'s precomputed jumps
// included) must equal one on a grid built from scratch from those cells, and the
// LPA* kept between requests must repair to the optimal cost.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { GridModel } from '../../web/src/model/grid-model.js';
import { CellsSync } from '../../web/src/worker/cells-sync.js';
import { gridWith } from '../../web/src/worker/worker-grid.js';
import { replanSearch } from '../../web/src/worker/replan-search.js';
import { randomCells, rng } from './support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// What the search worker does with each message CellsSync makes for `model`: returns its grid.
function sender(model) {
  const sync = new CellsSync();
  return () => {
    const { cells, cellChanges } = sync.update(model);
    return gridWith(pl, model.width, model.height, cells, cellChanges);
  };
}

describe('the worker grid kept in step with the page by changed cells', () => {
  test('walls, erasing and terrain: the same cells and the same searches as a fresh grid', () => {
    const random = rng(99);
    const [width, height] = [96, 64];
    const model = new GridModel(width, height, randomCells(random, width, height, { wallShare: 0.2, maxCost: 4 }));
    model.freeMarkers(); // S (0, 0) and G in the far corner
    const send = sender(model);
    expect(send().getCells()).toEqual(model.cells); // the whole map first
    for (let round = 0; round < 6; round++) {
      for (let k = 0; k < 150; k++) {
        const [x, y] = [Math.floor(random() * width), Math.floor(random() * height)];
        const r = random();
        if (r < 0.5) model.setWall(x, y, true);
        else if (r < 0.8) model.setWall(x, y, false);
        else model.setCost(x, y, 1 + Math.floor(random() * 9));
      }
      const grid = send();
      expect(grid.getCells()).toEqual(model.cells);
      const fresh = new pl.Grid(width, height);
      fresh.setCells(model.cells);
      for (const algorithm of ['astar', 'dijkstra']) { // jump point searches refuse terrain: the next test
        const options = { algorithm, start: model.start, goal: model.goal };
        const got = pl.findPath(grid, options);
        const expected = pl.findPath(fresh, options);
        expect({ status: got.status, cost: got.cost, path: got.path }).toEqual({ status: expected.status, cost: expected.cost, path: expected.path });
      }
      // LPA* kept between requests repairs its last search from the cells set one by one: the optimal cost.
      const repaired = replanSearch(pl, grid, { algorithm: 'lpa-star', start: model.start, goal: model.goal }).result;
      const optimal = pl.findPath(fresh, { algorithm: 'dijkstra', start: model.start, goal: model.goal });
      expect(repaired.status).toBe(optimal.status);
      if (optimal.status === 'found') expect(repaired.cost).toBeCloseTo(optimal.cost, 6);
      if (round > 0) expect(repaired.repaired).toBe(true);
      fresh.delete();
    }
  });

  test('jump point search sees walls added and removed cell by cell (its precomputed jumps are redone)', () => {
    const [width, height] = [64, 48];
    const model = new GridModel(width, height);
    const send = sender(model);
    const options = { algorithm: 'jps-plus', start: [0, 24], goal: [63, 24] };
    expect(pl.findPath(send(), options).cost).toBeCloseTo(63, 6); // straight across
    for (let y = 0; y < height - 1; y++) model.setWall(30, y, true); // a wall with a gap at the bottom
    const around = pl.findPath(send(), options);
    expect(around.path.every(([x, y]) => !(x === 30 && y < height - 1))).toBe(true);
    expect(around.cost).toBeGreaterThan(63);
    for (let y = 20; y < 30; y++) model.setWall(30, y, false); // a door in the middle
    expect(pl.findPath(send(), options).cost).toBeCloseTo(63, 6);
  });

  test('LPA* kept between requests counts each changed cell once, as after a whole copy', () => {
    const [width, height] = [40, 30];
    const model = new GridModel(width, height);
    const send = sender(model);
    const options = { algorithm: 'lpa-star', start: [0, 15], goal: [39, 15] };
    expect(replanSearch(pl, send(), options).result.repaired).toBe(false);
    for (let y = 5; y < 25; y++) model.setWall(20, y, true); // 20 cells
    model.setCost(25, 15, 4); // and one terrain cell
    const { result } = replanSearch(pl, send(), options);
    expect(result.repaired).toBe(true);
    expect(result.changedCells).toBe(21);
  });
});
