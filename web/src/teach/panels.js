// The teaching views: three panels beside a board (Pseudocode, Open list, Step
// explanation), board overlays (parent arrows, cell numbers), breakpoints and
// micro-steps. They explain whatever a board shows: the main board's grid
// search (plain, chase or flee), the waypoint graph, or a compare board,
// chosen in the panels. Everything they show comes from the trace (model/
// open-list.js, pseudocode.js, explain.js); the panels only draw it, once per
// animation frame at most, and only the rows of the open list that are visible.
//
//   const views = new TeachingViews(app, container, { panels: ['code', 'open', 'explain'] });
//   views.openList(100); views.explain(); views.pseudocode();   // window.pathlab's teaching verbs
//   views.state() / views.apply(state)                            // share links (section 74)

import { BOTH } from '../model/open-list.js';
import { frontierTracker } from '../model/frontier.js';
import { pseudocodeFor } from '../model/pseudocode.js';
import { formatNumber, StepExplainer } from '../model/explain.js';
import { Breakpoints } from './breakpoints.js';
import { teachingOverlay } from './overlay.js';
import { watchBoards } from '../render/renderer.js';
import { frameLoop } from '../playback/frame-loop.js';
import { PLAY_CHANGED, STEP_CHANGED } from '../playback/playback.js';
import { isTyping } from '../ui/keyboard.js';
import { TRACE_KINDS } from '../lib/trace-format.js';

export const PANELS = ['code', 'open', 'explain'];
export const PANEL_LABELS = { code: 'Pseudocode', open: 'Open list', explain: 'Step explanation' };
const ROW_HEIGHT = 26; // px, the open list's rows (fixed, for virtual scrolling)
const OVERSCAN = 6; // rows drawn above and below the visible ones
const MAIN = 'main';
const PLAYING_REDRAW_MS = 100; // the panels redraw at most this often while playing
// The open list's catching up takes what is left of FRAME_SCRIPT_MS after the boards' drawing in the
// same frame (frame-loop.js runs first), at least MIN_SYNC_MS: after a search on a big map the open
// list and the board's budgeted repaint share about 12 ms of a frame instead of taking 8 and 6-8 each.
const FRAME_SCRIPT_MS = 12;
const MIN_SYNC_MS = 3;

let uid = 0;

export class TeachingViews {
  /**
   * @param {import('../app/app.js').App} app
   * @param {HTMLElement} container where the panels go
   * @param {{panels?: string[], collapsed?: boolean}} [options] panels shown (default all), collapsed: start folded (phones)
   */
  constructor(app, container, { panels = PANELS, collapsed = false } = {}) {
    this.app = app;
    this.container = container;
    this.id = `teach${++uid}`;
    this.shown = new Set(panels);
    this.arrows = false;
    this.numbers = false;
    this.selected = MAIN;
    this.hoverCell = null; // open-list entry under the pointer: a cell (grid) or node (graph) index
    this.micro = { replay: null, step: -1, index: -1 }; // index: event of the step shown, -1 for the whole step
    this.breakpoints = new Breakpoints();
    this.breakMessage = '';
    this.cache = new WeakMap(); // replay -> derived views
    this.boards = new Set();
    this.scheduled = false;
    this.listened = null; // the playback whose steps we follow
    this.lastStep = 0;
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

  /** Applies a state() (unknown panel names are ignored); `keepPanels` keeps the panels shown (the embed's panels= wins). */
  apply({ panels, arrows, numbers, micro } = {}, { keepPanels = false } = {}) {
    if (Array.isArray(panels) && !keepPanels) this.setPanels(panels);
    if (Array.isArray(panels) && keepPanels) this.linkPanels = panels.filter((p) => PANELS.includes(p));
    if (typeof arrows === 'boolean') this.setToggle('arrows', arrows);
    if (typeof numbers === 'boolean') this.setToggle('numbers', numbers);
    if (typeof micro === 'boolean') this.app.setTraceDetail(micro ? 'micro' : 'steps');
  }

  setPanels(panels) {
    this.shown = new Set(panels.filter((p) => PANELS.includes(p)));
    for (const name of PANELS) {
      this.el[name].hidden = !this.shown.has(name);
      this.el.showBoxes[name].checked = this.shown.has(name);
    }
    this.schedule();
  }

  setToggle(name, on) {
    this[name] = !!on;
    this.el[`${name}Box`].checked = this[name];
    this.#redrawBoards();
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
      const entry = { cell: this.#position(source, e.cell), f: e.f, g: e.g, h: e.h };
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

  // ---- micro-steps ------------------------------------------------------------------------

  /**
   * Moves the micro-step cursor by one event (delta +1 or -1): through the events of the step shown
   * (-1: the whole step), on into the next step's first event, or back into the previous step's last.
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
    this.#redrawBoards();
    if (replay === this.app.replay) this.app.microStepShown(); // the Stats' counts are the main board's
    this.schedule();
  }

  // ---- building ---------------------------------------------------------------------------

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
      <div class="teach-panels">
        <section class="card teach-panel" role="region" aria-label="Pseudocode" data-panel="code">
          <details ${collapsed ? '' : 'open'}><summary>Pseudocode <span class="teach-sub" id="${id}-code-title"></span></summary>
            <ol class="pseudocode" id="${id}-code"></ol>
            <div class="micro-controls">
              <label class="inline"><input type="checkbox" id="${id}-micro"> Micro-steps</label>
              <button type="button" id="${id}-micro-back" aria-label="Previous micro-step">◀ Event</button>
              <button type="button" id="${id}-micro-next" aria-label="Next micro-step">Event ▶</button>
              <output id="${id}-micro-where" class="hint"></output>
            </div>
          </details>
        </section>
        <section class="card teach-panel" role="region" aria-label="Open list" data-panel="open">
          <details ${collapsed ? '' : 'open'}><summary>Open list <span class="teach-sub" id="${id}-open-title"></span></summary>
            <div class="open-sides" id="${id}-sides" hidden>
              <button type="button" data-side="${BOTH}" aria-pressed="true">Both</button>
              <button type="button" data-side="0" aria-pressed="false">Forward</button>
              <button type="button" data-side="1" aria-pressed="false">Backward</button>
            </div>
            <div class="open-head" id="${id}-open-head" aria-hidden="true"></div>
            <div class="open-scroll" id="${id}-open-scroll" tabindex="0" aria-label="Entries in the order the search takes them">
              <div class="open-spacer" id="${id}-open-spacer"><div class="open-rows" role="list" id="${id}-open-rows"></div></div>
            </div>
            <p class="hint" id="${id}-open-hover"></p>
          </details>
        </section>
        <section class="card teach-panel" role="region" aria-label="Step explanation" data-panel="explain">
          <details ${collapsed ? '' : 'open'}><summary>Step explanation <span class="teach-sub" id="${id}-step"></span></summary>
            <p class="explain-text" id="${id}-explain" aria-live="polite"></p>
            <fieldset class="breakpoints"><legend>Breakpoints: Play stops</legend>
              <div class="bp-row"><label class="inline"><input type="checkbox" id="${id}-bp-cell"> when cell</label>
                <input type="number" id="${id}-bp-x" min="0" aria-label="Breakpoint cell x" class="bp-num">
                <input type="number" id="${id}-bp-y" min="0" aria-label="Breakpoint cell y" class="bp-num">
                <select id="${id}-bp-when" aria-label="Breakpoint event"><option value="opened">is opened</option><option value="expanded">is expanded</option></select>
                <button type="button" id="${id}-bp-use" title="Use the cell under the pointer or last tapped (B)">Inspected cell (B)</button></div>
              <div class="bp-row"><label class="inline"><input type="checkbox" id="${id}-bp-open"> when the open list first holds more than</label>
                <input type="number" id="${id}-bp-n" min="0" value="100" aria-label="Open list size" class="bp-num"> entries</div>
              <div class="bp-row"><label class="inline"><input type="checkbox" id="${id}-bp-path"> when the path is found</label></div>
              <p class="hint" id="${id}-bp-message" aria-live="polite"></p>
            </fieldset>
          </details>
        </section>
      </div>`;
    const $ = (suffix) => c.querySelector(`#${id}-${suffix}`);
    this.el = {
      code: c.querySelector('[data-panel="code"]'), open: c.querySelector('[data-panel="open"]'), explain: c.querySelector('[data-panel="explain"]'),
      showBoxes: Object.fromEntries(PANELS.map((p) => [p, c.querySelector(`[data-show="${p}"]`)])),
      arrowsBox: $('arrows'), numbersBox: $('numbers'), source: $('source'), sourceLabel: c.querySelector('.teach-source'),
      codeTitle: $('code-title'), codeList: $('code'), microBox: $('micro'), microBack: $('micro-back'), microNext: $('micro-next'), microWhere: $('micro-where'),
      openTitle: $('open-title'), sides: $('sides'), openHead: $('open-head'), openScroll: $('open-scroll'), openSpacer: $('open-spacer'), openRows: $('open-rows'), openHover: $('open-hover'),
      stepTitle: $('step'), explainText: $('explain'),
      bpCell: $('bp-cell'), bpX: $('bp-x'), bpY: $('bp-y'), bpWhen: $('bp-when'), bpUse: $('bp-use'), bpOpen: $('bp-open'), bpN: $('bp-n'), bpPath: $('bp-path'), bpMessage: $('bp-message'),
    };
    this.side = 0;
    this.setPanels([...this.shown]);
    for (const name of PANELS) this.el.showBoxes[name].addEventListener('change', (e) => this.#togglePanel(name, e.target.checked));
    this.el.arrowsBox.addEventListener('change', (e) => this.setToggle('arrows', e.target.checked));
    this.el.numbersBox.addEventListener('change', (e) => this.setToggle('numbers', e.target.checked));
    this.el.source.addEventListener('change', (e) => { this.selected = e.target.value; this.schedule(); });
    this.el.microBox.addEventListener('change', (e) => this.app.setTraceDetail(e.target.checked ? 'micro' : 'steps'));
    this.el.microBack.addEventListener('click', () => this.microStep(-1));
    this.el.microNext.addEventListener('click', () => this.microStep(1));
    this.el.sides.addEventListener('click', (e) => {
      const button = e.target.closest('[data-side]');
      if (!button) return;
      this.side = Number(button.dataset.side);
      this.el.openScroll.scrollTop = 0;
      this.schedule();
    });
    this.el.openScroll.addEventListener('scroll', () => this.#drawRows());
    // Unfolding a panel, or the panels coming into view (a mode, a layout), draws what was skipped.
    for (const name of PANELS) this.el[name].querySelector('details')?.addEventListener('toggle', () => this.schedule());
    new ResizeObserver(([entry]) => {
      this.displayed = entry.contentRect.width > 0 || entry.contentRect.height > 0;
      this.schedule();
    }).observe(c);
    this.el.openRows.addEventListener('pointerover', (e) => { if (e.pointerType !== 'touch') this.#hoverRow(e); });
    this.el.openRows.addEventListener('pointerdown', (e) => this.#hoverRow(e));
    this.el.openScroll.addEventListener('pointerleave', (e) => { if (e.pointerType === 'mouse') this.#setHover(null); });
    for (const input of [this.el.bpCell, this.el.bpX, this.el.bpY, this.el.bpWhen, this.el.bpOpen, this.el.bpN, this.el.bpPath]) {
      input.addEventListener('change', () => this.#readBreakpoints());
    }
    this.el.bpUse.addEventListener('click', () => this.breakAtInspected());
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

  /** Sets the cell breakpoint to the inspected cell (hovered or tapped on a board). Returns whether there was one. */
  breakAtInspected() {
    const cell = this.app.inspected;
    if (!cell) {
      this.el.bpMessage.textContent = 'Hover or tap a cell on the board first, then press B or this button.';
      return false;
    }
    this.el.bpX.value = cell[0];
    this.el.bpY.value = cell[1];
    this.el.bpCell.checked = true;
    this.#readBreakpoints();
    return true;
  }

  #readBreakpoints() {
    const e = this.el;
    const width = this.app.model.width, height = this.app.model.height;
    const x = Number(e.bpX.value), y = Number(e.bpY.value);
    const cellOk = Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height && e.bpX.value !== '' && e.bpY.value !== '';
    this.breakpoints.cell = e.bpCell.checked && cellOk ? { index: y * width + x, x, y, when: e.bpWhen.value } : null;
    const n = Number(e.bpN.value);
    this.breakpoints.openMoreThan = e.bpOpen.checked && Number.isInteger(n) && n >= 0 ? n : null;
    this.breakpoints.pathFound = e.bpPath.checked;
    const problems = [];
    if (e.bpCell.checked && !cellOk) problems.push(`the cell must be inside the ${width} × ${height} map`);
    if (e.bpOpen.checked && this.breakpoints.openMoreThan === null) problems.push('the open list size must be a whole number ≥ 0');
    e.bpMessage.textContent = problems.length ? `Not set: ${problems.join('; ')}.`
      : this.breakpoints.cell ? `Play stops when (${x}, ${y}) ${this.breakpoints.cell.when === 'opened' ? 'is opened' : 'is expanded'}.` : '';
    this.#redrawBoards();
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

  #redrawBoards() {
    for (const board of this.boards) board.requestDraw();
  }

  // ---- which search the panels explain ---------------------------------------------------

  #choices() {
    // In compare mode the main board shows no search, only the map to edit: the boards compared are the choices.
    const compared = [...this.boards].some((board) => board.teachSource);
    const choices = compared && !this.app.teachSource() ? [] : [{ key: MAIN, label: 'Main board', get: () => this.app.teachSource() }];
    for (const board of this.boards) {
      if (board.teachSource) choices.push({ key: board.label, label: `${board.label} (compare)`, get: () => board.teachSource() });
    }
    return choices;
  }

  #source() {
    const choices = this.#choices();
    const choice = choices.find((c) => c.key === this.selected) ?? choices[0];
    const main = choice.get();
    // In compare mode the main board shows no search: explain the first compare board until one is chosen.
    if (!main && choice.key === MAIN && choices.length > 1) return choices[1].get();
    return main;
  }

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

  #derived(source) {
    let d = this.cache.get(source.replay);
    if (!d) {
      const tracker = frontierTracker(source.replay, { syncNow: false }); // #render syncs it in slices
      const code = pseudocodeFor(source.options, source.space);
      const describeCell = (cell) => this.#describe(source, cell);
      const width = source.space === 'graph' ? 1 : (source.board?.model ?? this.app.model).width;
      d = { tracker, code, explainer: new StepExplainer({ replay: source.replay, openList: tracker, options: source.options, code, describeCell, result: source.result, width }) };
      this.cache.set(source.replay, d);
    }
    d.explainer.result = source.result;
    return d;
  }

  #position(source, cell) {
    if (source.space === 'graph') return [...source.nodes[cell]];
    const width = (source.board?.model ?? this.app.model).width;
    return [cell % width, Math.floor(cell / width)];
  }

  #describe(source, cell) {
    const [x, y] = this.#position(source, cell);
    if (source.space !== 'graph') return `(${x}, ${y})`;
    const name = cell === 0 ? 'S' : cell === 1 ? 'G' : `waypoint ${cell - 1}`;
    return `${name} (${x}, ${y})`;
  }

  #marks(board) {
    const source = this.#sourceOfBoard(board);
    if (!source || source.replay !== this.#source()?.replay) return [];
    const marks = [];
    if (this.hoverCell !== null && this.hoverCell < source.replay.cellCount) marks.push(this.#position(source, this.hoverCell));
    const event = this.#microEvent(source);
    if (event >= 0) marks.push(this.#position(source, source.replay.trace.cells[event]));
    return marks;
  }

  // ---- drawing -------------------------------------------------------------------------------

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
    if (source?.playback?.playing && now - (this.renderedAt ?? 0) < PLAYING_REDRAW_MS) {
      this.schedule();
      return;
    }
    this.renderedAt = now;
    this.#renderChoices();
    const e = this.el;
    e.microBox.checked = this.app.traceDetail === 'micro';
    if (!source) {
      const code = this.#idleCode();
      e.codeTitle.textContent = code.title;
      this.#renderCode(code, 0);
      e.explainText.textContent = 'No search is shown yet: press Play or Step. The panels follow the search step by step.';
      e.stepTitle.textContent = '';
      e.openTitle.textContent = '';
      e.sides.hidden = true;
      this.rows = null;
      e.openSpacer.style.height = '0px';
      e.openRows.replaceChildren();
      e.microWhere.textContent = '';
      return;
    }
    // Nobody sees the panels (all closed, folded or not on the page): the open list can wait, and a
    // search of millions of events on a big map costs the page no frame. Opening one redraws.
    if (!this.#visible()) return;
    const d = this.#derived(source);
    if (!d.tracker.sync(Math.max(MIN_SYNC_MS, FRAME_SCRIPT_MS - frameLoop.lastFrameMs))) {
      e.explainText.textContent = `Reading the search's ${source.replay.length.toLocaleString('en-US')} events… ` +
        `${Math.floor((100 * d.tracker.applied) / Math.max(1, source.replay.applied))} %`;
      this.schedule();
      return;
    }
    this.#syncMicro(source);
    const { text, line, step } = this.#explanation(source, d);
    e.codeTitle.textContent = d.code.title;
    if (this.shown.has('code')) this.#renderCode(d.code, line);
    e.stepTitle.textContent = `step ${step.toLocaleString('en-US')} of ${source.replay.totalSteps.toLocaleString('en-US')}`;
    const playing = source.playback?.playing;
    e.explainText.setAttribute('aria-live', playing ? 'off' : 'polite');
    if (e.explainText.textContent !== text) e.explainText.textContent = text;
    this.#renderMicro(source, d);
    if (this.shown.has('open')) this.#renderOpenList(source, d);
    this.#renderHoverNote(source, d);
  }

  // Whether any shown panel is unfolded on a displayed page (`displayed` comes from the
  // ResizeObserver, so a frame reads no layout for it; unknown until it first reports).
  #visible() {
    if (this.displayed === false) return false;
    return PANELS.some((p) => this.shown.has(p) && this.el[p].querySelector('details')?.open);
  }

  #renderChoices() {
    const choices = this.#choices();
    this.el.sourceLabel.hidden = choices.length < 2;
    const key = choices.map((c) => c.key).join('\n');
    if (this.choicesKey === key) return;
    this.choicesKey = key;
    this.el.source.replaceChildren(...choices.map((c) => Object.assign(document.createElement('option'), { value: c.key, textContent: c.label })));
    if (!choices.some((c) => c.key === this.selected)) this.selected = MAIN;
    this.el.source.value = choices.some((c) => c.key === this.selected) ? this.selected : choices[0]?.key ?? MAIN; // compare mode: its first board
  }

  // Follows the shown search's playback: breakpoints, and a redraw on every step.
  #follow(source) {
    // Nothing shown yet in a mode with its own playback (waypoints): its first load brings the search.
    const playback = source?.playback ?? (this.app.driver !== this.app ? this.app.driver : null);
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
  onPlay = (e) => {
    if (e.detail.playing || !this.listened.atEnd) this.playing = e.detail.playing;
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
    const hit = this.breakpoints.firstHit(source.replay, source.result, from, playback.step, (cell) => this.#describe(source, cell));
    if (!hit) return;
    playback.pause();
    this.lastStep = hit.step;
    playback.seek(hit.step);
    this.el.bpMessage.textContent = `Stopped at step ${hit.step.toLocaleString('en-US')}: ${hit.reason}.`;
  };

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

  #renderCode(code, line) {
    const list = this.el.codeList;
    if (this.codeShown !== code) {
      this.codeShown = code;
      list.replaceChildren(...code.lines.map((text) => {
        const item = document.createElement('li');
        item.textContent = text.trimStart();
        item.style.setProperty('--indent', String((text.length - text.trimStart().length) / 2));
        return item;
      }));
    }
    [...list.children].forEach((item, i) => {
      const running = i + 1 === line;
      item.classList.toggle('running', running);
      if (running) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    });
  }

  #renderMicro(source, d) {
    const { from, to } = d.explainer.eventsOf(source.replay.step);
    const micro = this.app.traceDetail === 'micro' && source.space === 'grid';
    const index = this.micro.index;
    this.el.microBack.disabled = index < 0 && source.replay.step === 0;
    this.el.microNext.disabled = index >= to - from - 1 && source.replay.step === source.replay.totalSteps;
    const kinds = source.replay.trace.kinds;
    const hasMicro = [...Array(Math.min(to - from, 3)).keys()].some((k) => (kinds[from + k] & 0x7f) === TRACE_KINDS.goalTest);
    this.el.microWhere.textContent = index < 0
      ? `whole step (${(to - from).toLocaleString('en-US')} events)${micro && !hasMicro && source.replay.step > 0 ? ' · this algorithm records whole steps only' : ''}`
      : `event ${index + 1} of ${to - from}`;
  }

  #renderOpenList(source, d) {
    const e = this.el;
    const { tracker } = d;
    const two = tracker.sides.length === 2;
    e.sides.hidden = !two;
    // A bidirectional search opens on both lists together (the order the search takes them).
    if (this.sidesOf !== tracker) {
      this.sidesOf = tracker;
      this.side = two ? BOTH : 0;
    }
    if (!two) this.side = 0;
    if (two) {
      for (const button of e.sides.querySelectorAll('[data-side]')) {
        const side = Number(button.dataset.side);
        button.setAttribute('aria-pressed', String(side === this.side));
        const name = side === BOTH ? 'Both' : side === 0 ? 'Forward' : 'Backward';
        button.textContent = `${name} ${tracker.sizeOf(side).toLocaleString('en-US')}${tracker.nextSide === side ? ' · next' : ''}`;
      }
    }
    const { kind } = tracker.rule;
    const queue = tracker.rule.queue;
    const tie = (tracker.rule.tie === 'fifo' || tracker.rule.tie === 'lifo') && !queue && kind !== 'deepening-path';
    const size = tracker.sizeOf(this.side);
    e.openTitle.textContent = this.#frontierTitle(tracker, size, source.options?.costModel === 'integer');
    const noH = tracker.rule.hWeight === 0; // Dijkstra: h is always 0, f is g
    // Both lists together: a side column instead of h (the panel has room for five columns; h is in each side's list).
    const both = this.side === BOTH;
    const columns = both ? [...(noH ? ['#', 'cell', 'g'] : ['#', 'cell', 'f', 'g']), 'side']
      : queue || noH ? ['#', 'cell', 'g'] : ['#', 'cell', 'f', 'g', 'h', ...(tie ? ['tie'] : [])];
    const head = columns.join('|');
    if (e.openHead.dataset.columns !== head) {
      e.openHead.dataset.columns = head;
      e.openHead.replaceChildren(...columns.map((c) => Object.assign(document.createElement('span'), { textContent: c })));
      e.openHead.style.setProperty('--columns', String(columns.length));
      e.openRows.style.setProperty('--columns', String(columns.length));
    }
    this.rows = { source, tracker, side: this.side, size, short: queue || noH, queue, tie, both, integer: source.options?.costModel === 'integer' };
    e.openSpacer.style.height = `${size * ROW_HEIGHT}px`;
    this.#drawRows();
  }

  // The list's heading in the algorithm's own terms: a queue, a stack, IDA*'s pass and bound, keys [k1; k2].
  #frontierTitle(tracker, size, integer) {
    const count = size.toLocaleString('en-US');
    switch (tracker.rule.kind) {
      case 'fifo-queue': return `${count} in the queue`;
      case 'lifo-stack': return `${count} on the stack, top first`;
      case 'deepening-path': return `${count} to try · pass ${tracker.pass.toLocaleString('en-US')}, bound ${formatNumber(tracker.bound, integer)}, depth ${Math.max(0, tracker.path.length - 1).toLocaleString('en-US')}`;
      case 'now-later': return `${count} in the list · threshold ${formatNumber(tracker.threshold, integer)}, iteration ${tracker.iteration.toLocaleString('en-US')}`;
      case 'two-part-key': return `${count} ${size === 1 ? 'entry' : 'entries'} by key [f; g] = [min(g, rhs) + h; min(g, rhs)]`;
      default: return `${count} ${size === 1 ? 'entry' : 'entries'}`;
    }
  }

  // Draws only the rows in view (plus a few), so 50,000 entries scroll like 50.
  #drawRows() {
    const r = this.rows;
    if (!r) return;
    const scroll = this.el.openScroll;
    const first = Math.max(0, Math.floor(scroll.scrollTop / ROW_HEIGHT) - OVERSCAN);
    const count = Math.ceil((scroll.clientHeight || 300) / ROW_HEIGHT) + 2 * OVERSCAN;
    const entries = r.tracker.entries(r.side, first, count);
    const rows = this.el.openRows;
    rows.style.transform = `translateY(${first * ROW_HEIGHT}px)`;
    while (rows.children.length < entries.length) {
      const row = document.createElement('div');
      row.setAttribute('role', 'listitem');
      row.className = 'open-row';
      rows.append(row);
    }
    while (rows.children.length > entries.length) rows.lastChild.remove();
    const n = (v) => formatNumber(v, r.integer);
    entries.forEach((entry, i) => {
      const row = rows.children[i];
      const [x, y] = this.#position(r.source, entry.cell);
      const cells = r.both ? [first + i + 1, `(${x}, ${y})`, ...(r.short ? [] : [n(entry.f)]), n(entry.g), entry.side === 0 ? 'fwd' : 'back']
        : r.short ? [first + i + 1, `(${x}, ${y})`, n(entry.g)]
          : [first + i + 1, `(${x}, ${y})`, n(entry.f), n(entry.g), n(entry.h), ...(r.tie ? [formatNumber(entry.tie, true)] : [])];
      const key = cells.join('|');
      if (row.dataset.key !== key) {
        row.dataset.key = key;
        row.dataset.cell = String(entry.cell);
        // Text changes in place: scrolling rewrites a few dozen strings, not elements.
        while (row.children.length < cells.length) row.append(document.createElement('span'));
        while (row.children.length > cells.length) row.lastChild.remove();
        cells.forEach((text, c) => { if (row.children[c].textContent !== String(text)) row.children[c].textContent = String(text); });
        row.setAttribute('aria-label', `${first + i + 1}: ${this.#describe(r.source, entry.cell)}${r.short ? '' : `, f ${n(entry.f)}`}, g ${n(entry.g)}${r.both ? `, ${entry.side === 0 ? 'forward' : 'backward'}` : ''}`);
      }
      row.classList.toggle('next', first + i === 0);
      row.classList.toggle('hovered', entry.cell === this.hoverCell || entry.cell === this.#inspectedIndex(r.source));
    });
  }

  #inspectedIndex(source) {
    const cell = this.app.inspected;
    if (!cell || source.space === 'graph') return -1;
    if (this.app.inspectedBoard && this.app.inspectedBoard.replay !== source.replay) return -1;
    const width = (source.board?.model ?? this.app.model).width;
    return cell[1] * width + cell[0];
  }

  // A cell hovered on the board: where it waits in the open list (and scroll there).
  #renderHoverNote(source, d) {
    const index = this.#inspectedIndex(source);
    const note = this.el.openHover;
    if (index < 0) {
      note.textContent = 'Hover or tap an entry to find its cell; hover a cell to find its entry.';
      this.lastInspected = -1;
      return;
    }
    const side = d.tracker.sideOf(index);
    const both = this.side === BOTH && d.tracker.sides.length === 2;
    const rank = side >= 0 ? d.tracker.rankOf(index, both ? BOTH : side) : -1;
    const where = d.tracker.sides.length !== 2 ? '' : both ? ` of both lists (${side === 0 ? 'forward' : 'backward'})` : ` of the ${side === 0 ? 'forward' : 'backward'} list`;
    note.textContent = rank < 0 ? `${this.#describe(source, index)} is not in the open list.`
      : `${this.#describe(source, index)} waits at place ${(rank + 1).toLocaleString('en-US')}${where}.`;
    if (rank >= 0 && this.lastInspected !== index && this.shown.has('open')) {
      this.lastInspected = index;
      if (!both && side !== this.side) {
        this.side = side;
        this.#renderOpenList(source, d);
      }
      const scroll = this.el.openScroll;
      const top = rank * ROW_HEIGHT;
      if (top < scroll.scrollTop || top > scroll.scrollTop + scroll.clientHeight - ROW_HEIGHT) {
        scroll.scrollTop = Math.max(0, top - scroll.clientHeight / 2);
        this.#drawRows();
      }
    }
  }

  #hoverRow(e) {
    const row = e.target.closest('.open-row');
    if (!row) return;
    const cell = Number(row.dataset.cell);
    // A tap on the highlighted entry clears it; a mouse just follows the pointer.
    if (e.type === 'pointerdown' && e.pointerType !== 'mouse' && this.hoverCell === cell) this.#setHover(null);
    else this.#setHover(cell);
  }

  #setHover(cell) {
    if (this.hoverCell === cell) return;
    this.hoverCell = cell;
    this.#redrawBoards();
    this.#drawRows();
  }
}
