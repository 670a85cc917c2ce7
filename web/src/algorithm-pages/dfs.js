// Depth-first search on the page: its help and pseudocode.

/** @type {import('./page-files.js').AlgorithmPage} */
export default {
  id: 'dfs',
  help: 'Depth-first search: goes as far as it can in one direction and backs up only at dead ends, and stops at the first path it meets. It never compares paths, so the path is usually a long detour: a good way to see why a search needs costs to find a short path.',
  pseudocode: {
    family: 'depth-first',
    title: 'Depth-first search',
    lines: [
      'stack ← [start];  mark start reached',
      'while stack is not empty:',
      '  n ← take the cell on top of stack;  close n',
      '  if n is the goal: return the path to n (found, not the shortest)',
      '  for each neighbour m of n, free and not yet reached:',
      '    parent(m) ← n;  mark m reached;  push m on stack',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, open: 6, improve: 6, skipClosed: 5, skipQueued: 5, noPath: 7 },
  },
};
