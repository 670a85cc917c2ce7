#!/usr/bin/env node
// The package's command, `npx pathlab check` (docs/check-your-search.md, "The command" and "Grading
// a class"): checks search traces written by any program against a Moving AI map or an assignment,
// one trace or a folder of them, and writes the report, JSON, CSV or Gradescope's results.json.
// Exit status: 0 correct (or a batch graded), 1 wrong (diverged or incomplete), 2 when the input
// cannot be read or the arguments are wrong; then nothing is written but one line on stderr.
import { ALGORITHM_INFO, COST_MODELS, DIAGONAL_RULES, HEURISTICS, loadPathlab, loadYaml } from './pathlab.js';
import { optionDefault, optionInfo } from './options.js';
import { CHECKABLE_FAMILIES, CHECK_OPTIONS, TIE_RULES } from './check-options.js';
import { readAssignmentJson } from './assignment-json.js';
import { TRACE_LIMITS, printableText, readTrace, traceNeedsYaml } from './trace-read.js';
import { batchCsv, batchRow, batchSummary, batchText, gradescopeResults, reportText, resultJson } from './check-report.js';

/** @type {{ argv: string[], exitCode?: number, pid: number, stdout: { write(text: string): boolean }, stderr: { write(text: string): boolean } }} */
const proc = /** @type {any} */ (globalThis).process;
// Variables, as in pathlab.js: bundlers that meet this file leave the Node-only imports alone.
const fsModule = 'node:fs';
const pathModule = 'node:path';
const fs = await import(/* @vite-ignore */ /* webpackIgnore: true */ fsModule);
const { basename, join } = await import(/* @vite-ignore */ /* webpackIgnore: true */ pathModule);

const EXIT = Object.freeze({ correct: 0, wrong: 1, unusable: 2 });
const CHECKABLE = ALGORITHM_INFO.filter((a) => CHECKABLE_FAMILIES.includes(a.family)).map((a) => a.id);
const FORMATS = Object.freeze(['report', 'json', 'csv']);

const USAGE = `Usage:
  pathlab check --map FILE --trace FILE [options]
  pathlab check --assignment FILE --trace FILE [--json | --gradescope FILE]
  pathlab check --assignment FILE --batch FOLDER [--out FILE] [--format report|json|csv]
  pathlab --help

Checks the run of a search you wrote (its trace: the line format, or a Posthoc YAML or
JSON trace) as a run of an algorithm on a Moving AI map, and says which step first went
wrong and why. Exit status: 0 correct (with --batch: the folder was graded), 1 wrong
(diverged or incomplete), 2 unreadable input or bad arguments.

  --assignment FILE     the assignment's JSON (its page's "Download the map (JSON)"): map,
                        start, goal, algorithm, options and tie rule all come from it, and a
                        trace that names any other is wrong
  --map FILE            the Moving AI .map the search ran on (without --assignment)
  --trace FILE          the trace ('-' reads it from standard input)
  --batch FOLDER        every file in the folder, each graded on its own
  --start X,Y           the start cell (optional when the trace has a start line)
  --goal X,Y            the goal cell (optional when the trace has a goal line)
  --algorithm ID        ${CHECKABLE.join(', ')} (optional when the trace names it)
  --diagonal RULE       ${DIAGONAL_RULES.join(', ')}
  --heuristic NAME      ${HEURISTICS.filter((h) => h !== 'landmarks').join(', ')}
  --weight W            weighted A*'s weight on h
  --cost-model M        ${COST_MODELS.join(', ')}
  --terrain-cost T      ${optionInfo('terrainCost').values.map((v) => v.id).join(', ')}
  --tie-rule RULE       ${TIE_RULES.join(' (default), ')}: 'fixed' holds ties to Pathlab's tie rule
  --format F            ${FORMATS.join(', ')} (csv with --batch only); --json is --format json
  --events              with JSON: the trace's events as read, too
  --out FILE            write the output to FILE instead of standard output
  --gradescope FILE     write Gradescope's results.json (full marks for correct, partial credit
                        for the share of the run right before the first wrong step)
  --points P            a trace's marks in results.json (default 1)
  --partial-credit W    the share of the marks a run that goes wrong can earn (default 0.5; 0: none)

Example:
  python3 astar.py room.map 1 10 18 1 > run.txt
  npx pathlab check --map room.map --algorithm astar --trace run.txt
`;

// Flags that take a value, and the name each one sets.
const VALUE_FLAGS = Object.freeze({
  '--map': 'map', '--trace': 'trace', '--assignment': 'assignment', '--batch': 'batch', '--out': 'out', '--format': 'format',
  '--gradescope': 'gradescope', '--points': 'points', '--partial-credit': 'partial',
  '--start': 'start', '--goal': 'goal', '--algorithm': 'algorithm', '--diagonal': 'diagonalMovement', '--heuristic': 'heuristic',
  '--weight': 'weight', '--cost-model': 'costModel', '--terrain-cost': 'terrainCost', '--tie-rule': 'tieRule',
});
const FLAG_OF = Object.freeze(Object.fromEntries(Object.entries(VALUE_FLAGS).map(([flag, name]) => [name, flag])));
// What an assignment sets, which the command line may not set beside it.
const SET_BY_ASSIGNMENT = Object.freeze(['map', 'start', 'goal', 'algorithm', 'diagonalMovement', 'heuristic', 'weight', 'costModel', 'terrainCost', 'tieRule']);

class UsageError extends Error {}

/** @param {string[]} argv */
function parseArguments(argv) {
  /** @type {Record<string, any>} */
  const args = { events: false };
  for (let i = 0; i < argv.length; i++) {
    const word = argv[i];
    if (word === '--json') {
      if (args.format !== undefined && args.format !== 'json') throw new UsageError('--json and --format are given both');
      args.format = 'json';
      continue;
    }
    if (word === '--events' || word === '--help' || word === '-h') {
      args[word === '--events' ? 'events' : 'help'] = true;
      continue;
    }
    const equals = word.indexOf('=');
    const flag = word.startsWith('--') && equals > 0 ? word.slice(0, equals) : word;
    const name = VALUE_FLAGS[flag];
    if (!name) throw new UsageError(`unknown argument '${printable(word)}' (pathlab --help lists them)`);
    const value = flag === word ? argv[++i] : word.slice(equals + 1);
    if (value === undefined || value === '') throw new UsageError(`${flag} needs a value`);
    if (args[name] !== undefined) throw new UsageError(`${flag} is given twice`);
    args[name] = value;
  }
  if (args.help) return args;
  args.format ??= 'report';
  if (!FORMATS.includes(args.format)) throw new UsageError(`--format is ${FORMATS.join(', ')}, not '${printable(args.format)}'`);
  if (args.assignment) {
    const clash = SET_BY_ASSIGNMENT.find((name) => args[name] !== undefined);
    if (clash) throw new UsageError(`${FLAG_OF[clash]} cannot be given with --assignment: the assignment sets it`);
  } else if (!args.map) {
    throw new UsageError('--map FILE is missing (the Moving AI .map the search ran on), or give --assignment FILE');
  }
  if (!args.trace && !args.batch) throw new UsageError('--trace FILE is missing (your search\'s trace; - reads standard input), or give --batch FOLDER');
  if (args.trace && args.batch) throw new UsageError('--trace and --batch are given both: one trace, or a folder of them');
  if (args.format === 'csv' && !args.batch) throw new UsageError('--format csv is for --batch (one row per trace)');
  if (args.events && args.format !== 'json') throw new UsageError('--events adds the events to JSON output: give --json too');
  for (const flag of ['start', 'goal']) if (args[flag] !== undefined) args[flag] = cell(args[flag], `--${flag}`);
  args.weight = args.weight === undefined ? undefined : numberArgument(args.weight, '--weight', 0, Infinity);
  args.points = args.points === undefined ? 1 : numberArgument(args.points, '--points', 0, 1e6);
  args.partial = args.partial === undefined ? 0.5 : numberArgument(args.partial, '--partial-credit', 0, 1);
  if (args.tieRule !== undefined && !TIE_RULES.includes(args.tieRule)) {
    throw new UsageError(`--tie-rule is ${TIE_RULES.join(' or ')}, not '${printable(args.tieRule)}'`);
  }
  if (args.algorithm !== undefined && !CHECKABLE.includes(args.algorithm)) {
    const known = ALGORITHM_INFO.some((a) => a.id === args.algorithm);
    throw new UsageError(known ? `the check replays ${CHECKABLE.join(', ')}, not '${args.algorithm}'`
      : `unknown algorithm '${printable(args.algorithm)}' (the check replays ${CHECKABLE.join(', ')})`);
  }
  return args;
}

function numberArgument(text, flag, min, max) {
  const n = Number(text);
  if (text.trim() === '' || !Number.isFinite(n) || n < min || n > max) {
    throw new UsageError(`${flag} wants a number${max < Infinity ? ` from ${min} to ${max}` : ''}, not '${printable(text)}'`);
  }
  return n;
}

/** "X,Y" as [x, y]. */
function cell(text, flag) {
  const match = /^\s*(\d+)\s*,\s*(\d+)\s*$/.exec(text);
  if (!match) throw new UsageError(`${flag} wants a cell as X,Y (two whole numbers, such as 3,4), not '${printable(text)}'`);
  return [Number(match[1]), Number(match[2])];
}

// Words from the command line or a file, quoted in a message: no control characters or undecoded bytes.
function printable(text) {
  const shown = printableText(String(text)).replace(/\n/g, ' ');
  return shown.length > 60 ? `${shown.slice(0, 60)}…` : shown;
}

// The library's words for options, as this command's flags ("options.start" is "--start").
function flagWords(message) {
  return message.replace(/\boptions\.(\w+)/g, (all, name) => FLAG_OF[name] ?? all)
    .replace(/\b(diagonalMovement|costModel|terrainCost|tieRule)\b/g, (name) => FLAG_OF[name]);
}

function readText(path, what) {
  try {
    return path === '-' ? fs.readFileSync(0, 'utf8') : readSized(path);
  } catch (error) {
    throw new UsageError(`cannot read the ${what} ${printable(path)}: ${whyNot(error)}`);
  }
}

// A file's text, refused unread when it is larger than any trace the reader takes.
function readSized(path) {
  const bytes = fs.statSync(path).size;
  if (bytes > TRACE_LIMITS.textChars) {
    throw Object.assign(new Error(`it is ${(bytes / 2 ** 20).toFixed(0)} MiB; a trace is read up to ${TRACE_LIMITS.textChars / 2 ** 20} MiB`), { code: 'EFBIG' });
  }
  return fs.readFileSync(path, 'utf8');
}

function whyNot(error) {
  return { ENOENT: 'no such file', EISDIR: 'it is a folder', EACCES: 'permission denied', ENOTDIR: 'not a folder' }[error.code] ?? error.message;
}

/** The map and the settings a check runs with: the assignment's, or the command line's. */
function settingsOf(args) {
  let mapText;
  let mapName;
  /** @type {Record<string, any>} */
  const options = {};
  if (args.assignment) {
    let assignment;
    try {
      assignment = readAssignmentJson(readText(args.assignment, 'assignment'));
    } catch (error) {
      if (error instanceof UsageError) throw error;
      throw new UsageError(`${printable(args.assignment)} is not an assignment: ${error.message}`);
    }
    mapText = assignment.mapText;
    mapName = args.assignment;
    // Options the assignment leaves out take the library's defaults, never the trace's.
    for (const name of CHECK_OPTIONS) options[name] = assignment.options[name] ?? optionDefault(name);
    Object.assign(options, { start: assignment.start, goal: assignment.goal, tieRule: assignment.tieRule, givenBy: 'assignment' });
  } else {
    mapText = readText(args.map, 'map');
    mapName = args.map;
    for (const name of ['start', 'goal', ...CHECK_OPTIONS, 'tieRule']) {
      if (args[name] !== undefined) options[name] = args[name];
    }
  }
  const width = Number(/^width\s+(\d+)/m.exec(mapText)?.[1] ?? 0);
  return { mapText, options, mapName, width };
}

function gridOf(pl, { mapText, mapName }) {
  try {
    return pl.Grid.fromMovingAI(mapText);
  } catch (error) {
    throw new UsageError(`${printable(mapName)} is not a Moving AI map: ${error.message.replace(/^malformed map: /, '')}`);
  }
}

// The trace read while the core compiles: its text (or why it could not be read) and, unless it
// is YAML (whose reader loads meanwhile), its events.
function readAhead(args, { width }) {
  let text;
  try {
    text = readText(args.trace, 'trace');
  } catch (error) {
    if (!args.gradescope) throw error;
    return { error };
  }
  if (traceNeedsYaml(text)) return { text, yaml: loadYaml() };
  try {
    return { text, read: readTrace(text, { width }) };
  } catch {
    return { text }; // checkTrace reads it again and says why it cannot
  }
}

/** checkTrace, with the library's refusals of the settings as usage errors. */
function check(pl, grid, options, text) {
  try {
    return pl.checkTrace(grid, options, text);
  } catch (error) {
    if (!error.code) throw error;
    throw new UsageError(flagWords(error.message)); // bad options, a start off the map or on a wall, …
  }
}

// The expansions of Pathlab's own run of the settings: the measure of a wrong run's partial credit.
function coreExpansions(pl, grid, result) {
  if (!result.options || !result.start || !result.goal) return 0;
  const { tieRule: _rule, ...options } = result.options;
  try {
    return pl.findPath(grid, { ...options, start: result.start, goal: result.goal }).expanded ?? 0;
  } catch {
    return 0;
  }
}

// Files appear whole or not at all: written beside their place, then renamed over it.
function writeWhole(path, text) {
  const temporary = join(path.replace(/[^/\\]*$/, '') || '.', `.${basename(path)}.${proc.pid}.partial`);
  try {
    fs.writeFileSync(temporary, text);
    fs.renameSync(temporary, path);
  } catch (error) {
    try {
      fs.rmSync(temporary, { force: true });
    } catch { /* nothing was written */ }
    throw new UsageError(`cannot write ${printable(path)}: ${whyNot(error)}`);
  }
}

/** @returns {Promise<{ outputs: [string | null, string][], status: number, error?: string }>} what to write where (null: standard output), and what to say on stderr */
async function checkOne(args, pl, { grid, options, mapName }, trace) {
  const name = args.trace === '-' ? 'standard input' : args.trace;
  if (trace.error) {
    // A student's missing file is a grade of 0, not a grader's error.
    const row = { verdict: 'unreadable', share: 0 };
    return { outputs: [[args.gradescope, `${JSON.stringify(gradescopeResults([{ file: basename(name), row, report: `${trace.error.message}\n` }], args), null, 1)}\n`]], status: EXIT.wrong };
  }
  if (trace.yaml) await trace.yaml;
  const result = check(pl, grid, options, trace.read ?? trace.text);
  if (!args.assignment && result.verdict !== 'unreadable' && !options.algorithm && !result.fromTrace.options.includes('algorithm')) {
    throw new UsageError(`--algorithm is missing, and the trace does not name one (${CHECKABLE.join(', ')})`);
  }
  const about = { trace: name, map: mapName, width: grid.width, height: grid.height };
  const report = reportText(result, about);
  /** @type {[string | null, string][]} */
  const outputs = [];
  if (args.gradescope) {
    const row = batchRow(basename(name), result, coreExpansions(pl, grid, result));
    outputs.push([args.gradescope, `${JSON.stringify(gradescopeResults([{ file: basename(name), row, report }], args), null, 1)}\n`]);
  }
  if (result.verdict === 'unreadable' && !args.gradescope) {
    if (args.format === 'json') outputs.push([args.out ?? null, `${JSON.stringify(resultJson(result, args), null, 2)}\n`]);
    return { outputs, status: EXIT.unusable, error: `cannot check ${printable(name)}: ${result.firstWrong.message}` };
  }
  outputs.push([args.out ?? null, args.format === 'json' ? `${JSON.stringify(resultJson(result, args), null, 2)}\n` : report]);
  return { outputs, status: result.verdict === 'correct' ? EXIT.correct : result.verdict === 'unreadable' ? EXIT.unusable : EXIT.wrong };
}

/**
 * Every file in the folder (and link to a file; not folders within, nor hidden files), each checked on its own.
 * @returns {Promise<{ outputs: [string | null, string][], status: number, error?: string }>}
 */
async function checkBatch(args, pl, { grid, options, mapName }) {
  let names;
  try {
    const isFile = (d) => d.isFile() || (d.isSymbolicLink() && fs.statSync(join(args.batch, d.name), { throwIfNoEntry: false })?.isFile());
    names = fs.readdirSync(args.batch, { withFileTypes: true }).filter((d) => !d.name.startsWith('.') && isFile(d)).map((d) => d.name).sort();
  } catch (error) {
    throw new UsageError(`cannot read the folder ${printable(args.batch)}: ${whyNot(error)}`);
  }
  if (!args.assignment && !options.algorithm) throw new UsageError('--algorithm is missing (with --batch, give it or --assignment)');
  const rows = [];
  const graded = [];
  const runs = new Map(); // Pathlab's own run per start, goal and options (with --assignment, one)
  for (const file of names) {
    let result;
    try {
      const text = readSized(join(args.batch, file));
      if (traceNeedsYaml(text)) await loadYaml();
      result = check(pl, grid, options, text);
    } catch (error) {
      if (error instanceof UsageError) throw error;
      result = { verdict: 'unreadable', firstWrong: { event: -1, step: 0, finding: 'unreadable', message: `cannot read it: ${whyNot(error)}`, expected: [] }, expansions: 0, events: 0, notes: [] };
    }
    const key = JSON.stringify([result.start, result.goal, result.options]);
    if (!runs.has(key)) runs.set(key, coreExpansions(pl, grid, result));
    const row = batchRow(file, result, runs.get(key));
    rows.push(row);
    if (args.gradescope) graded.push({ file, row, report: reportText(result, { trace: file, map: mapName, width: grid.width, height: grid.height }) });
  }
  const summary = batchSummary(rows);
  /** @type {[string | null, string][]} */
  const outputs = [];
  if (args.gradescope) outputs.push([args.gradescope, `${JSON.stringify(gradescopeResults(graded, args), null, 1)}\n`]);
  const body = args.format === 'csv' ? batchCsv(rows)
    : args.format === 'json' ? `${JSON.stringify({ summary, results: rows }, null, 2)}\n` : batchText(rows, summary);
  outputs.push([args.out ?? null, body]);
  return { outputs, status: EXIT.correct };
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
  if (command !== 'check') throw new UsageError(`unknown command '${printable(command)}' (pathlab check …; pathlab --help)`);
  const args = parseArguments(rest);
  if (args.help) {
    proc.stdout.write(USAGE);
    return EXIT.correct;
  }
  // The core compiles while the files are read; the YAML reader loads when a YAML trace comes.
  const loading = loadPathlab({ yaml: false });
  loading.catch(() => {}); // awaited below, after the arguments' files are read
  const setting = settingsOf(args);
  const trace = args.batch ? null : readAhead(args, setting);
  const pl = await loading;
  const grid = gridOf(pl, setting);
  let done;
  try {
    done = await (args.batch ? checkBatch(args, pl, { ...setting, grid }) : checkOne(args, pl, { ...setting, grid }, trace));
  } finally {
    grid.delete();
  }
  // Everything is decided before anything is written: an argument error leaves no file behind.
  for (const [path, text] of done.outputs) {
    if (path === null) proc.stdout.write(text);
    else writeWhole(path, text);
  }
  if (done.error) throw new UsageError(done.error);
  return done.status;
}

try {
  proc.exitCode = await main(proc.argv.slice(2));
} catch (error) {
  // Anything unforeseen exits 2 as well: 1 would tell a grader that the student's run was wrong.
  proc.stderr.write(error instanceof UsageError ? `pathlab: ${error.message}\n` : `pathlab: could not check: ${error.stack ?? error}\n`);
  proc.exitCode = EXIT.unusable;
}
