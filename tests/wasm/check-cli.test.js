// The command `pathlab check` (docs/check-your-search.md, "The command"), run as a grader runs
// it: the report, --json, and the exit status, 0 correct, 1 wrong (diverged or incomplete), 2 when
// the input cannot be read or an argument is wrong, with one line on stderr saying what. The
// traces are the JavaScript starter's run on the test map and copies of it with a fault this file
// puts in (so it knows where the first wrong event is), also written as a Posthoc JSON trace here.
// The installed package's `npx pathlab` is tested in tests/package/package.test.js.
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CLI = join(ROOT, 'web/src/lib/cli.js');
const MAP = join(ROOT, 'tests/data/check/room.map');

let temp;
let correct; // the starter's run from (1, 10) to (18, 1): start and goal lines, generate/update lines
const files = {};

function pathlab(args, input) {
  const r = spawnSync(process.execPath, [CLI, ...args], { cwd: temp, encoding: 'utf8', input, maxBuffer: 64 << 20 });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}
const check = (...args) => pathlab(['check', '--map', MAP, ...args]);

/** A line-format run as a Posthoc trace: its events list, cells by x and y, parents by id (y * width + x). */
function posthoc(lines, width) {
  const types = { start: 'source', goal: 'destination', expand: 'expanding', generate: 'generating', update: 'updating' };
  const events = [];
  for (const line of lines) {
    const [word, x, y, ...fields] = line.split(' ');
    if (!types[word]) continue;
    const event = { type: types[word], id: Number(y) * width + Number(x), x: Number(x), y: Number(y) };
    for (const field of fields) {
      const [key, value] = field.split('=');
      if (key === 'parent') {
        const [px, py] = value.split(',').map(Number);
        event.pId = py * width + px;
      } else event[key] = Number(value);
    }
    events.push(event);
  }
  return { version: '1.4.0', events };
}

beforeAll(() => {
  temp = mkdtempSync(join(tmpdir(), 'pathlab-cli-'));
  correct = execFileSync(process.execPath, [join(ROOT, 'docs/starters/astar.js'), MAP, '1', '10', '18', '1'], { encoding: 'utf8' });
  const lines = correct.trimEnd().split('\n');
  const write = (name, text) => {
    files[name] = join(temp, name);
    writeFileSync(files[name], text);
  };
  write('correct.txt', correct);
  // The second expansion's g made wrong: line 7, step 2.
  expect(lines[6]).toMatch(/^expand 2 9 g=1\.4142 /);
  write('wrong-g.txt', [...lines.slice(0, 6), lines[6].replace('g=1.4142', 'g=1.5000'), ...lines.slice(7)].join('\n'));
  // Cut after the 17th expansion's lines: every event right, the search not over.
  const cut = lines.findIndex((line, i) => line.startsWith('expand ') && lines.slice(0, i).filter((l) => l.startsWith('expand ')).length === 17);
  write('cut.txt', lines.slice(0, cut).join('\n'));
  write('no-ends.txt', lines.filter((line) => !/^(start|goal) /.test(line)).join('\n'));
  write('named.txt', `algorithm astar\n${correct}`);
  write('garbage.txt', 'expand 1 10 g=0\nfly 2 2\n');
  // Posthoc traces hold numbers, compared as values: made from the starter printing every digit.
  const starter = readFileSync(join(ROOT, 'docs/starters/astar.js'), 'utf8');
  expect(starter).toContain('.toFixed(4)');
  writeFileSync(join(temp, 'astar-full.mjs'), starter.replaceAll('.toFixed(4)', '.toString()'));
  const full = execFileSync(process.execPath, [join(temp, 'astar-full.mjs'), MAP, '1', '10', '18', '1'], { encoding: 'utf8' }).trimEnd().split('\n');
  const trace = posthoc(full, 20);
  write('posthoc.json', JSON.stringify(trace));
  expect(trace.events[6]).toMatchObject({ type: 'expanding', x: 2, y: 9 });
  trace.events[6].g = 1.5;
  write('posthoc-wrong.json', JSON.stringify(trace));
});
afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('the report and the exit status', () => {
  test('a correct run: exit 0, the verdict, the options and the counts', () => {
    const r = check('--algorithm', 'astar', '--trace', files['correct.txt']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('as A* on');
    expect(r.stdout).toContain('(20 × 12), from (1, 10) to (18, 1).');
    expect(r.stdout).toContain('heuristic octile');
    expect(r.stdout).toContain('from the trace: start, goal.');
    expect(r.stdout).toMatch(/^Verdict: correct$/m);
    const expansions = correct.split('\n').filter((line) => line.startsWith('expand ')).length;
    expect(r.stdout).toContain(`${expansions} expansions in the trace; its path costs 27.90; the shortest path costs 27.90.`);
  });

  test('a wrong g: exit 1, the step, the line, the finding and the message', () => {
    const r = check('--algorithm', 'astar', '--trace', files['wrong-g.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Verdict: diverged$/m);
    expect(r.stdout).toMatch(/^First wrong: step 2, line 7: wrong-g$/m);
    expect(r.stdout).toMatch(/^ {2}\(2, 9\)'s g should be 1\.41\b.*not 1\.50/m);
  });

  test('the same run under a rule where it is wrong: the cells a correct run could have expanded', () => {
    // Dijkstra expands by g alone: at step 2 it takes a straight neighbour (g 1) before (2, 9) (g 1.41).
    const r = check('--algorithm', 'dijkstra', '--trace', files['correct.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^First wrong: step 2, line 7: not-lowest$/m);
    expect(r.stdout).toMatch(/^ {2}A correct run could have expanded any of \(1, 9\), \(2, 10\) there\.$/m);
  });

  test('a trace cut short: exit 1, incomplete', () => {
    const r = check('--algorithm', 'astar', '--trace', files['cut.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^Verdict: incomplete$/m);
    expect(r.stdout).toMatch(/^First wrong: step 17, line \d+: truncated$/m);
  });

  test('--start and --goal when the trace has none; other ones than the trace\'s are wrong', () => {
    expect(check('--algorithm', 'astar', '--start', '1,10', '--goal=18,1', '--trace', files['no-ends.txt']).code).toBe(0);
    const r = check('--algorithm', 'astar', '--start', '1,10', '--goal', '17,1', '--trace', files['correct.txt']);
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('wrong-goal');
  });

  test('a trace that names its algorithm needs no --algorithm', () => {
    const r = check('--trace', files['named.txt']);
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('as A* on');
    expect(r.stdout).toContain('from the trace: start, goal, algorithm.');
  });

  test('a Posthoc JSON trace: the wrong event by its index in the events list', () => {
    const right = check('--algorithm', 'astar', '--trace', files['posthoc.json']);
    expect(right.stderr).toBe('');
    expect(right.code).toBe(0);
    expect(right.stdout).toContain('(Posthoc JSON) as A* on');
    const wrong = check('--algorithm', 'astar', '--trace', files['posthoc-wrong.json']);
    expect(wrong.code).toBe(1);
    expect(wrong.stdout).toMatch(/^First wrong: step 2, events\[6\]: wrong-g$/m);
  });

  test('--tie-rule fixed, and the trace from standard input', () => {
    const r = pathlab(['check', '--map', MAP, '--algorithm', 'astar', '--tie-rule', 'fixed', '--trace', '-'], correct);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Checked standard input (line format)');
    expect(r.stdout).toContain('tie rule fixed');
  });

  test('--json prints the result object', () => {
    const wrong = JSON.parse(check('--algorithm', 'astar', '--trace', files['wrong-g.txt'], '--json').stdout);
    expect(wrong).toMatchObject({ verdict: 'diverged', algorithm: 'astar', start: [1, 10], goal: [18, 1] });
    expect(wrong.firstWrong).toMatchObject({ event: 6, step: 2, finding: 'wrong-g', cell: [2, 9] });
    const right = check('--algorithm', 'astar', '--trace', files['correct.txt'], '--json');
    expect(right.code).toBe(0);
    const result = JSON.parse(right.stdout);
    expect(result.verdict).toBe('correct');
    expect(result.firstWrong).toBeNull();
    expect(result.path.at(-1)).toEqual([18, 1]);
  });
});

describe('help', () => {
  test('--help prints the usage on stdout and exits 0', () => {
    for (const args of [['--help'], ['help'], ['check', '--help']]) {
      const r = pathlab(args);
      expect(r.code, args.join(' ')).toBe(0);
      expect(r.stdout).toMatch(/^Usage:\n {2}pathlab check --map FILE --trace FILE/);
      expect(r.stdout).toContain('--tie-rule');
    }
  });

  test('no command: the usage on stderr, exit 2', () => {
    const r = pathlab([]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^Usage:/);
  });
});

describe('unreadable input and bad arguments exit 2 with one line on stderr', () => {
  const cases = [
    [['check', '--map', '/nonexistent/room.map', '--trace', 'correct.txt', '--algorithm', 'astar'], /cannot read the map \/nonexistent\/room\.map: no such file/],
    [['check', '--map', MAP, '--trace', 'missing.txt', '--algorithm', 'astar'], /cannot read the trace missing\.txt: no such file/],
    [['check', '--map', join(ROOT, 'README.md'), '--trace', 'correct.txt', '--algorithm', 'astar'], /README\.md is not a Moving AI map: line 1: expected "type octile"/],
    [['check', '--map', MAP, '--trace', 'garbage.txt', '--algorithm', 'astar'], /cannot check garbage\.txt: line 2: unknown word "fly"/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'teleport'], /unknown algorithm 'teleport'/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'jps'], /the check replays .*dijkstra.*, not 'jps'/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'astar', '--start', '1;10'], /--start wants a cell as X,Y .* not '1;10'/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'astar', '--start', '0,0'], /start \(0, 0\) is a wall/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'astar', '--goal', '40,1'], /goal \(40, 1\) is off the 20 × 12 map/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'astar', '--diagonal', 'sideways'], /unknown --diagonal 'sideways'/],
    // The library's words for options are this command's flags.
    [['check', '--map', MAP, '--trace', 'no-ends.txt', '--algorithm', 'astar'], /no start: give --start, or a start/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'weighted-astar', '--weight', 'heavy'], /--weight wants a number, not 'heavy'/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm', 'astar', '--tie-rule', 'strict'], /--tie-rule is any or fixed, not 'strict'/],
    [['check', '--map', MAP, '--trace', 'correct.txt'], /--algorithm is missing, and the trace does not name one/],
    [['check', '--map', MAP, '--algorithm', 'astar'], /--trace FILE is missing/],
    [['check', '--trace', 'correct.txt', '--algorithm', 'astar'], /--map FILE is missing/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--algorithm'], /--algorithm needs a value/],
    [['check', '--map', MAP, '--map', MAP, '--trace', 'correct.txt'], /--map is given twice/],
    [['check', '--map', MAP, '--trace', 'correct.txt', '--fast'], /unknown argument '--fast'/],
    [['grade', '--map', MAP], /unknown command 'grade'/],
  ];
  test.each(cases)('%#: %j', (args, message) => {
    const r = pathlab(args);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/^pathlab: /);
    expect(r.stderr).toMatch(message);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
  });

  test('--json on an unreadable trace: the result object too', () => {
    const r = check('--algorithm', 'astar', '--trace', files['garbage.txt'], '--json');
    expect(r.code).toBe(2);
    expect(JSON.parse(r.stdout)).toMatchObject({ verdict: 'unreadable', firstWrong: { finding: 'unreadable' } });
    expect(r.stderr).toMatch(/unknown word "fly"/);
  });
});
