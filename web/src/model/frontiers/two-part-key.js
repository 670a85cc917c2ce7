// A priority queue by the two-part key [min(g, rhs) + h; min(g, rhs)] (LPA*, D* Lite).
import { formatNumber } from '../numbers.js';
import { roundedF, tieKey } from '../frontier-key.js';
import { OpenListTracker } from '../open-list.js';

/** @type {import('./frontier-kinds.js').FrontierKind} */
export default {
  kind: 'two-part-key',
  track: (replay, how) => new OpenListTracker(replay, how),
  expandSentence(ex, i, cell, g, h) {
    const t = ex.trace;
    const settled = g === Infinity ? 'its cost went up, so g is raised to ∞ and its neighbours are looked at again'
      : `g is set to rhs = ${ex.n(g)}`;
    // The key the list held it by: its queue event's min(g, rhs) (an underconsistent cell's g is ∞ once expanded).
    const queued = ex.replay.previous[i];
    const m = queued >= 0 ? t.g[queued] : g;
    const { km } = ex.rule;
    const k1 = m + h + km; // summed as the core sums it
    return `Expanded ${cell}: key [${ex.n(k1)}; ${ex.n(m)}] = [min(g, rhs) + h${km ? ` + km ${ex.n(km)}` : ''}; min(g, rhs)], the lowest in the open list; ${settled}.`;
  },
  improvedWhat: 'rhs of ',
  title: (tracker, count, size) => `${count} ${size === 1 ? 'entry' : 'entries'} by key [f; g] = [min(g, rhs) + h; min(g, rhs)]`,
  asksValues: false, // g and rhs there: the open list panel teaches those keys
  keyed: true,
  key: {
    name: 'key',
    value: (entry) => `[${formatNumber(entry.key[0])}; ${formatNumber(entry.key[1])}]`,
    same: (a, b) => roundedF(a.key[0]) === roundedF(b.key[0]) && tieKey(a.key[1]) === tieKey(b.key[1]),
  },
};
