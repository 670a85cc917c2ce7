// The read-only panels: stats, inspector, legend and the error alert.

import { CSS, paletteVersion } from '../render/palette.js';
import { fullStop } from './sentence.js';
import { waysOut } from './ways-out.js';
import { pageCapNote } from '../worker/page-limits.js';

// The legend in the board's current palette (it changes with the theme and the colour-blind option).
const legendEntries = () => [
  [CSS.start, 'Start', 'dot'],
  [CSS.goal, 'Goal', 'dot'],
  [`repeating-linear-gradient(135deg, transparent 0 4px, ${CSS.wallHatch} 4px 6px) ${CSS.wall}`, 'Wall'], // hatched as on the board
  [CSS.terrain, 'Terrain (costs 2×–9×)'],
  [CSS.open, 'Open: reached, waiting'],
  [`linear-gradient(90deg, ${CSS.closedLow}, ${CSS.closedHigh})`, 'Closed, by g: low → high'],
  [CSS.current, 'Expanding now', 'ring'],
  [CSS.path, 'Path', 'line'],
];

/** (Re)builds the legend unless it already shows the current palette. */
export function buildLegend(list) {
  if (list.dataset.palette === String(paletteVersion)) return;
  list.dataset.palette = String(paletteVersion);
  list.replaceChildren();
  for (const [color, text, shape = 'box'] of legendEntries()) {
    const item = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = `swatch ${shape}`;
    swatch.style.setProperty('--swatch', color);
    swatch.setAttribute('aria-hidden', 'true');
    item.append(swatch, document.createTextNode(text));
    list.append(item);
  }
}

/** Refreshes every panel (on an app change). */
export function updatePanels(app, $) {
  buildLegend($('legend'));
  updateStepPanels(app, $);
  showAlert(app, $('error'));
  const note = $('search-note');
  if (note) {
    note.textContent = app.result ? pageCapNote(app.searchedOptions, app.result) : '';
    note.hidden = !note.textContent;
  }
}

// The error as a sentence, and the ways out of it as buttons (ways-out.js). Only when it changed: a button
// rebuilt under the pointer would lose its click.
function showAlert(app, alert) {
  const key = `${app.error}\n${app.errorCause?.code ?? ''}`;
  if (alert.dataset.shown === key) return;
  alert.dataset.shown = key;
  alert.hidden = !app.error;
  const text = Object.assign(document.createElement('span'), { className: 'alert-text', textContent: fullStop(app.error) });
  const buttons = waysOut(app).map(({ label, run }) => {
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'way-out', textContent: label });
    button.addEventListener('click', () => {
      app.clearError();
      run().catch((error) => { if (error.name !== 'AbortError') app.reportError(error.message); });
    });
    return button;
  });
  alert.replaceChildren(text, ...buttons);
}

/** Refreshes the panels that depend on the step shown: stats and inspector (on each step). */
export function updateStepPanels(app, $) {
  fill($('stats'), statsRows(app));
  const inspector = inspectorRows(app);
  fill($('inspector'), inspector);
  $('inspector-hint').hidden = inspector.length > 0;
  // Small screens: the same values right under the board (the Inspector card is far below it there).
  const near = $('board-inspector');
  if (near) {
    fill(near, inspector);
    near.hidden = inspector.length === 0;
  }
}

// Moves from cell to cell, or straight legs when the path has any longer than
// one move (any-angle searches and string pulling).
function pathLength(path) {
  const count = (path.length - 1).toLocaleString('en');
  const legs = path.some((p, i) => i > 0 && Math.max(Math.abs(p[0] - path[i - 1][0]), Math.abs(p[1] - path[i - 1][1])) > 1);
  const plural = path.length === 2 ? '' : 's';
  return legs ? `${count} straight leg${plural}` : `${count} move${plural}`;
}

function statsRows(app) {
  const rows = [['Status', statusText(app)], ['Map', `${app.model.width} × ${app.model.height}`]];
  if (!app.replay) return rows;
  const { expanded, opened } = app.replay.counts();
  rows.push(['Expanded', expanded.toLocaleString('en')], ['Opened', opened.toLocaleString('en')]);
  const atEnd = app.replay.step === app.replay.totalSteps;
  const { result } = app;
  if (atEnd && result.path.length > 0) {
    rows.push(['Path length', pathLength(result.path)]);
    rows.push(['Path cost', formatNumber(result.cost)]);
    const goals = app.searchedOptions?.goals;
    // A stepped search's result has no goalIndex (findPath's has): a found path ends at the goal it reached.
    const reached = result.goalIndex ?? goals?.findIndex(([x, y]) => x === result.path.at(-1)[0] && y === result.path.at(-1)[1]);
    if (goals?.length > 1 && result.status === 'found' && reached >= 0) {
      const [x, y] = goals[reached];
      rows.push(['Goal reached', `${reached === 0 ? 'G' : `goal ${reached + 1}`} of ${goals.length}, at (${x}, ${y})`]);
    }
  } else if (atEnd) {
    rows.push(['Path', 'none']);
  }
  if (result.iterations) rows.push(['Passes', result.iterations.toLocaleString('en')]); // IDA*'s deepening passes
  if (result.freshAStarExpanded !== undefined) {
    rows.push(['Repaired', `${result.expanded.toLocaleString('en')} cells expanded (a fresh A*: ${result.freshAStarExpanded.toLocaleString('en')})`]);
  }
  rows.push(['Search time', `${formatNumber(result.micros / 1000, 3)} ms (in the worker)`]);
  if (result.precomputeMicros !== undefined) rows.push([tablesName(app.searchedOptions), `${tableBuildText(result)}, not in the search time`]);
  if (result.landmarks) {
    rows.push(['Landmarks', `${result.landmarks.length} cells, numbered on the board: ${result.landmarks.map(([x, y]) => `(${x}, ${y})`).join(', ')}`]);
  }
  if (app.truncated) rows.push(['Trace', 'truncated: replay stops early']);
  return rows;
}

function statusText(app) {
  switch (app.status) {
    case 'idle': return app.idleStatus ?? 'Ready: press Play';
    case 'searching': return 'Searching…';
    case 'running': return 'Running';
    default: return describeStatus(app.status, app.result?.stoppedBy);
  }
}

/** A search's final status in words (the Stats card, the compare table). */
export function describeStatus(status, stoppedBy) {
  switch (status) {
    case 'found': return 'Path found';
    case 'no-path': return 'No path: the goal cannot be reached';
    case 'limit':
      return stoppedBy === 'halfway'
        ? 'Stopped halfway to the goal (partial path)'
        : 'Stopped at the expansion cap (partial path)';
    default: return status;
  }
}

/**
 * The finished search shown in one sentence, in the Stats card's words: "Path found, cost 27.9, 412 cells
 * expanded." (the page's announcer speaks it); '' while no search is shown or it is not at its end.
 */
export function resultSentence(app) {
  if (!app.replay || app.replay.step !== app.replay.totalSteps || !app.result) return '';
  const { expanded } = app.replay.counts();
  const cost = app.result.path.length > 0 ? `, cost ${formatNumber(app.result.cost)}` : '';
  return `${describeStatus(app.result.status, app.result.stoppedBy)}${cost}, ${expanded.toLocaleString('en')} cells expanded.`;
}

/**
 * The inspected cell on the main board, or on the compare board it was hovered on (app.inspectedBoard), as
 * [term, value] rows: the Inspector card, and the keyboard's cursor in words (map-keys.js: `cell` on the main board).
 * @param {import('../app/app.js').App} app
 * @param {number[] | null} [cell]
 * @param {object | null} [board]
 * @returns {string[][]}
 */
export function inspectorRows(app, cell = app.inspected, board = app.inspectedBoard) {
  const model = board?.model ?? app.model;
  if (!cell || !model.inside(...cell)) return [];
  const [x, y] = cell;
  const rows = [['Cell', `(${x}, ${y})`]];
  if (board) rows.unshift(['Board', board.label]);
  if (model.isWall(x, y)) return [...rows, ['Terrain', 'wall']];
  rows.push(['Terrain cost', `${model.cost(x, y)}×`]);
  const replay = board ? board.replay : app.replay;
  if (!replay) return rows;
  const info = replay.cellInfo(model.index(x, y));
  rows.push(['State', info.state + (info.onPath ? ', on the path' : '')]);
  if (info.g === null) return rows;
  const { algorithm, weight } = board ? board.options : app.resolvedOptions();
  const f = algorithm === 'greedy' ? info.h : info.g + weight * info.h;
  rows.push([info.fromGoal ? 'g (cost from the goal)' : 'g (cost so far)', formatNumber(info.g)], ['h (estimate to go)', formatNumber(info.h)],
    [weight !== 1 && algorithm !== 'greedy' ? `f = g + ${weight}·h` : algorithm === 'greedy' ? 'f = h' : 'f = g + h', formatNumber(f)]);
  if (info.parent !== null) rows.push(['Parent', `(${info.parent % model.width}, ${Math.floor(info.parent / model.width)})`]);
  if (info.order !== null) rows.push(['Expanded', `#${info.order.toLocaleString('en')}`]);
  return rows;
}

function fill(dl, rows) {
  const items = rows.flatMap(([term, value]) => [
    Object.assign(document.createElement('dt'), { textContent: term }),
    Object.assign(document.createElement('dd'), { textContent: value }),
  ]);
  dl.replaceChildren(...items);
}

/** A time in microseconds for people: "840 µs", "12.35 ms". */
export function formatMicros(us) {
  return us >= 1000 ? `${formatNumber(us / 1000, 2)} ms` : `${Math.round(us).toLocaleString('en')} µs`;
}

// Which precomputed tables a search read: JPS+'s jump table, the landmark heuristic's distances, or both.
function tablesName(options) {
  const landmarks = options?.heuristic === 'landmarks';
  if (options?.algorithm !== 'jps-plus') return landmarks ? 'Landmark table' : 'Table';
  return landmarks ? 'Jump table and landmarks' : 'Jump table';
}

/**
 * A one-off table (JPS+'s jump table, the landmarks' distances) in words (result.precomputeBytes, result.precomputeMicros), or '' for
 * searches without a table: "table of 2 MB built in 12.35 ms, once per map" (the Stats card, the
 * compare table, the scenario runner).
 */
export function tableBuildText(result) {
  if (result?.precomputeMicros === undefined) return '';
  return `table of ${formatBytes(result.precomputeBytes)} built in ${formatMicros(result.precomputeMicros)}, once per map`;
}

/** A memory size for people: "900 bytes", "41.3 kB", "2 MB" (kB = 1,024 bytes). */
export function formatBytes(bytes) {
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${formatNumber(bytes / 1024, 1)} kB`;
  return `${formatNumber(bytes / (1024 * 1024), 1)} MB`;
}

/** Up to `digits` decimals, trailing zeros dropped. */
export function formatNumber(value, digits = 4) {
  if (!Number.isFinite(value)) return String(value);
  return Number(value.toFixed(digits)).toLocaleString('en', { maximumFractionDigits: digits });
}
