// Flee mode (fleeing a threat, the flee heuristic of the Sumerian Blood A* tutorial,
// http://pompidev.net/2012/05/29/a-practical-overview-of-awith-code/): the goal
// marker becomes a threat to run from. The app searches with flee: { from: goal, minDistance } (app.setSearchAdapter),
// so playback, stats and live re-runs while dragging work as for any search.
// An overlay draws the threat over G and the safe-distance circle around it.

import { CSS } from '../render/palette.js';
import { maxSafeDistance } from '../model/mode-state.js';
import { defineMode } from './mode.js';

const THREAT = '#c81e1e';

/** settings: { minDistance } (model/mode-state.js), or undefined for a distance a little beyond the start. */
export const fleeMode = defineMode('flee', 'Flee', (app, container, settings) => {
  const [[sx, sy], [tx, ty]] = [app.model.start, app.model.goal];
  const reach = maxSafeDistance(app.model.width, app.model.height);
  const minDistance = settings?.minDistance ?? Math.min(reach, Math.ceil(Math.hypot(sx - tx, sy - ty)) + 6);
  container.innerHTML = `
    <label class="inline">Safe distance
      <input type="range" id="flee-distance" min="0" max="${reach}" step="0.5" value="${minDistance}">
      <output id="flee-distance-value">${minDistance}</output> cells</label>
    <p class="hint" id="flee-outcome" aria-live="polite"></p>`;
  const slider = container.querySelector('#flee-distance');
  const value = container.querySelector('#flee-distance-value');
  const outcome = container.querySelector('#flee-outcome');
  const state = { minDistance };
  // The slider moves in half cells; a distance from a link keeps its exact value until the slider moves.
  const adapt = () => {
    value.textContent = String(state.minDistance);
    app.setSearchAdapter(({ goal, ...options }) => ({ ...options, flee: { from: goal, minDistance: state.minDistance } }));
    app.runToEnd().catch(() => {});
  };
  slider.addEventListener('input', () => {
    state.minDistance = Number(slider.value);
    adapt();
  });
  const removeOverlay = app.renderer.addOverlay((ctx, view) => drawThreat(ctx, view, app.model.goal, state.minDistance));
  // The map's keys (ui/map-keys.js) call the goal the threat: G at the cursor puts the threat there.
  app.editor.setPointerHandler({ mode: 'flee', goalName: 'Threat' });
  const unsubscribe = app.on('search', () => { outcome.textContent = describeOutcome(app, state.minDistance); });
  adapt();
  return {
    leave() {
      removeOverlay();
      unsubscribe();
      app.editor.setPointerHandler(null);
      app.setSearchAdapter(null);
      app.renderer.requestDraw();
    },
    /** The threat is the state's goal. */
    settings: () => ({ minDistance: state.minDistance }),
  };
});

function drawThreat(ctx, view, [x, y], minDistance) {
  const [sx, sy] = view.cellToScreen(x + 0.5, y + 0.5);
  ctx.save();
  ctx.setLineDash([6, 5]);
  ctx.lineWidth = 2;
  ctx.strokeStyle = THREAT;
  ctx.beginPath();
  ctx.arc(sx, sy, minDistance * view.zoom, 0, 2 * Math.PI);
  ctx.stroke();
  ctx.setLineDash([]);
  const radius = Math.max(7, view.zoom * 0.5);
  ctx.beginPath();
  ctx.arc(sx, sy, radius, 0, 2 * Math.PI);
  ctx.fillStyle = THREAT;
  ctx.fill();
  ctx.strokeStyle = CSS.free;
  ctx.stroke();
  ctx.fillStyle = '#fff';
  ctx.font = `bold ${Math.round(radius * 1.3)}px system-ui, sans-serif`;
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText('!', sx, sy + 1);
  ctx.restore();
}

function describeOutcome(app, minDistance) {
  const r = app.result;
  if (!r || app.status !== r.status) return '';
  if (r.status === 'found') return `Safe: ${minDistance} cells from the threat at cost ${r.cost.toFixed(2)}, ${r.expanded} expansions.`;
  if (r.status === 'limit') return `Hit the cap: the path leads to the reached cell farthest from the threat.`;
  return `No reachable cell is ${minDistance} cells from the threat.`;
}
