// A sentence per step, and per micro-step event, in plain words with numbers
// formatted for people: what was expanded and why, what it opened and lowered,
// what it skipped, how many entries wait. Reads the trace, the replay at the
// step shown and the open list (open-list.js); no DOM.

import { JUMP_SCAN_REASONS, NO_PARENT, TRACE_BACKWARD_FLAG, TRACE_KINDS } from '../lib/trace-format.js';
import { lineFor } from './pseudocode.js';
import { optionDefault } from '../lib/options.js';
import { frontierKind } from './frontiers/frontier-kinds.js';
import { formatNumber } from './numbers.js';

export { formatNumber };

const KIND_MASK = ~TRACE_BACKWARD_FLAG & 0xff;
export const KIND_NAMES = Object.fromEntries(Object.entries(TRACE_KINDS).map(([name, code]) => [code, name]));

const SKIP_WORDS = {
  skipWall: ['wall', 'walls'],
  skipCorner: ['corner the diagonal rule forbids', 'corners the diagonal rule forbids'],
  skipClosed: ['closed cell', 'closed cells'],
  skipNotCheaper: ['open cell not made cheaper', 'open cells not made cheaper'],
  skipQueued: ['cell already queued', 'cells already queued'],
  jumpNone: ['direction with no jump point', 'directions with no jump point'],
};
// Why a jump point search scans a direction (a jumpScan event's h; 2, the goal in sight, has its own sentence).
const SCAN_REASONS = {
  [JUMP_SCAN_REASONS.natural]: 'its natural neighbour', [JUMP_SCAN_REASONS.forced]: 'kept for the forced neighbour',
  [JUMP_SCAN_REASONS.terrain]: 'kept for the ground: no cheaper way around reaches its neighbour',
};
// Directions of a jump point search's scans, by the offset from the expanded cell.
const DIRECTIONS = { '0,-1': 'north', '1,-1': 'north-east', '1,0': 'east', '1,1': 'south-east', '0,1': 'south', '-1,1': 'south-west', '-1,0': 'west', '-1,-1': 'north-west' };

/** "a, b and c" */
function listWords(items) {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

const MAX_LISTED = 6; // cells named in one clause; the rest are counted

export class StepExplainer {
  /**
   * @param {object} p
   * @param {import('./replay.js').TraceReplay} p.replay at the step to explain
   * @param {import('./frontier.js').FrontierTracker} p.openList synced with the replay
   * @param {object} p.options the search's public options
   * @param {import('../algorithm-pages/page-files.js').Pseudocode} p.code pseudocode.js pseudocodeFor(options), with its words
   * @param {(cell: number) => string} p.describeCell "(x, y)" for a cell index
   * @param {{status: string, cost: number, path?: any[], stoppedBy?: string}} [p.result] the finished search's result
   * @param {number} [p.width] the grid's width (for the directions of jump point scans)
   */
  constructor({ replay, openList, options, code, describeCell, result = null, width = 1 }) {
    this.width = width;
    this.replay = replay;
    this.trace = replay.trace;
    this.openList = openList;
    this.options = options;
    this.code = code;
    this.cell = describeCell;
    this.result = result;
    this.integer = options.costModel === 'integer';
    this.algorithm = options.algorithm ?? optionDefault('algorithm');
    this.words = code.narration ?? {}; // the algorithm's own words (its page file, web/src/algorithm-pages/)
    this.unit = this.words.unit ?? 'cell'; // what waits in the open list
    this.rule = openList.rule; // how the frontier is ordered, as the core stated it (trace.frontier)
    this.frontier = frontierKind(this.rule.kind); // its kind's words (model/frontiers/)
  }

  n(value) { return formatNumber(value, this.integer); }

  /** Event indices of step k (its expand event first; step 0: the start's). */
  eventsOf(step) {
    const { expandAt, length } = this.replay;
    const from = step === 0 ? 0 : expandAt[step - 1];
    const to = step < expandAt.length ? expandAt[step] : length;
    return { from, to };
  }

  /** { step, text, line } for the replay's current step. */
  explainStep() {
    const step = this.replay.step;
    const { from, to } = this.eventsOf(step);
    const parts = [];
    let line;
    if (step === 0) {
      parts.push(this.#startSentence());
      line = lineFor(this.code, 'start');
    } else {
      parts.push(this.#expandSentence(from));
      line = lineFor(this.code, 'expand');
      const changes = this.#changes(from + 1, to);
      if (changes) parts.push(changes);
    }
    const ending = this.#ending(step, to);
    if (ending) {
      parts.push(ending.text);
      line = lineFor(this.code, ending.kind) || line;
    } else if (step > 0) {
      parts.push(this.#waiting());
    }
    return { step, text: parts.join(' '), line };
  }

  /** { text, line, kind } for one event of a step (micro-stepping). */
  explainEvent(i) {
    const t = this.trace;
    const kind = KIND_NAMES[t.kinds[i] & KIND_MASK];
    const cell = this.cell(t.cells[i]);
    const from = t.parents[i] === NO_PARENT ? null : this.cell(t.parents[i]);
    let text;
    switch (kind) {
      case 'expand': text = this.#expandSentence(i); break;
      case 'goalTest': {
        const next = i + 1 < t.length ? KIND_NAMES[t.kinds[i + 1] & KIND_MASK] : null;
        if (this.words.stopsWhenSidesMeet) { // the stopping test: g = kF + kB, h = mu
          const sum = `${this.n(t.g[i])} ${next === 'path' ? '≥' : '<'} μ = ${this.n(t.h[i])}`;
          text = next === 'path' ? `Stop? ${cell}'s key plus the other side's last key is ${sum}: no cheaper path can remain, the path through the meeting cell is found.`
            : `Stop? ${cell}'s key plus the other side's last key is ${sum}: not yet, look at its neighbours.`;
          break;
        }
        const what = this.words.lookAround ?? 'look at its neighbours';
        text = next === 'path' ? `Is ${cell} the goal? Yes: the path is found.` : `Is ${cell} the goal? No: ${what}.`;
        break;
      }
      case 'jumpScan': text = t.h[i] === JUMP_SCAN_REASONS.goalInSight
        ? `Scan ${this.#direction(t.parents[i], t.cells[i])} from ${from}: the goal is in sight (a free run that way, then straight on, reaches it for exactly h, and no path can be shorter), so the goal is opened alone and no other direction is scanned.`
        : `Scan ${this.#direction(t.parents[i], t.cells[i])} from ${from} (${SCAN_REASONS[t.h[i]] ?? SCAN_REASONS[JUMP_SCAN_REASONS.natural]} ${cell}).`; break;
      case 'jumpNone': text = `The scan ${this.#direction(t.parents[i], t.cells[i])} meets a wall or the map's edge before any jump point: nothing to add.`; break;
      case 'threshold': text = this.#thresholdWords(i); break;
      case 'meet': text = `${cell} is reached from both sides: a path through it costs ${this.n(t.g[i])}, so μ is now ${this.n(t.h[i])}.`; break;
      case 'skipWall': text = `${cell} is a wall: skipped.`; break;
      case 'skipCorner': text = `${cell} is diagonal from ${from} and a side cell is a wall, so the diagonal rule forbids the move: skipped.`; break;
      case 'skipClosed': text = `${cell} is already closed (expanded): skipped.`; break;
      case 'skipNotCheaper': text = `${cell} is already open with g ${this.n(this.replay.g[t.cells[i]])}; through ${from} it would cost ${this.n(t.g[i])}, not cheaper: skipped.`; break;
      case 'skipQueued': text = `${cell} is already in the queue: skipped.`; break;
      case 'open': text = `Opened ${cell}: g ${this.n(t.g[i])}${this.#hPart(i)}, parent ${from}.`; break;
      case 'improve': {
        const words = this.#changeWords(i, cell);
        text = `${words[0].toUpperCase()}${words.slice(1)}.`;
        break;
      }
      case 'path': text = `${cell} is on the path (g ${this.n(t.g[i])}).`; break;
      default: text = `${kind ?? 'event'} at ${cell}.`;
    }
    return { text, line: lineFor(this.code, kind), kind };
  }

  #startSentence() {
    const t = this.trace;
    if (this.openList.sides.length === 2) {
      const backward = Array.from({ length: this.eventsOf(0).to }, (_, i) => i).find((i) => t.kinds[i] & TRACE_BACKWARD_FLAG);
      return `The search starts from both ends: ${this.cell(t.cells[0])} forwards and ${this.cell(t.cells[backward ?? 0])} backwards.`;
    }
    if (this.frontier.startSentence) return this.frontier.startSentence(this, this.cell(t.cells[0]), t.h[0]);
    return `The search starts at ${this.cell(t.cells[0])} with g 0: the only entry in the ${this.#container()}.`;
  }

  // Where the entries wait, in the algorithm's own terms.
  #container() {
    return this.frontier.container ?? 'open list';
  }

  // The key as the frontier orders it (trace.frontier): "f = 43.25 = g 2.00 + 1.75 × h objectives".
  // Public for the kinds' words (model/frontiers/), as someCells is.
  keyWords(g, h, name = 'f') {
    const { gWeight, hWeight } = this.rule;
    if (hWeight === 0) return `g = ${this.n(g)}`;
    if (gWeight === 0) return `h = ${this.n(h)}`;
    const hTerm = hWeight === 1 ? `h ${this.n(h)}` : `${formatNumber(hWeight)} × h ${this.n(h)}`;
    return `${name} = ${this.n(gWeight * g + hWeight * h)} = g ${this.n(g)} + ${hTerm}`;
  }

  #expandSentence(i) {
    const t = this.trace;
    const g = t.g[i], h = t.h[i];
    const cell = this.cell(t.cells[i]);
    if (this.frontier.expandSentence) return this.frontier.expandSentence(this, i, cell, g, h);
    const what = this.words.expanded ? `${this.words.expanded} ` : '';
    return `Expanded ${what}${cell}: ${this.keyWords(g, h)}, the lowest in the open list.`;
  }

  cellXY(cell) { return [cell % this.width, Math.floor(cell / this.width)]; }

  // "north-east": the direction from one cell to a neighbour.
  #direction(from, to) {
    const [fx, fy] = this.cellXY(from), [tx, ty] = this.cellXY(to);
    return DIRECTIONS[`${Math.sign(tx - fx)},${Math.sign(ty - fy)}`] ?? 'on';
  }

  #hPart(i) {
    const h = this.trace.h[i];
    if (this.rule.queue || this.rule.hWeight === 0) return '';
    return `, h ${this.n(h)}`;
  }

  // "Opened (13, 7) and (13, 8); lowered (12, 8) from 11.00 to 10.41. Skipped 2 walls."
  #changes(from, to) {
    const t = this.trace;
    const opened = [], lowered = [], skipped = {};
    for (let i = from; i < to; i++) {
      const kind = KIND_NAMES[t.kinds[i] & KIND_MASK];
      if (kind === 'open') opened.push(this.cell(t.cells[i]));
      else if (kind === 'improve') lowered.push(this.#changeWords(i, this.cell(t.cells[i]), false));
      else if (SKIP_WORDS[kind]) skipped[kind] = (skipped[kind] ?? 0) + 1;
    }
    const clauses = [];
    if (opened.length) clauses.push(`Opened ${this.someCells(opened)}`);
    if (lowered.length) {
      const words = listWords(lowered);
      clauses.push(clauses.length ? words : words[0].toUpperCase() + words.slice(1));
    }
    if (!clauses.length) clauses.push('Opened nothing new');
    let text = `${clauses.join('; ')}.`;
    for (let i = from; i < to; i++) if ((t.kinds[i] & KIND_MASK) === TRACE_KINDS.threshold) text += ` ${this.#thresholdWords(i)}`;
    const skips = Object.entries(skipped).map(([kind, count]) => `${count} ${SKIP_WORDS[kind][count === 1 ? 0 : 1].replace('cell', this.unit)}`);
    if (skips.length) text += ` Skipped ${listWords(skips)}.`;
    return text;
  }

  // An improve event in words, with the verb its numbers call for: "lowered (6, 10) from 3.41 to 2.00,
  // its parent is now (5, 10)"; a depth-first search's newer parent can raise g.
  #changeWords(i, cell, withParent = true) {
    const t = this.trace;
    const before = this.replay.previous[i];
    const parent = t.parents[i] === NO_PARENT ? null : this.cell(t.parents[i]);
    const via = parent && withParent ? `: its parent is now ${parent}` : '';
    if (before < 0 || (t.kinds[before] & KIND_MASK) === TRACE_KINDS.expand) return `reopened ${cell} at g ${this.n(t.g[i])}${via}`;
    const [was, now] = [t.g[before], t.g[i]];
    const what = this.frontier.improvedWhat ?? '';
    if (now === was) return `re-queued ${cell} at g ${this.n(now)}${via}`;
    return `${now < was ? 'lowered' : 'raised'} ${what}${cell} from ${this.n(was)} to ${this.n(now)}${via}`;
  }

  // Fringe search: a new iteration of the walk.
  #thresholdWords(i) {
    const t = this.trace;
    return `The walk reached the end of the list with nothing left within the threshold, so the threshold rises to ${this.n(t.g[i])}, the lowest f it passed over, and the walk starts again at ${this.cell(t.cells[i])}.`;
  }

  someCells(items) {
    if (items.length <= MAX_LISTED) return listWords(items);
    return `${items.slice(0, MAX_LISTED - 1).join(', ')} and ${items.length - MAX_LISTED + 1} more`;
  }

  #waiting() {
    const total = this.openList.size;
    const verb = total === 1 ? 'waits' : 'wait';
    const noun = `${this.unit}${total === 1 ? '' : 's'}`;
    if (total === 0) return 'No cells wait.';
    if (this.openList.sides.length === 2) {
      return `${total.toLocaleString('en-US')} ${noun} ${verb} (${this.openList.sizeOf(0).toLocaleString('en-US')} forward, ${this.openList.sizeOf(1).toLocaleString('en-US')} backward).`;
    }
    return `${total.toLocaleString('en-US')} ${noun} ${verb}.`;
  }

  // The last step of a finished search: the path, or why there is none.
  #ending(step, to) {
    if (step !== this.replay.totalSteps || !this.result || this.result.status === 'running') return null;
    const t = this.trace;
    const pathEvents = to > 0 && (t.kinds[to - 1] & KIND_MASK) === TRACE_KINDS.path;
    const { status, cost } = this.result;
    const moves = Math.max(0, (this.result.path?.length ?? 1) - 1);
    if (status === 'found') {
      return { kind: 'path', text: `${pathEvents && !this.words.stopsWhenSidesMeet ? 'It is the goal, so the' : 'The'} path is found: cost ${this.n(cost)}, ${moves.toLocaleString('en-US')} ${moves === 1 ? 'move' : 'moves'}.` };
    }
    if (status === 'no-path') return { kind: 'noPath', text: `The ${this.#container()} is empty: there is no path.` };
    return { kind: 'expand', text: `The search stopped early (${this.result.stoppedBy === 'halfway' ? 'halfway to the goal' : 'expansion cap'}); the partial path costs ${this.n(cost)}.` };
  }
}
