// "Check my search" on the page (docs/check-your-search.md, "On the page" and "Assignments"): a trace
// written by the learner's own program (opened, dropped or pasted) is checked in the search worker
// (worker/trace-check.js, the library's checkTrace) and replayed on a board of its own, with the teaching
// views, beside the core's run of the same search, as Compare mode shows two searches: one Playback steps
// both, stops at the first wrong step, and says what went wrong and what a correct run could have done.
// An assignment link (assignment-format.js) opens a teacher's map, options and task; the check then uses
// the assignment's settings. Nothing from a file or a link is inserted as HTML: only textContent and value.
// The card is check-card.js's, on the page from the start; this module loads when the card is first used.

import { GridModel } from '../model/grid-model.js';
import { TraceReplay } from '../model/replay.js';
import { BoardView } from '../render/renderer.js';
import { Playback, STEP_CHANGED } from '../playback/playback.js';
import { bindPlaybackControls } from '../playback/playback-controls.js';
import { SearchClient } from '../worker/search-client.js';
import { describeOption } from '../ui/help-text.js';
import { fullStop } from '../ui/sentence.js';
import { exportMapText } from '../share/map-files.js';
import { decodeAssignment, encodeAssignmentUrl, isAssignmentLink } from './assignment-format.js';
import { assignmentMapJson, assignmentTaskText, settingLines } from './assignment-files.js';
import { TRACE_FILE } from './check-card.js';
import { copyText, downloadText, el } from '../ui/dom.js';

const MAX_TRACE_FILE_BYTES = 128 * 1024 * 1024; // the library's limit for JSON and the line format (TRACE_LIMITS)
const PLAY_SECONDS = 4; // the replay reaches the first wrong step (or the end) in about this long
const BOARD_MIN_PIXELS = 150;
const SIDE_BY_SIDE_PIXELS = 220; // narrower than this each, the boards go one above the other, as wide as the card
const BOARD_MAX_PIXELS = 420;
const CHECK_NAMES = ['algorithm', 'diagonalMovement', 'heuristic', 'weight', 'costModel', 'tieBreaking'];
const VERDICT_WORDS = Object.freeze({
  correct: 'Correct: a right run of the search',
  diverged: 'Went wrong',
  incomplete: 'Stops too early',
  unreadable: 'Could not be read',
});

/**
 * Gives the card its work (check-card.js calls this once, when the card is first used) and adds the result
 * region before the board. Each method is a handler of the card's (check-card.js shows what it throws).
 * @param {import('../app/app.js').App} app
 * @param {{ui: ReturnType<typeof import('./check-card.js').buildCard>, state: import('./check-card.js').CheckState, embed: boolean}} parts
 *   the card's elements and the check's state
 */
export function startCheck(app, { ui, state, embed }) {
  const region = buildRegion(app);
  const client = () => (state.client ??= new SearchClient()); // a worker of its own: the board's search stays

  /** Checks trace text; resolves to the library's result (null when replaced by a newer check). */
  async function check(text, name = '') {
    const generation = ++state.generation;
    ui.status.textContent = `Checking ${name ? `${name}` : 'the trace'}…`;
    const assignment = state.assignment;
    const model = assignment ? modelOf(assignment.state) : app.model;
    const board = { start: [...app.model.start], goal: [...app.model.goal], options: app.resolvedOptions(), tieRule: ui.ties.value };
    const imposed = assignment ? { start: assignment.state.start, goal: assignment.state.goal, options: assignment.state.options, tieRule: assignment.tieRule } : null;
    let reply;
    try {
      reply = await client().checkTrace({ model, text, board, imposed });
    } catch (error) {
      if (error.name === 'AbortError' || generation !== state.generation) return null;
      ui.status.textContent = `The trace could not be checked: ${fullStop(error.message)}`;
      throw new Error(`The trace could not be checked: ${error.message}`, { cause: error });
    }
    if (generation !== state.generation) return null;
    state.result = reply.result;
    ui.status.textContent = '';
    let boardNote = '';
    if (reply.result.verdict !== 'unreadable' && !assignment) boardNote = await takeFileSettings(reply);
    region.show(reply, { name, boardNote, assignment });
    return reply.result;
  }

  // The board takes what the file carried (map, start, goal, options), keeping the drawing to bring back.
  async function takeFileSettings({ result, map, taken }) {
    const changes = [];
    const before = app.getState();
    const next = { ...before, options: { ...before.options }, step: null };
    if (map.from === 'file') {
      Object.assign(next, { width: map.width, height: map.height, cells: map.cells.slice(), view: null });
      changes.push(`map (${map.width} × ${map.height})`);
    }
    if (taken.start || taken.goal || map.from === 'file') {
      next.start = result.start;
      next.goal = result.goal;
      if (String(result.start) !== String(before.start) || String(result.goal) !== String(before.goal)) changes.push('start and goal');
    }
    const options = taken.options.filter((n) => CHECK_NAMES.includes(n) && n in before.options && before.options[n] !== taken.values[n]);
    for (const name of options) {
      next.options[name] = taken.values[name];
      changes.push(describeOption(name).label.toLowerCase());
    }
    if (changes.length === 0) return '';
    try {
      await app.applyState(next);
    } catch (error) {
      return `The board could not take the file’s settings (${fullStop(error.message)}) It shows your drawing.`;
    }
    state.before = before;
    ui.undo.hidden = false;
    return `The board now shows the file’s ${listWords(changes)}; “Bring back my drawing” undoes it.`;
  }

  async function bringBack() {
    if (!state.before) return;
    const before = state.before;
    state.before = null;
    ui.undo.hidden = true;
    await app.applyState(before);
    region.note('Your drawing is back on the board.');
  }

  async function checkFiles(files) {
    const list = [...files];
    const trace = list.find((f) => TRACE_FILE.test(f.name));
    const map = list.find((f) => /\.map$/i.test(f.name));
    if (!trace) throw new Error('no trace file was given (a .txt, .trace, .yaml, .yml or .json file)');
    if (trace.size > MAX_TRACE_FILE_BYTES) throw new Error(`${trace.name} is ${(trace.size / 2 ** 20).toFixed(1)} MiB; a trace may be at most 128 MiB`);
    if (map && !state.assignment) {
      const opened = await app.openMapFile(await map.arrayBuffer()).catch((error) => { throw new Error(`${map.name}: ${error.message}`); });
      if (!opened) return;
    }
    await check(await trace.text(), trace.name);
  }

  async function checkPasted() {
    if (ui.text.value.trim() === '') throw new Error('paste a trace first (lines such as "expand 3 4 g=5.41 h=2.00"), or open a trace file');
    await check(ui.text.value, '');
  }

  // ---- assignments ----
  async function makeLink() {
    const link = await encodeAssignmentUrl({ state: app.getState(), task: ui.task.value, tieRule: ui.fixTies.checked ? 'fixed' : 'any' },
      new URL(embed ? 'index.html' : '', location.href).href);
    ui.linkOut.value = link;
    ui.linkOut.hidden = false;
    ui.linkOut.select();
    ui.linkStatus.textContent = `${link.length.toLocaleString('en')} characters. ${await copyText(link) ? 'Copied to the clipboard.' : 'Press Ctrl+C (⌘C) to copy.'}`;
  }

  /** Opens an assignment link; a broken one is reported and changes nothing. Resolves to whether it opened. */
  async function openAssignment(hash) {
    const decoded = await decodeAssignment(hash);
    if (decoded.ok === false) {
      app.reportError(`This assignment link could not be opened: ${fullStop(decoded.error)} Nothing on the page was changed.`);
      return false;
    }
    const before = app.getState();
    try {
      await app.applyState({ ...decoded.assignment.state, view: null, step: null });
    } catch (error) {
      app.reportError(`This assignment's map could not be opened: ${fullStop(error.message)} Nothing on the page was changed.`);
      return false;
    }
    state.assignment = decoded.assignment;
    state.before = before;
    showAssignment(ui, decoded.assignment);
    ui.undo.hidden = true;
    return true;
  }

  async function leaveAssignment() {
    const before = state.before;
    state.assignment = null;
    state.before = null;
    showAssignment(ui, null);
    if (isAssignmentLink(location.hash)) history.replaceState(null, '', location.href.split('#')[0]); // a reload shows the drawing, not the assignment
    if (before) await app.applyState(before);
  }

  /** @param {'map' | 'json' | 'task'} kind */
  function download(kind) {
    if (kind === 'map') downloadText('assignment.map', exportMapText(app.pathlab, state.assignment.state), 'text/plain');
    else if (kind === 'json') downloadText('assignment.json', assignmentMapJson(state.assignment), 'application/json');
    else downloadText('assignment.txt', assignmentTaskText(state.assignment), 'text/plain');
  }

  // Pathlab's own run as a Posthoc trace (the button beside the JSON download of Files and scenarios).
  async function posthocTrace() {
    const options = { ...app.resolvedOptions(), start: [...app.model.start], goal: [...app.model.goal] };
    const { text } = await client().posthocTrace({ model: app.model, options });
    downloadText('pathlab-trace.yaml', text, 'application/yaml');
  }

  return { check, checkFiles, checkPasted, bringBack, makeLink, openAssignment, leaveAssignment, download, posthocTrace };
}

function modelOf(state) {
  const model = new GridModel(state.width, state.height, state.cells);
  model.start = [...state.start];
  model.goal = [...state.goal];
  return model;
}

// The card as it is for an assignment (its task and settings, no tie choice, no teacher's part), or without one.
function showAssignment(ui, assignment) {
  ui.assignmentBox.hidden = !assignment;
  ui.tiesLabel.hidden = !!assignment;
  ui.teacher.hidden = !!assignment;
  if (!assignment) return;
  ui.taskBox.textContent = assignment.task;
  const { state } = assignment;
  ui.settings.replaceChildren(...[`Map: ${state.width} × ${state.height}; start (${state.start.join(', ')}), goal (${state.goal.join(', ')})`,
    ...settingLines(state.options), assignment.tieRule === 'fixed' ? 'Ties: fixed by the tie rule' : 'Ties: any order a correct run could take']
    .map((line) => el('li', { textContent: line })));
  ui.card.scrollIntoView?.({ block: 'nearest' });
}

// ---- the result region: the verdict, both boards and their playback ----

function buildRegion(app) {
  const section = el('section', { className: 'check card', id: 'check', hidden: true });
  section.setAttribute('aria-label', 'Your search, checked');
  const title = el('h2', { id: 'check-result-title', textContent: 'Your search, checked' });
  const close = el('button', { type: 'button', id: 'check-close', textContent: 'Close the check' });
  const verdict = el('p', { className: 'check-verdict', id: 'check-verdict' });
  const message = el('p', { className: 'check-message', id: 'check-message' });
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
  const boards = el('div', { className: 'check-boards', id: 'check-boards' });
  section.append(el('div', { className: 'check-head' }, title, close), verdict, message, expected, from, note, playbackRow, stopped, boards);
  app.renderer.canvas.closest('.board-wrap').before(section);

  const playback = new Playback();
  const bound = bindPlaybackControls(controls, { onError: (error) => app.reportError(error.message) });
  bound.bind(playback, playback);
  /** @type {{learner: object | null, core: object | null, stopStep: number, result: object | null, last: number}} */
  const shown = { learner: null, core: null, stopStep: -1, result: null, last: 0 };

  // Playing stops at the first wrong step, once, with the explanation; scrubbing goes anywhere.
  playback.addEventListener(STEP_CHANGED, () => {
    const step = playback.step;
    const crossed = shown.stopStep >= 0 && shown.last < shown.stopStep && step >= shown.stopStep;
    shown.last = step;
    if (crossed && playback.playing) {
      playback.pause();
      if (step !== shown.stopStep) playback.seek(shown.stopStep);
    }
    showStopped();
    for (const board of [shown.learner, shown.core]) board?.view?.requestDraw();
  });
  function showStopped() {
    const wrong = shown.result?.firstWrong;
    const at = shown.stopStep >= 0 && playback.step >= shown.stopStep && shown.result?.verdict !== 'correct';
    stopped.hidden = !at;
    if (at) {
      stopped.textContent = `Playback stopped at step ${shown.stopStep}, the first wrong step: ${wrongPart(wrong.message)} `
        + 'On your board, the red square is the cell at fault; dashed squares are what a correct run could have expanded.';
    }
  }

  function dispose() {
    playback.pause();
    for (const board of [shown.learner, shown.core]) board?.view?.dispose();
    shown.learner = null;
    shown.core = null;
    boards.replaceChildren();
    if (app.driver === playback) app.setDriver(null);
    app.setIdleStatus(null);
    delete document.body.dataset.check;
  }
  close.addEventListener('click', () => {
    dispose();
    section.hidden = true;
    app.renderer.canvas.focus();
  });

  return {
    note(text) { note.textContent = text; },
    /** Shows a check's reply: the verdict, where its settings came from, and both runs on their boards. */
    show(reply, { name, boardNote, assignment }) {
      dispose();
      const { result, map, taken } = reply;
      section.hidden = false;
      shown.result = result;
      shown.stopStep = -1;
      verdict.textContent = `${name ? `${name}: ` : ''}${VERDICT_WORDS[result.verdict] ?? result.verdict}${result.verdict === 'diverged' ? ` at step ${result.firstWrong.step}` : ''}.`;
      verdict.dataset.verdict = result.verdict;
      message.textContent = result.verdict === 'correct' ? result.summary : result.firstWrong?.message ?? result.summary;
      const could = result.firstWrong?.expected ?? [];
      expected.textContent = could.length === 0 ? '' : `A correct run could have ${result.firstWrong.finding === 'truncated' ? 'gone on with' : 'expanded'} ${listCells(could)} there.`;
      expected.hidden = could.length === 0;
      from.textContent = map ? whereFrom(result, map, taken, assignment) : '';
      note.textContent = boardNote ?? '';
      playbackRow.hidden = !reply.learner;
      if (!reply.learner) {
        stopped.hidden = true;
        section.scrollIntoView?.({ block: 'nearest' });
        return;
      }
      const model = new GridModel(map.width, map.height, map.cells, { adopt: true });
      model.start = [...result.start];
      model.goal = [...result.goal];
      const algorithmName = describeOption('algorithm', result.algorithm).valueLabel;
      const figures = [];
      shown.learner = boardEntry(app, 'Your run', `Your run, replayed from ${name || 'the trace'}`, model, reply.learner, playback, options(result), null);
      figures.push(shown.learner.figure);
      if (reply.core?.trace) {
        shown.core = boardEntry(app, 'Pathlab’s run', `Pathlab’s run of ${algorithmName}`, model, reply.core, playback, options(result), reply.core.result);
        figures.push(shown.core.figure);
      } else if (reply.core?.error) {
        figures.push(el('p', { className: 'hint', textContent: `Pathlab’s own run could not be shown: ${fullStop(reply.core.error)}` }));
      }
      boards.replaceChildren(...figures);
      sizeBoards(section, [shown.learner, shown.core].filter(Boolean), model);
      shown.learner.view.addOverlay((ctx, view) => drawFinding(ctx, view, result, playback.step, shown.stopStep));
      shown.stopStep = result.verdict === 'correct' ? -1 : Math.max(0, result.firstWrong.step);
      shown.last = 0;
      playback.load([shown.learner.replay, shown.core?.replay].filter(Boolean), 0);
      const target = shown.stopStep >= 0 ? shown.stopStep : playback.totalSteps;
      playback.setSpeed(Math.max(1, Math.round(target / PLAY_SECONDS)));
      app.clearSearch(); // the boards here show the runs; the big board is the map
      app.setIdleStatus('Checking your search: the boards above show your run and Pathlab’s');
      app.setDriver(playback); // Space, the arrows, Home and End step these boards
      document.body.dataset.check = 'shown'; // the check's own playback row drives them (check.css)
      if (app.teaching) {
        app.teaching.selected = shown.learner.view.label; // the panels explain the learner's run
        app.teaching.schedule();
      }
      section.scrollIntoView?.({ block: 'nearest' });
      playback.play();
    },
    playback,
  };
}

// A finding's sentence without where it is ("line 12 (step 6): "), which the stop already says.
function wrongPart(message) {
  return message.replace(/^(line|event) \d+ \((step \d+|before the first step)\): /, '');
}

function options(result) {
  const { tieRule: _rule, ...rest } = result.options;
  return { ...rest, start: result.start, goal: result.goal };
}

// A board for one run: its replay on a BoardView stepped by the shared playback; hovering or tapping it
// fills the inspector, and the teaching views can explain it (teachSource).
function boardEntry(app, label, ariaLabel, model, traced, playback, searchOptions, searchResult) {
  const replay = new TraceReplay(traced.trace, model.width * model.height, traced.index, traced.replayState);
  const canvas = el('canvas');
  canvas.setAttribute('aria-label', ariaLabel);
  canvas.dataset.run = label === 'Your run' ? 'learner' : 'core';
  const figure = el('figure', { className: 'check-board' }, canvas, el('figcaption', { textContent: ariaLabel }));
  /** @type {BoardView & {teachLabel?: string, teachSource?: () => object}} the teaching views read both (teaching-views.js) */
  const view = new BoardView(canvas, { playback, label });
  const entry = { label, model, replay, options: searchOptions, result: searchResult, view, figure };
  view.teachLabel = label;
  // The teaching views order an open list by the search's frontier rule, which comes with Pathlab's run.
  if (traced.trace.frontier) view.teachSource = () => ({ replay, options: searchOptions, result: searchResult, space: 'grid', playback, board: view });
  view.setModel(model);
  view.setReplay(replay);
  const inspect = (e) => {
    const rect = canvas.getBoundingClientRect();
    const [fx, fy] = view.screenToCell(e.clientX - rect.left, e.clientY - rect.top);
    const cell = [Math.floor(fx), Math.floor(fy)];
    view.setHover(cell);
    app.inspect(cell, entry);
  };
  canvas.addEventListener('pointermove', inspect);
  canvas.addEventListener('pointerdown', inspect);
  canvas.addEventListener('pointerleave', (e) => {
    view.setHover(null);
    if (e.pointerType === 'mouse' && app.inspectedBoard === entry) app.inspect(null);
  });
  return entry;
}

// Side by side when they fit, one above the other on a phone or in a narrow embed.
function sizeBoards(section, entries, model) {
  const room = section.clientWidth - 24;
  const perBoard = room >= 2 * SIDE_BY_SIDE_PIXELS + 16 ? (room - 16) / 2 : room;
  const side = Math.max(BOARD_MIN_PIXELS, Math.min(BOARD_MAX_PIXELS, perBoard));
  const scale = side / Math.max(model.width, model.height);
  for (const { view } of entries) {
    view.canvas.style.width = `${Math.round(model.width * scale)}px`;
    view.canvas.style.height = `${Math.round(model.height * scale)}px`;
    view.requestDraw();
  }
}

// At and after the first wrong step: the learner's wrong cell ringed in red, what a correct run could have
// expanded ringed dashed.
function drawFinding(ctx, view, result, step, stopStep) {
  if (stopStep < 0 || step < stopStep || !result.firstWrong) return;
  const ring = ([x, y], dashed) => {
    const [sx, sy] = view.cellToScreen(x, y);
    const size = Math.max(6, view.zoom);
    ctx.save();
    ctx.lineWidth = Math.max(2, Math.min(4, view.zoom / 6));
    ctx.strokeStyle = dashed ? '#0b6e4f' : '#d1242f';
    if (dashed) ctx.setLineDash([4, 3]);
    ctx.strokeRect(sx - (size - view.zoom) / 2, sy - (size - view.zoom) / 2, size, size);
    ctx.restore();
  };
  for (const cell of result.firstWrong.expected ?? []) ring(cell, true);
  if (result.firstWrong.cell) ring(result.firstWrong.cell, false);
}

function listCells(cells) {
  return listWords(cells.map(([x, y]) => `(${x}, ${y})`), 'or');
}

function listWords(words, and = 'and') {
  if (words.length === 1) return words[0];
  return `${words.slice(0, -1).join(', ')} ${and} ${words.at(-1)}`;
}

// Which settings the check took from where, in words.
function whereFrom(result, map, taken, assignment) {
  if (assignment) return `Checked with the assignment’s map, start, goal and options${assignment.tieRule === 'fixed' ? ', ties fixed' : ''}.`;
  const algorithm = describeOption('algorithm', result.algorithm).valueLabel;
  const mapWords = map.from === 'file' ? 'the map from the file' : 'the board’s map';
  const ends = taken.start && taken.goal ? 'start and goal from the file' : taken.start || taken.goal
    ? `${taken.start ? 'start' : 'goal'} from the file, ${taken.start ? 'goal' : 'start'} from the board` : 'start and goal from the board';
  const named = taken.options.filter((n) => CHECK_NAMES.includes(n)).map((n) => describeOption(n).label.toLowerCase());
  const optionWords = named.length ? `${named.join(', ')} from the file, the other options from the board` : 'options from the board';
  const ties = result.options.tieRule === 'fixed' ? '; ties fixed' : '; ties in any order a correct run could take';
  return `Checked as ${algorithm} with ${mapWords}, ${ends}, ${optionWords}${ties}.`;
}

