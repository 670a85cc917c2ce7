// Section 19 of `npm run bench`: the pick's cost and forecast. On the painted maps of section 14
// (bench-terrain.mjs's paintTerrain, Moving AI's rule), through the library in wasm:
//   - the pick's own time: pl.fastestAlgorithm on a fresh copy of the painted map (nothing of that
//     map built yet), the median of PICK_CALLS such calls, against one long A* query on the same map
//     (the mean over the long queries below); the target: at most 20 such queries. The instance is
//     warm first: WARM_PICKS picks on another map, as a program that has run a while (V8 runs a wasm
//     function on its baseline code until it has run a while, then on optimized code, compiled on
//     another thread: the first picks of an instance take up to twice as long, and on two cores that
//     compilation takes turns with them). The median, because a call is sometimes descheduled for
//     milliseconds (any timed stretch is, in proportion to its length), which is not the pick's cost.
//     The instance keeps the terrain blocks JPS worked out (algorithms/terrain_stops.hpp), so the
//     second and third calls do not work out the blocks of this painting again; the first does;
//   - its forecast payback of the landmarks' table (paybackQueries for long queries,
//     shortPaybackQueries for short ones) against the payback measured here: the table's build (the
//     first landmarks query on a fresh copy) over what a query of the picked algorithm saves with
//     the landmarks, as the mean of its queries' times with and without them (each query's time the
//     median of its rounds, the two taking turns); the target: within 2x either way;
//   - the landmarks' share of the picked algorithm's expansions, forecast and measured.
// Long queries join random free cells anywhere on the map, short ones cells at most 16 apart along
// each axis (the pick's own samples are drawn apart from these, by another generator). Short queries
// are many: their expansions are heavy-tailed (two near cells on either side of a wall), so the mean
// of a few dozen swings by twice from one draw to another. Every ratio comes from this one run.
//   node --expose-gc web/tools/bench.mjs --pick-only   (npm run bench -- --pick-only)
import { median } from './stats.mjs';
import { paintTerrain } from './bench-terrain.mjs';
import { timeFindPath } from './wasm-timing.mjs';

const RULE = 'only-when-no-obstacles';
const PICK_TARGET = 20; // long A* queries
const FORECAST_TARGET = 2; // either way
const SHORT_REACH = 16;
const PICK_CALLS = 3;
const WARM_PICKS = 8;

const mean = (xs) => xs.reduce((t, x) => t + x, 0) / xs.length;

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

// `count` pairs of free cells connected under the rule (long: anywhere; short: within SHORT_REACH).
function queries(pl, grid, count, short, next) {
  const cells = grid.getCells();
  const free = (x, y) => x >= 0 && y >= 0 && x < grid.width && y < grid.height && !(cells[y * grid.width + x] & 0x80);
  const out = [];
  for (let tries = 0; out.length < count && tries < 50 * count; tries++) {
    const start = [Math.floor(next() * grid.width), Math.floor(next() * grid.height)];
    const goal = short
      ? [start[0] + Math.floor(next() * (2 * SHORT_REACH + 1)) - SHORT_REACH, start[1] + Math.floor(next() * (2 * SHORT_REACH + 1)) - SHORT_REACH]
      : [Math.floor(next() * grid.width), Math.floor(next() * grid.height)];
    if (!free(...start) || !free(...goal) || (start[0] === goal[0] && start[1] === goal[1])) continue;
    if (pl.findPath(grid, { start, goal, diagonalMovement: RULE, algorithm: 'astar' }).status === 'found') out.push({ start, goal });
  }
  return out;
}

// Each query's median time over `rounds` (configs taking turns per query), then the mean over queries.
function timeConfigs(pl, grid, qs, configs, rounds) {
  const out = {};
  for (const name of Object.keys(configs)) out[name] = { micros: [], expanded: 0 };
  for (const q of qs) {
    const times = Object.fromEntries(Object.keys(configs).map((k) => [k, []]));
    for (let r = 0; r < rounds; r++) {
      for (const [name, config] of Object.entries(configs)) {
        const { result, micros } = timeFindPath(pl, grid, { ...q, diagonalMovement: RULE, ...config });
        times[name].push(micros);
        if (r === 0) out[name].expanded += result.expanded;
      }
    }
    for (const name of Object.keys(configs)) out[name].micros.push(median(times[name]));
  }
  for (const name of Object.keys(configs)) out[name] = { micros: mean(out[name].micros), expanded: out[name].expanded / qs.length };
  return out;
}

/**
 * @param {{ pl: object, sets: { name: string, mapText: string }[], rounds?: number, long?: number, short?: number,
 *   log?: (s: string) => void }} o
 */
export function measurePick({ pl, sets, rounds = 3, long = 16, short = 240, log = () => {} }) {
  const painted = (set, variant) => {
    const grid = pl.Grid.fromMovingAI(set.mapText);
    paintTerrain(grid, variant, set.name);
    return grid;
  };
  // The instance warm: the engines the pick runs, and the landmarks' build and reads, have run a
  // while, on another map.
  for (let i = 0; i < WARM_PICKS; i++) {
    const warm = pl.Grid.fromMovingAI(sets[0].mapText);
    paintTerrain(warm, i % 2 ? 'roads' : 'patches', 'warm-up');
    const pick = pl.fastestAlgorithm(warm, RULE);
    const [q] = queries(pl, warm, 1, false, rng(i + 1));
    for (const heuristic of ['default', 'landmarks']) pl.findPath(warm, { ...q, diagonalMovement: RULE, algorithm: pick.algorithm, heuristic });
    warm.delete();
  }
  const rows = [];
  for (const set of sets) {
    for (const variant of ['patches', 'roads']) {
      log(`the pick: ${set.name}, ${variant}...\n`);
      const grid = painted(set, variant);
      const next = rng(7 + rows.length);
      const longQueries = queries(pl, grid, long, false, next), shortQueries = queries(pl, grid, short, true, next);
      // The pick on copies nothing was built for yet.
      let pick;
      const pickMs = median(Array.from({ length: PICK_CALLS }, () => {
        const fresh = painted(set, variant);
        const t0 = performance.now();
        pick = pl.fastestAlgorithm(fresh, RULE);
        const ms = performance.now() - t0;
        fresh.delete();
        return ms;
      }));
      // The table's build: the first landmarks query on a fresh copy, the median of three.
      const tableMs = median([0, 1, 2].map(() => {
        const forTable = painted(set, variant);
        const first = pl.findPath(forTable, { ...longQueries[0], diagonalMovement: RULE, algorithm: pick.algorithm, heuristic: 'landmarks' });
        forTable.delete();
        return (first.precomputeMicros ?? 0) / 1000;
      }));
      const configs = { astar: { algorithm: 'astar' }, plain: { algorithm: pick.algorithm }, landmarks: { algorithm: pick.algorithm, heuristic: 'landmarks' } };
      pl.findPath(grid, { ...longQueries[0], diagonalMovement: RULE, ...configs.landmarks }); // its table, untimed
      const longTimes = timeConfigs(pl, grid, longQueries, configs, rounds);
      const shortTimes = timeConfigs(pl, grid, shortQueries, { plain: configs.plain, landmarks: configs.landmarks }, rounds);
      const payback = (t) => {
        const saved = t.plain.micros - t.landmarks.micros;
        return saved > 0 ? (tableMs * 1000) / saved : Infinity;
      };
      rows.push({ map: set.name, variant, pick: `${pick.algorithm}+${pick.heuristic}`, pickMs, astarLongMs: longTimes.astar.micros / 1000,
        tableMs, forecastLong: pick.paybackQueries, measuredLong: payback(longTimes), forecastShort: pick.shortPaybackQueries,
        measuredShort: payback(shortTimes), forecastShare: pick.landmarkShare, measuredShare: longTimes.landmarks.expanded / longTimes.plain.expanded,
        forecastShortShare: pick.shortLandmarkShare, measuredShortShare: shortTimes.landmarks.expanded / shortTimes.plain.expanded,
        short: shortTimes, long: longTimes, pickSampleMicros: { astar: pick.astarSampleMicros, picked: pick.pickedSampleMicros },
        longQueries: longQueries.length, shortQueries: shortQueries.length });
      grid.delete();
    }
  }
  return { rule: RULE, rounds, rows };
}

// forecast / measured, with Infinity over Infinity as 1 (both: never pays back).
function forecastRatio(forecast, measured) {
  if (!Number.isFinite(forecast) && !Number.isFinite(measured)) return 1;
  return forecast / measured;
}

const within = (ratio) => ratio >= 1 / FORECAST_TARGET && ratio <= FORECAST_TARGET;

// The landmarks' share of the short queries' expansions, forecast and measured (a report written
// before the pick told it has none).
const shares = (row, between) =>
  (row.forecastShortShare === undefined ? '–' : `${row.forecastShortShare.toFixed(2)}${between}${row.measuredShortShare.toFixed(2)}`);

/** The section as a table (table() from bench-report.mjs). */
export function formatPick(p, table) {
  const n = (x) => (Number.isFinite(x) ? Math.ceil(x).toLocaleString('en') : 'never');
  const r = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}x` : 'inf');
  const rows = p.rows.map((row) => {
    const cost = row.pickMs / row.astarLongMs;
    const long = forecastRatio(row.forecastLong, row.measuredLong), short = forecastRatio(row.forecastShort, row.measuredShort);
    return [row.map, row.variant, row.pick, `${row.pickMs.toFixed(0)} ms`, `${row.astarLongMs.toFixed(2)} ms`, r(cost),
      cost <= PICK_TARGET ? 'met' : 'short', `${row.tableMs.toFixed(0)} ms`, `${n(row.forecastLong)} / ${n(row.measuredLong)}`, r(long),
      `${n(row.forecastShort)} / ${n(row.measuredShort)}`, r(short), within(long) && within(short) ? 'met' : 'short',
      `${row.forecastShare.toFixed(2)} / ${row.measuredShare.toFixed(2)}`, shares(row, ' / ')];
  });
  return table(`19. The pick's cost and forecast (wasm, ${p.rule}, painted maps of section 14): fastestAlgorithm's own time against one long A* query ` +
    `(target <= ${PICK_TARGET}), and its forecast payback of the landmarks' table against the one measured here (target within ${FORECAST_TARGET}x, long and short queries)`,
  ['map', 'terrain', 'pick', 'pick time', 'long A*', 'pick / long A*', `<= ${PICK_TARGET}`, 'table build', 'payback long (forecast / measured)', 'ratio',
    'payback short (forecast / measured)', 'ratio', `within ${FORECAST_TARGET}x`, 'landmarks share (forecast / measured)', 'short queries\' share'], rows);
}

/**
 * The section as Markdown for docs/performance.md (web/tools/docs-tables.mjs, marker `pick`), with the
 * command and machine that measured it.
 * @param {object} report as bench.mjs writes it, with `pick`
 * @returns {string}
 */
export function renderPickTable(report) {
  const p = report?.pick;
  if (!p?.rows || !report.machine) throw new Error('no pick section in this report: run npm run bench -- --pick-only');
  const m = report.machine;
  const n = (x) => (Number.isFinite(x) ? Math.ceil(x).toLocaleString('en') : 'never');
  const r = (x) => (Number.isFinite(x) ? `${x.toFixed(2)}×` : '∞');
  const line = (cells) => `| ${cells.join(' | ')} |`;
  const header = ['map', 'terrain', 'pick', 'pick time', 'long A*', 'pick / long A*', 'table build', 'payback, long (forecast, measured)',
    'forecast / measured', 'payback, short (forecast, measured)', 'forecast / measured', 'landmarks\' share (forecast, measured)',
    'short queries\' share (forecast, measured)'];
  const rows = p.rows.map((row) => line([row.map, row.variant, `\`${row.pick.replace('+', '` + `')}\``, `${row.pickMs.toFixed(0)} ms`,
    `${row.astarLongMs.toFixed(2)} ms`, r(row.pickMs / row.astarLongMs), `${row.tableMs.toFixed(0)} ms`,
    `${n(row.forecastLong)}, ${n(row.measuredLong)}`, r(forecastRatio(row.forecastLong, row.measuredLong)),
    `${n(row.forecastShort)}, ${n(row.measuredShort)}`, r(forecastRatio(row.forecastShort, row.measuredShort)),
    `${row.forecastShare.toFixed(2)}, ${row.measuredShare.toFixed(2)}`, shares(row, ', ')]));
  const met = p.rows.filter((row) => row.pickMs / row.astarLongMs <= PICK_TARGET).length;
  const longWithin = p.rows.filter((row) => within(forecastRatio(row.forecastLong, row.measuredLong))).length;
  const shortWithin = p.rows.filter((row) => within(forecastRatio(row.forecastShort, row.measuredShort))).length;
  return [
    `Measured by \`npm run bench -- --pick-only --reps ${p.rounds}\`: ${m.cpu}, ${m.cores} cores; ` +
      `Node ${m.node}. Each query's time the median of ${p.rounds} rounds; the pick's time the median of ${PICK_CALLS} calls ` +
      `on fresh copies; ${p.rows[0]?.shortQueries ?? 0} short queries a map; every ratio from this one run.`,
    '',
    line(header), line(header.map(() => '---')), ...rows,
    '',
    `- The pick within ${PICK_TARGET} long A* queries: ${met} of ${p.rows.length} variants; its forecast payback within ` +
      `${FORECAST_TARGET}× of the measured one: ${longWithin} of ${p.rows.length} for long queries, ${shortWithin} for short ones.`,
  ].join('\n');
}
