// Each algorithm of the core's table has one page file in web/src/algorithm-pages/ (docs/contributing.md,
// "Adding an algorithm"), and its pseudocode has a line for every event kind that the library's
// own traces of that algorithm hold: on the grid with every diagonal rule it takes, at both trace
// details, with and without a path, fleeing, on a waypoint graph and after a repair, where the
// core's table says the algorithm does those.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, ALGORITHMS, loadPathlab, TRACE_KINDS } from 'pathlab';
import { ALGORITHM_PAGES, algorithmPage, pageFileProblems } from '../../web/src/algorithm-pages/page-files.js';

const FOLDER = fileURLToPath(new URL('../../web/src/algorithm-pages/', import.meta.url));
const KIND_NAMES = Object.fromEntries(Object.entries(TRACE_KINDS).map(([name, code]) => [code, name]));
const KIND_MASK = 0x7f; // without the backward half's flag (trace-format.js TRACE_BACKWARD_FLAG)

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

/** The page files on disk ({ name without .js: default export }); modules without a default export are shared helpers. */
async function filesOnDisk() {
  const files = {};
  for (const name of readdirSync(FOLDER).filter((n) => n.endsWith('.js') && n !== 'page-files.js')) {
    const module = await import(new URL(name, `file://${FOLDER}`).href);
    if (module.default !== undefined) files[name.slice(0, -3)] = module.default;
  }
  return files;
}

describe('one page file per algorithm', () => {
  test('the files on disk are the core\'s table, each named by its id, and the index reads every one', async () => {
    const files = await filesOnDisk();
    expect(Object.keys(files).sort()).toEqual([...ALGORITHMS].sort());
    expect(pageFileProblems(files, ALGORITHMS)).toEqual([]);
    for (const [name, page] of Object.entries(files)) expect(algorithmPage(name), name).toBe(page);
    expect(ALGORITHM_PAGES.map((p) => p.id)).toEqual(ALGORITHMS);
    expect(algorithmPage('some-future-algorithm')).toBeUndefined();
    expect(algorithmPage('toString')).toBeUndefined();
  });

  test('a missing file, an extra file and a file with another id are named', () => {
    const files = Object.fromEntries(ALGORITHM_PAGES.map((p) => [p.id, p]));
    const { astar, ...withoutAstar } = files;
    expect(pageFileProblems(withoutAstar, ALGORITHMS)).toEqual(["the algorithm astar of the core's table has no page file web/src/algorithm-pages/astar.js"]);
    expect(pageFileProblems({ ...files, 'a-star-2': { ...astar, id: 'a-star-2' } }, ALGORITHMS))
      .toEqual(["web/src/algorithm-pages/a-star-2.js is the page file of no algorithm in the core's table"]);
    expect(pageFileProblems({ ...files, dfs: files.bfs }, ALGORITHMS)).toEqual(['web/src/algorithm-pages/dfs.js declares the id bfs, not dfs']);
  });

  test.each(ALGORITHM_PAGES.map((p) => [p.id, p]))('%s: help for people, and variants exactly where the core\'s table allows them', (id, page) => {
    const info = ALGORITHM_INFO.find((a) => a.id === id);
    // The option help reads "Name: what it does." in people's words, never the id.
    expect(page.help, id).toMatch(/^[^:]{2,40}: \S.*\.$/s);
    if (id.includes('-')) expect(page.help).not.toContain(id);
    expect(page.fleePseudocode !== undefined, `${id} flee`).toBe(info.chaseAndFlee);
    expect(page.graphPseudocode !== undefined, `${id} graphs`).toBe(info.graphs);
  });
});

// A map of 10 x 7 from (0, 0) to (9, 6): a path around walls and terrain; the goal walled off
// (no path after a search of the start's side); the start boxed in (no path at once).
const ROWS = ['..........', '.##..#....', '.#.3.#.##.', '...#.#..#.', '.#.#.2.#..', '.#..##.#.#', '....#.....'];
const WALLS = { path: [], 'goal walled off': [[8, 5], [8, 6], [9, 5]], 'start boxed in': [[1, 0], [0, 1], [1, 1]] };
function matrix(terrain, variant) {
  const cells = ROWS.map((row) => [...row].map((c) => (c === '#' ? 1 : c === '.' ? 0 : terrain ? Number(c) : 0)));
  for (const [x, y] of WALLS[variant]) cells[y][x] = 1;
  return cells;
}

/** The event kind names of a trace. */
function kindsOf(trace) {
  const kinds = new Set();
  for (let i = 0; i < trace.length; i++) kinds.add(KIND_NAMES[trace.kinds[i] & KIND_MASK]);
  return kinds;
}

/** The kinds with no line in the pseudocode. */
function missingLines(code, kinds) {
  return [...kinds].filter((kind) => !(code.lineOf[kind] >= 1 && code.lineOf[kind] <= code.lines.length));
}

/** Runs a grid search of the library; its trace's kinds, plus 'start', and 'noPath' when it ran dry. */
function gridKinds(options, cells) {
  const grid = pl.Grid.fromMatrix(cells);
  const search = pl.createSearch(grid, options);
  search.run();
  const kinds = kindsOf(search.traceCopy());
  kinds.add('start');
  if (search.result().status === 'no-path') kinds.add('noPath');
  search.delete();
  grid.delete();
  return kinds;
}

describe('each pseudocode has a line for every event kind of the library\'s traces', () => {
  test.each(ALGORITHM_INFO.map((a) => [a.id, a]))('%s', (id, info) => {
    const page = algorithmPage(id);
    const seen = new Set();
    const missing = new Map(); // "kind in its code": the first run that met it
    const check = (code, kinds, where) => {
      for (const kind of kinds) seen.add(kind);
      for (const kind of missingLines(code, kinds)) if (!missing.has(`${kind} in ${code.title}`)) missing.set(`${kind} in ${code.title}`, where);
    };
    // IDA* forgets what it searched: with the goal walled off it would raise its bound for a long time.
    const cap = info.family === 'iterative-deepening' ? { maxExpansions: 5000 } : {};
    for (const diagonalMovement of info.diagonalRules) {
      for (const traceDetail of info.microSteps ? ['steps', 'micro'] : ['steps']) {
        for (const variant of Object.keys(WALLS)) {
          const where = `${diagonalMovement}, ${traceDetail}, ${variant}`;
          const options = { algorithm: id, start: [0, 0], goal: [9, 6], diagonalMovement, traceDetail, ...cap };
          check(page.pseudocode, gridKinds(options, matrix(info.terrain, variant)), where);
          if (page.fleePseudocode) {
            const flee = { algorithm: id, start: [0, 0], flee: { from: [2, 2], minDistance: 7 }, diagonalMovement, traceDetail };
            check(page.fleePseudocode, gridKinds(flee, matrix(info.terrain, variant)), `${where}, fleeing`);
          }
        }
      }
    }
    if (page.graphPseudocode) {
      const nodes = [[0, 0], [2, 0], [1, 0], [1, 1], [5, 5]];
      const edges = [[0, 2, 1], [0, 3, 0.5], [0, 1, 5], [3, 2, 0.2], [3, 1, 5], [2, 1, 1], [2, 0, 1], [2, 3, 1]];
      for (const goal of [1, 4]) { // 4 is linked to nothing
        const search = pl.createGraphSearch({ nodes, edges, start: 0, goal, algorithm: id, traceDetail: 'micro' });
        const result = search.run();
        const kinds = kindsOf(search.traceCopy());
        kinds.add('start');
        if (result.status === 'no-path') kinds.add('noPath');
        search.delete();
        check(page.graphPseudocode, kinds, `waypoint graph, goal ${goal}`);
      }
    }
    if (info.replans) { // a repair's trace: a wall drawn across the path, then taken away
      const grid = pl.Grid.fromMatrix(matrix(info.terrain, 'path'));
      const replanner = pl.createReplanner(grid, { algorithm: id, start: [0, 0], goal: [9, 6] });
      replanner.plan();
      for (const walkable of [false, true]) {
        grid.setWalkable(6, 3, walkable);
        grid.setWalkable(6, 4, walkable);
        const result = replanner.plan();
        expect(result.repaired, `${id} repaired`).toBe(true);
        check(page.pseudocode, kindsOf(replanner.traceCopy()), `repair, wall ${walkable ? 'removed' : 'drawn'}`);
      }
      replanner.delete();
      grid.delete();
    }
    expect([...missing].map(([what, where]) => `${what} (${where})`), `${id}: event kinds with no line in its pseudocode`).toEqual([]);
    // The runs above met the kinds every search has, so an empty list means something.
    for (const kind of ['start', 'open', 'expand', 'path', 'noPath']) expect(seen.has(kind), `${id} met ${kind}`).toBe(true);
    // And the pseudocode names no kind the trace format does not have.
    const known = new Set([...Object.keys(TRACE_KINDS), 'start', 'noPath']);
    for (const code of [page.pseudocode, page.fleePseudocode, page.graphPseudocode].filter(Boolean)) {
      expect(Object.keys(code.lineOf).filter((kind) => !known.has(kind)), `${id} ${code.title}`).toEqual([]);
    }
  });
});
