// The playground's controller: an explicit state machine over the map, the
// grid search (search-session.js, in the worker), its Playback and the main
// BoardView. No form controls here (web/src/ui/ binds those); the app only
// talks to the canvas through the board view and the editor.
//
// States (app.mode):
//
//   editing ──play/step/run──► searching ──result──► playing ──end──► finished
//      ▲                          │   (intent decides)  │  ▲             │
//      │                          └─error──► editing    ▼  │ play        │ step back / seek
//      │                                              paused ◄───────────┘
//      └──── any edit of walls/terrain/markers (drops the search); with "live" on
//            and the search finished, the edit's end re-runs it (searching → finished).
//            An option change with "live" on re-runs a shown search into the state it
//            was in (finished, or paused / playing at the same step); without it, drops it.
//
//   editing    no search shown; the map is editable
//   searching  the worker computes the whole search; `intent` says where to go after:
//              'play' → playing, 'pause' → paused at `resumeStep` (0 unless re-run), 'end' → finished
//   playing    the Playback advances `speed` steps per second along the trace
//   paused     a search is shown at some step; step, scrub, play
//   finished   at the last step: the path and final stats are shown
//
// Events, for the page's panels (one job each):
//   app.on(kind, fn)          fn(app) after one kind of change: 'map', 'options', 'search', 'error',
//                             'inspect', 'settings', 'step' (CHANGES); app.subscribe(fn) hears them all
//   app.playback 'stepchange' after every step shown (playback.js): only what depends on the step redraws
//
// The share contract (getState / applyState, share-state.js) and the seams for
// page modes (web/src/modes/): app.renderer.addOverlay(fn) draws on the board,
// app.editor.setPointerHandler(h) takes pointer events first,
// app.setSearchAdapter(fn) rewrites the searched options, app.setDriver(d)
// hands the page's playback controls and shortcuts to a mode's own Playback.

import { BoardView } from '../render/renderer.js';
import { frameLoop } from '../playback/frame-loop.js';
import { Editor } from '../ui/map-editor.js';
import { generate } from '../model/generators.js';
import { DEFAULT_SPEED, Playback, PLAY_CHANGED, STEP_CHANGED } from '../playback/playback.js';
import { emptyModel, modelFromMovingAI, modelFromParsed, modelToMovingAI, starterModel } from './map-document.js';
import { SearchSession } from './search-session.js';
import { SearchClient } from '../worker/search-client.js';
import { checkOptionNames, checkState, stateOf } from './share-state.js';
import { DEFAULT_OPTIONS, resolveOptions } from '../model/page-options.js';
import { checkGameSettings, GAME_DEFAULTS, splitGameOptions, withGameSettings } from '../model/game-settings.js';
import { encodeShareUrl } from '../share/link.js';
import { optionDefault } from '../lib/options.js';


/** The kinds of change app.on() names. */
export const CHANGES = ['map', 'options', 'search', 'error', 'inspect', 'settings', 'step'];

export class App {
  /** @type {Promise<unknown> | null} the page mode loads applyState() waits for, the last asked (see there) */
  #modeLoads = null;
  #statesApplied = 0; // applyState calls so far: a later one's state wins over an earlier one still under way

  /**
   * @param {object} pathlab the loaded library (loadPathlab())
   * @param {HTMLCanvasElement} canvas
   */
  constructor(pathlab, canvas) {
    this.pathlab = pathlab;
    this.mode = 'editing';
    this.intent = null;
    this.resumeStep = 0;
    this.computations = 0; // searches begun (#compute), to tell the latest
    this.options = { ...DEFAULT_OPTIONS };
    /** The game settings (model/game-settings.js): set with setOptions, searched with unless a mode adapts the search. */
    /** @type {{agentSize: number, extraGoals: number[][]}} */
    this.game = { agentSize: GAME_DEFAULTS.agentSize, extraGoals: [] };
    this.live = true;
    /** @type {import('../teach/teaching-views.js').TeachingViews | null} the teaching views, once installed */
    this.teaching = null;
    /** @type {import('../learn/learn-panel.js').Learning | null} Predict, Quiz me and Simulate by hand, once installed */
    this.learn = null;
    this.keepTeachPanels = false; // the embed: its panels= parameter decides the panels, not a link
    this.truncated = false; // the trace of the search shown was cut short (its replay stops early)
    this.traceDetail = optionDefault('traceDetail');
    this.replay = null;
    this.result = null;
    this.events = new EventTarget();
    this.error = '';
    this.errorCause = null;
    this.session = new SearchSession();
    this.playback = new Playback({ speed: DEFAULT_SPEED });
    this.playback.addEventListener(STEP_CHANGED, () => this.#stepShown());
    this.playback.addEventListener(PLAY_CHANGED, () => this.#stepShown());
    this.renderer = new BoardView(canvas, { playback: this.playback });
    this.editor = new Editor(canvas, this.renderer, () => this.model, this.#editorCallbacks());
    this.inspected = null;
    this.inspectedBoard = null;
    this.driver = this;
    this.idleStatus = null;
    this.shareBase = undefined; // the page share links open; the embed sets the full playground's
    /** @type {import('./agent-walk.js').AgentWalk | null} an agent walking a D* Lite path (main.js installs it) */
    this.walk = null;
    this.lessonPlaying = false; // a lesson's stops are on the board (web/src/lessons/player.js): nothing is saved
    /** @type {(() => string) | null} setSearchGate's: why no search may run now, or '' */
    this.searchGate = null;
    this.#setModel(starterModel());
  }

  // ---- observing ----------------------------------------------------------

  /** fn(app) runs after every change: each kind of app.on(), each step shown included. Returns an unsubscribe function. */
  subscribe(fn) {
    return this.on('change', fn);
  }

  /**
   * fn(app) runs after one kind of change (CHANGES): 'map' (replaced or edited: a stroke's end,
   * a marker moved), 'options', 'search' (shown, dropped, or its state), 'error', 'inspect',
   * 'settings' (speed, live re-run, what the controls drive), 'step' (each step of the grid
   * search shown, as app.playback's 'stepchange'). Returns an unsubscribe function.
   */
  on(kind, fn) {
    if (kind !== 'change' && !CHANGES.includes(kind)) throw new Error(`unknown app event '${kind}' (known: change, ${CHANGES.join(', ')})`);
    const listener = () => fn(this);
    this.events.addEventListener(kind, listener);
    return () => this.events.removeEventListener(kind, listener);
  }

  #changed(kind) {
    this.events.dispatchEvent(new Event(kind));
    this.events.dispatchEvent(new Event('change'));
  }

  /**
   * Shows an error in the page's alert and keeps everything else as it was. `cause` ({ code, intent }, from a
   * refused search: the library's error code and what the search was for) lets the page offer a way out.
   */
  reportError(message, cause = null) {
    if (!(cause === null && message === this.error)) this.errorCause = cause; // a handler re-reporting it keeps the cause
    this.error = message;
    this.#changed('error');
  }

  clearError() {
    if (!this.error) return;
    this.error = '';
    this.errorCause = null;
    this.#changed('error');
  }

  get step() { return this.replay ? (this.playback.seeking ? this.playback.step : this.replay.step) : null; } // the asked step during a long jump
  get totalSteps() { return this.replay ? this.replay.totalSteps : 0; }
  /** Steps per second of what the page's controls drive (the grid search, or a mode's own playback). */
  get speed() { return this.#drivenPlayback().speed; }
  get loaded() { return this.replay !== null; }
  get atEnd() { return this.mode === 'finished'; }
  get playing() { return this.mode === 'playing' || (this.mode === 'searching' && this.intent === 'play'); }
  /**
   * The search worker's client: page modes (compare, waypoints) run their searches in it, on the map it holds
   * (a mode's own worker would be sent the whole map again).
   */
  get searchClient() { return this.session.client; }
  /** The frame loop's work in the last frame (playback and drawing), in ms. */
  get frameMs() { return frameLoop.lastFrameMs; }

  /** The search status at the current step: 'idle' (no search), 'searching', 'running', or the final status. */
  get status() {
    if (this.mode === 'searching') return 'searching';
    if (!this.replay) return 'idle';
    return this.replay.step === this.replay.totalSteps ? this.result.status : 'running';
  }

  /** The options with defaults resolved (weight becomes a number); `changes` override some first. */
  resolvedOptions(changes = {}) {
    return resolveOptions({ ...this.options, ...changes }, this.model);
  }

  // ---- share contract -------------------------------------------------------

  /** @param {{withCells?: boolean}} [how] withCells false: no copy of the map's cells (saving sends changes only) */
  getState(how) {
    return stateOf(this, how);
  }

  /** Checks a getState() snapshot as applyState() would, changing nothing: throws a clear Error when it is invalid. */
  checkState(state) {
    checkState(this, state);
  }

  /** Restores a getState() snapshot. Rejects (and changes nothing) when it is invalid. */
  async applyState(state) {
    // A page mode's module that is not loaded yet (modes.js) loads first, before anything is read or changed:
    // a load that fails rejects here with the page as it was. A state asked for meanwhile waits for that load,
    // so that states still apply in the order they were asked for.
    const applied = ++this.#statesApplied;
    const loading = this.modeHost?.load?.(state?.mode?.id) ?? null;
    const earlier = this.#modeLoads;
    if (loading || earlier) {
      const turn = Promise.all([earlier?.catch(() => {}), loading]);
      this.#modeLoads = turn;
      try {
        await turn;
      } finally {
        if (this.#modeLoads === turn) this.#modeLoads = null;
      }
    }
    const { model, options, mode, game } = checkState(this, state); // throws before anything changes
    this.options = options;
    this.game = game;
    this.#setModel(model);
    if (state.view) this.renderer.showView(state.view);
    if (mode) this.modeHost.apply(mode); // before the search: flee and chase change what it searches
    if (state.teach) this.teaching?.apply(state.teach, { keepPanels: this.keepTeachPanels }); // micro-steps change the search too
    if (state.step !== null && state.step !== undefined) {
      await this.#search('pause');
      // A later state asked for meanwhile shows its own step. Another search started meanwhile (a live
      // re-run) replaced this state's: its step is shown on the search that comes, not lost to the first.
      const latest = () => applied === this.#statesApplied;
      for (let newer = 0; latest() && this.mode === 'searching' && newer < 8; newer++) await this.searching.catch(() => {});
      if (latest()) this.seek(state.step);
    }
    this.#changed('map');
  }

  /** The share link for the current state: the playground's page (shareBase, default this page) with the state. */
  async shareUrl() {
    return encodeShareUrl(this.getState(), this.shareBase);
  }

  // ---- editing the map --------------------------------------------------------

  /** Replaces the map by Moving AI .map text; keeps start/goal if they stay free, else uses the first/last free cells. */
  loadMap(text) {
    this.#setModel(modelFromMovingAI(this.pathlab, text, this.model)); // throws a clear Error on malformed text; nothing changed
    this.#changed('map');
  }

  /**
   * Replaces the map by a Moving AI .map file's bytes, parsed in a worker of its own (docs/architecture.md, "Big maps
   * in the page"): the page's thread only adopts the parsed cells. A newer file, or any other new map
   * meanwhile, replaces this one. The current map stays until the new one is shown.
   * @param {ArrayBuffer} bytes the file's contents, transferred to the worker (emptied here)
   * @returns {Promise<boolean>} true once shown, false when replaced; rejects with the reader's message (nothing changed)
   */
  async openMapFile(bytes) {
    this.mapLoader?.dispose(); // stops a file still being parsed: this one replaces it
    const loader = new SearchClient();
    this.mapLoader = loader;
    const generation = this.mapGeneration;
    let parsed;
    try {
      parsed = await loader.parseMap(bytes);
    } catch (error) {
      if (error.name === 'AbortError') return false;
      throw error;
    } finally {
      loader.dispose(); // its wasm memory (a few times the map) goes with it
      if (this.mapLoader === loader) this.mapLoader = null;
    }
    if (generation !== this.mapGeneration) return false; // another map came meanwhile
    this.#setModel(modelFromParsed(parsed, this.model)); // throws on a map without a free cell; nothing changed
    this.#changed('map');
    return true;
  }

  /** The map as Moving AI .map text (terrain as digits 2..9). */
  exportMap() {
    return modelToMovingAI(this.pathlab, this.model);
  }

  /** A new empty map of this size (markers near the left and right middle). */
  resize(width, height) {
    this.#setModel(emptyModel(width, height));
    this.#changed('map');
  }

  /** Fills the map with a generator (web/src/model/generators.js); markers stay, on freed cells. */
  /** @param {string} kind @param {{density?: number, seed?: number}} [how] */
  generate(kind, { density, seed = Math.floor(Math.random() * 2 ** 31) } = {}) {
    const cells = generate(kind, this.model.width, this.model.height, { density, seed });
    this.model.replaceCells(cells);
    this.#mapEdited();
  }

  clearWalls() {
    this.model.clearWalls();
    this.#mapEdited();
  }

  /** Terrain costs back to 1 (walls stay); with walls too when `walls` is true (an empty map, markers kept). */
  clearTerrain({ walls = false } = {}) {
    this.model.clearTerrain();
    if (walls) this.model.clearWalls();
    this.#mapEdited();
  }

  /** Moves the start or goal. Throws a clear Error on a wall or outside the grid. */
  setMarker(which, x, y) {
    if (this.model.setMarker(which, x, y)) this.#mapEdited();
  }

  /**
   * Asks the search worker for the library's pick of the fastest optimal search on this map under the
   * diagonal rule and terrain cost model in use (pl.fastestAlgorithm: docs/jump-point-search.md, "Which to
   * pick") and sets its algorithm and heuristic. Resolves to the pick, kept as `fastestPick` with the map,
   * rule and model it is for.
   * @returns {Promise<import('../lib/pathlab.js').FastestPick>}
   */
  async pickFastest() {
    const options = this.resolvedOptions();
    const diagonalMovement = /** @type {import('../lib/pathlab.js').DiagonalMovement} */ (options.diagonalMovement);
    const terrainCost = /** @type {import('../lib/pathlab.js').TerrainCost} */ (options.terrainCost);
    const { model } = this;
    const made = { id: model.id, revision: model.revision, diagonalMovement, terrainCost };
    const { pick } = await this.searchClient.fastest({ model, diagonalMovement, terrainCost });
    // Kept before the options change, so that the one 'options' change setOptions announces shows its reasons.
    this.fastestPick = { pick, ...made };
    this.setOptions({ algorithm: pick.algorithm, heuristic: pick.heuristic });
    return pick;
  }

  /**
   * The last pick of pickFastest while it still describes the page: the same map, unedited, the same
   * rule and terrain cost model, and its algorithm and heuristic still chosen; else null.
   */
  get currentFastestPick() {
    const made = this.fastestPick;
    if (!made) return null;
    const options = this.resolvedOptions();
    const same = made.id === this.model.id && made.revision === this.model.revision && made.diagonalMovement === options.diagonalMovement
      && made.terrainCost === options.terrainCost && made.pick.algorithm === options.algorithm && made.pick.heuristic === options.heuristic;
    return same ? made.pick : null;
  }

  /** Merges option changes. Throws (changing nothing) on an unknown name or bad value. */
  setOptions(changes) {
    const { game, rest } = splitGameOptions(changes); // agentSize, extraGoals: the game settings
    checkOptionNames(rest);
    const options = { ...this.options, ...rest };
    resolveOptions(options, this.model); // throws before anything changes
    const settings = checkGameSettings(this.game, game, this.model);
    this.options = options;
    this.game = settings;
    this.#optionsChanged();
  }

  /**
   * Page modes (web/src/modes/modes.js) register here so that getState() and
   * applyState() carry the mode: host = { state() -> mode state,
   * check(mode, model) -> checked mode state (throws), load(id) -> a promise while that mode's
   * module loads, null when it is loaded or unknown, apply(checked) (the mode loaded) }.
   */
  setModeHost(host) {
    this.modeHost = host;
  }

  /**
   * Page modes (web/src/modes/) rewrite the options each search runs with:
   * fn(options) -> options (flee replaces the goal by a threat; chase adds
   * stopWhenHalfway). null: search as is. A shown search re-runs with it (when live).
   */
  setSearchAdapter(fn) {
    this.searchAdapter = fn;
    this.#optionsChanged();
  }

  /**
   * A gate on the grid search: fn() -> '' lets every search run, or the sentence that says why none may (an
   * assignment that keeps Pathlab's own run from its students: check/). null: no gate. A shown search is dropped.
   */
  setSearchGate(fn) {
    this.searchGate = fn;
    if (fn?.() && this.mode !== 'editing') this.clearSearch();
  }

  /**
   * What the page's playback controls and shortcuts drive: a mode's own Playback
   * (waypoints, compare), or null for the grid search (the app itself).
   */
  setDriver(playback) {
    this.driver = playback ?? this;
    this.#changed('settings');
  }

  /**
   * The teaching panels (web/src/teach/) explain what the main board shows: the grid search, or
   * what a mode puts there instead (fn() -> { replay, options, result, space: 'graph', nodes, playback }
   * or null; the waypoint graph). null: the grid search again.
   */
  setTeachSource(fn) {
    this.teachSourceOverride = fn;
    this.#changed('settings');
  }

  /** What the teaching panels explain on the main board, or null when nothing is shown. */
  teachSource() {
    if (this.teachSourceOverride) return this.teachSourceOverride();
    if (!this.replay) return null;
    return { replay: this.replay, options: this.searchedOptions, result: this.result, space: 'grid', playback: this.playback, board: this.renderer };
  }

  /**
   * The trace's detail level: 'steps' or 'micro' (every goal test and neighbour skipped, for
   * micro-stepping; docs/library.md, "Micro-steps"). A shown search re-runs with it.
   */
  setTraceDetail(detail) {
    if (detail !== 'steps' && detail !== 'micro') throw new Error(`trace detail must be 'steps' or 'micro', not ${detail}`);
    if (detail === this.traceDetail) return;
    this.traceDetail = detail;
    this.#optionsChanged();
  }

  /**
   * What the Stats card says while the main board shows no search (null: "Ready: press Play"): a mode
   * that shows its searches elsewhere (compare) says so.
   */
  setIdleStatus(text) {
    this.idleStatus = text;
    this.#changed('settings');
  }

  setSpeed(stepsPerSecond) {
    this.#drivenPlayback().setSpeed(stepsPerSecond);
    this.#changed('settings');
  }

  setLive(live) {
    this.live = !!live;
    this.#changed('settings');
  }

  /**
   * The cell whose values the inspector shows, or null; `board` names another board
   * than the main one ({ replay, options, label }: a compare board).
   */
  inspect(cell, board = null) {
    this.inspected = cell;
    this.inspectedBoard = cell ? board : null;
    if (!board) this.renderer.setHover(cell);
    this.#changed('inspect');
  }

  /**
   * The replay now shows part of its step (a micro-step: TraceReplay.showThrough moved it within the
   * step without a seek): what depends on the step shown (stats, inspector) reads it again.
   */
  microStepShown() {
    this.#changed('step');
  }

  // ---- playback ----------------------------------------------------------------

  async play() {
    if (this.mode === 'playing' || this.mode === 'searching') return;
    if (!this.replay) {
      await this.#ensureSearch('play');
      return;
    }
    this.playback.play();
  }

  pause() {
    if (this.mode === 'playing') this.playback.pause();
    if (this.mode === 'searching') this.intent = 'pause';
  }

  togglePlay() {
    return this.playing ? this.pause() : this.play();
  }

  /** Moves n steps forward (computing the search first if none is shown). */
  async stepForward(n = 1) {
    await this.#ensureSearch('pause');
    this.playback.stepForward(n);
  }

  async stepBack(n = 1) {
    await this.#ensureSearch('pause');
    this.playback.stepBack(n);
  }

  /** Searches if needed and jumps to the last step. Resolves to the library's result object. */
  async runToEnd() {
    await this.#ensureSearch('end');
    this.playback.runToEnd();
    return this.result;
  }

  /** Shows step k (clamped). Keeps playing if playing, else paused or finished. */
  seek(k) {
    if (!this.replay) return;
    this.playback.seek(k);
  }

  /** Drops the shown search and returns to editing. */
  clearSearch() {
    this.walk?.stop('The agent stopped: the search was cleared.');
    this.session.reset();
    this.#dropSearch();
    this.#enter('editing');
  }

  // ---- internals ------------------------------------------------------------------

  #drivenPlayback() {
    return this.driver === this ? this.playback : this.driver;
  }

  #enter(mode) {
    this.mode = mode;
    this.#changed('search');
  }

  // After every step shown or play/pause: the state follows the playback (a seek within it changes nothing else).
  #stepShown() {
    if (!this.replay || this.mode === 'searching') return;
    const mode = this.playback.atEnd ? 'finished' : this.playback.playing ? 'playing' : 'paused';
    if (mode !== this.mode) this.#enter(mode);
    this.#changed('step');
  }

  #setModel(model) {
    this.walk?.stop('The agent stopped: another map was opened.');
    this.mapGeneration = (this.mapGeneration ?? 0) + 1; // a .map file still being parsed is outdated
    this.model = model;
    this.renderer.setModel(model);
    this.#dropSearch();
    this.mode = 'editing';
  }

  #dropSearch() {
    this.session.cancel();
    this.replay = null;
    this.result = null;
    this.playback.load(null);
    this.renderer.setReplay(null);
  }

  // The map changed under the search: drop it; re-run it when live and it was finished.
  #mapEdited() {
    this.walk?.stop('The agent stopped: the map was changed by a tool, not drawn ahead of it.');
    this.renderer.invalidate();
    const wasFinished = this.mode === 'finished' || (this.mode === 'searching' && this.intent === 'end');
    this.#dropSearch();
    if (this.live && wasFinished) this.#search('end').catch(() => {});
    else this.#enter('editing');
    this.#changed('map');
  }

  // The options changed: re-run a shown search into the same state (when live), else drop it.
  #optionsChanged() {
    const was = this.mode === 'searching' ? this.intent : { finished: 'end', paused: 'pause', playing: 'play' }[this.mode];
    const step = was === 'end' ? 0 : this.mode === 'searching' ? this.resumeStep : (this.step ?? 0);
    this.#dropSearch();
    if (this.live && was) this.#search(was, step).catch(() => {});
    else this.#enter('editing');
    this.#changed('options');
  }

  #editorCallbacks() {
    return {
      onEditStart: () => {
        this.walk?.editStarting(); // a walking agent: the start moves to its cell, and the stroke's end repairs from there
        this.editWasFinished = this.mode === 'finished' || (this.mode === 'searching' && this.intent === 'end');
        if (this.mode !== 'editing') {
          this.#dropSearch();
          this.#enter('editing');
        }
        this.clearError();
      },
      onCellsChanged: (cells) => this.renderer.invalidateCells(cells),
      onMarkerMoved: () => {
        this.walk?.stop('The agent stopped: a marker was moved.');
        this.renderer.requestDraw();
        if (this.live && this.editWasFinished) this.#search('end').catch(() => {}); // follow the drag live
        this.#changed('map');
      },
      onEditEnd: () => {
        const walkRepair = this.walk?.repairPending ?? false; // the repair's steps play, then the agent walks on
        if ((this.live || walkRepair) && this.editWasFinished && !this.replay) this.#search(walkRepair ? 'play' : 'end').catch(() => {});
        this.#changed('map');
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

  #search(intent, resumeStep = 0) {
    this.searching = this.#compute(intent, resumeStep);
    return this.searching;
  }

  // Computes the search in the worker, then enters the state `intent` asks for.
  async #compute(intent, resumeStep) {
    const refusal = this.searchGate?.() ?? '';
    if (refusal) {
      this.reportError(refusal);
      throw Object.assign(new Error(refusal), { code: 'withheld' });
    }
    const plain = { ...this.options, start: this.model.start, goal: this.model.goal };
    const base = this.searchAdapter ? plain : withGameSettings(this.game, plain, this.model);
    const adapted = this.searchAdapter ? this.searchAdapter(base) : base;
    const options = this.traceDetail === 'micro' ? { ...adapted, traceDetail: 'micro' } : adapted;
    this.searchedOptions = options;
    this.intent = intent;
    this.resumeStep = resumeStep;
    this.#dropSearch();
    this.#enter('searching');
    const computation = ++this.computations;
    let shown;
    try {
      // The worker replays to the step shown first; a changed intent seeks from there.
      shown = await this.session.run(this.model, options, intent === 'end' ? Infinity : resumeStep);
    } catch (error) {
      this.#enter('editing');
      this.reportError(error.message, { code: error.code, intent });
      throw error;
    }
    if (!shown) { // replaced: by a newer search or an edit, which set the state; or by a mode's request (compare, waypoints)
      if (computation === this.computations && this.mode === 'searching') this.#enter('editing');
      return;
    }
    ({ result: this.result, replay: this.replay, truncated: this.truncated } = shown);
    this.renderer.setReplay(this.replay);
    // No clearError() here: a search finishing in the background must not hide an unrelated message.
    this.mode = 'paused'; // leaves 'searching' quietly: the step shown next says where it is
    this.playback.load(this.replay, this.intent === 'end' ? Infinity : resumeStep);
    if (this.intent === 'play') this.playback.play();
    this.#changed('search');
  }
}
