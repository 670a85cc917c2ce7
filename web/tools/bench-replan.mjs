// Replanning in `npm run bench` (section 7): LPA* and D* Lite against a fresh
// A* after each edit, on the Moving AI maps. Per query, a replanner plans once,
// then the map gets `edits` random edits, one at a time: a cell within 3 cells
// of a random cell of the current path turns from free to wall or back (a seeded generator,
// so every run edits alike). After each edit the replanner plans again and A*
// searches afresh on the same map; both times are the core's own (result.micros).
// Also an agent that walks: D* Lite's start moves one cell along its path per
// edit and the edits land within 3 cells of the path's next 10 cells.
//   node web/tools/bench-replan.mjs [--queries N] [--edits N]   (this part alone)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';
import { parseScenarios } from '../src/lib/scenarios.js';
import { median } from './stats.mjs';

const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));
export const REPLAN_MAPS = ['den520d', 'random512-10-0', '8room_000', 'maze512-1-0', 'arena'];

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

// Queries from the longer half of the .scen file, evenly spaced: replanning matters on long paths.
function queries(pl, name, count) {
  const parsed = parseScenarios(pl, readFileSync(`${DATA}${name}.map.scen`, 'latin1'));
  if (!parsed.ok) throw new Error(`${name}.map.scen: ${parsed.error}`);
  const long = parsed.scenarios.slice(Math.floor(parsed.scenarios.length / 2));
  const n = Math.min(count, long.length);
  return Array.from({ length: n }, (_, k) => long[Math.floor(((k + 0.5) * long.length) / n)]);
}

// Toggles a cell (wall <-> free) near one of `cells` (path cells), never an endpoint; false when none fits.
function edit(grid, cells, next, ends) {
  for (let attempt = 0; attempt < 50; attempt++) {
    const [px, py] = cells[Math.floor(next() * cells.length)];
    const x = px + Math.floor(next() * 7) - 3;
    const y = py + Math.floor(next() * 7) - 3;
    if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) continue;
    if (ends.some(([ex, ey]) => ex === x && ey === y)) continue;
    grid.setWalkable(x, y, !grid.isWalkable(x, y));
    return true;
  }
  return false;
}

function run(pl, mapText, query, algorithm, walk, edits, seed) {
  const grid = pl.Grid.fromMovingAI(mapText);
  const goal = query.goal;
  let start = query.start;
  const rp = pl.createReplanner(grid, { start, goal, algorithm, trace: false });
  const next = rng(seed);
  const out = { repairExpanded: [], repairMicros: [], freshExpanded: [], freshMicros: [], wrong: 0, fullReplans: 0 };
  let r = rp.plan();
  let path = r.path; // the last path found: edits land near it even while the goal is cut off
  for (let e = 0; e < edits && path.length >= 2; e++) {
    if (walk && r.status === 'found') {
      path = path.slice(1);
      start = path[0];
      rp.setStart(...start);
      if (path.length < 2) break;
    }
    const near = walk ? path.slice(1, 11) : path;
    if (!edit(grid, near, next, [start, goal])) break;
    r = rp.plan();
    if (r.status === 'found') path = r.path;
    const fresh = pl.findPath(grid, { start, goal });
    out.repairExpanded.push(r.expanded);
    out.repairMicros.push(r.micros);
    out.freshExpanded.push(fresh.expanded);
    out.freshMicros.push(fresh.micros);
    if (r.status !== fresh.status || (r.status === 'found' && Math.abs(r.cost - fresh.cost) > 1e-9 * fresh.cost)) out.wrong++;
    if (!r.repaired) out.fullReplans++;
  }
  rp.delete();
  grid.delete();
  return out;
}

const sum = (a) => a.reduce((s, x) => s + x, 0);

/** Measures every map; resolves to { queries, edits, rows: [{ map, case, edits, ... }] }. */
export async function measureReplanning({ queries: count = 10, edits = 20, log = () => {} } = {}) {
  const pl = await loadPathlab();
  const rows = [];
  for (const map of REPLAN_MAPS) {
    log(`replanning on ${map}...\n`);
    const mapText = readFileSync(`${DATA}${map}.map`, 'latin1');
    const picked = queries(pl, map, count);
    for (const [label, algorithm, walk] of [['lpa-star', 'lpa-star', false], ['d-star-lite', 'd-star-lite', false],
      ['d-star-lite, walking', 'd-star-lite', true]]) {
      const all = { repairExpanded: [], repairMicros: [], freshExpanded: [], freshMicros: [], wrong: 0, fullReplans: 0 };
      picked.forEach((query, i) => {
        const one = run(pl, mapText, query, algorithm, walk, edits, 1000 + i);
        for (const key of ['repairExpanded', 'repairMicros', 'freshExpanded', 'freshMicros']) all[key].push(...one[key]);
        all.wrong += one.wrong;
        all.fullReplans += one.fullReplans;
      });
      rows.push({
        map, case: label, edits: all.repairExpanded.length, wrong: all.wrong, fullReplans: all.fullReplans,
        repairExpandedMedian: median(all.repairExpanded), freshExpandedMedian: median(all.freshExpanded),
        expansionRatio: sum(all.freshExpanded) / Math.max(1, sum(all.repairExpanded)),
        repairMicrosMedian: median(all.repairMicros), freshMicrosMedian: median(all.freshMicros),
        timeRatio: sum(all.freshMicros) / Math.max(1e-9, sum(all.repairMicros)),
      });
    }
  }
  return { queries: count, edits, rows };
}

/** The section's lines for the benchmark's report. */
export function formatReplanning(r, table) {
  const us = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(1)} us`);
  return table(`7. Replanning: per edit (a cell within 3 cells of the path turns wall or free), the replanner's repair vs a fresh A* ` +
    `(wasm; ${r.queries} long queries per map, ${r.edits} edits each; ratios = total fresh / total repair)`,
  ['map', 'replanner', 'edits', 'repair exp', 'A* exp', 'exp ratio', 'repair time', 'A* time', 'time ratio', 'full', 'wrong'],
  r.rows.map((row) => [row.map, row.case, row.edits, row.repairExpandedMedian, row.freshExpandedMedian,
    `${row.expansionRatio.toFixed(1)}x`, us(row.repairMicrosMedian), us(row.freshMicrosMedian), `${row.timeRatio.toFixed(1)}x`,
    row.fullReplans, row.wrong]));
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const argv = process.argv.slice(2);
  const option = (name, fallback) => (argv.includes(name) ? Number(argv[argv.indexOf(name) + 1]) : fallback);
  const table = (title, header, rows) => {
    const all = [header, ...rows];
    const widths = header.map((_, c) => Math.max(...all.map((row) => String(row[c]).length)));
    const line = (row) => row.map((cell, c) => (c === 0 || c === 1 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ');
    return [`\n${title}`, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
  };
  const report = await measureReplanning({ queries: option('--queries', 10), edits: option('--edits', 20), log: (s) => process.stderr.write(s) });
  console.log(formatReplanning(report, table));
}
