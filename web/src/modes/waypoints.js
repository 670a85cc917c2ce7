// Waypoint mode (the waypoint A* article, "Look up the A-Stars"): place waypoints on the map; every pair
// with a clear line of sight is linked by its length (pl.visibilityGraph), and
// A* or Dijkstra searches that graph from S to G (pl.createGraphSearch). The
// search is replayed step by step on the board: links in grey, visited
// waypoints yellow to red by cost so far, open ones cyan, the path green.
// S and G are waypoints 0 and 1; the ones you place follow.

import { CSS } from '../render/palette.js';
import { TraceReplay, CELL_STATE } from '../model/replay.js';
import { MAX_PLACED_WAYPOINTS } from './mode-state.js';

const STEP_MS = 450;
const COLORS = { link: 'rgba(60, 66, 80, 0.45)', node: '#ffffff', nodeBorder: '#2b2f3a' };
let state = null;

export const waypointMode = {
  id: 'waypoints',
  label: 'Waypoints',
  /** settings: { waypoints, algorithm } (mode-state.js), or undefined for a few waypoints around the map. */
  enter(app, container, settings) {
    container.innerHTML = `
      <div class="field"><label for="waypoint-algorithm">Algorithm</label>
        <select id="waypoint-algorithm"><option value="astar">A* (Euclidean h)</option><option value="dijkstra">Dijkstra</option></select></div>
      <div class="buttons">
        <button type="button" id="waypoint-first" aria-label="First step">|◀◀</button>
        <button type="button" id="waypoint-play">▶ Play</button>
        <button type="button" id="waypoint-step" aria-label="Step forward">▶</button>
        <button type="button" id="waypoint-end" aria-label="Last step">▶▶|</button>
        <button type="button" id="waypoint-clear">Clear waypoints</button>
      </div>
      <p class="hint" id="waypoint-status" aria-live="polite"></p>
      <p class="hint" id="waypoint-compare"></p>`;
    const $ = (id) => container.querySelector(`#${id}`);
    state = {
      app,
      points: settings ? settings.waypoints.map((p) => [...p]) : defaultWaypoints(app.model),
      links: [],
      replay: null,
      results: {},
      algorithm: settings?.algorithm ?? 'astar',
      timer: null,
      drag: null,
      key: '',
      ui: { status: $('waypoint-status'), compare: $('waypoint-compare'), play: $('waypoint-play') },
    };
    app.clearSearch();
    $('waypoint-algorithm').value = state.algorithm;
    $('waypoint-algorithm').addEventListener('change', (e) => { state.algorithm = e.target.value; recompute(true); });
    $('waypoint-first').addEventListener('click', () => seek(0));
    $('waypoint-step').addEventListener('click', () => { stop(); seek(state.replay.step + 1); });
    $('waypoint-end').addEventListener('click', () => { stop(); seek(Infinity); });
    $('waypoint-play').addEventListener('click', () => (state.timer ? stop() : play()));
    $('waypoint-clear').addEventListener('click', () => { state.points = []; recompute(true); });
    state.removeOverlay = app.renderer.addOverlay(draw);
    app.editor.setPointerHandler(pointerHandler);
    state.unsubscribe = app.subscribe(() => { if (mapKey(app) !== state.key) recompute(false); });
    recompute(true);
  },
  leave(app) {
    if (!state) return;
    stop();
    state.removeOverlay();
    state.unsubscribe();
    app.editor.setPointerHandler(null);
    state = null;
    app.renderer.requestDraw();
  },
  /** The settings a share link keeps (mode-state.js). */
  settings: () => ({ waypoints: state.points.map((p) => [...p]), algorithm: state.algorithm }),
  /** For tests and scripts: the waypoints placed, the links and the last results. */
  snapshot() {
    if (!state) return null;
    return { points: state.points.map((p) => [...p]), links: state.links, results: state.results, step: state.replay?.step,
      totalSteps: state.replay?.totalSteps };
  },
};

// A few waypoints around the starter map's wall, so the mode shows something at once.
function defaultWaypoints(model) {
  const candidates = [[0.3, 0.2], [0.6, 0.2], [0.55, 0.8], [0.35, 0.85], [0.75, 0.5], [0.25, 0.5]];
  return candidates
    .map(([fx, fy]) => [Math.floor(fx * model.width), Math.floor(fy * model.height)])
    .filter(([x, y]) => model.inside(x, y) && !model.isWall(x, y));
}

function nodes() {
  const { model } = state.app;
  return [model.start, model.goal, ...state.points];
}

function mapKey(app) {
  const { model } = app;
  let hash = 0;
  for (let i = 0; i < model.cells.length; i++) hash = (Math.imul(hash, 31) + model.cells[i]) | 0;
  return `${model.width}x${model.height}:${model.start}:${model.goal}:${hash}`;
}

// Rebuilds the links and both searches; shows the selected one at its end (or its start when `restart`).
function recompute(restart) {
  const { app } = state;
  stop();
  state.key = mapKey(app);
  const pl = app.pathlab;
  const grid = new pl.Grid(app.model.width, app.model.height);
  try {
    grid.setCells(app.model.cells);
    state.points = state.points.filter(([x, y]) => !app.model.isWall(x, y));
    const positions = nodes();
    state.links = pl.visibilityGraph(grid, positions);
    const edges = state.links.flatMap(([a, b, d]) => [[a, b, d], [b, a, d]]);
    const query = { nodes: positions, edges, start: 0, goal: 1 };
    for (const algorithm of ['astar', 'dijkstra']) {
      const search = pl.createGraphSearch({ ...query, algorithm });
      try {
        const result = search.run();
        state.results[algorithm] = result;
        if (algorithm === state.algorithm) state.replay = new TraceReplay(search.traceCopy(), positions.length);
      } finally {
        search.delete();
      }
    }
  } catch (error) {
    app.reportError(error.message);
    return;
  } finally {
    grid.delete();
  }
  seek(restart ? 0 : Infinity);
  const { astar, dijkstra } = state.results;
  state.ui.compare.textContent = astar.status === 'found'
    ? `Same cost ${astar.cost.toFixed(2)}: A* expanded ${astar.expanded} waypoints, Dijkstra ${dijkstra.expanded}.`
    : 'S and G are not connected: add waypoints that see each other.';
}

function seek(k) {
  state.replay.seek(k);
  const r = state.results[state.algorithm];
  const { step, totalSteps } = state.replay;
  const links = `${nodes().length} waypoints, ${state.links.length} links`;
  const end = step === totalSteps ? (r.status === 'found' ? ` · path cost ${r.cost.toFixed(2)}` : ' · no path') : '';
  state.ui.status.textContent = `${links} · step ${step} / ${totalSteps}${end}`;
  state.app.renderer.requestDraw();
}

function play() {
  if (state.replay.step === state.replay.totalSteps) seek(0);
  state.ui.play.textContent = '❚❚ Pause';
  state.timer = setInterval(() => {
    if (state.replay.step >= state.replay.totalSteps) stop();
    else seek(state.replay.step + 1);
  }, STEP_MS);
}

function stop() {
  if (!state?.timer) return;
  clearInterval(state.timer);
  state.timer = null;
  state.ui.play.textContent = '▶ Play';
}

// Left clicks belong to the mode (add, drag, remove waypoints) except on S and G,
// which the editor drags as usual; other buttons and the pan tool go to the editor.
const pointerHandler = {
  down(cell, e) {
    const { app } = state;
    if (e.button !== 0 || app.editor.tool === 'pan' || !app.editor.enabled) return false; // read-only embeds: no edits
    const { model } = app;
    if (!model.inside(...cell) || model.isStart(...cell) || model.isGoal(...cell)) return false;
    const index = state.points.findIndex(([x, y]) => x === cell[0] && y === cell[1]);
    if (index >= 0) {
      state.drag = { index, moved: false };
    } else if (!model.isWall(...cell) && state.points.length < MAX_PLACED_WAYPOINTS) {
      state.points.push([...cell]);
      state.drag = { index: state.points.length - 1, moved: true };
      recompute(true);
    }
    return true;
  },
  move(cell) {
    const drag = state.drag;
    if (!drag) return false;
    const { model } = state.app;
    const [x, y] = state.points[drag.index];
    if (model.inside(...cell) && !model.isWall(...cell) && (cell[0] !== x || cell[1] !== y)) {
      state.points[drag.index] = [...cell];
      drag.moved = true;
      recompute(false);
    }
    return true;
  },
  up() {
    const drag = state.drag;
    if (!drag) return false;
    state.drag = null;
    if (!drag.moved) {
      state.points.splice(drag.index, 1); // a click on a waypoint removes it
      recompute(true);
    }
    return true;
  },
};

function draw(ctx, view) {
  if (!state?.replay) return;
  const positions = nodes();
  const centre = ([x, y]) => view.cellToScreen(x + 0.5, y + 0.5);
  ctx.save();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = COLORS.link;
  ctx.beginPath();
  for (const [a, b] of state.links) {
    ctx.moveTo(...centre(positions[a]));
    ctx.lineTo(...centre(positions[b]));
  }
  ctx.stroke();
  const { replay } = state;
  if (replay.path.length > 1) {
    ctx.lineWidth = Math.max(4, view.zoom * 0.3);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = CSS.path;
    ctx.beginPath();
    replay.path.forEach((node, i) => (i ? ctx.lineTo(...centre(positions[node])) : ctx.moveTo(...centre(positions[node]))));
    ctx.stroke();
  }
  const radius = Math.max(6, view.zoom * 0.45);
  positions.forEach((p, node) => {
    const [sx, sy] = centre(p);
    const marker = node < 2; // S and G are drawn by the board: ring them instead of covering them
    ctx.beginPath();
    ctx.arc(sx, sy, marker ? radius + 4 : radius, 0, 2 * Math.PI);
    const fill = nodeColor(replay, node);
    if (marker) {
      ctx.lineWidth = 4;
      ctx.strokeStyle = fill ?? 'transparent';
      ctx.stroke();
    } else {
      ctx.fillStyle = fill ?? COLORS.node;
      ctx.fill();
      ctx.lineWidth = 1.5;
      ctx.strokeStyle = COLORS.nodeBorder;
      ctx.stroke();
    }
    if (node === replay.current && replay.step < replay.totalSteps) {
      ctx.beginPath();
      ctx.arc(sx, sy, radius + 7, 0, 2 * Math.PI);
      ctx.lineWidth = 2.5;
      ctx.strokeStyle = CSS.current;
      ctx.stroke();
    }
  });
  ctx.restore();
}

// Closed waypoints: yellow (low cost so far) to red (high); open: cyan; unseen: none.
function nodeColor(replay, node) {
  const s = replay.state[node];
  if (s === CELL_STATE.open) return CSS.open;
  if (s !== CELL_STATE.closed) return null;
  const t = replay.maxG > 0 ? Math.min(1, replay.g[node] / replay.maxG) : 0;
  return mixHex(CSS.closedLow, CSS.closedHigh, t);
}

function mixHex(a, b, t) {
  const pa = parseInt(a.slice(1), 16), pb = parseInt(b.slice(1), 16);
  const channel = (shift) => Math.round(((pa >> shift) & 255) + (((pb >> shift) & 255) - ((pa >> shift) & 255)) * t);
  return `rgb(${channel(16)}, ${channel(8)}, ${channel(0)})`;
}
