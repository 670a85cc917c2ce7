// checkTrace (docs/check-your-search.md, "What is checked" and "The verdicts"): reads a trace, settles
// what it is checked as (the caller's start, goal and options, the trace's where the caller leaves
// them out), refuses a trace that names other settings than the caller's, replays it
// (trace-replay.js) and makes the result object the library, the command and the page all show.

import { pathlabError } from './errors.js';
import { CHECKABLE_FAMILIES, TIE_RULES } from './check-options.js';
import { readTrace } from './trace-read.js';
import { num } from './trace-numbers.js';
import { TraceReplay } from './trace-replay.js';

/** Who gave the settings, for messages: 'assignment' says "the assignment's goal". */
const GIVEN_BY = Object.freeze({ assignment: 'the assignment', caller: 'the check' });

/**
 * @param {object} env { width, height, walkable(cell), movesFor(settings, goal), frontierRule(settings), exactDistances(settings, goal),
 *   heuristicName(settings), admissible(settings), algorithmInfo(id), normalize(settings) }: the library's and the core's facts
 * @param {object} options findPath's options, tieRule, and givenBy ('caller' or 'assignment': whose settings they are, for messages)
 * @param {string|object} trace
 */
export function checkTrace(env, options, trace) {
  if (options === null || typeof options !== 'object') throw pathlabError('bad-option', 'options must be an object (start, goal, algorithm, …)');
  let read;
  try {
    read = isReadTrace(trace) ? trace : readTrace(trace, { width: env.width });
  } catch (error) {
    if (error.code !== 'bad-trace') throw error;
    return unreadable(error.message);
  }
  const { tieRule = 'any', start: givenStart, goal: givenGoal, givenBy = 'caller', ...rest } = options;
  if (!TIE_RULES.includes(tieRule)) throw pathlabError('bad-option', `tieRule must be ${TIE_RULES.map((r) => `'${r}'`).join(' or ')}, not ${JSON.stringify(tieRule)}`);
  if (!Object.hasOwn(GIVEN_BY, givenBy)) throw pathlabError('bad-option', `givenBy must be 'caller' or 'assignment', not ${JSON.stringify(givenBy)}`);
  const fromTrace = { start: false, goal: false, options: [], values: {} };
  const settings = { ...rest };
  for (const [name, value] of Object.entries(read.options)) {
    if (name === 'tieRule' || settings[name] !== undefined) continue;
    settings[name] = value;
    fromTrace.options.push(name);
    fromTrace.values[name] = value;
  }
  const start = givenStart ?? read.start;
  const goal = givenGoal ?? read.goal;
  if (!givenStart && read.start) fromTrace.start = true;
  if (!givenGoal && read.goal) fromTrace.goal = true;
  if (!start) throw pathlabError('bad-option', 'no start: give options.start, or a start (source) event in the trace');
  if (!goal) throw pathlabError('bad-option', 'no goal: give options.goal, or a goal (destination) event in the trace');
  for (const [point, what] of [[givenStart, 'start'], [givenGoal, 'goal']]) {
    const bad = point && pointProblem(env, point, what);
    if (bad) throw pathlabError(bad.problem === 'wall' ? 'endpoint-wall' : bad.problem === 'off-map' ? 'out-of-bounds' : 'bad-option', bad.message);
  }
  // An option the trace names with a value the library does not know: the file cannot be checked as it says.
  for (const name of fromTrace.options) {
    try {
      env.normalize({ [name]: settings[name] });
    } catch (error) {
      const where = read.optionLines?.[name] ? `line ${read.optionLines[name]}: ` : '';
      return unreadable(`${where}the trace's ${error.message}`);
    }
  }
  let prepared;
  try {
    prepared = prepare(env, settings, goal);
  } catch (error) {
    if (!error.code || fromTrace.options.length === 0) throw error;
    prepare(env, rest, goal); // the caller's own settings refused: the caller's error, thrown
    return unreadable(`the trace names options the check cannot replay: ${error.message}`);
  }
  const { resolved, info, rule } = prepared;
  const notes = ignoredNotes(read);
  // A start or goal only the trace gives, off the map or on a wall: the run cannot be replayed, and it is wrong
  // as a cell off the map is anywhere else in the trace.
  for (const [point, what, type] of [[start, 'start', 'source'], [goal, 'goal', 'destination']]) {
    const bad = pointProblem(env, point, what);
    if (bad) {
      const index = read.events.findIndex((e) => e.type === type);
      const firstWrong = finding(read, index, bad.problem, `your trace's ${bad.message}. Was it made on another map?`, point);
      return refused(read, firstWrong, fromTrace, resolved, tieRule, notes, start, goal);
    }
  }
  const difference = settingsDifference(env, read, { givenStart, givenGoal, rest, resolved }, GIVEN_BY[givenBy]);
  if (difference) return refused(read, difference, fromTrace, resolved, tieRule, notes, start, goal);
  const replay = new TraceReplay(env, { start, goal, resolved, rule, tieRule, info, read });
  let firstWrong = replay.run();
  // A file that ends in the middle of a line was cut short: what its last line says is not the program's fault.
  const lastEvent = read.events.at(-1);
  const cutLine = read.cutOff ? read.cutOff.line
    : read.unfinishedLine && firstWrong && firstWrong.finding !== 'truncated' && lastEvent?.line === read.unfinishedLine
      && firstWrong.event === read.events.length - 1 ? read.unfinishedLine : 0;
  if (cutLine && (firstWrong === null || firstWrong.finding === 'truncated' || !read.cutOff)) {
    const why = read.cutOff ? read.cutOff.reason : 'it ends without a line break, and what it says is wrong';
    firstWrong = {
      event: read.events.length - 1, step: replay.step, finding: 'truncated', cell: null, expected: [],
      message: `line ${cutLine} (step ${replay.step}): the file looks cut off at line ${cutLine} (${why}): was it written to the end?`,
    };
  }
  return resultOf(replay, firstWrong, fromTrace, [...replay.notes, ...notes]);
}

// What readTrace returned (the page's worker and the command read a trace before they check it),
// not a Posthoc object that happens to have a format key.
const READ_FORMATS = Object.freeze(['line', 'posthoc-json', 'posthoc-yaml', 'object']);
function isReadTrace(trace) {
  return !!trace && typeof trace === 'object' && READ_FORMATS.includes(trace.format) && Array.isArray(trace.events)
    && typeof trace.ignored === 'number' && !!trace.options && typeof trace.options === 'object' && trace.events.every((e) => e && e.digits);
}

// The settings resolved, if the check can replay them (throws with a code when it cannot).
function prepare(env, settings, goal) {
  const resolved = env.normalize(settings); // bad-option for unknown names and values
  const info = env.algorithmInfo(resolved.algorithm);
  if (!CHECKABLE_FAMILIES.includes(info.family)) {
    throw pathlabError('unsupported-combination', `checkTrace checks breadth-first, depth-first and best-first grid searches (bfs, dfs, dijkstra, astar, weighted-astar, greedy), not ${info.name}`);
  }
  if (!pointProblem(env, goal, 'goal')) env.movesFor(resolved, goal); // the core refuses what it cannot estimate (landmarks)
  return { resolved, info, rule: env.frontierRule(resolved) };
}

// A trace that names another start, goal or option than the caller gave is another search:
// never correct, whatever its events.
function settingsDifference(env, read, { givenStart, givenGoal, rest, resolved }, given) {
  const same = (a, b) => a[0] === b[0] && a[1] === b[1];
  if (givenStart && read.start && !same(givenStart, read.start)) {
    const index = read.events.findIndex((e) => e.type === 'source');
    return finding(read, index, 'wrong-start', `your trace starts at (${read.start.join(', ')}); ${given}'s start is (${givenStart.join(', ')}).`, read.start);
  }
  if (givenGoal && read.goal && !same(givenGoal, read.goal)) {
    const index = read.events.findIndex((e) => e.type === 'destination');
    return finding(read, index, 'wrong-goal', `your trace searches to (${read.goal.join(', ')}); ${given}'s goal is (${givenGoal.join(', ')}).`, read.goal);
  }
  for (const [name, value] of Object.entries(read.options)) {
    if (name === 'tieRule' || rest[name] === undefined) continue;
    // The heuristic compared as the estimate it stands for ('default' is octile under 8-way moves).
    const said = (settings) => (name === 'heuristic' ? env.heuristicName(settings) : settings[name]);
    let theirs;
    try {
      theirs = said(env.normalize({ ...rest, [name]: value }));
    } catch {
      theirs = undefined;
    }
    const ours = said(resolved);
    if (theirs !== ours) {
      const where = read.optionLines?.[name];
      const f = finding(read, -1, 'other-settings', `your trace runs with ${name} ${clipWord(value)}; ${given}'s ${name} is ${ours}.`, null);
      if (where) f.message = `line ${where} (before the first step): ${f.message.replace(/^[^:]*: /, '')}`;
      return f;
    }
  }
  return null;
}

function clipWord(value) {
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

// A finding made before any replay: the event (-1 for none), step 0.
function finding(read, index, kind, message, cell) {
  const e = read.events[index];
  const where = e?.line ? `line ${e.line}` : index >= 0 ? `event ${e?.index ?? index}` : 'the trace';
  return { event: index, step: 0, finding: kind, cell: cell ? [cell[0], cell[1]] : null, expected: [], message: `${where} (before the first step): ${message}` };
}

function pointProblem(env, point, what) {
  if (!Array.isArray(point) || point.length !== 2 || !point.every(Number.isInteger)) return { problem: 'bad', message: `${what} must be [x, y] with whole numbers` };
  const [x, y] = point;
  if (x < 0 || y < 0 || x >= env.width || y >= env.height) return { problem: 'off-map', message: `${what} (${x}, ${y}) is off the ${env.width} × ${env.height} map` };
  if (!env.walkable(y * env.width + x)) return { problem: 'wall', message: `${what} (${x}, ${y}) is a wall` };
  return null;
}

// Events of types the check does not know are skipped, and said so.
function ignoredNotes(read) {
  const types = Object.entries(read.ignoredTypes ?? {});
  if (types.length === 0) return [];
  const count = types.reduce((sum, [, n]) => sum + n, 0);
  const list = types.slice(0, 5).map(([type, n]) => `'${clipWord(type)}' (${n})`).join(', ');
  return [`${count} event${count === 1 ? '' : 's'} of a type the check does not know ${count === 1 ? 'was' : 'were'} skipped: ${list}${types.length > 5 ? ', …' : ''}.`];
}

// Unreadable: what the trace carried, where it was read at all.
function unreadable(message) {
  return {
    verdict: 'unreadable', firstWrong: { event: -1, step: 0, message, finding: 'unreadable', cell: null, expected: [] },
    expansions: 0, events: 0, summary: `The trace could not be read: ${message}`,
    notes: [], start: null, goal: null, path: null, cost: null,
    format: null, fromTrace: { start: false, goal: false, options: [], values: {} }, run: { events: [] },
  };
}

// A trace wrong before its first step (another start, goal or option, a start off the map): diverged, not replayed.
function refused(read, firstWrong, fromTrace, resolved, tieRule, notes, start, goal) {
  return {
    verdict: 'diverged', firstWrong, expansions: read.events.filter((e) => e.type === 'expanding').length, events: read.events.length,
    summary: `First wrong before the first step: ${firstWrong.message.replace(/^[^:]*: /, '')}`, notes,
    algorithm: resolved.algorithm, options: { ...resolved, tieRule }, heuristic: null,
    start: start.slice(), goal: goal.slice(), path: null, cost: null, optimalCost: null,
    format: read.format, fromTrace, run: { events: read.events },
  };
}

function resultOf(replay, firstWrong, fromTrace, notes) {
  const verdict = firstWrong === null ? 'correct' : firstWrong.finding === 'truncated' ? 'incomplete' : 'diverged';
  const point = (c) => replay.point(c);
  const optimal = replay.exactDistance(replay.start);
  const found = replay.outcome?.found;
  const summary = verdict === 'correct'
    ? `A correct run of ${replay.info.name}: ${replay.step} expansion${replay.step === 1 ? '' : 's'}, ${found ? `a path of cost ${num(replay.outcome.cost)}` : 'no path to the goal'}.`
    : verdict === 'incomplete' ? `The trace stops early, at step ${firstWrong.step}: ${firstWrong.message.replace(/^[^:]*: /, '')}`
      : `First wrong at step ${firstWrong.step}: ${firstWrong.message.replace(/^[^:]*: /, '')}`;
  return {
    verdict,
    firstWrong,
    expansions: replay.events.filter((e) => e.type === 'expanding').length,
    events: replay.events.length,
    summary,
    notes,
    algorithm: replay.resolved.algorithm,
    options: { ...replay.resolved, tieRule: replay.tieRule },
    heuristic: replay.usesH ? replay.heuristicName : null, // the estimate the check used ('default' resolved), null for blind keys
    start: point(replay.start),
    goal: point(replay.goal),
    path: found ? replay.outcome.path.map(point) : null,
    cost: found ? replay.outcome.cost : null,
    optimalCost: Number.isFinite(optimal) ? optimal : Infinity,
    format: replay.read.format,
    fromTrace,
    run: { events: replay.events },
  };
}
