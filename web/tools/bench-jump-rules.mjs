// Section 12 of `npm run bench` (docs/jump-point-search.md): jump point search
// and JPS+ under the other diagonal rules, through the JS library (wasm), on
// the same queries as the other sections:
//   - 'never' (4-connected): our A*, jps and jps-plus against l1-path-finder
//     (mikolalysenko's planner over a preprocessed graph of the map's concave
//     corners), with each side's preprocessing: l1-path-finder's
//     createPlanner, and our first jps-plus search on a freshly loaded map
//     (start = goal: the jump table's build and nothing else); jps-plus also
//     through findPathCells (its own engine), whose path is one array as
//     planner.search's is; and jps-plus with heuristic 'landmarks', whose
//     preprocessing adds the landmarks' table;
//   - 'always' and 'if-at-most-one-obstacle' (corner cutting): our A*, jps and
//     jps-plus (and jps-plus with heuristic 'landmarks', as under 'never') against PathFinding.js's JumpPointFinder for that rule (its
//     search on an already cloned grid, octile heuristic so that its paths can
//     be optimal).
// Every engine answers the queries untimed for a while (warmUp in wasm-timing.mjs), then
// every query once per round (ours: a short wasm call timed as a batch, timeFindPath), the
// engines taking turns;
// a query's time is its median over the rounds, and each figure is the mean of
// those over the queries. Costs are checked against our A*'s.
import { createRequire } from 'node:module';
import { median, timeMedian } from './stats.mjs';
import { takingTurns, timeCall, timeFindPath } from './wasm-timing.mjs';

const require = createRequire(import.meta.url);
const PF = require('pathfinding');
const ndarray = require('ndarray');
const createPlanner = require('l1-path-finder');

const OURS = ['astar', 'jps', 'jps-plus'];
export const JUMP_RULES = ['never', 'always', 'if-at-most-one-obstacle'];
const PF_RULES = { always: PF.DiagonalMovement.Always, 'if-at-most-one-obstacle': PF.DiagonalMovement.IfAtMostOneObstacle };

const mean = (xs) => xs.reduce((t, x) => t + x, 0) / xs.length;

function pathCost(path, pairs) {
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    const [ax, ay] = pairs ? path[i - 1] : [path[2 * i - 2], path[2 * i - 1]];
    const [bx, by] = pairs ? path[i] : [path[2 * i], path[2 * i + 1]];
    cost += ax !== bx && ay !== by ? Math.SQRT2 : Math.abs(ax - bx) + Math.abs(ay - by);
  }
  return cost;
}

// The walls as l1-path-finder reads them: an ndarray indexed [x, y], non-zero = wall.
function l1Walls(grid) {
  const { width, height } = grid;
  const walls = ndarray(new Uint8Array(width * height), [width, height]);
  for (let x = 0; x < width; x++) for (let y = 0; y < height; y++) walls.set(x, y, grid.isWalkable(x, y) ? 0 : 1);
  return walls;
}

/**
 * @param {{ pl: object, sets: { name: string, mapText: string, queries: { start: number[], goal: number[] }[] }[],
 *   rounds: number, rules?: string[], log?: (s: string) => void }} o
 */
export function measureJumpRules({ pl, sets, rounds, rules = JUMP_RULES, log = () => {} }) {
  const result = { rounds, maps: {} };
  for (const set of sets) {
    const grid = pl.Grid.fromMovingAI(set.mapText);
    const mapResult = (result.maps[set.name] = { queries: set.queries.length, rules: {} });
    for (const rule of rules) {
      log(`jump point rules: ${set.name}, ${rule}...\n`);
      const engines = {};
      for (const algorithm of OURS) {
        engines[algorithm] = (q) => {
          const { result: r, micros, endToEndMicros } = timeFindPath(pl, grid, { start: q.start, goal: q.goal, algorithm, diagonalMovement: rule });
          return { micros, endToEndMicros, cost: r.status === 'found' ? r.cost : null };
        };
      }
      // JPS+ reading the landmarks' distances as well (heuristic 'landmarks', docs/algorithms.md).
      engines.landmarks = (q) => {
        const { result: r, micros, endToEndMicros } = timeFindPath(pl, grid, { start: q.start, goal: q.goal, algorithm: 'jps-plus', diagonalMovement: rule, heuristic: 'landmarks' });
        return { micros, endToEndMicros, cost: r.status === 'found' ? r.cost : null };
      };
      const row = (mapResult.rules[rule] = {});
      // Each table's build: the first search on a freshly loaded map (start = goal: nothing else).
      const probe = set.queries[0].start;
      const firstSearchMs = (options) => timeMedian(3, () => {
        const fresh = pl.Grid.fromMovingAI(set.mapText);
        pl.findPath(fresh, { start: probe, goal: probe, diagonalMovement: rule, ...options });
        fresh.delete();
      });
      row.oursPreprocessMs = firstSearchMs({ algorithm: 'jps-plus' });
      row.landmarksPreprocessMs = firstSearchMs({ algorithm: 'jps-plus', heuristic: 'landmarks' });
      if (rule === 'never') {
        // findPathCells, whose path is one array as l1-path-finder's is: its own turn, as every engine.
        engines.cells = (q) => {
          const { result: r, micros } = timeCall(() => pl.findPathCells(grid, { start: q.start, goal: q.goal, algorithm: 'jps-plus', diagonalMovement: rule }));
          return { micros, endToEndMicros: micros, cost: r.status === 'found' ? r.cost : null };
        };
        const walls = l1Walls(grid);
        let planner = null;
        row.l1PreprocessMs = timeMedian(3, () => { planner = createPlanner(walls); });
        engines.other = (q) => {
          const path = [];
          const t0 = performance.now();
          const d = planner.search(q.start[0], q.start[1], q.goal[0], q.goal[1], path);
          const micros = (performance.now() - t0) * 1000;
          return { micros, endToEndMicros: micros, cost: Number.isFinite(d) ? d : null };
        };
        row.other = 'l1-path-finder';
      } else {
        const base = new PF.Grid(grid.toMatrix());
        const finder = new PF.JumpPointFinder({ diagonalMovement: PF_RULES[rule], heuristic: PF.Heuristic.octile });
        engines.other = (q) => {
          const clone = base.clone();
          const t0 = performance.now();
          const path = finder.findPath(q.start[0], q.start[1], q.goal[0], q.goal[1], clone);
          const micros = (performance.now() - t0) * 1000;
          return { micros, endToEndMicros: micros, cost: path.length ? pathCost(path, true) : null };
        };
        row.other = 'PathFinding.js JPS';
      }
      const passes = takingTurns(engines, set.queries, rounds);
      const reference = passes.astar[0];
      for (const [name, runs] of Object.entries(passes)) {
        const perQuery = (field) => runs[0].map((_, i) => median(runs.map((run) => run[i][field])));
        row[name] = {
          meanMicros: mean(perQuery('micros')),
          meanEndToEndMicros: mean(perQuery('endToEndMicros')),
          wrongCosts: runs[0].filter((r, i) => (r.cost === null) !== (reference[i].cost === null) ||
            (r.cost !== null && Math.abs(r.cost - reference[i].cost) > 1e-6)).length,
        };
      }
    }
    grid.delete();
  }
  return result;
}

/** The comparison as tables (table() from bench.mjs). */
export function formatJumpRules(j, table) {
  const us = (x) => (x >= 100 ? `${x.toFixed(0)} us` : `${x.toFixed(1)} us`);
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  const out = [];
  const rows = (rule) => Object.entries(j.maps).filter(([, m]) => m.rules[rule]).map(([name, m]) => [name, m.rules[rule]]);
  const never = rows('never');
  if (never.length) {
    out.push(table('12a. 4-connected moves (never), through the library: mean time per query; ' +
      '"end to end" is the findPath call (ours) or planner.search (l1-path-finder); "cells" is findPathCells, ' +
      'the path as one array as l1-path-finder gives it; ratios above 1: ours is faster',
    ['map', 'queries', 'A*', 'jps', 'jps-plus', 'jps-plus end to end', 'cells end to end', 'landmarks end to end', 'l1-path-finder',
      'l1 / jps-plus (end to end)', 'l1 / cells', 'l1 / landmarks', 'A* / jps-plus', 'l1 preprocess', 'our table', 'with landmarks',
      'wrong costs (jps, jps-plus, cells, landmarks, l1)'],
    never.map(([name, r]) => [name, j.maps[name].queries, us(r.astar.meanMicros), us(r.jps.meanMicros),
      us(r['jps-plus'].meanMicros), us(r['jps-plus'].meanEndToEndMicros), us(r.cells.meanEndToEndMicros),
      us(r.landmarks.meanEndToEndMicros), us(r.other.meanMicros), ratio(r.other.meanMicros, r['jps-plus'].meanEndToEndMicros),
      ratio(r.other.meanMicros, r.cells.meanEndToEndMicros), ratio(r.other.meanMicros, r.landmarks.meanEndToEndMicros),
      ratio(r.astar.meanMicros, r['jps-plus'].meanMicros),
      `${r.l1PreprocessMs.toFixed(1)} ms`, `${r.oursPreprocessMs.toFixed(1)} ms`, `${r.landmarksPreprocessMs.toFixed(1)} ms`,
      `${r.jps.wrongCosts}, ${r['jps-plus'].wrongCosts}, ${r.cells.wrongCosts}, ${r.landmarks.wrongCosts}, ${r.other.wrongCosts}`])));
  }
  for (const rule of ['always', 'if-at-most-one-obstacle']) {
    const rs = rows(rule);
    if (!rs.length) continue;
    out.push(table(`12b. Corner cutting (${rule}), through the library: mean time per query (search only; ` +
      'PathFinding.js on an already cloned grid); ratios above 1: jps / jps-plus is faster',
    ['map', 'A*', 'jps', 'jps-plus', 'landmarks', 'PathFinding.js JPS', 'A* / jps', 'A* / jps-plus', 'A* / landmarks',
      'PF JPS / jps-plus', 'our table', 'with landmarks', 'wrong costs (jps, jps-plus, landmarks, PF JPS)'],
    rs.map(([name, r]) => [name, us(r.astar.meanMicros), us(r.jps.meanMicros), us(r['jps-plus'].meanMicros),
      us(r.landmarks.meanMicros), us(r.other.meanMicros), ratio(r.astar.meanMicros, r.jps.meanMicros),
      ratio(r.astar.meanMicros, r['jps-plus'].meanMicros), ratio(r.astar.meanMicros, r.landmarks.meanMicros),
      ratio(r.other.meanMicros, r['jps-plus'].meanMicros), `${r.oursPreprocessMs.toFixed(1)} ms`, `${r.landmarksPreprocessMs.toFixed(1)} ms`,
      `${r.jps.wrongCosts}, ${r['jps-plus'].wrongCosts}, ${r.landmarks.wrongCosts}, ${r.other.wrongCosts}`])));
  }
  return out.join('\n\n');
}
