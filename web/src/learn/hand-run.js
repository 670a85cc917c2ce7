// A search run by hand (docs/learning.md, "Simulate by hand"), checked move by move against the
// core's run of it: the learner picks the cell expanded next (judged as Predict judges it,
// predict-judge.js), then, for Dijkstra and A*, marks the neighbours that expansion opens or
// lowers. The core's run is a micro trace (traceDetail 'micro'), so every neighbour left alone
// carries its reason (a wall, closed, not cheaper) and each mistake is explained with the core's
// numbers. No DOM.
//
// Ties: a pick whose key ties exactly with the core's choice counts as right, and the run goes on
// as the core's does (its tie rule named): the check always follows the core's run, so every
// later move can still be checked.

import { TRACE_KINDS } from '../lib/trace-format.js';
import { formatNumber } from '../model/explain.js';
import { frontierTracker } from '../model/frontier.js';
import { cellWords, judgePrediction } from './predict-judge.js';
import { countOf, HAND_RULE_WORDS } from './hand-maps.js';

const { open: OPEN, improve: IMPROVE, skipWall, skipCorner, skipClosed, skipNotCheaper, skipQueued } = TRACE_KINDS;

/** The algorithms a learner can run by hand, and whether they mark neighbours too. */
export const HAND_ALGORITHMS = Object.freeze({ bfs: { neighbours: false }, dijkstra: { neighbours: true }, astar: { neighbours: true } });

export class HandRun {
  /**
   * @param {{replay: import('../model/replay.js').TraceReplay, algorithm: string, width: number, isWall: (cell: number) => boolean}} run
   *   replay: the core's run, a micro trace, at step 0
   */
  constructor({ replay, algorithm, width, isWall }) {
    if (!HAND_ALGORITHMS[algorithm]) throw new Error(`${algorithm} cannot be run by hand here (only ${Object.keys(HAND_ALGORITHMS).join(', ')})`);
    this.replay = replay;
    this.trace = replay.trace;
    this.algorithm = algorithm;
    this.width = width;
    this.isWall = isWall;
    this.tracker = frontierTracker(replay);
    this.withNeighbours = HAND_ALGORITHMS[algorithm].neighbours;
    this.phase = 'expand'; // or 'neighbours': the step's expansion shown, its neighbours to mark
    this.moves = 0;
    this.mistakes = 0;
    replay.seek(0);
    this.tracker.sync();
  }

  /** Expansions done (the replay's step). */
  get step() { return this.replay.step; }
  get done() { return this.replay.step >= this.replay.totalSteps && this.phase === 'expand'; }

  /** The learner picks `cell` as the next expansion: { correct, text }. Right (or a tie): the expansion is made. */
  pick(cell) {
    if (this.phase !== 'expand') throw new Error('mark the neighbours of this expansion first, then check them');
    if (this.done) return { correct: false, text: 'The search is over: start again, or play the model run.' };
    this.tracker.sync();
    const judged = judgePrediction(this, cell);
    this.moves++;
    if (!judged.correct) {
      this.mistakes++;
      return { correct: false, text: `${judged.text} Try again.` };
    }
    const k = this.replay.step;
    this.replay.seek(k + 1);
    if (this.withNeighbours) {
      this.replay.showThrough(this.replay.expandAt[k] + 1); // the expansion, not yet what it opened
      this.phase = 'neighbours';
    }
    this.tracker.sync();
    const next = this.withNeighbours ? ` Now mark the neighbours that expanding ${cellWords(this.trace.cells[this.replay.expandAt[k]], this.width)} opens or lowers, and check them.` : '';
    return { correct: true, text: judged.text + next + this.#end() };
  }

  /** The neighbours the current expansion opens or lowers, as the core's run says: [{ cell, kind: 'opened' | 'lowered', event }]. */
  changes() {
    const k = this.replay.step - 1;
    const { from, to } = this.#eventsOf(k);
    const out = [];
    for (let i = from + 1; i < to; i++) {
      const kind = this.trace.kinds[i];
      if (kind === OPEN || kind === IMPROVE) out.push({ cell: this.trace.cells[i], kind: kind === OPEN ? 'opened' : 'lowered', event: i });
    }
    return out;
  }

  /** The learner's marked cells (indices) for the current expansion: { correct, text, missed, extra }; the step is then shown whole. */
  checkNeighbours(marked) {
    if (this.phase !== 'neighbours') throw new Error('pick the next expansion first');
    const k = this.replay.step - 1;
    const expanded = this.trace.cells[this.replay.expandAt[k]];
    const changes = this.changes();
    const want = new Set(changes.map((c) => c.cell));
    const mine = new Set(marked);
    const missed = changes.filter((c) => !mine.has(c.cell));
    const extra = [...mine].filter((c) => !want.has(c));
    const correct = missed.length === 0 && extra.length === 0;
    this.moves++;
    if (!correct) this.mistakes++;
    const at = cellWords(expanded, this.width);
    const what = changes.length ? `expanding ${at} ${this.#changeWords(changes)}` : `expanding ${at} opens and lowers nothing`;
    const why = [
      ...missed.map((c) => this.#missedWords(c)),
      ...extra.map((cell) => this.#leftAloneWords(cell, expanded, k)),
    ];
    this.replay.seek(k + 1); // the whole step: what it opened and lowered
    this.tracker.sync();
    this.phase = 'expand';
    const text = correct ? `Right: ${what}.` : `Not quite: ${what}. ${why.join(' ')}`;
    return { correct, text: text + this.#end(), missed: missed.map((c) => c.cell), extra };
  }

  #end() {
    if (!this.done) return '';
    return ` The search is over after ${countOf(this.replay.totalSteps, 'expansion')}, with ${countOf(this.mistakes, 'mistake')} in ${countOf(this.moves, 'move')}.`;
  }

  #eventsOf(k) {
    const from = this.replay.expandAt[k];
    const to = k + 1 < this.replay.totalSteps ? this.replay.expandAt[k + 1] : this.replay.length;
    return { from, to };
  }

  #num(v) { return formatNumber(v); }

  #changeWords(changes) {
    const opened = changes.filter((c) => c.kind === 'opened').map((c) => `${cellWords(c.cell, this.width)} (g ${this.#num(this.trace.g[c.event])})`);
    const lowered = changes.filter((c) => c.kind === 'lowered').map((c) => `${cellWords(c.cell, this.width)} (g ${this.#num(this.#gBefore(c.event))} → ${this.#num(this.trace.g[c.event])})`);
    return [opened.length ? `opens ${opened.join(', ')}` : '', lowered.length ? `lowers ${lowered.join(', ')}` : ''].filter(Boolean).join(' and ');
  }

  #missedWords({ cell, kind, event }) {
    const at = cellWords(cell, this.width);
    const g = this.#num(this.trace.g[event]);
    const h = this.algorithm === 'astar' ? `, h ${this.#num(this.trace.h[event])}, f ${this.#num(this.trace.g[event] + this.trace.h[event])}` : '';
    if (kind === 'opened') return `You missed ${at}: it had not been reached, so it is opened with g ${g}${h}.`;
    return `You missed ${at}: it waited with g ${this.#num(this.#gBefore(event))}, and through here it costs ${g}, so it is lowered${h}.`;
  }

  // Why the core left a marked cell alone when expanding `expanded` (step k): its micro event's reason, or not a neighbour.
  #leftAloneWords(cell, expanded, k) {
    const at = cellWords(cell, this.width);
    const { from, to } = this.#eventsOf(k);
    for (let i = from + 1; i < to; i++) {
      if (this.trace.cells[i] !== cell) continue;
      switch (this.trace.kinds[i]) {
        case skipWall: return `${at} is a wall.`;
        case skipCorner: return `${at} is past a corner the diagonal rule forbids.`;
        case skipClosed: return `${at} was expanded already: its g is final.`;
        case skipNotCheaper: return `${at} waits with g ${this.#num(this.replay.g[cell])}; through ${cellWords(expanded, this.width)} it would cost ${this.#num(this.trace.g[i])}, not cheaper.`;
        case skipQueued: return `${at} is queued already.`;
        default:
      }
    }
    if (cell === expanded) return `${at} is the cell being expanded, not its neighbour.`;
    const dx = Math.abs((cell % this.width) - (expanded % this.width));
    const dy = Math.abs(Math.floor(cell / this.width) - Math.floor(expanded / this.width));
    const why = dx === 1 && dy === 1 ? 'it is diagonal to it' : 'it is not next to it';
    return `${at} is not a neighbour of ${cellWords(expanded, this.width)}: ${why}, and moves here are ${HAND_RULE_WORDS.moves}.`;
  }

  // The g a cell had before `event` (its previous event's), for "lowered from … to …".
  #gBefore(event) {
    let previous = this.replay.previous[event];
    while (previous >= 0 && this.trace.kinds[previous] > IMPROVE) previous = this.replay.previous[previous]; // micro events change no g
    return previous >= 0 ? this.trace.g[previous] : Infinity;
  }
}
