// The embed page's entry point: the playground with minimal chrome for iframes.
// State comes from the URL fragment (a share link), chrome from the query string
// (params.js); a host page on another origin drives it through postMessage
// (protocol.js) with the verbs of window.pathlab. A link's page mode (waypoints,
// flee, chase, compare) comes with its own controls, under the bar.

import { loadPathlab } from '../lib/pathlab.js';
import { App } from '../app/app.js';
import { createScriptApi } from '../app/script-api.js';
import { decodeState, encodeShareUrl } from '../share/link.js';
import { buildControls } from './controls.js';
import { installMessageProtocol } from './protocol.js';
import { createModeSwitch } from '../modes/modes.js';
import { parseEmbedParams } from './params.js';
import { TeachingViews } from '../teach/panels.js';
import { announce, connectHost, fitHeightToMap } from './host-events.js';

const $ = (id) => document.getElementById(id);

async function main() {
  const params = parseEmbedParams(location.search);
  document.documentElement.dataset.theme = params.theme;
  const alert = $('error');
  const notices = [...params.problems];
  const show = (app) => {
    const text = [app?.error, ...notices].filter(Boolean).join(' · ');
    alert.textContent = text;
    alert.hidden = !text;
  };

  let pathlab;
  try {
    pathlab = await loadPathlab();
  } catch (error) {
    notices.push(`Pathlab could not start: ${error.message}`);
    show(null);
    announce('failed', notices.at(-1));
    return;
  }
  const app = new App(pathlab, $('board'));
  app.subscribe(show);
  app.setSpeed(params.speed);
  if (params.readOnly) app.editor.enabled = false;
  if (params.autoHeight) fitHeightToMap(app);
  createModeSwitch(app, $('mode-controls')); // before the link: applyState() restores its mode
  // The teaching views: the panels the page asks for (panels=), none by default; their verbs always work.
  const teach = Object.assign(document.createElement('div'), { hidden: params.panels.length === 0 });
  $('mode-controls').after(teach);
  new TeachingViews(app, teach, { panels: params.panels });
  app.keepTeachPanels = true; // a link's teaching section sets the toggles; panels= decides the panels

  await applyLinkState(app, location.hash, notices);
  window.addEventListener('hashchange', () => applyLinkState(app, location.hash, notices).then(() => show(app)));

  const playgroundUrl = () => encodeShareUrl(app.getState(), new URL('index.html', location.href).href);
  buildControls(app, $('controls'), params.controls, playgroundUrl);
  window.pathlab = createScriptApi(app);
  installMessageProtocol(window, window.pathlab, connectHost(app, window.pathlab));
  show(app);
  if (params.autoplay) app.play().catch((error) => app.reportError(error.message));
  document.documentElement.dataset.ready = 'true';
  announce('ready');
}

// Opens the state in the fragment, if any; a broken link leaves the starter map and says why.
async function applyLinkState(app, hash, notices) {
  if (!hash || hash === '#') return;
  const decoded = await decodeState(hash);
  const message = decoded.ok ? await applied(app, decoded.state) : `${decoded.error} The map shown is not the link's.`;
  for (let i = notices.length - 1; i >= 0; i--) if (notices[i].startsWith('Link: ')) notices.splice(i, 1);
  if (message) notices.push(`Link: ${message}`);
}

async function applied(app, state) {
  try {
    await app.applyState(state);
    return '';
  } catch (error) {
    return `this link's map could not be opened: ${error.message}`;
  }
}

main();
