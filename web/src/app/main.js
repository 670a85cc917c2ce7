// The playground page's entry point: loads the library, creates the app, binds
// the controls and exposes window.pathlab.

import { scripting } from './script-ready.js'; // first: window.pathlab is { ready } before the rest loads
import { loadPathlab } from '../lib/pathlab.js';
import { App, CHANGES } from './app.js';
import { createScriptApi } from './script-api.js';
import { bindControls, updateControls } from '../ui/controls.js';
import { installGameOptions } from '../ui/game-options.js';
import { installLandmarksView } from '../ui/landmarks-view.js';
import { buildLegend, updatePanels, updateStepPanels } from '../ui/stats-panels.js';
import { bindAppPlaybackControls } from '../playback/playback-controls.js';
import { bindKeyboard } from '../ui/keyboard.js';
import { MapKeys } from '../ui/map-keys.js';
import { installAnnouncer } from '../ui/announcer.js';
import { installSharePanel } from './share-panel.js';
import { installModes } from '../modes/modes.js';
import { installPersistence } from './persist.js';
import { TeachingViews } from '../teach/teaching-views.js';
import { bindStepSentence } from '../ui/step-sentence.js';
import { installLearning } from '../learn/learn-panel.js';
import { installLessons } from '../lessons/install.js';
import { isLessonLink } from '../lessons/format.js';
import { installExportDialog } from '../export/button.js';
import { installWalkControls } from './walk-controls.js';
import { installHeaderMenu } from '../ui/header-menu.js';
import { installCheck } from '../check/check-card.js';
import { isAssignmentLink } from '../check/assignment-format.js';

const $ = (id) => document.getElementById(id);

async function main() {
  // window.pathlab is { ready } (script-ready.js) until every part below is installed
  let pathlab;
  try {
    pathlab = await loadPathlab({ yaml: false, traces: false }); // the page reads and writes no trace itself: its worker does
  } catch (error) {
    scripting.fail(error);
    $('error').textContent = `Pathlab could not start: ${error.message}`;
    $('error').hidden = false;
    return;
  }
  // The first number formatting loads the locale's data (a frame's worth in Chromium): pay for it
  // while the page starts, not when the first search result arrives (the stats count with it).
  (0).toLocaleString('en');
  const app = new App(pathlab, /** @type {HTMLCanvasElement} */ ($('board')));
  bindControls(app, $);
  const updateGameOptions = installGameOptions(app, $('options'));
  installLandmarksView(app);
  const say = installAnnouncer(app, $('announcer')); // steps, the result and the map's cursor, spoken (docs/accessibility.md)
  bindKeyboard(app, $, new MapKeys(app, { description: $('board-description'), say }));
  buildLegend($('legend'));
  const updatePlayback = bindAppPlaybackControls(
    { first: $('first'), back: $('back'), play: $('play'), forward: $('forward'), end: $('end'), timeline: $('timeline'), counter: $('step-counter') },
    app, { playLabel: (playing, atEnd) => `${playing ? 'Pause' : atEnd ? 'Replay' : 'Play'} (Space)` });
  const refresh = () => {
    updatePlayback();
    updateControls(app, $);
    updateGameOptions();
    updatePanels(app, $);
  };
  for (const kind of CHANGES) if (kind !== 'inspect' && kind !== 'step' && kind !== 'error') app.on(kind, refresh);
  // An error changes the alert, not the controls: redrawing them from the app would undo a choice being made
  // (a control's handler clears the alert before it reads the control; a big map's "too large to keep" note made
  // the next option change read the old value back).
  app.on('error', () => updatePanels(app, $));
  const refreshStep = () => updateStepPanels(app, $);
  app.on('inspect', refreshStep); // a hover and a seek redraw the stats and inspector, not every panel
  app.on('step', refreshStep);
  refresh();
  installHeaderMenu(document.querySelector('.top'), $('top-actions')); // phones: the actions behind Menu
  installModes(app, document.querySelector('.panel'));
  // A lesson link opens over the stored drawing (Exit lesson brings it back); a share link replaces it.
  // An assignment link opens over it too (Leave the assignment brings it back).
  const hadLink = location.hash.length > 1 && !isLessonLink(location.hash) && !isAssignmentLink(location.hash);
  // The teaching views under the board: open on desktop widths, folded on phones (docs/teaching.md).
  new TeachingViews(app, $('teach'), { collapsed: matchMedia('(max-width: 900px)').matches });
  bindStepSentence(app, $('step-sentence'));
  installLearning(app, $('learn')); // app.learn: Predict, Quiz me, Simulate by hand (docs/learning.md)
  installExportDialog(app, { actions: $('top-actions') });
  installWalkControls(app, { box: $('walk-controls'), button: /** @type {HTMLButtonElement} */ ($('walk')), note: $('walk-note') });
  const otherLinks = (hash) => isLessonLink(hash) || isAssignmentLink(hash);
  await installSharePanel(app, { actions: $('top-actions'), panel: document.querySelector('.panel'), otherLinks }); // opens a #v1. link
  await installPersistence(app, { actions: $('top-actions'), notes: $('save-notes'), restore: !hadLink }); // the stored drawing, when no link
  await installLessons(app, { actions: $('top-actions'), stage: document.querySelector('.stage') }); // opens a #lesson-v1. link
  await installCheck(app, { panel: document.querySelector('.panel'), actions: $('top-actions') }); // Check my search; opens an #assignment-v1. link
  scripting.publish(createScriptApi(app, scripting.ready));
  document.documentElement.dataset.ready = 'true';
}

main();
