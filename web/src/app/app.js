// The playground's controller: an explicit state machine over the grid model,
// the search worker, the trace replay and the renderer. No form controls here
// (web/src/ui/ binds those); the app only talks to the canvas through the
// renderer and the editor.
//
// States (app.mode):
//
//   editing ──play/step/run──► searching ──result──► playing ──end──► finished
//      ▲                          │   (intent decides)  │  ▲             │
//      │                          └─error──► editing    ▼  │ play        │ step back / seek
//      │                                              paused ◄───────────┘
//      └──── any edit of walls/terrain/markers, or an option change (drops the search);
//            with "live" on and the search finished, the edit's end re-runs it (searching → finished)
//
//   editing    no search shown; the map is editable
//   searching  the worker computes the whole search; `intent` says where to go after:
//              'play' → playing, 'pause' → paused at step 0, 'end' → finished
//   playing    requestAnimationFrame advances `speed` steps per second along the trace
//   paused     a search is shown at some step; step, scrub, play
//   finished   at the last step: the path and final stats are shown
//
// Contract for the share work (web/src/share/): getState() returns
//   { width, height, cells: Uint8Array (cell bytes), start: [x, y], goal: [x, y],
//     options: { algorithm, heuristic, diagonalMovement, weight, maxExpansions, tieBreaking, costModel, openList },
//     step: integer | null (null: no search shown), view: { zoom, centerX, centerY },
//     mode: the page mode and its settings (web/src/modes/mode-state.js), when modes are installed }
// and applyState(state) restores exactly that, re-running the search and seeking to `step`.
// shareUrl() is the single place where the share link is made.
//
// Plug-in seam for page modes (web/src/modes/): app.renderer.addOverlay(fn) draws
// on top of the board, app.editor.setPointerHandler(h) takes pointer events
// first, app.subscribe(fn) hears every change, and app.model / app.replay /
// app.result give the current map and search.

import { normalizeOptions } from '../lib/options.js';
import { GridModel } from '../model/grid-model.js';
import { generate } from '../model/generators.js';
import { TraceReplay } from '../model/replay.js';
import { Renderer } from '../render/renderer.js';
import { Editor } from '../editor/editor.js';
import { SearchClient } from '../worker/search-client.js';

export const MODES = ['editing', 'searching', 'playing', 'paused', 'finished'];
export const OPTION_NAMES = ['algorithm', 'heuristic', 'diagonalMovement', 'weight', 'maxExpansions', 'tieBreaking', 'costModel', 'openList',
  'pathSmoothing'];
export const DEFAULT_SPEED = 20; // steps per second
const MAX_STEPS_PER_SECOND = 600_000;
const MAX_TRACE_EVENTS = 16_000_000;

export class App {
  /**
   * @param {object} pathlab the loaded library (loadPathlab())
   * @param {HTMLCanvasElement} canvas
   */
  constructor(pathlab, canvas) {
    this.pathlab = pathlab;
    this.mode = 'editing';
    this.intent = null;
    this.options = { algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles', weight: undefined,
      maxExpansions: Infinity, tieBreaking: 'lower-h', costModel: 'real', openList: 'heap', pathSmoothing: 'none' };
    this.speed = DEFAULT_SPEED;
    this.live = true;
    this.replay = null;
    this.result = null;
    this.searchedRevision = -1;
    this.listeners = new Set();
    this.error = '';
    this.renderer = new Renderer(canvas);
    this.editor = new Editor(canvas, this.renderer, () => this.model, this.#editorCallbacks());
    this.client = new SearchClient();
    this.inspected = null;
    this.#setModel(starterModel());
    this.#loop();
  }

  // ---- observing ----------------------------------------------------------

  /** fn(app) runs after every change of mode, step, options, map or error. Returns an unsubscribe function. */
  subscribe(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }

  #changed() {
    for (const fn of this.listeners) fn(this);
  }

  /** Shows an error in the page's alert and keeps everything else as it was. */
  reportError(message) {
    this.error = message;
    this.#changed();
  }

  clearError() {
    if (!this.error) return;
    this.error = '';
    this.#changed();
  }

  get step() { return this.replay ? this.replay.step : null; }
  get totalSteps() { return this.replay ? this.replay.totalSteps : 0; }

  /** The search status at the current step: 'idle' (no search), 'searching', 'running', or the final status. */
  get status() {
    if (this.mode === 'searching') return 'searching';
    if (!this.replay) return 'idle';
    return this.replay.step === this.replay.totalSteps ? this.result.status : 'running';
  }

  /** The options with defaults resolved (weight becomes a number). */
  resolvedOptions() {
    const normalized = normalizeOptions({ ...this.options, start: this.model.start, goal: this.model.goal });
    return Object.fromEntries(OPTION_NAMES.map((name) => [name, normalized.public[name]]));
  }

  // ---- share contract -------------------------------------------------------

  getState() {
    const { zoom, centerX, centerY } = this.renderer.view;
    return {
      width: this.model.width,
      height: this.model.height,
      cells: this.model.cells.slice(),
      start: [...this.model.start],
      goal: [...this.model.goal],
      options: this.resolvedOptions(),
      step: this.step,
      view: { zoom, centerX, centerY },
      ...(this.modeHost ? { mode: this.modeHost.state() } : {}),
    };
  }

  /** Restores a getState() snapshot. Rejects (and changes nothing) when it is invalid. */
  async applyState(state) {
    const model = new GridModel(state.width, state.height, state.cells);
    model.setMarker('start', ...state.start);
    model.setMarker('goal', ...state.goal);
    // A link without pathSmoothing (every link made before it existed) means none.
    const options = { ...this.options, pathSmoothing: 'none', ...pickOptions(state.options ?? {}) };
    normalizeOptions({ ...options, start: model.start, goal: model.goal }); // throws before anything changes
    const mode = this.modeHost?.check(state.mode, model); // no mode: the grid search
    this.options = options;
    this.#setModel(model);
    if (state.view) this.renderer.setView(state.view);
    if (mode) this.modeHost.apply(mode); // before the search: flee and chase change what it searches
    if (state.step !== null && state.step !== undefined) {
      await this.#search('pause');
      this.seek(state.step);
    }
    this.#changed();
  }

  /** The share link for the current state (the share module makes it when present). */
  async shareUrl() {
    try {
      const { encodeShareUrl } = await import('../share/link.js');
      return encodeShareUrl(this.getState());
    } catch (error) {
      if (!/Failed to fetch|Cannot find module|Importing a module script failed|error loading dynamically imported module/i.test(error.message)) throw error;
      return location.href; // web/src/share/link.js is not there yet
    }
  }

  // ---- editing the map --------------------------------------------------------

  /** Replaces the map by Moving AI .map text; keeps start/goal if they stay free, else uses the first/last free cells. */
  loadMap(text) {
    const grid = this.pathlab.Grid.fromMovingAI(text); // throws a clear Error on malformed text; nothing changed
    let cells;
    try {
      cells = grid.getCells();
    } finally {
      grid.delete();
    }
    const model = new GridModel(grid.width, grid.height, cells);
    const corners = model.freeCorners();
    if (!corners) throw new Error('the map has no free cell to put the start and goal on');
    for (const [which, fallback] of [['start', corners[0]], ['goal', corners[1]]]) {
      const [x, y] = this.model[which];
      const keep = model.inside(x, y) && !model.isWall(x, y);
      model[which] = keep ? [x, y] : fallback;
    }
    if (model.start[0] === model.goal[0] && model.start[1] === model.goal[1]) model.goal = corners[1];
    this.#setModel(model);
    this.#changed();
  }

  /** The map as Moving AI .map text (terrain as digits 2..9). */
  exportMap() {
    const grid = new this.pathlab.Grid(this.model.width, this.model.height);
    try {
      grid.setCells(this.model.cells);
      return grid.toMovingAI();
    } finally {
      grid.delete();
    }
  }

  /** A new empty map of this size (markers near the left and right middle). */
  resize(width, height) {
    const model = new GridModel(width, height);
    const y = Math.floor(height / 2);
    model.start = [Math.min(width - 1, Math.floor(width / 8)), y];
    model.goal = [Math.max(0, width - 1 - Math.floor(width / 8)), y];
    if (model.start[0] === model.goal[0] && model.start[1] === model.goal[1]) model.goal = [width - 1, height - 1];
    this.#setModel(model);
    this.#changed();
  }

  /** Fills the map with a generator (web/src/model/generators.js); markers stay, on freed cells. */
  generate(kind, { density, seed = Math.floor(Math.random() * 2 ** 31) } = {}) {
    const cells = generate(kind, this.model.width, this.model.height, { density, seed });
    this.model.replaceCells(cells);
    this.#mapEdited(true);
  }

  clearWalls() {
    this.model.clearWalls();
    this.#mapEdited(true);
  }

  /** Moves the start or goal. Throws a clear Error on a wall or outside the grid. */
  setMarker(which, x, y) {
    if (this.model.setMarker(which, x, y)) this.#mapEdited(true);
  }

  /** Merges option changes. Throws (changing nothing) on an unknown name or bad value. */
  setOptions(changes) {
    for (const key of Object.keys(changes)) {
      if (!OPTION_NAMES.includes(key)) throw new Error(`unknown option '${key}' (known: ${OPTION_NAMES.join(', ')})`);
    }
    const options = { ...this.options, ...changes };
    normalizeOptions({ ...options, start: this.model.start, goal: this.model.goal });
    this.options = options;
    this.#searchInvalidated(true);
  }

  /**
   * Page modes (web/src/modes/modes.js) register here so that getState() and
   * applyState() carry the mode: host = { state() -> mode state,
   * check(mode, model) -> checked mode state (throws), apply(checked) }.
   */
  setModeHost(host) {
    this.modeHost = host;
  }

  /**
   * Page modes (web/src/modes/) rewrite the options each search runs with:
   * fn(options) -> options (flee replaces the goal by a threat; chase adds
   * stopWhenHalfway). null: search as is. Drops the shown search (re-runs it when live).
   */
  setSearchAdapter(fn) {
    this.searchAdapter = fn;
    this.#searchInvalidated(true);
  }

  setSpeed(stepsPerSecond) {
    this.speed = Math.max(1, Math.min(MAX_STEPS_PER_SECOND, stepsPerSecond));
    this.#changed();
  }

  setLive(live) {
    this.live = !!live;
    this.#changed();
  }

  /** The cell whose values the inspector shows, or null. */
  inspect(cell) {
    this.inspected = cell;
    this.renderer.setHover(cell);
    this.#changed();
  }

  // ---- playback ----------------------------------------------------------------

  async play() {
    if (this.mode === 'playing' || this.mode === 'searching') return;
    if (!this.replay) {
      await this.#ensureSearch('play');
      return;
    }
    if (this.replay.step === this.replay.totalSteps) this.seek(0);
    this.#enter('playing');
  }

  pause() {
    if (this.mode === 'playing') this.#enter('paused');
    if (this.mode === 'searching') this.intent = 'pause';
  }

  togglePlay() {
    return this.mode === 'playing' || (this.mode === 'searching' && this.intent === 'play') ? this.pause() : this.play();
  }

  /** Moves n steps forward (computing the search first if none is shown). */
  async stepForward(n = 1) {
    await this.#ensureSearch('pause');
    if (this.mode === 'playing') this.#enter('paused');
    this.seek(this.replay.step + n);
  }

  async stepBack(n = 1) {
    await this.#ensureSearch('pause');
    if (this.mode === 'playing') this.#enter('paused');
    this.seek(this.replay.step - n);
  }

  /** Searches if needed and jumps to the last step. Resolves to the library's result object. */
  async runToEnd() {
    await this.#ensureSearch('end');
    this.seek(this.replay.totalSteps);
    return this.result;
  }

  /** Shows step k (clamped). Keeps playing if playing, else paused or finished. */
  seek(k) {
    if (!this.replay) return;
    this.replay.seek(k);
    const atEnd = this.replay.step === this.replay.totalSteps;
    if (atEnd) this.#enter('finished');
    else if (this.mode !== 'playing') this.#enter('paused');
    this.renderer.requestDraw();
    this.#changed();
  }

  /** Drops the shown search and returns to editing. */
  clearSearch() {
    this.client.dispose();
    this.client = new SearchClient();
    this.#dropSearch();
    this.#enter('editing');
  }

  // ---- internals ------------------------------------------------------------------

  #enter(mode) {
    this.mode = mode;
    if (mode === 'playing') this.playClock = null;
    this.#changed();
  }

  #setModel(model) {
    this.model = model;
    this.renderer.setModel(model);
    this.#dropSearch();
    this.mode = 'editing';
  }

  #dropSearch() {
    this.generation = (this.generation ?? 0) + 1;
    this.replay = null;
    this.result = null;
    this.renderer.setReplay(null);
  }

  // The search no longer matches the map or options: drop it; re-run it when live and it was finished.
  #searchInvalidated(rerunIfLive) {
    const wasFinished = this.mode === 'finished' || (this.mode === 'searching' && this.intent === 'end');
    this.#dropSearch();
    if (rerunIfLive && this.live && wasFinished) {
      this.#search('end').catch(() => {});
    } else {
      this.#enter('editing');
    }
  }

  #mapEdited(rerunIfLive) {
    this.renderer.invalidate();
    this.#searchInvalidated(rerunIfLive);
  }

  #editorCallbacks() {
    return {
      onEditStart: () => {
        this.editWasFinished = this.mode === 'finished' || (this.mode === 'searching' && this.intent === 'end');
        if (this.mode !== 'editing') {
          this.#dropSearch();
          this.#enter('editing');
        }
        this.clearError();
      },
      onCellsChanged: (cells) => this.renderer.invalidateCells(cells),
      onMarkerMoved: () => {
        this.renderer.requestDraw();
        if (this.live && this.editWasFinished) this.#search('end').catch(() => {}); // follow the drag live
        else this.#changed();
      },
      onEditEnd: () => {
        if (this.live && this.editWasFinished && !this.replay) this.#search('end').catch(() => {});
        this.#changed();
      },
      onHover: (cell) => this.inspect(cell),
      onError: (message) => this.reportError(message),
    };
  }

  // Resolves once a search is shown: the current one, the one being computed
  // (with its intent updated), or a new one. Rejects if the search fails or is replaced.
  async #ensureSearch(intent) {
    if (this.replay) return;
    if (this.mode === 'searching') {
      this.intent = intent;
      await this.searching;
    } else {
      await this.#search(intent);
    }
    if (!this.replay) throw new Error('the search was replaced by a newer one (the map or options changed)');
  }

  #search(intent) {
    this.searching = this.#compute(intent);
    return this.searching;
  }

  // Computes the search in the worker, then enters the state `intent` asks for.
  async #compute(intent) {
    const base = { ...this.options, start: this.model.start, goal: this.model.goal, maxTraceEvents: MAX_TRACE_EVENTS };
    const options = this.searchAdapter ? this.searchAdapter(base) : base;
    this.intent = intent;
    this.#dropSearch();
    const generation = this.generation;
    this.#enter('searching');
    let reply;
    try {
      normalizeOptions(options); // a clear message here rather than from the worker
      const showStep = intent === 'end' ? Infinity : 0; // the worker replays to it; a changed intent seeks from there
      reply = await this.client.search({ width: this.model.width, height: this.model.height, cells: this.model.cells, options, showStep });
    } catch (error) {
      if (error.name === 'AbortError') return; // a newer search replaced this one
      this.#enter('editing');
      this.reportError(error.message);
      throw error;
    }
    if (this.generation !== generation) return; // map or options changed meanwhile: this result is stale
    this.result = reply.result;
    // Index and replayed state made in the worker: nothing here is proportional to the trace or the map.
    this.replay = new TraceReplay(reply.trace, this.model.width * this.model.height, reply.index, reply.replayState);
    this.truncated = reply.trace.truncated;
    this.renderer.setReplay(this.replay);
    // No clearError() here: a search finishing in the background must not hide an unrelated message.
    const target = this.intent === 'end' ? this.replay.totalSteps : 0;
    this.replay.seek(target);
    if (this.intent === 'play' && this.replay.totalSteps > 0) this.#enter('playing');
    else this.seek(target);
  }

  // One requestAnimationFrame loop for the page: advances playback, then draws.
  #loop() {
    const frame = (now) => {
      const began = performance.now();
      if (this.mode === 'playing') this.#advance(now);
      this.renderer.frame();
      this.frameMs = performance.now() - began;
      requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }

  #advance(now) {
    if (this.playClock === null) this.playClock = { last: now, owed: 1 }; // show the first step at once
    const dt = Math.min(0.25, (now - this.playClock.last) / 1000);
    this.playClock.last = now;
    this.playClock.owed += dt * this.speed;
    const steps = Math.floor(this.playClock.owed);
    if (steps < 1) return;
    this.playClock.owed -= steps;
    this.seek(this.replay.step + steps);
  }
}

function pickOptions(options) {
  return Object.fromEntries(OPTION_NAMES.filter((name) => name in options).map((name) => [name, options[name] ?? undefined]));
}

// What a newcomer sees first: a 40 x 24 grid, a wall with a gap between start
// and goal, and a patch of costly terrain (cost 4) tempting a short cut.
function starterModel() {
  const model = new GridModel(40, 24);
  for (let y = 3; y <= 20; y++) if (y !== 17) model.setWall(20, y, true);
  for (let x = 12; x <= 20; x++) model.setWall(x, 3, true);
  for (let y = 9; y <= 14; y++) for (let x = 25; x <= 30; x++) model.setCost(x, y, 4);
  model.setMarker('start', 7, 11);
  model.setMarker('goal', 33, 11);
  return model;
}
