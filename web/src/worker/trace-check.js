// The search worker's side of "Check my search" (docs/check-your-search.md, "On the page"): reads a
// trace written by someone else's program, checks it with the library (pl.checkTrace) on the map it
// was made on, runs the core's search of the same options beside it, and hands back both runs as
// traces the page replays (model/learner-trace.js for the learner's), so that the page's thread
// neither parses YAML nor replays a search. Also Pathlab's own run as a Posthoc trace, for download.
//
// Request:  { id, type: 'checkTrace', width, height, cells | null, cellChanges?, text,
//             board: { start, goal, options }, imposed: null | { start, goal, options, tieRule } }
//           board: what the page shows (used where the file says nothing); imposed: an assignment's
//           settings, which the file cannot change (its map is the request's cells)
// Reply:    { id, ok: true, result (the library's result, as it returned it), map: { width, height, cells, from },
//             taken: { start, goal, options: [names], values: { name: value } } (what came from the file), learner?: tracedReply,
//             core?: { result, ...tracedReply } | { error } }
//           map.from: 'assignment', 'board' or 'file' (the file carries a map other than the board's)
//
// Request:  { id, type: 'posthocTrace', width, height, cells | null, cellChanges?, options }
// Reply:    { id, ok: true, text } (Posthoc YAML of the core's run of those options)

import { gridWith } from './worker-grid.js';
import { copiedTrace, tracedReply, tracedTransfers } from './traced-reply.js';
import { withPageLimits } from './page-limits.js';
import { errorFields } from './worker-messages.js';
import { learnerTrace } from '../model/learner-trace.js';
import { CHECK_OPTIONS } from '../lib/check-options.js';
import { optionDefault } from '../lib/options.js';


/** @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').CheckTraceRequest} request */
export function checkTraceReply(pl, { width, height, cells, cellChanges, text, board, imposed }) {
  const boardGrid = gridWith(pl, width, height, cells, cellChanges);
  let read = null;
  try {
    read = pl.readTrace(text);
  } catch (error) {
    if (error.code !== 'bad-trace') throw error;
    // A Posthoc trace naming its cells by id alone is read with the map's width: checkTrace reads it again
    // and says what is wrong with one that cannot be read.
  }
  let grid = boardGrid;
  let from = imposed ? 'assignment' : 'board';
  let fileGrid = null;
  try {
    if (!imposed && read?.map?.text) {
      try {
        fileGrid = pl.Grid.fromMovingAI(read.map.text);
      } catch (error) {
        return { result: unreadable(`the map inside the trace could not be read: ${error.message}`), map: null, taken: null };
      }
      if (!sameCells(fileGrid, boardGrid)) {
        grid = fileGrid;
        from = 'file';
      }
    }
    const { options, taken } = checkOptions(read, board, imposed);
    const result = pl.checkTrace(grid, options, /** @type {any} */ (read ?? text)); // a trace as readTrace read it is taken as it is
    const map = { width: grid.width, height: grid.height, cells: grid.getCells(), from };
    if (result.verdict === 'unreadable') return { result, map, taken };
    const core = coreRun(pl, grid, result);
    const hOf = core.h ?? (() => 0);
    const trace = learnerTrace(result.run.events, {
      width: grid.width, height: grid.height, start: result.start, stepCost: stepCosts(pl, grid, result.options),
      path: result.path ?? read?.path ?? null, hOf, frontier: core.frontier,
    });
    const learner = tracedReply(trace, grid.width * grid.height, 0);
    return { result, map, taken, learner, core: core.reply };
  } finally {
    fileGrid?.delete();
  }
}

// A step's cost as the core prices it under the check's options (pl.moves), NaN for a move the rule
// does not allow; a cell's moves are asked for once per run of events from it.
/** @param {import('../lib/pathlab.js').Pathlab} pl @param {any} grid @param {Record<string, any>} checked the check's options */
function stepCosts(pl, grid, { diagonalMovement, costModel, terrainCost }) {
  const options = { diagonalMovement, costModel, terrainCost };
  let from = -1, moves = [];
  return (cell, to) => {
    if (cell !== from) {
      moves = pl.moves(grid, [cell % grid.width, Math.floor(cell / grid.width)], options);
      from = cell;
    }
    return moves.find((m) => m.to[1] * grid.width + m.to[0] === to)?.cost ?? NaN;
  };
}

/**
 * The buffers of a checkTraceReply, to transfer.
 * @param {{map?: {cells: Uint8Array} | null, learner?: object, core?: object}} reply
 * @returns {Transferable[]}
 */
export function checkTraceTransfers({ map, learner, core }) {
  return [...(map ? [map.cells.buffer] : []), ...(learner ? tracedTransfers(/** @type {any} */ (learner)) : []), ...(core && 'trace' in core ? tracedTransfers(/** @type {any} */ (core)) : [])];
}

/** @param {import('../lib/pathlab.js').Pathlab} pl @param {import('./worker-messages.js').PosthocTraceRequest} request */
export function posthocTraceReply(pl, { width, height, cells, cellChanges, options }) {
  const grid = gridWith(pl, width, height, cells, cellChanges);
  return { text: pl.formatTrace(pl.posthocTrace(grid, options), 'yaml') };
}

// What the check runs with: an assignment's settings as they are; else the file's start, goal and options
// where it carries them and the board's for the rest.
function checkOptions(read, board, imposed) {
  if (imposed) {
    // Every option an assignment leaves out is the library's default, never the file's: a file naming
    // another is wrong (givenBy names the assignment in the message), as with pathlab check --assignment.
    const options = Object.fromEntries(CHECK_OPTIONS.map((name) => [name, imposed.options?.[name] ?? optionDefault(name)]));
    return { options: { ...options, start: imposed.start, goal: imposed.goal, tieRule: imposed.tieRule, givenBy: /** @type {const} */ ('assignment') }, taken: { start: false, goal: false, options: [], values: {} } };
  }
  const fileOptions = read?.options ?? {};
  const options = { ...pick(board.options) };
  for (const name of Object.keys(fileOptions)) delete options[name];
  // A file that names another algorithm than the board's runs with that algorithm's own weight.
  if (fileOptions.algorithm && fileOptions.algorithm !== board.options.algorithm && fileOptions.weight === undefined) delete options.weight;
  const tieRule = fileOptions.tieRule === 'fixed' ? 'fixed' : board.tieRule ?? 'any';
  if (!read?.start) options.start = board.start;
  if (!read?.goal) options.goal = board.goal;
  const names = Object.keys(fileOptions).filter((n) => n !== 'tieRule');
  return { options: { ...options, tieRule }, taken: { start: !!read?.start, goal: !!read?.goal, options: names, values: pick(fileOptions) } };
}

function pick(options) {
  return Object.fromEntries(CHECK_OPTIONS.filter((name) => options?.[name] !== undefined).map((name) => [name, options[name]]));
}

function sameCells(a, b) {
  if (a.width !== b.width || a.height !== b.height) return false;
  const x = a.getCells();
  const y = b.getCells();
  for (let i = 0; i < x.length; i++) if (x[i] !== y[i]) return false;
  return true;
}

// The core's run of the options the check resolved, traced, for the board beside the learner's; and each
// cell's h in it (an estimate depends on the cell and the goal only), for h values a trace leaves out.
function coreRun(pl, grid, result) {
  const { tieRule: _rule, trace: _trace, traceDetail: _detail, maxTraceEvents: _max, ...options } = result.options;
  let search = null;
  try {
    search = pl.createSearch(grid, withPageLimits({ ...options, start: result.start, goal: result.goal, trace: true }));
    const searched = search.run();
    const trace = copiedTrace(search);
    const hByCell = new Map();
    for (let i = 0; i < trace.length; i++) hByCell.set(trace.cells[i], trace.h[i]);
    const h = (cell) => hByCell.get(cell) ?? 0;
    return { frontier: trace.frontier, h, reply: { result: searched, ...tracedReply(trace, grid.width * grid.height, 0) } };
  } catch (error) {
    return { frontier: undefined, h: null, reply: errorFields(error) };
  } finally {
    search?.delete();
  }
}

function unreadable(message) {
  return { verdict: 'unreadable', firstWrong: { event: -1, step: 0, message, finding: 'unreadable', cell: null, expected: [] }, expansions: 0, events: 0, summary: `The trace could not be read: ${message}` };
}
