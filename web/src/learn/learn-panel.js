// The "Learn by doing" card under the playback controls (docs/learning.md): Predict, Quiz me and
// Simulate by hand, each in its own file. The card's words and buttons are here, in the page's first
// load; the activities (activities.js) load when a learner first presses one of its buttons, or when
// a lesson's stop or a script asks for one (ui/lazy.js): most visits never use them. Sets app.learn
// for lessons and window.pathlab: { predict: { setOn(on), state(), answer([x, y]) },
// quiz: { ask(), answer(i), state() }, hand: { state() } }; their state() before the load is the
// state the activities start in.

import { lazyPart } from '../ui/lazy.js';

/** Predict's state before its first question (predict.js starts from it). */
export const PREDICT_START = Object.freeze({ on: false, asked: 0, right: 0, wrong: 0, streak: 0, last: null });
/** Quiz me's state before its first question (quiz.js starts from it). */
export const QUIZ_START = Object.freeze({ asked: 0, right: 0, answered: false, question: null });
/** Quiz me's answer with no question asked. */
export const NO_QUESTION = 'no question is asked: press Quiz me first';

/** @typedef {import('./activities.js').Activities} Activities */
/**
 * @typedef {{
 *   predict: { setOn(on: boolean): Promise<void>, state(): ReturnType<Activities['predict']['state']>, answer(cell: number[]): Promise<void> },
 *   quiz: { ask(): Promise<Awaited<ReturnType<Activities['quiz']['ask']>>>, answer(i: number): ReturnType<Activities['quiz']['answer']>,
 *     state(): ReturnType<Activities['quiz']['state']> },
 *   hand: { state(): ReturnType<Activities['hand']['state']> | null },
 * }} Learning
 */

/**
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} container
 * @returns {Learning}
 */
export function installLearning(app, container) {
  container.classList.add('learn');
  container.setAttribute('aria-labelledby', 'learn-title');
  container.innerHTML = `
    <h2 id="learn-title">Learn by doing</h2>
    <div class="learn-buttons">
      <button type="button" id="predict-toggle" aria-pressed="false" title="Before each step, pick the cell you think is expanded next">Predict the next step</button>
      <button type="button" id="quiz-ask" title="A question about the search at the step shown">Quiz me</button>
      <button type="button" id="hand-toggle" aria-expanded="false" aria-controls="hand-sim" title="Run a search yourself on a small map">Simulate by hand</button>
      <button type="button" id="peek-toggle" aria-pressed="false" hidden title="Show the open list's first entries on the board (its first row is the answer)">Peek at the open list</button>
    </div>
    <div class="learn-activity">
      <p class="hint" id="predict-prompt" aria-live="polite" hidden></p>
      <p class="learn-feedback" id="predict-feedback" role="status" hidden></p>
      <span class="learn-score" id="predict-score" hidden></span>
    </div>
    <div class="learn-activity">
      <p class="learn-question" id="quiz-question" aria-live="polite" hidden></p>
      <div class="learn-choices" id="quiz-choices" role="group" aria-label="Answers" hidden></div>
      <p class="learn-feedback" id="quiz-feedback" role="status" hidden></p>
      <span class="learn-score" id="quiz-score" hidden></span>
    </div>
    <div class="learn-activity hand" id="hand-sim" hidden></div>`;
  /** @type {(id: string) => any} */
  const $ = (id) => container.querySelector(`#${id}`);
  const activities = lazyPart('Learn by doing', async () => (await import('./activities.js')).startActivities(app, $));

  // Until the activities have loaded, a press of one of the card's buttons loads them and then does
  // what the button does; from then on the activities' own listeners answer the buttons.
  const firstPress = {
    'predict-toggle': (/** @type {Activities} */ a) => a.predict.setOn(true),
    'quiz-ask': (/** @type {Activities} */ a) => a.quiz.ask(),
    'hand-toggle': (/** @type {Activities} */ a) => a.toggleHand(),
  };
  const onFirstPress = async (/** @type {Event} */ event) => {
    const button = /** @type {HTMLButtonElement} */ (event.currentTarget);
    if (activities.loaded() || button.getAttribute('aria-busy') === 'true') return; // loaded, or a press already loading them
    button.setAttribute('aria-busy', 'true');
    try {
      const loaded = await activities();
      for (const id of Object.keys(firstPress)) $(id).removeEventListener('click', onFirstPress);
      await firstPress[button.id](loaded);
    } catch (error) {
      app.reportError(error.message); // the card stays as it was: the next press tries again
    } finally {
      button.removeAttribute('aria-busy');
    }
  };
  for (const id of Object.keys(firstPress)) $(id).addEventListener('click', onFirstPress);

  app.learn = {
    predict: {
      setOn: async (on) => { if (on || activities.loaded()) await (await activities()).predict.setOn(on); },
      state: () => activities.loaded()?.predict.state() ?? { ...PREDICT_START },
      answer: async (cell) => (await activities()).predict.answer(cell),
    },
    quiz: {
      ask: async () => (await activities()).quiz.ask(),
      answer: (i) => {
        const loaded = activities.loaded();
        if (!loaded) throw new Error(NO_QUESTION);
        return loaded.quiz.answer(i);
      },
      state: () => activities.loaded()?.quiz.state() ?? { ...QUIZ_START },
    },
    hand: { state: () => activities.loaded()?.hand.state() ?? null },
  };
  return app.learn;
}
