// Waypoint mode (waypoint graphs linked by line of sight, as in the
// waypoint A* article "Look up the A-Stars, look how they shine for you"): place waypoints on the map; every pair with a
// clear line of sight is linked by its length (pl.visibilityGraph), and A* or
// Dijkstra searches that graph from S to G (pl.createGraphSearch), both in the
// search worker. The search is replayed step by step on the board with the
// page's own playback controls: links in grey, visited waypoints amber to red
// by cost so far, open ones in the open cells' colour, the path green. S and G are waypoints 0 and
// 1; the ones you place follow. The preset (on entering without a link's
// waypoints, or on a new map: loaded, resized) spreads a few waypoints over the
// map and adds the corners of a shortest grid path, so S and G are linked
// whenever the grid connects them.

import { CSS } from '../render/palette.js';
import { TraceReplay, CELL_STATE } from '../model/replay.js';
import { Playback } from '../playback/playback.js';
import { MAX_PLACED_WAYPOINTS, WAYPOINT_ALGORITHMS } from '../model/mode-state.js';
import { defineMode } from './mode.js';
import { optionDefault } from '../lib/options.js';

const STEPS_PER_SECOND = 2; // a waypoint graph is small: slow enough to follow each expansion
const COLORS = { link: 'rgba(60, 66, 80, 0.45)', node: '#ffffff', nodeBorder: '#2b2f3a' };

/** settings: { waypoints, algorithm } (model/mode-state.js), or undefined for a few waypoints around the map. */
export const waypointMode = defineMode('waypoints', 'Waypoints', (app, container, settings) => {
  container.innerHTML = `
    <div class="field"><label for="waypoint-algorithm">Algorithm</label>
      <select id="waypoint-algorithm"><option value="astar">A* (Euclidean h)</option><option value="dijkstra">Dijkstra</option></select></div>
    <p class="hint" id="waypoint-how">Click to add a waypoint, drag one to move it, click it again to remove it. The playback controls under the map step the search.</p>
    <div class="buttons"><button type="button" id="waypoint-clear">Clear waypoints</button></div>
    <p class="hint" id="waypoint-status" aria-live="polite"></p>
    <p class="hint" id="waypoint-compare"></p>`;
  const $ = (id) => container.querySelector(`#${id}`);
  $('waypoint-how').hidden = !app.editor.enabled; // a read-only embed: nothing to place
  const playback = new Playback({ speed: STEPS_PER_SECOND });
  const state = {
    points: settings ? settings.waypoints.map((p) => [...p]) : spreadWaypoints(app.model),
    preset: !settings, // the next search adds the path's corners
    nodes: [], // S, G and the points, as last searched
    links: [],
    replay: null,
    results: {},
    algorithm: settings?.algorithm ?? optionDefault('algorithm'),
    drag: null,
    key: mapKey(app.model),
    model: app.model,
    searched: null, // resolves when the latest search is shown
    left: false,
  };
  app.clearSearch();
  app.setDriver(playback); // the page's playback controls and shortcuts step this search
  app.setTeachSource(() => (state.replay ? { replay: state.replay, options: { algorithm: state.algorithm, heuristic: 'euclidean' },
    result: state.results[state.algorithm], space: 'graph', nodes: state.nodes, playback } : null));

  const showStatus = () => {
    if (!state.replay) return;
    const r = state.results[state.algorithm];
    const { step, totalSteps } = state.replay;
    const end = step === totalSteps ? (r.status === 'found' ? ` · path cost ${r.cost.toFixed(2)}` : ' · no path') : '';
    $('waypoint-status').textContent = `${plural(state.nodes.length, 'waypoint')}, ${plural(state.links.length, 'link')} · step ${step} / ${totalSteps}${end}`;
    app.renderer.requestDraw();
  };
  playback.addEventListener('stepchange', showStatus);

  // Rebuilds the links and both searches in the worker; shows the selected one at its end (or its start when `restart`).
  const recompute = (restart) => {
    const { model } = app;
    state.key = mapKey(model);
    state.points = state.points.filter(([x, y]) => model.inside(x, y) && !model.isWall(x, y));
    const pathCorners = state.preset ? MAX_PLACED_WAYPOINTS - state.points.length : 0;
    state.preset = false;
    state.searched = app.searchClient.waypoints({ model,
      waypoints: [model.start, model.goal, ...state.points], algorithms: WAYPOINT_ALGORITHMS, pathCorners, traceDetail: app.traceDetail })
      .then(({ waypoints: nodes, links, runs }) => {
        if (state.left) return;
        if (pathCorners > 0) state.points = nodes.slice(2); // the preset's path corners join the placed waypoints
        state.nodes = nodes;
        state.links = links;
        for (const run of runs) {
          state.results[run.algorithm] = run.result;
          run.replay = new TraceReplay(run.trace, nodes.length, run.index);
        }
        state.replays = Object.fromEntries(runs.map((run) => [run.algorithm, run.replay]));
        show(restart ? 0 : Infinity);
        const { astar, dijkstra } = state.results;
        $('waypoint-compare').textContent = astar.status === 'found'
          ? `Same cost ${astar.cost.toFixed(2)}: A* expanded ${plural(astar.expanded, 'waypoint')}, Dijkstra ${dijkstra.expanded}.`
          : 'S and G are not connected: add waypoints that see each other.';
      })
      .catch((error) => { if (error.name !== 'AbortError' && !state.left) app.reportError(error.message); });
    return state.searched;
  };
  const show = (step) => {
    state.replay = state.replays[state.algorithm];
    playback.load(state.replay, step);
  };

  $('waypoint-algorithm').value = state.algorithm;
  $('waypoint-algorithm').addEventListener('change', (e) => {
    state.algorithm = e.target.value;
    if (state.replays) show(0); // both searches are computed already: show the chosen one from its start
  });
  $('waypoint-clear').addEventListener('click', () => { state.points = []; recompute(true); });
  const removeOverlay = app.renderer.addOverlay((ctx, view) => draw(ctx, view, state));
  app.editor.setPointerHandler(pointerHandler(app, state, recompute));
  const unsubscribe = app.on('map', () => {
    if (mapKey(app.model) === state.key) return;
    if (app.model !== state.model) { // another map (loaded, resized): the old waypoints mean nothing on it
      state.model = app.model;
      state.points = spreadWaypoints(app.model);
      state.preset = true;
    }
    recompute(false);
  });
  // Micro-steps on or off (the teaching views): the same searches again, with or without them.
  let traceDetail = app.traceDetail;
  const unsubscribeOptions = app.on('options', () => {
    if (app.traceDetail === traceDetail) return;
    traceDetail = app.traceDetail;
    recompute(false);
  });
  recompute(true);

  return {
    leave() {
      playback.pause();
      state.left = true; // a search still running is dropped (a newer request in the search worker replaces it)
      removeOverlay();
      unsubscribe();
      unsubscribeOptions();
      app.editor.setPointerHandler(null);
      app.setDriver(null);
      app.setTeachSource(null);
      app.renderer.requestDraw();
    },
    settings: () => ({ waypoints: state.points.map((p) => [...p]), algorithm: state.algorithm }),
    /** Resolves, once the latest waypoint search is shown, to the waypoints placed, the links and the results. */
    snapshot: async () => {
      for (let shown = null; shown !== state.searched;) {
        shown = state.searched;
        await shown;
      }
      return { points: state.points.map((p) => [...p]), links: state.links, results: state.results, step: state.replay?.step,
        totalSteps: state.replay?.totalSteps };
    },
  };
});

const plural = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

// A few waypoints spread over the map, so the mode shows something at once; on a wall,
// the nearest free cell within a few cells takes its place.
function spreadWaypoints(model) {
  const candidates = [[0.3, 0.2], [0.6, 0.2], [0.55, 0.8], [0.35, 0.85], [0.75, 0.5], [0.25, 0.5]];
  return candidates
    .map(([fx, fy]) => nearestFree(model, Math.floor(fx * model.width), Math.floor(fy * model.height)))
    .filter(Boolean);
}

function nearestFree(model, cx, cy) {
  const reach = Math.max(2, Math.round(Math.min(model.width, model.height) / 16));
  for (let r = 0; r <= reach; r++) {
    for (let y = cy - r; y <= cy + r; y++) {
      for (let x = cx - r; x <= cx + r; x++) {
        if (Math.max(Math.abs(x - cx), Math.abs(y - cy)) === r && model.inside(x, y) && !model.isWall(x, y)
          && !model.isStart(x, y) && !model.isGoal(x, y)) return [x, y];
      }
    }
  }
  return null;
}

// Which map and markers were searched: the model's id and revision name its cells without reading them (a
// 4096 x 4096 map's hash held the page's thread for frames).
function mapKey(model) {
  return `${model.id}:${model.revision}:${model.start}:${model.goal}`;
}

// Left clicks belong to the mode (add, drag, remove waypoints) except on S and G,
// which the editor drags as usual; other buttons and the pan tool go to the editor.
// By keyboard (ui/map-keys.js), A at the map's cursor adds a waypoint or removes the one there.
function pointerHandler(app, state, recompute) {
  const placedAt = ([cx, cy]) => state.points.findIndex(([x, y]) => x === cx && y === cy);
  return {
    mode: 'waypoints',
    mapKeys: {
      a: {
        /** Adds or removes the waypoint at `cell`; returns what happened, in words. */
        run(cell) {
          const { model } = app;
          const at = `(${cell[0]}, ${cell[1]})`;
          if (model.isStart(...cell) || model.isGoal(...cell)) return `S and G are waypoints already: ${at} stays as it is.`;
          const index = placedAt(cell);
          if (index >= 0) {
            state.points.splice(index, 1);
            recompute(true);
            return `Waypoint removed at ${at}; ${plural(state.points.length, 'waypoint')} placed.`;
          }
          if (model.isWall(...cell)) return `No waypoint on a wall: ${at} is one.`;
          if (state.points.length >= MAX_PLACED_WAYPOINTS) return `No more waypoints: ${MAX_PLACED_WAYPOINTS} at most. Remove one first.`;
          state.points.push([...cell]);
          recompute(true);
          return `Waypoint added at ${at}; ${plural(state.points.length, 'waypoint')} placed.`;
        },
      },
    },
    cellWords: (cell) => (placedAt(cell) >= 0 ? ', a waypoint' : ''),
    mapWords: () => `${plural(state.points.length, 'waypoint')} placed besides S and G. `,
    down(cell, e) {
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
      const { model } = app;
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
}

function draw(ctx, view, state) {
  const { replay, nodes: positions } = state;
  if (!replay) return;
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
  if (replay.path.length > 1) {
    ctx.lineWidth = Math.max(4, view.zoom * 0.3);
    ctx.lineCap = 'round';
    ctx.lineJoin = 'round';
    ctx.strokeStyle = CSS.path;
    ctx.beginPath();
    replay.path.forEach((node, i) => (i ? ctx.lineTo(...centre(positions[node])) : ctx.moveTo(...centre(positions[node]))));
    ctx.stroke();
  }
  const radius = Math.max(positions.length > 64 && view.zoom < 4 ? 3 : 6, view.zoom * 0.45); // many waypoints on a big map: smaller dots
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

// Closed waypoints: the closed cells' low (low cost so far) to high shade; open: the open cells' colour; unseen: none.
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
