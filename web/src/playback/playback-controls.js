// The play / step / seek buttons and the timeline for a Playback: the main
// page's (index.html), the embed's bar, and the compare boards' row use this
// one binding. The controls drive a `driver`: the Playback itself, or an
// object with the same verbs that does more first (the grid search's App
// computes the search when Play is pressed before there is one).
//
// driver: { togglePlay(), stepForward(n), stepBack(n), runToEnd(), seek(k),
//           step, totalSteps, playing, atEnd, loaded }
// Any element may be missing (the embed shows only the ones its link asks for).

import { PLAY_CHANGED, STEP_CHANGED } from './playback.js';

const PLAY_TEXT = { play: '▶ Play', pause: '❚❚ Pause', replay: '↺ Replay' };

/**
 * @param {{first?, back?, play?, forward?, end?, timeline?, counter?: HTMLElement}} els
 * @param {{onError?: (error: Error) => void, onAction?: () => void, playLabel?: (playing: boolean, atEnd: boolean) => string}} [options]
 *   onAction runs before each button's action (the page clears its error message)
 * @returns {{bind(driver, playback): void, update(): void}} bind() switches to another driver
 *   (a mode's own playback); update() refreshes the controls (the events of the bound playback call it)
 */
export function bindPlaybackControls(els, { onError = () => {}, onAction = () => {}, playLabel = (playing, atEnd) => (playing ? 'Pause' : atEnd ? 'Replay' : 'Play') } = {}) {
  let driver = null;
  /** @type {{spoken?: boolean} | null} the bound playback */
  let bound = null;
  let unlisten = () => {};
  const act = (fn) => async () => {
    try {
      onAction();
      await fn();
    } catch (error) {
      if (error.name !== 'AbortError') onError(error);
    }
  };
  const on = (el, type, fn) => el?.addEventListener(type, act(fn));
  on(els.play, 'click', () => driver.togglePlay());
  on(els.back, 'click', () => driver.stepBack(1));
  on(els.forward, 'click', () => driver.stepForward(1));
  on(els.first, 'click', () => driver.stepBack(Infinity));
  on(els.end, 'click', () => driver.runToEnd());
  on(els.timeline, 'input', () => driver.seek(Number(els.timeline.value)));

  // The button keeps the width of its widest text (the stylesheets lay the others out unseen from these
  // attributes), so that switching text moves no control beside it.
  if (els.play) Object.assign(els.play.dataset, { pause: PLAY_TEXT.pause, replay: PLAY_TEXT.replay });

  function update() {
    if (!driver) return;
    const { playing, atEnd, loaded, totalSteps } = driver;
    const step = driver.step ?? 0;
    if (els.play) {
      els.play.textContent = playing ? PLAY_TEXT.pause : atEnd ? PLAY_TEXT.replay : PLAY_TEXT.play;
      els.play.setAttribute('aria-label', playLabel(playing, atEnd)); // its name holds the word it shows (WCAG 2.5.3)
    }
    if (els.timeline) {
      els.timeline.max = String(totalSteps);
      els.timeline.value = String(step);
      els.timeline.disabled = !loaded;
    }
    if (els.counter) {
      // No chatter during playback, nor for a playback whose steps the page's announcer says (ui/announcer.js).
      els.counter.setAttribute('aria-live', playing || bound?.spoken ? 'off' : 'polite');
      els.counter.textContent = loaded ? `Step ${step.toLocaleString('en')} / ${totalSteps.toLocaleString('en')}` : 'No search yet';
    }
  }

  function bind(nextDriver, playback) {
    unlisten();
    driver = nextDriver;
    bound = playback;
    playback.addEventListener(STEP_CHANGED, update);
    playback.addEventListener(PLAY_CHANGED, update);
    unlisten = () => {
      playback.removeEventListener(STEP_CHANGED, update);
      playback.removeEventListener(PLAY_CHANGED, update);
    };
    update();
  }

  return { bind, update };
}

/**
 * The page's (or the embed's) playback controls: they drive app.driver, the grid search or
 * the mode's own Playback, and follow it when a mode switches it.
 * @returns {() => void} refresh, to call on every app change
 */
export function bindAppPlaybackControls(els, app, options = {}) {
  const controls = bindPlaybackControls(els, { onError: (error) => app.reportError(error.message), onAction: () => app.clearError(), ...options });
  let driver = null;
  return () => {
    if (driver !== app.driver) {
      driver = app.driver;
      controls.bind(driver, driver === app ? app.playback : driver);
    }
    controls.update();
  };
}
