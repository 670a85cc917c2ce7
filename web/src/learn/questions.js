// Quiz questions generated from the search on the board at the step shown (docs/learning.md,
// "Quiz me"): a cell's g, h or f; which of three waiting cells leaves the list first; whether a
// waiting cell's parent will change; how many entries wait; which algorithm made the picture;
// whether a heuristic is admissible under a movement rule. Every right answer is read from the
// library: the replay's values (the trace's events), the trace's later events, the frontier
// view's count, the searched options and pl.isAdmissible. No DOM.

import { algorithmInfo, ALGORITHMS, DIAGONAL_RULES } from '../lib/options.js';
import { NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_KINDS } from '../lib/trace-format.js';
import { BOTH } from '../model/open-list.js';
import { CELL_STATE } from '../model/replay.js';
import { formatNumber } from '../model/explain.js';
import { frontierKind } from '../model/frontiers/frontier-kinds.js';
import { describeOption } from '../ui/help-text.js';
import { cellWords } from './predict-judge.js';

export const QUESTION_KINDS = ['value', 'first-out', 'parent', 'waiting', 'algorithm', 'admissible'];
const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff;
const { open: OPEN, improve: IMPROVE, expand: EXPAND } = TRACE_KINDS;
const QUIZ_HEURISTICS = ['manhattan', 'euclidean', 'octile', 'chebyshev'];
// Waiting entries a parent question picks from (the first ones: a 512 x 512 map's list holds tens of thousands).
const PARENT_CANDIDATES = 64;

/**
 * A question about the search at the replay's step.
 * @param {object} view
 * @param {object} view.pathlab the loaded library (isAdmissible and the small searches of the worked answers)
 * @param {import('../model/replay.js').TraceReplay} view.replay at the step asked about
 * @param {object} view.tracker the frontier view (model/frontier.js), synced with the replay
 * @param {object} view.options the searched options (algorithm, heuristic, diagonalMovement, costModel, goal)
 * @param {number} view.width the grid's width
 * @param {() => number} view.random numbers in [0, 1)
 * @param {string} [kind] one of QUESTION_KINDS; default: a random one that this step allows
 * @returns {{kind: string, prompt: string, cells: number[], choices: string[], answer: number, worked: string}}
 *   cells: the cells the question marks on the board; answer: the index of the right choice
 */
export function makeQuestion(view, kind) {
  const kinds = kind ? [kind] : shuffle(QUESTION_KINDS, view.random);
  for (const k of kinds) {
    const q = MAKERS[k](view);
    if (q) return { kind: k, cells: [], ...q };
  }
  if (kind) return null;
  throw new Error('no question fits this search');
}

/** The worked answer for a chosen choice: right or not, and the numbers. */
export function checkAnswer(question, choice) {
  if (!Number.isInteger(choice) || choice < 0 || choice >= question.choices.length) throw new Error(`choose one of the ${question.choices.length} answers`);
  const correct = choice === question.answer;
  return { correct, text: `${correct ? 'Right' : `Not quite: the answer is ${question.choices[question.answer]}`}. ${question.worked}` };
}

const MAKERS = {
  // A reached cell's g, h or f, as the replay holds them at this step (the cell's latest event).
  value({ pathlab, replay, tracker, options, width, random }) {
    const rule = tracker.rule;
    if (frontierKind(rule.kind).asksValues === false) return null; // its kind's key is not g, h or f (model/frontiers/)
    const cells = reachedCells(replay).filter((c) => replay.backward[c] === 0);
    if (cells.length === 0) return null;
    const cell = pick(cells, random);
    const g = replay.g[cell], h = replay.h[cell];
    const names = rule.queue || rule.hWeight === 0 ? ['g'] : ['g', 'h', 'f'];
    const name = pick(names, random);
    const f = rule.gWeight * g + rule.hWeight * h;
    const value = { g, h, f }[name];
    const others = cells.filter((c) => c !== cell).slice(0, 40).map((c) => replay.g[c]);
    const distractors = [g, h, g + h, f, value + 1, Math.max(0, value - 1), value * 2, ...others];
    const { choices, answer } = numberChoices(value, distractors, random, options.costModel === 'integer');
    const at = cellWords(cell, width);
    const parent = replay.parent[cell];
    let worked;
    if (name === 'g') {
      worked = parent === NO_PARENT ? `${at} is the start: g = 0.`
        : `g is the cost of the best path found so far from the start: ${at}'s parent ${cellWords(parent, width)} has g ${num(replay.g[parent], options)}, and the move from it costs ${num(g - replay.g[parent], options)}: g = ${num(g, options)}.`;
    } else if (name === 'h') {
      const [gx, gy] = options.goal;
      const offsets = `${Math.abs(gx - (cell % width))} across and ${Math.abs(gy - Math.floor(cell / width))} up or down`;
      worked = heuristicName(pathlab, options) === describeOption('heuristic', 'landmarks').valueLabel
        ? `h is the landmarks estimate from ${at} to the goal (${gx}, ${gy}): the largest gap between the two cells' distances to one of the landmarks (cells whose distances to every cell were measured before the search), or the ${heuristicName(pathlab, { ...options, heuristic: 'default' })} estimate (${offsets}) when that is larger: h = ${num(h, options)}.`
        : `h is the ${heuristicName(pathlab, options)} estimate from ${at} to the goal (${gx}, ${gy}), ${offsets}: h = ${num(h, options)}.`;
    } else {
      const weight = rule.hWeight === 1 ? 'h' : `${formatNumber(rule.hWeight)}·h`;
      const gPart = rule.gWeight === 0 ? '' : 'g + ';
      worked = `f = ${gPart}${weight} = ${rule.gWeight === 0 ? '' : `${num(g, options)} + `}${rule.hWeight === 1 ? '' : `${formatNumber(rule.hWeight)} × `}${num(h, options)} = ${num(f, options)}.`;
    }
    return { prompt: `What is the ${name} of the marked cell ${at} at this step?`, cells: [cell], choices, answer, worked, value };
  },

  // Three waiting cells: the one the trace expands first from here.
  'first-out'({ replay, tracker, width, random, options }) {
    const both = tracker.sides.length === 2;
    const entries = uniqueCells(tracker.entries(both ? BOTH : 0, 0, 16));
    if (entries.length < 3) return null;
    const three = shuffle(entries, random).slice(0, 3);
    const taken = three.map((e) => nextExpansion(replay, e.cell, e.side));
    if (taken.every((t) => t < 0)) return null;
    const order = three.map((e, i) => i).filter((i) => taken[i] >= 0).sort((a, b) => taken[a] - taken[b]);
    const answer = order[0];
    const choices = three.map((e) => cellWords(e.cell, width));
    const frontier = frontierKind(tracker.rule.kind);
    const list = frontier.list ?? 'open list';
    const ranks = three.map((e) => entries.indexOf(e));
    const when = three.map((e, i) => `${choices[i]} ${taken[i] >= 0 ? `at step ${stepOf(replay, taken[i])}` : 'never (the search ends first)'}`);
    const key = (e) => (frontier.showsF === false ? '' : `, f ${num(e.f, options)}`);
    const now = three.map((e, i) => `${choices[i]} number ${ranks[i] + 1}${key(e)}`);
    const overtakes = order.some((i, n) => n > 0 && ranks[i] < ranks[order[n - 1]]);
    const worked = `The search takes them: ${when.join('; ')}. In the ${list} now: ${now.join(', ')}.${overtakes ? ' A later step changes a key (a cell reached more cheaply moves up), so the order changes before they leave.' : ''}`;
    return { prompt: `Which of the three marked cells leaves the ${list} first?`, cells: three.map((e) => e.cell), choices, answer, worked, value: three[answer].cell };
  },

  // A waiting cell: will a later event give it another parent?
  parent({ replay, tracker, width, random, options }) {
    if (frontierKind(tracker.rule.kind).asksParents === false) return null; // a kind that forgets parents (model/frontiers/)
    const both = tracker.sides.length === 2;
    // A cell reached on both sides of a bidirectional search shows its latest side's parent: ask about that side only.
    const waiting = uniqueCells(tracker.entries(both ? BOTH : 0, 0, PARENT_CANDIDATES)).filter((e) => replay.parent[e.cell] !== NO_PARENT && replay.backward[e.cell] === e.side);
    if (waiting.length === 0) return null;
    const found = parentChanges(replay, waiting);
    const changes = waiting.map((e) => ({ e, change: found.get(e.cell) }));
    const yes = changes.filter((c) => c.change), no = changes.filter((c) => !c.change);
    const { e, change } = pick(yes.length && (random() < 0.5 || !no.length) ? yes : no, random);
    const at = cellWords(e.cell, width);
    const parent = cellWords(replay.parent[e.cell], width);
    const t = replay.trace;
    const worked = change
      ? `Yes: at step ${stepOf(replay, change.expand)}, expanding ${cellWords(t.cells[change.expand], width)} reaches ${at} ${t.g[change.event] < replay.g[e.cell] ? 'more cheaply' : 'again'}: g from ${num(replay.g[e.cell], options)} to ${num(t.g[change.event], options)}, and its parent changes from ${parent} to ${cellWords(t.parents[change.event], width)}.`
      : `No: no later step reaches ${at} ${tracker.rule.stack ? 'again' : 'more cheaply'}, so its parent stays ${parent} to the end of the search.`;
    return { prompt: `${at} waits with parent ${parent}. Will its parent change before the search ends?`, cells: [e.cell], choices: ['Yes', 'No'], answer: change ? 0 : 1, worked, value: !!change };
  },

  // How many entries wait: the frontier view's count, which its test checks against the trace's events.
  waiting({ replay, tracker, random, width }) {
    const both = tracker.sides.length === 2;
    const n = tracker.sizeOf(both ? BOTH : 0);
    const frontier = frontierKind(tracker.rule.kind);
    const list = frontier.list ?? (both ? 'two open lists' : 'open list');
    const distractors = [n + 1, n - 1, n + 2, replay.openedSoFar, replay.step, n * 2, Math.max(0, n - 3)].filter((v) => v >= 0);
    const { choices, answer } = numberChoices(n, distractors, random, true);
    const firstCells = tracker.entries(both ? BOTH : 0, 0, 3).map((e) => cellWords(e.cell, width));
    const sum = replay.openedSoFar - replay.step === n && frontier.countsOpened
      ? ` Each cell opened so far (${replay.openedSoFar}) waits until it is expanded (${replay.step} so far): ${replay.openedSoFar} − ${replay.step} = ${n}.` : '';
    const worked = `${n} ${n === 1 ? 'entry waits' : 'entries wait'} in the ${list}${n ? `, the next ${firstCells.join(', ')}` : ''}.${sum}`;
    return { prompt: `How many entries wait in the ${list} at this step?`, choices, answer, worked, value: n };
  },

  // The algorithm that made the board's picture, against others that would draw another one.
  algorithm({ replay, options, random }) {
    if (replay.step < 3) return null; // a picture of a step or two could be anyone's
    const info = algorithmInfo(options.algorithm);
    const others = shuffle(ALGORITHMS.filter((id) => algorithmInfo(id).family !== info.family && algorithmInfo(id).frontier !== info.frontier), random);
    const picked = [];
    for (const id of others) {
      if (picked.length === 3) break;
      if (!picked.some((p) => algorithmInfo(p).frontier === algorithmInfo(id).frontier)) picked.push(id);
    }
    const ids = shuffle([info.id, ...picked], random);
    const worked = `${info.name} made it: it takes the ${info.order}. ${picked.map((id) => `${algorithmInfo(id).name} would take the ${algorithmInfo(id).order}`).join('; ')}.`;
    return { prompt: 'Which algorithm made the picture on the board?', choices: ids.map((id) => algorithmInfo(id).name), answer: ids.indexOf(info.id), worked, value: info.id };
  },

  // Whether a heuristic is admissible under a movement rule: the core's answer, with the numbers of one step.
  admissible({ pathlab, random }) {
    const heuristic = pick(QUIZ_HEURISTICS, random);
    const diagonal = pick(DIAGONAL_RULES, random);
    const admissible = pathlab.isAdmissible(heuristic, diagonal, 'real');
    const name = describeOption('heuristic', heuristic).valueLabel;
    const rule = describeOption('diagonalMovement', diagonal).value;
    const steps = [[1, 0], [1, 1], [2, 1]].map((to) => ({ to, ...oneMove(pathlab, heuristic, diagonal, to) }));
    const over = steps.find((s) => s.h > s.cost + 1e-9);
    const said = (s) => `from (0, 0) to (${s.to.join(', ')}) the cheapest path costs ${formatNumber(s.cost)} and ${name} says ${formatNumber(s.h)}`;
    const worked = admissible
      ? `Yes: ${name} never says more than the real cost under this rule; for example ${steps.map(said).join('; ')}.`
      : `No: ${over ? `${said(over)}: it overestimates` : `${name} can overestimate the real cost under this rule`}, and A* with it may miss the shortest path.`;
    return { prompt: `Diagonal moves: ${rule} Is the ${name} heuristic admissible (never more than the real cost to the goal)?`, choices: ['Yes', 'No'], answer: admissible ? 0 : 1, worked, value: admissible };
  },
};

// The heuristic the search used, in words ('default' is the tightest one for the movement rule: the library says which).
function heuristicName(pathlab, options) {
  const own = algorithmInfo(options.algorithm)?.heuristic; // the table's: 'default' reads the option (Theta*'s is Euclidean)
  const chosen = own && own !== 'default' ? own : options.heuristic;
  const heuristic = !chosen || chosen === 'default' ? pathlab.defaultHeuristic(options.diagonalMovement) : chosen;
  return describeOption('heuristic', heuristic).valueLabel;
}

// The cost and h of the cheapest path on an empty 3 x 2 grid from (0, 0) to `to`, from the library: the
// numbers of the admissibility answer (a search of six cells, on the page's thread as the core's answer is).
function oneMove(pathlab, heuristic, diagonalMovement, to) {
  const grid = pathlab.Grid.fromMatrix([[0, 0, 0], [0, 0, 0]]);
  const search = pathlab.createSearch(grid, { start: [0, 0], goal: to, algorithm: 'astar', heuristic, diagonalMovement });
  try {
    search.run();
    const trace = search.traceCopy();
    return { cost: search.result().cost, h: trace.h[0] };
  } finally {
    search.delete();
    grid.delete();
  }
}

function num(value, options) {
  return formatNumber(value, options.costModel === 'integer');
}

// Cells reached at the replay's step (open or closed), in index order.
function reachedCells(replay) {
  const out = [];
  if (replay.firstCell > replay.lastCell) return out;
  for (let c = replay.firstCell; c <= replay.lastCell; c++) if (replay.state[c] !== CELL_STATE.none) out.push(c);
  return out;
}

// Entries of distinct cells (IDA* may list a cell twice; a bidirectional search on both sides).
function uniqueCells(entries) {
  const seen = new Set();
  return entries.filter((e) => !seen.has(e.cell) && seen.add(e.cell));
}

// The trace's next expand event of `cell` on `side` after the replay's events, or -1.
function nextExpansion(replay, cell, side = 0) {
  const { kinds, cells } = replay.trace;
  for (let i = replay.applied; i < replay.length; i++) {
    if (cells[i] === cell && (kinds[i] & KIND_MASK) === EXPAND && sideOf(kinds[i]) === side) return i;
  }
  return -1;
}

// For each waiting entry ({ cell, side }), the first later event of its cell on its side that gives it another
// parent: cell -> { event, expand (the expand event of its step) } or null.
// One pass over the events to come, whatever the number of entries.
function parentChanges(replay, entries) {
  const { kinds, cells, parents } = replay.trace;
  const open = new Map(entries.map((e) => [e.cell, e.side])); // entries still undecided
  const found = new Map(entries.map((e) => [e.cell, null]));
  let expand = -1;
  for (let i = replay.applied; i < replay.length && open.size > 0; i++) {
    const kind = kinds[i] & KIND_MASK;
    if (kind === EXPAND) expand = i;
    const cell = cells[i];
    if (open.get(cell) !== sideOf(kinds[i])) continue;
    // Reached again with another parent: before it is expanded, or after (a closed cell reopened).
    if ((kind === OPEN || kind === IMPROVE) && parents[i] !== replay.parent[cell]) {
      found.set(cell, { event: i, expand });
      open.delete(cell);
    }
  }
  return found;
}

function sideOf(kind) {
  return kind & TRACE_BACKWARD_FLAG ? 1 : 0;
}

// The step (1-based, as the timeline counts) whose expand event is `event`.
function stepOf(replay, event) {
  let lo = 0, hi = replay.totalSteps;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if (replay.expandAt[mid] < event) lo = mid + 1;
    else hi = mid;
  }
  return lo + 1;
}

// Four choices (the right value and three others that read differently), shuffled.
function numberChoices(value, distractors, random, integers) {
  const label = (v) => (integers && Number.isInteger(v) ? String(v) : formatNumber(v));
  const right = label(value);
  const labels = [right];
  for (const v of shuffle(distractors, random)) {
    const l = label(v);
    if (Number.isFinite(v) && v >= 0 && !labels.includes(l)) labels.push(l);
    if (labels.length === 4) break;
  }
  for (let k = 2; labels.length < 4; k++) { const l = label(value + k); if (!labels.includes(l)) labels.push(l); }
  const choices = shuffle(labels, random);
  return { choices, answer: choices.indexOf(right) };
}

function pick(items, random) {
  return items[Math.floor(random() * items.length)];
}

function shuffle(items, random) {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
