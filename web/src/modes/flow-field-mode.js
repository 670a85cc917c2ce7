// Flow field mode (Red Blob Games, "Flow Field Pathfinding for Tower Defense",
// https://www.redblobgames.com/pathfinding/tower-defense/): one search from the
// goal gives every cell its cost to the goal and the neighbour to step to, so
// a crowd needs no search per agent. The field is computed in a search worker
// of its own (pl.createFlowField there, repaired by update() after edits) and
// its distance and next arrays come back as transferred buffers. The board
// shows the distance as colour, the directions as arrows when cells are big
// enough, and a few hundred agents walking along `next`, interpolated between
// cells each animation frame. Each edit (even in the middle of a wall stroke)
// asks for the field again, so the agents turn at their next cell.

import { optionDefault } from '../lib/options.js';
import { SearchClient } from '../worker/search-client.js';
import { defineMode } from './mode.js';
import { reducedMotion } from '../ui/motion.js';

export const AGENT_RANGE = { min: 50, max: 500, step: 10, initial: 200 };
const CELLS_PER_SECOND = 6;
const ARROWS_FROM_ZOOM = 14; // px per cell: smaller arrows would be a blur
const AGENT_COLOR = '#1d2a8a';

export const flowFieldMode = defineMode('flowfield', 'Flow field', (app, container) => {
  container.innerHTML = `
    <label class="inline">Agents
      <input type="range" id="flow-agents" min="${AGENT_RANGE.min}" max="${AGENT_RANGE.max}" step="${AGENT_RANGE.step}" value="${AGENT_RANGE.initial}">
      <output id="flow-agents-value">${AGENT_RANGE.initial}</output></label>
    <div class="buttons"><button type="button" id="flow-play" aria-pressed="true">Pause agents</button></div>
    <p class="hint" id="flow-status" aria-live="polite"></p>`;
  const $ = (id) => container.querySelector(`#${id}`);
  const client = new SearchClient(); // its own worker: the page's searches do not cancel the field, nor it them
  const state = {
    field: null, // { distance, next, width, height, model, reachable: Int32Array, farthest, update, repairedCells }
    image: null, // the distance colours, one pixel per cell
    asked: null, // what the field in the worker was last asked for: { model, revision, key }
    pending: null,
    agents: [],
    count: AGENT_RANGE.initial,
    playing: !reducedMotion(), // with reduced motion the agents wait for Play agents
    last: performance.now(),
    frame: 0,
    left: false,
    updates: 0,
  };

  // A terrain cost other than the default is passed on, so that a field that cannot price it says so rather
  // than price the cell entered.
  const terrainCost = () => (app.options.terrainCost !== optionDefault('terrainCost') ? { terrainCost: app.options.terrainCost } : {});
  const options = () => ({ goals: [app.model.goal], diagonalMovement: app.options.diagonalMovement, costModel: app.options.costModel, ...terrainCost() });
  // Asks for the field when the map, the goal or the rules changed since it was last asked for (one request at a time).
  const refresh = () => {
    const { model } = app;
    const key = JSON.stringify(options());
    const asked = state.asked;
    if (state.pending || (asked && asked.model === model && asked.revision === model.revision && asked.key === key)) return;
    state.asked = { model, revision: model.revision, key };
    state.pending = client.flowField({ model, options: JSON.parse(key) })
      .then((reply) => { if (!state.left) receive(reply, model); })
      .catch((error) => {
        if (state.left || error.name === 'AbortError') return;
        state.field = null;
        $('flow-status').textContent = '';
        app.reportError(error.message);
      })
      .finally(() => { state.pending = null; });
  };

  const receive = ({ distance, next, update, repairedCells }, model) => {
    const { width, height } = model;
    const reachable = [];
    let farthest = 0;
    for (let i = 0; i < distance.length; i++) {
      if (distance[i] === Infinity) continue;
      reachable.push(i);
      if (distance[i] > farthest) farthest = distance[i];
    }
    const sameMap = state.field?.model === model;
    state.field = { distance, next, width, height, model, reachable: Int32Array.from(reachable), farthest, update, repairedCells };
    state.updates++;
    state.image = colourImage(state.field);
    if (!sameMap) state.agents = [];
    for (const agent of state.agents) {
      if (!(distance[agent.to] < Infinity)) { agent.to = agent.from; agent.t = 1; } // its next cell was walled: step back
      if (!(distance[agent.from] < Infinity)) respawn(agent); // walled in, or cut off from the goal
    }
    fillAgents();
    const what = update === 'repaired' ? ` The last edit repaired ${plural(repairedCells, 'cell')}.` : '';
    $('flow-status').textContent = reachable.length <= 1
      ? 'No cell can reach G.'
      : `${plural(reachable.length, 'cell')} reach G; the farthest costs ${farthest.toFixed(1)}.${what}`;
    app.renderer.requestDraw();
  };

  const respawn = (agent) => {
    const { reachable } = state.field;
    const cell = reachable[Math.floor(Math.random() * reachable.length)];
    Object.assign(agent, { from: cell, to: cell, t: 1 });
  };
  const fillAgents = () => {
    if (!state.field || state.field.reachable.length === 0) { state.agents = []; return; }
    state.agents.length = Math.min(state.agents.length, state.count);
    while (state.agents.length < state.count) {
      const agent = { from: 0, to: 0, t: 1 };
      respawn(agent);
      state.agents.push(agent);
    }
  };

  // Moves every agent `cells` cells along the field; one that reaches the goal starts again somewhere else.
  const advance = (cells) => {
    const { next, width } = state.field;
    for (const agent of state.agents) {
      agent.t += cells / stepLength(agent.from, agent.to, width);
      while (agent.t >= 1) {
        const step = next[agent.to];
        if (step < 0) { respawn(agent); agent.t = 0; break; } // at the goal
        const carry = (agent.t - 1) * stepLength(agent.from, agent.to, width);
        agent.from = agent.to;
        agent.to = step;
        agent.t = carry / stepLength(agent.from, agent.to, width);
      }
    }
  };

  const tick = (now) => {
    if (state.left) return;
    refresh();
    const seconds = Math.min(0.1, (now - state.last) / 1000); // a hidden tab's long pause is not a jump
    state.last = now;
    if (state.playing && state.field?.model === app.model && state.agents.length) {
      advance(seconds * CELLS_PER_SECOND);
      app.renderer.requestDraw();
    }
    state.frame = requestAnimationFrame(tick);
  };

  const slider = $('flow-agents');
  slider.addEventListener('input', () => {
    state.count = Number(slider.value);
    $('flow-agents-value').textContent = slider.value;
    fillAgents();
    app.renderer.requestDraw();
  });
  const play = $('flow-play');
  const showPlaying = () => {
    play.setAttribute('aria-pressed', String(state.playing));
    play.textContent = state.playing ? 'Pause agents' : 'Play agents';
  };
  showPlaying();
  play.addEventListener('click', () => {
    state.playing = !state.playing;
    showPlaying();
  });

  const removeOverlay = app.renderer.addOverlay((ctx, view) => draw(ctx, view, state, app.model));
  state.frame = requestAnimationFrame(tick);
  refresh();

  return {
    leave() {
      state.left = true;
      cancelAnimationFrame(state.frame);
      client.dispose();
      removeOverlay();
      app.renderer.requestDraw();
    },
    settings: () => ({}),
    /** For tests: the field and agents shown now (positions as cell coordinates, x + fraction). */
    snapshot: () => {
      const f = state.field;
      if (!f) return { ready: false };
      const at = (i) => [i % f.width, Math.floor(i / f.width)];
      return {
        ready: !state.pending && state.asked?.revision === app.model.revision && f.model === app.model,
        updates: state.updates,
        update: f.update,
        width: f.width,
        distance: Array.from(f.distance, (d) => (d === Infinity ? null : d)),
        next: Array.from(f.next),
        agents: state.agents.map(({ from, to, t }) => ({ from: at(from), to: at(to), t })),
        playing: state.playing,
      };
    },
  };
});

const stepLength = (a, b, width) => (a === b ? 1 : (a % width !== b % width && Math.floor(a / width) !== Math.floor(b / width) ? Math.SQRT2 : 1));

// Near the goal yellow, far blue-violet (a perceptual ramp read at a glance); walls and cut-off cells see-through.
function colourImage({ distance, width, height, farthest }) {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  const image = ctx.createImageData(width, height);
  const px = image.data;
  for (let i = 0; i < distance.length; i++) {
    const d = distance[i];
    if (d === Infinity) continue;
    const f = farthest > 0 ? d / farthest : 0;
    px[4 * i] = Math.round(250 - 190 * f);
    px[4 * i + 1] = Math.round(220 - 170 * f);
    px[4 * i + 2] = Math.round(80 + 130 * f);
    px[4 * i + 3] = 130;
  }
  ctx.putImageData(image, 0, 0);
  return canvas;
}

function draw(ctx, view, state, model) {
  const f = state.field;
  if (!f || f.model !== model) return;
  const [ox, oy] = view.cellToScreen(0, 0);
  ctx.save();
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(state.image, ox, oy, f.width * view.zoom, f.height * view.zoom);
  if (view.zoom >= ARROWS_FROM_ZOOM) drawArrows(ctx, view, f);
  ctx.fillStyle = AGENT_COLOR;
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = 1;
  const radius = Math.max(1.5, Math.min(5, view.zoom * 0.22));
  ctx.beginPath();
  for (const { from, to, t } of state.agents) {
    const x = (from % f.width) * (1 - t) + (to % f.width) * t;
    const y = Math.floor(from / f.width) * (1 - t) + Math.floor(to / f.width) * t;
    const [sx, sy] = view.cellToScreen(x + 0.5, y + 0.5);
    ctx.moveTo(sx + radius, sy);
    ctx.arc(sx, sy, radius, 0, 2 * Math.PI);
  }
  ctx.fill();
  if (radius >= 3) ctx.stroke();
  ctx.restore();
}

// Arrows only on the cells in view: a zoomed-in 512 x 512 map shows a few hundred of them.
function drawArrows(ctx, view, { next, width, height }) {
  const { width: cw, height: ch } = ctx.canvas.getBoundingClientRect();
  const [x0, y0] = view.screenToCell(0, 0).map(Math.floor);
  const [x1, y1] = view.screenToCell(cw, ch).map(Math.ceil);
  const half = view.zoom * 0.32;
  ctx.strokeStyle = 'rgba(30, 30, 40, 0.75)';
  ctx.lineWidth = Math.max(1, view.zoom / 14);
  ctx.beginPath();
  for (let y = Math.max(0, y0); y < Math.min(height, y1 + 1); y++) {
    for (let x = Math.max(0, x0); x < Math.min(width, x1 + 1); x++) {
      const n = next[y * width + x];
      if (n < 0) continue;
      const dx = (n % width) - x, dy = Math.floor(n / width) - y;
      const len = Math.hypot(dx, dy);
      const ux = dx / len, uy = dy / len;
      const [cx, cy] = view.cellToScreen(x + 0.5, y + 0.5);
      const tipX = cx + ux * half, tipY = cy + uy * half;
      ctx.moveTo(cx - ux * half, cy - uy * half);
      ctx.lineTo(tipX, tipY);
      ctx.moveTo(tipX - (ux - uy * 0.6) * half * 0.6, tipY - (uy + ux * 0.6) * half * 0.6);
      ctx.lineTo(tipX, tipY);
      ctx.lineTo(tipX - (ux + uy * 0.6) * half * 0.6, tipY - (uy - ux * 0.6) * half * 0.6);
    }
  }
  ctx.stroke();
}

const plural = (n, word) => `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
