// What a student downloads from an assignment (docs/check-your-search.md, "Assignments"): the map as
// JSON for their program (the library's format), and the task as text with everything their program must do and print, whole:
// the students have no other page to read.
// Pure JS, no DOM; the Moving AI .map text comes from the library's writer (share/map-files.js).

import { describeOption } from '../ui/help-text.js';
import { optionDefault } from '../lib/options.js';
import { CHECK_OPTIONS } from '../lib/check-options.js';
import { writeAssignmentJson } from '../lib/assignment-json.js';
import { PATHLAB_RUN } from './assignment-format.js';


/**
 * The map as JSON (the library's writer, lib/assignment-json.js, which `pathlab check --assignment` reads),
 * with whether the students see Pathlab's run, so that a program reads it with its language's JSON parser alone.
 * @param {{state: object, task: string, tieRule: string, pathlabRun: string}} assignment
 */
export function assignmentMapJson({ state, task, tieRule, pathlabRun }) {
  const written = writeAssignmentJson({ task, width: state.width, height: state.height, cells: state.cells, start: state.start, goal: state.goal, options: state.options, tieRule });
  const { rows, ...head } = JSON.parse(written);
  return `${JSON.stringify({ ...head, [PATHLAB_RUN.field]: pathlabRun, rows }, null, 1)}\n`;
}

/**
 * The task as text that stands alone (the students have no other page): the teacher's words, the
 * settings with what each means (the option table's sentences), and the trace format in full.
 * @param {{state: object, task: string, tieRule: string}} assignment
 * @param {{defaultHeuristic: (diagonalMovement: string) => string}} library the estimate 'default' stands for
 */
export function assignmentTaskText({ state, task, tieRule }, library) {
  const options = state.options ?? {};
  const lines = [task.trim(), '', `Map: ${state.width} × ${state.height} cells (assignment.map, or assignment.json).`,
    `Start: (${state.start[0]}, ${state.start[1]})   Goal: (${state.goal[0]}, ${state.goal[1]})`,
    '  x is the column, y the row; (0, 0) is the top-left cell. In the map, @ is a wall, . a free cell, and a',
    '  digit 2 to 9 a cell that costs that many times as much to enter.', ''];
  for (const { name, value } of settings(options, library)) {
    const { label, about, value: words } = describeOption(name, value);
    lines.push(`${label}: ${words}`, `  ${about}`);
  }
  lines.push(tieRule === 'fixed'
    ? `Ties: fixed. When several cells could come next, take the one this rule picks: ${describeOption('tieBreaking', options.tieBreaking ?? optionDefault('tieBreaking')).value}`
    : 'Ties: any order a correct run could take is accepted, and so is any order of the neighbours.');
  lines.push('', 'Print your search as a trace, one event per line, and drop the file on the assignment page:',
    '  expand X Y g=G h=H                  a cell taken off the open list',
    '  generate X Y g=G h=H parent=PX,PY   a neighbour put on the open list',
    '  update X Y g=G h=H parent=PX,PY     a waiting cell given a cheaper g and a new parent',
    '  path X1 Y1 X2 Y2 ...                the path found, start first',
    'g is the cost of the path from the start to the cell: the sum of its steps\' costs under the rules above;',
    'h is the estimate of the cost still to go to the goal. g=, h= and parent= may be left out; each one printed',
    'is checked. Print numbers with at least two decimals (1.41, not 1), or with all of them.',
    'Lines starting with # and blank lines are skipped.', '');
  return lines.join('\n');
}

/**
 * The assignment's settings, one line each, in words for people ("Algorithm: A*").
 * @param {object} [options]
 * @param {{defaultHeuristic: (diagonalMovement: string) => string}} [library] names the estimate 'default' stands for
 */
export function settingLines(options = {}, library = undefined) {
  return settings(options, library).map(({ name, value }) => `${describeOption(name, value).label}: ${describeOption(name, value).valueLabel}`);
}

// The settings that mean something to the assignment's search, each with its value: 'default' read as
// the estimate it stands for, and the movement and cost rules always (they decide every g).
function settings(options, library) {
  const algorithm = options.algorithm ?? optionDefault('algorithm');
  return CHECK_OPTIONS.filter((name) => relevant(name, algorithm) && (options[name] !== undefined || ALWAYS_SAID.includes(name)))
    .map((name) => {
      let value = options[name] ?? optionDefault(name);
      if (name === 'heuristic' && value === 'default' && library) value = library.defaultHeuristic(options.diagonalMovement ?? optionDefault('diagonalMovement'));
      return { name, value };
    });
}

// Said even when the teacher left them at their defaults: a student cannot see the page's defaults.
const ALWAYS_SAID = ['algorithm', 'diagonalMovement', 'heuristic', 'costModel'];

// The heuristic and weight mean nothing to searches that do not estimate; the tie rule is said on its own line.
function relevant(name, algorithm) {
  if (name === 'heuristic') return !['bfs', 'dfs', 'dijkstra'].includes(algorithm);
  if (name === 'weight') return algorithm === 'weighted-astar';
  return true;
}
