// Section 17 of `npm run bench`: one edit between landmark queries, on 512 x 512 maps with terrain
// painted as in section 14 (wasm, Moving AI's rule). A game edits its map every frame; the query
// after a one-cell edit (a rise, a lowered cost, a wall added, a wall removed, in turn at random
// free cells) repairs the landmarks' table instead of building it again (core/landmarks.hpp). Per
// map: the table's build, a query's median time without edits (a normal query), and what each edit
// adds to the query after it (its time less the same query's again, with nothing to repair); the
// target: a normal query plus that at most 3x a normal query (the median and the worst edit).
// Every query's cost is checked against Dijkstra (`algorithm: 'dijkstra'`).
//   node --expose-gc web/tools/bench.mjs --edits-only   (npm run bench -- --edits-only)
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { median } from './stats.mjs';
import { paintTerrain } from './bench-terrain.mjs';

const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));
const TARGET = 3;
const KINDS = ['rise', 'lower', 'wall added', 'wall removed'];

function rng(seed) {
  let s = seed >>> 0;
  return () => { s = (Math.imul(s, 1664525) + 1013904223) >>> 0; return s / 2 ** 32; };
}

// One edit of `kind` at a random cell where it changes something; the cell, or null.
function edit(grid, kind, next, keep) {
  for (let tries = 0; tries < 10000; tries++) {
    const x = Math.floor(next() * grid.width), y = Math.floor(next() * grid.height);
    if (keep.has(y * grid.width + x)) continue;
    const walkable = grid.isWalkable(x, y), cost = grid.getCost(x, y);
    if (kind === 'rise' && walkable && cost < 9) grid.setCost(x, y, cost + 1 + Math.floor(next() * (9 - cost)));
    else if (kind === 'lower' && walkable && cost > 1) grid.setCost(x, y, 1 + Math.floor(next() * (cost - 1)));
    else if (kind === 'wall added' && walkable) grid.setWalkable(x, y, false);
    else if (kind === 'wall removed' && !walkable) grid.setWalkable(x, y, true);
    else continue;
    return [x, y];
  }
  return null;
}

/**
 * @param {object} pl a loaded Pathlab
 * @param {{ edits?: number, queries?: number }} [options]
 */
export function measureEdits(pl, { edits = 40, queries = 40 } = {}) {
  const out = [];
  for (const [name, variant] of [['random512-10-0', 'patches'], ['8room_000', 'roads']]) {
    const grid = pl.Grid.fromMovingAI(readFileSync(`${DATA}${name}.map`, 'latin1'));
    paintTerrain(grid, variant, name);
    const next = rng(17);
    const free = [];
    const cells = grid.getCells();
    for (let i = 0; i < cells.length; i++) if (!(cells[i] & 0x80)) free.push(i);
    const pick = () => { const i = free[Math.floor(next() * free.length)]; return [i % grid.width, Math.floor(i / grid.width)]; };
    const pairs = Array.from({ length: queries }, () => ({ start: pick(), goal: pick() }));
    const keep = new Set(pairs.flatMap((p) => [p.start[1] * grid.width + p.start[0], p.goal[1] * grid.width + p.goal[0]]));
    const options = { algorithm: 'astar', heuristic: 'landmarks' };
    const first = pl.findPath(grid, { ...options, ...pairs[0] });
    const buildMs = (first.precomputeMicros ?? 0) / 1000;
    const time = (p) => { const t0 = performance.now(); const r = pl.findPath(grid, { ...options, ...p }); return { ms: performance.now() - t0, r }; };
    for (const p of pairs) time(p); // warm
    const normal = [];
    for (let round = 0; round < 3; round++) for (const p of pairs) normal.push(time(p).ms);
    const normalMs = median(normal);
    const ratios = [], byKind = Object.fromEntries(KINDS.map((k) => [k, []]));
    const added = [];
    let wrong = 0, rebuilt = 0;
    for (let e = 0; e < edits; e++) {
      const kind = KINDS[e % KINDS.length];
      if (!edit(grid, kind, next, keep)) continue;
      const p = pairs[e % pairs.length];
      const { ms, r } = time(p);
      if (ms > buildMs / 2) rebuilt++; // as long as a build: the table was built again
      // The same query again, with nothing left to repair, is its own baseline.
      const unedited = median([time(p).ms, time(p).ms, time(p).ms]);
      // What the edit added to its query, on top of a normal query: the target's measure.
      const ratio = (normalMs + Math.max(0, ms - unedited)) / normalMs;
      ratios.push(ratio);
      byKind[kind].push(ratio);
      added.push(Math.max(0, ms - unedited));
      const reference = pl.findPath(grid, { algorithm: 'dijkstra', ...p });
      if (Math.abs(reference.cost - r.cost) > 1e-6 * (1 + reference.cost)) wrong++;
    }
    grid.delete();
    out.push({ map: `${name} (${variant})`, buildMs, normalMs, medianRatio: median(ratios), worstRatio: Math.max(...ratios),
      worstAddedMs: Math.max(...added),
      byKind: Object.fromEntries(KINDS.map((k) => [k, median(byKind[k])])), edits: ratios.length, wrong, rebuilt });
  }
  return out;
}

export function formatEdits(rows, table) {
  return table(`17. One edit between landmark queries (wasm, A* with heuristic 'landmarks', 512 x 512 with terrain): a normal query plus what a one-cell edit adds to the next, against a normal query (target <= ${TARGET}x; the table's build is what an edit cost before repairs)`,
    ['map', 'table build', 'normal query', 'after an edit: median', 'worst', 'worst added', `<= ${TARGET}x`, ...KINDS.map((k) => `${k} (median)`), 'edits', 'rebuilt', 'wrong'],
    rows.map((r) => [r.map, `${r.buildMs.toFixed(0)} ms`, `${r.normalMs.toFixed(2)} ms`, `${r.medianRatio.toFixed(2)}x`,
      `${r.worstRatio.toFixed(2)}x`, `${r.worstAddedMs.toFixed(2)} ms`, r.worstRatio <= TARGET ? 'met' : 'short',
      ...KINDS.map((k) => `${r.byKind[k].toFixed(2)}x`), r.edits, r.rebuilt, r.wrong]));
}
