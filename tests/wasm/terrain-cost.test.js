// terrainCost 'crossed' through the library (docs/algorithms.md, "Terrain costs"): every search that
// promises the cheapest path costs what this file's own Dijkstra says, pricing each move by the JPSW
// paper's rule (a straight step the mean of its two cells, a diagonal √2 times the mean of the
// walkable cells of its 2 × 2 block), under every diagonal rule; the library's moves (pl.moves) and
// the check's view of a learner's trace against this file's prices and the library's own trace;
// Check my search under both models; a share link carrying the option; and clear refusals.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, loadPathlab, NO_PARENT, TRACE_KINDS } from 'pathlab';
import { checkTraceReply } from '../../web/src/worker/trace-check.js';
import { decodeState, encodeState } from '../../web/src/share/link.js';
import { freeCell, random, randomMatrix } from './teach-support.js';
import { cheapest as cheapestUnder, movePrice, RULES } from './terrain-reference.js';

// Under the crossed model, the one this file is about.
const crossedMove = (rows, rule, x, y, dx, dy) => movePrice(rows, rule, 'crossed', x, y, dx, dy);
const cheapest = (rows, rule, start, goal) => cheapestUnder(rows, rule, 'crossed', start, goal);

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

// 22 % walls, and terrain 2..9 on 30 % of the rest, or on every free cell.
function terrainMap(seed, width, height) {
  const rand = random(seed);
  const rows = randomMatrix(rand, width, height, true);
  if (seed % 2 === 0) for (const row of rows) row.forEach((v, x) => { if (v === 0) row[x] = 2 + Math.floor(rand() * 8); });
  return { rand, rows };
}

describe('the searches that promise the cheapest path', () => {
  const optimal = ALGORITHM_INFO.filter((a) => a.optimal && a.terrain);

  test('include the searches known to be optimal on weighted grids', () => {
    expect(optimal.map((a) => a.id)).toEqual(expect.arrayContaining(['astar', 'dijkstra', 'jps', 'bidirectional-astar', 'lpa-star', 'd-star-lite']));
  });

  test('cost what the paper\'s prices give, under every diagonal rule', () => {
    let checked = 0, differ = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const { rand, rows } = terrainMap(seed, 16, 12);
      const grid = pl.Grid.fromMatrix(rows);
      for (const rule of RULES) {
        for (let q = 0; q < 3; q++) {
          const start = freeCell(rand, rows), goal = freeCell(rand, rows);
          const best = cheapest(rows, rule, start, goal);
          const entered = pl.findPath(grid, { start, goal, algorithm: 'dijkstra', diagonalMovement: rule });
          if (best !== Infinity && Math.abs(entered.cost - best) > 1e-6) differ++;
          for (const info of optimal) {
            // IDA* forgets what it saw, and on terrain each pass raises its bound a little: it gets its own small maps below.
            if (info.family === 'iterative-deepening') continue;
            const heuristics = info.heuristic === 'default' ? ['default', 'landmarks'] : ['default'];
            for (const heuristic of heuristics) {
              const options = { start, goal, algorithm: info.id, diagonalMovement: rule, terrainCost: 'crossed', heuristic };
              const result = pl.findPath(grid, options);
              const what = `${info.id} ${heuristic} ${rule} seed ${seed} ${start} → ${goal}`;
              if (best === Infinity) {
                expect(result.status, what).toBe('no-path');
              } else {
                expect(result.status, what).toBe('found');
                expect(result.cost, what).toBeCloseTo(best, 9);
              }
              checked++;
            }
          }
        }
      }
      grid.delete();
    }
    expect(checked).toBeGreaterThan(8 * 4 * 3 * (optimal.length - 1));
    expect(differ).toBeGreaterThan(40); // the two models disagree on most of these queries
  });
});

test('IDA* too, on small maps', () => {
  let checked = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const { rand, rows } = terrainMap(seed + 90, 6, 5);
    const grid = pl.Grid.fromMatrix(rows);
    for (const rule of RULES) {
      const start = freeCell(rand, rows), goal = freeCell(rand, rows);
      const best = cheapest(rows, rule, start, goal);
      if (best === Infinity) continue;
      const result = pl.findPath(grid, { start, goal, algorithm: 'ida-star', diagonalMovement: rule, terrainCost: 'crossed' });
      expect(result.cost, `${rule} seed ${seed}`).toBeCloseTo(best, 9);
      checked++;
    }
    grid.delete();
  }
  expect(checked).toBeGreaterThan(10);
});

describe('the library\'s moves and the page\'s arithmetic against the library\'s trace', () => {
  test('pl.moves gives every move this file allows, at this file\'s price, under every rule, model and cost scale', () => {
    let moves = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const { rows } = terrainMap(seed + 10, 9, 7);
      const width = rows[0].length, height = rows.length;
      const grid = pl.Grid.fromMatrix(rows);
      for (const rule of RULES) {
        for (const [terrainCost, costModel] of [['entered', 'real'], ['entered', 'integer'], ['crossed', 'real']]) {
          for (let y = 0; y < height; y++) {
            for (let x = 0; x < width; x++) {
              const expected = [];
              for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]]) {
                const price = movePrice(rows, rule, terrainCost, x, y, dx, dy);
                // 10/14 costs: the same cells, with 10 and 14 for the straight and diagonal unit.
                const scaled = price === null || costModel === 'real' ? price : dx && dy ? (price / Math.SQRT2) * 14 : price * 10;
                if (scaled !== null) expected.push({ to: [x + dx, y + dy], cost: scaled });
              }
              const got = pl.moves(grid, [x, y], { diagonalMovement: rule, terrainCost, costModel });
              const key = (m) => m.to.join(',');
              expect(got.map(key).sort(), `${rule} ${terrainCost} ${costModel} (${x}, ${y})`).toEqual(expected.map(key).sort());
              for (const move of got) expect(move.cost).toBeCloseTo(expected.find((m) => key(m) === key(move)).cost, 12);
              moves += got.length;
            }
          }
        }
      }
      grid.delete();
    }
    expect(moves).toBeGreaterThan(2000);
    const grid = pl.Grid.fromMatrix([[0, 0], [0, 0]]);
    expect(() => pl.moves(grid, [2, 0])).toThrow(expect.objectContaining({ code: 'out-of-bounds', message: expect.stringMatching(/cell \(2, 0\) is outside the 2 x 2 grid/) }));
    expect(() => pl.moves(grid, [0, 0], { terrainCost: 'crossed', costModel: 'integer' })).toThrow(/real/);
    expect(() => pl.moves(grid, [0, 0], { diagonalMovement: 'sideways' })).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(pl.moves(grid, [0, 0]).length).toBe(3); // still answers after the refusals
    grid.setWalkable(1, 1, false);
    expect(pl.moves(grid, [1, 1])).toEqual([]);
    grid.delete();
  });

  test('the core adds to g at every open and lowering exactly what pl.moves prices the step', () => {
    let events = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { rand, rows } = terrainMap(seed + 20, 14, 10);
      const width = rows[0].length;
      const grid = pl.Grid.fromMatrix(rows);
      const cells = grid.getCells();
      for (const rule of RULES) {
        const search = pl.createSearch(grid, { start: freeCell(rand, rows), goal: freeCell(rand, rows), diagonalMovement: rule, terrainCost: 'crossed', algorithm: 'dijkstra' });
        search.run();
        const trace = search.traceCopy();
        search.delete();
        const g = new Float64Array(cells.length).fill(NaN);
        for (let i = 0; i < trace.length; i++) {
          const kind = trace.kinds[i];
          if (kind === TRACE_KINDS.expand) g[trace.cells[i]] = trace.g[i];
          if ((kind !== TRACE_KINDS.open && kind !== TRACE_KINDS.improve) || trace.parents[i] === NO_PARENT) continue;
          const from = trace.parents[i], to = trace.cells[i];
          const move = pl.moves(grid, [from % width, Math.floor(from / width)], { diagonalMovement: rule, terrainCost: 'crossed' })
            .find((m) => m.to[1] * width + m.to[0] === to);
          expect(trace.g[i]).toBe(g[from] + move.cost);
          // and this file's own pricing of the same move
          const [x, y] = [from % width, Math.floor(from / width)];
          expect(trace.g[i] - g[from]).toBeCloseTo(crossedMove(rows, rule, x, y, (to % width) - x, Math.floor(to / width) - y), 12);
          events++;
        }
      }
      grid.delete();
    }
    expect(events).toBeGreaterThan(1000);
  });

  test('Check my search\'s view of a trace that leaves g out has the library\'s g', () => {
    for (let seed = 1; seed <= 4; seed++) {
      const { rand, rows } = terrainMap(seed + 40, 12, 9);
      const width = rows[0].length, height = rows.length;
      const grid = pl.Grid.fromMatrix(rows);
      const options = { start: freeCell(rand, rows), goal: freeCell(rand, rows), diagonalMovement: RULES[seed % 4], terrainCost: 'crossed', algorithm: 'astar' };
      const search = pl.createSearch(grid, options);
      search.run();
      const trace = search.traceCopy();
      search.delete();
      // The library's run as a learner's file would say it, without g: expand, generate and update with parents.
      // In the line format, which the page's worker reads as it reads a learner's upload.
      const words = { [TRACE_KINDS.expand]: 'expand', [TRACE_KINDS.open]: 'generate', [TRACE_KINDS.improve]: 'update' };
      const lines = [`start ${options.start.join(' ')}`, `goal ${options.goal.join(' ')}`];
      const fromLibrary = [];
      for (let i = 0; i < trace.length; i++) {
        const type = words[trace.kinds[i]];
        if (!type || (type !== 'expand' && trace.parents[i] === NO_PARENT)) continue;
        const cell = trace.cells[i], parent = trace.parents[i];
        lines.push(`${type} ${cell % width} ${Math.floor(cell / width)}${type === 'expand' ? '' : ` parent=${parent % width},${Math.floor(parent / width)}`}`);
        fromLibrary.push(trace.g[i]);
      }
      const { start, goal, ...boardOptions } = options;
      const reply = checkTraceReply(pl, { width, height, cells: grid.getCells(), text: `${lines.join('\n')}\n`, board: { start, goal, options: boardOptions }, imposed: null });
      expect(reply.result.verdict).not.toBe('unreadable');
      const view = reply.learner.trace;
      const viewG = Array.from(view.g).filter((_, i) => view.eventOf[i] >= 0);
      expect(viewG.length).toBe(fromLibrary.length);
      viewG.forEach((g, i) => expect(g, `event ${i}`).toBe(fromLibrary[i]));
      grid.delete();
    }
  });

  test('Check my search accepts the library\'s own run under the model it ran with, and says when the model differs', () => {
    let wrongUnderEntered = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const { rand, rows } = terrainMap(seed + 60, 12, 9);
      const grid = pl.Grid.fromMatrix(rows);
      for (const algorithm of ['astar', 'dijkstra']) {
        const options = { start: freeCell(rand, rows), goal: freeCell(rand, rows), diagonalMovement: RULES[seed % 4], algorithm };
        const own = pl.posthocTrace(grid, { ...options, terrainCost: 'crossed' });
        const checked = pl.checkTrace(grid, { ...options, terrainCost: 'crossed' }, own);
        expect(checked.firstWrong, `${algorithm} seed ${seed}`).toBe(null);
        expect(checked.verdict).toBe('correct');
        if (checked.cost !== null) {
          expect(checked.cost).toBeCloseTo(pl.findPath(grid, { ...options, terrainCost: 'crossed' }).cost, 9);
          // The check's own optimum (its exact distances to the goal) is this file's Dijkstra's.
          expect(checked.optimalCost).toBeCloseTo(cheapest(rows, options.diagonalMovement, options.start, options.goal), 9);
        }
        // The same file, checked as a run that pays the cell entered: its g are those of another model.
        const asEntered = pl.checkTrace(grid, { ...options, terrainCost: 'entered' }, pl.formatTrace(own, 'line').replace(/^terrainCost .*\n/m, ''));
        if (asEntered.verdict !== 'correct') {
          wrongUnderEntered++;
          // The first step into terrain whose two cells differ: its g is the crossed mean, not the cell entered.
          expect(asEntered.firstWrong.finding).toBe('wrong-g');
          expect(asEntered.firstWrong.message).toMatch(/'s g through \(\d+, \d+\) should be [\d.]+ .*, not [\d.]+\.$/);
        }
      }
      grid.delete();
    }
    expect(wrongUnderEntered).toBeGreaterThan(6);
  });
});

test('a share link carries the option and the map, and the search it opens prices the cells crossed', async () => {
  const { rows } = terrainMap(3, 10, 8);
  const grid = pl.Grid.fromMatrix(rows);
  const start = [0, 0], goal = [9, 7];
  for (const [x, y] of [start, goal]) grid.setWalkable(x, y, true);
  const state = { width: 10, height: 8, cells: grid.getCells(), start, goal, options: { algorithm: 'astar', terrainCost: 'crossed' } };
  const decoded = await decodeState(await encodeState(state));
  expect(decoded.ok).toBe(true);
  expect(decoded.state.options.terrainCost).toBe('crossed');
  expect(Array.from(decoded.state.cells)).toEqual(Array.from(state.cells));
  const result = pl.findPath(grid, { ...decoded.state.options, start, goal });
  const withRows = rows.map((row) => row.slice());
  for (const [x, y] of [start, goal]) withRows[y][x] = withRows[y][x] === 1 ? 0 : withRows[y][x];
  expect(result.cost).toBeCloseTo(cheapest(withRows, decoded.state.options.diagonalMovement, start, goal), 9);
  // Left out, it means 'entered', as every link made before the option.
  const plain = await decodeState(await encodeState({ ...state, options: { algorithm: 'astar' } }));
  expect(plain.state.options.terrainCost).toBe('entered');
  grid.delete();
});

test('refusals say what to use and leave the library usable', () => {
  const grid = pl.Grid.fromMatrix([[0, 0, 0], [0, 5, 0], [0, 0, 0]]);
  // Every search that takes terrain takes 'crossed' there; JPS+, which takes no terrain, refuses the map
  // under either model and names the search to use.
  for (const info of ALGORITHM_INFO.filter((a) => a.terrain)) {
    expect(pl.findPath(grid, { start: [0, 0], goal: [2, 2], algorithm: info.id, terrainCost: 'crossed' }).status, info.id).toMatch(/found/);
  }
  for (const terrainCost of ['entered', 'crossed']) {
    const refused = (() => { try { pl.findPath(grid, { start: [0, 0], goal: [2, 2], algorithm: 'jps-plus', terrainCost }); return null; } catch (e) { return e; } })();
    expect(refused?.code, terrainCost).toBe('unsupported-combination');
    expect(refused.message).toMatch(/use JPS on maps with terrain/);
  }
  const integer = (() => { try { pl.findPath(grid, { start: [0, 0], goal: [2, 2], costModel: 'integer', terrainCost: 'crossed' }); return null; } catch (e) { return e; } })();
  expect(integer.code).toBe('unsupported-combination');
  expect(integer.message).toMatch(/costModel 'real'/);
  // Without terrain every search takes either model; and the instance still searches.
  const plain = pl.Grid.fromMatrix([[0, 0, 0], [0, 0, 0], [0, 0, 0]]);
  expect(pl.findPath(plain, { start: [0, 0], goal: [2, 2], algorithm: 'jps', terrainCost: 'crossed' }).cost).toBeCloseTo(2 * Math.SQRT2, 12);
  // Every 2 × 2 block of this map holds the 5: going round by straight steps (4) beats two diagonals (4√2).
  expect(pl.findPath(grid, { start: [0, 0], goal: [2, 2], terrainCost: 'crossed' }).cost).toBe(4);
  expect(pl.findPath(grid, { start: [0, 0], goal: [2, 2], terrainCost: 'crossed', diagonalMovement: 'always' }).cost).toBe(4);
  plain.delete();
  grid.delete();
});
