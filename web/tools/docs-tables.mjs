// The documentation's generated tables, written between marker comments
// (<!-- NAME:begin --> and <!-- NAME:end -->) so the prose around them stays hand-written:
//   algorithms   docs/algorithms.md, from the library's ALGORITHM_INFO (the core's table)
//   options      docs/library.md, from the library's OPTION_INFO (the core's options table)
//   performance  docs/performance.md, from a benchmark report (build/bench/latest.json)
//   terrain      docs/performance.md, from a report with section 14 (the full run or --terrain-only)
//   load         docs/performance.md, from a report with section 15 (the full run or --load-only)
//   pick         docs/performance.md, from a report with section 19 (the full run or --pick-only)
//   jpsw         docs/performance.md, from a report with section 18 (the full run or --jpsw-only)
//
//   npm run docs:tables                        rewrites the algorithms and options tables
//   npm run docs:tables -- --check             exits 1 when either is out of date (npm test runs this)
//   npm run docs:tables -- --bench FILE.json   also rewrites the performance tables from that report
// `npm run bench -- --write-docs` rewrites the performance table from the run it just made.
import { readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { renderPickTable } from './bench-pick.mjs';
import { renderJpswTable } from './bench-jpsw.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const ALGORITHMS_DOC = `${ROOT}docs/algorithms.md`;
export const PERFORMANCE_DOC = `${ROOT}docs/performance.md`;
export const LIBRARY_DOC = `${ROOT}docs/library.md`;

const cell = (text) => String(text).replace(/\|/g, '\\|').replace(/\n/g, ' ');
const yesNo = (value) => (value ? 'yes' : 'no');
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;

function table(header, rows) {
  return [row(header), row(header.map(() => '---')), ...rows.map(row)].join('\n');
}

/**
 * The algorithms table: one row per entry of ALGORITHM_INFO, in its order.
 * @param {Array<object>} rows { id, name, family, frontier, optimal, complete, terrain, diagonalRules, graphs,
 *   defaultWeight, heuristic, credit: { text, url } | null }
 * @param {{ diagonalRules: string[] }} all every diagonal rule the library knows (DIAGONAL_RULES)
 * @returns {string} Markdown
 */
export function renderAlgorithmTable(rows, { diagonalRules }) {
  if (!Array.isArray(rows) || rows.length === 0) throw new Error('ALGORITHM_INFO must be a non-empty array');
  const rules = (accepted) => {
    if (accepted.length === diagonalRules.length && diagonalRules.every((r) => accepted.includes(r))) return 'all';
    return accepted.map((r) => `\`${r}\``).join(', ');
  };
  const defaults = (r) => [
    r.defaultWeight !== undefined && r.defaultWeight !== 1 ? `weight ${r.defaultWeight}` : null,
    r.heuristic && r.heuristic !== 'default' ? `heuristic \`${r.heuristic}\`` : null,
  ].filter(Boolean).join(', ') || '—';
  const credit = (c) => (!c ? '—' : c.url ? `[${c.text}](${c.url})` : c.text);
  return table(
    ['algorithm', '`algorithm:`', 'family', 'frontier', 'shortest path', 'finds a path if one exists', 'terrain',
      'diagonal rules', 'graphs', 'defaults', 'credit'],
    rows.map((r) => {
      for (const key of ['id', 'name', 'family', 'frontier']) {
        if (typeof r[key] !== 'string' || !r[key]) throw new Error(`ALGORITHM_INFO row ${JSON.stringify(r.id)}: '${key}' is missing`);
      }
      if (!Array.isArray(r.diagonalRules)) throw new Error(`ALGORITHM_INFO row '${r.id}': 'diagonalRules' must be an array`);
      return [r.name, `\`${r.id}\``, r.family, r.frontier, yesNo(r.optimal), yesNo(r.complete), yesNo(r.terrain),
        rules(r.diagonalRules), yesNo(r.graphs), defaults(r), credit(r.credit)];
    }),
  );
}

/**
 * The options table: one row per entry of OPTION_INFO, in its order.
 * @param {Array<object>} rows { name, kind, values: [{ id }], default, min, max, unlimited, about }
 * @param {Array<{id: string, defaultWeight: number}>} algorithms ALGORITHM_INFO, for a default that is the algorithm's
 * @returns {string} Markdown
 */
export function renderOptionTable(rows, algorithms) {
  if (!Array.isArray(rows) || rows.length === 0) throw new Error('OPTION_INFO must be a non-empty array');
  const code = (v) => `\`${v}\``;
  const number = (n) => (n === Infinity ? code('Infinity') : n.toLocaleString('en'));
  const values = (r) => {
    if (r.kind === 'choice') return r.values.map((v) => code(v.id)).join(', ');
    if (r.kind === 'flag') return `${code(true)} or ${code(false)}`;
    const bounds = r.max === Infinity ? `≥ ${number(r.min)}` : `${number(r.min)} to ${number(r.max)}`;
    return `${r.kind === 'whole' ? 'whole number' : 'number'} ${bounds}${r.unlimited ? ` or ${code('Infinity')}` : ''}`;
  };
  const byDefault = (r) => {
    if (r.default !== null) return typeof r.default === 'number' ? number(r.default) : code(r.default);
    const others = algorithms.filter((a) => a.defaultWeight !== 1).map((a) => `${a.defaultWeight} for ${code(a.id)}`);
    return ['the algorithm\'s: 1', ...others].join(', ');
  };
  return table(['option', 'values', 'default', 'what it is'], rows.map((r) => {
    if (typeof r.name !== 'string' || !r.name) throw new Error(`OPTION_INFO row ${JSON.stringify(r)}: 'name' is missing`);
    return [code(r.name), values(r), byDefault(r), r.about];
  }));
}

const us = (x) => {
  if (typeof x !== 'number' || !Number.isFinite(x)) return '—';
  if (x >= 1e6) return `${(x / 1e6).toFixed(2)} s`;
  return x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(1)} µs`;
};
/** "emcc (Emscripten gcc/clang-like replacement + …) 3.1.6 ()" -> "Emscripten 3.1.6" */
const emscripten = (text) => {
  const version = /\d+\.\d+\.\d+/.exec(String(text ?? ''));
  return version ? `Emscripten ${version[0]}` : 'Emscripten';
};
const times = (x) => (typeof x !== 'number' || !Number.isFinite(x) ? '—' : `${x.toFixed(2)}×`);

/**
 * The performance table: the headline figures of one `npm run bench` report (build/bench/*.json),
 * with the command and machine that produced them.
 * @param {object} report as bench.mjs writes it
 * @returns {string} Markdown
 */
export function renderPerformanceTable(report) {
  if (!report?.maps || !report.machine) throw new Error('not a benchmark report (no maps or machine): run npm run bench');
  const m = report.machine;
  const lines = [
    `Measured by \`${report.command}\`: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB; ` +
      `Node ${m.node}; ${emscripten(m.emscripten)}. Medians per query over the maps' evenly spaced scenarios; ratios are medians of ` +
      'per-query ratios. Compare figures within this table, not with other machines.',
    '',
    table(['map', 'A* native', 'A* wasm', 'wasm / native', 'JPS over A* (native)', 'JPS+ over A* (native)',
      'library over PathFinding.js, end to end', 'search alone'],
    Object.entries(report.maps).map(([name, s]) => [name, us(s.astar?.nativeMedianMicros), us(s.astar?.wasmMedianMicros),
      times(s.astar?.wasmOverNative), times(s.jps?.speedupNative), times(s['jps-plus']?.speedupNative),
      times(s.pathfindingJs?.endToEndRatio), times(s.pathfindingJs?.searchRatio)])),
  ];
  const extra = [];
  const c = report.callPath;
  if (c) extra.push(`- \`findPath\` between neighbouring cells: ${us(c.findPathCpuMicros)} of CPU time per call with a fresh ` +
    `options object, ${us(c.preparedCpuMicros)} with a prepared query; the wasm call alone ${us(c.wasmCallMicros)}, ` +
    `the same search natively ${us(c.nativeSearchMicros)}.`);
  const q = report.shortQueries;
  if (q) extra.push(`- Short queries (the ${q.queries} shortest of ${q.map}): ours ${us(q.oursMedianMicros)} end to end, ` +
    `${times(q.searchRatio)} faster than PathFinding.js's search alone and ${times(q.endToEndRatio)} than its clone + search; ` +
    `JPS+ ${times(q.jpsPlusEndToEndRatio)}.`);
  const j = report.jpsPlus4096;
  if (j) extra.push(`- JPS+ on a 4096 × 4096 grid: a ${(j.tableBytes / 2 ** 20).toFixed(0)} MB table built in ${us(j.buildMicros)}; ` +
    `corner to corner A* ${us(j.cornerToCorner.astar)}, JPS ${us(j.cornerToCorner.jps)}, JPS+ ${us(j.cornerToCorner['jps-plus'])} (wasm).`);
  if (extra.length) lines.push('', ...extra);
  return lines.join('\n');
}

// The rounds of section 14's variants: "3", or "3 to 15" where small maps took more
// (wasm-timing.mjs's takingTurns); older reports give one count for all.
function roundsSpan(t) {
  const counts = Object.values(t.maps).flatMap((m) => Object.values(m.variants)).map((v) => v.rounds ?? t.rounds);
  const low = Math.min(...counts), high = Math.max(...counts);
  return low === high ? `${low}` : `${low} to ${high}`;
}

/**
 * Section 14 of a benchmark report (the terrain variants of the shipped maps) as Markdown, with the
 * command and machine that produced it.
 * @param {object} report as bench.mjs writes it, with `terrain`
 * @returns {string} Markdown
 */
export function renderTerrainTable(report) {
  const t = report?.terrain;
  if (!t?.maps || !report.machine) throw new Error('no terrain section in this report: run npm run bench -- --terrain-only');
  const m = report.machine;
  const rows = Object.entries(t.maps).flatMap(([name, map]) => Object.entries(map.variants).map(([variant, v]) => {
    const e = v.engines;
    const payback = (n) => (Number.isFinite(n) ? Math.ceil(n).toLocaleString('en') : 'never');
    return [name, variant, us(e.astar.meanMicros), us(e.landmarks.meanMicros), us(e.jps.meanMicros), us(e.jpsLandmarks.meanMicros),
      `\`${v.pick.algorithm}\` + \`${v.pick.heuristic}\``, times(e.astar.meanMicros / e.landmarks.meanMicros),
      times(e.astar.meanMicros / e.jps.meanMicros), times(e.astar.meanMicros / e.jpsLandmarks.meanMicros),
      times(e.astar.meanMicros / e.pick.meanMicros),
      `${(v.tableBytes / 2 ** 20).toFixed(1)} MB, ${us(v.tableMs * 1000)}`, `${payback(v.pick.paybackQueries)}, ${payback(v.measuredPayback)}`,
      e.astar.wrongCosts + e.landmarks.wrongCosts + e.jps.wrongCosts + e.jpsLandmarks.wrongCosts + e.pick.wrongCosts];
  }));
  const lines = [
    `Measured by \`${report.command}\`: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB; ` +
      `Node ${m.node}; ${emscripten(m.emscripten)}. Mean time per query of the wasm call under \`${t.rule}\`, each query's ` +
      `time its median over ${roundsSpan(t)} rounds; ratios above 1: faster than A*.`,
    '',
    table(['map', 'terrain', 'A*', 'A* + landmarks', 'JPS', 'JPS + landmarks', 'pick', 'A* / landmarks', 'A* / JPS',
      'A* / JPS + landmarks', 'A* / pick', 'landmark table (size, build)', 'table pays back after (predicted, measured)', 'wrong costs'], rows),
    '',
    `- The pick over A*: ${times(t.pickOverAStarGeomean)} in the geometric mean, ${times(t.pickOverAStarMin)} at the least.`,
  ];
  if (t.big) {
    lines.push(`- Landmarks on a ${t.big.size} × ${t.big.size} map with patches: a ${(t.big.tableBytes / 2 ** 20).toFixed(0)} MB ` +
      `table built in ${us(t.big.buildMicros)}; corner to corner A* ${us(t.big.astarMicros)}, with landmarks ${us(t.big.landmarksMicros)} (wasm).`);
  }
  return lines.join('\n');
}

/**
 * Section 15 of a benchmark report (opening the built site on a phone's network, beside PathFinding.js's
 * visual page) as Markdown, with the command, machine and browser that produced it.
 * @param {object} report as bench.mjs writes it, with `load`
 * @returns {string} Markdown
 */
export function renderLoadTable(report) {
  const l = report?.load;
  if (!l?.pages || !report.machine) throw new Error('no load section in this report: run npm run bench -- --load-only');
  const m = report.machine;
  const n = l.network;
  const seconds = (x) => `${x.toFixed(2)} s`;
  const kib = (x) => (x < 10 * 1024 ? (x / 1024).toFixed(1) : Math.round(x / 1024).toLocaleString('en'));
  const site = relative(ROOT, l.site);
  const lines = [
    `Measured by \`${report.command}\`: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB; ${l.browser}. ` +
      `The site in \`${site.startsWith('..') ? l.site : `${site || '.'}/`}\`, served by \`web/tools/serve.mjs\`, on a phone's network as ` +
      `Chromium emulates it: ${n.latency} ms round trip, ${(n.downloadThroughput * 8) / 1e6} Mbit/s down, ` +
      `${(n.uploadThroughput * 8) / 1e3} kbit/s up. Medians of ${l.reps} run${l.reps === 1 ? '' : 's'}, each cold run in a fresh browser context, the warm ` +
      'one the same page opened again in its tab; requests and KiB up to ready, KiB on the wire as the server sent them.',
    '',
    table(['page', 'cold ready', 'cold requests', 'cold KiB on the wire', 'cold KiB decoded', 'warm ready', 'warm requests',
      'warm KiB on the wire', 'cold ready / PathFinding.js\'s'],
    Object.entries(l.pages).map(([name, p]) => [name, seconds(p.cold.readySeconds), p.cold.requests, kib(p.cold.wireBytes),
      kib(p.cold.decodedBytes), seconds(p.warm.readySeconds), p.warm.requests, kib(p.warm.wireBytes), times(p.coldOverPathFinding)])),
    '',
  ];
  const verdict = (met) => (met ? 'met' : 'missed');
  for (const [name, p] of Object.entries(l.pages).filter(([, p]) => p.met)) {
    lines.push(`- ${name}: cold ready ≤ ${l.targets.overPathFinding.toFixed(1)}× PathFinding.js's: ${verdict(p.met.overPathFinding)} ` +
      `(${times(p.coldOverPathFinding)}); ≤ ${l.targets.requests} requests before ready: ${verdict(p.met.requests)} (${p.cold.requests}); ` +
      `warm ready ≤ ${l.targets.warmSeconds} s: ${verdict(p.met.warm)} (${seconds(p.warm.readySeconds)}).`);
  }
  return lines.join('\n');
}

/**
 * `text` with the lines between <!-- name:begin --> and <!-- name:end --> replaced by `body`.
 * @throws {Error} when the markers are missing or out of order
 */
export function replaceSection(text, name, body) {
  const begin = `<!-- ${name}:begin -->`;
  const end = `<!-- ${name}:end -->`;
  const from = text.indexOf(begin);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`the markers ${begin} and ${end} are missing`);
  return `${text.slice(0, from + begin.length)}\n${body}\n${text.slice(to)}`;
}

/**
 * Rewrites docs/performance.md's generated tables from a benchmark report: the headline table from a
 * full run, the terrain table from any report with section 14, the table of opening the site from any
 * report with section 15.
 */
export function writePerformanceDocs(report, file = PERFORMANCE_DOC) {
  let text = readFileSync(file, 'utf8');
  if (Object.keys(report?.maps ?? {}).length > 0 || !(report?.terrain || report?.load || report?.jpsw || report?.pick)) {
    text = replaceSection(text, 'performance', renderPerformanceTable(report));
  }
  if (report?.terrain) text = replaceSection(text, 'terrain', renderTerrainTable(report));
  if (report?.load) text = replaceSection(text, 'load', renderLoadTable(report));
  if (report?.pick) text = replaceSection(text, 'pick', renderPickTable(report));
  if (report?.jpsw) text = replaceSection(text, 'jpsw', renderJpswTable(report));
  writeFileSync(file, text);
}

/** The algorithms table from the library's own exports; fails clearly when it has no ALGORITHM_INFO. */
export async function algorithmsSection() {
  const library = await import('../src/lib/pathlab.js');
  if (!Array.isArray(library.ALGORITHM_INFO)) {
    throw new Error('the library exports no ALGORITHM_INFO (web/src/lib/options.js, re-exported by web/src/lib/pathlab.js): ' +
      'the algorithms table is generated from it');
  }
  return renderAlgorithmTable(library.ALGORITHM_INFO, { diagonalRules: library.DIAGONAL_RULES });
}

/** The options table from the library's own exports. */
export async function optionsSection() {
  const library = await import('../src/lib/pathlab.js');
  return renderOptionTable(library.OPTION_INFO, library.ALGORITHM_INFO);
}

// Each generated table's document, marker name and source.
const GENERATED = [
  { file: ALGORITHMS_DOC, name: 'algorithms', render: algorithmsSection, source: 'ALGORITHM_INFO' },
  { file: LIBRARY_DOC, name: 'options', render: optionsSection, source: 'OPTION_INFO' },
];

async function main(args) {
  const check = args.includes('--check');
  const at = args.indexOf('--bench');
  const known = new Set(['--check', '--bench']);
  if ((at >= 0 && !args[at + 1]) || args.some((a, i) => !known.has(a) && i !== at + 1)) {
    throw new Error('usage: npm run docs:tables [-- --check] [-- --bench build/bench/latest.json]');
  }
  if (at >= 0) {
    writePerformanceDocs(JSON.parse(readFileSync(args[at + 1], 'utf8')));
    console.log(`docs:tables: wrote the performance table in docs/performance.md from ${args[at + 1]}`);
  }
  for (const { file, name, render, source } of GENERATED) {
    const current = readFileSync(file, 'utf8');
    const wanted = replaceSection(current, name, await render());
    const doc = file.slice(ROOT.length);
    if (check) {
      if (wanted !== current) throw new Error(`${doc} is out of date with ${source}: run \`npm run docs:tables\``);
      console.log(`docs:tables: ${doc} is up to date`);
    } else {
      writeFileSync(file, wanted);
      console.log(`docs:tables: wrote the ${name} table in ${doc}`);
    }
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main(process.argv.slice(2)).catch((error) => {
    console.error(`docs:tables: ${error.message}`);
    process.exit(1);
  });
}
