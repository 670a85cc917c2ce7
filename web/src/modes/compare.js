// Compare mode (the same search by several algorithms side by side, as the
// waypoint A* article shows A* beside Dijkstra): the current map, start and goal searched by several algorithms
// at once. The searches and their timing run in the search worker
// (web/src/worker/compare-searches.js), so a large map does not freeze the
// page. Each algorithm gets a small BoardView replaying its trace; one
// Playback steps them all together (step k = k expansions on every board, or
// that board's end), and drives the page's shortcuts while the mode is on. A
// table compares expanded nodes, path cost and time (findPath without a
// trace, averaged over repeated runs: browsers coarsen their clocks to 0.1 ms
// or more). Editing the map or options afterwards marks the comparison out of
// date until it runs again; hovering a board fills the inspector from it.
// The searches run in the page's search worker, which holds the map already
// (only the cells changed since go, cells-sync.js), and the map as compared
// comes back from it: the page's thread neither sends nor copies a 4096 x 4096 map.

import { ALGORITHMS } from '../lib/options.js';
import { describeOption } from '../ui/help-text.js';
import { describeStatus, formatMicros, tableBuildText } from '../ui/stats-panels.js';
import { GridModel } from '../model/grid-model.js';
import { TraceReplay } from '../model/replay.js';
import { BoardView } from '../render/renderer.js';
import { Playback, STEP_CHANGED } from '../playback/playback.js';
import { bindPlaybackControls } from '../playback/playback-controls.js';
import { defineMode } from './mode.js';
import { resolveOptions } from '../model/page-options.js';

const DEFAULT_PICK = ['astar', 'dijkstra', 'greedy'];
const BOARD_MIN_PIXELS = 160; // the longer side of each small board, in CSS pixels
const BOARD_MAX_PIXELS = 420;
const PLAY_SECONDS = 6; // playback takes about this long, whatever the search sizes
const TIMING_MS = 40; // time each algorithm for about this long (in the worker)

/** settings: { algorithms } (model/mode-state.js), or undefined for A*, Dijkstra and greedy. */
export const compareMode = defineMode('compare', 'Compare', (app, container, settings) => {
  const picked = settings?.algorithms ?? DEFAULT_PICK;
  container.innerHTML = `
    <fieldset class="compare-pick"><legend>Algorithms</legend>${ALGORITHMS.map((a) => `
      <label class="inline"><input type="checkbox" value="${a}" ${picked.includes(a) ? 'checked' : ''}>
        ${describeOption('algorithm', a).valueLabel}</label>`).join('')}</fieldset>
    <button type="button" id="compare-run" class="play">Compare</button>`;
  const section = document.createElement('section');
  section.className = 'compare card';
  section.id = 'compare';
  section.setAttribute('aria-label', 'Side-by-side comparison');
  section.setAttribute('aria-busy', 'true'); // until the boards show a comparison: assistive technology (and tests) wait for it
  section.innerHTML = `
    <div class="playback">
      <div class="buttons">
        <button type="button" id="compare-first" aria-label="First step (Home)">|◀◀</button>
        <button type="button" id="compare-back" aria-label="Step back (←)">◀</button>
        <button type="button" id="compare-play" class="play">▶ Play</button>
        <button type="button" id="compare-forward" aria-label="Step forward (→)">▶</button>
        <button type="button" id="compare-end" aria-label="Last step (End)">▶▶|</button>
      </div>
      <div class="timeline"><input type="range" id="compare-step" min="0" max="0" value="0" aria-label="Step of every board">
        <output id="compare-counter">Step 0 / 0</output></div>
    </div>
    <p class="hint" id="compare-status" aria-live="polite"></p>
    <p class="notice" id="compare-stale" hidden>The map, start, goal or options changed since this comparison.
      <button type="button" id="compare-again">Compare again</button></p>
    <div class="compare-boards" id="compare-boards"></div>
    <div class="compare-table-wrap"><table class="compare-table"><thead><tr><th>Algorithm</th><th>Status</th><th>Expanded (now / total)</th>
      <th>Cost</th><th>Path length</th><th>Time per search</th></tr></thead><tbody id="compare-rows"></tbody></table></div>
    <p class="hint compare-map-note" id="compare-map-note">Below: the map itself, to edit. The boards above show the searches;
      after a change, press Compare again.</p>`;
  app.clearSearch(); // the boards below the toolbar show the searches; the big board is for editing
  app.setIdleStatus('Comparing: the boards above show the searches');
  app.renderer.canvas.closest('.board-wrap').before(section);
  const $ = (id) => section.querySelector(`#${id}`) ?? container.querySelector(`#${id}`);
  const playback = new Playback();
  const controls = bindPlaybackControls({ first: $('compare-first'), back: $('compare-back'), play: $('compare-play'),
    forward: $('compare-forward'), end: $('compare-end'), timeline: $('compare-step'), counter: $('compare-counter') },
  { onError: (error) => app.reportError(error.message) });
  controls.bind(playback, playback);
  const session = { runs: [], algorithms: [...picked], comparing: false, generation: 0, map: null, options: null,
    compared: null, left: false };

  // The rows stay and only their changed texts are written: the table is rewritten in every frame of
  // playback, and new rows made the browser restyle and lay out the whole table each time.
  const showStep = () => {
    const body = $('compare-rows');
    if (session.runs.some((entry, i) => body.children[i] !== entry.row) || body.children.length !== session.runs.length) {
      body.replaceChildren(...session.runs.map((entry) => (entry.row ??= document.createElement('tr'))));
    }
    for (const entry of session.runs) fillRow(entry.row, rowTexts(entry));
    if (session.runs.some((entry) => entry === app.inspectedBoard)) app.inspect(app.inspected, app.inspectedBoard);
  };
  playback.addEventListener(STEP_CHANGED, showStep);
  app.setDriver(playback); // Space, arrows, Home and End step these boards, not the hidden main search
  const showStale = () => { $('compare-stale').hidden = !session.map || !comparisonIsStale(app, session); };
  const unsubscribers = [app.on('map', showStale), app.on('options', showStale)];
  const again = () => run(pickedAlgorithms(container));
  $('compare-run').addEventListener('click', again);
  $('compare-again').addEventListener('click', again);

  // Asks the worker for every search, then builds the boards one per frame
  // (each takes a moment on a big map) and shows them all at their end.
  async function run(algorithms) {
    playback.pause();
    if (algorithms.length < 2) {
      app.reportError('pick at least two algorithms to compare');
      if (!session.comparing) section.setAttribute('aria-busy', 'false'); // the boards shown stay as they are
      return;
    }
    app.clearError();
    const { model } = app;
    const compared = { id: model.id, revision: model.revision }; // the main map's cells as the worker searches them
    const [start, goal] = [[...model.start], [...model.goal]];
    const options = app.options;
    session.algorithms = [...algorithms];
    session.comparing = true;
    section.setAttribute('aria-busy', 'true');
    const generation = ++session.generation;
    const current = () => !session.left && session.generation === generation;
    $('compare-status').textContent = `Comparing ${algorithms.length} searches…`;
    let reply;
    try {
      const searches = algorithms.map((algorithm) => ({ ...options, algorithm, start, goal }));
      reply = await app.searchClient.compare({ model, searches, timeMs: TIMING_MS });
    } catch (error) {
      if (error.name !== 'AbortError' && current()) {
        session.comparing = false;
        section.setAttribute('aria-busy', 'false');
        $('compare-status').textContent = '';
        app.reportError(error.message);
      }
      return; // replaced by a newer comparison, or the mode was left
    }
    if (!current()) return;
    const map = new GridModel(model.width, model.height, reply.cells, { adopt: true }); // the worker's copy, as searched
    map.start = start;
    map.goal = goal;
    const runs = [];
    const figures = [];
    for (const [i, outcome] of reply.runs.entries()) {
      if (i > 0) await nextFrame();
      if (!current()) { // left, or a newer comparison began
        disposeBoards(runs);
        return;
      }
      runs.push(entryFor(algorithms[i], outcome, map, options));
      figures.push(boardFor(app, runs[i], reply.runs.length, section, playback)); // a board of a 4096 x 4096 map is 16 canvases
    }
    disposeBoards(session.runs);
    session.map = map;
    session.compared = compared;
    session.options = options;
    session.runs = runs;
    session.comparing = false;
    section.setAttribute('aria-busy', 'false');
    $('compare-status').textContent = '';
    $('compare-boards').replaceChildren(...figures);
    const replays = runs.map((r) => r.replay).filter(Boolean);
    playback.load(replays, Infinity);
    app.setSpeed(Math.max(1, Math.round(playback.totalSteps / PLAY_SECONDS))); // the boards' playback: the page's speed slider shows it
    showStale();
  }

  run(picked);
  return {
    leave() {
      session.left = true;
      playback.pause(); // a comparison still running is dropped (current()); a newer request in the search worker replaces it
      disposeBoards(session.runs);
      for (const unsubscribe of unsubscribers) unsubscribe();
      if (session.runs.includes(app.inspectedBoard)) app.inspect(null);
      app.setDriver(null);
      app.setIdleStatus(null);
      section.remove();
    },
    /** The algorithms of the last comparison asked for. */
    settings: () => ({ algorithms: [...session.algorithms] }),
    /** Each board's algorithm, result and step, and the shared step. */
    snapshot: () => ({ step: playback.step, total: playback.totalSteps, comparing: session.comparing,
      stale: !$('compare-stale').hidden,
      runs: session.runs.map(({ algorithm, result, error, replay, micros }) => ({ algorithm, result, error, micros, step: replay?.step ?? 0 })) }),
    /** Runs the comparison for these algorithms (what the Compare button does); resolves once the boards show it. */
    run,
  };
});

/** Runs the comparison for these algorithms in the current compare mode (for scripts). */
compareMode.run = (algorithms) => compareMode.session?.run(algorithms);

function pickedAlgorithms(container) {
  return [...container.querySelectorAll('.compare-pick input:checked')].map((input) => input.value);
}

// Whether the main map, markers or options differ from the ones compared. The cells are read only where they
// may differ: none when the main map is the revision compared, the cells written since when those are known
// (GridModel.changesSince), all of them after a whole-map change.
function comparisonIsStale(app, { map, options, compared }) {
  const { model } = app;
  if (model.width !== map.width || model.height !== map.height) return true;
  if (String(model.start) !== String(map.start) || String(model.goal) !== String(map.goal)) return true;
  for (const name of Object.keys(app.options)) if (name !== 'algorithm' && app.options[name] !== options[name]) return true;
  if (model.id === compared.id && model.revision === compared.revision) return false;
  const changes = model.id === compared.id ? model.changesSince(compared.revision) : null;
  const a = model.cells, b = map.cells;
  if (changes) return changes.indices.some((i) => a[i] !== b[i]);
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return true;
  return false;
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

// One algorithm's board entry from the worker's run: its replay, result and time, or its error.
// It is also what the inspector reads when the board is hovered ({ model, replay, options, label }).
function entryFor(algorithm, outcome, map, options) {
  const label = describeOption('algorithm', algorithm).valueLabel;
  const entry = { algorithm, label, model: map, result: null, replay: null, micros: Infinity, error: '', view: null,
    options: outcome.ok ? resolveOptions({ ...options, algorithm }, map) : null }; // as it was searched, for the inspector
  if (!outcome.ok) {
    entry.error = outcome.error;
    return entry;
  }
  entry.result = outcome.result;
  entry.micros = outcome.micros;
  entry.replay = new TraceReplay(outcome.trace, map.width * map.height, outcome.index, outcome.replayState); // at its end, from the worker
  return entry;
}

// A figure with the entry's board (a BoardView stepped by the shared playback); hovering it inspects its cells.
function boardFor(app, entry, count, section, playback) {
  const map = entry.model;
  const room = (section.clientWidth - 32 - 12 * (count - 1)) / count;
  const side = Math.max(BOARD_MIN_PIXELS, Math.min(BOARD_MAX_PIXELS, room));
  const scale = side / Math.max(map.width, map.height);
  const figure = document.createElement('figure');
  figure.className = 'compare-board';
  const canvas = document.createElement('canvas');
  canvas.style.width = `${Math.round(map.width * scale)}px`;
  canvas.style.height = `${Math.round(map.height * scale)}px`;
  canvas.dataset.algorithm = entry.algorithm;
  canvas.setAttribute('aria-label', `${entry.label}'s search`);
  const caption = Object.assign(document.createElement('figcaption'), { textContent: entry.label });
  figure.append(canvas, caption);
  if (entry.replay) {
    entry.view = new BoardView(canvas, { playback, label: entry.label });
    entry.view.teachSource = () => ({ replay: entry.replay, options: entry.options, result: entry.result, space: 'grid', playback, board: entry.view });
    entry.view.setModel(map);
    entry.view.setReplay(entry.replay);
    const cellAt = (e) => {
      const rect = canvas.getBoundingClientRect();
      const [fx, fy] = entry.view.screenToCell(e.clientX - rect.left, e.clientY - rect.top);
      return [Math.floor(fx), Math.floor(fy)];
    };
    const inspect = (e) => {
      const cell = cellAt(e);
      entry.view.setHover(cell);
      app.inspect(cell, entry);
    };
    canvas.addEventListener('pointermove', inspect);
    canvas.addEventListener('pointerdown', inspect); // a tap on a touch screen, which has no hover
    canvas.addEventListener('pointerleave', (e) => {
      entry.view.setHover(null);
      if (e.pointerType === 'mouse' && app.inspectedBoard === entry) app.inspect(null); // a finger's inspection stays
    });
  }
  return figure;
}

function disposeBoards(runs) {
  for (const entry of runs) entry.view?.dispose();
}

// In moves, as the Stats card counts them (a path of n cells is n - 1 moves).
function pathLength(path) {
  return path.length === 0 ? 'none' : `${(path.length - 1).toLocaleString('en')} move${path.length === 2 ? '' : 's'}`;
}

function rowTexts(entry) {
  const r = entry.result;
  return entry.error
    ? [entry.label, `error: ${entry.error}`, '', '', '', '']
    : [entry.label, entry.replay.step < entry.replay.totalSteps ? 'Running' : describeStatus(r.status, r.stoppedBy),
      `${entry.replay.step.toLocaleString('en')} / ${r.expanded.toLocaleString('en')}`,
      r.status === 'no-path' ? '—' : r.cost.toFixed(3), pathLength(r.path),
      [formatMicros(entry.micros), tableBuildText(r)].filter(Boolean).join('; ')]; // JPS+'s table apart: not a search's cost
}

function fillRow(tr, texts) {
  while (tr.children.length < texts.length) tr.append(document.createElement('td'));
  texts.forEach((text, i) => {
    if (tr.children[i].textContent !== text) tr.children[i].textContent = text;
  });
}
