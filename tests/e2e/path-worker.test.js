// createPathWorker in real headless Chromium: the package's module worker, served as a game would
// serve it, fetching its own .wasm. The page compares the worker (findPath and findPathCells) with findPath on its own
// instance over random queries with edits in between, and aborts requests.
// (Vitest's browser project rewrites dynamic imports with a hook that does not exist inside a
// worker, so this runs on the plain static server instead.)
import { expect, test } from 'vitest';
import { useServedBrowser } from './support.js';

const suite = useServedBrowser('/src/lib/pathlab.js', { sources: true }); // the library's own modules, unbundled

test('the worker answers as findPath does, in order, with edits in between; aborts reject with AbortError', async () => {
  const outcome = await suite.page.evaluate(async () => {
    // import() written as text: Vitest would rewrite a literal one, and the page has no such hook.
    const { createPathWorker, loadPathlab } = await new Function('url', 'return import(url)')('/src/lib/pathlab.js');
    const pl = await loadPathlab();
    const pf = await createPathWorker();
    let s = 11;
    const r = () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
    const grid = pl.Grid.fromMatrix(Array.from({ length: 40 }, () => Array.from({ length: 50 }, () => (r() < 0.2 ? 1 : r() < 0.2 ? 4 : 0))));
    await pf.setGrid(grid);
    const pick = () => [Math.floor(r() * 50), Math.floor(r() * 40)];
    const mismatches = [];
    let compared = 0;
    for (let round = 0; round < 10; round++) {
      for (let e = 0; e < 5; e++) {
        const [x, y] = pick();
        const walkable = r() < 0.5;
        grid.setWalkable(x, y, walkable);
        pf.setWalkable(x, y, walkable);
      }
      const queries = [];
      while (queries.length < 4) {
        const start = pick(), goal = pick();
        if (grid.isWalkable(...start)) queries.push({ start, goal, options: { closestIfUnreachable: true } });
      }
      const results = await Promise.all(queries.map((q) => pf.findPath(q.start, q.goal, q.options)));
      const cellResults = await Promise.all(queries.map((q) => pf.findPathCells(q.start, q.goal, q.options)));
      queries.forEach((q, i) => {
        const expected = pl.findPath(grid, { start: q.start, goal: q.goal, ...q.options });
        const cellPath = cellResults[i].cells.map((c) => [c % 50, Math.floor(c / 50)]);
        compared++;
        if (JSON.stringify([results[i].status, results[i].cost, results[i].path]) !== JSON.stringify([expected.status, expected.cost, expected.path])) mismatches.push(i);
        if (JSON.stringify([cellResults[i].status, cellResults[i].cost, cellPath]) !== JSON.stringify([expected.status, expected.cost, expected.path])) mismatches.push(`cells ${i}`);
      });
    }
    const big = new pl.Grid(300, 300);
    await pf.setGrid(big);
    const controller = new AbortController();
    const aborted = pf.findPath([0, 0], [299, 299], { algorithm: 'dijkstra' }, { signal: controller.signal });
    controller.abort();
    const abortError = await aborted.then(() => null, (e) => ({ isDOMException: e instanceof DOMException, name: e.name }));
    const codeError = await pf.findPath([0, 0], [5, 5], { agentSize: 2, algorithm: 'jps' }).then(() => null, (e) => e.code);
    const after = await pf.findPath([0, 0], [3, 4]);
    pf.terminate();
    return { compared, mismatches, abortError, codeError, afterCost: after.cost, expectedAfter: pl.findPath(big, { start: [0, 0], goal: [3, 4] }).cost };
  });
  expect(outcome.compared).toBe(40);
  expect(outcome.mismatches).toEqual([]);
  expect(outcome.abortError).toEqual({ isDOMException: true, name: 'AbortError' });
  expect(outcome.codeError).toBe('unsupported-combination');
  expect(outcome.afterCost).toBe(outcome.expectedAfter);
  // The one 404 is the browser's favicon request for a page that is a script file; the worker,
  // the module and the .wasm all loaded (else nothing above would have matched).
  expect(suite.session.errors.filter((e) => !/404/.test(e))).toEqual([]);
});
