// Grading with `pathlab check` (docs/check-your-search.md, "Grading a class"): --assignment takes
// every setting from the assignment's JSON and a trace naming any other is wrong; --batch grades a
// folder of traces in every format, hostile files included, into JSON, CSV or a report; --gradescope
// writes Gradescope's results.json; --json leaves the events out unless --events; an argument error
// (exit 2) writes no file. The assignment JSON is written here from the map's own lines.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(ROOT, 'web/src/lib/cli.js');
const MAP = join(ROOT, 'tests/data/check/room.map');

let temp;
let correct; // the JavaScript starter's A* run from (1, 10) to (18, 1), in the line format
let coreExpansions; // Pathlab's own A* on the assignment: the measure of partial credit
const files = {};

function pathlab(args) {
  const r = spawnSync(process.execPath, [CLI, 'check', ...args], { cwd: temp, encoding: 'utf8', maxBuffer: 64 << 20 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

function write(name, text) {
  files[name] = join(temp, name);
  writeFileSync(files[name], text);
  return files[name];
}

/** The assignment as the assignment page's JSON download: rows from the .map file's own lines. */
function assignment(fields = {}) {
  const lines = readFileSync(MAP, 'utf8').trimEnd().split('\n');
  const rows = lines.slice(lines.indexOf('map') + 1);
  return JSON.stringify({ format: 'pathlab-assignment', version: 1, task: 'A* from S to G', width: rows[0].length, height: rows.length,
    start: [1, 10], goal: [18, 1], options: { algorithm: 'astar' }, tieRule: 'any', rows, ...fields });
}

// Whether text holds a control character (but the line break) or an undecoded byte.
const binary = (text) => [...text].some((c) => (c < ' ' && c !== '\n') || (c >= '\u007f' && c <= '\u009f') || c === '\ufffd');
const expansionsOf = (text) => text.split('\n').filter((line) => line.startsWith('expand ')).length;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'pathlab-grading-'));
  correct = execFileSync(process.execPath, [join(ROOT, 'docs/starters/astar.js'), MAP, '1', '10', '18', '1'], { encoding: 'utf8' });
  write('assignment.json', assignment());
  write('correct.txt', correct);
  const pl = await loadPathlab();
  const grid = pl.Grid.fromMovingAI(readFileSync(MAP, 'utf8'));
  coreExpansions = pl.findPath(grid, { start: [1, 10], goal: [18, 1], algorithm: 'astar' }).expanded;
  grid.delete();
});
afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('--assignment: the assignment decides, the trace cannot', () => {
  test('the starter\'s run is correct against the assignment', () => {
    const r = pathlab(['--assignment', files['assignment.json'], '--trace', files['correct.txt']]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Verdict: correct$/m);
  });

  test('a trace searching to another goal is wrong, and the message names the difference', () => {
    // Two expansions towards a goal next to the start: correct for that goal, without the assignment.
    const short = 'start 1 10\ngoal 2 9\nexpand 1 10 g=0 h=1.4142\nexpand 2 9 g=1.4142 h=0\n';
    write('short.txt', short);
    expect(spawnSync(process.execPath, [CLI, 'check', '--map', MAP, '--algorithm', 'astar', '--trace', files['short.txt']]).status).toBe(0);
    const r = pathlab(['--assignment', files['assignment.json'], '--trace', files['short.txt']]);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Verdict: diverged$/m);
    expect(r.stdout).toContain('your trace searches to (2, 9); the assignment\'s goal is (18, 1).');
  });

  test('a trace naming another heuristic or movement rule is wrong, though the options were left to the defaults', () => {
    for (const [line, words] of [['heuristic manhattan', 'heuristic manhattan; the assignment\'s heuristic is octile'],
      ['diagonalMovement always', 'diagonalMovement always; the assignment\'s diagonalMovement is only-when-no-obstacles']]) {
      write('other.txt', `${line}\n${correct}`);
      const r = pathlab(['--assignment', files['assignment.json'], '--trace', files['other.txt']]);
      expect(r.code, line).toBe(1);
      expect(r.stdout, line).toContain(`your trace runs with ${words}.`);
      expect(r.stdout, line).toMatch(/^First wrong: before the first step, line 1: other-settings$/m);
    }
    // Naming the assignment's own settings is no difference.
    write('same.txt', `algorithm astar\nheuristic octile\ndiagonalMovement only-when-no-obstacles\n${correct}`);
    expect(pathlab(['--assignment', files['assignment.json'], '--trace', files['same.txt']]).code).toBe(0);
  });

  test('the command line cannot set what the assignment sets; a broken assignment exits 2', () => {
    const clash = pathlab(['--assignment', files['assignment.json'], '--trace', files['correct.txt'], '--goal', '2,9']);
    expect(clash).toMatchObject({ code: 2, stdout: '' });
    expect(clash.stderr).toMatch(/^pathlab: --goal cannot be given with --assignment/);
    for (const [text, message] of [['{"format": "something-else"}', /its format is not "pathlab-assignment"/],
      [assignment({ version: 2 }), /version 2, made by a newer Pathlab/],
      [assignment({ rows: ['...'] }), /it must have 12 rows/],
      [assignment({ options: { algorithm: 'astar', speed: 'fast' } }), /its options name 'speed'/],
      ['\u0000\u0001garbage', /is not an assignment: it is not JSON/]]) {
      write('bad-assignment.json', text);
      const r = pathlab(['--assignment', files['bad-assignment.json'], '--trace', files['correct.txt']]);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(message);
      expect(binary(r.stderr)).toBe(false);
    }
  });
});

describe('--batch: a class in one run', () => {
  let folder;
  beforeAll(async () => {
    folder = join(temp, 'class');
    mkdirSync(folder);
    const lines = correct.trimEnd().split('\n');
    writeFileSync(join(folder, 'alice.txt'), correct);
    // Cut after the 30th expansion: incomplete.
    const cut = lines.findIndex((l, i) => l.startsWith('expand ') && expansionsOf(lines.slice(0, i).join('\n')) === 30);
    writeFileSync(join(folder, 'bob.txt'), lines.slice(0, cut).join('\n'));
    // A wrong g at the second expansion (line 7).
    writeFileSync(join(folder, 'carol.txt'), lines.map((l, i) => (i === 6 ? l.replace(/g=[\d.]+/, 'g=1.5000') : l)).join('\n'));
    const pl = await loadPathlab();
    const grid = pl.Grid.fromMovingAI(readFileSync(MAP, 'utf8'));
    const own = pl.posthocTrace(grid, { start: [1, 10], goal: [18, 1], algorithm: 'astar' });
    grid.delete();
    writeFileSync(join(folder, 'dave.trace.yaml'), pl.formatTrace(own, 'yaml'));
    writeFileSync(join(folder, 'erin.trace.json'), pl.formatTrace(own, 'json'));
    writeFileSync(join(folder, 'frank.txt'), '');
    const random = new Uint8Array(4096);
    for (let i = 0; i < random.length; i++) random[i] = (i * 2654435761) >>> 24;
    writeFileSync(join(folder, 'grace.bin'), random);
    // Larger than YAML is read: refused for that file alone.
    writeFileSync(join(folder, 'heidi.yaml'), `events:\n${'  - {type: expanding, x: 1, y: 10}\n'.repeat(600_000)}`);
    // Larger than any trace is read: refused unread (a sparse file, no disk written).
    writeFileSync(join(folder, 'ivan.txt'), '');
    truncateSync(join(folder, 'ivan.txt'), 129 * 2 ** 20);
    writeFileSync(join(folder, '.hidden'), 'not a submission');
  });

  test('one result per file, a summary, and nothing stops the batch', () => {
    const out = join(temp, 'class.json');
    const r = pathlab(['--assignment', files['assignment.json'], '--batch', folder, '--json', '--out', out]);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('');
    const { summary, results } = JSON.parse(readFileSync(out, 'utf8'));
    const verdicts = Object.fromEntries(results.map((row) => [row.file, row.verdict]));
    expect(verdicts).toEqual({
      'alice.txt': 'correct', 'bob.txt': 'incomplete', 'carol.txt': 'diverged', 'dave.trace.yaml': 'correct', 'erin.trace.json': 'correct',
      'frank.txt': 'unreadable', 'grace.bin': 'unreadable', 'heidi.yaml': 'unreadable', 'ivan.txt': 'unreadable',
    });
    expect(summary).toEqual({ files: 9, verdicts: { correct: 3, diverged: 1, incomplete: 1, unreadable: 4 },
      firstFindings: [{ finding: 'unreadable', files: 4 }, { finding: 'truncated', files: 1 }, { finding: 'wrong-g', files: 1 }] });
    expect(results.find((row) => row.file === 'ivan.txt').firstWrong.message).toMatch(/it is 129 MiB; a trace is read up to 128 MiB/);
    const carol = results.find((row) => row.file === 'carol.txt');
    expect(carol).toMatchObject({ firstWrong: { step: 2, place: 'line 7', finding: 'wrong-g' }, stepsRight: 1 });
    expect(results.find((row) => row.file === 'bob.txt')).toMatchObject({ stepsRight: 30, share: 30 / coreExpansions });
    expect(binary(results.find((row) => row.file === 'grace.bin').firstWrong.message)).toBe(false);
  });

  test('--format csv: a row per file for a spreadsheet', () => {
    const r = pathlab(['--assignment', files['assignment.json'], '--batch', folder, '--format', 'csv']);
    expect(r.code).toBe(0);
    const rows = r.stdout.trimEnd().split('\r\n');
    expect(rows[0]).toBe('file,verdict,step,place,finding,steps_right,share,expansions,cost,message');
    expect(rows).toHaveLength(10);
    expect(rows.find((row) => row.startsWith('alice.txt,'))).toMatch(/^alice\.txt,correct,,,,\d+,1\.000,\d+,27\.8995,$/);
    expect(rows.find((row) => row.startsWith('carol.txt,'))).toMatch(/^carol\.txt,diverged,2,line 7,wrong-g,1,/);
  });

  test('--gradescope: results.json with a score per trace', () => {
    const results = join(temp, 'results.json');
    const r = pathlab(['--assignment', files['assignment.json'], '--batch', folder, '--gradescope', results, '--points', '10']);
    expect(r.code).toBe(0);
    const json = JSON.parse(readFileSync(results, 'utf8'));
    expect(json.max_score).toBe(90);
    const byName = Object.fromEntries(json.tests.map((t) => [t.name, t]));
    expect(byName['Check my search: alice.txt']).toMatchObject({ score: 10, max_score: 10, status: 'passed' });
    expect(byName['Check my search: bob.txt']).toMatchObject({ score: Math.round(10 * 0.5 * (30 / coreExpansions) * 100) / 100, status: 'failed' });
    expect(byName['Check my search: frank.txt']).toMatchObject({ score: 0, status: 'failed' });
    expect(byName['Check my search: bob.txt'].output).toMatch(/^Verdict: incomplete$/m);
    expect(json.score).toBeCloseTo(json.tests.reduce((sum, t) => sum + t.score, 0), 2);
  });
});

describe('one trace: Gradescope, JSON and output files', () => {
  test('--gradescope for one submission: full marks for correct, partial credit for the share right, 0 for a missing file', () => {
    const results = join(temp, 'one.json');
    expect(pathlab(['--assignment', files['assignment.json'], '--trace', files['correct.txt'], '--gradescope', results]).code).toBe(0);
    expect(JSON.parse(readFileSync(results, 'utf8'))).toMatchObject({ score: 1, max_score: 1, tests: [{ score: 1, max_score: 1, status: 'passed' }] });
    const lines = correct.trimEnd().split('\n');
    const cut = lines.findIndex((l, i) => l.startsWith('expand ') && expansionsOf(lines.slice(0, i).join('\n')) === 40);
    write('forty.txt', lines.slice(0, cut).join('\n'));
    expect(pathlab(['--assignment', files['assignment.json'], '--trace', files['forty.txt'], '--gradescope', results, '--partial-credit', '0.8']).code).toBe(1);
    const partial = JSON.parse(readFileSync(results, 'utf8'));
    expect(partial.score).toBe(Math.round(0.8 * (40 / coreExpansions) * 100) / 100);
    expect(partial.tests[0].output).toMatch(/Verdict: incomplete/);
    pathlab(['--assignment', files['assignment.json'], '--trace', join(temp, 'not-there.txt'), '--gradescope', results]);
    expect(JSON.parse(readFileSync(results, 'utf8'))).toMatchObject({ score: 0, tests: [{ score: 0, status: 'failed' }] });
  });

  test('--json leaves the events out; --events puts them in', () => {
    const plain = JSON.parse(pathlab(['--assignment', files['assignment.json'], '--trace', files['correct.txt'], '--json']).stdout);
    expect(plain.verdict).toBe('correct');
    expect(plain.run).toBeUndefined();
    const withEvents = JSON.parse(pathlab(['--assignment', files['assignment.json'], '--trace', files['correct.txt'], '--json', '--events']).stdout);
    expect(withEvents.run.events).toHaveLength(correct.trimEnd().split('\n').filter((l) => !l.startsWith('path ')).length); // every line but the path
  });

  test('exit 2 for a bad argument leaves no half-written output file, and an old one as it was', () => {
    const out = join(temp, 'out', 'report.json');
    mkdirSync(join(temp, 'out'));
    const r = pathlab(['--assignment', join(temp, 'missing.json'), '--trace', files['correct.txt'], '--json', '--out', out]);
    expect(r.code).toBe(2);
    expect(existsSync(out)).toBe(false);
    writeFileSync(out, 'yesterday');
    expect(pathlab(['--map', MAP, '--algorithm', 'astar', '--trace', files['correct.txt'], '--json', '--out', out, '--weight', 'x']).code).toBe(2);
    expect(pathlab(['--map', MAP, '--algorithm', 'astar', '--start', '0,0', '--trace', files['correct.txt'], '--out', out]).code).toBe(2);
    expect(readFileSync(out, 'utf8')).toBe('yesterday');
    expect(readdirSync(join(temp, 'out'))).toEqual(['report.json']);
    expect(pathlab(['--map', MAP, '--algorithm', 'astar', '--trace', files['correct.txt'], '--json', '--out', out]).code).toBe(0);
    expect(JSON.parse(readFileSync(out, 'utf8')).verdict).toBe('correct');
  });
});
