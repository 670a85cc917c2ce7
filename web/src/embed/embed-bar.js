// The embed page's slim control bar. Which controls show comes from the URL
// (share/embed-params.js). Everything goes through app methods; labels are set with
// textContent only.

import { ALGORITHMS } from '../lib/options.js';
import { describeOption } from '../ui/help-text.js';
import { bindAppPlaybackControls } from '../playback/playback-controls.js';
import { actFor } from '../ui/act.js';

/**
 * Builds the chosen controls into `bar` and keeps them in step with the app.
 * @param {import('../app/app.js').App} app
 * @param {HTMLElement} bar
 * @param {Set<string>} controls names from CONTROL_NAMES
 * @param {() => Promise<string>} playgroundUrl the full playground's link for this state ('share' control)
 */
export function buildControls(app, bar, controls, playgroundUrl) {
  const act = actFor(app);
  const button = (id, text, label, onClick) => {
    const b = Object.assign(document.createElement('button'), { type: 'button', id, textContent: text });
    b.setAttribute('aria-label', label);
    b.title = label;
    if (onClick) b.addEventListener('click', act(onClick));
    bar.append(b);
    return b;
  };
  const parts = {};
  const playback = {}; // the Playback's buttons and timeline, bound below
  if (controls.has('play')) playback.play = button('play', '▶ Play', 'Play');
  if (controls.has('step')) {
    playback.back = button('back', '◀︎', 'Step back');
    playback.forward = button('forward', '▶︎|', 'Step forward');
    playback.end = button('end', '»|', 'Run to the end');
  }
  if (controls.has('reset')) button('reset', '↺', 'Clear the search', () => app.clearSearch());
  if (controls.has('timeline')) {
    const wrap = Object.assign(document.createElement('div'), { className: 'timeline' });
    playback.timeline = Object.assign(document.createElement('input'), { type: 'range', id: 'timeline', min: '0', max: '0', value: '0' });
    playback.timeline.setAttribute('aria-label', 'Timeline: step');
    playback.counter = Object.assign(document.createElement('output'), { id: 'step-counter' });
    wrap.append(playback.timeline, playback.counter);
    bar.append(wrap);
  }
  if (controls.has('speed')) {
    parts.speed = Object.assign(document.createElement('select'), { id: 'speed' });
    parts.speed.setAttribute('aria-label', 'Speed (steps per second)');
    for (const s of [1, 5, 20, 100, 1000, 10000, 100000]) parts.speed.add(new Option(`${s.toLocaleString('en')}/s`, String(s)));
    parts.speed.addEventListener('change', () => app.setSpeed(Number(parts.speed.value)));
    bar.append(parts.speed);
  }
  if (controls.has('algorithm')) {
    parts.algorithm = Object.assign(document.createElement('select'), { id: 'algorithm' });
    parts.algorithm.setAttribute('aria-label', 'Algorithm');
    for (const name of ALGORITHMS) parts.algorithm.add(new Option(describeOption('algorithm', name).valueLabel, name)); // A*, not astar
    parts.algorithm.addEventListener('change', act(() => app.setOptions({ algorithm: parts.algorithm.value })));
    bar.append(parts.algorithm);
  }
  if (controls.has('share')) {
    const open = Object.assign(document.createElement('a'), { className: 'open', id: 'open-playground', textContent: 'Open in Pathlab ↗', target: '_blank', rel: 'noopener' });
    open.href = 'index.html';
    // The link is made when it is used, so it carries the state of that moment.
    open.addEventListener('pointerdown', act(async () => { open.href = await playgroundUrl(); }));
    open.addEventListener('focus', act(async () => { open.href = await playgroundUrl(); }));
    bar.append(open);
  }
  // The bar's Play and timeline drive compare mode's boards too, so its own row hides (modes.css). An
  // attribute, not a :has() rule on the body: that made every text change anywhere in the page restyle it all.
  if (playback.play || playback.timeline) document.body.dataset.barPlayback = '';
  const updatePlayback = bindAppPlaybackControls(playback, app);
  const update = () => {
    updatePlayback();
    updateControls(app, parts);
  };
  app.subscribe(update);
  update();
}

function updateControls(app, parts) {
  if (parts.speed && document.activeElement !== parts.speed) {
    const closest = [...parts.speed.options].reduce((a, b) => (Math.abs(b.value - app.speed) < Math.abs(a.value - app.speed) ? b : a));
    parts.speed.value = closest.value;
  }
  if (parts.algorithm) parts.algorithm.value = app.resolvedOptions().algorithm;
}
