// Section 14 of `npm run bench` (docs/performance.md, "Terrain"): the shipped Moving AI maps with
// terrain painted on them by a seeded generator, searched through the library (wasm) under the
// Moving AI rule:
//   - patches: rectangles of one cost 2..9 (sides 3..24 cells, centred on random free cells) painted
//     until a quarter of the free cells have a cost other than 1;
//   - roads: every free cell costs 5, and roads of cost 1 cross the map: about eight rows and eight
//     columns, evenly spaced from a random offset (walls stay walls, so a road stops at them).
// The generator is xorshift32 seeded from the map's name and the variant, so every run paints the
// same maps. Each map keeps its .scen queries (evenly spaced); every query's cost is checked against
// a plain Dijkstra (`algorithm: 'dijkstra'`) and a cost that differs counts as wrong. Timed: A* with
// its default heuristic, A* with the landmarks (distances both ways on terrain), JPS (its terrain
// scanner) alone and with the landmarks, and the pick of `fastestAlgorithm` for the library's default
// stream of queries (timed once: as the engine with its settings when one has them). The section also
// prints what the pick's cost model reads (cpp/algorithms/fastest.cpp): each engine's time per
// expansion, the table's build time per walkable cell, and the pick's predicted payback beside the
// one measured here. Every engine warms up untimed (warmUp), then answers every query once per
// round, the engines taking turns (more rounds on small maps: wasm-timing.mjs's takingTurns); a
// query's time is its median over the rounds, each figure the mean over the queries, and every
// ratio comes from this one run.
import { median, timeMedian } from './stats.mjs';
import { takingTurns, timeFindPath } from './wasm-timing.mjs';

export const TERRAIN_MAPS = ['arena', 'den520d', 'Berlin_0_256', 'random512-10-0', '8room_000', 'maze512-1-0'];
export const TERRAIN_VARIANTS = ['patches', 'roads'];
const RULE = 'only-when-no-obstacles';

const mean = (xs) => xs.reduce((t, x) => t + x, 0) / xs.length;

// xorshift32 from a seed made of the text's characters (never 0).
function random(seedText) {
  let state = 2463534242;
  for (const c of seedText) state = (Math.imul(state ^ c.charCodeAt(0), 16777619) >>> 0) || 1;
  return () => {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    return state / 4294967296;
  };
}

/**
 * Paints terrain on a grid in place (docs/performance.md, "Terrain"); returns the share of free cells
 * with a cost other than 1.
 * @param {object} grid a library Grid
 * @param {'patches'|'roads'} variant
 * @param {string} seed
 */
export function paintTerrain(grid, variant, seed) {
  const { width, height } = grid;
  const next = random(`${seed}/${variant}`);
  const int = (lo, hi) => lo + Math.floor(next() * (hi - lo + 1));
  const cells = grid.getCells();
  const free = (i) => (cells[i] & 0x80) === 0;
  let freeCount = 0;
  for (let i = 0; i < cells.length; i++) if (free(i)) freeCount++;
  let painted = 0;
  if (variant === 'patches') {
    const target = Math.floor(freeCount / 4);
    while (painted < target) {
      const cx = int(0, width - 1), cy = int(0, height - 1);
      if (!free(cy * width + cx)) continue;
      const w = int(3, 24), h = int(3, 24), cost = int(2, 9);
      for (let y = Math.max(0, cy - (h >> 1)); y < Math.min(height, cy - (h >> 1) + h) && painted < target; y++) {
        for (let x = Math.max(0, cx - (w >> 1)); x < Math.min(width, cx - (w >> 1) + w) && painted < target; x++) {
          const i = y * width + x;
          if (free(i) && (cells[i] & 0x0f) === 1) { cells[i] = cost; painted++; }
        }
      }
    }
  } else {
    for (let i = 0; i < cells.length; i++) if (free(i)) cells[i] = 5;
    const rows = Math.max(4, Math.round(height / 8)), cols = Math.max(4, Math.round(width / 8));
    for (let y = int(0, rows - 1); y < height; y += rows) for (let x = 0; x < width; x++) if (free(y * width + x)) cells[y * width + x] = 1;
    for (let x = int(0, cols - 1); x < width; x += cols) for (let y = 0; y < height; y++) if (free(y * width + x)) cells[y * width + x] = 1;
    for (let i = 0; i < cells.length; i++) if (free(i) && cells[i] !== 1) painted++;
  }
  grid.setCells(cells);
  return painted / freeCount;
}

/**
 * @param {{ pl: object, sets: { name: string, mapText: string, queries: { start: number[], goal: number[] }[] }[],
 *   rounds: number, log?: (s: string) => void }} o
 */
export function measureTerrain({ pl, sets, rounds, log = () => {} }) {
  const result = { rule: RULE, rounds, maps: {} };
  for (const set of sets) {
    for (const variant of TERRAIN_VARIANTS) {
      log(`terrain: ${set.name}, ${variant}...\n`);
      const grid = pl.Grid.fromMovingAI(set.mapText);
      const share = paintTerrain(grid, variant, set.name);
      const pick = pl.fastestAlgorithm(grid, RULE);
      const configs = {
        astar: { algorithm: 'astar', heuristic: 'default' },
        landmarks: { algorithm: 'astar', heuristic: 'landmarks' },
        jps: { algorithm: 'jps', heuristic: 'default' },
        jpsLandmarks: { algorithm: 'jps', heuristic: 'landmarks' },
      };
      // The pick is timed once: as the engine with its settings, or as an engine of its own.
      const same = Object.keys(configs).find((k) => configs[k].algorithm === pick.algorithm && configs[k].heuristic === pick.heuristic);
      if (!same) configs.pick = { algorithm: pick.algorithm, heuristic: pick.heuristic };
      // The landmarks' table: the first search on a freshly painted map (start = goal: nothing else).
      const probe = set.queries[0].start;
      let table = null;
      // Under 'crossed' the table keeps one direction: timed too, for the pick's forecast of its build.
      const buildMs = (terrainCost) => timeMedian(3, () => {
        const fresh = pl.Grid.fromMovingAI(set.mapText);
        paintTerrain(fresh, variant, set.name);
        table = pl.findPath(fresh, { start: probe, goal: probe, diagonalMovement: RULE, heuristic: 'landmarks', terrainCost });
        fresh.delete();
      });
      const crossedTableMs = buildMs('crossed');
      const tableMs = buildMs('entered');
      const reference = set.queries.map((q) => {
        const r = pl.findPath(grid, { start: q.start, goal: q.goal, diagonalMovement: RULE, algorithm: 'dijkstra' });
        return r.status === 'found' ? r.cost : null;
      });
      const engines = Object.fromEntries(Object.entries(configs).map(([name, config]) => [name, (q) => {
        const { result: r, micros } = timeFindPath(pl, grid, { start: q.start, goal: q.goal, diagonalMovement: RULE, ...config });
        return { micros, expanded: r.expanded, cost: r.status === 'found' ? r.cost : null };
      }]));
      const passes = takingTurns(engines, set.queries, rounds);
      const walkable = grid.getCells().reduce((n, c) => n + ((c & 0x80) === 0), 0);
      const row = { terrainShare: share, pick, pickEngine: same ?? 'pick', tableMs, crossedTableMs, tableBytes: table.precomputeBytes, walkable,
        rounds: passes.astar.length, engines: {} };
      for (const [name, runs] of Object.entries(passes)) {
        row.engines[name] = {
          meanMicros: mean(runs[0].map((_, i) => median(runs.map((run) => run[i].micros)))),
          meanExpanded: mean(runs[0].map((r) => r.expanded)),
          wrongCosts: runs.flat().filter((r, k) => {
            const want = reference[k % reference.length];
            return (r.cost === null) !== (want === null) || (r.cost !== null && Math.abs(r.cost - want) > 1e-6);
          }).length,
        };
      }
      if (same) row.engines.pick = row.engines[same];
      // The table's payback for the picked algorithm, as measured here: its build over what a query saves.
      const [plain, withLandmarks] = pick.algorithm === 'jps' ? ['jps', 'jpsLandmarks'] : ['astar', 'landmarks'];
      const saved = row.engines[plain].meanMicros - row.engines[withLandmarks].meanMicros;
      row.measuredPayback = saved > 0 ? (tableMs * 1000) / saved : Infinity;
      (result.maps[set.name] ??= { queries: set.queries.length, variants: {} }).variants[variant] = row;
      grid.delete();
    }
  }
  const ratios = Object.values(result.maps).flatMap((m) => Object.values(m.variants))
    .map((v) => v.engines.astar.meanMicros / v.engines.pick.meanMicros);
  result.pickOverAStarGeomean = Math.exp(mean(ratios.map(Math.log)));
  result.pickOverAStarMin = Math.min(...ratios);
  return result;
}

/**
 * The landmarks' table on a 4096 x 4096 map (the largest it takes) with terrain on a quarter of it:
 * its size and build time, and one corner-to-corner query against A*.
 */
export function measureTerrainBig(pl) {
  const size = 4096;
  const grid = new pl.Grid(size, size);
  try {
    paintTerrain(grid, 'patches', 'grid4096');
    const start = [0, 0], goal = [size - 1, size - 1];
    const withLandmarks = pl.findPath(grid, { start, goal, diagonalMovement: RULE, heuristic: 'landmarks' });
    const again = pl.findPath(grid, { start, goal, diagonalMovement: RULE, heuristic: 'landmarks' });
    const astar = pl.findPath(grid, { start, goal, diagonalMovement: RULE });
    return { size, tableBytes: withLandmarks.precomputeBytes, buildMicros: withLandmarks.precomputeMicros,
      landmarksMicros: again.micros, astarMicros: astar.micros, sameCost: Math.abs(again.cost - astar.cost) < 1e-6 };
  } finally {
    grid.delete();
  }
}

/** The section as a table (table() from bench.mjs). */
export function formatTerrain(t, table) {
  const us = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : x >= 100 ? `${x.toFixed(0)} us` : `${x.toFixed(1)} us`);
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  const payback = (n) => (Number.isFinite(n) ? String(Math.ceil(n)) : 'never');
  const rows = Object.entries(t.maps).flatMap(([name, m]) => Object.entries(m.variants).map(([variant, v]) => {
    const e = v.engines;
    return [name, variant, `${(100 * v.terrainShare).toFixed(0)} %`, m.queries, us(e.astar.meanMicros), us(e.landmarks.meanMicros),
      us(e.jps.meanMicros), us(e.jpsLandmarks.meanMicros), `${v.pick.algorithm}+${v.pick.heuristic}`, us(e.pick.meanMicros),
      ratio(e.astar.meanMicros, e.landmarks.meanMicros), ratio(e.astar.meanMicros, e.jps.meanMicros),
      ratio(e.astar.meanMicros, e.jpsLandmarks.meanMicros), ratio(e.astar.meanMicros, e.pick.meanMicros),
      `${payback(v.pick.paybackQueries)}, ${payback(v.measuredPayback)}`,
      `${Math.round(e.astar.meanExpanded)} / ${Math.round(e.landmarks.meanExpanded)}`,
      `${(v.tableBytes / 2 ** 20).toFixed(1)} MB`, `${v.tableMs.toFixed(1)} ms`,
      `${e.astar.wrongCosts}, ${e.landmarks.wrongCosts}, ${e.jps.wrongCosts}, ${e.pick.wrongCosts}`];
  }));
  const out = [table(`14. Terrain (${t.rule}), through the library: mean time per query (wasm call); terrain painted by a seeded ` +
    'generator (patches of 2..9 over a quarter of the free cells; roads of cost 1 through cost-5 ground); ratios above 1: faster than A*',
  ['map', 'terrain', 'costly cells', 'queries', 'A*', 'A* + landmarks', 'jps', 'jps + landmarks', 'pick', 'pick time', 'A* / landmarks',
    'A* / jps', 'A* / jps + landmarks', 'A* / pick', 'table pays back after (predicted, measured queries)', 'expanded (A*, landmarks)', 'landmark table', 'table build', 'wrong costs vs Dijkstra (A*, landmarks, jps, pick)'], rows)];
  out.push(`pick over A*: ${t.pickOverAStarGeomean.toFixed(2)}x in the geometric mean, ${t.pickOverAStarMin.toFixed(2)}x at the least`);
  // What fastestAlgorithm's cost model reads (cpp/algorithms/fastest.cpp: kExpansionCosts, kBuildMicrosPerCellTerrain and
  // kBuildMicrosPerCellCrossed).
  const variants = Object.values(t.maps).flatMap((m) => Object.values(m.variants));
  const perExpansion = (engine) => median(variants.map((v) => v.engines[engine].meanMicros / v.engines[engine].meanExpanded)).toFixed(3);
  out.push(`the pick's cost model, measured here (medians over the variants): us per expansion A* ${perExpansion('astar')}, ` +
    `A* + landmarks ${perExpansion('landmarks')}, jps ${perExpansion('jps')}, jps + landmarks ${perExpansion('jpsLandmarks')}; ` +
    `the table's build ${median(variants.map((v) => (v.tableMs * 1000) / v.walkable)).toFixed(2)} us per walkable cell, ` +
    `under 'crossed' (one way) ${median(variants.map((v) => (v.crossedTableMs * 1000) / v.walkable)).toFixed(2)} us`);
  if (t.big) {
    out.push(`landmarks on a ${t.big.size} x ${t.big.size} map with patches: a ${(t.big.tableBytes / 2 ** 20).toFixed(0)} MB table built in ` +
      `${us(t.big.buildMicros)}; corner to corner A* ${us(t.big.astarMicros)}, A* + landmarks ${us(t.big.landmarksMicros)}` +
      `${t.big.sameCost ? '' : ' (COSTS DIFFER)'}`);
  }
  return out.join('\n');
}
