// The scenario runner's public contract (docs/scenario-runner.md), both engines.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const DATA = join(ROOT, 'tests/data/movingai');
const ARENA = ['--map', join(DATA, 'arena.map'), '--scen', join(DATA, 'arena.map.scen')];

function scen(args) {
  const r = spawnSync('node', ['web/tools/scen.mjs', ...args], { cwd: ROOT, encoding: 'utf8' });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr, lines: r.stdout.trim().split('\n').filter(Boolean).map((l) => JSON.parse(l)) };
}

describe.each(['native', 'wasm'])('engine %s', (engine) => {
  test('prints one JSON object per scenario and a summary', () => {
    const r = scen([...ARENA, '--engine', engine]);
    expect(r.code).toBe(0);
    expect(r.lines).toHaveLength(161);
    const [first] = r.lines;
    expect(Object.keys(first)).toEqual(['index', 'start', 'goal', 'optimal', 'length', 'expanded', 'micros']);
    const summary = r.lines.at(-1);
    expect(summary).toMatchObject({ summary: true, scenarios: 160, matched: 160 });
    const expanded = r.lines.slice(0, -1).reduce((sum, l) => sum + l.expanded, 0);
    expect(summary.expanded).toBe(expanded);
  });

  test('--limit and --algorithm', () => {
    const r = scen([...ARENA, '--engine', engine, '--limit', '7', '--algorithm', 'dijkstra']);
    expect(r.code).toBe(0);
    expect(r.lines.at(-1)).toMatchObject({ scenarios: 7, matched: 7 });
  });

  test("JPS+'s jump table is reported apart, once, in the summary; other searches have none", () => {
    const jpsPlus = scen([...ARENA, '--engine', engine, '--limit', '20', '--algorithm', 'jps-plus']);
    expect(jpsPlus.code).toBe(0);
    const summary = jpsPlus.lines.at(-1);
    expect(summary).toMatchObject({ scenarios: 20, matched: 20 });
    expect(summary.precomputeMicros).toBeGreaterThanOrEqual(0);
    expect(Object.keys(summary)).toEqual(['summary', 'scenarios', 'matched', 'expanded', 'micros', 'precomputeMicros']);
    expect(Object.keys(jpsPlus.lines[0])).not.toContain('precomputeMicros');
    expect(scen([...ARENA, '--engine', engine, '--limit', '5']).lines.at(-1)).not.toHaveProperty('precomputeMicros');
  });

  test.each([
    [['--map', join(DATA, 'arena.map')], /usage/],
    [['--map', '/nonexistent.map', '--scen', join(DATA, 'arena.map.scen')], /cannot read \/nonexistent.map/],
    [[...ARENA, '--algorithm', 'teleport'], /unknown algorithm 'teleport'/],
    [[...ARENA, '--limit', 'many'], /--limit wants a whole number/],
    [[...ARENA, '--bogus', '1'], /unknown argument --bogus/],
  ])('bad arguments %# exit 2 with one line on stderr', (args, message) => {
    const r = scen([...args, '--engine', engine]);
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('malformed map and scenario files exit 2 naming the line', () => {
    const dir = mkdtempSync(join(tmpdir(), 'pathlab-scen-'));
    writeFileSync(join(dir, 'bad.map'), 'type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n');
    writeFileSync(join(dir, 'bad.scen'), 'version 1\n0\tarena.map\t49\t49\t1\t11\n');
    const badMap = scen(['--map', join(dir, 'bad.map'), '--scen', join(DATA, 'arena.map.scen'), '--engine', engine]);
    expect(badMap.code).toBe(2);
    expect(badMap.stderr).toMatch(/line 6/);
    const badScen = scen(['--map', join(DATA, 'arena.map'), '--scen', join(dir, 'bad.scen'), '--engine', engine]);
    expect(badScen.code).toBe(2);
    expect(badScen.stderr).toMatch(/line 2/);
  });
});

test('native and wasm engines do identical work', () => {
  const native = scen([...ARENA, '--engine', 'native', '--algorithm', 'astar']).lines.slice(0, -1);
  const wasm = scen([...ARENA, '--engine', 'wasm', '--algorithm', 'astar']).lines.slice(0, -1);
  const strip = (l) => ({ ...l, micros: 0 });
  expect(wasm.map(strip)).toEqual(native.map(strip));
});

test('--heuristic and --diagonal: identical work on both engines; landmarks keep every length with fewer expansions', () => {
  const run = (engine, extra) => scen([...ARENA, '--engine', engine, '--algorithm', 'astar', ...extra]).lines;
  const strip = (l) => ({ ...l, micros: 0, ...(l.precomputeMicros !== undefined && { precomputeMicros: 0 }) });
  const native = run('native', ['--heuristic', 'landmarks']);
  expect(run('wasm', ['--heuristic', 'landmarks']).map(strip)).toEqual(native.map(strip));
  expect(native.at(-1)).toMatchObject({ scenarios: 160, matched: 160 });
  expect(native.at(-1).precomputeMicros).toBeGreaterThanOrEqual(0); // the landmarks' table, apart from the searches
  expect(native.at(-1).expanded).toBeLessThan(run('native', []).at(-1).expanded);
  // The file's lengths are the Moving AI rule's: 4-connected paths are longer wherever they turn.
  const never = run('wasm', ['--diagonal', 'never']).at(-1);
  expect(never.scenarios).toBe(160);
  expect(never.matched).toBeLessThan(160);
  const bad = scen([...ARENA, '--engine', 'native', '--heuristic', 'nope']);
  expect(bad.code).toBe(2);
  expect(bad.stderr).toMatch(/unknown heuristic 'nope'/);
});
