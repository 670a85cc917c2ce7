// Parts of the page loaded when first used (web/src/ui/lazy.js): one load shared by every use, a failed
// load forgotten so that the next use tries again, with a message that names the part; and the mode
// card's list (web/src/modes/modes.js), which names each mode without loading it, says what the modes'
// own modules say; and the "Learn by doing" card, whose state before its activities have loaded
// (web/src/learn/learn-panel.js) is the state they start in.
import { describe, expect, it } from 'vitest';
import { PREDICT_START, QUIZ_START } from '../../web/src/learn/learn-panel.js';
import { Predict } from '../../web/src/learn/predict.js';
import { Quiz } from '../../web/src/learn/quiz.js';
import { lazyPart, PartLoadError } from '../../web/src/ui/lazy.js';
import { PAGE_MODES } from '../../web/src/modes/modes.js';
import { MODE_IDS } from '../../web/src/model/mode-state.js';

describe('lazyPart', () => {
  it('loads once for every use, and hands the part to loaded() once it is there', async () => {
    let loads = 0;
    const part = lazyPart('the part', async () => ({ n: ++loads }));
    expect(part.loaded()).toBeUndefined();
    const [a, b] = await Promise.all([part(), part()]);
    expect(a).toBe(b);
    expect(await part()).toBe(a);
    expect(part.loaded()).toBe(a);
    expect(loads).toBe(1);
  });

  it('says which part failed to load, and tries again on the next use', async () => {
    let loads = 0;
    const part = lazyPart('the Compare mode', async () => {
      if (++loads === 1) throw new TypeError('Failed to fetch dynamically imported module: http://x/src/modes/compare.js');
      return 'compare';
    });
    const error = await part().catch((e) => e);
    expect(error).toBeInstanceOf(PartLoadError);
    expect(error.code).toBe('load-failed');
    expect(error.message).toBe('the Compare mode could not be loaded (Failed to fetch dynamically imported module: '
      + 'http://x/src/modes/compare.js); check the connection and try again');
    expect(error.cause).toBeInstanceOf(TypeError);
    expect(part.loaded()).toBeUndefined();
    expect(await part()).toBe('compare');
    expect(loads).toBe(2);
  });
});

describe('the mode card\'s list', () => {
  it('has every mode of the share format, in its order, with the label its module gives it', async () => {
    expect(PAGE_MODES.map((m) => m.id)).toEqual(MODE_IDS);
    for (const entry of PAGE_MODES) {
      const mode = await entry.load();
      expect([mode.id, mode.label]).toEqual([entry.id, entry.label]);
      expect(entry.load.loaded()).toBe(mode);
    }
  });
});

describe('the Learn by doing card before its activities load', () => {
  // The activities' constructors only bind to the card and the board; these stand in for both.
  const element = () => Object.assign(new EventTarget(), { hidden: true, textContent: '', dataset: {}, setAttribute() {} });
  const app = { renderer: { canvas: new EventTarget(), addOverlay() {}, requestDraw() {} }, on() {}, modeHost: null };

  it('reports the state Predict and Quiz me start in', () => {
    const predict = new Predict(/** @type {any} */ (app), /** @type {any} */ ({ toggle: element(), prompt: element(), feedback: element(), score: element() }));
    expect(predict.state()).toEqual({ ...PREDICT_START });
    expect(PREDICT_START).toEqual({ on: false, asked: 0, right: 0, wrong: 0, streak: 0, last: null });
    const quiz = new Quiz(/** @type {any} */ (app), /** @type {any} */ ({ ask: element(), question: element(), choices: element(), feedback: element(), score: element() }));
    expect(quiz.state()).toEqual({ ...QUIZ_START });
    expect(QUIZ_START).toEqual({ asked: 0, right: 0, answered: false, question: null });
  });
});
