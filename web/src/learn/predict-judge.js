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
import { BOTH, roundedF, tieKey } from '../model/open-list.js';
import { CELL_STATE } from '../model/replay.js';
import { formatNumber } from '../model/explain.js';

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
  const keyed = rule.kind === 'priority-queue' || rule.kind === 'two-queues' || rule.kind === 'two-part-key';
  const tie = cell !== expected && mine !== null && keyed && sameKey(rule, mine, first);
  const correct = cell === expected || tie;
  const why = reason({ rule, name, jumps, say, first, mine, rank, cell, expected, tracker, both, side, isWall: view.isWall });
  let text;
  if (cell === expected) text = `Right: ${say(expected)} is expanded next. ${why}`;
  else if (tie) text = `Right, a tie: ${say(cell)} has the same ${keyName(rule)} as ${say(expected)}, ${keyValue(rule, first)}. ${name} breaks ties by ${TIE_WORDS[rule.tie] ?? rule.tie}${sameTie(mine, first) ? ', then by the cell that comes first row by row' : ''}, so it takes ${say(expected)} first.`;
  else text = `Not quite: ${say(expected)} is expanded next. ${why}`;
  return { correct, tie, expected, text };
}

// What the key is called: Dijkstra's f is g, greedy's is h; LPA* and D* Lite keep two-part keys.
function keyName(rule) {
  if (rule.kind === 'two-part-key') return 'key';
  if (rule.hWeight === 0) return 'g';
  if (rule.gWeight === 0) return 'h';
  return 'f';
}

function keyValue(rule, entry) {
  if (rule.kind === 'two-part-key') return `[${formatNumber(entry.key[0])}; ${formatNumber(entry.key[1])}]`;
  return formatNumber(entry.f);
}

function fFormula(rule) {
  if (rule.hWeight === 0 || rule.gWeight === 0 || rule.kind === 'two-part-key') return '';
  return rule.hWeight === 1 && rule.gWeight === 1 ? ' (g + h)' : ` (${rule.gWeight === 1 ? '' : `${formatNumber(rule.gWeight)}·`}g + ${formatNumber(rule.hWeight)}·h)`;
}

function sameKey(rule, a, b) {
  if (rule.kind === 'two-part-key') return roundedF(a.key[0]) === roundedF(b.key[0]) && tieKey(a.key[1]) === tieKey(b.key[1]);
  return roundedF(a.f) === roundedF(b.f);
}

function sameTie(a, b) {
  return tieKey(a.tie) === tieKey(b.tie);
}

// Why the expected cell goes next and, for a wrong guess, why the guess does not.
function reason({ rule, name, jumps, say, first, mine, rank, cell, expected, tracker, both, side, isWall }) {
  const right = cell === expected;
  const waitingAnywhere = tracker.sideOf(cell) >= 0;
  const notWaiting = (what) => {
    if (isWall?.(cell)) return `${say(cell)} is a wall: searches never enter walls.`;
    // IDA* keeps no closed list, and Fringe search's walk passes over cells: there "not waiting" is the whole reason.
    if (rule.kind === 'deepening-path' || rule.kind === 'now-later') return `${say(cell)} is not waiting in the ${what} now.`;
    return `${say(cell)} ${notWaitingWords(tracker.replay, cell)}, so it cannot be taken from the ${what}.`;
  };
  switch (rule.kind) {
    case 'fifo-queue': {
      const head = `${name} takes the front of its queue: ${say(expected)} joined it first of the ${tracker.sizeOf(0)} waiting.`;
      if (right) return head;
      return `${head} ${rank >= 0 ? `${say(cell)} is number ${rank + 1} in line.` : notWaiting('queue')}`;
    }
    case 'lifo-stack': {
      const head = `${name} takes the top of its stack: ${say(expected)} was pushed last.`;
      if (right) return head;
      return `${head} ${rank >= 0 ? `${say(cell)} is number ${rank + 1} from the top.` : notWaiting('stack')}`;
    }
    case 'deepening-path': {
      const head = `${name} goes deep first: it tries the children of the deepest cell on its path first, and ${say(expected)} is next (f ${formatNumber(first.f)}, within the bound ${formatNumber(first.bound)}).`;
      if (right) return head;
      return `${head} ${rank >= 0 ? `${say(cell)} waits further back: number ${rank + 1} to try.` : notWaiting('children to try')}`;
    }
    case 'now-later': {
      const head = `${name} walks its list in order and takes the next cell whose f is within the threshold ${formatNumber(first.threshold)}: ${say(expected)} (f ${formatNumber(first.f)}).`;
      if (right) return head;
      if (rank < 0) return `${head} ${notWaiting('list')}`;
      return `${head} ${say(cell)} comes later: number ${rank + 1} on the walk${mine && !mine.now ? `, and its f ${formatNumber(mine.f)} is over the threshold` : ''}.`;
    }
    default: { // priority queues (one, or one per side) and two-part keys
      const key = keyName(rule);
      const what = jumps ? 'open list of jump points' : 'open list';
      const sideWords = both ? `The ${side === 0 ? 'forward' : 'backward'} side expands next (its list holds ${tracker.sizeOf(side)} against ${tracker.sizeOf(1 - side)}; fewer goes first). ` : '';
      const lead = jumps ? `${name} jumps: ${say(expected)} is the next jump point, ` : '';
      const head = `${sideWords}${lead}${jumps ? 'with' : `${say(expected)} has`} the lowest ${key}${fFormula(rule)} in the ${what}, ${keyValue(rule, first)}.`;
      if (right) return head;
      if (mine) return `${sideWords}${lead}${say(expected)} has ${key} ${keyValue(rule, first)}, lower than ${say(cell)}'s ${keyValue(rule, mine)}.`;
      if (both && waitingAnywhere) return `${head} ${say(cell)} waits on the ${side === 0 ? 'backward' : 'forward'} side, which does not expand now.`;
      if (jumps && !isWall?.(cell) && tracker.replay.state[cell] === CELL_STATE.none) return `${head} ${name} expands only the jump points waiting in its list; ${say(cell)} is not one of them.`;
      return `${head} ${notWaiting(what)}`;
    }
  }
}

function notWaitingWords(replay, cell) {
  const state = replay.state[cell];
  if (state === CELL_STATE.closed) return 'was expanded already';
  if (state === CELL_STATE.open) return 'is not waiting there now';
  return 'has not been reached yet';
}
