// Two builds of the library in one Node process, taking turns round by round, so that a shared
// machine's drift hits both alike (docs/performance.md, "Measuring on a shared machine"):
//   node web/tools/bench-ab.mjs BEFORE_DIR AFTER_DIR
// Each directory is a built checkout (web/build present), for example a `git worktree` of an older
// commit. Times findPath between neighbouring cells of an open 512 x 512 grid (a fresh options
// object per call) and A* and JPS over 40 evenly spaced scenarios each of three Moving AI maps,
// end to end; prints the medians of 7 rounds and checks that both give the same costs.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseScenarios } from '../src/lib/scenarios.js';
import { median } from './stats.mjs';

if (process.argv.length !== 4) throw new Error('usage: node web/tools/bench-ab.mjs BEFORE_DIR AFTER_DIR');
const dirs = { base: resolve(process.argv[2]), main: resolve(process.argv[3]) };
const sides = {};
for (const side of ['base', 'main']) sides[side] = await (await import(`${dirs[side]}/web/src/lib/pathlab.js`)).loadPathlab();
const data = new URL('../../tests/data/movingai/', import.meta.url).pathname;
const MAPS = ['maze512-1-0', '8room_000', 'den520d'];
function setup(pl) {
  const open = new pl.Grid(512, 512);
  const maps = MAPS.map((name) => {
    const grid = pl.Grid.fromMovingAI(readFileSync(`${data}${name}.map`, 'latin1'));
    const { scenarios } = parseScenarios(pl, readFileSync(`${data}${name}.map.scen`, 'latin1'));
    const every = Math.floor(scenarios.length / 40);
    const queries = scenarios.filter((_, i) => i % every === 0).map((q) => [q.start, q.goal]);
    return { name, grid, queries };
  });
  return { open, maps };
}
const state = Object.fromEntries(Object.entries(sides).map(([k, pl]) => [k, setup(pl)]));
function neighbours(pl, s) {
  const t = process.hrtime.bigint();
  for (let i = 0; i < 20000; i++) { const x = (i * 7) % 510, y = (i * 13) % 511; pl.findPath(s.open, { start: [x, y], goal: [x + 1, y] }); }
  return Number(process.hrtime.bigint() - t) / 20000 / 1000; // us per call
}
function long(pl, s, algorithm) {
  const out = {};
  for (const m of s.maps) {
    const t = process.hrtime.bigint();
    let cost = 0;
    for (const [start, goal] of m.queries) cost += pl.findPath(m.grid, { start, goal, algorithm }).cost;
    out[m.name] = { us: Number(process.hrtime.bigint() - t) / m.queries.length / 1000, cost };
  }
  return out;
}
const results = { base: [], main: [] };
for (const side of ['base', 'main']) { neighbours(sides[side], state[side]); long(sides[side], state[side], 'astar'); } // warm up
for (let round = 0; round < 7; round++) {
  for (const side of round % 2 ? ['main', 'base'] : ['base', 'main']) {
    const pl = sides[side], s = state[side];
    results[side].push({ call: neighbours(pl, s), astar: long(pl, s, 'astar'), jps: long(pl, s, 'jps') });
  }
}
const row = (label, f) => { const b = median(results.base.map(f)), m = median(results.main.map(f)); console.log(`${label.padEnd(28)} before ${b.toFixed(2).padStart(9)}  after ${m.toFixed(2).padStart(9)}  after/before ${(m / b).toFixed(3)}`); };
console.log('medians over 7 alternating rounds (us per call or query)');
row('findPath, neighbours', (r) => r.call);
for (const name of MAPS) {
  row(`A* ${name}`, (r) => r.astar[name].us);
  row(`JPS ${name}`, (r) => r.jps[name].us);
}
const same = results.base.every((r, i) => MAPS.every((n) => r.astar[n].cost === results.main[i].astar[n].cost && r.jps[n].cost === results.main[i].jps[n].cost));
console.log(`same costs before and after: ${same}`);
