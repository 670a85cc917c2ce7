// Flow fields in `npm run bench` (section 13): building a field from scratch against repairing it
// with update() after a few edited cells, in the wasm core, on a 512 x 512 Moving AI map and on a
// generated 2048 x 2048 one (10 % walls, some terrain). Per round, 5 random cells change (wall on or
// off, or a terrain cost) and update() repairs; a build is a new field from scratch.
// Then a build against a plain binary-heap Dijkstra written here in JavaScript (what a game
// developer would write; independent of the library) on 512 x 512 maps with terrain painted as in
// section 14: the same distances, and the library's speed-up (target >= 20x).
//   node web/tools/bench-flow.mjs [--rounds N] [--write-docs]   (this part alone, on the wasm core as
//   built; npm run bench -- --flow-field-only too). --write-docs rewrites docs/performance.md's flow
//   field table (between <!-- flow:begin --> and <!-- flow:end -->) from the run.
import { readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';
import { median } from './stats.mjs';
import { paintTerrain } from './bench-terrain.mjs';
import { PERFORMANCE_DOC, replaceSection } from './docs-tables.mjs';

const JS_TARGET = 20;

const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));
const EDITS_PER_ROUND = 5;

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

function generated(pl, side) {
  const r = rng(side);
  const grid = new pl.Grid(side, side);
  const cells = grid.getCells();
  for (let i = 0; i < cells.length; i++) cells[i] = r() < 0.1 ? 0x81 : r() < 0.2 ? 2 + Math.floor(r() * 8) : 1;
  grid.setCells(cells);
  return grid;
}

// Four goals spread over the map, each on a walkable cell.
function goalsOf(grid) {
  const goals = [];
  for (const [fx, fy] of [[0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]]) {
    let x = Math.floor(fx * grid.width);
    const y = Math.floor(fy * grid.height);
    while (!grid.isWalkable(x, y)) x = (x + 1) % grid.width;
    goals.push([x, y]);
  }
  return goals;
}

export function measureFlowFields(pl, { rounds = 20 } = {}) {
  const maps = [
    { name: 'random512-10-0 (512 x 512)', make: () => pl.Grid.fromMovingAI(readFileSync(`${DATA}random512-10-0.map`, 'latin1')) },
    { name: 'generated 2048 x 2048', make: () => generated(pl, 2048) },
  ];
  const out = [];
  for (const map of maps) {
    const grid = map.make();
    const goals = goalsOf(grid);
    const builds = [];
    for (let i = 0; i < 3; i++) {
      const t0 = performance.now();
      const field = pl.createFlowField(grid, { goals });
      builds.push(performance.now() - t0);
      field.delete();
    }
    const field = pl.createFlowField(grid, { goals });
    const r = rng(7);
    const updates = [];
    const repaired = [];
    for (let i = 0; i < rounds; i++) {
      for (let e = 0; e < EDITS_PER_ROUND; e++) {
        const x = Math.floor(r() * grid.width), y = Math.floor(r() * grid.height);
        if (r() < 0.5) grid.setWalkable(x, y, !grid.isWalkable(x, y));
        else grid.setCost(x, y, 1 + Math.floor(r() * 9));
      }
      const t0 = performance.now();
      const how = field.update();
      updates.push(performance.now() - t0);
      if (how !== 'repaired') throw new Error(`flow field update ${how}, expected a repair`);
      repaired.push(field.repairedCells);
    }
    field.delete();
    grid.delete();
    out.push({ map: map.name, cells: grid.width * grid.height, buildMs: median(builds), updateMs: median(updates),
      updateMaxMs: Math.max(...updates), repairedCells: median(repaired), rounds });
  }
  return out;
}

// A flow field in plain JavaScript: Dijkstra from the goals over moves walked backwards, with a
// binary heap of [distance, cell] pairs (lazy deletion), under Moving AI's rule with real costs (a
// straight step 1, a diagonal sqrt(2), times the entered cell's cost), as the library's default.
// `cells` are the library's cell bytes (bit 7 a wall, the low bits the cost).
export function jsDijkstraField(cells, width, height, goals) {
  const n = width * height;
  const distance = new Float64Array(n).fill(Infinity);
  const heap = [];
  const push = (d, c) => {
    heap.push([d, c]);
    for (let i = heap.length - 1; i > 0;) {
      const parent = (i - 1) >> 1;
      if (heap[parent][0] <= heap[i][0]) break;
      [heap[parent], heap[i]] = [heap[i], heap[parent]];
      i = parent;
    }
  };
  const pop = () => {
    const top = heap[0], last = heap.pop();
    if (heap.length > 0) {
      heap[0] = last;
      for (let i = 0; ;) {
        const l = 2 * i + 1, r = l + 1;
        let m = i;
        if (l < heap.length && heap[l][0] < heap[m][0]) m = l;
        if (r < heap.length && heap[r][0] < heap[m][0]) m = r;
        if (m === i) break;
        [heap[m], heap[i]] = [heap[i], heap[m]];
        i = m;
      }
    }
    return top;
  };
  const open = (x, y) => x >= 0 && y >= 0 && x < width && y < height && (cells[y * width + x] & 0x80) === 0;
  for (const [x, y] of goals) {
    distance[y * width + x] = 0;
    push(0, y * width + x);
  }
  while (heap.length > 0) {
    const [d, c] = pop();
    if (d > distance[c]) continue;
    const x = c % width, y = (c - x) / width;
    const enter = cells[c] & 0x0f; // a move from a neighbour into c
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((dx === 0 && dy === 0) || !open(x + dx, y + dy)) continue;
        if (dx !== 0 && dy !== 0 && !(open(x + dx, y) && open(x, y + dy))) continue; // no corner cutting
        const from = (y + dy) * width + x + dx;
        const via = d + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * enter;
        if (via < distance[from]) {
          distance[from] = via;
          push(via, from);
        }
      }
    }
  }
  return distance;
}

// The process's CPU time (all its threads, the garbage collector's too), beside the wall time: on a
// shared machine a short call loses a larger share of its wall time to other processes.
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// The library's flow field build against jsDijkstraField on 512 x 512 maps with painted terrain.
export function measureFlowAgainstJs(pl, { rounds = 5 } = {}) {
  const out = [];
  for (const [name, variant] of [['random512-10-0', 'patches'], ['8room_000', 'roads']]) {
    const grid = pl.Grid.fromMovingAI(readFileSync(`${DATA}${name}.map`, 'latin1'));
    paintTerrain(grid, variant, name);
    const goals = goalsOf(grid);
    const cells = grid.getCells();
    const libraryMs = [], jsMs = [], libraryCpuMs = [], jsCpuMs = [];
    let field = null, js = null;
    for (let r = 0; r < rounds + 1; r++) { // the first round warms both up, untimed
      field?.delete();
      let t0 = performance.now(), c0 = cpuMs();
      field = pl.createFlowField(grid, { goals });
      if (r > 0) { libraryMs.push(performance.now() - t0); libraryCpuMs.push(cpuMs() - c0); }
      t0 = performance.now();
      c0 = cpuMs();
      js = jsDijkstraField(cells, grid.width, grid.height, goals);
      if (r > 0) { jsMs.push(performance.now() - t0); jsCpuMs.push(cpuMs() - c0); }
    }
    const distance = field.distance;
    let differences = 0;
    for (let i = 0; i < js.length; i++) {
      const a = distance[i], b = js[i];
      if (a === b || Math.abs(a - b) <= 1e-9 * (1 + b)) continue;
      differences++;
    }
    field.delete();
    grid.delete();
    out.push({ map: `${name} (${variant})`, libraryMs: median(libraryMs), jsMs: median(jsMs),
      ratio: median(jsMs) / median(libraryMs), cpuRatio: median(jsCpuMs) / median(libraryCpuMs), differences, rounds });
  }
  return out;
}

// Met only when the ratio reaches the target in both wall and CPU time: a busy machine that takes
// the processor from the long JavaScript run more often than from the short build inflates the first.
const met = (r) => Math.min(r.ratio, r.cpuRatio ?? r.ratio) >= JS_TARGET;

export function formatFlowAgainstJs(rows) {
  const lines = [`13b. Flow field build (wasm, 4 goals) vs a plain binary-heap JavaScript Dijkstra, 512 x 512 with terrain (target >= ${JS_TARGET}x; median of ${rows[0]?.rounds} rounds)`];
  lines.push('  map                             library ms   JS Dijkstra ms    JS / library   target   in CPU time   distances that differ');
  for (const r of rows) {
    lines.push(`  ${r.map.padEnd(31)} ${r.libraryMs.toFixed(2).padStart(10)}   ${r.jsMs.toFixed(1).padStart(14)}   ${r.ratio.toFixed(1).padStart(11)}x   ${(met(r) ? 'met' : 'short').padStart(6)}   ${(r.cpuRatio ?? NaN).toFixed(1).padStart(10)}x   ${String(r.differences).padStart(8)}`);
  }
  return lines.join('\n');
}

export function formatFlowFields(rows) {
  const lines = [`13. Flow fields (wasm, 4 goals; update after ${EDITS_PER_ROUND} edited cells, median of ${rows[0]?.rounds} rounds)`];
  lines.push('  map                          build ms   update ms (max)   cells repaired (median)   build / update');
  for (const r of rows) {
    lines.push(`  ${r.map.padEnd(28)} ${r.buildMs.toFixed(1).padStart(8)}   ${r.updateMs.toFixed(2).padStart(8)} (${r.updateMaxMs.toFixed(1)})`
      + `   ${String(Math.round(r.repairedCells)).padStart(12)} of ${r.cells}   ${(r.buildMs / r.updateMs).toFixed(0).padStart(8)}x`);
  }
  return lines.join('\n');
}

const cell = (text) => String(text).replace(/\|/g, '\\|');
const row = (cells) => `| ${cells.map(cell).join(' | ')} |`;

/**
 * The flow field section of a run ({ when, command, machine, flowFields, flowAgainstJs }) as Markdown,
 * with the command, machine and load that produced it.
 * @returns {string}
 */
export function renderFlowTable(report) {
  const { machine: m, flowFields, flowAgainstJs } = report;
  if (!flowFields || !flowAgainstJs || !m) throw new Error('no flow field section in this report: run node web/tools/bench-flow.mjs');
  const header = (names) => [row(names), row(names.map(() => '---'))];
  return [
    `Measured by \`${report.command}\`: ${m.cpu}, ${m.cores} cores; ` +
      `Node ${m.node}. A build is \`createFlowField\` with four goals, timed in JavaScript around the call; medians of ` +
      `${flowAgainstJs[0].rounds} rounds in which the library and the JavaScript Dijkstra take turns; the CPU time is the process's, ` +
      'all its threads (the garbage collector\'s too).',
    '',
    ...header(['map (512 × 512, terrain painted)', 'library build', 'JavaScript Dijkstra', 'JavaScript / library', `target ≥ ${JS_TARGET}× (wall and CPU)`,
      'JavaScript / library in CPU time', 'distances that differ']),
    ...flowAgainstJs.map((r) => row([r.map, `${r.libraryMs.toFixed(2)} ms`, `${r.jsMs.toFixed(1)} ms`, `${r.ratio.toFixed(1)}×`,
      met(r) ? 'met' : 'short', `${(r.cpuRatio ?? NaN).toFixed(1)}×`, r.differences])),
    '',
    ...header(['map', 'build', `update after ${EDITS_PER_ROUND} edited cells (median, max)`, 'cells repaired (median)', 'build / update']),
    ...flowFields.map((r) => row([r.map, `${r.buildMs.toFixed(1)} ms`, `${r.updateMs.toFixed(2)} ms, ${r.updateMaxMs.toFixed(1)} ms`,
      `${Math.round(r.repairedCells).toLocaleString('en')} of ${r.cells.toLocaleString('en')}`, `${(r.buildMs / r.updateMs).toFixed(0)}×`])),
  ].join('\n');
}

/** Rewrites docs/performance.md's flow field table from a run. */
export function writeFlowDocs(report, file = PERFORMANCE_DOC) {
  writeFileSync(file, replaceSection(readFileSync(file, 'utf8'), 'flow', renderFlowTable(report)));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--rounds');
  const rounds = at >= 0 ? Number(args[at + 1]) : undefined;
  if (args.some((a, i) => a !== '--write-docs' && a !== '--rounds' && i !== at + 1) || (at >= 0 && !(rounds >= 1))) {
    throw new Error('usage: node web/tools/bench-flow.mjs [--rounds N] [--write-docs]');
  }
  const pl = await loadPathlab();
  const load = () => os.loadavg().map((x) => x.toFixed(2)).join(' ');
  const before = load();
  const flowFields = measureFlowFields(pl, { rounds: rounds ?? 20 });
  const flowAgainstJs = measureFlowAgainstJs(pl, { rounds: rounds ?? 5 });
  const report = { when: new Date().toISOString(), command: `node web/tools/bench-flow.mjs${rounds ? ` --rounds ${rounds}` : ''}`,
    machine: { cpu: os.cpus()[0]?.model ?? '?', cores: os.cpus().length, node: process.version, load: `${before} before, ${load()} after` },
    flowFields, flowAgainstJs };
  console.log(`machine: ${report.machine.cpu}, ${report.machine.cores} cores, load ${report.machine.load}`);
  console.log(formatFlowFields(flowFields));
  console.log(formatFlowAgainstJs(flowAgainstJs));
  if (args.includes('--write-docs')) {
    writeFlowDocs(report);
    console.log('docs/performance.md: its flow field table rewritten from this run');
  }
}
