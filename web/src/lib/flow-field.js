// pl.FlowField: a flow field kept in wasm memory and repaired after edits of its grid.

import { checkPoint, coreFlowFieldOptions, normalizeFlowFieldOptions } from './options.js';
import { coreError } from './errors.js';
import { withCode } from './checks.js';
import { checkFlowFieldGoals, droppedGoals } from './flow-goals.js';
import { WasmObject } from './wasm-object.js';

/** @type {readonly ('unchanged' | 'repaired' | 'rebuilt')[]} */
const FLOW_FIELD_UPDATES = ['unchanged', 'repaired', 'rebuilt'];

/**
 * A flow field over a grid (Red Blob Games, "Flow Field Pathfinding for Tower Defense"): for every
 * cell y * width + x, the cost to the nearest goal and the next cell to step to. update() after
 * edits of the grid repairs it. Create with pathlab.createFlowField(grid, options); delete() when done.
 */
export class FlowField extends WasmObject {
  static noun = 'flow field';

  constructor(runtime, grid, options) {
    runtime.checkGrid(grid);
    const o = withCode('bad-option', () => normalizeFlowFieldOptions(options));
    for (let i = 0; i < o.goals.length; i++) checkPoint(grid, o.goals[i], `goals[${i}]`);
    checkFlowFieldGoals(grid, o.goals, o.agentSize);
    const raw = new runtime.core.FlowField();
    const cells = raw.goalBuffer(o.goals.length);
    for (let i = 0; i < o.goals.length; i++) cells[i] = o.goals[i][1] * grid.width + o.goals[i][0];
    const problem = raw.build(grid.raw, ...coreFlowFieldOptions(o));
    if (problem) {
      const error = coreError(raw, problem);
      raw.delete();
      throw error;
    }
    super(runtime, raw);
    this.grid = grid;
    this.options = o;
    grid.searchStarted(); // the field reads the grid until it is deleted
  }

  free(raw) {
    raw.delete();
    this.grid.searchEnded();
  }

  /** Float64Array view (no copy) of the cost to the nearest goal; Infinity where none is reachable. Stale after update(). */
  get distance() { return this.live().distance(); }
  /** Int32Array view (no copy) of the next cell index; -1 at goals and where no goal is reachable. Stale after update(). */
  get next() { return this.live().next(); }

  /**
   * Brings the field up to date with the grid's edits since it was built or last updated.
   * @returns {'unchanged'|'repaired'|'rebuilt'} 'rebuilt' after edits too many to repair
   */
  update() {
    const raw = this.live();
    if (this.grid.deleted) throw new Error('the grid of this flow field has been deleted');
    return FLOW_FIELD_UPDATES[raw.update()];
  }

  /** Cells the last update() searched again (every cell after a build or a rebuild). */
  get repairedCells() { return this.live().repairedCells(); }

  /** The indices in options.goals of the goals on a wall or without room for the agent now (they reach nothing). */
  get droppedGoals() { this.live(); return droppedGoals(this.grid, this.options.goals, this.options.agentSize); }
}
