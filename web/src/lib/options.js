// Search options as the public API names them: defaults, validation with clear
// messages, and translation to the core's names. No wasm or DOM here.

import { ALGORITHM_INFO, LIMITS, OPTION_INFO, STATUSES } from '../../build/pathlab-catalog.js';
import { describeValue as describe, pathlabError } from './errors.js';

// What each algorithm is (id, name, family, frontier, guarantees, refusals,
// defaults) and what each option is (kind, bounds, values, default, share-link
// tag) are the core's tables, written beside the wasm module at build time.
export { ALGORITHM_INFO, OPTION_INFO };
export const ALGORITHMS = ALGORITHM_INFO.map((a) => a.id);
// Incremental replanners (createReplanner); findPath and createSearch run their first plan.
export const REPLANNING_ALGORITHMS = idsWhere((a) => a.replans);
// Algorithms that always return a shortest path (with the default heuristic and weight).
export const OPTIMAL_ALGORITHMS = idsWhere((a) => a.optimal);

/** The core's row for an algorithm id (undefined for an unknown one). */
export function algorithmInfo(id) {
  return ALGORITHM_INFO.find((a) => a.id === id);
}

/** The weight an algorithm uses when none is given. */
export function defaultWeight(algorithm) {
  return algorithmInfo(algorithm)?.defaultWeight ?? 1;
}

function idsWhere(test) {
  return ALGORITHM_INFO.filter(test).map((a) => a.id);
}

/** The core's row for an option name (undefined for an unknown one). */
export function optionInfo(name) {
  return OPTION_INFO.find((o) => o.name === name);
}

/** An option's default in the core's table (the weight's is null there: the algorithm's, defaultWeight). */
export function optionDefault(name) {
  return optionInfo(name).default;
}

// Each choice option's values, as the table lists them.
function valueIds(name) {
  return Object.freeze(optionInfo(name).values.map((v) => v.id));
}
export const HEURISTICS = valueIds('heuristic');
export const DIAGONAL_RULES = valueIds('diagonalMovement');
export const TIE_BREAKS = valueIds('tieBreaking');
export const COST_MODELS = valueIds('costModel');
export const OPEN_LISTS = valueIds('openList');
export const PATH_SMOOTHINGS = valueIds('pathSmoothing');
// How much the trace records: 'steps' (expand, open, improve, path) or 'micro' (also each goal test
// and every neighbour skipped with the reason; best-first algorithms, bfs and flee, others record 'steps').
export const TRACE_DETAILS = valueIds('traceDetail');
// The status reported for each core status code (both bounds end a search as 'limit'), and by
// code which bound ended a 'limit' search: the core's, through the catalog.
export const STATUS_NAMES = Object.freeze(STATUSES.map((s) => s.status));
export const STOPPED_BY = Object.freeze(Object.fromEntries(STATUSES.flatMap((s, code) => (s.stoppedBy ? [[code, s.stoppedBy]] : []))));

export { CELL_COST_MASK, CELL_WALL_BIT, MAX_TERRAIN_COST, MIN_TERRAIN_COST } from './cell-format.js';

/**
 * The options findPath and createSearch accept. Their kinds, bounds, values and defaults are the
 * core's table, OPTION_INFO (docs/library.md, "Options"); flee and goals are checked here.
 * @typedef {object} SearchOptions
 * @property {number[]} start [x, y], integers inside the grid, not a wall
 * @property {number[]} goal [x, y], integers inside the grid, not a wall
 * @property {string} [algorithm] one of ALGORITHMS
 * @property {string} [heuristic] one of HEURISTICS; 'default' is octile with diagonals, manhattan without
 * @property {string} [diagonalMovement] one of DIAGONAL_RULES
 * @property {number} [weight] heuristic weight >= 1; default: the algorithm's (ALGORITHM_INFO defaultWeight)
 * @property {number} [maxExpansions] integer >= 1; status 'limit' and a partial path when reached
 * @property {string} [tieBreaking] among equal f: 'lower-h' (nearer the goal), 'fifo', 'lifo'
 * @property {string} [costModel] 'real' (1 and sqrt 2) or 'integer' (10 and 14)
 * @property {string} [openList] 'heap', 'node-array' or 'array' (the three designs of Millington's AI for Games)
 * @property {string} [pathSmoothing] 'string-pulling': the finished path pulled tight into straight legs
 *   between cells that see each other (docs/algorithms.md, "String pulling"); the cost is recomputed for the legs
 * @property {boolean} [trace] record the trace (createSearch only; findPath never records)
 * @property {number} [maxTraceEvents] stop recording past this many events (25 bytes each)
 * @property {string} [traceDetail] 'steps' or 'micro' (TRACE_DETAILS; docs/library.md, "Micro-steps")
 * @property {boolean} [stopWhenHalfway] the chase shortcut of the Sumerian Blood A* tutorial (docs/library.md, "Chase and flee"): stop once an expanded cell's
 *   straight-line distance to the goal is at most half the start's; status 'limit', stoppedBy 'halfway',
 *   and a partial path to that cell (astar, dijkstra, greedy, weighted-astar)
 * @property {{from: number[], minDistance: number}} [flee] instead of a goal: find the cheapest path to a
 *   cell at least minDistance cells (straight line) from the threat at `from` (any cell, walls included);
 *   'found' when one is reached, 'limit' with a path to the farthest reached cell at maxExpansions,
 *   'no-path' when no reachable cell is far enough
 * @property {number} [agentSize] 1..8: the agent covers agentSize x agentSize cells from its top-left cell
 *   (start, goal and path are top-left cells); astar, dijkstra, greedy and weighted-astar
 * @property {boolean} [closestIfUnreachable] when no path exists, status stays 'no-path' and the path
 *   leads to the reached cell nearest the goal (straight line; the cheapest of equals), reachedGoal false
 * @property {number[][]} [goals] instead of goal: 1..1024 cells [x, y]; the path leads to the cheapest,
 *   goalIndex names it
 */
// The table's defaults (weight: null there, the algorithm's), and the options that are no
// single value: flee and goals, checked below with the goal.
/** @type {Readonly<Record<string, any>>} */
const DEFAULTS = Object.freeze({
  ...Object.fromEntries(OPTION_INFO.map((o) => [o.name, o.default ?? undefined])),
  flee: undefined,
  goals: undefined,
});
const KNOWN = new Set(['start', 'goal', ...Object.keys(DEFAULTS)]);
export const MAX_AGENT_SIZE = optionInfo('agentSize').max;
export const MAX_GOALS = LIMITS.maxGoals;

/**
 * Validates options and fills in defaults. Throws an Error naming the first problem.
 * The library checks every search's options here, once (the core trusts them);
 * the page and the share-link decoder call it too.
 * @returns {{start: number[], goal: number[], public: object, core: object}} `core` is what
 *   the core's Options.set reads, by name
 */
export function normalizeOptions(options) {
  if (options === null || typeof options !== 'object') throw pathlabError('bad-option', 'options must be an object with start and goal');
  const o = normalizeSettings(options);
  const flee = o.flee === undefined ? null : fleeOption(o.flee, options.goal);
  if (o.goals !== undefined) {
    if (options.goal !== undefined) throw optionError('goals', 'give either goal or goals, not both');
    if (flee) throw optionError('goals', 'give either goals or flee, not both');
  }
  const start = point(options.start, 'start');
  const goal = flee ? flee.from : o.goals ? o.goals[0] : point(options.goal, 'goal');
  return {
    start,
    goal,
    public: flee || o.goals ? { ...o, start } : { ...o, start, goal },
    core: coreSettings(o, flee),
  };
}

/**
 * The options other than start and goal, validated and with defaults filled in
 * (flee is kept as given; normalizeOptions checks it with the goal).
 */
export function normalizeSettings(options) {
  for (const key of Object.keys(options)) {
    if (!KNOWN.has(key)) throw optionError(key, `unknown option '${key}' (known: ${[...KNOWN].join(', ')})`);
  }
  const o = { ...DEFAULTS };
  for (const [key, value] of Object.entries(options)) if (value !== undefined && key !== 'start' && key !== 'goal') o[key] = value;
  for (const row of OPTION_INFO) {
    if (row.default === null) o[row.name] ??= defaultWeight(o.algorithm); // the algorithm is checked by now: it comes first
    checkValue(row, o[row.name]);
  }
  if (o.goals !== undefined) o.goals = goalList(o.goals);
  return o;
}

// goals: 1..MAX_GOALS well-formed points (each checked against the grid when searching).
function goalList(goals) {
  if (!Array.isArray(goals) || goals.length < 1 || goals.length > MAX_GOALS) {
    throw optionError('goals', `goals must be a list of 1 to ${MAX_GOALS} cells [x, y], not ${describe(goals)}`);
  }
  for (let i = 0; i < goals.length; i++) point(goals[i], `goals[${i}]`);
  return goals;
}

const FLOW_FIELD_DEFAULTS = { goals: undefined, diagonalMovement: DEFAULTS.diagonalMovement, costModel: DEFAULTS.costModel, agentSize: DEFAULTS.agentSize,
  terrainCost: DEFAULTS.terrainCost };

/**
 * A flow field's options ({ goals, diagonalMovement, costModel, agentSize, terrainCost }) validated, with defaults.
 * Throws an Error naming the first problem.
 */
export function normalizeFlowFieldOptions(options) {
  if (options === null || typeof options !== 'object') throw optionError('goals', 'flow field options must be an object with goals');
  for (const key of Object.keys(options)) {
    if (!(key in FLOW_FIELD_DEFAULTS)) {
      throw optionError(key, `unknown flow field option '${key}' (known: ${Object.keys(FLOW_FIELD_DEFAULTS).join(', ')})`);
    }
  }
  const o = { ...FLOW_FIELD_DEFAULTS };
  for (const [key, value] of Object.entries(options)) if (value !== undefined) o[key] = value;
  if (o.goals === undefined) throw optionError('goals', 'a flow field needs goals: [[x, y], …]');
  const settings = normalizeSettings(o);
  return { goals: settings.goals, diagonalMovement: settings.diagonalMovement, costModel: settings.costModel, agentSize: settings.agentSize,
    terrainCost: settings.terrainCost };
}

/** The arguments of the core's FlowField.build after the grid, for options from normalizeFlowFieldOptions. */
export function coreFlowFieldOptions(o) {
  return [o.diagonalMovement, o.costModel, o.agentSize, o.terrainCost];
}

/**
 * What the core's Options.set reads for settings from normalizeSettings: every option of the core's
 * table by its public name (it reads them by the same table), and flee as the core takes it: a flag
 * and a distance.
 */
export function coreSettings(o, flee = null) {
  const core = { flee: !!flee, fleeDistance: flee ? flee.minDistance : 0 };
  for (const { name, kind } of OPTION_INFO) core[name] = kind === 'flag' ? !!o[name] : o[name];
  return core;
}

function fleeOption(flee, goal) {
  if (flee === null || typeof flee !== 'object') throw pathlabError('bad-option', `flee must be { from: [x, y], minDistance }, not ${describe(flee)}`);
  if (goal !== undefined) throw pathlabError('bad-option', 'give either goal or flee, not both');
  const from = point(flee.from, 'flee.from');
  const { minDistance } = flee;
  if (typeof minDistance !== 'number' || !Number.isFinite(minDistance) || minDistance < 0) {
    throw pathlabError('bad-option', `flee.minDistance must be a finite number >= 0, not ${describe(minDistance)}`);
  }
  return { from, minDistance };
}

/** Throws unless p is [x, y] with integer coordinates ('bad-option') inside the grid ('out-of-bounds'). */
export function checkPoint(grid, p, what) {
  const [x, y] = point(p, what);
  if (x < 0 || y < 0 || x >= grid.width || y >= grid.height) {
    throw pathlabError('out-of-bounds', `${what} (${x}, ${y}) is outside the ${grid.width} x ${grid.height} grid`);
  }
}

function point(p, what) {
  if (!Array.isArray(p) || p.length !== 2) throw pathlabError('bad-option', `${what} must be [x, y], not ${describe(p)}`);
  const [x, y] = p;
  if (!Number.isInteger(x) || !Number.isInteger(y)) {
    throw pathlabError('bad-option', `${what} must have integer coordinates, not [${describe(x)}, ${describe(y)}]`);
  }
  return [x, y];
}

/**
 * One option's value against its row of the table.
 * @param {import('../../build/pathlab-catalog.js').OptionInfo} row
 * @param {any} value
 */
function checkValue({ name, kind, values, min, max, unlimited }, value) {
  if (kind === 'choice') oneOf(name, value, values.map((v) => v.id));
  else if (kind === 'flag') {
    if (typeof value !== 'boolean') throw optionError(name, `${name} must be true or false, not ${describe(value)}`);
  } else if (kind === 'number') {
    if (!(typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max)) {
      throw optionError(name, `${name} must be a finite number ${range(min, max)}, not ${describe(value)}`);
    }
  } else if (!((unlimited && value === Infinity) || (Number.isInteger(value) && value >= min && value <= max))) {
    const words = max === Infinity ? `an integer ${range(min, max)}${unlimited ? ' or Infinity' : ''}` : `a whole number ${range(min, max)}`;
    throw optionError(name, `${name} must be ${words}, not ${describe(value)}`);
  }
}

function range(min, max) {
  return max === Infinity ? `>= ${min}` : `from ${min} to ${max}`;
}

function oneOf(name, value, allowed) {
  if (!allowed.includes(value)) {
    throw optionError(name, `unknown ${name} ${describe(value)} (expected one of: ${allowed.join(', ')})`, { value, allowed });
  }
}

/**
 * Throws 'bad-option' unless value is one of a choice option's values (a rule, heuristic or cost
 * model given on its own, as isAdmissible, defaultHeuristic and fastestAlgorithm take them).
 * @param {string} name the option's name in the table
 */
export function checkChoice(name, value) {
  const allowed = optionInfo(name).values.map((v) => v.id);
  if (!allowed.includes(value)) {
    throw optionError(name, `${name} must be one of ${allowed.join(', ')}, not ${describe(value)}`, { value, allowed });
  }
  return value;
}

// An Error with code 'bad-option' whose `option` names the option at fault (and `value`, `allowed`
// for a name outside its list), so a caller such as the share-link decoder can say it in its own words.
function optionError(option, message, details = {}) {
  return Object.assign(pathlabError('bad-option', message), { option, ...details });
}
