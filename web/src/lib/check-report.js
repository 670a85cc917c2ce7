// What `pathlab check` writes (docs/check-your-search.md, "The command" and "Grading a class"): the
// report for people, the result as JSON, a class's results as JSON or CSV with a summary, and
// Gradescope's results.json. Pure functions of checkTrace results; cli.js reads files and writes them.

import { ALGORITHM_INFO } from './options.js';
import { num } from './trace-numbers.js';

const point = ([x, y]) => `(${x}, ${y})`;
const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** Where the first wrong event is in the file: its line, or its index in a Posthoc events list. */
export function placeOf(result) {
  const wrong = result.firstWrong;
  if (!wrong) return null;
  const line = /^line (\d+)/.exec(wrong.message);
  if (line) return `line ${line[1]}`;
  const event = result.run?.events?.[wrong.event];
  if (event?.line) return `line ${event.line}`;
  return event ? `events[${event.index ?? wrong.event}]` : 'the trace';
}

/** The first wrong event's message without the place and step the report says apart. */
function sentence(wrong) {
  return wrong.message.replace(/^[^:]*\((step \d+|before the first step)\): /, '');
}

/**
 * Expansions right before the first wrong one: every expansion of a correct or cut-off run, and
 * none of a run that names other settings than the check's.
 */
export function stepsRight(result) {
  if (result.verdict === 'correct') return result.expansions;
  if (!result.firstWrong || result.verdict === 'unreadable') return 0;
  if (result.verdict === 'incomplete') return result.firstWrong.step;
  return Math.max(0, result.firstWrong.step - 1);
}

const FORMAT_WORDS = { line: 'line format', 'posthoc-json': 'Posthoc JSON', 'posthoc-yaml': 'Posthoc YAML', object: 'Posthoc object' };

/**
 * The report for people: what was checked, the verdict, the first wrong event and the counts.
 * @param {object} result checkTrace's result
 * @param {{ trace: string, map: string, width: number, height: number }} about
 */
export function reportText(result, { trace, map, width, height }) {
  const lines = [];
  if (result.verdict === 'unreadable') {
    return `Checked ${trace}: unreadable\n  ${result.firstWrong.message}\n`;
  }
  const info = ALGORITHM_INFO.find((a) => a.id === result.algorithm);
  const o = result.options;
  const from = result.fromTrace;
  const taken = [from.start && 'start', from.goal && 'goal', ...from.options].filter(Boolean);
  const ends = result.start && result.goal ? `, from ${point(result.start)} to ${point(result.goal)}` : '';
  lines.push(`Checked ${trace} (${FORMAT_WORDS[result.format] ?? result.format}) as ${info?.name ?? result.algorithm} on ${map} (${width} × ${height})${ends}.`);
  const settings = [`diagonal ${o.diagonalMovement}`];
  if (result.heuristic) settings.push(`heuristic ${result.heuristic}`); // the estimate used; none for searches without h
  if (result.algorithm === 'weighted-astar') settings.push(`weight ${num(o.weight)}`);
  settings.push(`cost model ${o.costModel}`);
  if (o.terrainCost && o.terrainCost !== 'entered') settings.push(`terrain cost ${o.terrainCost}`); // said when it is not the default, so reports read as before
  settings.push(`tie rule ${o.tieRule}`);
  lines.push(`Options: ${settings.join(', ')}${taken.length ? `; from the trace: ${taken.join(', ')}` : ''}.`);
  lines.push('');
  lines.push(`Verdict: ${result.verdict}`);
  const wrong = result.firstWrong;
  if (wrong) {
    lines.push(`First wrong: ${wrong.step > 0 ? `step ${wrong.step}` : 'before the first step'}, ${placeOf(result)}: ${wrong.finding}`);
    lines.push(`  ${sentence(wrong)}`);
    if (wrong.expected.length > 0) {
      lines.push(`  A correct run could have expanded ${wrong.expected.length === 1 ? '' : 'any of '}${wrong.expected.map(point).join(', ')} there.`);
    }
  } else {
    lines.push(`  ${result.summary}`);
  }
  for (const note of result.notes ?? []) lines.push(`Note: ${note}`);
  lines.push('');
  const counts = [`${plural(result.events, 'event')}, ${plural(result.expansions, 'expansion')} in the trace`];
  if (result.cost != null) counts.push(`its path costs ${num(result.cost)}`);
  if (typeof result.optimalCost === 'number') {
    counts.push(Number.isFinite(result.optimalCost) ? `the shortest path costs ${num(result.optimalCost)}` : 'the goal cannot be reached from the start');
  }
  lines.push(`Counts: ${counts.join('; ')}.`);
  return `${lines.join('\n')}\n`;
}

/** The result object as JSON: without the trace's events unless `events` (they can be far larger than the result). */
export function resultJson(result, { events = false } = {}) {
  const { run, ...rest } = result;
  return events ? { ...rest, run } : rest;
}

/**
 * One file's row of a class's results.
 * @param {string} file
 * @param {object} result checkTrace's result (or an unreadable one)
 * @param {number} coreExpansions the expansions of Pathlab's own run of the assignment (the measure of partial credit)
 */
export function batchRow(file, result, coreExpansions) {
  const wrong = result.firstWrong;
  return {
    file,
    verdict: result.verdict,
    firstWrong: wrong ? { step: wrong.step, place: placeOf(result), finding: wrong.finding, message: sentence(wrong) } : null,
    stepsRight: stepsRight(result),
    share: share(result, coreExpansions),
    expansions: result.expansions,
    cost: result.cost ?? null,
    notes: result.notes ?? [],
  };
}

// The share of the run right before the first wrong step, against Pathlab's own run of the same
// assignment: a run that stops early or goes wrong late gets most of it, never more than 1.
function share(result, coreExpansions) {
  if (result.verdict === 'correct') return 1;
  if (!(coreExpansions > 0)) return 0;
  return Math.min(1, stepsRight(result) / coreExpansions);
}

const VERDICTS = ['correct', 'diverged', 'incomplete', 'unreadable'];

/** A class's summary: the count per verdict and the findings most often first. */
export function batchSummary(rows) {
  const verdicts = Object.fromEntries(VERDICTS.map((v) => [v, 0]));
  const findings = new Map();
  for (const row of rows) {
    verdicts[row.verdict]++;
    if (row.firstWrong && row.verdict !== 'correct') findings.set(row.firstWrong.finding, (findings.get(row.firstWrong.finding) ?? 0) + 1);
  }
  const firstFindings = [...findings].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([finding, files]) => ({ finding, files }));
  return { files: rows.length, verdicts, firstFindings };
}

/** A class's results as text for people. */
export function batchText(rows, summary) {
  const lines = [`${plural(summary.files, 'trace')}: ${VERDICTS.map((v) => `${summary.verdicts[v]} ${v}`).join(', ')}.`];
  if (summary.firstFindings.length > 0) lines.push(`Most often first wrong: ${summary.firstFindings.slice(0, 5).map((f) => `${f.finding} (${f.files})`).join(', ')}.`);
  lines.push('');
  for (const row of rows) {
    const wrong = row.firstWrong;
    lines.push(`${row.file}: ${row.verdict}${wrong ? ` at ${wrong.step > 0 ? `step ${wrong.step}` : 'the start'}, ${wrong.place}: ${wrong.finding}` : ''}`);
  }
  return `${lines.join('\n')}\n`;
}

const CSV_COLUMNS = ['file', 'verdict', 'step', 'place', 'finding', 'steps_right', 'share', 'expansions', 'cost', 'message'];

/** A class's results as CSV (RFC 4180: commas, quotes doubled, CRLF), one row per file. */
export function batchCsv(rows) {
  const cell = (value) => {
    const text = value === null || value === undefined ? '' : String(value);
    return /[",\r\n]/.test(text) || /^[=+\-@]/.test(text) ? `"${text.replace(/^([=+\-@])/, "'$1").replace(/"/g, '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(',')];
  for (const r of rows) {
    const w = r.firstWrong;
    lines.push([r.file, r.verdict, w?.step ?? '', w?.place ?? '', w?.finding ?? '', r.stepsRight, r.share.toFixed(3), r.expansions,
      r.cost === null ? '' : r.cost.toFixed(4), w?.message ?? ''].map(cell).join(','));
  }
  return `${lines.join('\r\n')}\r\n`;
}

/**
 * Gradescope's autograder results.json: one test per trace. Score: full marks for a correct run;
 * otherwise `partial` × marks × the share of the run right before the first wrong step (0 for a
 * trace that could not be read or names other settings than the assignment's).
 * @param {{ file: string, row: object, report: string }[]} graded
 * @param {{ points: number, partial: number }} scoring
 */
export function gradescopeResults(graded, { points, partial }) {
  const tests = graded.map(({ file, row, report }) => {
    const score = row.verdict === 'correct' ? points : round(points * partial * row.share);
    return { name: `Check my search: ${file}`, score, max_score: points, status: row.verdict === 'correct' ? 'passed' : 'failed', output: report };
  });
  const score = round(tests.reduce((sum, t) => sum + t.score, 0));
  const verdicts = graded.map(({ file, row }) => `${file}: ${row.verdict}`).join('\n');
  return { score, max_score: round(points * tests.length), output: verdicts, tests };
}

function round(x) {
  return Math.round(x * 100) / 100;
}
