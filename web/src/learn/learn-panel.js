// The "Learn by doing" card under the playback controls (docs/learning.md): Predict, Quiz me and
// Simulate by hand, each in its own file. Sets app.learn for lessons and window.pathlab:
// { predict: { setOn(on), state(), answer([x, y]) }, quiz: { ask(), answer(i), state() }, hand }.

import { HandSim } from './hand-sim.js';
import { OpenPeek } from './open-peek.js';
import { Predict } from './predict.js';
import { Quiz } from './quiz.js';

/**
 * @typedef {{
 *   predict: { setOn(on: boolean): Promise<void>, state(): ReturnType<Predict['state']>, answer(cell: number[]): Promise<void> },
 *   quiz: { ask(): ReturnType<Quiz['ask']>, answer(i: number): ReturnType<Quiz['answer']>, state(): ReturnType<Quiz['state']> },
 *   hand: HandSim,
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
  const predict = new Predict(app, { toggle: $('predict-toggle'), prompt: $('predict-prompt'), feedback: $('predict-feedback'), score: $('predict-score') });
  new OpenPeek(app, { toggle: $('peek-toggle'), predictToggle: $('predict-toggle') });
  const quiz = new Quiz(app, { ask: $('quiz-ask'), question: $('quiz-question'), choices: $('quiz-choices'), feedback: $('quiz-feedback'), score: $('quiz-score') });
  const hand = new HandSim($('hand-sim'));
  $('hand-toggle').addEventListener('click', () => {
    const open = $('hand-sim').hidden;
    $('hand-sim').hidden = !open;
    $('hand-toggle').setAttribute('aria-expanded', String(open));
    if (open) hand.start();
    else hand.close();
  });
  app.learn = {
    predict: { setOn: (on) => predict.setOn(on), state: () => predict.state(), answer: (cell) => predict.answer(cell) },
    quiz: { ask: () => quiz.ask(), answer: (i) => quiz.answer(i), state: () => quiz.state() },
    hand,
  };
  return app.learn;
}
