// An agent walks the path of a search that repairs from a moving start (the core's table:
// movingStart, D* Lite; docs/teaching.md, "Watching D* Lite repair"). A wall drawn while it walks
// moves the start to the cell the agent stands on, and the replanner the worker keeps
// (web/src/worker/replan-search.js) repairs from there: the repair's steps play on the board with
// the teaching views, then the agent walks on along the repaired path.
//
// States: idle → walking ─(a stroke begins)→ repairing ─(the repair shown to its end)→ walking → arrived
//                  │                              └─(no way left)→ stuck
//                  └─ a marker dragged, other options, another map, a search of its own: idle
// The app calls editStarting() when a stroke begins and asks repairPending at its end (app.js).

import { algorithmInfo } from '../lib/options.js';
import { frameLoop } from '../playback/frame-loop.js';

/** Cells the agent moves per second. */
export const WALK_CELLS_PER_SECOND = 4;

export class AgentWalk {
  /** @param {import('./app.js').App} app */
  constructor(app) {
    this.app = app;
    /** @type {'idle'|'walking'|'repairing'|'arrived'|'stuck'} */
    this.state = 'idle';
    /** @type {number[][]} the path being walked, from the cell the agent stood on when it was planned */
    this.path = [];
    this.index = 0; // the agent stands on path[index], `progress` of the way to path[index + 1]
    this.progress = 0;
    this.moves = 0;
    /** @type {{from: number[], expanded: number, freshAStarExpanded: number, cost: number}[]} */
    this.repairs = [];
    this.message = '';
    this.events = new EventTarget();
    this.lastFrame = 0;
    app.renderer.addOverlay((ctx, view) => this.#draw(ctx, view));
    app.on('search', () => this.#searchChanged());
    app.on('options', () => this.stop('The options changed, so the agent stopped.'));
    frameLoop.onAdvance((now) => this.#advance(now));
  }

  /** Whether the algorithm chosen repairs from a moving start (the core's table). */
  get available() {
    return algorithmInfo(this.app.options.algorithm)?.movingStart === true;
  }

  get active() { return this.state === 'walking' || this.state === 'repairing'; }

  /** The stroke that just ended should start a repair from the agent's cell. */
  get repairPending() { return this.state === 'repairing'; }

  /** The cell the agent stands on (the nearer end of the step it is taking), or null. */
  get cell() {
    if (!this.path.length) return null;
    return this.path[Math.min(this.path.length - 1, this.index + (this.progress >= 0.5 ? 1 : 0))];
  }

  /** fn() after every change of state or message. Returns an unsubscribe function. */
  onChange(fn) {
    this.events.addEventListener('change', fn);
    return () => this.events.removeEventListener('change', fn);
  }

  /** Searches to the end if needed and starts walking the path. Rejects with a clear message when it cannot. */
  async start() {
    const info = algorithmInfo(this.app.options.algorithm);
    if (!info?.movingStart) throw new Error(`${info?.name ?? 'This algorithm'} does not repair from where an agent stands; choose D* Lite to walk its path`);
    const result = await this.app.runToEnd();
    if (result.status !== 'found') throw new Error('There is no path to walk: the goal cannot be reached');
    this.repairs = [];
    this.moves = 0;
    this.#follow(result.path);
    this.#set('walking', 'The agent walks its path. Draw a wall ahead of it: D* Lite repairs from where it stands.');
  }

  /** Stops walking (the board keeps the search); `why` is said to the person. */
  stop(why = '') {
    if (this.state === 'idle') return;
    this.path = [];
    this.#set('idle', why);
    this.app.renderer.requestDraw();
  }

  /**
   * A stroke begins on the map while the agent walks: the start moves to the agent's cell, so that
   * the repair after the stroke plans from there. Returns whether the walk takes the stroke.
   */
  editStarting() {
    if (this.state !== 'walking') return false;
    const [x, y] = this.cell;
    this.path = [[x, y]];
    this.index = 0;
    this.progress = 0;
    try {
      this.app.model.setMarker('start', x, y);
    } catch {
      this.stop('The agent stopped: its cell cannot hold the start.');
      return false;
    }
    this.#set('repairing', `Repairing from (${x}, ${y}), where the agent stands…`);
    return true;
  }

  #searchChanged() {
    const { app } = this;
    if (this.state === 'walking' && app.mode !== 'finished') {
      this.stop('The agent stopped: the search was shown again from another step.');
      return;
    }
    if (this.state !== 'repairing' || app.mode !== 'finished' || !app.result) return;
    const { result } = app;
    const [x, y] = this.cell;
    if (result.status !== 'found') {
      this.#set('stuck', `No way to the goal is left from (${x}, ${y}): the agent stops.`);
      return;
    }
    this.repairs.push({ from: [x, y], expanded: result.expanded, freshAStarExpanded: result.freshAStarExpanded ?? NaN, cost: result.cost });
    const fresh = result.freshAStarExpanded === undefined ? '' : ` (a fresh A* from there: ${result.freshAStarExpanded.toLocaleString('en')})`;
    this.#follow(result.path);
    this.#set('walking', `Repaired from (${x}, ${y}): ${result.expanded.toLocaleString('en')} cells expanded${fresh}; the agent walks on.`);
  }

  #follow(path) {
    this.path = path.map(([x, y]) => [x, y]);
    this.index = 0;
    this.progress = 0;
    this.lastFrame = 0;
    this.app.renderer.requestDraw();
  }

  #advance(now) {
    if (this.state !== 'walking') {
      this.lastFrame = 0;
      return;
    }
    const seconds = this.lastFrame ? Math.min(0.25, (now - this.lastFrame) / 1000) : 0;
    this.lastFrame = now;
    this.progress += seconds * WALK_CELLS_PER_SECOND;
    while (this.progress >= 1 && this.index < this.path.length - 1) {
      this.progress -= 1;
      this.index++;
      this.moves++;
    }
    if (this.index >= this.path.length - 1) {
      this.progress = 0;
      const [x, y] = this.path.at(-1);
      const repairs = this.repairs.length;
      this.#set('arrived', `The agent reached the goal (${x}, ${y}) after ${this.moves} moves and ${repairs} ${repairs === 1 ? 'repair' : 'repairs'}.`);
    }
    this.app.renderer.requestDraw();
  }

  #set(state, message) {
    this.state = state;
    this.message = message;
    this.events.dispatchEvent(new Event('change'));
  }

  // The agent: a disc between the two cells of the step it is taking, with the path ahead of it.
  #draw(ctx, view) {
    if (this.state === 'idle' || !this.path.length) return;
    const at = this.path[this.index];
    const next = this.path[Math.min(this.path.length - 1, this.index + 1)];
    const t = this.progress;
    const [sx, sy] = view.cellToScreen(at[0] + (next[0] - at[0]) * t + 0.5, at[1] + (next[1] - at[1]) * t + 0.5);
    const radius = Math.max(3, view.zoom * 0.38);
    ctx.save();
    ctx.fillStyle = '#1565c0';
    ctx.strokeStyle = '#ffffff';
    ctx.lineWidth = Math.max(1.5, view.zoom * 0.08);
    ctx.beginPath();
    ctx.arc(sx, sy, radius, 0, Math.PI * 2);
    ctx.fill();
    ctx.stroke();
    ctx.restore();
  }
}
