// The teaching views: three panels beside a board (Pseudocode, Open list, Step
// explanation; one module each in panels/), board overlays (parent arrows, cell
// numbers), breakpoints and micro-steps. They explain whatever a board shows: the
// main board's grid search (plain, chase or flee), the waypoint graph, or a compare
// board, chosen in the bar above the panels. Everything they show comes from the
// trace (model/frontier.js, pseudocode.js, explain.js); this module picks the search,
// keeps what is derived from its replay, and redraws the panels once per animation
// frame at most.
//
//   const views = new TeachingViews(app, container, { panels: ['code', 'open', 'explain'] });
//   views.openList(100); views.explain(); views.pseudocode();   // window.pathlab's teaching verbs
//   views.state() / views.apply(state)                            // share links (section 74)

import { BOTH } from '../model/open-list.js';
import { frontierTracker } from '../model/frontier.js';
import { pseudocodeFor } from '../model/pseudocode.js';
import { StepExplainer } from '../model/explain.js';
import { Breakpoints } from './breakpoints.js';
import { teachingOverlay } from './overlay.js';
import { PANELS, PANEL_LABELS } from '../model/panel-names.js';
import { CodePanel } from './panels/code-panel.js';
import { OpenListPanel } from './panels/open-list-panel.js';
import { ExplainPanel } from './panels/explain-panel.js';
import { watchBoards } from '../render/renderer.js';
import { frameLoop } from '../playback/frame-loop.js';
import { Playback, PLAY_CHANGED, STEP_CHANGED } from '../playback/playback.js';
import { isTyping } from '../ui/keyboard.js';

const MAIN = 'main';
const PLAYING_REDRAW_MS = 100; // the panels redraw at most this often while playing
// The open list's catching up takes what is left of FRAME_SCRIPT_MS after the boards' drawing in the
// same frame (frame-loop.js runs first), at least MIN_SYNC_MS: after a search on a big map the open
// list and the board's budgeted repaint share one frame's budget instead of each taking a budget of its own.
const FRAME_SCRIPT_MS = 12;
const MIN_SYNC_MS = 3;

/**
 * A search the panels can explain (app.teachSource(), a compare board's teachSource()).
 * @typedef {object} TeachSource
 * @property {import('../model/replay.js').TraceReplay} replay
 * @property {Record<string, any>} options the options it ran with
 * @property {object | null} result the library's result
 * @property {'grid' | 'graph'} space
 * @property {import('../playback/playback.js').Playback} [playback]
 * @property {import('../render/renderer.js').BoardView} [board]
 * @property {Array<[number, number]>} [nodes] a graph's node positions
 */
/**
 * What the panels derive from one replay, kept while it lives.
 * @typedef {{tracker: import('../model/frontier.js').FrontierTracker, code: {title: string, lines: string[]},
 *   explainer: StepExplainer}} Derived
 */

let uid = 0;

export class TeachingViews {
  /**
   * @param {import('../app/app.js').App} app
   * @param {HTMLElement} container where the panels go
   * @param {{panels?: readonly string[], collapsed?: boolean}} [options] panels shown (default all), collapsed: start folded (phones)
   */
  constructor(app, container, { panels = PANELS, collapsed = false } = {}) {
    this.app = app;
    this.container = container;
    this.id = `teach${++uid}`;
    this.shown = new Set(panels);
    this.arrows = false;
    this.numbers = false;
    this.selected = MAIN;
    /** @type {number | null} open-list entry under the pointer: a cell (grid) or node (graph) index */
    this.hoverCell = null;
    /** @type {{replay: import('../model/replay.js').TraceReplay | null, step: number, index: number}} index: event of the step shown, -1 for the whole step */
    this.micro = { replay: null, step: -1, index: -1 };
    this.breakpoints = new Breakpoints();
    /** @type {WeakMap<object, Derived>} replay -> derived views */
    this.cache = new WeakMap();
    this.boards = new Set();
    this.scheduled = false;
    /** @type {import('../playback/playback.js').Playback | null} the playback whose steps we follow */
    this.listened = null;
    this.lastStep = 0;
    this.playing = false;
    /** @type {boolean | undefined} whether the container has a size (unknown until the ResizeObserver reports) */
    this.displayed = undefined;
    /** @type {string[] | undefined} the panels a link brought, in the embed (keepPanels) */
    this.linkPanels = undefined;
    this.renderedAt = 0;
    this.choicesKey = '';
    this.#build(collapsed);
    app.teaching = this;
    app.subscribe(() => this.schedule());
    watchBoards((board) => this.#addBoard(board));
    this.schedule();
  }

  // ---- state for share links ---------------------------------------------------------

  /** { panels, arrows, numbers, micro }: which panels and toggles are on. */
  state() {
    // In the embed (keepPanels) panels= decides what shows; links made there carry the panels the link brought.
    const panels = this.app.keepTeachPanels ? (this.linkPanels ?? [...PANELS]) : PANELS.filter((p) => this.shown.has(p));
    return { panels, arrows: this.arrows, numbers: this.numbers, micro: this.app.traceDetail === 'micro' };
  }

  /** state() for share links, or null when it is the page's default (all panels, no toggles): such links stay as before. */
  shareState() {
    const state = this.state();
    const isDefault = state.panels.length === PANELS.length && !state.arrows && !state.numbers && !state.micro;
    return isDefault ? null : state;
  }

  /**
   * Applies a state() (unknown panel names are ignored); `keepPanels` keeps the panels shown (the embed's panels= wins).
   * @param {{panels?: string[], arrows?: boolean, numbers?: boolean, micro?: boolean}} [state]
   * @param {{keepPanels?: boolean}} [how]
   */
  apply({ panels, arrows, numbers, micro } = {}, { keepPanels = false } = {}) {
    if (Array.isArray(panels) && !keepPanels) this.setPanels(panels);
    if (Array.isArray(panels) && keepPanels) this.linkPanels = panels.filter((p) => PANELS.includes(p));
    if (typeof arrows === 'boolean') this.setToggle('arrows', arrows);
    if (typeof numbers === 'boolean') this.setToggle('numbers', numbers);
    if (typeof micro === 'boolean') this.app.setTraceDetail(micro ? 'micro' : 'steps');
  }

  /** @param {string[]} panels the panels to show (unknown names are ignored) */
  setPanels(panels) {
    this.shown = new Set(panels.filter((p) => PANELS.includes(p)));
    for (const name of PANELS) {
      this.panels[name].section.hidden = !this.shown.has(name);
      this.showBoxes[name].checked = this.shown.has(name);
    }
    this.schedule();
  }

  /** @param {'arrows' | 'numbers'} name @param {boolean} on */
  setToggle(name, on) {
    this[name] = !!on;
    (name === 'arrows' ? this.arrowsBox : this.numbersBox).checked = this[name];
    this.redrawBoards();
  }

  // ---- the scripting verbs -------------------------------------------------------------

  /** The open list at the step shown, the next expansion first: [{ cell: [x, y], f, g, h }, …] (docs/embedding.md, "The scripting API"). */
  openList(limit = 100) {
    if (!(limit === Infinity || (Number.isInteger(limit) && limit >= 0))) throw new Error(`limit must be an integer >= 0, not ${limit}`);
    const source = this.#source();
    if (!source) return [];
    const { tracker } = this.#derived(source);
    tracker.sync();
    // Both lists of a bidirectional search together, in the order the search takes them.
    const two = tracker.sides.length === 2;
    return tracker.entries(two ? BOTH : 0, 0, limit).map((e) => {
      /** @type {Record<string, unknown>} */
      const entry = { cell: this.position(source, e.cell), f: e.f, g: e.g, h: e.h };
      if (tracker.rule.tie !== 'lower-h') entry.tie = e.tie;
      for (const extra of ['key', 'rhs', 'bound']) if (e[extra] !== undefined) entry[extra] = e[extra];
      if (two) entry.side = e.side === 0 ? 'forward' : 'backward';
      if (source.space === 'graph') entry.node = e.cell;
      return entry;
    });
  }

  /** { step, text, line } for the step shown (or the micro-step shown). */
  explain() {
    const source = this.#source();
    if (!source) return { step: null, text: 'No search is shown yet: press Play or Step.', line: 0 };
    return this.#explanation(source, this.#derived(source));
  }

  /** The shown algorithm's pseudocode lines. */
  pseudocode() {
    const source = this.#source();
    return [...(source ? this.#derived(source).code : this.#idleCode()).lines];
  }

  /** Sets the cell breakpoint to the inspected cell (hovered or tapped on a board). Returns whether there was one. */
  breakAtInspected() {
    return this.panels.explain.breakAtInspected();
  }

  // ---- micro-steps ------------------------------------------------------------------------

  /**
   * Moves the micro-step cursor by one event (delta +1 or -1): through the events of the step shown
   * (-1: the whole step), on into the next step's first event, or back into the previous step's last.
   * @param {number} delta
   */
  microStep(delta) {
    const source = this.#source();
    if (!source) return;
    const { replay, playback } = source;
    const d = this.#derived(source);
    this.#syncMicro(source);
    const count = (step) => { const { from, to } = d.explainer.eventsOf(step); return to - from; };
    let { step, index } = this.micro;
    index += delta;
    if (index >= count(step) && step < replay.totalSteps) {
      step++;
      index = 0;
    } else if (index < -1 && step > 0) {
      step--;
      index = count(step) - 1;
    }
    index = Math.max(-1, Math.min(count(step) - 1, index));
    playback.pause();
    if (step !== replay.step) playback.seek(step);
    // The board and the open list show the state at this event: what it and the events before it did.
    replay.showThrough(index < 0 ? Infinity : d.explainer.eventsOf(step).from + index + 1);
    this.micro = { replay, step, index };
    this.redrawBoards();
    if (replay === this.app.replay) this.app.microStepShown(); // the Stats' counts are the main board's
    this.schedule();
  }

  // ---- building ---------------------------------------------------------------------------

  /** @param {boolean} collapsed */
  #build(collapsed) {
    const id = this.id;
    const c = this.container;
    c.classList.add('teach');
    c.innerHTML = `
      <div class="teach-bar" role="group" aria-label="Teaching views">
        <span class="teach-title">Teaching views</span>
        ${PANELS.map((p) => `<label class="inline"><input type="checkbox" data-show="${p}"> ${PANEL_LABELS[p]}</label>`).join('')}
        <label class="inline"><input type="checkbox" id="${id}-arrows"> Parent arrows</label>
        <label class="inline"><input type="checkbox" id="${id}-numbers"> Cell numbers</label>
        <label class="inline teach-source" hidden>Explain <select id="${id}-source" aria-label="Board the panels explain"></select></label>
      </div>
      <div class="teach-panels"></div>`;
    this.panels = { code: new CodePanel(this, collapsed), open: new OpenListPanel(this, collapsed), explain: new ExplainPanel(this, collapsed) };
    c.querySelector('.teach-panels').append(...PANELS.map((name) => this.panels[name].section));
    /** @type {Record<string, HTMLInputElement>} */
    this.showBoxes = Object.fromEntries(PANELS.map((p) => [p, c.querySelector(`[data-show="${p}"]`)]));
    /** @type {HTMLInputElement} */ this.arrowsBox = c.querySelector(`#${id}-arrows`);
    /** @type {HTMLInputElement} */ this.numbersBox = c.querySelector(`#${id}-numbers`);
    /** @type {HTMLSelectElement} */ this.sourceSelect = c.querySelector(`#${id}-source`);
    /** @type {HTMLElement} */ this.sourceLabel = c.querySelector('.teach-source');
    this.setPanels([...this.shown]);
    for (const name of PANELS) this.showBoxes[name].addEventListener('change', () => this.#togglePanel(name, this.showBoxes[name].checked));
    this.arrowsBox.addEventListener('change', () => this.setToggle('arrows', this.arrowsBox.checked));
    this.numbersBox.addEventListener('change', () => this.setToggle('numbers', this.numbersBox.checked));
    this.sourceSelect.addEventListener('change', () => { this.selected = this.sourceSelect.value; this.schedule(); });
    // Unfolding a panel, or the panels coming into view (a mode, a layout), draws what was skipped.
    for (const name of PANELS) this.panels[name].section.querySelector('details')?.addEventListener('toggle', () => this.schedule());
    new ResizeObserver(([entry]) => {
      this.displayed = entry.contentRect.width > 0 || entry.contentRect.height > 0;
      this.schedule();
    }).observe(c);
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'b' && e.key !== 'B') return;
      if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || document.querySelector('dialog[open]')) return;
      if (this.breakAtInspected()) e.preventDefault();
    });
  }

  #togglePanel(name, on) {
    const panels = new Set(this.shown);
    if (on) panels.add(name);
    else panels.delete(name);
    this.setPanels(PANELS.filter((p) => panels.has(p)));
  }

  #addBoard(board) {
    if (this.boards.has(board)) return;
    this.boards.add(board);
    const remove = board.addOverlay(teachingOverlay({
      arrows: () => this.arrows,
      numbers: () => this.numbers,
      marks: (b) => this.#marks(b),
      ruleOf: (b) => this.#ruleOf(b),
      integerCosts: (b) => (this.#sourceOfBoard(b)?.options?.costModel ?? this.app.options.costModel) === 'integer',
    }));
    board.playback?.addEventListener(STEP_CHANGED, () => this.schedule());
    board.addEventListener('dispose', () => {
      remove();
      this.boards.delete(board);
      this.schedule();
    });
    this.schedule();
  }

  /** Every board draws again (its overlays changed). */
  redrawBoards() {
    for (const board of this.boards) board.requestDraw();
  }

  // ---- which search the panels explain ---------------------------------------------------

  #choices() {
    // In compare mode the main board shows no search, only the map to edit: the boards compared are the choices.
    const compared = [...this.boards].some((board) => board.teachSource);
    const choices = compared && !this.app.teachSource() ? [] : [{ key: MAIN, label: 'Main board', get: () => this.app.teachSource() }];
    for (const board of this.boards) {
      // A board may name itself (Check my search's runs); a compare board is named by its algorithm.
      if (board.teachSource) choices.push({ key: board.label, label: board.teachLabel ?? `${board.label} (compare)`, get: () => board.teachSource() });
    }
    return choices;
  }

  /** @returns {TeachSource | null} */
  #source() {
    const choices = this.#choices();
    const choice = choices.find((c) => c.key === this.selected) ?? choices[0];
    const main = choice.get();
    // In compare mode the main board shows no search: explain the first compare board until one is chosen.
    if (!main && choice.key === MAIN && choices.length > 1) return choices[1].get();
    return main;
  }

  /** @returns {TeachSource | null} */
  #sourceOfBoard(board) {
    if (board.teachSource) return board.teachSource();
    const main = this.app.teachSource();
    return main && (main.board === board || main.space === 'graph') ? main : null;
  }

  #ruleOf(board) {
    const source = this.#sourceOfBoard(board);
    return source ? this.#derived(source).tracker.rule : { gWeight: 1, hWeight: 1 };
  }

  #idleCode() {
    const base = { ...this.app.options, start: this.app.model.start, goal: this.app.model.goal };
    return pseudocodeFor(this.app.searchAdapter ? this.app.searchAdapter(base) : base);
  }

  /** @param {TeachSource} source @returns {Derived} */
  #derived(source) {
    let d = this.cache.get(source.replay);
    if (!d) {
      const tracker = frontierTracker(source.replay, { syncNow: false }); // #render syncs it in slices
      const code = pseudocodeFor(source.options, source.space);
      const describeCell = (cell) => this.describe(source, cell);
      const width = source.space === 'graph' ? 1 : (source.board?.model ?? this.app.model).width;
      d = { tracker, code, explainer: new StepExplainer({ replay: source.replay, openList: tracker, options: source.options, code, describeCell, result: source.result, width }) };
      this.cache.set(source.replay, d);
    }
    d.explainer.result = source.result;
    return d;
  }

  /**
   * A cell's (grid) or node's (graph) position.
   * @param {TeachSource} source @param {number} cell
   * @returns {[number, number]}
   */
  position(source, cell) {
    if (source.space === 'graph') return [source.nodes[cell][0], source.nodes[cell][1]];
    const width = (source.board?.model ?? this.app.model).width;
    return [cell % width, Math.floor(cell / width)];
  }

  /** A cell or node in words: (x, y), or S, G, waypoint n. @param {TeachSource} source @param {number} cell */
  describe(source, cell) {
    const [x, y] = this.position(source, cell);
    if (source.space !== 'graph') return `(${x}, ${y})`;
    const name = cell === 0 ? 'S' : cell === 1 ? 'G' : `waypoint ${cell - 1}`;
    return `${name} (${x}, ${y})`;
  }

  /** The inspected cell's index in the source's map, or -1 (none, a graph, or another board's). @param {TeachSource} source */
  inspectedIndex(source) {
    const cell = this.app.inspected;
    if (!cell || source.space === 'graph') return -1;
    if (this.app.inspectedBoard && this.app.inspectedBoard.replay !== source.replay) return -1;
    const width = (source.board?.model ?? this.app.model).width;
    return cell[1] * width + cell[0];
  }

  #marks(board) {
    const source = this.#sourceOfBoard(board);
    if (!source || source.replay !== this.#source()?.replay) return [];
    const marks = [];
    if (this.hoverCell !== null && this.hoverCell < source.replay.cellCount) marks.push(this.position(source, this.hoverCell));
    const event = this.#microEvent(source);
    if (event >= 0) marks.push(this.position(source, source.replay.trace.cells[event]));
    return marks;
  }

  // ---- drawing -------------------------------------------------------------------------------

  /** Redraws the panels in the next animation frame (once, however often it is asked). */
  schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    requestAnimationFrame(() => {
      this.scheduled = false;
      this.#render();
    });
  }

  #render() {
    const source = this.#source();
    this.#follow(source);
    // While playing, the panels follow ten times a second at most: nobody reads faster, and each
    // change of their text makes the browser lay the page out again before the board draws.
    const now = performance.now();
    if (source?.playback?.playing && now - this.renderedAt < PLAYING_REDRAW_MS) {
      this.schedule();
      return;
    }
    this.renderedAt = now;
    this.#renderChoices();
    const { code, open, explain } = this.panels;
    if (!source) {
      code.renderIdle(this.#idleCode());
      explain.renderIdle();
      open.renderIdle();
      return;
    }
    // Nobody sees the panels (all closed, folded or not on the page): the open list can wait, and a
    // search of millions of events on a big map costs the page no frame. Opening one redraws.
    if (!this.#visible()) return;
    const d = this.#derived(source);
    if (!d.tracker.sync(Math.max(MIN_SYNC_MS, FRAME_SCRIPT_MS - frameLoop.lastFrameMs))) {
      explain.renderReading(`Reading the search's ${source.replay.length.toLocaleString('en-US')} events… ` +
        `${Math.floor((100 * d.tracker.applied) / Math.max(1, source.replay.applied))} %`);
      this.schedule();
      return;
    }
    this.#syncMicro(source);
    const explanation = this.#explanation(source, d);
    code.render(source, d, explanation.line);
    explain.render(explanation, source.replay.totalSteps, !!source.playback?.playing);
    open.render(source, d);
  }

  // Whether any shown panel is unfolded on a displayed page (`displayed` comes from the
  // ResizeObserver, so a frame reads no layout for it; unknown until it first reports).
  #visible() {
    if (this.displayed === false) return false;
    return PANELS.some((p) => this.shown.has(p) && this.panels[p].section.querySelector('details')?.open);
  }

  #renderChoices() {
    const choices = this.#choices();
    this.sourceLabel.hidden = choices.length < 2;
    const key = choices.map((c) => c.key).join('\n');
    if (this.choicesKey === key) return;
    this.choicesKey = key;
    this.sourceSelect.replaceChildren(...choices.map((c) => Object.assign(document.createElement('option'), { value: c.key, textContent: c.label })));
    if (!choices.some((c) => c.key === this.selected)) this.selected = MAIN;
    this.sourceSelect.value = choices.some((c) => c.key === this.selected) ? this.selected : choices[0]?.key ?? MAIN; // compare mode: its first board
  }

  // Follows the shown search's playback: breakpoints, and a redraw on every step.
  /** @param {TeachSource | null} source */
  #follow(source) {
    // Nothing shown yet in a mode with its own playback (waypoints): its first load brings the search.
    const playback = source?.playback ?? (this.app.driver instanceof Playback ? this.app.driver : null);
    if (playback === this.listened) return;
    this.listened?.removeEventListener(STEP_CHANGED, this.onStep);
    this.listened?.removeEventListener(PLAY_CHANGED, this.onPlay);
    this.listened = playback;
    this.lastStep = playback?.step ?? 0;
    this.playing = !!playback?.playing;
    playback?.addEventListener(STEP_CHANGED, this.onStep);
    playback?.addEventListener(PLAY_CHANGED, this.onPlay);
  }

  // Whether the playback's clock moves it: a playback reaching its end stops before it announces that
  // last step, which still counts as played (a breakpoint on the way must catch it).
  /** @param {Event} e */
  onPlay = (e) => {
    const { playing } = /** @type {CustomEvent<{playing: boolean}>} */ (e).detail;
    if (playing || !this.listened.atEnd) this.playing = playing;
  };

  onStep = () => {
    const source = this.#source();
    const playback = this.listened;
    const from = this.lastStep;
    const played = this.playing;
    this.lastStep = playback.step;
    if (!playback.playing) this.playing = false;
    this.schedule();
    if (!source || source.playback !== playback || !played || playback.step <= from || !this.breakpoints.any) return;
    const hit = this.breakpoints.firstHit(source.replay, source.result, from, playback.step, (cell) => this.describe(source, cell));
    if (!hit) return;
    playback.pause();
    this.lastStep = hit.step;
    playback.seek(hit.step);
    this.panels.explain.stoppedAt(hit.step, hit.reason);
  };

  /** @param {TeachSource} source @param {Derived} d @returns {{step: number, text: string, line: number}} */
  #explanation(source, d) {
    d.tracker.sync();
    this.#syncMicro(source);
    const event = this.#microEvent(source);
    if (event >= 0) {
      const { text, line } = d.explainer.explainEvent(event);
      return { step: source.replay.step, text, line };
    }
    return d.explainer.explainStep();
  }

  #syncMicro(source) {
    if (this.micro.replay !== source.replay || this.micro.step !== source.replay.step) {
      this.micro = { replay: source.replay, step: source.replay.step, index: -1 };
    }
  }

  #microEvent(source) {
    if (this.micro.replay !== source.replay || this.micro.step !== source.replay.step || this.micro.index < 0) return -1;
    const from = source.replay.step === 0 ? 0 : source.replay.expandAt[source.replay.step - 1];
    return from + this.micro.index;
  }
}
