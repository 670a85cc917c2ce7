// The starter programs of docs/starters/ (docs/check-your-search.md, "Starter programs"), run as a
// student runs them: their traces check as correct A* runs, under both tie rules, on the test map
// and on a Moving AI benchmark map (whose scenario file gives the shortest path's cost). Then the
// one-line bug each program's header documents is applied to a copy (a string replace here) and
// the check must say 'diverged' with the finding and at the step this file and the header name.
// JavaScript always; Python and C++ where python3 and g++ are installed (the log says which ran).
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { movingAIText, MOVINGAI_DIR } from '../movingai-data.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const STARTERS = join(ROOT, 'docs/starters');
const ROOM = join(ROOT, 'tests/data/check/room.map');
const ARENA = join(MOVINGAI_DIR, 'arena.map');
const QUERY = ['1', '10', '18', '1']; // the query the headers' step numbers are for

// Each program's documented bug, and where the check must find it on room.map from (1, 10) to (18, 1).
const STARTER_LIST = [
  {
    name: 'JavaScript', file: 'astar.js', tool: process.execPath,
    from: 'const newG = g.get(cell) + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * cost[ny][nx];',
    to: 'const newG = g.get(cell) + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1);',
    finding: 'wrong-g', step: 3, cell: [4, 9],
  },
  {
    name: 'Python', file: 'astar.py', tool: 'python3',
    from: 'if nxt in g and new_g >= g[nxt]:',
    to: 'if nxt in g:',
    finding: 'missed-improvement', step: 11, cell: [4, 9],
  },
  {
    name: 'C++', file: 'astar.cpp', tool: 'g++',
    from: '!(passable(x + dx, y) && passable(x, y + dy))',
    to: '!(passable(x + dx, y) || passable(x, y + dy))',
    finding: 'not-neighbour', step: 3, cell: [4, 7],
  },
];
const installed = (tool) => tool === process.execPath || spawnSync(tool, ['--version'], { stdio: 'ignore' }).status === 0;
const RUNNABLE = STARTER_LIST.filter((s) => installed(s.tool));

let pl;
let temp;
beforeAll(async () => {
  pl = await loadPathlab();
  temp = mkdtempSync(join(tmpdir(), 'pathlab-starters-'));
  console.log(`[starters] run: ${RUNNABLE.map((s) => s.name).join(', ')}; not installed: ${STARTER_LIST.filter((s) => !RUNNABLE.includes(s)).map((s) => s.tool).join(', ') || 'none'}`);
});
afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

/** Writes `source` as the starter's file in the temporary folder and returns a function running it on a map and query. */
function build(starter, source, tag) {
  const ext = starter.file.split('.').pop();
  const file = join(temp, `astar-${tag}.${ext === 'js' ? 'mjs' : ext}`);
  writeFileSync(file, source);
  let command = [starter.tool, file];
  if (ext === 'cpp') {
    const binary = join(temp, `astar-${tag}`);
    execFileSync('g++', ['-std=c++17', '-O1', '-Wall', '-Wextra', '-Werror', '-o', binary, file]);
    command = [binary];
  }
  return (map, query) => execFileSync(command[0], [...command.slice(1), map, ...query], { encoding: 'utf8', maxBuffer: 64 << 20 });
}

function check(mapFile, trace, options = {}) {
  const grid = pl.Grid.fromMovingAI(readFileSync(mapFile, 'utf8'));
  try {
    return pl.checkTrace(grid, { algorithm: 'astar', ...options }, trace);
  } finally {
    grid.delete();
  }
}

/** The source with the bug: its last occurrence of `from` (the code, after the header's) replaced. */
function withBug(source, { from, to }) {
  const code = source.lastIndexOf(from);
  expect(source.indexOf(from), 'the header quotes the line').toBeGreaterThanOrEqual(0);
  expect(code, 'the code has the line after the header').toBeGreaterThan(source.indexOf(from));
  return source.slice(0, code) + to + source.slice(code + from.length);
}

const outputs = {};

describe.each(RUNNABLE)('the $name starter ($file)', (starter) => {
  const source = readFileSync(join(STARTERS, starter.file), 'utf8');
  let program;
  const correctRun = (map, query) => {
    program ??= build(starter, source, 'ok');
    return program(map, query);
  };

  test('prints a correct run of A* on the test map, under either tie rule', () => {
    const trace = correctRun(ROOM, QUERY);
    outputs[starter.file] = trace;
    expect(trace).toMatch(/^start 1 10\ngoal 18 1\nexpand 1 10 g=0\.0000 h=20\.7279\n/);
    expect(trace).toMatch(/^update /m); // cheaper paths turn up on this map, so the Python bug shows
    expect(trace.trimEnd().split('\n').at(-1)).toMatch(/^end found cost=27\.8995$/);
    for (const tieRule of ['any', 'fixed']) {
      const result = check(ROOM, trace, { tieRule });
      expect(result.firstWrong, tieRule).toBeNull();
      expect(result.verdict).toBe('correct');
      expect(result.expansions).toBe(trace.split('\n').filter((line) => line.startsWith('expand ')).length);
      expect(result.path[0]).toEqual([1, 10]);
      expect(result.path.at(-1)).toEqual([18, 1]);
    }
  });

  test('prints a correct run on arena.map, of the cost its scenario file gives', () => {
    // The scenario file's last line: 1 7 -> 47 46, optimal 62.1543.
    expect(movingAIText('arena.map.scen').trimEnd().split('\n').at(-1)).toMatch(/\t1\t7\t47\t46\t62\.1543$/);
    const trace = correctRun(ARENA, ['1', '7', '47', '46']);
    const result = check(ARENA, trace);
    expect(result.firstWrong).toBeNull();
    expect(result.verdict).toBe('correct');
    expect(result.cost).toBeCloseTo(62.1543, 4);
  });

  test(`with its documented bug, diverges at step ${starter.step}: ${starter.finding}`, () => {
    // The header says so, in these words (comment markers and line breaks aside).
    const header = source.slice(0, source.indexOf(starter.from, source.indexOf(starter.from) + 1)).replace(/\s*(\/\/)?\s+/g, ' ');
    expect(header).toContain(`reports '${starter.finding}' at step ${starter.step}:`);
    const trace = build(starter, withBug(source, starter), 'bug')(ROOM, QUERY);
    const result = check(ROOM, trace);
    expect(result.verdict).toBe('diverged');
    expect(result.firstWrong).toMatchObject({ finding: starter.finding, step: starter.step, cell: starter.cell });
    // The event is the one the step names: `step` expand lines up to and including it.
    const lines = trace.trimEnd().split('\n');
    expect(lines.slice(0, result.firstWrong.event + 1).filter((line) => line.startsWith('expand ')).length).toBe(starter.step);
    // The run without the bug agrees up to that step's expansion.
    const firstOfStep = lines.findIndex((line, i) => line.startsWith('expand ') && lines.slice(0, i + 1).filter((l) => l.startsWith('expand ')).length === starter.step);
    expect(firstOfStep).toBeGreaterThan(0);
    expect(correctRun(ROOM, QUERY).split('\n').slice(0, firstOfStep)).toEqual(lines.slice(0, firstOfStep));
  });
});

test('the starters print the same run: the same algorithm in three languages', () => {
  const ran = Object.keys(outputs);
  expect(ran).toContain('astar.js');
  for (const file of ran) expect(outputs[file], file).toBe(outputs['astar.js']);
});

test('the docs list every starter with its bug, finding and step', () => {
  const docs = readFileSync(join(ROOT, 'docs/check-your-search.md'), 'utf8');
  const section = docs.slice(docs.indexOf('## Starter programs'));
  for (const starter of STARTER_LIST) {
    const row = section.split('\n').find((line) => line.includes(`(starters/${starter.file})`));
    expect(row, starter.file).toBeDefined();
    expect(row).toContain(`\`${starter.finding}\``);
    expect(row).toContain(`step ${starter.step}`);
  }
});
