// `npm run bench -- --jpsw PATH`: our terrain searches against the JPSW authors' own program (Carlson,
// Moghadam, Harabor, Stuckey and Ebrahimi, "Optimal Pathfinding on Weighted Grid Maps", AAAI 2023;
// Warthog's `warthog --alg jpsw`, built by .tools/jpsw-authors.sh), natively, on the same painted maps
// and queries, under their cost model: terrainCost 'crossed' (a straight step costs the mean of its
// two cells, a diagonal √2 × the mean of its 2 × 2 block) and the Moving AI rule (their diagonal needs
// its whole block walkable). The maps are section 14's: the shipped Moving AI maps with terrain painted
// by its seeded generator (bench-terrain.mjs), written out as a map for each side (ours reads the
// digits as costs; theirs reads each character as a label, priced by a cost file: '@' 0, a wall to
// them, '.' 1, '2'..'9' their digit). Every query's cost is checked against theirs: a difference beyond
// floating-point rounding fails the section. Timed, each by its own clock (their `nanos` column, our
// search time): their JPSW, and our A*, JPS, JPS with the landmarks and fastestAlgorithm's pick
// (made for the default cost model, searched under theirs). Their program solves each query once per
// process, so it gets the file twice and only the second pass counts; ours warms up with one untimed
// pass. The engines take turns, pass after pass; each figure is the median pass's mean time per query,
// and every ratio comes from this one run.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paintTerrain, TERRAIN_VARIANTS } from './bench-terrain.mjs';
import { mean, median } from './stats.mjs';

const RULE = 'only-when-no-obstacles';
// Our engines; the pick is added per map.
const OURS = { astar: ['--algorithm', 'astar'], jps: ['--algorithm', 'jps'],
  'jps + landmarks': ['--algorithm', 'jps', '--heuristic', 'landmarks'] };
// Their cost file: a label and its cost per line; cost 0 is a wall.
const COSTS = ['@ 0', '. 1', ...[2, 3, 4, 5, 6, 7, 8, 9].map((c) => `${c} ${c}`)].join('\n');
// Rounding, relative: their √2 is a float literal (1.414213562f, warthog's sys/constants.h), 1.7e-8
// below ours, and sums of the same path's steps taken in other orders differ in the last digits.
// Two paths of different cost on these maps differ by far more.
const TOLERANCE = 1e-7;

/** A painted library Grid as Moving AI text: '@' walls, '.' cost 1, the digit of any other cost. */
export function paintedMapText(grid) {
  const { width, height } = grid;
  const cells = grid.getCells();
  const rows = [];
  for (let y = 0; y < height; y++) {
    let line = '';
    for (let x = 0; x < width; x++) {
      const c = cells[y * width + x];
      line += c & 0x80 ? '@' : (c & 0x0f) <= 1 ? '.' : String(c & 0x0f);
    }
    rows.push(line);
  }
  return `type octile\nheight ${height}\nwidth ${width}\nmap\n${rows.join('\n')}\n`;
}

function scenText(mapPath, width, height, queries) {
  return `version 1\n${queries.map((q) => [0, mapPath, width, height, ...q.start, ...q.goal, 0].join('\t')).join('\n')}\n`;
}

// Their second pass over the doubled file: time (us) and cost per query.
function runTheirs(binary, doubledScen, costsPath, count) {
  const out = execFileSync(binary, ['--alg', 'jpsw', '--scen', doubledScen, '--costs', costsPath],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 1 << 28 });
  // id, alg, start's label, goal's label, expanded, touched, reopen, surplus, heapops, nanos, pcost, plen, map
  const rows = out.trim().split('\n').slice(1).map((line) => line.split('\t'));
  if (rows.length !== 2 * count) throw new Error(`their program answered ${rows.length} queries of ${2 * count}:\n${out.slice(0, 500)}`);
  return rows.slice(count).map((r) => ({ micros: Number(r[9]) / 1000, expanded: Number(r[4]),
    cost: Number(r[11]) < 2 ** 32 ? Number(r[10]) : null }));
}

function runOurs(nativeBench, args, mapPath, scenPath) {
  const out = execFileSync(nativeBench, ['--map', mapPath, '--scen', scenPath, '--diagonal', RULE, '--terrain-cost', 'crossed',
    ...args, '--reps', '1', '--warmup', '1'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  return out.trim().split('\n').map((line) => JSON.parse(line)).map((r) => ({ micros: r.micros, expanded: r.expanded, cost: r.cost }));
}

const sameCost = (a, b) => (a === null) === (b === null) && (a === null || Math.abs(a - b) <= TOLERANCE * Math.max(1, Math.abs(b)));

/**
 * @param {{ pl: object, binary: string, nativeBench: string,
 *   sets: { name: string, mapText: string, queries: { start: number[], goal: number[] }[] }[],
 *   passes?: number, log?: (s: string) => void }} o
 */
export function measureJpsw({ pl, binary, nativeBench, sets, passes = 3, log = () => {} }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathlab-jpsw-'));
  const result = { binary, passes, rule: RULE, terrainCost: 'crossed', maps: {} };
  try {
    const costsPath = path.join(dir, 'costs.txt');
    writeFileSync(costsPath, `${COSTS}\n`);
    for (const set of sets) {
      for (const variant of TERRAIN_VARIANTS) {
        const key = `${set.name} ${variant}`;
        log(`JPSW comparison: ${key}...\n`);
        const grid = pl.Grid.fromMovingAI(set.mapText);
        paintTerrain(grid, variant, set.name);
        const pick = pl.fastestAlgorithm(grid, RULE, { terrainCost: 'crossed' }); // the model this comparison prices by
        const { width, height } = grid;
        const mapPath = path.join(dir, `${set.name}-${variant}.map`);
        writeFileSync(mapPath, paintedMapText(grid));
        grid.delete();
        const scenPath = path.join(dir, `${set.name}-${variant}.map.scen`);
        const doubled = path.join(dir, `${set.name}-${variant}-twice.map.scen`);
        writeFileSync(scenPath, scenText(mapPath, width, height, set.queries));
        writeFileSync(doubled, scenText(mapPath, width, height, [...set.queries, ...set.queries]));
        const engines = { ...OURS, pick: ['--algorithm', pick.algorithm, '--heuristic', pick.heuristic] };
        const runs = { jpsw: [] };
        for (let pass = 0; pass < passes; pass++) {
          runs.jpsw.push(runTheirs(binary, doubled, costsPath, set.queries.length));
          for (const [name, args] of Object.entries(engines)) (runs[name] ??= []).push(runOurs(nativeBench, args, mapPath, scenPath));
        }
        const reference = runs.jpsw[0].map((r) => r.cost);
        const row = { queries: set.queries.length, pick: `${pick.algorithm}+${pick.heuristic}`, engines: {} };
        for (const [name, rs] of Object.entries(runs)) {
          const wrong = rs.flatMap((run) => run.map((r, i) => ({ i, ours: r.cost, theirs: reference[i] })))
            .filter((c) => !sameCost(c.ours, c.theirs));
          if (wrong.length > 0) {
            const q = set.queries[wrong[0].i];
            throw new Error(`JPSW comparison FAILED on ${key}: ${name} costs ${wrong[0].ours} where their JPSW costs ` +
              `${wrong[0].theirs}, query ${wrong[0].i} (${q.start} to ${q.goal}); ${wrong.length} differ`);
          }
          const micros = rs.map((run) => mean(run.map((r) => r.micros)));
          row.engines[name] = { micros: median(micros), expanded: mean(rs[0].map((r) => r.expanded)) };
        }
        const ours = Object.keys(engines).filter((n) => n !== 'astar');
        row.best = ours.reduce((b, n) => (row.engines[n].micros < row.engines[b].micros ? n : b));
        result.maps[key] = row;
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const rows = Object.values(result.maps);
  const geomean = (f) => Math.exp(mean(rows.map((r) => Math.log(f(r)))));
  result.theirsOverBestGeomean = geomean((r) => r.engines.jpsw.micros / r.engines[r.best].micros);
  result.theirsOverPickGeomean = geomean((r) => r.engines.jpsw.micros / r.engines.pick.micros);
  result.theirsOverBestMin = Math.min(...rows.map((r) => r.engines.jpsw.micros / r.engines[r.best].micros));
  return result;
}

// Where .tools/jpsw-authors.sh builds their program.
const BUILT = fileURLToPath(new URL('../../build/jpsw-authors/src/warthog/build/fast/bin/warthog', import.meta.url));

/**
 * Section 18 of `npm run bench`: their program at `binary`, or where .tools/jpsw-authors.sh built it;
 * without either, null and a line saying the section was skipped (an error when `required`).
 */
export function jpswSection({ binary, required = false, ...o }) {
  const program = binary ?? (existsSync(BUILT) ? BUILT : null);
  if (!program) {
    const why = 'their program is not built (bash .tools/jpsw-authors.sh, or --jpsw PATH)';
    if (required) throw new Error(`--jpsw-only: ${why}`);
    console.log(`18. JPSW comparison skipped: ${why}`);
    return null;
  }
  return measureJpsw({ binary: program, ...o });
}

/** `npm run bench -- --jpsw-only`: the section alone, printed, written as JSON, and to the docs with `write`. */
export function jpswOnly(report, run, { out, table, write }) {
  report.command += ' --jpsw-only';
  report.jpsw = run();
  const m = report.machine;
  console.log(`Pathlab benchmark, ${report.when}: ${report.command}\nmachine: ${m.cpu}, ${m.cores} cores, load ${m.load}`);
  console.log(formatJpsw(report.jpsw, table));
  writeFileSync(`${out}jpsw-latest.json`, JSON.stringify(report, null, 2));
  if (write) write(report);
}

const us = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : x >= 100 ? `${x.toFixed(0)} us` : `${x.toFixed(1)} us`);
const ratio = (a, b) => `${(a / b).toFixed(2)}x`;

function rows(j) {
  return Object.entries(j.maps).map(([key, m]) => {
    const e = m.engines;
    return [key, m.queries, us(e.jpsw.micros), e.jpsw.expanded.toFixed(0), us(e.astar.micros), us(e.jps.micros),
      us(e['jps + landmarks'].micros), `${m.pick} ${us(e.pick.micros)}`, m.best, ratio(e.jpsw.micros, e[m.best].micros),
      ratio(e.jpsw.micros, e.pick.micros), ratio(e.astar.micros, e.jpsw.micros)];
  });
}
const HEADER = ['map, terrain', 'queries', 'their JPSW', 'its expanded', 'our A*', 'our JPS', 'JPS + landmarks', 'the pick',
  'our best', 'their JPSW / our best', 'their JPSW / the pick', 'our A* / their JPSW'];
const summary = (j) => `their JPSW over our best: ${j.theirsOverBestGeomean.toFixed(2)}x in the geometric mean, ` +
  `${j.theirsOverBestMin.toFixed(2)}x at the least; over the pick ${j.theirsOverPickGeomean.toFixed(2)}x; every cost the same as theirs`;

/** The section as a table (table() from bench.mjs). */
export function formatJpsw(j, table) {
  return `${table(`18. Terrain under the JPSW authors' cost model ('crossed', ${j.rule}), natively, against their JPSW ` +
    `(${j.binary}); mean search time per query, median of ${j.passes} passes taking turns; ratios above 1: ours faster`,
  HEADER, rows(j))}\n${summary(j)}`;
}

/** The section as Markdown for docs/performance.md (web/tools/docs-tables.mjs). */
export function renderJpswTable(report) {
  const j = report?.jpsw;
  if (!j?.maps) throw new Error('no JPSW section in this report: run npm run bench -- --jpsw PATH --jpsw-only');
  const line = (cells) => `| ${cells.join(' | ')} |`;
  return [`Measured by \`${report.command}\`: ${report.machine.cpu}, ${report.machine.cores} cores. ` +
    `Native, each side's own search clock; compare ratios, not times.`, '',
  line(HEADER), line(HEADER.map(() => '---')), ...rows(j).map(line), '', `- ${summary(j)}.`].join('\n');
}
