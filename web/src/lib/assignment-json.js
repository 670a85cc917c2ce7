// The assignment as JSON (docs/check-your-search.md, "Assignments"): what the assignment page's
// "Download the map (JSON)" writes and `pathlab check --assignment` reads. One object,
//   { format: "pathlab-assignment", version: 1, task, width, height, start, goal, options, tieRule, rows }
// rows being the map's lines in Moving AI's characters ('.' free, '@' wall, '2'..'9' terrain costs, as
// the page writes them; any character a .map may hold is read, by the library's .map reader).
// Options it leaves out take the library's defaults. Pure JS: the page and the command share it.

import { CELL_COST_MASK, CELL_WALL_BIT } from './cell-format.js';
import { CHECK_OPTIONS, TIE_RULES } from './check-options.js';

export const ASSIGNMENT_FORMAT = 'pathlab-assignment';
export const ASSIGNMENT_JSON_VERSION = 1;
const MAX_SIDE = 4096;

/**
 * The assignment as JSON text.
 * @param {{ task: string, width: number, height: number, cells: ArrayLike<number>, start: number[], goal: number[], options?: object, tieRule?: string }} assignment
 *   cells: the library's cell bytes (a terrain cost, plus CELL_WALL_BIT for a wall)
 */
export function writeAssignmentJson({ task, width, height, cells, start, goal, options = {}, tieRule = 'any' }) {
  const rows = [];
  for (let y = 0; y < height; y++) {
    let row = '';
    for (let x = 0; x < width; x++) {
      const byte = cells[y * width + x];
      const cost = byte & CELL_COST_MASK;
      row += byte & CELL_WALL_BIT ? '@' : cost > 1 ? String(cost) : '.';
    }
    rows.push(row);
  }
  const shown = Object.fromEntries(CHECK_OPTIONS.map((name) => [name, options?.[name]]).filter(([, v]) => v !== undefined));
  return `${JSON.stringify({ format: ASSIGNMENT_FORMAT, version: ASSIGNMENT_JSON_VERSION, task, width, height, start, goal, options: shown, tieRule, rows }, null, 1)}\n`;
}

/**
 * Reads assignment JSON text. Throws an Error whose message says what is wrong.
 * @param {string} text
 * @returns {{ task: string, width: number, height: number, start: number[], goal: number[], options: object, tieRule: 'any' | 'fixed', mapText: string }}
 *   mapText: the map as a Moving AI .map (Grid.fromMovingAI reads it)
 */
export function readAssignmentJson(text) {
  let value;
  try {
    value = JSON.parse(String(text).replace(/^\uFEFF/, ''));
  } catch (error) {
    throw new Error(`it is not JSON (${String(error.message).replace(/[^\x20-\x7e]/g, '?').slice(0, 80)})`, { cause: error });
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw new Error('it is not an assignment object');
  if (value.format !== ASSIGNMENT_FORMAT) throw new Error(`its format is not "${ASSIGNMENT_FORMAT}" (download it from the assignment page)`);
  if (value.version !== ASSIGNMENT_JSON_VERSION) {
    throw new Error(Number.isInteger(value.version) && value.version > ASSIGNMENT_JSON_VERSION
      ? `it is version ${value.version}, made by a newer Pathlab; this one reads version ${ASSIGNMENT_JSON_VERSION}`
      : `its version must be ${ASSIGNMENT_JSON_VERSION}`);
  }
  const { width, height, rows } = value;
  for (const [name, side] of [['width', width], ['height', height]]) {
    if (!Number.isInteger(side) || side < 1 || side > MAX_SIDE) throw new Error(`its ${name} must be a whole number from 1 to ${MAX_SIDE}`);
  }
  if (!Array.isArray(rows) || rows.length !== height) throw new Error(`it must have ${height} rows, one per line of the map`);
  rows.forEach((row, y) => {
    if (typeof row !== 'string' || row.length !== width) throw new Error(`row ${y} must be ${width} characters long`);
  });
  const start = point(value.start, 'start', width, height);
  const goal = point(value.goal, 'goal', width, height);
  const options = value.options ?? {};
  if (options === null || typeof options !== 'object' || Array.isArray(options)) throw new Error('its options must be an object');
  for (const name of Object.keys(options)) {
    if (!CHECK_OPTIONS.includes(name)) throw new Error(`its options name '${String(name).slice(0, 40)}', which an assignment does not set (${CHECK_OPTIONS.join(', ')})`);
  }
  const tieRule = value.tieRule ?? 'any';
  if (!TIE_RULES.includes(tieRule)) throw new Error(`its tieRule must be ${TIE_RULES.join(' or ')}`);
  const task = typeof value.task === 'string' ? value.task : '';
  const mapText = `type octile\nheight ${height}\nwidth ${width}\nmap\n${rows.join('\n')}\n`;
  return { task, width, height, start, goal, options: { ...options }, tieRule, mapText };
}

function point(p, what, width, height) {
  if (!Array.isArray(p) || p.length !== 2 || !p.every(Number.isInteger)) throw new Error(`its ${what} must be [x, y], two whole numbers`);
  if (p[0] < 0 || p[1] < 0 || p[0] >= width || p[1] >= height) throw new Error(`its ${what} (${p[0]}, ${p[1]}) is off the ${width} × ${height} map`);
  return [p[0], p[1]];
}
