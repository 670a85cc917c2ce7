// Judges a learner's guess of the cell a search expands next, and says why in the
// algorithm's own terms (docs/learning.md, "Predict"). The answer is the frontier
// view's first entry (model/frontier.js), which is the trace's next expansion for
// every algorithm (tests/wasm/teach-every-algorithm.test.js); the reasons quote the
// entries' keys as that view orders them, so nothing here re-derives a search.
//
// A guess whose key ties exactly with the expected cell's (same f as the core rounds
// it, or the same two-part key; on the same side of a bidirectional search) counts as
// right: only the tie rule, which the core names in trace.frontier, told them apart.
// Queues, stacks, IDA*'s path and Fringe search's walk order their entries by position
// alone, so there the next entry is the only right answer.

import { algorithmInfo } from '../lib/options.js';
import { roundedF, tieKey } from '../model/frontier-key.js';
import { BOTH } from '../model/open-list.js';
import { CELL_STATE } from '../model/replay.js';
import { formatNumber } from '../model/explain.js';
import { frontierKind } from '../model/frontiers/frontier-kinds.js';

/** The tie rules in words for people (trace.frontier.tie). */
export const TIE_WORDS = {
  'lower-h': 'the lower h (the cell nearer the goal by the heuristic)',
  'lower-g': 'the lower g',
  fifo: 'first in, first out (the entry that joined the list first)',
  lifo: 'last in, first out (the entry that joined the list last)',
};

/** "(x, y)" of a cell index. */
export function cellWords(cell, width) {
  return `(${cell % width}, ${Math.floor(cell / width)})`;
}

/**
 * The question pending at the replay's step: the cell expanded next, or null when none is (the search ended).
 * @param {{replay: import('../model/replay.js').TraceReplay, tracker: object}} view tracker synced with the replay
 */
export function pendingQuestion({ replay, tracker }) {
  if (replay.step >= replay.totalSteps) return null;
  const expected = tracker.first();
  return expected < 0 ? null : { step: replay.step, expected };
}

/**
 * Judges `cell` (an index) as the next expansion at the replay's step.
 * @param {{replay, tracker, algorithm: string, width: number, isWall?: (cell: number) => boolean}} view
 * @param {number} cell the learner's guess
 * @returns {{correct: boolean, tie: boolean, expected: number, text: string}}
 */
export function judgePrediction(view, cell) {
  const { tracker, width } = view;
  const pending = pendingQuestion(view);
  if (!pending) throw new Error('the search has ended: there is no next step to predict');
  const { expected } = pending;
  const rule = tracker.rule;
  const frontier = frontierKind(rule.kind); // its kind's words (model/frontiers/)
  const name = algorithmInfo(view.algorithm)?.name ?? view.algorithm;
  const jumps = algorithmInfo(view.algorithm)?.family === 'jump-point';
  const say = (c) => cellWords(c, width);
  const both = tracker.sides.length === 2;
  // The next entry, and the guess's entry and place on the side that expands next: a few look-ups, not the
  // whole list (a 512 x 512 map's list holds tens of thousands).
  const first = tracker.entries(both ? BOTH : 0, 0, 1)[0];
  const side = both ? first.side : 0;
  const rank = tracker.rankOf(cell, side);
  const mine = rank >= 0 ? tracker.entryAt(side, rank) : null;
  const tie = cell !== expected && mine !== null && !!frontier.keyed && sameKey(frontier, mine, first);
  const correct = cell === expected || tie;
  const why = reason({ rule, frontier, name, jumps, say, first, mine, rank, cell, expected, tracker, both, side, isWall: view.isWall });
  let text;
  if (cell === expected) text = `Right: ${say(expected)} is expanded next. ${why}`;
  else if (tie) text = `Right, a tie: ${say(cell)} has the same ${keyName(rule, frontier)} as ${say(expected)}, ${keyValue(frontier, first)}. ${name} breaks ties by ${TIE_WORDS[rule.tie] ?? rule.tie}${sameTie(mine, first) ? ', then by the cell that comes first row by row' : ''}, so it takes ${say(expected)} first.`;
  else text = `Not quite: ${say(expected)} is expanded next. ${why}`;
  return { correct, tie, expected, text };
}

// What the key is called: Dijkstra's f is g, greedy's is h; a kind may key by something else (frontiers/).
function keyName(rule, frontier) {
  if (frontier.key) return frontier.key.name;
  if (rule.hWeight === 0) return 'g';
  if (rule.gWeight === 0) return 'h';
  return 'f';
}

function keyValue(frontier, entry) {
  return frontier.key ? frontier.key.value(entry, formatNumber) : formatNumber(entry.f);
}

function fFormula(rule, frontier) {
  if (rule.hWeight === 0 || rule.gWeight === 0 || frontier.key) return '';
  return rule.hWeight === 1 && rule.gWeight === 1 ? ' (g + h)' : ` (${rule.gWeight === 1 ? '' : `${formatNumber(rule.gWeight)}·`}g + ${formatNumber(rule.hWeight)}·h)`;
}

function sameKey(frontier, a, b) {
  return frontier.key ? frontier.key.same(a, b) : roundedF(a.f) === roundedF(b.f);
}

function sameTie(a, b) {
  return tieKey(a.tie) === tieKey(b.tie);
}

// Why the expected cell goes next and, for a wrong guess, why the guess does not: the kind's
// words (frontiers/), or the lowest key of a priority queue (one, or one per side).
function reason({ rule, frontier, name, jumps, say, first, mine, rank, cell, expected, tracker, both, side, isWall }) {
  const right = cell === expected;
  const waitingAnywhere = tracker.sideOf(cell) >= 0;
  // passesOver: the kind keeps no closed list or walks past cells, so "not waiting" is the whole reason.
  const notWaiting = (what, passesOver = false) => {
    if (isWall?.(cell)) return `${say(cell)} is a wall: searches never enter walls.`;
    if (passesOver) return `${say(cell)} is not waiting in the ${what} now.`;
    return `${say(cell)} ${notWaitingWords(tracker.replay, cell)}, so it cannot be taken from the ${what}.`;
  };
  if (frontier.reason) return frontier.reason({ name, say, expected, right, rank, cell, first, mine, tracker, notWaiting });
  const key = keyName(rule, frontier);
  const what = jumps ? 'open list of jump points' : 'open list';
  const sideWords = both ? `The ${side === 0 ? 'forward' : 'backward'} side expands next (its list holds ${tracker.sizeOf(side)} against ${tracker.sizeOf(1 - side)}; fewer goes first). ` : '';
  const lead = jumps ? `${name} jumps: ${say(expected)} is the next jump point, ` : '';
  const head = `${sideWords}${lead}${jumps ? 'with' : `${say(expected)} has`} the lowest ${key}${fFormula(rule, frontier)} in the ${what}, ${keyValue(frontier, first)}.`;
  if (right) return head;
  if (mine) return `${sideWords}${lead}${say(expected)} has ${key} ${keyValue(frontier, first)}, lower than ${say(cell)}'s ${keyValue(frontier, mine)}.`;
  if (both && waitingAnywhere) return `${head} ${say(cell)} waits on the ${side === 0 ? 'backward' : 'forward'} side, which does not expand now.`;
  if (jumps && !isWall?.(cell) && tracker.replay.state[cell] === CELL_STATE.none) return `${head} ${name} expands only the jump points waiting in its list; ${say(cell)} is not one of them.`;
  return `${head} ${notWaiting(what)}`;
}

function notWaitingWords(replay, cell) {
  const state = replay.state[cell];
  if (state === CELL_STATE.closed) return 'was expanded already';
  if (state === CELL_STATE.open) return 'is not waiting there now';
  return 'has not been reached yet';
}
