// Fringe search (Björnsson, Enzenberger, Holte and Schaeffer 2005) on the page: its help and
// pseudocode. IDA*'s threshold, one list it keeps.

/** @type {import('./page-files.js').AlgorithmPage} */
export default {
  id: 'fringe',
  help: 'Fringe search: IDA*\'s idea without its forgetting. It keeps one list and walks it again and again: a cell whose f = g + h is within the threshold is expanded and its neighbours go into the list right after it, so they are looked at next; a cell beyond the threshold is left for a later walk, and when a walk ends the threshold rises to the lowest f it passed over. It remembers each cell\'s cost, so no cell is searched twice at the same cost. Shortest paths, with no priority queue at all. By Björnsson, Enzenberger, Holte and Schaeffer (2005).',
  pseudocode: {
    family: 'fringe',
    title: 'Fringe search',
    lines: [
      'list ← [start];  g(start) ← 0;  threshold ← h(start)',
      'while the list is not empty:',
      '  walk the list from its head; for each cell n on it:',
      '    if f(n) = g + h > threshold: note f(n), leave n for later',
      '    if n is the goal: return the path',
      '    for each neighbour m of n: if m is new or g(n) + cost(n → m) < g(m):',
      '      parent(m) ← n;  g(m) ← g(n) + cost;  put m in the list right after n (moving it if there)',
      '    take n out of the list',
      '  threshold ← the lowest f noted',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 4, goalTest: 5, path: 5, open: 7, improve: 7, threshold: 9, noPath: 10 },
  },
};
