// `npm run bench -- --warthog PATH`: JPS and JPS+ against Warthog, the grid
// search library of Harabor's group (ShortestPathLab's warthog-core and
// warthog-jps), on every scenario of each Moving AI map in the repository.
// Warthog is not a dependency: build it yourself (docs/performance.md, "What it measures") and pass
// its `warthog-jps` program. Both are native g++ builds; each engine reports
// its own search time per query (Warthog's `nanos` column, our GridSearch
// time), and the figure is the mean over all scenarios of the file.
// Files of more than MAX_SCENARIOS scenarios (the maze's 12,120) are thinned
// to every k-th one, evenly over all path lengths, the same for both.
// Warthog solves each scenario once per process, so it gets the file twice
// and only the second pass counts; ours runs a warm-up pass first. The
// engines take turns, pass after pass; the median pass is reported.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { mean, median } from './stats.mjs';

// Warthog's names: jps = JPS with block-based scans (B), jps2 adds the pruning
// of intermediate jump points (B+P), jps+ and jps2+ the same with precomputed
// jump distances.
const WARTHOG_VARIANTS = ['jps', 'jps2', 'jps+', 'jps2+'];
// Ours: the algorithm, and JPS+ reading the landmark heuristic too (docs/algorithms.md, "Landmarks"), a
// precomputed method beyond JPS+ (its table's build is outside the search time, as JPS+'s is).
const OUR_VARIANTS = { jps: ['--algorithm', 'jps'], 'jps-plus': ['--algorithm', 'jps-plus'],
  'jps-plus landmarks': ['--algorithm', 'jps-plus', '--heuristic', 'landmarks'] };
const MAX_SCENARIOS = 3000;


// Mean search time (us) and expansions of Warthog's second pass over the doubled file.
function runWarthog(binary, variant, mapPath, doubledScen) {
  const out = execFileSync(binary, ['--alg', variant, '--scen', doubledScen, '--map', mapPath, '--checkopt'],
    { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'], maxBuffer: 1 << 28 });
  const rows = out.trim().split('\n').slice(1).map((line) => line.split('\t'));
  const second = rows.slice(rows.length / 2);
  return { micros: mean(second.map((r) => Number(r[7]) / 1000)), expanded: mean(second.map((r) => Number(r[2]))) };
}

function runOurs(nativeBench, variant, mapPath, scenPath) {
  const out = execFileSync(nativeBench, ['--map', mapPath, '--scen', scenPath, ...variant, '--reps', '1',
    '--warmup', '1'], { encoding: 'utf8', maxBuffer: 1 << 28 });
  const rows = out.trim().split('\n').map((line) => JSON.parse(line));
  return { micros: mean(rows.map((r) => r.micros)), expanded: mean(rows.map((r) => r.expanded)) };
}

/**
 * @param {{ binary: string, nativeBench: string, dataDir: string, maps: string[], passes?: number,
 *   log?: (s: string) => void }} o
 * @returns {{ binary: string, passes: number, maps: Record<string, Record<string, { micros: number, expanded: number }>> }}
 */
export function measureWarthog({ binary, nativeBench, dataDir, maps, passes = 3, log = () => {} }) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pathlab-warthog-'));
  const result = { binary, passes, scenarios: {}, maps: {} };
  try {
    for (const name of maps) {
      log(`Warthog comparison on ${name}...\n`);
      const mapPath = path.join(dataDir, `${name}.map`);
      const [header, ...all] = readFileSync(path.join(dataDir, `${name}.map.scen`), 'latin1').split('\n')
        .filter((l) => l.trim() !== '');
      const every = Math.ceil(all.length / MAX_SCENARIOS);
      const lines = all.filter((_, i) => i % every === 0);
      const scenPath = path.join(dir, `${name}.map.scen`), doubled = path.join(dir, `${name}-twice.map.scen`);
      writeFileSync(scenPath, [header, ...lines, ''].join('\n'));
      writeFileSync(doubled, [header, ...lines, ...lines, ''].join('\n'));
      result.scenarios[name] = lines.length;
      const runs = {};
      for (let pass = 0; pass < passes; pass++) {
        for (const v of WARTHOG_VARIANTS) (runs[`warthog ${v}`] ??= []).push(runWarthog(binary, v, mapPath, doubled));
        for (const [name, args] of Object.entries(OUR_VARIANTS)) (runs[name] ??= []).push(runOurs(nativeBench, args, mapPath, scenPath));
      }
      result.maps[name] = Object.fromEntries(Object.entries(runs).map(([k, rs]) => [k,
        { micros: median(rs.map((r) => r.micros)), expanded: rs[0].expanded }]));
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  return result;
}

/** The comparison as a table (table() from bench.mjs). */
export function formatWarthog(w, table) {
  const us = (x) => `${x.toFixed(2)} us`;
  const ratio = (a, b) => `${(a / b).toFixed(2)}x`;
  return table(`11. Native JPS and JPS+ vs Warthog (${w.binary}); mean search time per query over the scenarios ` +
    `(${Object.entries(w.scenarios).map(([m, n]) => `${m} ${n}`).join(', ')}), ` +
    `median of ${w.passes} passes taking turns; "ours / JPS2+" below 1 means ours is faster`,
  ['map', 'Warthog JPS', 'JPS2', 'JPS+', 'JPS2+', 'JPS2+ exp', 'our JPS', 'our JPS+', 'JPS+ exp', 'JPS+ landmarks',
    'landmarks exp', 'our JPS / its JPS', 'our JPS+ / its JPS2+', 'landmarks / its JPS2+'],
  Object.entries(w.maps).map(([name, m]) => [name, us(m['warthog jps'].micros), us(m['warthog jps2'].micros),
    us(m['warthog jps+'].micros), us(m['warthog jps2+'].micros), m['warthog jps2+'].expanded.toFixed(1),
    us(m.jps.micros), us(m['jps-plus'].micros), m['jps-plus'].expanded.toFixed(1), us(m['jps-plus landmarks'].micros),
    m['jps-plus landmarks'].expanded.toFixed(1), ratio(m.jps.micros, m['warthog jps'].micros),
    ratio(m['jps-plus'].micros, m['warthog jps2+'].micros), ratio(m['jps-plus landmarks'].micros, m['warthog jps2+'].micros)]));
}
