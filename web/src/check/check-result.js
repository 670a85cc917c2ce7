// The check's result region, before the main board (docs/check-your-search.md, "On the page"): the verdict
// and the check's sentence, where its settings came from, and the two runs on their boards (check-boards.js)
// under one Playback, as Compare mode shows two searches. Playing stops at the first wrong step, once, and
// the boards zoom to it; scrubbing goes anywhere. Pathlab's own run is left out when an assignment keeps it
// from its students. Only textContent is set from what a file or the check says, never HTML.

import { GridModel } from '../model/grid-model.js';
import { Playback, STEP_CHANGED } from '../playback/playback.js';
import { bindPlaybackControls } from '../playback/playback-controls.js';
import { describeOption } from '../ui/help-text.js';
import { fullStop } from '../ui/sentence.js';
import { el } from '../ui/dom.js';
import { reducedMotion } from '../ui/motion.js';
import { bindZoomAndPan, boardEntry, couldColour, drawFinding, faultColour, findingMarks, sizeBoards, zoomBoards, zoomToFault } from './check-boards.js';
import { couldLine, stoppedLine, verdictLine, whereFrom } from './check-words.js';

const PLAY_SECONDS = 4; // the replay reaches the first wrong step (or the end) in about this long
const ZOOM_STEP = 1.5; // each press of the zoom buttons

/**
 * The region, placed before the main board; it stays hidden until a check's reply is shown.
 * @param {import('../app/app.js').App} app
 */
export function buildRegion(app) {
  const section = el('section', { className: 'check card', id: 'check', hidden: true });
  section.setAttribute('aria-label', 'Your search, checked');
  const title = el('h2', { id: 'check-result-title', textContent: 'Your search, checked' });
  const close = el('button', { type: 'button', id: 'check-close', textContent: 'Close the check' });
  const verdict = el('p', { className: 'check-verdict', id: 'check-verdict' });
  const message = el('p', { className: 'check-message', id: 'check-message' });
  for (const said of [verdict, message]) said.setAttribute('aria-live', 'polite'); // the verdict and the first wrong step are announced
  const expected = el('p', { className: 'check-expected', id: 'check-expected' });
  const from = el('p', { className: 'hint', id: 'check-from' });
  const note = el('p', { className: 'hint', id: 'check-note' });
  note.setAttribute('role', 'status');
  const stopped = el('p', { className: 'check-stopped', id: 'check-stopped', hidden: true });
  stopped.setAttribute('role', 'status');
  const button = (name, text, label) => {
    const b = el('button', { type: 'button', id: `check-${name}`, textContent: text });
    if (label) b.setAttribute('aria-label', label);
    return b;
  };
  const controls = {
    first: button('first', '|◀◀', 'First step (Home)'), back: button('back', '◀', 'Step back (←)'), play: button('play', '▶ Play'),
    forward: button('forward', '▶', 'Step forward (→)'), end: button('end', '▶▶|', 'Last step (End)'),
    timeline: el('input', { type: 'range', id: 'check-step', min: '0', max: '0', value: '0' }),
    counter: el('output', { id: 'check-counter', textContent: 'Step 0 / 0' }),
  };
  controls.timeline.setAttribute('aria-label', 'Step of both runs');
  controls.play.className = 'play';
  const playbackRow = el('div', { className: 'playback' },
    el('div', { className: 'buttons' }, controls.first, controls.back, controls.play, controls.forward, controls.end),
    el('div', { className: 'timeline' }, controls.timeline, controls.counter));
  playbackRow.setAttribute('aria-label', 'Playback of both runs');
  const zoomFault = button('zoom-fault', 'Zoom to the wrong step');
  const fit = button('fit', 'Whole map');
  const zoomIn = button('zoom-in', '+', 'Zoom in');
  const zoomOut = button('zoom-out', '−', 'Zoom out');
  const views = el('div', { className: 'check-row check-views' }, zoomFault, fit, el('span', { className: 'check-zoom' }, zoomOut, zoomIn),
    el('span', { className: 'hint', textContent: 'Wheel or pinch to zoom, drag to move.' }));
  const marks = el('ul', { className: 'check-marks', id: 'check-marks', hidden: true });
  marks.setAttribute('aria-label', 'Marks on your board');
  const boards = el('div', { className: 'check-boards', id: 'check-boards' });
  section.append(el('div', { className: 'check-head' }, title, close), verdict, message, expected, from, note, playbackRow, stopped, views, marks, boards);
  app.renderer.canvas.closest('.board-wrap').before(section);

  const playback = new Playback();
  const bound = bindPlaybackControls(controls, { onError: (error) => app.reportError(error.message) });
  bound.bind(playback, playback);
  /** @type {{learner: any, core: any, stopStep: number, result: object | null, last: number, model: GridModel | null, unbind: () => void}} */
  const shown = { learner: null, core: null, stopStep: -1, result: null, last: 0, model: null, unbind: () => {} };
  const entries = () => [shown.learner, shown.core].filter(Boolean);

  // Playing stops at the first wrong step, once, with the explanation, and the boards go to it.
  playback.addEventListener(STEP_CHANGED, () => {
    const step = playback.step;
    const crossed = shown.stopStep >= 0 && shown.last < shown.stopStep && step >= shown.stopStep;
    shown.last = step;
    if (crossed && playback.playing) {
      playback.pause();
      if (step !== shown.stopStep) playback.seek(shown.stopStep);
      zoomToFault(entries(), shown.model, shown.result);
    }
    showStopped();
    for (const board of entries()) board.view.requestDraw();
  });
  function showStopped() {
    const at = shown.stopStep >= 0 && playback.step >= shown.stopStep && shown.result?.verdict !== 'correct';
    stopped.hidden = !at;
    marks.hidden = !at || marks.childElementCount === 0;
    if (at) stopped.textContent = stoppedLine(shown.result, shown.stopStep, findingMarks(shown.result));
  }
  zoomFault.addEventListener('click', () => {
    if (shown.result) zoomToFault(entries(), shown.model, shown.result);
  });
  fit.addEventListener('click', () => { for (const board of entries()) board.view.fit(); });
  zoomIn.addEventListener('click', () => zoomBoards(entries(), ZOOM_STEP));
  zoomOut.addEventListener('click', () => zoomBoards(entries(), 1 / ZOOM_STEP));

  function dispose() {
    playback.pause();
    shown.unbind();
    shown.unbind = () => {};
    for (const board of entries()) board.view.dispose();
    shown.learner = null;
    shown.core = null;
    shown.result = null;
    shown.stopStep = -1;
    boards.replaceChildren();
    marks.replaceChildren();
    if (/** @type {unknown} */ (app.driver) === playback) app.setDriver(null);
    app.setIdleStatus(null);
    delete document.body.dataset.check;
  }
  function hide() {
    dispose();
    section.hidden = true;
  }
  close.addEventListener('click', () => {
    hide();
    app.renderer.canvas.focus();
  });

  return {
    playback,
    note(text) { note.textContent = text; },
    /** Puts the last result away (a newer check failed, or the assignment changed): none of its words stay. */
    hide,
    /**
     * Shows a check's reply: the verdict, where its settings came from, and the runs on their boards.
     * @param {any} reply the search worker's (worker/trace-check.js)
     * @param {{name: string, boardNote: string, assignment: object | null, mapName: string, showCore: boolean}} how
     *   showCore: Pathlab's own run may be shown beside the learner's
     */
    show(reply, { name, boardNote, assignment, mapName, showCore }) {
      dispose();
      const { result, map, taken } = reply;
      section.hidden = false;
      shown.result = result;
      verdict.textContent = verdictLine(result, name);
      verdict.dataset.verdict = result.verdict;
      message.textContent = result.verdict === 'correct' ? result.summary : result.firstWrong?.message ?? result.summary;
      expected.textContent = couldLine(result);
      expected.hidden = !expected.textContent;
      from.textContent = whereFrom(result, map, taken, assignment, mapName);
      note.textContent = boardNote;
      playbackRow.hidden = !reply.learner;
      views.hidden = !reply.learner;
      stopped.hidden = true;
      if (!reply.learner) {
        section.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      const model = new GridModel(map.width, map.height, map.cells, { adopt: true });
      model.start = [...result.start];
      model.goal = [...result.goal];
      shown.model = model;
      const algorithmName = describeOption('algorithm', result.algorithm).valueLabel;
      const searchOptions = optionsOf(result);
      const figures = [];
      shown.learner = boardEntry(app, { label: 'Your run', ariaLabel: `Your run, replayed from ${name || 'the trace'}`, run: 'learner',
        model, traced: reply.learner, playback, searchOptions, searchResult: null });
      figures.push(shown.learner.figure);
      if (showCore && reply.core?.trace) {
        shown.core = boardEntry(app, { label: 'Pathlab’s run', ariaLabel: `Pathlab’s run of ${algorithmName}`, run: 'core',
          model, traced: reply.core, playback, searchOptions, searchResult: reply.core.result });
        figures.push(shown.core.figure);
      } else if (showCore && reply.core?.error) {
        figures.push(el('p', { className: 'hint', textContent: `Pathlab’s own run could not be shown: ${fullStop(reply.core.error)}` }));
      }
      boards.replaceChildren(...figures);
      sizeBoards(section, entries(), model);
      shown.unbind = bindZoomAndPan(entries());
      shown.learner.view.addOverlay((ctx, view) => drawFinding(ctx, view, result, playback.step, shown.stopStep));
      marks.replaceChildren(...markItems(findingMarks(result)));
      shown.stopStep = result.verdict === 'correct' ? -1 : Math.max(0, result.firstWrong.step);
      zoomFault.hidden = shown.stopStep < 0 || !findingMarks(result).fault;
      shown.last = 0;
      playback.load(entries().map((entry) => entry.replay), 0);
      const target = shown.stopStep >= 0 ? shown.stopStep : playback.totalSteps;
      playback.setSpeed(Math.max(1, Math.round(target / PLAY_SECONDS)));
      app.clearSearch(); // the boards here show the runs; the big board is the map
      app.setIdleStatus(shown.core ? 'Checking your search: the boards above show your run and Pathlab’s' : 'Checking your search: the board above shows your run');
      app.setDriver(playback); // Space, the arrows, Home and End step these boards
      document.body.dataset.check = 'shown'; // the check's own playback row drives them (check.css)
      if (app.teaching) {
        app.teaching.selected = shown.learner.view.label; // the panels explain the learner's run
        app.teaching.schedule();
      }
      section.scrollIntoView?.({ block: 'nearest' });
      if (reducedMotion()) {
        // Nothing moves by itself (docs/accessibility.md): the boards open where the replay would stop, Play replays.
        playback.seek(target);
        if (shown.stopStep >= 0) zoomToFault(entries(), shown.model, shown.result);
      } else {
        playback.play();
      }
    },
  };
}

// The key to the marks on the learner's board: those the check draws, in their colours.
function markItems(drawn) {
  const item = (colour, dashed, text) => {
    const swatch = el('span', { className: `check-mark${dashed ? ' dashed' : ''}` });
    swatch.style.setProperty('--mark', colour);
    swatch.setAttribute('aria-hidden', 'true');
    return el('li', {}, swatch, text);
  };
  return [
    ...(drawn.fault ? [item(faultColour(), false, 'the cell at fault')] : []),
    ...(drawn.could ? [item(couldColour(), true, 'what a correct run could have done there')] : []),
  ];
}

function optionsOf(result) {
  const { tieRule: _rule, ...rest } = result.options;
  return { ...rest, start: result.start, goal: result.goal };
}
