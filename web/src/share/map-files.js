// Map files in and out of the playground: Moving AI .map (and its .scen) import,
// .map export, and the search result with its trace as JSON. No DOM: the page hands
// in text and File objects and shows what comes back with textContent only.
// Parsing a .map goes through the library (pl.Grid.fromMovingAI), whose errors name the line.

import { parseScenarios } from '../lib/scenarios.js';
import { TRACE_KINDS } from '../lib/trace-format.js';
import { optionDefault } from '../lib/options.js';

/** Larger files are refused before they are read (a 4096 x 4096 .map is about 16.8 MB). */
export const MAX_MAP_FILE_BYTES = 20 * 1024 * 1024;
/** Larger .scen files are refused before they are read (the biggest Moving AI .scen files are a few MB). */
export const MAX_SCEN_FILE_BYTES = 32 * 1024 * 1024;

/**
 * Parses Moving AI .map text into the page's map fields.
 * @param {object} pl the loaded library (loadPathlab())
 * @returns {{ok: true, map: {width: number, height: number, cells: Uint8Array}} | {ok: false, error: string}}
 */
export function importMapText(pl, text) {
  if (typeof text !== 'string') return { ok: false, error: 'a map file must be text' };
  if (text.length > MAX_MAP_FILE_BYTES) return { ok: false, error: tooLarge('map', text.length, MAX_MAP_FILE_BYTES) };
  let grid = null;
  try {
    grid = pl.Grid.fromMovingAI(text);
    return { ok: true, map: { width: grid.width, height: grid.height, cells: grid.getCells() } };
  } catch (error) {
    return { ok: false, error: error.message };
  } finally {
    grid?.delete();
  }
}

/** Moving AI .map text for the given map fields ('.' free, '@' wall, '2'..'9' terrain). */
export function exportMapText(pl, { width, height, cells }) {
  const grid = new pl.Grid(width, height);
  try {
    grid.setCells(cells);
    return grid.toMovingAI();
  } finally {
    grid.delete();
  }
}

/**
 * Sorts dropped or picked files into one .map and at most one .scen.
 * @template {{name: string, size: number}} F a File, or its name and size
 * @param {ArrayLike<F>} files
 * @returns {{map: F|null, scen: F|null, error: string|null}}
 */
export function sortMapFiles(files) {
  let map = null;
  let scen = null;
  for (const file of Array.from(files ?? [])) {
    const name = String(file?.name ?? '').toLowerCase();
    if (name.endsWith('.scen')) {
      if (scen) return { map, scen, error: 'drop at most one .scen file at a time' };
      scen = file;
    } else if (name.endsWith('.map')) {
      if (map) return { map, scen, error: 'drop one .map file at a time' };
      map = file;
    } else {
      return { map, scen, error: `'${clip(file?.name ?? '')}' is neither a .map nor a .scen file` };
    }
  }
  if (!map && !scen) return { map, scen, error: 'no .map or .scen file was given' };
  return { map, scen, error: null };
}

/**
 * Reads a File (or Blob) as text after checking its size against a cap.
 * @returns {Promise<{ok: true, text: string} | {ok: false, error: string}>}
 */
export async function readFileText(file, kind) {
  return readChecked(file, kind, async () => ({ text: await file.text() }));
}

/**
 * Reads a File (or Blob) as bytes after checking its size against a cap (a .map for the worker to parse).
 * @returns {Promise<{ok: true, bytes: ArrayBuffer} | {ok: false, error: string}>}
 */
export async function readFileBytes(file, kind) {
  return readChecked(file, kind, async () => ({ bytes: await file.arrayBuffer() }));
}

async function readChecked(file, kind, read) {
  const cap = kind === 'scen' ? MAX_SCEN_FILE_BYTES : MAX_MAP_FILE_BYTES;
  if (!(file?.size <= cap)) return { ok: false, error: tooLarge(kind, file?.size, cap) };
  try {
    return { ok: true, ...await read() };
  } catch (error) {
    return { ok: false, error: `could not read '${clip(file?.name ?? '')}': ${error?.message ?? error}` };
  }
}

/**
 * Parses .scen text (with the library's reader) and keeps the scenarios that fit a width x height map.
 * @returns {{ok: true, scenarios: object[], skipped: number} | {ok: false, error: string}}
 */
export function scenariosForMap(pathlab, text, width, height) {
  if (typeof text === 'string' && text.length > MAX_SCEN_FILE_BYTES) {
    return { ok: false, error: tooLarge('scen', text.length, MAX_SCEN_FILE_BYTES) };
  }
  const parsed = parseScenarios(pathlab, text);
  if (parsed.ok === false) return { ok: false, error: `malformed scenario file: ${parsed.error}` };
  const fitting = parsed.scenarios
    .map((scenario, index) => ({ ...scenario, index }))
    .filter((s) => s.mapWidth === width && s.mapHeight === height);
  if (fitting.length === 0 && parsed.scenarios.length > 0) {
    const { mapWidth, mapHeight } = parsed.scenarios[0];
    return { ok: false, error: `these scenarios are for a ${mapWidth} x ${mapHeight} map; the map is ${width} x ${height}` };
  }
  return { ok: true, scenarios: fitting, skipped: parsed.scenarios.length - fitting.length };
}

/** A one-line label for a scenario list entry. */
export function scenarioLabel(s) {
  return `#${s.index} (bucket ${s.bucket}): (${s.start.join(', ')}) → (${s.goal.join(', ')}), optimal ${s.optimal}`;
}

/**
 * Compares a found path length with a scenario's listed optimal.
 * Moving AI optimal lengths assume the Moving AI rule: diagonals only when both side
 * cells are free, straight 1 and diagonal sqrt 2, every terrain cost 1.
 * @param {{status: string, cost: number}} result
 * @param {object} scenario from scenariosForMap
 * @param {object} options the search options used
 * @returns {{matches: boolean, comparable: boolean, message: string}}
 */
export function compareWithOptimal(result, scenario, options = {}) {
  const rule = options.diagonalMovement ?? optionDefault('diagonalMovement');
  const model = options.costModel ?? optionDefault('costModel');
  const comparable = rule === 'only-when-no-obstacles' && model === 'real';
  const caveat = comparable ? '' : ' (the listed optimal assumes diagonals only between free side cells and real costs)';
  if (result.status !== 'found') {
    return { matches: false, comparable, message: `no full path (${result.status}); listed optimal ${scenario.optimal}${caveat}` };
  }
  const matches = Math.abs(result.cost - scenario.optimal) <= scenario.tolerance; // max(1e-3, 0.5 * 10^-d): the files print lengths to d decimals
  const found = Number(result.cost.toFixed(Math.max(scenario.optimalDecimals, 3)));
  return {
    matches,
    comparable,
    message: matches
      ? `length ${found} matches the listed optimal ${scenario.optimal}`
      : `length ${found} differs from the listed optimal ${scenario.optimal} by ${(result.cost - scenario.optimal).toFixed(4)}${caveat}`,
  };
}

/**
 * The search and its result as JSON text, with the trace as parallel arrays.
 * @param {object} state the share state (map size, start, goal, options)
 * @param {object} result { status, path, cost, expanded, opened, micros }
 * @param {object} [trace] { length, truncated, kinds, cells, parents, g, h } (copied views)
 */
export function resultJson(state, result, trace = null) {
  const doc = {
    format: 'pathlab-search',
    version: 1,
    map: { width: state.width, height: state.height },
    start: state.start,
    goal: state.goal,
    options: { ...state.options, maxExpansions: finiteOrNull(state.options?.maxExpansions) },
    result: { ...result, cost: finiteOrNull(result.cost) },
  };
  if (trace) {
    const n = trace.length ?? trace.kinds.length;
    doc.trace = {
      events: n,
      truncated: !!trace.truncated,
      kindNames: Object.fromEntries(Object.entries(TRACE_KINDS).map(([name, code]) => [code, name])),
      kinds: Array.from(trace.kinds.subarray(0, n)),
      cells: Array.from(trace.cells.subarray(0, n)),
      parents: Array.from(trace.parents.subarray(0, n)),
      g: Array.from(trace.g.subarray(0, n)),
      h: Array.from(trace.h.subarray(0, n)),
    };
  }
  return JSON.stringify(doc);
}

function finiteOrNull(value) {
  return Number.isFinite(value) ? value : null;
}

function tooLarge(kind, size, cap) {
  return `the .${kind} file is too large (${Number(size).toLocaleString('en')} bytes; at most ${cap.toLocaleString('en')})`;
}

function clip(text) {
  const s = String(text);
  return s.length > 60 ? `${s.slice(0, 60)}…` : s;
}
