// What a student downloads from an assignment (docs/check-your-search.md, "Assignments"): the map as
// JSON for their program, and the task as text with everything their program must do and print.
// Pure JS, no DOM; the Moving AI .map text comes from the library's writer (share/map-files.js).

import { describeOption } from '../ui/help-text.js';
import { optionDefault } from '../lib/options.js';

/** The options an assignment fixes, in the order the task lists them. */
export const ASSIGNMENT_OPTIONS = Object.freeze(['algorithm', 'diagonalMovement', 'heuristic', 'weight', 'costModel', 'tieBreaking']);

/**
 * The map as JSON: rows as Moving AI characters ('.' free, '@' wall, '2'..'9' terrain costs), start, goal
 * and the options, so a program reads it with its language's JSON parser alone.
 * @param {{state: object, task: string, tieRule: string}} assignment
 */
export function assignmentMapJson({ state, task, tieRule }) {
  const rows = [];
  for (let y = 0; y < state.height; y++) {
    let row = '';
    for (let x = 0; x < state.width; x++) {
      const byte = state.cells[y * state.width + x];
      const cost = byte & 0x0f;
      row += byte & 0x80 ? '@' : cost > 1 ? String(cost) : '.';
    }
    rows.push(row);
  }
  const options = Object.fromEntries(ASSIGNMENT_OPTIONS.map((name) => [name, state.options?.[name]]).filter(([, v]) => v !== undefined));
  return `${JSON.stringify({ format: 'pathlab-assignment', version: 1, task, width: state.width, height: state.height,
    start: state.start, goal: state.goal, options, tieRule, rows }, null, 1)}\n`;
}

/** The task as text: the teacher's words, then the settings and what to print, in words for people. */
export function assignmentTaskText({ state, task, tieRule }) {
  const lines = [task.trim(), '', `Map: ${state.width} × ${state.height} cells (assignment.map, or assignment.json).`,
    `Start: (${state.start[0]}, ${state.start[1]})   Goal: (${state.goal[0]}, ${state.goal[1]})   (x is the column, y the row; (0, 0) is the top-left cell)`];
  for (const line of settingLines(state.options)) lines.push(line);
  lines.push(tieRule === 'fixed'
    ? `Ties: fixed. When several cells could come next, take the one the tie rule above picks (${describeOption('tieBreaking', state.options?.tieBreaking ?? 'lower-h').valueLabel}).`
    : 'Ties: any order a correct run could take is accepted.');
  lines.push('', 'Print your search as a trace, one event per line, and drop the file on the assignment page:',
    '  expand X Y g=G h=H         a cell taken off the open list',
    '  generate X Y g=G h=H parent=PX,PY   a neighbour put on the open list',
    '  update X Y g=G h=H parent=PX,PY     a waiting cell given a cheaper g',
    '  path X1 Y1 X2 Y2 ...       the path found, start first',
    'Lines starting with # are skipped. The format: docs/check-your-search.md, "Writing a trace".', '');
  return lines.join('\n');
}

/** The assignment's settings, one line each, in words for people ("Algorithm: A*"). */
export function settingLines(options = {}) {
  const algorithm = options.algorithm ?? optionDefault('algorithm');
  return ASSIGNMENT_OPTIONS.filter((name) => options[name] !== undefined && relevant(name, algorithm)).map((name) => {
    const { label, valueLabel } = describeOption(name, options[name]);
    return `${label}: ${valueLabel}`;
  });
}

// The heuristic and weight mean nothing to searches that do not estimate.
function relevant(name, algorithm) {
  if (name === 'heuristic') return !['bfs', 'dfs', 'dijkstra'].includes(algorithm);
  if (name === 'weight') return algorithm === 'weighted-astar';
  return true;
}
