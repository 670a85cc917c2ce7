// `npm run bench`: Pathlab's speed, measured in one run and printed as a table;
// the figures are also written as JSON to build/bench/bench-<time>.json and
// build/bench/latest.json. What it compares, on the same queries:
//   1. native C++ vs the wasm core under Node (A*, search time inside the core);
//   2. the JS library vs PathFinding.js 0.4.18, used as its README says (a grid
//      clone before each search, AStarFinder with OnlyWhenNoObstacles and its
//      default octile heuristic): end to end (our findPath call including the
//      path conversion; their clone + findPath) and search only (our core time;
//      their findPath on an already cloned grid);
//   3. JPS and bidirectional search vs A* (native and wasm); Theta* and Lazy
//      Theta* vs A*: the path length they save and the time they take;
//   4. the three open lists of Millington's AI for Games on a 2000 x 2000 grid (native and wasm);
//   5. expansions per second;
//   6. in Chromium (web/tools/bench-page.mjs): A* per-search time on the page's
//      main thread (95th percentile against one 16 ms frame), a 2000 x 2000
//      search in the page's worker (longest main-thread stall), transfer size;
//   7. replanning (web/tools/bench-replan.mjs): LPA* and D* Lite repairs per
//      edit against a fresh A* (expansions and time);
//   8. the call path: findPath between neighbouring cells of an open 512 x 512
//      grid, end to end, beside the wasm call alone and the native search;
//   9. short queries: the shortest scenarios of den520d (256 x 257, the largest
//      game map in tests/data/movingai), ours end to end vs PathFinding.js;
//  10. JPS+: speed-up over A* and JPS, its table's size and build time on the
//      512 x 512 maps and on a 4096 x 4096 one.
// The wasm times ("wasm", "ours search") are findPath's `micros`: the call into
// wasm (start, search, outcome) timed in JS, as the library reports it; a query
// whose call takes under 20 us is repeated back to back and its times averaged.
// Queries are evenly spaced over each Moving AI .scen file (all path lengths).
// Every time is a median over rounds in which the native and wasm engines take
// turns, so a slow spell hits both (PathFinding.js runs its rounds after them);
// every ratio is the median of per-query ratios.
//  11. with --warthog PATH, or when .tools/warthog.sh built Warthog beside the
//      repository (../warthog-jps): native JPS and JPS+ against Warthog's JPS
//      variants (web/tools/bench-warthog.mjs; --warthog-only runs just that);
//  12. jps and jps-plus under the other diagonal rules (web/tools/bench-jump-rules.mjs):
//      4-connected against l1-path-finder, corner cutting against A* and
//      PathFinding.js's jump point search; --jump-rules-only runs just that
//      (and 11, when Warthog is there);
//  13. flow fields (web/tools/bench-flow.mjs): a build against an update() after a few
//      edited cells, 512 x 512 and 2048 x 2048, wasm; --flow-field-only runs just that.
//  14. terrain (web/tools/bench-terrain.mjs): the six shipped maps with terrain painted by a
//      seeded generator (patches, roads), every cost checked against Dijkstra; A*, A* with
//      landmarks, JPS and fastestAlgorithm's pick, wasm; --terrain-only runs just that, and
//      --terrain-4096 adds the landmarks' table on a 4096 x 4096 map with terrain.
//  15. opening the site (web/tools/bench-load.mjs): the built site (dist/, or --site DIR) and
//      PathFinding.js's visual page in Chromium on an emulated phone network, cold and warm: time to
//      ready, requests and bytes before ready; with the page sections (not with --no-page);
//      --load-only runs just that (no build: it measures the site npm run dist wrote).
//  16. checking traces (web/tools/bench-check.mjs): `pathlab check` timed from outside on a 1 MiB trace
//      and on a class of 200 traces in one --batch; --check-only runs just that.
//  17. one edit between landmark queries (web/tools/bench-edits.mjs): the query after a one-cell
//      edit against the same query unedited, 512 x 512 with terrain; --edits-only runs just that.
//  18. their JPSW against our terrain searches natively, where built (web/tools/bench-jpsw.mjs); --jpsw-only.
//  19. the pick's cost and forecast (web/tools/bench-pick.mjs): fastestAlgorithm's time against a long
//      A* query, its forecast payback against the measured one; --pick-only runs just that (no build).
//  20. timeline seeks (web/tools/bench-replay.mjs): the page's replay of a 16-million-event trace, jumps
//      and steps back; --replay-only runs just that (no build).
// Every run that measures the maps ends with their searches against the release's figures
// (web/tools/bench-release.mjs): a search more than 5 % slower prints "BENCH FAILED" and the run exits
// non-zero; --write-release VERSION writes that file from the run instead, when a release is cut.
//   npm run bench [-- --queries N] [--reps N] [--no-page] [--warthog PATH [--warthog-only] [--warthog-passes N]] [--jpsw PATH [--jpsw-only]] [--astar-only]
//     [--jps-only] [--jump-rules-only] [--flow-field-only] [--terrain-only] [--edits-only] [--pick-only] [--replay-only] [--write-release VERSION] [--terrain-4096] [--load-only] [--check-only] [--site DIR] [--write-docs]
// --write-docs also rewrites the table of docs/performance.md from this run (web/tools/docs-tables.mjs).
// --astar-only runs sections 1 and 2 alone (A* native, wasm and PathFinding.js
// on the maps), a few minutes with small --queries and --reps. --jps-only runs
// section 3b alone (JPS+ against A* and JPS, native and wasm, with its table).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { loadPathlab } from '../src/lib/pathlab.js';
import { parseScenarios } from '../src/lib/scenarios.js';
import { formatFlowAgainstJs, formatFlowFields, measureFlowAgainstJs, measureFlowFields } from './bench-flow.mjs';
import { measureReplanning } from './bench-replan.mjs';
import { formatWarthog, measureWarthog } from './bench-warthog.mjs';
import { jpswOnly, jpswSection } from './bench-jpsw.mjs';
import { timeFindPath, warmUp } from './wasm-timing.mjs';
import { formatJumpRules, measureJumpRules } from './bench-jump-rules.mjs';
import { TERRAIN_MAPS, formatTerrain, measureTerrain, measureTerrainBig } from './bench-terrain.mjs';
import { DEFAULT_SITE, checkSite, formatLoad, measureLoad } from './bench-load.mjs';
import { formatCheck, measureCheck } from './bench-check.mjs';
import { formatReplay, measureReplay } from './bench-replay.mjs';
import { writePerformanceDocs } from './docs-tables.mjs';
import { formatEdits, measureEdits } from './bench-edits.mjs';
import { formatPick, measurePick } from './bench-pick.mjs';
import { compareWithRelease, formatRelease, readRelease, writeRelease } from './bench-release.mjs';
import { median } from './stats.mjs';
import { ANY_ANGLE, costMismatches, formatReport, JPS_FAMILY, summarizeMap, table } from './bench-report.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));
const OUT = `${ROOT}build/bench/`;
const NATIVE_BENCH = `${ROOT}build/native/pathlab_bench`;
const PF = createRequire(import.meta.url)('pathfinding');

const MAPS_512 = ['random512-10-0', '8room_000', 'maze512-1-0'];
const SHORT_QUERY_MAP = 'den520d';
const GAME_MAPS = ['den520d', 'arena'];

const ratios = (a, b) => a.map((x, i) => x / b[i]);

// The command line: --X-only runs section X alone; the options named in VALUES take a value.
const ONLY = ['astar', 'jps', 'jump-rules', 'flow-field', 'terrain', 'edits', 'pick', 'replay', 'load', 'check', 'warthog', 'jpsw'];
const VALUES = { queries: 'N', reps: 'N', warthog: 'PATH', 'warthog-passes': 'N', jpsw: 'PATH', 'write-release': 'VERSION', site: 'DIR' };
// memory-probe is internal: measureMemory() runs the benchmark again with it in a fresh process.
const SWITCHES = { 'no-page': ['page', false], 'terrain-4096': ['terrain4096', true], 'write-docs': ['writeDocs', true], 'memory-probe': ['memoryProbe', true] };
const USAGE = [...Object.entries(VALUES).map(([name, value]) => `--${name} ${value}`), ...ONLY.map((name) => `--${name}-only`),
  '--no-page', '--terrain-4096', '--write-docs'].join(', ');
const camel = (name) => name.replace(/-(\w)/g, (_, letter) => letter.toUpperCase());

function parseArguments(argv) {
  const a = { queries: 60, reps: 5, page: true, memoryProbe: false };
  for (let i = 0; i < argv.length; i++) {
    const name = argv[i].replace(/^--/, '');
    if (name.endsWith('-only') && ONLY.includes(name.slice(0, -5))) a[`${camel(name.slice(0, -5))}Only`] = true;
    else if (Object.hasOwn(SWITCHES, name)) a[SWITCHES[name][0]] = SWITCHES[name][1];
    else if (Object.hasOwn(VALUES, name)) a[camel(name)] = VALUES[name] === 'N' ? Number(argv[++i]) : argv[++i];
    else throw new Error(`unknown argument ${argv[i]} (use ${USAGE})`);
  }
  if (a.jpsOnly && a.writeDocs) throw new Error('--write-docs wants the whole run, not --jps-only');
  if (!(a.queries >= 1 && a.reps >= 1)) throw new Error('--queries and --reps want whole numbers >= 1');
  if (a.warthogPasses !== undefined && !(Number.isInteger(a.warthogPasses) && a.warthogPasses >= 1)) {
    throw new Error('--warthog-passes wants a whole number >= 1');
  }
  if (a.site !== undefined && !a.site) throw new Error('--site wants the built site\'s folder (npm run dist writes dist/)');
  a.warthog ??= [`${ROOT}../warthog-jps/build/warthog-jps`, `${ROOT}../warthog-jps/build/apps/warthog-jps`].find((p) => existsSync(p));
  if (a.warthogOnly && !a.warthog) throw new Error('--warthog-only needs --warthog PATH (the warthog-jps program), or .tools/warthog.sh');
  return a;
}

const args = parseArguments(process.argv.slice(2));

// ---- queries ----

function loadQueries(pl, name, count) {
  const parsed = parseScenarios(pl, readFileSync(`${DATA}${name}.map.scen`, 'latin1'));
  if (!parsed.ok) throw new Error(`${name}.map.scen: ${parsed.error}`);
  const all = parsed.scenarios;
  const picked = [];
  for (let k = 0; k < Math.min(count, all.length); k++) picked.push(all[Math.floor(((k + 0.5) * all.length) / Math.min(count, all.length))]);
  return { name, mapText: readFileSync(`${DATA}${name}.map`, 'latin1'), queries: picked };
}

// Writes the queries as a .scen file so the native runner does exactly the same work.
function writeScen(set) {
  const path = `${OUT}${set.name}.queries.scen`;
  const lines = set.queries.map((q) =>
    [0, `${set.name}.map`, q.mapWidth ?? set.width, q.mapHeight ?? set.height, ...q.start, ...q.goal, q.optimal ?? 0].join('\t'));
  writeFileSync(path, `version 1\n${lines.join('\n')}\n`);
  return path;
}

// ---- engines ----

// One pass over the queries per call; measure() repeats passes in rounds.
function runNative(set, algorithm, openList) {
  const mapPath = set.mapPath ?? `${DATA}${set.name}.map`;
  const out = execFileSync(NATIVE_BENCH, ['--map', mapPath, '--scen', set.scenPath, '--algorithm', algorithm,
    '--open-list', openList, '--reps', '1', '--warmup', '1'], { encoding: 'utf8', maxBuffer: 1 << 26 });
  return out.trim().split('\n').map((line) => JSON.parse(line));
}

function runWasm(pl, grid, set, algorithm, openList) {
  return set.queries.map((q) => {
    const { result: r, micros, endToEndMicros } = timeFindPath(pl, grid, { start: q.start, goal: q.goal, algorithm, openList });
    return { micros, endToEndMicros, expanded: r.expanded, cost: r.status === 'found' ? r.cost : null };
  });
}

function runPathFinding(pf, set) {
  return set.queries.map((q) => {
    let t0 = performance.now();
    const path = pf.finder.findPath(...q.start, ...q.goal, pf.base.clone());
    const endToEndMicros = (performance.now() - t0) * 1000;
    const grid = pf.base.clone();
    t0 = performance.now();
    pf.finder.findPath(...q.start, ...q.goal, grid);
    return { endToEndMicros, micros: (performance.now() - t0) * 1000, cost: path.length ? pathCost(path) : null };
  });
}

// PathFinding.js leaves hundreds of megabytes of grid clones behind; collecting
// them before each pass (npm run bench gives node --expose-gc) keeps the
// garbage collector's threads from running during the next pass.
function settleHeap() {
  globalThis.gc?.();
}

// Runs every engine over the queries `rounds` times, the engines taking turns
// within each round, so that a slow spell on a shared machine hits all of them
// rather than one; each query's times are then the medians over the rounds.
// The engines in this process first run untimed for a while (warmUp).
function measure(engines, rounds) {
  warmUp(Object.entries(engines).filter(([name]) => name !== 'native').map(([, run]) => run));
  const passes = Object.fromEntries(Object.keys(engines).map((name) => [name, []]));
  for (let round = 0; round < rounds; round++) {
    for (const [name, run] of Object.entries(engines)) {
      settleHeap();
      passes[name].push(run());
    }
  }
  const medianOf = (runs, i, field) => median(runs.map((run) => run[i][field]));
  return Object.fromEntries(Object.entries(passes).map(([name, runs]) => [name, runs[0].map((first, i) => ({
    ...first,
    micros: medianOf(runs, i, 'micros'),
    ...(first.endToEndMicros !== undefined ? { endToEndMicros: medianOf(runs, i, 'endToEndMicros') } : {}),
  }))]));
}

function pathCost(path) {
  let cost = 0;
  for (let i = 1; i < path.length; i++) {
    cost += path[i][0] !== path[i - 1][0] && path[i][1] !== path[i - 1][1] ? Math.SQRT2 : 1;
  }
  return cost;
}

// ---- the 2000 x 2000 grid of the open-list comparison ----

// A C++ write-up of Millington's designs compares them on a 2000 x 2000 grid; it does not publish
// the grid, so this is a reproducible one: 25% walls from a fixed xorshift seed,
// corners kept free.
function makeGrid2000(pl, writeFiles = true) {
  const size = 2000;
  const cells = new Uint8Array(size * size);
  let state = 2463534242;
  for (let i = 0; i < cells.length; i++) {
    state ^= state << 13; state >>>= 0;
    state ^= state >>> 17;
    state ^= state << 5; state >>>= 0;
    cells[i] = state % 100 < 25 ? 0x81 : 1;
  }
  cells[0] = 1;
  cells[cells.length - 1] = 1;
  const grid = new pl.Grid(size, size);
  grid.setCells(cells);
  const queries = [{ start: [0, 0], goal: [size - 1, size - 1] }, { start: [0, size - 1], goal: [size - 1, 0] },
    { start: [500, 500], goal: [1500, 1500] }].filter((q) => grid.isWalkable(...q.start) && grid.isWalkable(...q.goal));
  const mapPath = `${OUT}grid2000.map`;
  if (writeFiles) writeFileSync(mapPath, grid.toMovingAI());
  return { grid, set: { name: 'grid2000', width: size, height: size, mapPath, queries } };
}

// ---- the run ----

function machine() {
  const tool = (cmd, argv) => spawnSync(cmd, argv, { encoding: 'utf8' }).stdout?.split('\n')[0] ?? '?';
  return {
    cpu: os.cpus()[0]?.model ?? '?', cores: os.cpus().length, memoryGB: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`, node: process.version, compiler: tool('g++', ['--version']),
    emscripten: tool('emcc', ['--version']), load: os.loadavg().map((x) => x.toFixed(2)).join(' '),
  };
}

// The pick's section, on the painted maps of section 14.
function pickSection(pl) {
  return measurePick({ pl, sets: TERRAIN_MAPS.map((name) => loadQueries(pl, name, 1)), rounds: args.reps, log: (s) => process.stderr.write(s) });
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  if (args.pickOnly) { // the core as built: no build
    const report = { when: new Date().toISOString(), machine: machine(), pick: pickSection(await loadPathlab()) };
    console.log(`Pathlab benchmark, ${report.when}: npm run bench -- --pick-only --reps ${args.reps}; ${report.machine.cpu}, ` +
      `${report.machine.cores} cores, load ${report.machine.load}\n${formatPick(report.pick, table)}`);
    writeFileSync(`${OUT}pick-latest.json`, JSON.stringify(report, null, 2));
    if (args.writeDocs) writePerformanceDocs(report);
    return;
  }
  // Section 15 measures the built site: say so now, not after the other sections' minutes.
  const loadSection = args.loadOnly || (args.page && !(args.astarOnly || args.jpsOnly || args.jumpRulesOnly || args.terrainOnly ||
    args.flowFieldOnly || args.warthogOnly || args.checkOnly || args.jpswOnly || args.replayOnly));
  if (loadSection) checkSite(args.site ?? DEFAULT_SITE);
  if (args.loadOnly) {
    await loadOnly();
    return;
  }
  if (args.checkOnly) { // the command as installed: no build
    console.log(formatCheck(await measureCheck({ reps: args.reps, log: (s) => process.stderr.write(s) })));
    return;
  }
  if (args.replayOnly) { // the page's JavaScript alone: no build
    console.log(formatReplay(measureReplay()));
    return;
  }
  process.stderr.write('building (incremental)...\n');
  execFileSync('bash', [`${ROOT}.tools/build.sh`], { stdio: ['ignore', 'ignore', 'inherit'] });
  const pl = await loadPathlab();
  const report = { when: new Date().toISOString(),
    command: `npm run bench -- --queries ${args.queries} --reps ${args.reps}${args.astarOnly ? ' --astar-only' : ''}${args.jpsOnly ? ' --jps-only' : ''}${args.jumpRulesOnly ? ' --jump-rules-only' : ''}${args.terrainOnly ? ' --terrain-only' : ''}`,
    astarOnly: Boolean(args.astarOnly), jpsOnly: Boolean(args.jpsOnly), machine: machine(), queriesPerMap: args.queries, reps: args.reps, maps: {}, openLists: {}, page: null };
  if (args.warthog) {
    report.warthog = measureWarthog({ binary: args.warthog, nativeBench: NATIVE_BENCH, dataDir: DATA, passes: args.warthogPasses,
      maps: [...GAME_MAPS, ...MAPS_512, 'Berlin_0_256'], log: (s) => process.stderr.write(s) });
    if (args.warthogOnly) {
      console.log(formatWarthog(report.warthog, table));
      return;
    }
  }
  const jumpRuleSets = () => [...GAME_MAPS, ...MAPS_512, 'Berlin_0_256'].map((name) => loadQueries(pl, name, args.queries));
  if (args.jumpRulesOnly) {
    report.jumpRules = measureJumpRules({ pl, sets: jumpRuleSets(), rounds: args.reps, log: (s) => process.stderr.write(s) });
    console.log(`Pathlab benchmark, ${report.when}: ${report.command}\nmachine: ${report.machine.cpu}, ` +
      `${report.machine.cores} cores, load ${report.machine.load}`);
    if (report.warthog) console.log(formatWarthog(report.warthog, table));
    console.log(formatJumpRules(report.jumpRules, table));
    return;
  }
  const measureTerrainSection = () => {
    const terrain = measureTerrain({ pl, sets: TERRAIN_MAPS.map((name) => loadQueries(pl, name, args.queries)), rounds: args.reps,
      log: (s) => process.stderr.write(s) });
    if (args.terrain4096) {
      process.stderr.write('terrain: landmarks on 4096 x 4096...\n');
      terrain.big = measureTerrainBig(pl);
    }
    return terrain;
  };
  if (args.terrainOnly) {
    report.terrain = measureTerrainSection();
  process.stderr.write('edits between landmark queries...\n');
  report.edits = measureEdits(pl);
    console.log(`Pathlab benchmark, ${report.when}: ${report.command}\nmachine: ${report.machine.cpu}, ` +
      `${report.machine.cores} cores, load ${report.machine.load}`);
    console.log(formatTerrain(report.terrain, table));
    mkdirSync(OUT, { recursive: true });
    writeFileSync(`${OUT}terrain-latest.json`, JSON.stringify(report, null, 2));
    if (args.writeDocs) {
      writePerformanceDocs(report);
      console.log('docs/performance.md: its terrain table rewritten from this run');
    }
    return;
  }
  const jpsw = () => jpswSection({ pl, binary: args.jpsw, required: args.jpswOnly, nativeBench: NATIVE_BENCH,
    log: (s) => process.stderr.write(s), sets: TERRAIN_MAPS.map((name) => loadQueries(pl, name, args.queries)) });
  if (args.jpswOnly) return jpswOnly(report, jpsw, { out: OUT, table, write: args.writeDocs ? writePerformanceDocs : null });
  if (args.editsOnly) {
    process.stderr.write('edits between landmark queries...\n');
    console.log(formatEdits(measureEdits(pl), table));
    return;
  }
  if (args.flowFieldOnly) {
    process.stderr.write('flow fields...\n');
    console.log(formatFlowFields(measureFlowFields(pl)));
    console.log(formatFlowAgainstJs(measureFlowAgainstJs(pl)));
    return;
  }

  for (const name of [...MAPS_512, ...GAME_MAPS]) {
    process.stderr.write(`${name}...\n`);
    const set = loadQueries(pl, name, args.queries);
    set.scenPath = writeScen(set);
    const grid = pl.Grid.fromMovingAI(set.mapText);
    const row = { queries: set.queries.length };
    const pf = MAPS_512.includes(name) && !args.jpsOnly ? { base: new PF.Grid(grid.toMatrix()),
      finder: new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles }) } : null;
    const algorithms = args.astarOnly ? ['astar'] : args.jpsOnly ? ['astar', ...JPS_FAMILY]
      : ['astar', ...JPS_FAMILY, 'bidirectional-astar', ...ANY_ANGLE];
    for (const algorithm of algorithms) {
      row[algorithm] = measure({
        native: () => runNative(set, algorithm, 'heap'),
        wasm: () => runWasm(pl, grid, set, algorithm, 'heap'),
      }, args.reps);
      // In rounds of its own: right after a pass of PathFinding.js, whose grid
      // clones churn through hundreds of megabytes, the wasm core measured
      // slower on the maze (even after a garbage collection; docs/performance.md,
      // "Running the benchmark").
      if (pf && algorithm === 'astar') row.pathfindingJs = measure({ pathfindingJs: () => runPathFinding(pf, set) }, args.reps).pathfindingJs;
      row[algorithm].wrongCosts = set.queries.filter((q, i) => (ANY_ANGLE.includes(algorithm)
        ? row[algorithm].native[i].cost > q.optimal + 1e-3 // never above the 8-direction optimum
        : Math.abs(row[algorithm].native[i].cost - q.optimal) > 1e-3)).length;
    }
    report.maps[name] = summarizeMap(row);
    if (!args.astarOnly) {
      report.maps[name].jpsPlusTable = measureJumpTable(pl, grid);
      report.maps[name].fastest = pl.fastestAlgorithm(grid);
    }
    grid.delete();
  }
  if (args.astarOnly || args.jpsOnly) {
    writeReport(report);
    return;
  }
  process.stderr.write('call path...\n');
  report.callPath = measureCallPath(pl, args.reps);
  process.stderr.write('short queries...\n');
  report.shortQueries = measureShortQueries(pl, args.reps);
  process.stderr.write('JPS+ on 4096 x 4096...\n');
  report.jpsPlus4096 = measureJumpTable4096(pl);

  process.stderr.write('open lists on 2000 x 2000...\n');
  const big = makeGrid2000(pl);
  big.set.scenPath = writeScen(big.set);
  for (const openList of ['heap', 'node-array', 'array']) {
    const { native, wasm } = measure({
      native: () => runNative(big.set, 'astar', openList),
      wasm: () => runWasm(pl, big.grid, big.set, 'astar', openList),
    }, openList === 'heap' ? args.reps : 1);
    report.openLists[openList] = {
      nativeMicros: native.map((r) => r.micros), wasmMicros: wasm.map((r) => r.micros),
      expanded: native.map((r) => r.expanded), costs: native.map((r) => r.cost),
    };
  }
  report.openListQueries = big.set.queries;
  report.memory2000 = measureMemory();
  big.grid.delete();
  report.jumpRules = measureJumpRules({ pl, sets: jumpRuleSets(), rounds: args.reps, log: (s) => process.stderr.write(s) });
  report.replanning = await measureReplanning({ queries: Math.min(args.queries, 5), edits: 20, log: (s) => process.stderr.write(s) });
  process.stderr.write('flow fields...\n');
  report.flowFields = measureFlowFields(pl);
  report.flowAgainstJs = measureFlowAgainstJs(pl);
  report.terrain = measureTerrainSection();
  report.jpsw = jpsw();
  process.stderr.write('edits between landmark queries...\n');
  report.edits = measureEdits(pl);
  process.stderr.write('the pick\'s cost and forecast...\n');
  report.pick = pickSection(pl);
  report.check = await measureCheck({ reps: args.reps, log: (s) => process.stderr.write(s) });
  process.stderr.write('timeline seeks...\n');
  report.replay = measureReplay();

  if (args.page) {
    process.stderr.write('page in Chromium...\n');
    const { measurePage } = await import('./bench-page.mjs');
    report.page = await measurePage();
    process.stderr.write('opening the site in Chromium...\n');
    report.load = await measureLoad({ site: args.site, reps: args.reps, log: (s) => process.stderr.write(s) });
  }
  writeReport(report);
}

// --load-only: section 15 alone, without building (it measures the site npm run dist wrote, or --site DIR).
async function loadOnly() {
  const when = new Date().toISOString();
  const report = { when, command: `npm run bench -- --load-only --reps ${args.reps}${args.site ? ` --site ${args.site}` : ''}`,
    machine: machine(), reps: args.reps,
    load: await measureLoad({ site: args.site, reps: args.reps, log: (s) => process.stderr.write(s) }) };
  console.log(`Pathlab benchmark, ${report.when}: ${report.command}\nmachine: ${report.machine.cpu}, ` +
    `${report.machine.cores} cores, load ${report.machine.load}; ${report.load.browser}`);
  console.log(formatLoad(report.load, table));
  writeFileSync(`${OUT}load-latest.json`, JSON.stringify(report, null, 2));
  console.log('\nJSON: build/bench/load-latest.json');
  if (args.writeDocs) {
    writePerformanceDocs(report);
    console.log('docs/performance.md: its table of opening the site rewritten from this run');
  }
}

function writeReport(report) {
  const file = `${OUT}bench-${report.when.replace(/[:.]/g, '-')}.json`;
  writeFileSync(file, JSON.stringify(report, null, 2));
  writeFileSync(`${OUT}latest.json`, JSON.stringify(report, null, 2));
  console.log(formatReport(report));
  console.log(`\nJSON: ${file} (and build/bench/latest.json)`);
  if (args.writeDocs) {
    writePerformanceDocs(report);
    console.log('docs/performance.md: its table rewritten from this run');
  }
  if (args.writeRelease) {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();
    writeRelease(report, args.writeRelease, commit);
    console.log(`web/tools/bench-release.json: written from this run as release ${args.writeRelease}`);
    return;
  }
  const release = readRelease();
  if (!release) {
    console.log('\nno release figures (web/tools/bench-release.json): nothing compared; --write-release VERSION writes them');
    return;
  }
  const { text, failed } = formatRelease(compareWithRelease(report, release), release, report, table);
  console.log(text);
  if (failed) process.exitCode = 1;
}

// Bytes of wasm memory a 2000 x 2000 corner-to-corner A* needs, measured in a
// fresh Node process (this file with --memory-probe) so that nothing else has
// grown the heap: after the grid, after findPath (no trace), and after a
// steppable search with its trace. The heap grows in steps, so these are upper
// bounds; the exact sizes of the search arrays are given too.
function measureMemory() {
  const out = execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--memory-probe'], { encoding: 'utf8' });
  return JSON.parse(out);
}

async function memoryProbe() {
  const pl = await loadPathlab();
  const heapBytes = () => pl.core.HEAP8.length;
  const startup = heapBytes();
  const { grid, set } = makeGrid2000(pl, false);
  const withGrid = heapBytes();
  const q = set.queries[0];
  pl.findPath(grid, { start: q.start, goal: q.goal });
  const afterSearch = heapBytes();
  const traced = pl.createSearch(grid, { start: q.start, goal: q.goal });
  traced.run();
  const events = traced.trace.length;
  const afterTracedSearch = heapBytes();
  const nodes = (2000 + 2) * (2000 + 2);
  console.log(JSON.stringify({
    heapAtStartupBytes: startup, heapWithGridBytes: withGrid, heapAfterSearchBytes: afterSearch,
    heapAfterTracedSearchBytes: afterTracedSearch, traceEvents: events, traceBytes: events * 25,
    searchArrayBytes: nodes * (2 + 8 + 4 + 4), // per padded cell: stamp, g, parent, heap position
  }));
}

// ---- the call path, short queries and JPS+ ----

// findPath between neighbouring cells of an open 512 x 512 grid, in batches
// (a single call is too short to time alone): a fresh options object per call
// as game code writes it, a prepared query, the wasm call alone (findPath's
// micros), and the native search of the same queries.
function measureCallPath(pl, rounds) {
  const size = 512;
  const grid = new pl.Grid(size, size);
  const pairs = [];
  let state = 88172645;
  for (let i = 0; i < 1000; i++) {
    state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
    const x = 1 + (state % (size - 2)), y = 1 + ((state >>> 9) % (size - 2));
    const d = [[1, 0], [0, 1], [-1, 0], [0, -1], [1, 1], [-1, 1], [1, -1], [-1, -1]][state % 8];
    pairs.push({ start: [x, y], goal: [x + d[0], y + d[1]] });
  }
  const query = pl.prepareQuery({});
  const batches = 40;
  const engines = {
    findPath: () => { for (let b = 0; b < batches; b++) for (const p of pairs) pl.findPath(grid, { start: p.start, goal: p.goal }); },
    prepared: () => { for (let b = 0; b < batches; b++) for (const p of pairs) query.findPath(grid, p.start, p.goal); },
  };
  // Wall-clock time and this process's CPU time per call. On a shared machine
  // the wall clock of a batch also counts the time other processes held the
  // core (at load 9 on 2 cores, 5-10x the CPU time), while the wasm call alone,
  // timed call by call, rarely catches a switch: the CPU time is the figure to
  // compare with it.
  const perCall = {};
  const cpuPerCall = {};
  for (const [name, run] of Object.entries(engines)) {
    run(); // warm up
    const times = [];
    const cpuTimes = [];
    for (let r = 0; r < Math.max(5, rounds); r++) {
      settleHeap();
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      run();
      times.push(((performance.now() - t0) * 1000) / (batches * pairs.length));
      const cpu = process.cpuUsage(cpu0);
      cpuTimes.push((cpu.user + cpu.system) / (batches * pairs.length));
    }
    perCall[name] = median(times);
    cpuPerCall[name] = median(cpuTimes);
  }
  const micros = [];
  for (let r = 0; r < Math.max(5, rounds); r++) {
    let total = 0;
    for (const p of pairs) total += query.findPath(grid, p.start, p.goal).micros;
    micros.push(total / pairs.length);
  }
  const wasmCall = median(micros);
  const set = { name: 'open512', width: size, height: size, mapPath: `${OUT}open512.map`, queries: pairs };
  writeFileSync(set.mapPath, grid.toMovingAI());
  set.scenPath = writeScen(set);
  const native = median(runNative(set, 'astar', 'heap').map((r) => r.micros));
  query.delete();
  grid.delete();
  return { findPathMicros: perCall.findPath, preparedMicros: perCall.prepared, findPathCpuMicros: cpuPerCall.findPath,
    preparedCpuMicros: cpuPerCall.prepared, wasmCallMicros: wasmCall, nativeSearchMicros: native, load: os.loadavg()[0] };
}

// The shortest scenarios of a game map: ours end to end (findPath with a fresh
// options object) against PathFinding.js's search alone and its documented use
// (a grid clone, then the search). Per query: medians over rounds.
function measureShortQueries(pl, rounds, count = 200) {
  const parsed = parseScenarios(pl, readFileSync(`${DATA}${SHORT_QUERY_MAP}.map.scen`, 'latin1'));
  const queries = [...parsed.scenarios].sort((a, b) => a.optimal - b.optimal).slice(0, count);
  const grid = pl.Grid.fromMovingAI(readFileSync(`${DATA}${SHORT_QUERY_MAP}.map`, 'latin1'));
  const pf = { base: new PF.Grid(grid.toMatrix()), finder: new PF.AStarFinder({ diagonalMovement: PF.DiagonalMovement.OnlyWhenNoObstacles }) };
  const set = { queries };
  const ours = (algorithm) => () => set.queries.map((q) => {
    const t0 = performance.now();
    const r = pl.findPath(grid, { start: q.start, goal: q.goal, algorithm });
    return { micros: r.micros, endToEndMicros: (performance.now() - t0) * 1000, expanded: r.expanded, cost: r.status === 'found' ? r.cost : null };
  });
  for (const q of queries) pl.findPath(grid, { start: q.start, goal: q.goal }); // warm up
  const { astar, jpsPlus } = measure({ astar: ours('astar'), jpsPlus: ours('jps-plus') }, Math.max(5, rounds));
  const pathfindingJs = measure({ pathfindingJs: () => runPathFinding(pf, set) }, Math.max(5, rounds)).pathfindingJs;
  grid.delete();
  const e2e = (runs) => runs.map((r) => r.endToEndMicros);
  return {
    map: SHORT_QUERY_MAP, queries: queries.length, longestOptimal: queries.at(-1).optimal,
    expandedMedian: median(astar.map((r) => r.expanded)),
    oursMedianMicros: median(e2e(astar)), jpsPlusMedianMicros: median(e2e(jpsPlus)),
    pfSearchMedianMicros: median(pathfindingJs.map((r) => r.micros)), pfEndToEndMedianMicros: median(e2e(pathfindingJs)),
    searchRatio: median(ratios(pathfindingJs.map((r) => r.micros), e2e(astar))),
    endToEndRatio: median(ratios(e2e(pathfindingJs), e2e(astar))),
    jpsPlusEndToEndRatio: median(ratios(e2e(pathfindingJs), e2e(jpsPlus))),
    costMismatches: costMismatches(pathfindingJs, astar),
  };
}

// JPS+'s table on a grid: its bytes and its build time, which the first jps-plus
// findPath after an edit reports as precomputeBytes and precomputeMicros (its
// `micros` leaves the build out); the build's median of 3.
function measureJumpTable(pl, grid, corner = null) {
  const cells = grid.getCells();
  let start = corner, goal = corner;
  if (!corner) {
    const free = [];
    for (let i = 0; i < cells.length && free.length < 2; i++) if (!(cells[i] & 0x80) && (free.length === 0 || i > cells.length / 2)) free.push(i);
    [start, goal] = free.map((i) => [i % grid.width, Math.floor(i / grid.width)]);
  }
  const options = { start, goal, algorithm: 'jps-plus' };
  const builds = [];
  let tableBytes = 0;
  for (let r = 0; r < 3; r++) {
    grid.setWalkable(...start, true); // an edit: the next search rebuilds the table
    const result = pl.findPath(grid, options);
    builds.push(result.precomputeMicros);
    tableBytes = result.precomputeBytes;
  }
  return { tableBytes, buildMicros: median(builds) };
}

function measureJumpTable4096(pl) {
  const size = 4096;
  const cells = new Uint8Array(size * size);
  let state = 2463534242;
  for (let i = 0; i < cells.length; i++) {
    state ^= state << 13; state >>>= 0; state ^= state >>> 17; state ^= state << 5; state >>>= 0;
    cells[i] = state % 100 < 10 ? 0x81 : 1;
  }
  cells[0] = 1;
  cells[cells.length - 1] = 1;
  const grid = new pl.Grid(size, size);
  grid.setCells(cells);
  const heapBefore = pl.core.HEAP8.length;
  const table = measureJumpTable(pl, grid, [0, 0]);
  const far = { start: [0, 0], goal: [size - 1, size - 1] };
  const times = {};
  for (const algorithm of ['astar', 'jps', 'jps-plus']) times[algorithm] = pl.findPath(grid, { ...far, algorithm }).micros;
  const out = { ...table, heapGrowthBytes: pl.core.HEAP8.length - heapBefore, cornerToCorner: times };
  grid.delete();
  return out;
}

(args.memoryProbe ? memoryProbe() : main()).catch((error) => {
  process.stderr.write(`pathlab bench: ${error.stack ?? error}\n`);
  process.exit(1);
});
