// createPathWorker under Node (a worker thread): the same results as findPath (and findPathCells) for random queries
// with edits in between, errors with their codes, and an aborted request that rejects with
// AbortError while the worker stays usable. tests/e2e/path-worker.test.js runs it in Chromium.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPathWorker, ERROR_CODES, loadPathlab } from 'pathlab';
import { thrown } from '../thrown.js';
import { random } from './teach-support.js';

let pl, pf;
beforeAll(async () => {
  pl = await loadPathlab();
  pf = await createPathWorker();
});
afterAll(() => pf?.terminate());

async function checkWorkerAgainstFindPath() {
  const r = random(5);
  const rows = Array.from({ length: 40 }, () => Array.from({ length: 50 }, () => (r() < 0.2 ? 1 : r() < 0.2 ? 3 : 0)));
  const grid = pl.Grid.fromMatrix(rows);
  await pf.setGrid(grid);
  const pick = () => [Math.floor(r() * 50), Math.floor(r() * 40)];
  let compared = 0;
  for (let round = 0; round < 12; round++) {
    for (let e = 0; e < 6; e++) {
      const [x, y] = pick();
      const walkable = r() < 0.5;
      grid.setWalkable(x, y, walkable);
      pf.setWalkable(x, y, walkable);
      const [cx, cy] = pick();
      const cost = 1 + Math.floor(r() * 9);
      grid.setCost(cx, cy, cost);
      pf.setCost(cx, cy, cost);
    }
    const queries = [];
    for (let q = 0; q < 5; q++) {
      const start = pick(), goal = pick();
      if (!grid.isWalkable(...start) || !grid.isWalkable(...goal)) continue;
      const options = q % 2 ? { algorithm: 'dijkstra' } : { closestIfUnreachable: true };
      queries.push({ start, goal, options });
    }
    // Sent together: answered in order.
    const results = await Promise.all(queries.map(({ start, goal, options }) => pf.findPath(start, goal, options)));
    const cellResults = await Promise.all(queries.map(({ start, goal, options }) => pf.findPathCells(start, goal, options)));
    queries.forEach(({ start, goal, options }, i) => {
      const expected = pl.findPath(grid, { start, goal, ...options });
      expect({ status: results[i].status, cost: results[i].cost, path: results[i].path })
        .toEqual({ status: expected.status, cost: expected.cost, path: expected.path });
      expect({ status: cellResults[i].status, cost: cellResults[i].cost, path: cellResults[i].cells.map((c) => [c % 50, Math.floor(c / 50)]) })
        .toEqual({ status: expected.status, cost: expected.cost, path: expected.path });
      compared++;
    });
  }
  expect(compared).toBeGreaterThan(20);
  const goals = [[1, 1], [48, 38]].filter(([x, y]) => grid.isWalkable(x, y));
  const field = await pf.flowField({ goals });
  expect(Array.from(field.distance)).toEqual(Array.from(pl.flowField(grid, { goals }).distance));
  grid.delete();
}

async function checkWorkerAbortAndErrors() {
  const grid = new pl.Grid(300, 300);
  await pf.setGrid(grid);
  const controller = new AbortController();
  const slow = pf.findPath([0, 0], [299, 299], { algorithm: 'dijkstra', diagonalMovement: 'never' }, { signal: controller.signal });
  const queued = pf.findPath([0, 0], [299, 299], {}, { signal: controller.signal });
  controller.abort();
  for (const request of [slow, queued]) {
    const error = await request.then(() => null, (e) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error.name).toBe('AbortError');
  }
  await expect(pf.findPath([0, 0], [1, 1], {}, { signal: AbortSignal.abort() })).rejects.toMatchObject({ name: 'AbortError' });
  await expect(pf.findPath([0, 0], [400, 1])).rejects.toMatchObject({ code: 'out-of-bounds' });
  await expect(pf.findPath([0, 0], [5, 5], { algorithm: 'nope' })).rejects.toMatchObject({ code: 'bad-option' });
  await expect(pf.findPath([0, 0], [5, 5], { agentSize: 2, algorithm: 'jps' })).rejects.toMatchObject({ code: 'unsupported-combination' });
  const after = await pf.findPath([0, 0], [3, 4]);
  expect(after).toMatchObject({ status: 'found', cost: pl.findPath(grid, { start: [0, 0], goal: [3, 4] }).cost });
  grid.delete();
}

test('results equal findPath for random queries with edits in between', async () => {
  await checkWorkerAgainstFindPath();
});

test('an aborted request rejects with AbortError, errors keep their codes, and the worker stays usable', async () => {
  await checkWorkerAbortAndErrors();
});



// Settles before the next macrotask (an already-rejected promise), or says it is still waiting.
function settledAtOnce(promise) {
  const waiting = new Promise((resolve) => setTimeout(() => resolve({ waiting: true }), 0));
  return Promise.race([promise.then((value) => ({ value }), (error) => ({ error })), waiting]);
}

test('after terminate(), every request rejects at once with code "terminated", and edits are refused', async () => {
  const worker = await createPathWorker();
  const grid = new pl.Grid(20, 10);
  await worker.setGrid(grid);
  const inFlight = worker.findPath([0, 0], [19, 9]);
  worker.terminate();
  const calls = {
    inFlight,
    findPath: worker.findPath([0, 0], [5, 5]),
    findPathCells: worker.findPathCells([0, 0], [5, 5]),
    flowField: worker.flowField({ goals: [[3, 3]] }),
    setGrid: worker.setGrid(grid),
  };
  for (const [name, call] of Object.entries(calls)) {
    const outcome = await settledAtOnce(call);
    expect(outcome, name).toHaveProperty('error');
    expect(outcome.error, name).toMatchObject({ code: 'terminated', message: expect.stringMatching(/terminated/) });
    expect(ERROR_CODES).toContain(outcome.error.code);
  }
  expect(() => worker.setWalkable(1, 1, false)).toThrow(expect.objectContaining({ code: 'terminated' }));
  expect(() => worker.setCost(1, 1, 3)).toThrow(expect.objectContaining({ code: 'terminated' }));
  worker.terminate(); // a second terminate() is harmless
  grid.delete();
});

test('a flow field whose goals are all walls is refused with endpoint-wall through the worker; droppedGoals travel back', async () => {
  const worker = await createPathWorker();
  const grid = pl.Grid.fromMatrix([[0, 0, 1], [0, 0, 0]]);
  await worker.setGrid(grid);
  await expect(worker.flowField({ goals: [[2, 0]] })).rejects.toMatchObject({ code: 'endpoint-wall', message: 'goal (2, 0) is a wall' });
  const field = await worker.flowField({ goals: [[2, 0], [0, 1]] });
  expect(field.droppedGoals).toEqual([0]);
  expect(Array.from(field.distance)).toEqual(Array.from(pl.flowField(grid, { goals: [[0, 1]] }).distance));
  worker.terminate();
  grid.delete();
});

// The same mistake gets the same code and words from the worker as from the library on this thread
// (docs/library.md, "Error codes"): edits are checked by the client at once, requests in the worker.
test('each bad input is refused by the worker with the code and message the library gives it here, and the worker answers afterwards', async () => {
  const worker = await createPathWorker();
  const grid = pl.Grid.fromMatrix([[0, 0, 0, 0], [0, 1, 0, 3], [0, 0, 0, 0]]);
  await worker.setGrid(grid);
  const edits = [
    ['setCost', [0, 0, 42]], ['setCost', [0, 0, 10]], ['setCost', [0, 0, '3']], ['setCost', [0, 0, NaN]], ['setCost', [4, 0, 2]],
    ['setCost', [0.5, 0, 2]], ['setWalkable', [0, 0, 'no']], ['setWalkable', [0, 0, 0]], ['setWalkable', [0, NaN, true]],
    ['setWalkable', [0, 3, false]],
  ];
  for (const [method, args] of edits) {
    const here = thrown(() => grid[method](...args));
    const there = thrown(() => worker[method](...args));
    expect(ERROR_CODES, `${method}(${args})`).toContain(here.code);
    expect({ code: there.code, message: there.message }, `${method}(${args})`).toEqual({ code: here.code, message: here.message });
  }
  const requests = [
    [{ start: [0, 0], goal: [3, 2], heuristic: 'sometimes' }, null],
    [{ start: [0, 0], goal: [3, 2], agentSize: '2' }, null],
    [{ start: [0, 0.5], goal: [3, 2] }, null],
    [{ start: [0, 0], goal: [9, 2] }, null],
    [null, { goals: [] }],
    [null, { goals: [[9, 0]] }],
    [null, { goals: [[0, 0.5]] }],
    [null, { goals: [[1, 1]] }],
    [null, { goals: [[0, 0]], diagonalMovement: 'sometimes' }],
  ];
  for (const [query, field] of requests) {
    const here = thrown(() => (query ? pl.findPath(grid, query) : pl.flowField(grid, field)));
    const there = await (query ? worker.findPath(query.start, query.goal, { ...query, start: undefined, goal: undefined }) : worker.flowField(field))
      .then(() => null, (error) => error);
    expect(ERROR_CODES, JSON.stringify(query ?? field)).toContain(here.code);
    expect({ code: there?.code, message: there?.message }, JSON.stringify(query ?? field)).toEqual({ code: here.code, message: here.message });
  }
  // Nothing refused reached the worker's copy: its answer is the library's on the unchanged grid.
  const expected = pl.findPath(grid, { start: [0, 0], goal: [3, 2] });
  await expect(worker.findPath([0, 0], [3, 2])).resolves.toMatchObject({ status: 'found', cost: expected.cost, path: expected.path });
  worker.terminate();
  grid.delete();
});
