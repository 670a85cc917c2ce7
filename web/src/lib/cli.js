#!/usr/bin/env node
// The package's command, `npx pathlab check` (docs/check-your-search.md, "The command"): checks a
// search trace written by any program against a Moving AI map, prints the report (or the result
// object with --json) and exits 0 when the run is correct, 1 when it went wrong (diverged or
// incomplete), 2 when the input cannot be read or the arguments are wrong.
import { ALGORITHM_INFO, COST_MODELS, DIAGONAL_RULES, HEURISTICS, loadPathlab } from './pathlab.js';
import { CHECKABLE_FAMILIES, TIE_RULES } from './trace-check.js';

/** @type {{ argv: string[], exitCode?: number, stdout: { write(text: string): boolean }, stderr: { write(text: string): boolean } }} */
const proc = /** @type {any} */ (globalThis).process;
// A variable, as in pathlab.js: bundlers that meet this file leave the Node-only import alone.
const fsModule = 'node:fs';
const { readFileSync } = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);

const EXIT = Object.freeze({ correct: 0, wrong: 1, unusable: 2 });
const CHECKABLE = ALGORITHM_INFO.filter((a) => CHECKABLE_FAMILIES.includes(a.family)).map((a) => a.id);

const USAGE = `Usage:
  pathlab check --map FILE --trace FILE [options]
  pathlab --help

Checks the run of a search you wrote (its trace: the line format, or a Posthoc YAML or
JSON trace) as a run of an algorithm on a Moving AI map, and says which step first went
wrong and why. Exit status: 0 correct, 1 wrong (diverged or incomplete), 2 unreadable input
or bad arguments.

  --map FILE            the Moving AI .map the search ran on
  --trace FILE          the trace ('-' reads it from standard input)
  --start X,Y           the start cell (optional when the trace has a start line)
  --goal X,Y            the goal cell (optional when the trace has a goal line)
  --algorithm ID        ${CHECKABLE.join(', ')} (optional when the trace names it)
  --diagonal RULE       ${DIAGONAL_RULES.join(', ')}
  --heuristic NAME      ${HEURISTICS.filter((h) => h !== 'landmarks').join(', ')}
  --weight W            weighted A*'s weight on h
  --cost-model M        ${COST_MODELS.join(', ')}
  --tie-rule RULE       ${TIE_RULES.join(' (default), ')}: 'fixed' holds ties to Pathlab's tie rule
  --json                print the result object as JSON instead of the report

Example:
  python3 astar.py room.map 1 10 18 1 > run.txt
  npx pathlab check --map room.map --algorithm astar --trace run.txt
`;

// Flags that take a value, and the option of checkTrace each one sets.
const VALUE_FLAGS = Object.freeze({
  '--map': 'map', '--trace': 'trace', '--start': 'start', '--goal': 'goal', '--algorithm': 'algorithm',
  '--diagonal': 'diagonalMovement', '--heuristic': 'heuristic', '--weight': 'weight', '--cost-model': 'costModel',
  '--tie-rule': 'tieRule',
});

class UsageError extends Error {}

/** @param {string[]} argv */
function parseArguments(argv) {
  /** @type {Record<string, any>} */
  const args = { json: false };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '--json') {
      args.json = true;
      continue;
    }
    if (word === '--help' || word === '-h') {
      args.help = true;
      continue;
    }
    const equals = word.indexOf('=');
    const flag = word.startsWith('--') && equals > 0 ? word.slice(0, equals) : word;
    const name = VALUE_FLAGS[flag];
    if (!name) throw new UsageError(`unknown argument '${word}' (pathlab --help lists them)`);
    const value = flag === word ? argv[++i] : word.slice(equals + 1);
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    if (args[name] !== undefined) throw new UsageError(`${flag} is given twice`);
    args[name] = value;
  }
  if (args.help) return args;
  if (!args.map) throw new UsageError('--map FILE is missing (the Moving AI .map the search ran on)');
  if (!args.trace) throw new UsageError('--trace FILE is missing (your search\'s trace; - reads standard input)');
  for (const flag of ['start', 'goal']) if (args[flag] !== undefined) args[flag] = cell(args[flag], `--${flag}`);
  if (args.weight !== undefined) {
    const weight = Number(args.weight);
    if (args.weight.trim() === '' || !Number.isFinite(weight)) throw new UsageError(`--weight wants a number, not '${args.weight}'`);
    args.weight = weight;
  }
  if (args.tieRule !== undefined && !TIE_RULES.includes(args.tieRule)) {
    throw new UsageError(`--tie-rule is ${TIE_RULES.join(' or ')}, not '${args.tieRule}'`);
  }
  if (args.algorithm !== undefined && !CHECKABLE.includes(args.algorithm)) {
    const known = ALGORITHM_INFO.some((a) => a.id === args.algorithm);
    throw new UsageError(known ? `the check replays ${CHECKABLE.join(', ')}, not '${args.algorithm}'`
      : `unknown algorithm '${args.algorithm}' (the check replays ${CHECKABLE.join(', ')})`);
  }
  return args;
}

/** "X,Y" as [x, y]. */
function cell(text, flag) {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  if (!match) throw new UsageError(`${flag} wants a cell as X,Y (two whole numbers, such as 3,4), not '${text}'`);
  return [Number(match[1]), Number(match[2])];
}

function readText(path, what) {
  try {
    return readFileSync(path === '-' ? 0 : path, 'utf8');
  } catch (error) {
    const why = { ENOENT: 'no such file', EISDIR: 'it is a folder', EACCES: 'permission denied' }[error.code] ?? error.message;
    throw new UsageError(`cannot read the ${what} ${path}: ${why}`);
  }
}

const point = ([x, y]) => `(${x}, ${y})`;
const number = (x) => (Number.isInteger(x) ? String(x) : x.toFixed(2));
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** The report for people: what was checked, the verdict, the first wrong event and the counts. */
function report(result, args, grid) {
  const lines = [];
  const info = ALGORITHM_INFO.find((a) => a.id === result.algorithm);
  const o = result.options;
  const from = result.fromTrace;
  const taken = [from.start && 'start', from.goal && 'goal', ...from.options].filter(Boolean);
  lines.push(`Checked ${args.trace === '-' ? 'standard input' : args.trace} (${formatWords(result.format)}) as ${info?.name ?? result.algorithm} on ${args.map} (${grid.width} × ${grid.height}),`
    + ` from ${point(result.start)} to ${point(result.goal)}.`);
  const settings = [`diagonal ${o.diagonalMovement}`];
  if (result.heuristic) settings.push(`heuristic ${result.heuristic}`); // the estimate used; none for searches without h
  if (result.algorithm === 'weighted-astar') settings.push(`weight ${number(o.weight)}`);
  settings.push(`cost model ${o.costModel}`, `tie rule ${o.tieRule}`);
  lines.push(`Options: ${settings.join(', ')}${taken.length ? `; from the trace: ${taken.join(', ')}` : ''}.`);
  lines.push('');
  lines.push(`Verdict: ${result.verdict}`);
  const wrong = result.firstWrong;
  if (wrong) {
    // Where to look in the file: the line, or the index in the Posthoc events list (events of
    // types the check skips included).
    const event = result.run?.events?.[wrong.event];
    const where = event?.line ? `line ${event.line}` : `events[${event?.index ?? wrong.event}]`;
    lines.push(`First wrong: step ${wrong.step}, ${where}: ${wrong.finding}`);
    lines.push(`  ${wrong.message.replace(/^[^:]*\(step \d+\): |^[^:]*\(before the first step\): /, '')}`);
    if (wrong.expected.length > 0) {
      lines.push(`  A correct run could have expanded ${wrong.expected.length === 1 ? '' : 'any of '}${wrong.expected.map(point).join(', ')} there.`);
    }
  } else {
    lines.push(`  ${result.summary}`);
  }
  for (const note of result.notes ?? []) lines.push(`Note: ${note}`);
  lines.push('');
  const counts = [`${plural(result.events, 'event')}, ${plural(result.expansions, 'expansion')} in the trace`];
  if (result.cost != null) counts.push(`its path costs ${number(result.cost)}`);
  counts.push(Number.isFinite(result.optimalCost) ? `the shortest path costs ${number(result.optimalCost)}` : 'the goal cannot be reached from the start');
  lines.push(`Counts: ${counts.join('; ')}.`);
  return `${lines.join('\n')}\n`;
}

function formatWords(format) {
  return { line: 'line format', 'posthoc-json': 'Posthoc JSON', 'posthoc-yaml': 'Posthoc YAML', object: 'Posthoc object' }[format] ?? format;
}

/** @param {string[]} argv @returns {Promise<number>} the exit status */
async function main(argv) {
  const [command, ...rest] = argv;
  if (command === undefined) {
    proc.stderr.write(USAGE);
    return EXIT.unusable;
  }
  if (command === '--help' || command === '-h' || command === 'help') {
    proc.stdout.write(USAGE);
    return EXIT.correct;
  }
  if (command !== 'check') throw new UsageError(`unknown command '${command}' (pathlab check …; pathlab --help)`);
  const args = parseArguments(rest);
  if (args.help) {
    proc.stdout.write(USAGE);
    return EXIT.correct;
  }
  const mapText = readText(args.map, 'map');
  const traceText = readText(args.trace, 'trace');
  const pl = await loadPathlab();
  let grid;
  try {
    grid = pl.Grid.fromMovingAI(mapText);
  } catch (error) {
    throw new UsageError(`${args.map} is not a Moving AI map: ${error.message.replace(/^malformed map: /, '')}`);
  }
  try {
    /** @type {Record<string, any>} */
    const options = {};
    for (const name of ['start', 'goal', 'algorithm', 'diagonalMovement', 'heuristic', 'weight', 'costModel', 'tieRule']) {
      if (args[name] !== undefined) options[name] = args[name];
    }
    let result;
    try {
      result = pl.checkTrace(grid, options, traceText);
    } catch (error) {
      if (!error.code) throw error;
      throw new UsageError(error.message); // bad options, a start off the map or on a wall, …
    }
    if (result.verdict === 'unreadable') {
      if (args.json) proc.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
      throw new UsageError(`cannot check ${args.trace === '-' ? 'the trace' : args.trace}: ${result.firstWrong.message}`);
    }
    if (!args.algorithm && !result.fromTrace.options.includes('algorithm')) {
      throw new UsageError(`--algorithm is missing, and the trace does not name one (${CHECKABLE.join(', ')})`);
    }
    proc.stdout.write(args.json ? `${JSON.stringify(result, null, 2)}\n` : report(result, args, grid));
    return result.verdict === 'correct' ? EXIT.correct : EXIT.wrong;
  } finally {
    grid.delete();
  }
}

try {
  proc.exitCode = await main(proc.argv.slice(2));
} catch (error) {
  // Anything unforeseen exits 2 as well: 1 would tell a grader that the student's run was wrong.
  proc.stderr.write(error instanceof UsageError ? `pathlab: ${error.message}\n` : `pathlab: could not check: ${error.stack ?? error}\n`);
  proc.exitCode = EXIT.unusable;
}
