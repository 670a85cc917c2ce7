// The page files of the best-first searches (A*, Dijkstra, greedy, weighted A*): one textbook
// body whose open list is ordered by each algorithm's key, also fleeing (chase and flee) and on
// the waypoint graph.

import { algorithmInfo } from '../lib/options.js';
import { waypointGraph } from './waypoint-graph.js';

const body = (pick, goal, add) => [
  'open ← {start};  g(start) ← 0',
  'while open is not empty:',
  `  n ← ${pick};  close n`,
  `  if ${goal}: return the path to n`,
  '  for each neighbour m of n:',
  '    if m is a wall, or the diagonal rule forbids n → m: skip m',
  '    if m is closed: skip m',
  '    g′ ← g(n) + cost(n → m)',
  `    if m is not in open: parent(m) ← n;  g(m) ← g′;  ${add}`,
  '    else if g′ < g(m): parent(m) ← n;  g(m) ← g′;  update its place in open',
  '    else: skip m (not cheaper)',
  'return "no path"',
];
const LINE_OF = {
  start: 1, expand: 3, goalTest: 4, path: 4, skipWall: 6, skipCorner: 6, skipClosed: 7, open: 9, improve: 10,
  skipNotCheaper: 11, noPath: 12,
};

function pseudocode(title, priority, goal = 'n is the goal') {
  return {
    family: 'best-first',
    title,
    lines: body(`the entry of open with the lowest ${priority}`, goal, `add m to open by ${priority}`),
    lineOf: LINE_OF,
  };
}

/**
 * The page file of a best-first search.
 * @param {string} id its id in the core's table
 * @param {string} priority the key its open list is ordered by, as people write it ("f = g + h")
 * @param {string} help its option help
 * @returns {import('./page-files.js').AlgorithmPage}
 */
export function bestFirstPage(id, priority, help) {
  const name = algorithmInfo(id)?.name ?? id;
  // Fleeing, h is the distance still to gain from the threat (docs/library.md, "Chase and flee").
  const fleeing = priority.includes('h') ? `${priority} (h: distance still to gain)` : priority;
  return {
    id,
    help,
    pseudocode: pseudocode(name, priority),
    fleePseudocode: { ...pseudocode(`${name}, fleeing`, fleeing, 'n is at least the safe distance from the threat'), family: 'flee' },
    graphPseudocode: waypointGraph(name, priority),
  };
}
