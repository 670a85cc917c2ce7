// Breadth-first search on the page: its help, and its pseudocode on the grid and on the waypoint graph.

/** @type {import('./page-files.js').AlgorithmPage} */
export default {
  id: 'bfs',
  help: 'Breadth-first search: expands cells in order of steps taken. Shortest only when every move costs the same.',
  pseudocode: {
    family: 'breadth-first',
    title: 'Breadth-first search',
    lines: [
      'queue ← [start];  mark start reached',
      'while queue is not empty:',
      '  n ← take the first cell of queue;  close n',
      '  if n is the goal: return the path to n',
      '  for each neighbour m of n:',
      '    if m is a wall, or the diagonal rule forbids n → m: skip m',
      '    if m is closed: skip m',
      '    if m is already in queue: skip m',
      '    parent(m) ← n;  mark m reached;  append m to queue',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, skipWall: 6, skipCorner: 6, skipClosed: 7, skipQueued: 8, open: 9, noPath: 10 },
  },
  graphPseudocode: {
    family: 'graph',
    title: 'Breadth-first search on the waypoint graph',
    lines: [
      'queue ← [S];  mark S reached',
      'while queue is not empty:',
      '  n ← take the first waypoint of queue;  close n',
      '  if n is G: return the path to n',
      '  for each waypoint m that n sees (an edge of the visibility graph):',
      '    if m is closed: skip m',
      '    if m is already in queue: skip m',
      '    parent(m) ← n;  mark m reached;  append m to queue',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, skipClosed: 6, skipQueued: 7, open: 8, noPath: 9 },
  },
};
