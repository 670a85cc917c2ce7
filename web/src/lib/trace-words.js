// The check's words (trace-replay.js): cells, keys, moves and step costs as its messages say them,
// and a finding as the result's firstWrong. The replay extends this class, so a message reads the
// replay's state (its resolved options, frontier rule and algorithm) where it is written.

import { num, sameKey } from './trace-numbers.js';

const RULE_WORDS = Object.freeze({
  never: '4-way moves',
  always: '8-way moves (corners may be cut)',
  'if-at-most-one-obstacle': '8-way moves (a diagonal may pass one wall corner)',
  'only-when-no-obstacles': '8-way moves (a diagonal only when both side cells are free)',
});

export class TraceWords {
  /** @param {any} env the library's and the core's facts (trace-verdict.js) @param {{ resolved: any, rule: any, info: any }} run */
  constructor(env, { resolved, rule, info }) {
    this.env = env;
    this.width = env.width;
    this.resolved = resolved;
    this.rule = rule;
    this.info = info;
    /** @type {'queue' | 'stack' | 'priority'} */
    this.kind = info.family === 'breadth-first' ? 'queue' : info.family === 'depth-first' ? 'stack' : 'priority';
    this.gInKey = this.kind === 'priority' && rule.gWeight > 0;
    this.step = 0;
    /** @type {object[]} */
    this.events = [];
  }

  at(cell) { return `(${cell % this.width}, ${Math.floor(cell / this.width)})`; }
  point(cell) { return [cell % this.width, Math.floor(cell / this.width)]; }
  get keyName() {
    if (this.kind === 'queue') return 'moves from the start';
    if (!this.gInKey) return 'h';
    return this.rule.hWeight > 0 ? 'f' : 'g';
  }
  get keyFormula() {
    if (!this.gInKey) return 'greedy best-first search expands the open cell with the lowest h';
    if (this.rule.hWeight === 0) return `${this.info.name} expands the open cell with the lowest g`;
    if (this.rule.hWeight === 1) return `${this.info.name} expands the open cell with the lowest f = g + h`;
    return `${this.info.name} expands the open cell with the lowest f = g + ${num(this.rule.hWeight)} × h`;
  }
  stepWords(cost) {
    const [straight, diagonal] = this.unitCosts();
    const moves = /** @type {[number, string][]} */ ([[straight, 'a straight step'], [diagonal, 'a diagonal step']]);
    if (this.resolved.terrainCost === 'crossed') { // the unit times the mean cost of the cells crossed: quarters, thirds or halves
      for (const [unit, words] of moves) {
        const mean = cost / unit;
        if ([2, 3, 4].some((n) => sameKey(Math.round(mean * n) / n, mean))) {
          return mean === 1 ? `${words} (${num(cost)})` : `${words} across cells of mean cost ${num(mean)} (${num(unit)} × ${num(mean)} = ${num(cost)})`;
        }
      }
      return `a step of ${num(cost)}`;
    }
    for (const [unit, words] of moves) {
      for (let t = 1; t <= 9; t++) {
        if (sameKey(unit * t, cost)) return t === 1 ? `${words} (${num(cost)})` : `${words} into terrain of cost ${t} (${num(unit)} × ${t} = ${num(cost)})`;
      }
    }
    return `a step of ${num(cost)}`;
  }
  unitCosts() {
    return this.resolved.costModel === 'integer' ? [10, 14] : [1, Math.SQRT2];
  }

  ruleWords() {
    return RULE_WORDS[this.resolved.diagonalMovement] ?? this.resolved.diagonalMovement;
  }

  whyNotNeighbour(from, to) {
    const dx = Math.abs((to % this.width) - (from % this.width));
    const dy = Math.abs(Math.floor(to / this.width) - Math.floor(from / this.width));
    if (dx > 1 || dy > 1) return ': it is more than one step away';
    if (dx === 1 && dy === 1) return this.resolved.diagonalMovement === 'never' ? ': diagonal moves are not allowed' : ': the diagonal cuts past a wall corner, which this rule forbids';
    return '';
  }


  /** A finding at event i: where in the file, which step, what is wrong, the cell at fault and what could have come instead. */
  wrong(i, finding, message, { cell = null, expected = [], step = this.step } = {}) {
    const e = this.events[i];
    const where = e?.line ? `line ${e.line}` : `event ${i}`;
    const stepWords = step > 0 ? `step ${step}` : 'before the first step';
    return {
      event: i, step, finding, cell: cell === null ? null : this.point(cell),
      expected: expected.map((c) => this.point(c)), message: `${where} (${stepWords}): ${message}`,
    };
  }
}
