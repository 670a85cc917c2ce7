// The embed page's entry point: the playground with minimal chrome for iframes.
// State comes from the URL fragment (a share link), chrome from the query string
// (share/embed-params.js); a host page on another origin drives it through postMessage
// (host-messages.js) with the verbs of window.pathlab. A link's page mode (waypoints,
// flee, chase, compare) comes with its own controls, under the bar.

import { loadPathlab } from '../lib/pathlab.js';
import { App } from '../app/app.js';
import { createScriptApi } from '../app/script-api.js';
import { decodeState } from '../share/link.js';
import { buildControls } from './embed-bar.js';
import { reducedMotion } from '../ui/motion.js';
import { installMessageProtocol } from './host-messages.js';
import { installEmbedKeys } from './embed-keys.js';
import { createModeSwitch } from '../modes/modes.js';
import { parseEmbedParams } from '../share/embed-params.js';
import { TeachingViews } from '../teach/teaching-views.js';
import { announce, connectHost, fitHeightToMap } from './host-events.js';
import { fullStop } from '../ui/sentence.js';
import { isLessonLink } from '../lessons/format.js';
import { openEmbeddedLesson } from '../lessons/install.js';
import { installGameOverlay } from '../ui/game-options.js';
import { installLearning } from '../learn/learn-panel.js';
import { installCheck } from '../check/check-card.js';
import { isAssignmentLink } from '../check/assignment-format.js';

const $ = (id) => document.getElementById(id);

async function main() {
  const params = parseEmbedParams(location.search);
  document.documentElement.dataset.theme = params.theme;
  const alert = $('error');
  const notices = [...params.problems];
  const show = (app) => {
    const text = [app?.error, ...notices].filter(Boolean).map(fullStop).join(' ');
    alert.textContent = text;
    alert.hidden = !text;
  };

  let pathlab;
  try {
    pathlab = await loadPathlab({ yaml: false, traces: false }); // the page reads and writes no trace itself: its worker does
  } catch (error) {
    notices.push(`Pathlab could not start: ${error.message}`);
    show(null);
    announce('failed', notices.at(-1));
    return;
  }
  const app = new App(pathlab, /** @type {HTMLCanvasElement} */ ($('board')));
  app.subscribe(show);
  app.setSpeed(params.speed);
  if (params.readOnly) app.editor.enabled = false;
  if (params.autoHeight) fitHeightToMap(app);
  createModeSwitch(app, $('mode-controls')); // before the link: applyState() restores its mode
  installGameOverlay(app); // a link's agent size and extra goals, drawn as the playground draws them
  // The teaching views: the panels the page asks for (panels=), none by default; their verbs always work.
  const teach = Object.assign(document.createElement('div'), { hidden: params.panels.length === 0 });
  $('mode-controls').after(teach);
  if (!teach.hidden) document.body.dataset.panels = ''; // teach.css gives them a column in a landscape frame
  new TeachingViews(app, teach, { panels: params.panels });
  installEmbedKeys(app, params); // the map's cell cursor and keys, and the steps spoken, as in the playground
  app.keepTeachPanels = true; // a link's teaching section sets the toggles; panels= decides the panels
  // Learn by doing: with controls=learn, or for a lesson link (its stops may ask for a prediction or a quiz answer).
  if (params.controls.has('learn') || isLessonLink(location.hash)) {
    const card = Object.assign(document.createElement('section'), { className: 'embed-learn' });
    teach.after(card);
    installLearning(app, card);
  }

  app.shareBase = new URL('index.html', location.href).href; // shareUrl() opens the full playground, not this frame
  const linkError = await applyLinkState(app, location.hash, notices);
  window.addEventListener('hashchange', () => applyLinkState(app, location.hash, notices).then(() => show(app)));

  buildControls(app, $('controls'), params.controls, () => app.shareUrl());
  // Check my search: with controls=check, or for an assignment link; under the bar (docs/check-your-search.md, "On the page").
  if (params.controls.has('check') || isAssignmentLink(location.hash)) {
    const column = Object.assign(document.createElement('div'), { className: 'embed-check' });
    $('mode-controls').after(column);
    document.body.dataset.embedCheck = ''; // check.css lays the frame out by it (a :has() rule restyled the page at every step)
    await installCheck(app, { panel: column, embed: true });
  }
  window.pathlab = createScriptApi(app);
  installMessageProtocol(window, window.pathlab, connectHost(app, window.pathlab));
  show(app);
  if (params.autoplay && !reducedMotion()) app.play().catch((error) => app.reportError(error.message)); // Play still plays
  document.documentElement.dataset.ready = 'true';
  announce('ready', null, linkError ? { linkError } : {}); // <pathlab-embed> rejects `ready` with it
}

// Opens the state in the fragment, if any; a broken link leaves the starter map and says why.
// Resolves to null, or to the link's error { code, message } for the host page (README "<pathlab-embed>"):
// code 'bad-link' when the link cannot be read, else the code of what refused its map (say 'grid-size').
async function applyLinkState(app, hash, notices) {
  if (!hash || hash === '#') return null;
  if (isLessonLink(hash)) return openEmbeddedLesson(app, $('board').parentElement, hash); // a lesson: its region says what fails
  if (isAssignmentLink(hash)) return null; // Check my search opens it (check-card.js) and says what fails
  const decoded = await decodeState(hash);
  const problem = decoded.ok === false ? { code: 'bad-link', message: decoded.error } : await applied(app, decoded.state);
  for (let i = notices.length - 1; i >= 0; i--) if (notices[i].startsWith('Link: ')) notices.splice(i, 1);
  if (problem) notices.push(`Link: ${fullStop(problem.message)} The map shown is not the link's.`);
  return problem;
}

async function applied(app, state) {
  try {
    await app.applyState(state);
    return null;
  } catch (error) {
    if (error.code === 'load-failed') return { code: error.code, message: `this link could not be opened: ${error.message}` }; // its page mode's module (modes.js)
    return { code: error.code ?? 'bad-link', message: `this link's map could not be opened: ${error.message}` };
  }
}



main();
