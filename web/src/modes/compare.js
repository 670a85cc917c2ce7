// Compare mode (seed 000's side-by-side view): the current map, start and goal
// searched by several algorithms at once. The searches and their timing run in
// the search worker (web/src/worker/compare-searches.js), so a large map does
// not freeze the page. Each algorithm gets a small board replaying its trace;
// one set of controls steps them all together (step k = k expansions on every
// board, or that board's end), and a table compares expanded nodes, path cost
// and time (findPath without a trace, averaged over repeated runs: browsers
// coarsen their clocks to 0.1 ms or more).

import { ALGORITHMS } from '../lib/options.js';
import { CELL_COST_MASK, CELL_WALL_BIT } from '../lib/cell-format.js';
import { describeOption } from '../ui/help-text.js';
import { CLOSED, CLOSED_LEVELS, CSS, OPEN, TERRAIN, WALL } from '../render/palette.js';
import { CELL_STATE, TraceReplay } from '../model/replay.js';
import { SearchClient } from '../worker/search-client.js';

const DEFAULT_PICK = ['astar', 'dijkstra', 'greedy'];
const BOARD_MIN_PIXELS = 160; // the longer side of each small board, in CSS pixels
const BOARD_MAX_PIXELS = 420;
const PLAY_SECONDS = 6; // playback takes about this long, whatever the search sizes
const TIMING_MS = 40; // time each algorithm for about this long (in the worker)
let state = null;

export const compareMode = {
  id: 'compare',
  label: 'Compare',
  /** settings: { algorithms } (mode-state.js), or undefined for A*, Dijkstra and greedy. */
  enter(app, container, settings) {
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
    section.innerHTML = `
      <div class="playback">
        <div class="buttons">
          <button type="button" id="compare-first" aria-label="First step">|◀◀</button>
          <button type="button" id="compare-back" aria-label="Step back">◀</button>
          <button type="button" id="compare-play" class="play">▶ Play</button>
          <button type="button" id="compare-forward" aria-label="Step forward">▶</button>
          <button type="button" id="compare-end" aria-label="Last step">▶▶|</button>
        </div>
        <div class="timeline"><input type="range" id="compare-step" min="0" max="0" value="0" aria-label="Step of every board">
          <output id="compare-counter">Step 0 / 0</output></div>
      </div>
      <p class="hint" id="compare-status" aria-live="polite"></p>
      <div class="compare-boards" id="compare-boards"></div>
      <table class="compare-table"><thead><tr><th>Algorithm</th><th>Status</th><th>Expanded (now / total)</th>
        <th>Cost</th><th>Path cells</th><th>Time per search</th></tr></thead><tbody id="compare-rows"></tbody></table>`;
    app.clearSearch(); // the boards below the toolbar show the searches; the big board is for editing
    app.renderer.canvas.closest('.board-wrap').before(section);
    const $ = (id) => section.querySelector(`#${id}`) ?? container.querySelector(`#${id}`);
    state = { app, section, runs: [], step: 0, total: 0, timer: null, $, client: new SearchClient(), algorithms: [...picked],
      comparing: false, generation: 0, map: null };
    $('compare-run').addEventListener('click', () => run(pickedAlgorithms(container)));
    $('compare-first').addEventListener('click', () => { stop(); seek(0); });
    $('compare-back').addEventListener('click', () => { stop(); seek(state.step - 1); });
    $('compare-forward').addEventListener('click', () => { stop(); seek(state.step + 1); });
    $('compare-end').addEventListener('click', () => { stop(); seek(state.total); });
    $('compare-play').addEventListener('click', () => (state.timer ? stop() : play()));
    $('compare-step').addEventListener('input', (e) => { stop(); seek(Number(e.target.value)); });
    run(picked);
  },
  leave() {
    if (!state) return;
    stop();
    state.client.dispose(); // a comparison still running is dropped
    state.section.remove();
    state = null;
  },
  /** The settings a share link keeps (mode-state.js): the algorithms of the last comparison asked for. */
  settings: () => ({ algorithms: [...state.algorithms] }),
  /** For tests and scripts: each board's algorithm, result and step, and the shared step. */
  snapshot() {
    if (!state) return null;
    return { step: state.step, total: state.total, comparing: state.comparing,
      runs: state.runs.map(({ algorithm, result, error, replay, micros }) => ({ algorithm, result, error, micros, step: replay?.step ?? 0 })) };
  },
  /** Runs the comparison for these algorithms (what the Compare button does); resolves once the boards show it. */
  run: (algorithms) => run(algorithms),
};

function pickedAlgorithms(container) {
  return [...container.querySelectorAll('.compare-pick input:checked')].map((input) => input.value);
}

// Asks the worker for every search, then builds the boards one per frame
// (replaying a long trace takes a moment) and shows them all at their end.
async function run(algorithms) {
  const mine = state;
  const { app, $ } = mine;
  stop();
  if (algorithms.length < 2) {
    app.reportError('pick at least two algorithms to compare');
    return;
  }
  app.clearError();
  const { width, height, start, goal } = app.model;
  const map = { width, height, cells: app.model.cells.slice(), start: [...start], goal: [...goal] };
  mine.algorithms = [...algorithms];
  mine.comparing = true;
  const generation = ++mine.generation;
  $('compare-status').textContent = `Comparing ${algorithms.length} searches…`;
  let reply;
  try {
    const searches = algorithms.map((algorithm) => ({ ...app.options, algorithm, start: map.start, goal: map.goal }));
    reply = await mine.client.compare({ width, height, cells: map.cells, searches, timeMs: TIMING_MS });
  } catch (error) {
    if (error.name !== 'AbortError' && state === mine && mine.generation === generation) {
      mine.comparing = false;
      $('compare-status').textContent = '';
      app.reportError(error.message);
    }
    return; // replaced by a newer comparison, or the mode was left
  }
  const runs = [];
  for (const [i, outcome] of reply.runs.entries()) {
    if (i > 0) await nextFrame();
    if (state !== mine || mine.generation !== generation) return; // left, or a newer comparison began
    runs.push(entryFor(algorithms[i], outcome, width * height));
  }
  mine.map = map;
  mine.runs = runs;
  mine.comparing = false;
  $('compare-status').textContent = '';
  mine.total = Math.max(0, ...runs.map((r) => r.replay?.totalSteps ?? 0));
  $('compare-boards').replaceChildren(...runs.map(boardFor));
  $('compare-step').max = String(mine.total);
  seek(mine.total);
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => resolve()));

// One algorithm's board entry from the worker's run: its replay, result and time, or its error.
function entryFor(algorithm, outcome, cellCount) {
  const entry = { algorithm, result: null, replay: null, micros: Infinity, error: '' };
  if (!outcome.ok) {
    entry.error = outcome.error;
    return entry;
  }
  entry.result = outcome.result;
  entry.micros = outcome.micros;
  entry.replay = new TraceReplay(outcome.trace, cellCount);
  entry.replay.seek(entry.replay.totalSteps);
  return entry;
}

function boardFor(entry, _, all) {
  const model = state.map;
  const room = (state.section.clientWidth - 32 - 12 * (all.length - 1)) / all.length;
  const side = Math.max(BOARD_MIN_PIXELS, Math.min(BOARD_MAX_PIXELS, room));
  const figure = document.createElement('figure');
  figure.className = 'compare-board';
  const scale = side / Math.max(model.width, model.height);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(model.width * scale);
  canvas.height = Math.round(model.height * scale);
  canvas.dataset.algorithm = entry.algorithm;
  const caption = document.createElement('figcaption');
  caption.textContent = describeOption('algorithm', entry.algorithm).valueLabel;
  figure.append(canvas, caption);
  entry.canvas = canvas;
  entry.scale = scale;
  entry.pixels = new ImageData(model.width, model.height);
  entry.offscreen = new OffscreenCanvas(model.width, model.height);
  return figure;
}

function seek(k) {
  state.step = Math.max(0, Math.min(state.total, Math.trunc(k)));
  for (const entry of state.runs) {
    if (!entry.replay) continue;
    entry.replay.seek(state.step);
    drawBoard(entry);
  }
  const { $ } = state;
  $('compare-step').value = String(state.step);
  $('compare-counter').textContent = `Step ${state.step} / ${state.total}`;
  $('compare-rows').replaceChildren(...state.runs.map(row));
}

function row(entry) {
  const tr = document.createElement('tr');
  const name = describeOption('algorithm', entry.algorithm).valueLabel;
  const r = entry.result;
  const cells = entry.error
    ? [name, `error: ${entry.error}`, '', '', '', '']
    : [name, entry.replay.step < entry.replay.totalSteps ? 'running' : r.status + (r.stoppedBy ? ` (${r.stoppedBy})` : ''),
      `${entry.replay.step} / ${r.expanded}`,
      r.status === 'no-path' ? '—' : r.cost.toFixed(3), String(r.path.length), formatMicros(entry.micros)];
  for (const text of cells) {
    const td = document.createElement('td');
    td.textContent = text;
    tr.append(td);
  }
  return tr;
}

function formatMicros(us) {
  return us >= 1000 ? `${(us / 1000).toFixed(2)} ms` : `${Math.round(us)} µs`;
}

// The board at this replay's step: one pixel per cell, scaled up, then the path and the markers.
function drawBoard(entry) {
  const model = state.map;
  const { replay } = entry;
  const pixels = new Uint32Array(entry.pixels.data.buffer);
  const scale = replay.maxG > 0 ? (CLOSED_LEVELS - 1) / replay.maxG : 0;
  for (let i = 0; i < model.cells.length; i++) {
    const byte = model.cells[i];
    const cost = byte & CELL_COST_MASK;
    if (byte & CELL_WALL_BIT) pixels[i] = WALL;
    else if (replay.state[i] === CELL_STATE.closed) pixels[i] = CLOSED[cost * CLOSED_LEVELS + Math.min(CLOSED_LEVELS - 1, (replay.g[i] * scale) | 0)];
    else if (replay.state[i] === CELL_STATE.open) pixels[i] = OPEN[cost];
    else pixels[i] = TERRAIN[cost];
  }
  entry.offscreen.getContext('2d').putImageData(entry.pixels, 0, 0);
  const ctx = entry.canvas.getContext('2d');
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(entry.offscreen, 0, 0, entry.canvas.width, entry.canvas.height);
  const centre = (cell) => [((cell % model.width) + 0.5) * entry.scale, (Math.floor(cell / model.width) + 0.5) * entry.scale];
  if (replay.path.length > 1) {
    ctx.beginPath();
    replay.path.forEach((cell, i) => (i ? ctx.lineTo(...centre(cell)) : ctx.moveTo(...centre(cell))));
    ctx.lineWidth = Math.max(2, entry.scale * 0.4);
    ctx.lineJoin = 'round';
    ctx.strokeStyle = CSS.path;
    ctx.stroke();
  }
  for (const [[x, y], color] of [[model.start, CSS.start], [model.goal, CSS.goal]]) {
    ctx.beginPath();
    ctx.arc((x + 0.5) * entry.scale, (y + 0.5) * entry.scale, Math.max(3, entry.scale * 0.5), 0, 2 * Math.PI);
    ctx.fillStyle = color;
    ctx.fill();
  }
}

function play() {
  if (state.step >= state.total) seek(0);
  const perSecond = Math.max(1, state.total / PLAY_SECONDS);
  let last = performance.now();
  let owed = 0;
  state.$('compare-play').textContent = '❚❚ Pause';
  const tick = (now) => {
    owed += ((now - last) / 1000) * perSecond;
    last = now;
    const steps = Math.floor(owed);
    owed -= steps;
    if (steps > 0) seek(state.step + steps);
    if (state.step >= state.total) stop();
    else state.timer = requestAnimationFrame(tick);
  };
  state.timer = requestAnimationFrame(tick);
}

function stop() {
  if (!state?.timer) return;
  cancelAnimationFrame(state.timer);
  state.timer = null;
  state.$('compare-play').textContent = '▶ Play';
}
