// The activities of the "Learn by doing" card (learn-panel.js, which loads this module when they are
// first used): Predict with its peek at the open list, Quiz me and Simulate by hand, each bound to
// the card's buttons.

import { HandSim } from './hand-sim.js';
import { OpenPeek } from './open-peek.js';
import { Predict } from './predict.js';
import { Quiz } from './quiz.js';

/** @typedef {ReturnType<typeof startActivities>} Activities */

/**
 * @param {import('../app/app.js').App} app
 * @param {(id: string) => any} $ the card's element by id
 */
export function startActivities(app, $) {
  const predict = new Predict(app, { toggle: $('predict-toggle'), prompt: $('predict-prompt'), feedback: $('predict-feedback'), score: $('predict-score') });
  new OpenPeek(app, { toggle: $('peek-toggle'), predictToggle: $('predict-toggle') });
  const quiz = new Quiz(app, { ask: $('quiz-ask'), question: $('quiz-question'), choices: $('quiz-choices'), feedback: $('quiz-feedback'), score: $('quiz-score') });
  const hand = new HandSim($('hand-sim'));
  const toggleHand = () => {
    const open = $('hand-sim').hidden;
    $('hand-sim').hidden = !open;
    $('hand-toggle').setAttribute('aria-expanded', String(open));
    if (open) return hand.start();
    hand.close();
    return undefined;
  };
  $('hand-toggle').addEventListener('click', toggleHand);
  return { predict, quiz, hand, toggleHand };
}
