// How the core orders a frontier's entries, as the teaching views compare them: the one
// statement of the key and tie rules that the open list (open-list.js), Fringe search's list
// (fringe-list.js), the two-part key of LPA* and D* Lite (frontiers/two-part-key.js) and the
// prediction judge (learn/predict-judge.js) read.
//
// The order is the core's own key (cpp/core/open_list.hpp): f rounded as the core rounds
// it (lib/key-rounding.js), then the tie value, then the node id (node ids on a grid
// grow with y * width + x, so the cell index orders the same). f and the tie
// value come from each entry's open or improve event:
//   f = gWeight * g + hWeight * h (best-first: A* (1, w), Dijkstra (1, 0),
//       greedy (0, 1); JPS and flee likewise; bidirectional: g + w * h, h being
//       the side's potential);
//   tie = h ('lower-h'), g ('lower-g'), or the count of open/improve events before
//       it ('fifo'), or minus that count ('lifo');
// breadth-first search takes its queue in the order cells were opened, depth-first search the
// reverse (entryKey is 0 for both: their lists order by position alone).

import { roundedF, tieKey } from '../lib/key-rounding.js';

export { roundedF, tieKey };

/**
 * How a search orders its frontier, as the core stated it when the search began
 * (trace.frontier: { kind, gWeight, hWeight, tie }, web/src/lib/pathlab.d.ts FrontierRule),
 * with the flags the views read: queue (taken in the order cells joined, or the reverse)
 * and bidirectional (two lists).
 * @returns {{kind: string, queue: boolean, stack: boolean, bidirectional: boolean, gWeight: number, hWeight: number, tie: string, km: number}}
 */
export function frontierRuleOf(trace) {
  const frontier = trace.frontier;
  if (!frontier) throw new Error('the trace does not say how its search orders its frontier (trace.frontier)');
  return {
    ...frontier,
    km: frontier.km ?? 0, // D* Lite's key modifier after its start moved: part of every key's first part
    queue: frontier.kind === 'fifo-queue' || frontier.kind === 'lifo-stack',
    stack: frontier.kind === 'lifo-stack',
    bidirectional: frontier.kind === 'two-queues',
  };
}

/**
 * An entry's f under `rule` (frontierRuleOf), summed in the core's order (key() in
 * cpp/algorithms/incremental_search.cpp); a queue's or stack's entries show their g.
 */
export function entryF(rule, g, h) {
  return rule.queue ? g : rule.gWeight * g + rule.hWeight * h + rule.km;
}

/**
 * An entry's tie value under `rule`. `ordinal` is the count of open/improve events before the
 * entry's, read only when the rule needs it (tieUsesOrdinal).
 */
export function entryTieValue(rule, g, h, ordinal) {
  if (rule.tie === 'lower-h') return h;
  if (rule.tie === 'lower-g') return g;
  return rule.tie === 'lifo' ? -ordinal : ordinal;
}

/** Whether the tie rule counts the entries' ordinals ('fifo', 'lifo'). */
export function tieUsesOrdinal(rule) {
  return rule.tie !== 'lower-h' && rule.tie !== 'lower-g';
}

/** An entry's first key as the core compares it: f rounded; 0 for queues and stacks, which order by position alone. */
export function entryKey(rule, g, h) {
  return rule.queue ? 0 : roundedF(entryF(rule, g, h));
}

/** An entry's tie value as the core compares it. */
export function entryTie(rule, g, h, ordinal) {
  return tieKey(entryTieValue(rule, g, h, ordinal));
}
