// The check's replay of a trace (docs/check-your-search.md, "What is checked"). It does not compare
// the trace with Pathlab's own run: it replays the trace's expansions on a model of the algorithm's
// frontier and accepts every expansion that some correct run could make at that point (open cells
// tied on the algorithm's key, any order of neighbours), then checks every g, h, f and parent the
// trace reports against the values that expansion order gives. Moves, step costs and estimates come
// from the core (env.movesFor: the wasm Moves object), exact distances to the goal from a flow
// field, and the frontier's key from the core's frontier rule. trace-verdict.js settles what a
// trace is checked as and makes the result; trace-words.js says the findings.

import { Heap } from './trace-heap.js';
import { matches, nearlyEqual, num, numPair, sameKey } from './trace-numbers.js';
import { TraceWords } from './trace-words.js';

const UNSEEN = 0;
const OPEN = 1;
const CLOSED = 2;

export class TraceReplay extends TraceWords {
  constructor(env, { start, goal, resolved, rule, tieRule, info, read }) {
    super(env, { resolved, rule, info });
    const cells = env.width * env.height;
    this.start = start[1] * env.width + start[0];
    this.goal = goal[1] * env.width + goal[0];
    this.tieRule = tieRule;
    this.read = read;
    this.events = read.events;
    this.usesH = this.kind === 'priority' && rule.hWeight > 0;
    this.heuristicName = env.heuristicName(resolved);
    this.core = env.movesFor(resolved, goal); // the core's moves and estimates under these settings
    this.state = new Uint8Array(cells);
    this.g = new Float64Array(cells).fill(Infinity); // the cheapest g the expansions so far give
    this.parent = new Int32Array(cells).fill(-1);
    this.depth = new Int32Array(cells).fill(-1); // breadth-first: moves from the start
    this.seq = new Float64Array(cells); // when the cell last joined or moved in the frontier, for fixed tie rules
    this.stamp = new Uint32Array(cells);
    this.expandedAt = new Int32Array(cells).fill(0);
    this.learnerG = new Float64Array(cells).fill(NaN); // the g the trace last gave the cell
    this.learnerH = new Float64Array(cells).fill(NaN);
    this.learnerParent = new Int32Array(cells).fill(-1);
    this.hCache = new Float64Array(cells).fill(NaN);
    this.heap = new Heap();
    this.batches = []; // depth-first: { owner, cells, fresh, next, nextFresh } per expansion
    this.counter = 0;
    this.step = 0;
    this.current = -1;
    this.goalExpanded = false;
    this.goalGenerated = false; // the trace put the goal on its open list
    this.goalReachedAt = 0; // the step whose expansion first reached the goal
    this.hasGeneration = this.events.some((e) => e.type === 'generating' || e.type === 'updating');
    this.stepReached = []; // cells this step's expansion reached or made cheaper in the model
    this.stepGenerated = new Set();
    this.stepLastEvent = -1;
    this.endEvent = null;
    this.movesOf = -1;
    /** @type {[number, number][]} */
    this.movesList = [];
    this.stepDone = false; // an event proved the latest expansion finished
    this.exact = null;
    this.notes = [];
    if (tieRule === 'fixed' && this.kind !== 'priority' && !this.hasGeneration) {
      this.notes.push('the tie rule could not be held fixed: the trace does not say in which order it put cells on its frontier (no generate events)');
    }
  }


  // ---- the core's facts ----
  // The moves of the cell expanded last are asked for again by each of its neighbours' events: kept.
  moves(cell) {
    if (cell === this.movesOf) return this.movesList;
    const count = this.core.moves(cell);
    const cells = this.core.cells();
    const costs = this.core.costs();
    const out = new Array(count);
    for (let i = 0; i < count; i++) out[i] = [cells[i], costs[i]];
    this.movesOf = cell;
    this.movesList = out;
    return out;
  }
  moveCost(from, to) {
    for (const [cell, cost] of this.moves(from)) if (cell === to) return cost;
    return -1;
  }
  h(cell) {
    let h = this.hCache[cell];
    if (Number.isNaN(h)) {
      h = this.core.estimate(cell);
      this.hCache[cell] = h;
    }
    return h;
  }
  exactDistance(cell) {
    this.exact ??= this.env.exactDistances(this.resolved, this.point(this.goal));
    return this.exact[cell];
  }
  key(cell) {
    if (this.kind === 'queue') return this.depth[cell];
    return this.rule.gWeight * this.g[cell] + (this.rule.hWeight > 0 ? this.rule.hWeight * this.h(cell) : 0);
  }
  // Among equal keys, the core's tie rule (frontierRule().tie) when the assignment fixes it.
  second(cell) {
    if (this.tieRule !== 'fixed') return 0;
    switch (this.rule.tie) {
      case 'lower-h': return this.h(cell);
      case 'lower-g': return this.g[cell];
      case 'lifo': return -this.seq[cell];
      default: return this.seq[cell];
    }
  }

  // ---- the model's frontier ----
  reach(cell, g, from) {
    this.g[cell] = g;
    this.parent[cell] = from;
    this.state[cell] = OPEN;
    this.seq[cell] = ++this.counter;
    this.stamp[cell]++;
    if (this.kind !== 'stack') this.heap.push(this.key(cell), this.second(cell), cell, this.stamp[cell]);
  }
  // Re-sequences a cell the trace put on its frontier, in the trace's own order.
  resequence(cell) {
    if (this.state[cell] !== OPEN || this.kind === 'stack') return;
    this.seq[cell] = ++this.counter;
    this.stamp[cell]++;
    this.heap.push(this.key(cell), this.second(cell), cell, this.stamp[cell]);
  }
  cleanTop() {
    const heap = this.heap;
    while (heap.size > 0) {
      const i = 0;
      const cell = heap.cells[i];
      if (this.state[cell] === OPEN && heap.stamps[i] === this.stamp[cell]) return true;
      heap.pop();
    }
    return false;
  }
  // The open cells tied for first place (at most `limit`), read off the heap and put back.
  firstPlace(limit = 8) {
    if (!this.cleanTop()) return [];
    const heap = this.heap;
    const taken = [];
    const found = [];
    const best = { key: heap.keys[0], second: heap.seconds[0] };
    while (heap.size > 0 && found.length < limit) {
      const top = heap.pop();
      taken.push(top);
      const live = this.state[top.cell] === OPEN && top.stamp === this.stamp[top.cell];
      if (!live) continue;
      if (!sameKey(top.key, best.key) || (this.tieRule === 'fixed' && !sameKey(top.second, best.second))) break;
      if (!found.includes(top.cell)) found.push(top.cell);
    }
    for (const t of taken) heap.push(t.key, t.second, t.cell, t.stamp);
    return found;
  }
  openCount() {
    let count = 0;
    for (let i = 0; i < this.state.length; i++) if (this.state[i] === OPEN) count++;
    return count;
  }

  // ---- the walk ----
  run() {
    for (let i = 0; i < this.events.length; i++) {
      const e = this.events[i];
      const wrong = this.event(e, i);
      if (wrong) return wrong;
    }
    return this.finish();
  }


  cellOf(e, i) {
    const { x, y } = e;
    if (x < 0 || y < 0 || x >= this.env.width || y >= this.env.height) {
      return { wrong: this.wrong(i, 'off-map', `(${x}, ${y}) is off the ${this.env.width} × ${this.env.height} map. Was the trace made on another map?`) };
    }
    const cell = y * this.width + x;
    if (!this.env.walkable(cell)) return { wrong: this.wrong(i, 'wall', `(${x}, ${y}) is a wall on this map, and a search never reaches a wall.`, { cell }) };
    return { cell };
  }

  event(e, i) {
    if (e.type === 'end') {
      this.endEvent = { event: e, index: i };
      this.stepDone = true;
      return null;
    }
    const { cell, wrong } = this.cellOf(e, i);
    if (wrong) return wrong;
    switch (e.type) {
      case 'source':
        if (cell !== this.start) return this.wrong(i, 'wrong-start', `the trace starts at ${this.at(cell)}, but the search's start is ${this.at(this.start)}.`, { cell });
        return null;
      case 'destination':
        if (cell !== this.goal) return this.wrong(i, 'wrong-goal', `the trace's goal is ${this.at(cell)}, but the search's goal is ${this.at(this.goal)}.`, { cell });
        return null;
      case 'expanding': return this.expand(cell, e, i);
      case 'generating':
      case 'updating': return this.generate(cell, e, i);
      case 'closing':
        if (this.state[cell] !== CLOSED) return this.wrong(i, 'wrong-close', `${this.at(cell)} is closed before it was expanded.`, { cell });
        if (cell === this.current) this.stepDone = true; // unless a neighbour of it comes later
        return null;
      default: return null;
    }
  }

  expand(cell, e, i) {
    const missed = this.endStep();
    if (missed) return missed;
    this.step++;
    this.stepDone = false;
    const at = this.at(cell);
    if (this.goalExpanded) return this.wrong(i, 'after-goal', `the goal was expanded at step ${this.expandedAt[this.goal]}, so the search is over; it should stop there, not expand ${at}.`, { cell });
    if (this.state[cell] === CLOSED) {
      return this.wrong(i, 'reexpanded', `${at} was already expanded at step ${this.expandedAt[cell]}. A closed cell is not expanded again: the first expansion already had its cheapest g.`, { cell, expected: this.firstPlace() });
    }
    let parent = -1;
    if (this.step === 1) {
      if (cell !== this.start) return this.wrong(i, 'first-not-start', `the first cell expanded must be the start ${this.at(this.start)}, not ${at}.`, { cell, expected: [this.start] });
      this.g[cell] = 0;
    } else {
      const picked = this.kind === 'stack' ? this.stackPick(cell, i) : this.frontierPick(cell, i);
      if (picked.wrong) return picked.wrong;
      parent = picked.parent;
    }
    if (parent >= 0 && this.kind !== 'priority') { // the queue's and stack's g: the cost along the parent that reached it
      this.g[cell] = this.g[parent] + this.moveCost(parent, cell);
      this.parent[cell] = parent;
    }
    const checked = this.checkValues(cell, e, i, this.kind === 'priority' ? this.parent[cell] : parent, true);
    if (checked) return checked;
    this.state[cell] = CLOSED;
    this.expandedAt[cell] = this.step;
    this.current = cell;
    this.stepLastEvent = i;
    this.stepGenerated.clear();
    if (cell === this.goal) {
      this.goalExpanded = true;
      this.stepReached = [];
      return null;
    }
    this.relax(cell);
    return null;
  }

  // The cells an expansion reaches or makes cheaper, in the core's neighbour order.
  relax(cell) {
    const reached = [];
    if (this.kind === 'stack') {
      const batch = { owner: cell, cells: [], fresh: [], next: 0, nextFresh: 0 };
      for (const [next, cost] of this.moves(cell)) {
        if (this.state[next] === CLOSED) continue;
        if (!this.hasGeneration) batch.cells.push(next);
        if (this.state[next] === UNSEEN) {
          if (!this.hasGeneration) batch.fresh.push(next);
          this.state[next] = OPEN;
          this.g[next] = this.g[cell] + cost;
          reached.push(next);
        }
      }
      this.batches.push(batch);
    } else {
      for (const [next, cost] of this.moves(cell)) {
        if (this.state[next] === CLOSED) continue;
        if (this.kind === 'queue') {
          if (this.state[next] !== UNSEEN) continue;
          this.depth[next] = this.depth[cell] < 0 ? 1 : this.depth[cell] + 1;
          this.reach(next, this.g[cell] + cost, cell);
          reached.push(next);
        } else if (this.improves(this.g[cell] + cost, this.g[next])) {
          this.reach(next, this.g[cell] + cost, cell);
          reached.push(next);
        }
      }
    }
    if (this.start === cell) this.depth[cell] = 0;
    if (this.goalReachedAt === 0 && reached.includes(this.goal)) this.goalReachedAt = this.step;
    this.stepReached = reached;
  }

  // A cheaper g, as the core's open list tells costs apart (equal but for rounding is no improvement).
  improves(g, old) {
    return g < old && !sameKey(g, old);
  }

  // A priority queue or FIFO queue: the cell must tie for first place.
  frontierPick(cell, i) {
    const at = this.at(cell);
    if (this.state[cell] !== OPEN) return { wrong: this.notWaiting(cell, i) };
    if (!this.cleanTop()) return { parent: this.parent[cell] };
    const top = { key: this.heap.keys[0], second: this.heap.seconds[0] };
    if (sameKey(this.key(cell), top.key) && (this.tieRule !== 'fixed' || sameKey(this.second(cell), top.second))) return { parent: this.parent[cell] };
    const first = this.firstPlace();
    const best = first[0];
    const mine = this.key(cell);
    const theirs = this.key(best);
    if (this.tieRule === 'fixed' && sameKey(mine, theirs)) {
      const rule = this.rule.tie === 'lower-h' ? `the lower h (${numPair(this.h(best), this.h(cell)).join(' against ')})`
        : this.rule.tie === 'lower-g' ? 'the lower g' : this.rule.tie === 'lifo' ? 'the cell that joined the open list last' : 'the cell that joined the open list first';
      return { wrong: this.wrong(i, 'tie-rule', `${at} and ${this.at(best)} tie on ${this.keyName} ${num(mine)}; this assignment fixes the tie rule: ${rule}, so ${this.at(best)} comes first.`, { cell, expected: first }) };
    }
    if (this.kind === 'queue') {
      return { wrong: this.wrong(i, 'not-first-in-queue', `${at} is ${mine} moves from the start, but ${this.at(best)}, ${theirs} moves away, was still waiting in the queue: breadth-first search expands cells in the order it reached them, nearest first.`, { cell, expected: first }) };
    }
    const [a, b] = numPair(theirs, mine);
    const gap = this.learnerOpinion(cell, best);
    return { wrong: this.wrong(i, 'not-lowest', `the open list held ${this.at(best)} with ${this.keyName} ${a}, lower than ${at}'s ${b}: ${this.keyFormula}.${gap}`, { cell, expected: first }) };
  }

  // Why the trace may have thought otherwise: a g it kept too high (an improvement not taken up) or an h of its own.
  learnerOpinion(cell, best) {
    for (const c of [best, cell]) {
      const g = this.learnerG[c];
      if (this.gInKey && Number.isFinite(g) && g > this.g[c] && !nearlyEqual(g, this.g[c])) {
        return ` The trace still had ${this.at(c)} at g ${num(g)}, but a cheaper path of ${num(this.g[c])} through ${this.at(this.parent[c])} was found at step ${this.expandedAt[this.parent[c]]} and not taken up.`;
      }
    }
    return '';
  }

  notWaiting(cell, i) {
    const at = this.at(cell);
    const expected = this.kind === 'stack' ? this.stackTop() : this.firstPlace();
    return this.wrong(i, 'not-generated', `${at} is not on the open list: no expanded cell has reached it yet (the search only expands cells it has generated).`, { cell, expected });
  }

  // A stack: the cell must come from the newest expansion that still has cells waiting.
  stackTop() {
    for (let b = this.batches.length - 1; b >= 0; b--) {
      const open = this.batches[b].cells.filter((c) => this.state[c] !== CLOSED);
      if (open.length > 0) return open;
    }
    return [];
  }
  stackPick(cell, i) {
    const at = this.at(cell);
    let topAll = null;
    let topFresh = null;
    for (let b = this.batches.length - 1; b >= 0 && (!topAll || !topFresh); b--) {
      const batch = this.batches[b];
      if (!topAll && batch.cells.some((c) => this.state[c] !== CLOSED)) topAll = batch;
      if (!topFresh && batch.fresh.some((c) => this.state[c] !== CLOSED)) topFresh = batch;
    }
    while (this.batches.length > 0 && this.batches[this.batches.length - 1].cells.every((c) => this.state[c] === CLOSED)) this.batches.pop();
    if (!topAll) return { wrong: this.notWaiting(cell, i) };
    const fixed = this.tieRule === 'fixed' && this.hasGeneration;
    const lastOpen = (list) => list.filter((c) => this.state[c] !== CLOSED).at(-1);
    if (fixed ? lastOpen(topAll.cells) === cell : topAll.cells.includes(cell)) return { parent: topAll.owner };
    if (topFresh && (fixed ? lastOpen(topFresh.fresh) === cell : topFresh.fresh.includes(cell))) return { parent: topFresh.owner };
    const expected = topAll.cells.filter((c) => this.state[c] !== CLOSED);
    if (this.state[cell] === UNSEEN) return { wrong: this.notWaiting(cell, i) };
    return { wrong: this.wrong(i, 'not-top-of-stack', `depth-first search goes on from the cell it expanded last that still has cells waiting: ${this.at(topAll.owner)} (step ${this.expandedAt[topAll.owner]}) left ${expected.map((c) => this.at(c)).join(', ')} on the stack, above ${at}.`, { cell, expected: fixed ? [lastOpen(topAll.cells)] : expected }) };
  }

  // Checks the g, h, f and parent an event reports for `cell`, whose right parent is `parent`.
  checkValues(cell, e, i, parent, expanding) {
    const at = this.at(cell);
    if (e.parent) {
      if (!Array.isArray(e.parent)) return this.wrong(i, 'wrong-parent', `the parent id ${e.parent.unknownId} names no cell the trace has shown before.`, { cell });
      const [px, py] = e.parent;
      const p = py * this.width + px;
      const claimed = `(${px}, ${py})`;
      if (px >= this.env.width || py >= this.env.height || this.state[p] !== CLOSED) {
        return this.wrong(i, 'wrong-parent', `${at}'s parent ${claimed} has not been expanded, so no path to ${at} through it is known yet.`, { cell, expected: parent >= 0 ? [parent] : [] });
      }
      const cost = this.moveCost(p, cell);
      if (cost < 0) return this.wrong(i, 'wrong-parent', `${claimed} is not a neighbour of ${at} under ${this.ruleWords()}.`, { cell, expected: parent >= 0 ? [parent] : [] });
      if (p !== parent && expanding) {
        const sameCost = this.kind === 'priority' && this.gInKey && sameKey(this.g[p] + cost, this.g[cell]);
        const greedyOk = this.kind === 'priority' && !this.gInKey;
        if (!sameCost && !greedyOk) {
          const why = this.kind === 'priority'
            ? `the cheapest known path to ${at} comes through ${this.at(parent)} (g ${num(this.g[cell])}); through ${claimed} it would cost ${num(this.g[p] + cost)}`
            : this.kind === 'queue' ? `breadth-first search keeps the parent that reached ${at} first, ${this.at(parent)}` : `the stack held ${at} for ${this.at(parent)}, the last cell that put it there`;
          return this.wrong(i, 'wrong-parent', `${at}'s parent should be ${this.at(parent)}, not ${claimed}: ${why}.`, { cell, expected: [parent] });
        }
      }
      this.learnerParent[cell] = p;
    } else if (expanding && this.learnerParent[cell] < 0 && parent >= 0) {
      this.learnerParent[cell] = parent;
    }
    const parentForG = e.parent && Array.isArray(e.parent) ? e.parent[1] * this.width + e.parent[0] : parent;
    let g = this.g[cell];
    if (!this.gInKey && parentForG >= 0 && this.state[parentForG] === CLOSED) g = this.g[parentForG] + this.moveCost(parentForG, cell);
    if (cell === this.start && this.step <= 1) g = 0;
    if (e.g !== undefined && !matches(e.g, g, e.digits.g)) {
      return this.wrongG(cell, e, i, g, parentForG, expanding);
    }
    if (e.g !== undefined) this.learnerG[cell] = e.g;
    if (e.h !== undefined) {
      const wrongH = this.checkH(cell, e, i, parentForG);
      if (wrongH) return wrongH;
    }
    if (e.f !== undefined && this.kind === 'priority') {
      const h = this.rule.hWeight > 0 ? this.h(cell) : 0;
      const f = this.rule.gWeight * g + this.rule.hWeight * h;
      const plainF = g + h; // a trace's f may be g + h even where the key weighs h (weighted A*) or drops g (greedy)
      if (!matches(e.f, f, e.digits.f) && !matches(e.f, plainF, e.digits.f)) {
        const [said, right] = numPair(e.f, f);
        return this.wrong(i, 'wrong-f', `${at}'s f is ${said}, but ${this.keyName === 'f' ? 'f = g + h' : this.keyName} here is ${right}${this.rule.hWeight > 0 ? ` (g ${num(g)}, h ${num(h)})` : ''}.`, { cell });
      }
    }
    return null;
  }

  wrongG(cell, e, i, g, parent, expanding) {
    const at = this.at(cell);
    if (Number.isNaN(e.g)) return this.wrong(i, 'wrong-g', `${at}'s g is NaN (not a number); it should be ${num(g)}.`, { cell });
    if (expanding && this.gInKey && Number.isFinite(this.learnerG[cell]) && matches(e.g, this.learnerG[cell], e.digits.g) && e.g > g) {
      const p = this.parent[cell];
      return this.wrong(i, 'missed-improvement', `${at} is expanded with g ${num(e.g)}, but a cheaper path of ${num(g)} through ${this.at(p)} was found at step ${this.expandedAt[p]} and not taken up: when a cheaper path to an open cell turns up, its g and parent must be lowered.`, { cell });
    }
    if (parent >= 0 && this.state[parent] === CLOSED && parent !== cell) {
      const cost = this.moveCost(parent, cell);
      const [a, b] = numPair(g, e.g);
      return this.wrong(i, 'wrong-g', `${at}'s g should be ${a} (g${this.at(parent)} = ${num(this.g[parent])}, plus ${this.stepWords(cost)}), not ${b}.`, { cell });
    }
    const [right, said] = numPair(g, e.g);
    return this.wrong(i, 'wrong-g', `${at}'s g should be ${right}, not ${said}.`, { cell });
  }

  checkH(cell, e, i, parent) {
    if (this.kind !== 'priority' || this.rule.hWeight === 0) return null; // uninformed: no h to check
    const at = this.at(cell);
    const h = this.h(cell);
    if (matches(e.h, h, e.digits.h)) {
      this.learnerH[cell] = e.h;
      return null;
    }
    if (Number.isNaN(e.h)) return this.wrong(i, 'wrong-h', `${at}'s h is NaN (not a number); the ${this.heuristicName} distance to the goal is ${num(h)}.`, { cell });
    const exact = this.exactDistance(cell);
    const [a, b] = numPair(e.h, exact);
    if (e.h > exact && !nearlyEqual(e.h, exact)) {
      return this.wrong(i, 'overestimate', `${at}'s h is ${a}, but the cheapest way from ${at} to the goal costs only ${b} under ${this.ruleWords()}: this h overestimates, so A* may miss the shortest path. The ${this.heuristicName} distance is ${num(h)}.`, { cell });
    }
    if (parent >= 0 && Number.isFinite(this.learnerH[parent])) {
      const cost = this.moveCost(parent, cell);
      if (cost >= 0 && this.learnerH[parent] > cost + e.h && !nearlyEqual(this.learnerH[parent], cost + e.h)) {
        const [before, after] = numPair(this.learnerH[parent], cost + e.h);
        return this.wrong(i, 'inconsistent', `h drops by more than the step costs: h${this.at(parent)} is ${before}, but ${this.stepWords(cost)} to ${at} plus its h ${num(e.h)} is only ${after}. A consistent h never falls faster than g grows.`, { cell });
      }
    }
    const [said, right] = numPair(e.h, h);
    return this.wrong(i, 'wrong-h', `${at}'s h is ${said}, but the ${this.heuristicName} distance to the goal is ${right}.`, { cell });
  }


  generate(cell, e, i) {
    const at = this.at(cell);
    this.stepDone = false;
    if (this.current < 0) {
      if (cell === this.start && e.type === 'generating') { // the start put on the open list before the first expansion
        if (e.g !== undefined && !matches(e.g, 0, e.digits.g)) return this.wrong(i, 'wrong-g', `the start's g is 0, not ${num(e.g)}.`, { cell });
        return null;
      }
      return this.wrong(i, 'generated-early', `${at} is generated before any cell was expanded: only the start can be on the open list then.`, { cell });
    }
    const from = this.current;
    if (e.parent && Array.isArray(e.parent) && e.parent[1] * this.width + e.parent[0] !== from) {
      return this.wrong(i, 'wrong-parent', `${at} is generated from (${e.parent.join(', ')}), but the cell being expanded is ${this.at(from)}.`, { cell, expected: [from] });
    }
    const cost = this.moveCost(from, cell);
    if (cost < 0) return this.wrong(i, 'not-neighbour', `${at} is not a neighbour of ${this.at(from)} under ${this.ruleWords()}${this.whyNotNeighbour(from, cell)}.`, { cell });
    const g = this.g[from] + cost;
    if (e.g !== undefined && !matches(e.g, g, e.digits.g)) {
      if (Number.isNaN(e.g)) return this.wrong(i, 'wrong-g', `${at}'s g is NaN (not a number); it should be ${num(g)}.`, { cell });
      const [a, b] = numPair(g, e.g);
      return this.wrong(i, 'wrong-g', `${at}'s g through ${this.at(from)} should be ${a} (g${this.at(from)} = ${num(this.g[from])}, plus ${this.stepWords(cost)}), not ${b}.`, { cell });
    }
    if (e.h !== undefined) {
      const wrongH = this.checkH(cell, e, i, from);
      if (wrongH) return wrongH;
    }
    if (e.f !== undefined && this.kind === 'priority') {
      const h = this.rule.hWeight > 0 ? this.h(cell) : 0;
      const f = this.rule.gWeight * g + this.rule.hWeight * h;
      if (!matches(e.f, f, e.digits.f) && !matches(e.f, g + h, e.digits.f)) {
        const [said, right] = numPair(e.f, f);
        return this.wrong(i, 'wrong-f', `${at}'s f is ${said}, but ${this.keyName} here is ${right}.`, { cell });
      }
    }
    if (e.type === 'updating' && this.kind !== 'stack') { // a stack's update moves a cell up under its newer parent
      const before = this.learnerG[cell];
      if (this.state[cell] === CLOSED) return this.wrong(i, 'reopened', `${at} was expanded at step ${this.expandedAt[cell]}; a closed cell is not updated (its g was already the cheapest).`, { cell });
      // Equal but for rounding is let through: a program summing the same costs in another order
      // may see such a g as lower, and either parent gives a cheapest path.
      if (Number.isFinite(before) && g > before && !sameKey(g, before)) {
        const [now, then] = numPair(g, before);
        return this.wrong(i, 'not-cheaper', `${at} is updated to g ${now}, which is not lower than the g ${then} it had: only a cheaper path replaces the old one.`, { cell });
      }
    }
    const previous = this.learnerG[cell];
    if (!Number.isFinite(previous) || e.type === 'updating' || this.improves(g, previous) || this.kind !== 'priority') {
      this.learnerG[cell] = g;
      this.learnerParent[cell] = from;
    }
    if (this.state[cell] !== CLOSED) {
      this.stepGenerated.add(cell);
      if (cell === this.goal) this.goalGenerated = true;
      if (this.kind === 'stack') {
        const batch = this.batches.at(-1);
        if (batch && batch.owner === from) {
          batch.cells.push(cell);
          if (this.stepReached.includes(cell)) batch.fresh.push(cell);
        }
      } else if (this.tieRule === 'fixed' && this.stepReached.includes(cell)) {
        this.resequence(cell);
      }
    }
    this.stepLastEvent = i;
    return null;
  }

  // At the end of a step: every cell the expansion reached or made cheaper must be on the trace's
  // open list (checked when the trace reports what it generated at all).
  endStep() {
    if (!this.hasGeneration || this.current < 0 || this.kind === 'stack') return null;
    // Breadth-first search may stop as soon as it generates the goal, before its other neighbours.
    const stoppedAtGoal = this.kind === 'queue' && this.goalReachedAt === this.step;
    if (stoppedAtGoal) return null;
    for (const cell of this.stepReached) {
      if (this.stepGenerated.has(cell)) continue;
      const before = this.learnerG[cell];
      const from = this.at(this.current);
      const at = this.at(cell);
      if (Number.isFinite(before) && this.gInKey) {
        return this.wrong(this.stepLastEvent, 'missed-improvement', `expanding ${from} found a path to ${at} of g ${num(this.g[cell])}, cheaper than the ${num(before)} it had, but the trace did not lower its g and parent: a cheaper path not taken up.`, { cell });
      }
      if (!Number.isFinite(before)) {
        return this.wrong(this.stepLastEvent, 'missed-neighbour', `${at} is a neighbour of ${from} under ${this.ruleWords()}, but the trace never put it on the open list.`, { cell });
      }
    }
    this.stepReached = [];
    return null;
  }

  finish() {
    const last = this.events.length - 1;
    // Breadth- and depth-first searches may stop when the expansion that reached the goal ends.
    const reachedGoal = this.goalExpanded || (this.kind !== 'priority' && this.goalReachedAt === this.step && this.step > 0);
    if (!reachedGoal) {
      // Neighbours missing from the last expansion are a fault only when an event proves that
      // expansion finished (close after its neighbours, end); a file cut short ends inside it.
      const missed = this.stepDone ? this.endStep() : null;
      if (missed) return missed;
      const waiting = this.kind === 'stack' ? this.stackTop().length : this.openCount();
      if (this.step === 0) return this.wrong(Math.max(0, last), 'truncated', 'the trace ends before the search expanded any cell.', { step: 0 });
      if (waiting > 0) {
        const early = this.goalGenerated && this.kind === 'priority'
          ? ` The goal was generated, but ${this.info.name} may only stop when it expands the goal: a cheaper path to it can still turn up.`
          : '';
        const ends = this.stepDone || !this.hasGeneration ? `ends after step ${this.step}` : `ends inside step ${this.step}, the expansion of ${this.at(this.current)} (was the program stopped, or the file cut short?),`;
        return this.wrong(last, 'truncated', `the trace ${ends} with the goal not expanded and ${waiting} cell${waiting === 1 ? '' : 's'} still on the open list.${early}`, { expected: this.kind === 'stack' ? this.stackTop() : this.firstPlace() });
      }
      if (this.endEvent?.event.outcome === 'found') return this.wrong(this.endEvent.index, 'wrong-outcome', 'the trace says a path was found, but the goal was never reached: the open list ran empty.');
      if (this.read.path?.length) return this.wrong(last, 'path-not-by-parents', 'the trace prints a path, but the search never reached the goal.');
      this.outcome = { found: false };
      return null;
    }
    const path = this.learnerPath();
    if (path.wrong) return path.wrong;
    this.outcome = { found: true, path: path.cells, cost: path.cost };
    if (this.read.path) {
      const printed = this.read.path.map(([x, y]) => y * this.width + x);
      if (printed.length !== path.cells.length || printed.some((c, k) => c !== path.cells[k])) {
        return this.wrong(last, 'path-not-by-parents', `the path printed (${printed.length} cells) is not the one the parents give: from the goal back along the parents it runs ${path.cells.slice(0, 6).map((c) => this.at(c)).join(', ')}${path.cells.length > 6 ? ', …' : ''}.`);
      }
    }
    if (this.endEvent?.event.outcome === 'no-path') return this.wrong(this.endEvent.index, 'wrong-outcome', 'the trace says no path was found, but the goal was reached.');
    const said = this.endEvent?.event.cost;
    if (said !== undefined && !matches(said, path.cost, this.endEvent.event.digits.cost)) {
      return this.wrong(this.endEvent.index, 'wrong-cost', `the trace says the path costs ${num(said)}, but its moves add up to ${num(path.cost)}.`);
    }
    if (this.gInKey && this.rule.hWeight <= 1 && (this.rule.hWeight === 0 || this.env.admissible(this.resolved))) {
      const optimal = this.exactDistance(this.start);
      if (path.cost > optimal && !nearlyEqual(path.cost, optimal)) {
        return this.wrong(last, 'not-optimal', `the path costs ${num(path.cost)}, but the shortest path costs ${num(optimal)}: ${this.info.name} must find a shortest path.`);
      }
    }
    return null;
  }

  // The path the trace's parents give, from the goal back to the start.
  learnerPath() {
    const cells = [this.goal];
    const last = this.events.length - 1;
    let cost = 0;
    let cell = this.goal;
    const seen = new Set([cell]);
    while (cell !== this.start) {
      const p = this.learnerParent[cell] >= 0 ? this.learnerParent[cell] : this.parent[cell];
      if (p < 0 || seen.has(p)) return { wrong: this.wrong(last, 'path-not-by-parents', `the parents do not lead from the goal back to the start: they stop at ${this.at(cell)}.`) };
      const step = this.moveCost(p, cell);
      if (step < 0) return { wrong: this.wrong(last, 'path-not-by-parents', `the parents join ${this.at(p)} and ${this.at(cell)}, which are not neighbours.`) };
      cost += step;
      seen.add(p);
      cells.push(p);
      cell = p;
    }
    cells.reverse();
    return { cells, cost };
  }

}
