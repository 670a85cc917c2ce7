// The page's polite live region (docs/accessibility.md): a screen reader follows a search by ear.
// Each step shown while the student steps is spoken as the step's sentence, the same words as the
// Step explanation panel (TeachingViews.explain()); during playback nothing is said, and at a pause
// the step reached and its sentence; at the last step the sentence and the result in the Stats card's
// words ("Path found, cost 27.9, 412 cells expanded."). The map's cursor (map-keys.js) speaks here too;
// words said for an edit that sets a search off again (a live re-run) lead the sentence of that search,
// so that the one change of text says both ("Threat at (33, 4). Expanded … Path found, …").

import { resultSentence } from './stats-panels.js';

const LEAD_MS = 3000; // how long words said for an edit wait to lead the search it set off

/**
 * @param {import('../app/app.js').App} app with app.teaching installed
 * @param {HTMLElement} region a visually hidden element with aria-live="polite"
 * @returns {(text: string, options?: {leads?: boolean}) => void} speaks one sentence; `leads`: the sentence of
 *   a search that ends within a few seconds starts with it
 */
export function installAnnouncer(app, region) {
  region.dataset.speaksSteps = ''; // the Step explanation panel's text stays quiet (explain-panel.js)
  app.playback.spoken = true; // and so does the step counter while it shows this playback (playback-controls.js)
  const speak = (text) => {
    // The same words again (a second step back at step 0) are spoken again: a changed node is announced.
    if (region.textContent === text) region.textContent = '';
    region.textContent = text;
  };
  /** @type {{text: string, until: number} | null} */
  let lead = null;
  const say = (text, { leads = false } = {}) => {
    lead = leads ? { text, until: performance.now() + LEAD_MS } : null;
    speak(text);
  };
  let queued = false;
  let wasPlaying = false;
  const speakStep = () => {
    queued = false;
    const playing = app.playing || app.driver.playing;
    const paused = wasPlaying && !playing;
    wasPlaying = playing;
    if (playing || !app.teaching) return;
    const explained = app.teaching.explain();
    if (explained.step === null) return;
    const total = app.driver === app ? app.totalSteps : null;
    const where = paused && total !== null ? `Paused at step ${explained.step} of ${total}. ` : '';
    const result = app.driver === app ? resultSentence(app) : '';
    const first = lead && performance.now() < lead.until ? `${lead.text} ` : '';
    lead = null;
    speak(`${first}${where}${explained.text}${result ? ` ${result}` : ''}`);
  };
  // One sentence per step shown: the step, search and settings events of one seek come together.
  const schedule = () => {
    if (queued) return;
    queued = true;
    queueMicrotask(speakStep);
  };
  for (const kind of ['step', 'search']) app.on(kind, schedule);
  return say;
}
