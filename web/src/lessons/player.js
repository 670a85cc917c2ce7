// Plays a lesson in the page's Lesson region: the stop's map, options and step through the share
// contract (app.applyState), its caption as plain text, Back and Next, and Exit lesson, which brings
// back what the page showed before. While a lesson plays, app.lessonPlaying is true: the page hides
// the controls a lesson does not need (lessons.css) and does not keep the lesson's maps as the
// learner's drawing (web/src/app/persist.js).

import { fullStop } from '../ui/sentence.js';
import { el } from '../ui/dom.js';

/**
 * The page's "Learn by doing" card, on pages that have one: a stop's activity turns Predict on or
 * asks a quiz question (loading the card's activities first, when they are not yet: a failed load is said in the alert).
 * @typedef {{predict: {setOn: (on: boolean) => Promise<unknown>}, quiz: {ask: () => Promise<unknown>}}} LearnCard
 */
/** @typedef {import('../app/app.js').App & {learn?: LearnCard | null}} LessonApp */

export class LessonPlayer {
  /**
   * @param {LessonApp} app
   * @param {HTMLElement} region the Lesson region (role="region", aria-label="Lesson")
   * @param {{progress?: import('./progress.js').LessonProgress, canExit?: boolean,
   *   onEdit?: ((lesson: {title: string, stops: object[]}) => Promise<void>) | null}} how
   *   onEdit: "Edit this lesson" hands the lesson to the editor (the playground; none in an embed)
   */
  constructor(app, region, { progress = null, canExit = true, onEdit = null } = {}) {
    this.app = app;
    this.region = region;
    this.progress = progress;
    this.lesson = null;
    this.id = null;
    this.index = 0; // the stop asked for last (Back and Next count from it)
    this.shown = -1; // the stop whose state the page shows: applying a stop's state takes a search
    this.before = null; // the page's state when the lesson opened, for Exit lesson
    // Stops are shown one after another, each with its activity: Predict, turned on, pauses and may seek
    // its search back to the first step, which must not land on the state of a stop asked for meanwhile.
    this.turn = Promise.resolve();
    this.title = el('h2', { className: 'lesson-title' });
    this.counter = el('p', { className: 'lesson-counter' });
    this.caption = el('p', { className: 'lesson-caption' });
    this.caption.setAttribute('aria-live', 'polite');
    this.backButton = el('button', { type: 'button', textContent: 'Back', onclick: () => this.#run(() => this.go(this.index - 1)) });
    this.nextButton = el('button', { type: 'button', textContent: 'Next', className: 'primary', onclick: () => this.#run(() => this.go(this.index + 1)) });
    this.exitButton = el('button', { type: 'button', textContent: 'Exit lesson', hidden: !canExit, onclick: () => this.#run(() => this.exit()) });
    this.editButton = el('button', { type: 'button', textContent: 'Edit this lesson', hidden: !onEdit,
      title: 'Open this lesson in the editor: change, move, insert and delete its stops, then copy its new link',
      onclick: () => this.#run(async () => {
        const lesson = this.lesson;
        if (!lesson || !onEdit) return;
        await this.exit();
        await onEdit(lesson);
      }) });
    this.view = el('div', { className: 'lesson-play', hidden: true },
      el('div', { className: 'lesson-head' }, this.title, this.counter),
      this.caption,
      el('div', { className: 'lesson-buttons' }, this.backButton, this.nextButton, this.exitButton, this.editButton));
    region.prepend(this.view); // before the editor, which may have loaded first
  }

  get playing() { return this.lesson !== null; }

  /** { id, title, stop, stops, caption } of the stop the page shows, or null when no lesson's stop is shown yet. */
  state() {
    if (!this.lesson || this.shown < 0) return null;
    const { title, stops } = this.lesson;
    return { id: this.id, title, stop: this.shown + 1, stops: stops.length, caption: stops[this.shown].caption };
  }

  /**
   * Opens a lesson at a stop (1-based). Every stop is checked first, so a lesson with a bad stop is
   * refused whole and nothing on the page changes.
   * @param {{title: string, stops: {state: object, caption: string, activity: string}[]}} lesson
   * @param {{id?: string | null, stop?: number}} [where] id: the lesson's progress is kept under it
   * @throws {Error} naming the stop at fault
   */
  async open(lesson, { id, stop = 1 } = {}) {
    lesson.stops.forEach(({ state }, i) => {
      try {
        this.app.checkState(state);
      } catch (error) {
        throw new Error(`stop ${i + 1} of the lesson cannot be shown: ${fullStop(error.message)}`, { cause: error });
      }
    });
    // The learner's drawing, unless a lesson being left has not brought it back yet.
    if (!this.lesson && !this.before) this.before = this.app.getState();
    this.lesson = lesson;
    this.shown = -1;
    this.id = id;
    this.app.lessonPlaying = true;
    document.body.dataset.lesson = 'playing';
    this.view.hidden = false;
    this.region.hidden = false;
    this.title.textContent = lesson.title;
    await this.go(Math.min(Math.max(stop, 1), lesson.stops.length) - 1);
  }

  /**
   * Shows stop index (0-based) once the stops asked for before it are shown; out of range: nothing happens.
   * @returns {Promise<void>}
   */
  go(index) {
    if (!this.lesson || index < 0 || index >= this.lesson.stops.length) return Promise.resolve();
    this.index = index; // now: a second Next before this stop is shown counts from it
    const lesson = this.lesson;
    return this.#inTurn(() => this.#show(lesson, index));
  }

  async #show(lesson, index) {
    // Another stop or lesson asked for meanwhile is shown instead, in its turn.
    const asked = () => this.lesson === lesson && this.index === index;
    if (!asked()) return;
    const { state, caption, activity } = lesson.stops[index];
    this.app.clearError();
    await this.app.applyState(state);
    if (!asked()) return;
    this.counter.textContent = `Stop ${index + 1} of ${lesson.stops.length}`;
    this.caption.textContent = caption; // plain text: markup in a caption shows as written
    this.backButton.disabled = index === 0;
    this.nextButton.disabled = index === lesson.stops.length - 1;
    this.progress?.reached(this.id, index + 1, lesson.stops.length);
    // The predict and quiz panels, on pages that have them.
    const said = (error) => this.app.reportError(error.message);
    if (activity === 'predict') await this.app.learn?.predict.setOn(true).catch(said);
    if (activity === 'quiz') await this.app.learn?.quiz.ask().catch(said);
    if (asked()) this.shown = index;
    this.region.dispatchEvent(new Event('lessonchange'));
  }

  /** Leaves the lesson and shows what the page showed before it (once the stop being shown is). */
  async exit() {
    if (!this.lesson) return;
    const before = this.before;
    this.lesson = null;
    this.shown = -1;
    this.view.hidden = true;
    this.region.hidden = this.region.querySelector('.lesson-author:not([hidden])') === null;
    delete document.body.dataset.lesson;
    try {
      await this.#inTurn(async () => {
        if (before) await this.app.applyState(before);
      });
    } finally {
      if (!this.lesson) { // unless another lesson opened meanwhile: it keeps the drawing to bring back
        this.before = null;
        this.app.lessonPlaying = false;
        this.region.dispatchEvent(new Event('lessonchange'));
      }
    }
  }

  /** Runs fn after what was asked before it has run (failed or not); resolves or rejects with fn. */
  #inTurn(fn) {
    const turn = this.turn.then(fn);
    this.turn = turn.catch(() => {});
    return turn;
  }

  async #run(fn) {
    try {
      await fn();
    } catch (error) {
      this.app.reportError(error.message);
    }
  }
}
