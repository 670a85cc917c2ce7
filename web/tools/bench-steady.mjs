// The wasm search in a steady state: each algorithm's call into the core over a map's
// scenarios, pass after pass for a while, nothing else running between the calls. It prints
// the fastest pass among passes 1, 2-10, 11-100, 101-1000 and so on (V8 moving the code to its
// optimizing compiler shows as the early ones being slower: docs/performance.md, "Warm and
// cold"), the fastest pass overall, and the ratio of the first algorithm's to the others'.
//   node web/tools/bench-steady.mjs MAP [RULE] [--every N] [--seconds S] [--algorithms a,b] [--end-to-end]
//   node web/tools/bench-steady.mjs arena always --seconds 4
// MAP is a map of tests/data/movingai/ (without .map); RULE a diagonalMovement (default
// only-when-no-obstacles); --every N takes every Nth scenario (default 1); --seconds S per
// algorithm (default 4); --algorithms defaults to astar,jps-plus. The time is the call into
// wasm (start, search and outcome: findPath's own `micros` span) without the JS result;
// --end-to-end also times a prepared query's findPath and findPathCells, results included,
// for S seconds each.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';
import { parseScenarios } from '../src/lib/scenarios.js';
import { wasmCall } from './wasm-timing.mjs';

const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));

function parseArguments(argv) {
  const a = { map: null, rule: 'only-when-no-obstacles', every: 1, seconds: 4, algorithms: ['astar', 'jps-plus'], endToEnd: false };
  const positional = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--every') a.every = Number(argv[++i]);
    else if (argv[i] === '--seconds') a.seconds = Number(argv[++i]);
    else if (argv[i] === '--algorithms') a.algorithms = String(argv[++i]).split(',');
    else if (argv[i] === '--end-to-end') a.endToEnd = true;
    else if (argv[i].startsWith('--')) throw new Error(`unknown argument ${argv[i]} (use --every N, --seconds S, --algorithms a,b, --end-to-end)`);
    else positional.push(argv[i]);
  }
  [a.map, a.rule = a.rule] = positional;
  if (!a.map) throw new Error('usage: node web/tools/bench-steady.mjs MAP [RULE] [--every N] [--seconds S] [--algorithms a,b] [--end-to-end]');
  if (!(a.every >= 1) || !(a.seconds > 0)) throw new Error('--every takes a whole number >= 1, --seconds a number > 0');
  return a;
}

const args = parseArguments(process.argv.slice(2));
const pl = await loadPathlab();
const grid = pl.Grid.fromMovingAI(readFileSync(`${DATA}${args.map}.map`, 'latin1'));
const parsed = parseScenarios(pl, readFileSync(`${DATA}${args.map}.map.scen`, 'latin1'));
if (!parsed.ok) throw new Error(parsed.error);
const queries = parsed.scenarios.filter((_, i) => i % args.every === 0);
console.log(`${args.map}, ${args.rule}: ${queries.length} scenarios, ${args.seconds} s per algorithm`);

// Passes over the queries for args.seconds, each timed: microseconds per query.
function timePasses(call) {
  const passes = [];
  const end = performance.now() + args.seconds * 1000;
  while (performance.now() < end) {
    const t0 = performance.now();
    for (const q of queries) call(q.start, q.goal);
    passes.push(((performance.now() - t0) * 1000) / queries.length);
  }
  return passes;
}

const fastest = {};
for (const algorithm of args.algorithms) {
  const query = pl.prepareQuery({ algorithm, diagonalMovement: args.rule });
  const ways = { 'wasm call': wasmCall(query, grid) };
  if (args.endToEnd) {
    ways.findPath = (start, goal) => query.findPath(grid, start, goal);
    ways.findPathCells = (start, goal) => query.findPathCells(grid, start, goal);
  }
  for (const [way, call] of Object.entries(ways)) {
    const passes = timePasses(call);
    const spans = [];
    for (let from = 0, to = 1; from < passes.length; from = to, to *= 10) {
      spans.push(`${from + 1}-${Math.min(to, passes.length)}: ${Math.min(...passes.slice(from, to)).toFixed(3)}`);
    }
    const best = Math.min(...passes);
    if (way === 'wasm call') fastest[algorithm] = best;
    console.log(`  ${algorithm}, ${way}: ${passes.length} passes; fastest ${best.toFixed(3)} us per query; ` +
      `fastest among passes ${spans.join(', ')}`);
  }
  query.delete();
}
const [first, ...others] = args.algorithms;
for (const other of others) console.log(`  ${first} / ${other}: ${(fastest[first] / fastest[other]).toFixed(2)}x`);
grid.delete();
