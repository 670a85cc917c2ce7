// Quiz me (docs/learning.md, "Quiz me"): a question about the search on the board at the step
// shown (questions.js), its cells ringed on the board, answered by pressing one of its choices;
// the page says right or not quite with the worked answer. Each question is drawn at random, so
// the quiz can be practised again.

import { CSS } from '../render/palette.js';
import { boardCanSearch, boardSearch } from './board-source.js';
import { checkAnswer, makeQuestion } from './questions.js';
import { NO_QUESTION, QUIZ_START } from './learn-panel.js';

export class Quiz {
  /**
   * @param {import('../app/app.js').App} app
   * @param {{ask: HTMLButtonElement, question: HTMLElement, choices: HTMLElement, feedback: HTMLElement, score: HTMLElement}} el
   */
  constructor(app, el) {
    this.app = app;
    this.el = el;
    this.question = null;
    this.step = null; // the step the question is about
    this.asked = QUIZ_START.asked;
    this.right = QUIZ_START.right;
    /** @type {boolean} */
    this.answered = QUIZ_START.answered;
    el.ask.addEventListener('click', () => this.ask().catch((error) => app.reportError(error.message)));
    app.renderer.addOverlay((ctx, view) => this.#draw(ctx, view));
    app.on('search', () => { if (this.question && !boardSearch(app)) this.#clear(); });
  }

  /** Asks a new question about the step shown (a search is computed, paused at its first step, when none is shown). */
  async ask() {
    const { app, el } = this;
    if (!boardCanSearch(app)) {
      app.reportError('Quiz me asks about the search on the main board: pick the grid search, chase or flee mode first.');
      return null;
    }
    app.pause();
    await app.stepForward(0).catch(() => {}); // as Predict: a failed search is in the alert already, a replaced one no failure
    const search = boardSearch(app);
    if (!search) return null;
    const question = makeQuestion({ pathlab: app.pathlab, ...search, random: Math.random });
    this.question = question;
    this.step = search.replay.step;
    this.answered = false;
    el.question.textContent = `Step ${search.replay.step}: ${question.prompt}`;
    el.question.hidden = false;
    el.feedback.textContent = '';
    el.feedback.hidden = true;
    el.choices.replaceChildren(...question.choices.map((label, i) => {
      const button = Object.assign(document.createElement('button'), { type: 'button', textContent: label });
      button.addEventListener('click', () => this.answer(i));
      return button;
    }));
    el.choices.hidden = false;
    app.renderer.requestDraw();
    return { prompt: question.prompt, choices: [...question.choices] };
  }

  /** Answers the question shown with choice i: { correct, text }. */
  answer(i) {
    const { el } = this;
    if (!this.question) throw new Error(NO_QUESTION);
    if (this.answered) return null;
    const checked = checkAnswer(this.question, i);
    this.answered = true;
    this.asked++;
    if (checked.correct) this.right++;
    [...el.choices.children].forEach((/** @type {HTMLButtonElement} */ button, n) => {
      button.disabled = true;
      if (n === this.question.answer) button.dataset.right = 'true';
      if (n === i && !checked.correct) button.dataset.wrong = 'true';
    });
    el.feedback.textContent = checked.text;
    el.feedback.dataset.correct = String(checked.correct);
    el.feedback.hidden = false;
    el.score.hidden = false;
    el.score.textContent = `Quiz ${this.right} / ${this.asked}`;
    return checked;
  }

  /** { asked, right, question: { prompt, choices, kind } | null, answered }. */
  state() {
    const q = this.question;
    return { asked: this.asked, right: this.right, answered: this.answered, question: q && { prompt: q.prompt, choices: [...q.choices], kind: q.kind } };
  }

  #clear() {
    this.question = null;
    this.el.question.hidden = true;
    this.el.choices.hidden = true;
    this.el.choices.replaceChildren();
    this.el.feedback.hidden = true;
  }

  // The question's cells framed on the board while its step is shown.
  #draw(ctx, view) {
    const q = this.question;
    if (!q || view.board !== this.app.renderer || this.app.step !== this.step || !q.cells.length) return;
    const { width } = this.app.model;
    for (const cell of q.cells) {
      const [sx, sy] = view.cellToScreen(cell % width, Math.floor(cell / width));
      const z = view.zoom;
      ctx.save();
      ctx.strokeStyle = CSS.markerRing;
      ctx.lineWidth = 5;
      ctx.strokeRect(sx - 1, sy - 1, z + 2, z + 2);
      ctx.strokeStyle = CSS.current;
      ctx.lineWidth = 2.5;
      ctx.strokeRect(sx - 1, sy - 1, z + 2, z + 2);
      ctx.restore();
    }
  }
}
