// The benchmark's report (npm run bench, web/tools/bench.mjs): each map's summary of its runs, and
// the report in words and tables, each section's figures as the run measured them.
import os from 'node:os';
import { formatBytes } from '../src/ui/stats-panels.js';
import { formatFlowAgainstJs, formatFlowFields } from './bench-flow.mjs';
import { formatReplanning } from './bench-replan.mjs';
import { formatWarthog } from './bench-warthog.mjs';
import { formatJpsw } from './bench-jpsw.mjs';
import { formatJumpRules } from './bench-jump-rules.mjs';
import { formatTerrain } from './bench-terrain.mjs';
import { formatLoad } from './bench-load.mjs';
import { formatCheck } from './bench-check.mjs';
import { formatReplay } from './bench-replay.mjs';
import { formatEdits } from './bench-edits.mjs';
import { formatPick } from './bench-pick.mjs';
import { median } from './stats.mjs';

export const ANY_ANGLE = ['theta-star', 'lazy-theta-star']; // shorter than A*'s paths by design: no "wrong" costs

const us = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(1)} us`);
const times = (x) => `${x.toFixed(2)}x`;
const mega = (x) => `${(x / 1e6).toFixed(2)} M/s`;
const verdict = (met) => (met ? 'met' : 'short');
const ratios = (a, b) => a.map((x, i) => x / b[i]);
export const JPS_FAMILY = ['jps', 'jps-plus'];
/** How many of two runs' queries differ in cost (one found and the other not, or costs apart). */
export const costMismatches = (a, b) => a.filter((x, i) => (x.cost === null) !== (b[i].cost === null) ||
  (x.cost !== null && Math.abs(x.cost - b[i].cost) > 1e-6)).length;

function expansionsPerSecond(runs) {
  const expanded = runs.reduce((s, r) => s + r.expanded, 0);
  const micros = runs.reduce((s, r) => s + r.micros, 0);
  return expanded / (micros / 1e6);
}

export function summarizeMap(row) {
  const astar = row.astar;
  const summary = {
    queries: row.queries,
    astar: {
      nativeMedianMicros: median(astar.native.map((r) => r.micros)),
      wasmMedianMicros: median(astar.wasm.map((r) => r.micros)),
      libraryMedianMicros: median(astar.wasm.map((r) => r.endToEndMicros)),
      wasmOverNative: median(ratios(astar.wasm.map((r) => r.micros), astar.native.map((r) => r.micros))),
      nativeExpansionsPerSecond: expansionsPerSecond(astar.native),
      wasmExpansionsPerSecond: expansionsPerSecond(astar.wasm),
      wrongCosts: astar.wrongCosts,
    },
  };
  for (const algorithm of [...JPS_FAMILY, 'bidirectional-astar'].filter((a) => row[a])) {
    const r = row[algorithm];
    summary[algorithm] = {
      nativeMedianMicros: median(r.native.map((x) => x.micros)),
      wasmMedianMicros: median(r.wasm.map((x) => x.micros)),
      speedupNative: median(ratios(astar.native.map((x) => x.micros), r.native.map((x) => x.micros))),
      speedupWasm: median(ratios(astar.wasm.map((x) => x.micros), r.wasm.map((x) => x.micros))),
      expandedMedian: median(r.native.map((x) => x.expanded)),
      overJpsNative: median(ratios(row.jps.native.map((x) => x.micros), r.native.map((x) => x.micros))),
      overJpsWasm: median(ratios(row.jps.wasm.map((x) => x.micros), r.wasm.map((x) => x.micros))),
      nativeMeanMicros: r.native.reduce((t, x) => t + x.micros, 0) / r.native.length,
      wasmMeanMicros: r.wasm.reduce((t, x) => t + x.micros, 0) / r.wasm.length,
      wrongCosts: r.wrongCosts,
    };
  }
  for (const algorithm of ANY_ANGLE.filter((a) => row[a])) summary[algorithm] = summarizeAnyAngle(row[algorithm], astar);
  if (row.pathfindingJs) {
    const pf = row.pathfindingJs;
    summary.pathfindingJs = {
      endToEndMedianMicros: median(pf.map((r) => r.endToEndMicros)),
      searchMedianMicros: median(pf.map((r) => r.micros)),
      endToEndRatio: median(ratios(pf.map((r) => r.endToEndMicros), astar.wasm.map((r) => r.endToEndMicros))),
      searchRatio: median(ratios(pf.map((r) => r.micros), astar.wasm.map((r) => r.micros))),
      costMismatches: costMismatches(pf, astar.wasm),
    };
  }
  return summary;
}

// Path length saved against A* (1 - its cost / A*'s, over queries with a path
// of some length) and time relative to A* (its time / A*'s).
function summarizeAnyAngle(r, astar) {
  const found = r.native.map((x, i) => [x.cost, astar.native[i].cost]).filter(([a, b]) => a !== null && b > 0);
  const saved = found.map(([a, b]) => 1 - a / b);
  return {
    nativeMedianMicros: median(r.native.map((x) => x.micros)),
    wasmMedianMicros: median(r.wasm.map((x) => x.micros)),
    lengthSavedMedian: median(saved),
    lengthSavedMean: saved.reduce((sum, x) => sum + x, 0) / Math.max(1, saved.length),
    timeOverAStarNative: median(ratios(r.native.map((x) => x.micros), astar.native.map((x) => x.micros))),
    timeOverAStarWasm: median(ratios(r.wasm.map((x) => x.micros), astar.wasm.map((x) => x.micros))),
    expandedMedian: median(r.native.map((x) => x.expanded)),
    aboveOptimal: r.wrongCosts,
  };
}

export function table(title, header, rows) {
  const all = [header, ...rows];
  const widths = header.map((_, c) => Math.max(...all.map((r) => String(r[c]).length)));
  const line = (r) => r.map((cell, c) => (c === 0 ? String(cell).padEnd(widths[c]) : String(cell).padStart(widths[c]))).join('  ');
  return [`\n${title}`, line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

// How much longer the other jump point search takes than the library's pick (pl.fastestAlgorithm)
// over the map's queries in wasm: the ratio of their mean times, which is what a game pays for a
// stream of queries (a median query says little when a few long ones take most of the time).
function otherOverPicked(s) {
  const picked = s.fastest?.algorithm;
  if (picked !== 'jps' && picked !== 'jps-plus') return '-';
  const other = picked === 'jps' ? 'jps-plus' : 'jps';
  return `${(s[other].wasmMeanMicros / s[picked].wasmMeanMicros).toFixed(2)}x`;
}

// Section 3b: JPS+ against A* and JPS ("vs JPS" above 1: JPS+ is the faster).
function jpsPlusTable(maps) {
  return table('3b. JPS+ (jump distances precomputed per cell and direction) vs A* and JPS; table size and build time; the library\'s pick (pl.fastestAlgorithm) and how much longer the other jump point search takes for the same queries in wasm (mean times; above 1: the pick is the faster)',
    ['map', 'JPS+ native', 'mean', 'vs A*', 'vs JPS', 'JPS+ wasm', 'vs A*', 'vs JPS', 'table', 'build (wasm)', 'wrong',
      'fastestAlgorithm', 'other / picked (wasm)'],
    maps.map(([name, s]) => [name, us(s['jps-plus'].nativeMedianMicros), us(s['jps-plus'].nativeMeanMicros),
      times(s['jps-plus'].speedupNative), times(s['jps-plus'].overJpsNative), us(s['jps-plus'].wasmMedianMicros),
      times(s['jps-plus'].speedupWasm), times(s['jps-plus'].overJpsWasm), formatBytes(s.jpsPlusTable.tableBytes),
      us(s.jpsPlusTable.buildMicros), s['jps-plus'].wrongCosts, s.fastest?.algorithm ?? '-',
      otherOverPicked(s)]));
}

export function formatReport(r) {
  const m = r.machine;
  const out = [`Pathlab benchmark, ${r.when}\nmachine: ${m.cpu}, ${m.cores} cores, ${m.memoryGB} GB, ${m.os}; ` +
    `node ${m.node}; ${m.compiler}; ${m.emscripten}; load ${m.load}\n` +
    `${r.queriesPerMap} queries per map (evenly spaced over the .scen file), medians of ${r.reps} rounds, engines taking turns`];
  const maps = Object.entries(r.maps);
  out.push(table('1. A*: native vs wasm (search time inside the core; target wasm/native <= 1.15)',
    ['map', 'native', 'wasm', 'wasm/native', '<= 1.15', 'native exp/s', 'wasm exp/s', 'wrong'],
    maps.map(([name, s]) => [name, us(s.astar.nativeMedianMicros), us(s.astar.wasmMedianMicros), times(s.astar.wasmOverNative),
      verdict(s.astar.wasmOverNative <= 1.15), mega(s.astar.nativeExpansionsPerSecond), mega(s.astar.wasmExpansionsPerSecond),
      s.astar.wrongCosts])));
  out.push(table('2. JS library vs PathFinding.js A* (targets: >= 50x end to end, >= 5x search only)',
    ['map', 'ours e2e', 'PF e2e', 'PF/ours', '>= 50x', 'ours search', 'PF search', 'PF/ours', '>= 5x', 'cost diffs'],
    maps.filter(([, s]) => s.pathfindingJs).map(([name, s]) => [name, us(s.astar.libraryMedianMicros),
      us(s.pathfindingJs.endToEndMedianMicros), times(s.pathfindingJs.endToEndRatio), verdict(s.pathfindingJs.endToEndRatio >= 50),
      us(s.astar.wasmMedianMicros), us(s.pathfindingJs.searchMedianMicros), times(s.pathfindingJs.searchRatio),
      verdict(s.pathfindingJs.searchRatio >= 5), s.pathfindingJs.costMismatches])));
  if (r.astarOnly) return out.join('\n');
  if (r.jpsOnly) return [out[0], jpsPlusTable(maps)].join('\n');
  out.push(table('3. JPS and bidirectional A* vs A* (speed-up = A* time / its time; target JPS >= 15x on game maps)',
    ['map', 'JPS native', 'speed-up', 'JPS wasm', 'speed-up', 'JPS expanded', 'bidir native', 'speed-up', 'wrong'],
    maps.map(([name, s]) => [name, us(s.jps.nativeMedianMicros), times(s.jps.speedupNative), us(s.jps.wasmMedianMicros),
      times(s.jps.speedupWasm), s.jps.expandedMedian, us(s['bidirectional-astar'].nativeMedianMicros),
      times(s['bidirectional-astar'].speedupNative), s.jps.wrongCosts + s['bidirectional-astar'].wrongCosts])));
  out.push(jpsPlusTable(maps));
  const percent = (x) => `${(100 * x).toFixed(1)} %`;
  out.push(table('3b. Theta* and Lazy Theta* vs A* (length saved = 1 - cost / A* cost; time = its time / A* time)',
    ['map', ...ANY_ANGLE.flatMap((a) => [`${a} saved (median / mean)`, 'native', 'time native', 'time wasm']), 'above A*'],
    maps.map(([name, s]) => [name, ...ANY_ANGLE.flatMap((a) => [
      `${percent(s[a].lengthSavedMedian)} / ${percent(s[a].lengthSavedMean)}`, us(s[a].nativeMedianMicros),
      times(s[a].timeOverAStarNative), times(s[a].timeOverAStarWasm)]),
    ANY_ANGLE.reduce((n, a) => n + s[a].aboveOptimal, 0)])));
  const lists = Object.entries(r.openLists);
  out.push(table(`4. Open lists, A* on a 2000 x 2000 grid (25% walls), per query: ${r.openListQueries
    .map((q) => `(${q.start})->(${q.goal})`).join(', ')}`,
  ['open list', 'native', 'wasm', 'vs heap (native)', 'expanded', 'costs'],
  lists.map(([name, s]) => [name, s.nativeMicros.map(us).join(' / '), s.wasmMicros.map(us).join(' / '),
    s.nativeMicros.map((x, i) => times(x / r.openLists.heap.nativeMicros[i])).join(' / '), s.expanded.join(' / '),
    s.costs.map((c) => (c === null ? 'none' : c.toFixed(3))).join(' / ')])));
  const mem = r.memory2000;
  const mb = (x) => `${(x / 2 ** 20).toFixed(0)} MB`;
  out.push(`\n5. Memory, 2000 x 2000 corner-to-corner A* (fresh process; wasm heap size, which grows in steps): ` +
    `${mb(mem.heapAtStartupBytes)} at start, ${mb(mem.heapWithGridBytes)} with the grid, ${mb(mem.heapAfterSearchBytes)} ` +
    `after findPath (its search arrays: ${mb(mem.searchArrayBytes)}), ${mb(mem.heapAfterTracedSearchBytes)} after a second, ` +
    `traced search (${mem.traceEvents} events, ${mb(mem.traceBytes)} of trace)`);
  const c = r.callPath;
  out.push(`\n8. Call path: findPath between neighbouring cells of an open 512 x 512 grid (target <= 2 us end to end): ` +
    `${us(c.findPathMicros)} per call with a fresh options object (CPU time ${us(c.findPathCpuMicros)}: ` +
    `${verdict(c.findPathCpuMicros <= 2)}), ${us(c.preparedMicros)} with a prepared query (CPU time ${us(c.preparedCpuMicros)}); ` +
    `of which the wasm call (start, search, outcome) ${us(c.wasmCallMicros)}, so ${us(c.findPathCpuMicros - c.wasmCallMicros)} ` +
    `of CPU time is JavaScript (options, checks, result); the same search natively: ${us(c.nativeSearchMicros)} ` +
    `(load average ${c.load.toFixed(1)} on ${os.cpus().length} cores while measured)`);
  const q = r.shortQueries;
  out.push(`\n9. Short queries: the ${q.queries} shortest scenarios of ${q.map} (optimal length <= ${q.longestOptimal.toFixed(2)}, ` +
    `median ${q.expandedMedian} expansions), A* end to end: ours ${us(q.oursMedianMicros)}, PathFinding.js search alone ` +
    `${us(q.pfSearchMedianMicros)} (${times(q.searchRatio)} ours; target >= 5x: ${verdict(q.searchRatio >= 5)}), its clone + search ` +
    `${us(q.pfEndToEndMedianMicros)} (${times(q.endToEndRatio)} ours; target >= 50x: ${verdict(q.endToEndRatio >= 50)}); JPS+ end to end ${us(q.jpsPlusMedianMicros)} (${times(q.jpsPlusEndToEndRatio)}); ` +
    `cost differences ${q.costMismatches}`);
  const j = r.jpsPlus4096;
  out.push(`\n10. JPS+ on a 4096 x 4096 grid (10% random walls): table ${(j.tableBytes / 2 ** 20).toFixed(0)} MB ` +
    `(wasm heap grew ${(j.heapGrowthBytes / 2 ** 20).toFixed(0)} MB), built in ${us(j.buildMicros)} on the first search after an edit; ` +
    `corner to corner: A* ${us(j.cornerToCorner.astar)}, JPS ${us(j.cornerToCorner.jps)}, JPS+ ${us(j.cornerToCorner['jps-plus'])}`);
  if (r.warthog) out.push(formatWarthog(r.warthog, table));
  if (r.jumpRules) out.push(formatJumpRules(r.jumpRules, table));
  if (r.page) out.push(formatPage(r.page));
  if (r.replanning) out.push(formatReplanning(r.replanning, table));
  if (r.flowFields) out.push(`\n${formatFlowFields(r.flowFields)}`);
  if (r.flowAgainstJs) out.push(`\n${formatFlowAgainstJs(r.flowAgainstJs)}`);
  if (r.terrain) out.push(formatTerrain(r.terrain, table));
  if (r.jpsw) out.push(formatJpsw(r.jpsw, table));
  if (r.edits) out.push(formatEdits(r.edits, table));
  if (r.pick) out.push(formatPick(r.pick, table));
  if (r.check) out.push(formatCheck(r.check));
  if (r.replay) out.push(formatReplay(r.replay));
  if (r.load) out.push(formatLoad(r.load, table));
  return out.join('\n');
}

function formatPage(p) {
  const lines = ['\n6. In Chromium'];
  lines.push(...p.frameLines);
  if (p.big) lines.push(`  2000 x 2000 corner to corner (${p.big.how}): ${p.big.totalMs.toFixed(0)} ms, ` +
    `longest main-thread stall ${p.big.longestStallMs.toFixed(1)} ms, ${p.big.frames} frames drawn meanwhile`);
  if (p.huge) lines.push(...p.huge.lines);
  if (p.transfer) lines.push(`  page transfer: ${(p.transfer.gzipBytes / 1024).toFixed(0)} KiB gzip ` +
    `(${(p.transfer.rawBytes / 1024).toFixed(0)} KiB raw) in ${p.transfer.files} files`);
  return lines.join('\n');
}
