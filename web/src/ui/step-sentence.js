// The step's sentence beside the step buttons on phones (styles.css keeps both in view at the top
// while the page scrolls), so that a learner steps and reads at once: the Step explanation panel is
// far below there. The same words as the panel (TeachingViews.explain()); hidden on wider screens.

const SMALL_SCREEN = '(max-width: 600px)';
const PLAYING_REDRAW_MS = 100; // while playing, ten sentences a second at most: nobody reads faster

/**
 * @param {import('../app/app.js').App} app with app.teaching installed
 * @param {HTMLElement} el the sentence's element, inside the playback bar
 */
export function bindStepSentence(app, el) {
  const small = matchMedia(SMALL_SCREEN);
  let queued = false;
  const update = () => {
    queued = false;
    const explained = small.matches && app.teaching ? app.teaching.explain() : null;
    const text = explained && explained.step !== null ? explained.text : '';
    if (el.textContent !== text) el.textContent = text;
    el.hidden = !text;
  };
  const schedule = () => {
    if (queued) return;
    queued = true;
    if (app.playing || app.driver.playing) setTimeout(update, PLAYING_REDRAW_MS);
    else queueMicrotask(update);
  };
  for (const kind of ['step', 'search', 'settings', 'options', 'map']) app.on(kind, schedule);
  small.addEventListener('change', schedule);
  schedule();
}
