// The documentation's generated tables (web/tools/docs-tables.mjs): the renderers on
// rows written here by hand, and docs/algorithms.md and docs/library.md against the library's
// ALGORITHM_INFO and OPTION_INFO.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderAlgorithmTable, renderOptionTable, renderPerformanceTable, renderTerrainTable, replaceSection } from '../../web/tools/docs-tables.mjs';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const RULES = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles'];

const astar = {
  id: 'astar', name: 'A*', family: 'best-first', frontier: 'priority queue on f = g + h', optimal: true, complete: true,
  terrain: true, diagonalRules: [...RULES].reverse(), graphs: true, defaultWeight: 1, heuristic: 'default',
  credit: { text: 'Hart, Nilsson and Raphael 1968', url: 'https://doi.org/10.1109/TSSC.1968.300136' },
};
const jps = {
  id: 'jps', name: 'Jump point search', family: 'best-first | pruned', frontier: 'jump points', optimal: true, complete: true,
  terrain: false, diagonalRules: ['only-when-no-obstacles'], graphs: false, defaultWeight: 1, heuristic: 'octile',
  credit: { text: 'Harabor and Grastien 2011', url: null },
};
const dfs = {
  id: 'dfs', name: 'Depth-first search', family: 'uninformed', frontier: 'stack', optimal: false, complete: true,
  terrain: true, diagonalRules: ['never', 'always'], graphs: false, defaultWeight: 1.75, credit: null,
};

describe('renderAlgorithmTable', () => {
  it('writes one row per algorithm, in order, with what it guarantees and accepts', () => {
    expect(renderAlgorithmTable([astar, jps, dfs], { diagonalRules: RULES })).toBe([
      '| algorithm | `algorithm:` | family | frontier | shortest path | finds a path if one exists | terrain | diagonal rules | graphs | defaults | credit |',
      '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
      '| A* | `astar` | best-first | priority queue on f = g + h | yes | yes | yes | all | yes | — | [Hart, Nilsson and Raphael 1968](https://doi.org/10.1109/TSSC.1968.300136) |',
      '| Jump point search | `jps` | best-first \\| pruned | jump points | yes | yes | no | `only-when-no-obstacles` | no | heuristic `octile` | Harabor and Grastien 2011 |',
      '| Depth-first search | `dfs` | uninformed | stack | no | yes | yes | `never`, `always` | no | weight 1.75 | — |',
    ].join('\n'));
  });

  it('refuses rows it cannot render, naming the field', () => {
    expect(() => renderAlgorithmTable([], { diagonalRules: RULES })).toThrow(/non-empty/);
    expect(() => renderAlgorithmTable([{ ...astar, frontier: '' }], { diagonalRules: RULES })).toThrow(/"astar".*'frontier'/);
    expect(() => renderAlgorithmTable([{ ...astar, diagonalRules: 'all' }], { diagonalRules: RULES })).toThrow(/diagonalRules/);
  });
});

describe('renderPerformanceTable', () => {
  const report = {
    when: '2026-11-25T20:00:00.000Z', command: 'npm run bench -- --queries 20 --reps 3',
    machine: { cpu: 'Test CPU', cores: 2, memoryGB: 24, node: 'v20.20.2',
      emscripten: 'emcc (Emscripten gcc/clang-like replacement + linker emulating GNU ld) 3.1.6 ()' },
    jpsPlus4096: { tableBytes: 256 * 2 ** 20, buildMicros: 2_752_110, cornerToCorner: { astar: 900, jps: 1500, 'jps-plus': 12.5 } },
    maps: {
      den520d: { astar: { nativeMedianMicros: 150, wasmMedianMicros: 1500, wasmOverNative: 1.3 },
        jps: { speedupNative: 15.5 }, 'jps-plus': { speedupNative: 32 } },
      'maze512-1-0': { astar: { nativeMedianMicros: 2000, wasmMedianMicros: 2600, wasmOverNative: 1.27 },
        pathfindingJs: { endToEndRatio: 18.1, searchRatio: 7.4 } },
    },
  };
  it('names the command and machine, and writes a row per map (— where a figure is missing)', () => {
    const text = renderPerformanceTable(report);
    expect(text).toContain('Measured by `npm run bench -- --queries 20 --reps 3`: Test CPU, 2 cores, 24 GB; '
      + 'Node v20.20.2; Emscripten 3.1.6.');
    expect(text).toContain('| den520d | 150.0 µs | 1.50 ms | 1.30× | 15.50× | 32.00× | — | — |');
    expect(text).toContain('| maze512-1-0 | 2.00 ms | 2.60 ms | 1.27× | — | — | 18.10× | 7.40× |');
    expect(text).toContain('a 256 MB table built in 2.75 s; corner to corner A* 900.0 µs, JPS 1.50 ms, JPS+ 12.5 µs');
    expect(text).not.toMatch(/load/);
  });
  it('refuses what is not a report', () => {
    expect(() => renderPerformanceTable({})).toThrow(/not a benchmark report/);
  });
});

describe('renderTerrainTable', () => {
  const engine = (meanMicros, wrongCosts = 0) => ({ meanMicros, meanExpanded: 10, wrongCosts });
  const report = {
    when: '2026-11-28T20:00:00.000Z', command: 'npm run bench -- --queries 20 --reps 3 --terrain-only',
    machine: { cpu: 'Test CPU', cores: 2, memoryGB: 24, node: 'v20.20.2', emscripten: 'emcc 3.1.6 ()' },
    terrain: { rule: 'only-when-no-obstacles', rounds: 3, pickOverAStarGeomean: 2.5, pickOverAStarMin: 1.25,
      maps: { arena: { queries: 20, variants: { roads: { terrainShare: 0.8, pick: { algorithm: 'astar', heuristic: 'landmarks', paybackQueries: 1234.2 },
        tableMs: 1.5, tableBytes: 2 ** 20, measuredPayback: Infinity,
        engines: { astar: engine(100), landmarks: engine(40), jps: engine(200, 1), jpsLandmarks: engine(50, 2), pick: engine(40) } } } } },
      big: { size: 4096, tableBytes: 1024 * 2 ** 20, buildMicros: 20_000_000, astarMicros: 3_000_000, landmarksMicros: 500_000 } },
  };
  it('writes a row per map and variant with its ratios and wrong costs, the geometric mean and the big map', () => {
    const text = renderTerrainTable(report);
    expect(text).toContain('Measured by `npm run bench -- --queries 20 --reps 3 --terrain-only`: Test CPU, 2 cores');
    expect(text).toContain('| arena | roads | 100.0 µs | 40.0 µs | 200.0 µs | 50.0 µs | `astar` + `landmarks` | 2.50× | 0.50× | 2.00× | 2.50× | 1.0 MB, 1.50 ms | 1,235, never | 3 |');
    expect(text).toContain('The pick over A*: 2.50× in the geometric mean, 1.25× at the least.');
    expect(text).toContain('a 1024 MB table built in 20.00 s');
  });
  it('refuses a report without the section', () => {
    expect(() => renderTerrainTable({ machine: {} })).toThrow(/no terrain section/);
  });
});

describe('replaceSection', () => {
  it('replaces only what lies between the markers', () => {
    const text = 'before\n<!-- t:begin -->\nold\n<!-- t:end -->\nafter\n';
    expect(replaceSection(text, 't', 'new')).toBe('before\n<!-- t:begin -->\nnew\n<!-- t:end -->\nafter\n');
    expect(replaceSection(replaceSection(text, 't', 'new'), 't', 'new')).toBe(replaceSection(text, 't', 'new'));
    expect(() => replaceSection('no markers', 't', 'x')).toThrow(/markers/);
  });
});

describe('docs/algorithms.md', () => {
  it('holds the table generated from the library’s ALGORITHM_INFO (npm run docs:tables)', () => {
    const run = spawnSync(process.execPath, ['web/tools/docs-tables.mjs', '--check'], { cwd: ROOT, encoding: 'utf8' });
    expect(run.status, run.stderr).toBe(0);
  });
});

describe('renderOptionTable', () => {
  it('writes one row per option: its values or bounds, its default, what it is', () => {
    const rows = [
      { name: 'costModel', kind: 'choice', values: [{ id: 'real' }, { id: 'integer' }], default: 'real', about: 'Step costs.' },
      { name: 'weight', kind: 'number', values: [], default: null, min: 1, max: Infinity, about: 'Multiplies h.' },
      { name: 'maxExpansions', kind: 'whole', values: [], default: Infinity, min: 1, max: Infinity, unlimited: true, about: 'A cap.' },
      { name: 'agentSize', kind: 'whole', values: [], default: 1, min: 1, max: 8, unlimited: false, about: 'Its size.' },
      { name: 'trace', kind: 'flag', values: [], default: true, about: 'Record | not.' },
    ];
    expect(renderOptionTable(rows, [{ id: 'astar', defaultWeight: 1 }, { id: 'weighted-astar', defaultWeight: 1.75 }])).toBe([
      '| option | values | default | what it is |',
      '| --- | --- | --- | --- |',
      '| `costModel` | `real`, `integer` | `real` | Step costs. |',
      '| `weight` | number ≥ 1 | the algorithm\'s: 1, 1.75 for `weighted-astar` | Multiplies h. |',
      '| `maxExpansions` | whole number ≥ 1 or `Infinity` | `Infinity` | A cap. |',
      '| `agentSize` | whole number 1 to 8 | 1 | Its size. |',
      '| `trace` | `true` or `false` | `true` | Record \\| not. |',
    ].join('\n'));
    expect(() => renderOptionTable([], [])).toThrow(/non-empty/);
  });
});
