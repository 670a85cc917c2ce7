// What the embed tells the page around it, for <pathlab-embed> (web/embed-element.js)
// or any host speaking the protocol (host-messages.js):
//   { pathlab: 1, event: 'ready', linkError? }  to the parent, once the embed answers messages; linkError
//                                               { code, message } when the link's map could not be opened
//   { pathlab: 1, event: 'failed', error }      to the parent, when the embed cannot start
// and, after the host sent the verb 'subscribe', to that window at its origin only:
//   { pathlab: 1, event: 'resize', height }     the content's height in CSS pixels
//   { pathlab: 1, event: 'step', state }        the step (or the search shown) changed; state() as in window.pathlab
//   { pathlab: 1, event: 'finish', result }     a search finished: run()'s result
// The ready and failed notes carry nothing about the page, so they go to any parent.

import { PROTOCOL_VERSION } from './host-messages.js';
import { STEP_CHANGED } from '../playback/playback.js';

const MIN_BOARD_PX = 160;
const BOARD_ASPECT = { min: 0.75, max: 4 }; // width / height: at most 4/3 as tall as wide, at least a quarter

/**
 * Tells the parent window, if any, that the embed answers messages now (or why it cannot); `extra` goes
 * along (ready's linkError: { code, message } when the link could not be opened: the starter map shows).
 */
export function announce(event, error, extra = {}) {
  if (window.parent === window) return;
  window.parent.postMessage({ pathlab: PROTOCOL_VERSION, event, ...(error ? { error: String(error) } : {}), ...extra }, '*');
}

/**
 * Follows the app and sends events to the host that subscribed.
 * @param {import('../app/app.js').App} app
 * @param {{state: () => object}} api window.pathlab
 * @returns {{subscribe: (source: Window, origin: string) => {height: number, state: object}}}
 */
export function connectHost(app, api) {
  let host = null;
  const post = (message) => {
    if (!host) return;
    try {
      host.source.postMessage({ pathlab: PROTOCOL_VERSION, ...message }, host.origin);
    } catch {
      host = null; // the host went away
    }
  };

  let lastResult = app.result;
  let lastStep = '';
  let stepQueued = false;
  const follow = () => {
    if (app.result !== lastResult) {
      lastResult = app.result;
      if (app.result) post({ event: 'finish', result: structuredClone(app.result) });
    }
    const step = `${app.step}/${app.totalSteps}/${app.status}`;
    if (step === lastStep || stepQueued) return;
    // One step event for the changes of one task (a frame of playback, a script's stepBack(3)), carrying the
    // latest state. Not in an animation frame: a frame scrolled out of view gets none, and its host would hear nothing.
    stepQueued = true;
    queueMicrotask(() => {
      stepQueued = false;
      lastStep = `${app.step}/${app.totalSteps}/${app.status}`;
      post({ event: 'step', state: api.state() });
    });
  };
  app.subscribe(follow); // searches shown or dropped
  app.playback.addEventListener(STEP_CHANGED, follow); // every step shown

  let lastHeight = 0;
  new ResizeObserver(() => {
    const height = contentHeight();
    if (height === lastHeight) return;
    lastHeight = height;
    post({ event: 'resize', height });
  }).observe(document.body);

  return {
    subscribe(source, origin) {
      host = { source, origin: origin && origin !== 'null' ? origin : '*' };
      lastHeight = contentHeight();
      return { height: lastHeight, state: api.state() };
    },
  };
}

/**
 * Sizes the board from the map's shape and the frame's width (the page then has a
 * height of its own to report, instead of filling the frame): html[data-height="auto"].
 */
export function fitHeightToMap(app) {
  const root = document.documentElement;
  root.dataset.height = 'auto';
  let shape = '';
  const update = () => {
    const { width, height } = app.model;
    if (`${width}x${height}` === shape) return;
    shape = `${width}x${height}`;
    const aspect = Math.min(BOARD_ASPECT.max, Math.max(BOARD_ASPECT.min, width / height));
    root.style.setProperty('--board-aspect', String(aspect));
    root.style.setProperty('--board-min', `${MIN_BOARD_PX}px`);
  };
  app.subscribe(update);
  update();
}

function contentHeight() {
  return Math.ceil(document.body.getBoundingClientRect().height);
}
