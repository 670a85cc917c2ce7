// Flow fields in `npm run bench` (section 12): building a field from scratch against repairing it
// with update() after a few edited cells, in the wasm core, on a 512 x 512 Moving AI map and on a
// generated 2048 x 2048 one (10 % walls, some terrain). Per round, 5 random cells change (wall on or
// off, or a terrain cost) and update() repairs; a build is a new field from scratch.
//   node web/tools/bench-flow.mjs [--rounds N]   (this part alone; npm run bench -- --flow-field-only too)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';
import { median } from './stats.mjs';

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

export function formatFlowFields(rows) {
  const lines = [`12. Flow fields (wasm, 4 goals; update after ${EDITS_PER_ROUND} edited cells, median of ${rows[0]?.rounds} rounds)`];
  lines.push('  map                          build ms   update ms (max)   cells repaired (median)   build / update');
  for (const r of rows) {
    lines.push(`  ${r.map.padEnd(28)} ${r.buildMs.toFixed(1).padStart(8)}   ${r.updateMs.toFixed(2).padStart(8)} (${r.updateMaxMs.toFixed(1)})`
      + `   ${String(Math.round(r.repairedCells)).padStart(12)} of ${r.cells}   ${(r.buildMs / r.updateMs).toFixed(0).padStart(8)}x`);
  }
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const i = process.argv.indexOf('--rounds');
  const pl = await loadPathlab();
  console.log(formatFlowFields(measureFlowFields(pl, { rounds: i > 0 ? Number(process.argv[i + 1]) : 20 })));
}
