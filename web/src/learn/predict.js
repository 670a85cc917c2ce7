// Predict (docs/learning.md, "Predict"): stepping turns into questions. Before each step the
// learner picks the cell they think is expanded next, with a click, a tap, a pen or the keyboard
// (arrow keys move a marked cell on the focused map, Enter or Space answers); the page says right
// or not quite and why (predict-judge.js), then shows the step either way, so a wrong answer
// teaches and the learner moves on. While on, the map is not edited: a tap answers instead.

import { CSS } from '../render/palette.js';
import { boardCanSearch, boardSearch } from './board-source.js';
import { cellWords, judgePrediction, pendingQuestion } from './predict-judge.js';
import { algorithmInfo } from '../lib/options.js';
import { PREDICT_START } from './learn-panel.js';

const KEY_MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

export class Predict {
  /**
   * @param {import('../app/app.js').App} app
   * @param {{toggle: HTMLButtonElement, prompt: HTMLElement, feedback: HTMLElement, score: HTMLElement}} el
   */
  constructor(app, el) {
    this.app = app;
    this.el = el;
    this.on = PREDICT_START.on;
    this.asked = PREDICT_START.asked;
    this.right = PREDICT_START.right;
    this.wrong = PREDICT_START.wrong;
    this.streak = PREDICT_START.streak;
    /** @type {{cell: number[], correct: boolean, expected: number[], text: string, step: number} | null} */
    this.last = PREDICT_START.last;
    this.cursor = null; // [x, y]: the keyboard's marked cell
    this.press = null; // { id, cell }: a press that a release on the same cell turns into an answer
    this.busy = false;
    this.previousHandler = null;
    el.toggle.addEventListener('click', () => this.setOn(!this.on).catch((error) => app.reportError(error.message)));
    app.renderer.canvas.addEventListener('keydown', (e) => this.#key(e));
    app.renderer.addOverlay((ctx, view) => this.#draw(ctx, view));
    app.on('step', () => this.#showPrompt());
    app.on('search', () => this.#showPrompt());
    app.on('settings', () => { if (this.on && !boardCanSearch(app)) this.setOn(false); });
    this.#showPrompt();
  }

  /** { on, asked, right, wrong, streak, last }: last = { cell: [x, y], correct, expected: [x, y], text } or null. */
  state() {
    const last = this.last && { cell: [...this.last.cell], correct: this.last.correct, expected: [...this.last.expected], text: this.last.text };
    return { on: this.on, asked: this.asked, right: this.right, wrong: this.wrong, streak: this.streak, last };
  }

  /** Turns prediction on or off. On: pauses playback and shows the search at the step shown (searching first if none is). */
  async setOn(on) {
    on = !!on;
    if (on && !boardCanSearch(this.app)) {
      this.app.reportError('Predict works with the search on the main board: pick the grid search, chase or flee mode first.');
      return;
    }
    if (on === this.on) return;
    this.on = on;
    this.el.toggle.setAttribute('aria-pressed', String(on));
    this.press = null;
    if (on) {
      this.previousHandler = this.app.editor.handler;
      this.app.editor.setPointerHandler(this.#pointerHandler(this.previousHandler));
      this.app.pause();
      // The open list's first row is the answer: fold it (unfolding it again is a deliberate peek).
      for (const details of document.querySelectorAll('[role="region"][aria-label="Open list"] details')) /** @type {HTMLDetailsElement} */ (details).open = false;
      this.#showPrompt();
      // A search paused where it is (computed first when none is shown). A failed search has said why in the
      // page's alert already, and one replaced by a newer search (a lesson loading its map) is no failure.
      await this.app.stepForward(0).catch(() => {});
      if (this.on && this.app.atEnd) this.app.seek(0); // nothing to predict at the end: from the first step
    } else {
      if (this.app.editor.handler?.predict) this.app.editor.setPointerHandler(this.previousHandler);
      this.cursor = null;
    }
    this.#showPrompt();
    this.app.renderer.requestDraw();
  }

  /**
   * Answers the pending question with cell [x, y] of the main board, then shows the step.
   * @param {number[]} cell
   */
  async answer([x, y]) {
    if (!this.on || this.busy) return;
    if (!this.app.model.inside(x, y)) {
      this.#say(`(${x}, ${y}) is outside the map, which is ${this.app.model.width} × ${this.app.model.height}.`);
      return;
    }
    this.busy = true; // one answer at a time: a second press while the step is shown waits for the next question
    try {
      await this.#answer(x, y);
    } finally {
      this.busy = false;
    }
  }

  async #answer(x, y) {
    const { app } = this;
    // No search shown (the map or the options changed): search first, and the press answers its first step.
    if (app.mode === 'editing') await app.stepForward(0).catch(() => {});
    const search = boardSearch(app);
    if (!search || app.mode === 'searching') {
      this.#say('The search is still being computed: try again in a moment.');
      return;
    }
    const pending = pendingQuestion(search);
    if (!pending) {
      this.#say('The search has ended: there is nothing left to predict. Step back, or press First step to start again.');
      return;
    }
    const judged = judgePrediction(search, y * search.width + x);
    const width = search.width;
    this.asked++;
    if (judged.correct) { this.right++; this.streak++; } else { this.wrong++; this.streak = 0; }
    this.last = { cell: [x, y], correct: judged.correct, expected: [judged.expected % width, Math.floor(judged.expected / width)], text: judged.text, step: pending.step };
    this.el.feedback.textContent = judged.text;
    this.el.feedback.dataset.correct = String(judged.correct);
    this.#showScore();
    await app.stepForward(1); // the step is shown after either answer: the explanation says what it did
  }

  #say(text) {
    this.el.feedback.textContent = text;
    delete this.el.feedback.dataset.correct;
  }

  #showScore() {
    this.el.score.hidden = !this.on && this.asked === 0;
    this.el.score.textContent = `Score ${this.right} / ${this.asked} · streak ${this.streak}`;
  }

  #showPrompt() {
    const { el, app } = this;
    this.#showScore();
    el.prompt.hidden = !this.on;
    el.feedback.hidden = !this.on && !this.last;
    if (!this.on) return;
    const search = boardSearch(app);
    if (!search) {
      el.prompt.textContent = app.mode === 'searching' ? 'Searching…' : 'Press Step or Play to begin a search, then predict each step.';
      return;
    }
    const pending = pendingQuestion(search);
    const name = algorithmInfo(search.algorithm)?.name ?? search.algorithm;
    const cursor = this.cursor ? ` Marked: ${cellWords(this.cursor[1] * search.width + this.cursor[0], search.width)}.` : '';
    el.prompt.textContent = pending
      ? `Step ${pending.step + 1}: which cell does ${name} expand next? Click or tap it (on the focused map: arrow keys, then Enter).${cursor}`
      : 'The search has ended: nothing left to predict.';
  }

  // Takes the board's pointer events while on: a press and a release on the same cell answer; a second finger
  // (a pinch) goes to the editor, which zooms. Off: the handler that was there (a page mode's) has them.
  #pointerHandler(previous) {
    const pass = (name, cell, e) => previous?.[name]?.(cell, e) ?? false;
    return {
      // The mode under Predict keeps its words for the map (Flee's threat, a waypoint), so the keys'
      // cursor reads its cells as it did before.
      mode: previous?.mode,
      goalName: previous?.goalName,
      cellWords: previous?.cellWords,
      mapWords: previous?.mapWords,
      predict: true,
      down: (cell, e) => {
        if (!this.on) return pass('down', cell, e);
        if (this.press || (e.pointerType === 'mouse' && e.button === 1)) { // a second finger (pinch) or the middle button (pan)
          this.press = null;
          return false;
        }
        if (e.button !== 0) return true; // a right press would erase: while predicting, the map is not edited
        this.press = { id: e.pointerId, cell };
        return true;
      },
      move: (cell, e) => (this.on ? this.press?.id === e.pointerId : pass('move', cell, e)),
      up: (cell, e) => {
        if (!this.on) return pass('up', cell, e);
        const press = this.press;
        if (!press || press.id !== e.pointerId) return false;
        this.press = null;
        if (press.cell[0] === cell[0] && press.cell[1] === cell[1]) {
          this.cursor = null;
          this.answer(cell).catch((error) => this.app.reportError(error.message));
        }
        return true;
      },
    };
  }

  // Arrow keys move the marked cell and Enter or Space answers, only while the map has focus
  // (bindKeyboard's shortcuts hear the keys otherwise: this listener is on the canvas, before them).
  #key(e) {
    if (!this.on || e.ctrlKey || e.metaKey || e.altKey) return;
    const move = KEY_MOVES[e.key];
    if (!move && e.key !== 'Enter' && e.key !== ' ') return;
    e.preventDefault();
    e.stopPropagation();
    const { model } = this.app;
    if (move) {
      const from = this.cursor ?? this.#cursorStart();
      const step = e.shiftKey ? 5 : 1;
      this.cursor = [Math.max(0, Math.min(model.width - 1, from[0] + move[0] * step)), Math.max(0, Math.min(model.height - 1, from[1] + move[1] * step))];
      this.app.inspect(this.cursor);
      this.#showPrompt();
      this.app.renderer.requestDraw();
    } else if (this.cursor) {
      this.answer(this.cursor).catch((error) => this.app.reportError(error.message));
    } else {
      this.cursor = this.#cursorStart();
      this.#showPrompt();
      this.app.renderer.requestDraw();
    }
  }

  // Where the keyboard's mark begins: the cell expanded last, or the start (never the answer).
  #cursorStart() {
    const search = boardSearch(this.app);
    const current = search?.replay.current ?? -1;
    if (current >= 0) return [current % search.width, Math.floor(current / search.width)];
    return [...this.app.model.start];
  }

  #draw(ctx, view) {
    if (view.board !== this.app.renderer) return;
    const ring = (x, y, color, dashed) => {
      const [sx, sy] = view.cellToScreen(x, y);
      const r = Math.max(4, view.zoom * 0.62);
      ctx.save();
      ctx.lineWidth = Math.max(2, Math.min(4, view.zoom / 6));
      ctx.setLineDash(dashed ? [4, 3] : []);
      ctx.strokeStyle = CSS.markerRing;
      ctx.lineWidth += 2;
      ctx.beginPath();
      ctx.arc(sx + view.zoom / 2, sy + view.zoom / 2, r, 0, 2 * Math.PI);
      ctx.stroke();
      ctx.lineWidth -= 2;
      ctx.strokeStyle = color;
      ctx.stroke();
      ctx.restore();
    };
    const last = this.last;
    // The answer stays marked on the step it led to: the expected cell (just expanded) and a wrong pick.
    if (last && this.app.step === last.step + 1) {
      ring(...last.expected, CSS.path, false);
      if (!last.correct || last.cell[0] !== last.expected[0] || last.cell[1] !== last.expected[1]) ring(...last.cell, last.correct ? CSS.path : CSS.closedHigh, true);
    }
    if (this.on && this.cursor) ring(...this.cursor, CSS.current, true);
  }
}
