// Replanning (LPA* and D* Lite) in the JS library: pathlab.createReplanner(grid, options).
// The core (cpp/algorithms/replanner.hpp) reads the cells edited through the
// grid (setWalkable, setCost, setCells) from the grid's journal at each plan()
// and repairs its previous search instead of searching again.
//
//   const rp = pl.createReplanner(grid, { start: [0, 0], goal: [9, 5], algorithm: 'd-star-lite' });
//   rp.plan();                    // { status, path, cost, expanded, opened, micros, repaired: false, changedCells: 0 }
//   grid.setWalkable(4, 2, false);
//   rp.plan();                    // repaired: true, expanded: only what the wall affects
//   rp.setStart(1, 0); rp.plan(); // D* Lite: the agent moved on; LPA* moves its goal cheaply with setGoal
//   rp.trace; rp.delete();

import { checkPoint, normalizeOptions, REPLANNING_ALGORITHMS } from './options.js';
import { coreError, pathlabError } from './errors.js';
import { copyTrace, pointsOf, searchResult, traceViews } from './search-results.js';

export class Replanner {
  /**
   * @param {object} runtime the loaded Pathlab's shared state (pathlab.js)
   * @param {object} grid a Grid of that library
   * @param {object} options findPath's options; algorithm 'lpa-star' (default) or 'd-star-lite'
   */
  constructor(runtime, grid, options) {
    runtime.checkGrid(grid);
    const withAlgorithm = { ...options, algorithm: options?.algorithm ?? 'lpa-star' };
    if (!REPLANNING_ALGORITHMS.includes(withAlgorithm.algorithm)) {
      throw pathlabError('bad-option', `createReplanner runs ${REPLANNING_ALGORITHMS.map((a) => `'${a}'`).join(' or ')}, not ${JSON.stringify(withAlgorithm.algorithm)}`);
    }
    const normalized = normalizeOptions(withAlgorithm);
    if (normalized.public.flee !== undefined) throw pathlabError('unsupported-combination', 'a replanner needs a goal; flee is not supported');
    if (normalized.public.stopWhenHalfway) {
      throw pathlabError('unsupported-combination', 'a replanner plans whole paths; stopWhenHalfway is not supported');
    }
    checkPoint(grid, normalized.start, 'start');
    checkPoint(grid, normalized.goal, 'goal');
    const raw = new runtime.core.Replanner();
    const problem = raw.start(grid.raw, ...normalized.start, ...normalized.goal, runtime.scratch(normalized.core, normalized.public, grid));
    if (problem) {
      const error = coreError(raw, problem);
      raw.delete();
      throw error;
    }
    this.raw = raw;
    this.grid = grid;
    this.options = normalized.public;
    /** How its plans order the frontier, as the core states it (the Search's `frontier`). */
    this.frontier = runtime.scratchOptions.frontierRule();
    this.start = normalized.start;
    this.goal = normalized.goal;
    this.finalizer = runtime.finalizer;
    grid.searchStarted();
    this.finalizer.register(this, raw, this);
  }

  /**
   * Repairs the previous plan after the grid's edits (or searches afresh the first
   * time, after a move that needs it, or after more edits than the grid's journal holds).
   * @returns {{status: string, path: number[][], cost: number, expanded: number, opened: number, micros: number,
   *   repaired: boolean, changedCells: number}} counts are this plan's; with 'limit' (maxExpansions per plan)
   *   the path is empty and the next plan() goes on from there
   */
  plan() {
    const raw = this.#live();
    if (this.grid.deleted) throw new Error('the grid of this replanner has been deleted');
    const problem = raw.plan();
    if (problem) throw coreError(raw, problem);
    const path = pointsOf(raw.path(), this.grid.width);
    return { ...searchResult(raw, path), repaired: raw.repaired(), changedCells: raw.changedCells() };
  }

  /** Moves the start for the next plan: cheap for D* Lite (an agent walking its path), a fresh search for LPA*. */
  setStart(x, y) {
    this.#move('start', x, y);
  }

  /** Moves the goal for the next plan: cheap for LPA*, a fresh search for D* Lite. */
  setGoal(x, y) {
    this.#move('goal', x, y);
  }

  /** The last plan's events as typed-array views on the wasm heap (stale after the next plan()). */
  get trace() {
    const raw = this.#live();
    // D* Lite's key modifier km (what the start's moves added to every key) is part of the keys this plan ordered by.
    return { ...traceViews(raw), width: this.grid.width, height: this.grid.height, frontier: { ...this.frontier, km: raw.km() } };
  }

  /** The last plan's trace copied out of the wasm heap. */
  traceCopy() { return copyTrace(this.trace); }

  delete() {
    if (!this.raw) return;
    this.finalizer.unregister(this);
    this.raw.delete();
    this.raw = null;
    this.grid.searchEnded();
  }

  #move(which, x, y) {
    const raw = this.#live();
    checkPoint(this.grid, [x, y], which);
    const problem = which === 'start' ? raw.moveStart(x, y) : raw.moveGoal(x, y);
    if (problem) throw coreError(raw, problem);
    this[which] = [x, y];
  }

  #live() {
    if (!this.raw) throw new Error('this replanner has been deleted');
    return this.raw;
  }
}
