// IDA* (Korf 1985) on the page: its help and pseudocode. Depth-first searches bounded by f, the
// bound raised to the smallest f that passed it.

/** @type {import('./page-files.js').AlgorithmPage} */
export default {
  id: 'ida-star',
  help: 'IDA*: iterative deepening A*, a depth-first search that gives up on any path whose f = g + h passes a limit, then starts again with the limit raised. It finds a shortest path and remembers almost nothing, but it repeats its work: every pass redoes the last one, and a cell is searched again along every path that reaches it. On open maps, or when the goal cannot be reached, that can take a very long time, so on this page it stops after 500,000 expansions unless you set an expansion cap. By Korf (1985).',
  pseudocode: {
    family: 'iterative-deepening',
    title: 'IDA*',
    lines: [
      'bound ← h(start)',
      'repeat:',
      '  search from start, depth first, along the current path only:',
      '    n ← the next cell on the path;  if f(n) = g + h > bound: note f(n), go back',
      '    if n is the goal: return the path',
      '    try each neighbour m of n not on the path with f(m) ≤ bound, in order (N, E, S, W, then diagonals)',
      '  if nothing was noted: return "no path"',
      '  bound ← the smallest f noted above the bound',
    ],
    lineOf: { start: 1, open: 6, expand: 4, goalTest: 5, path: 5, noPath: 7 },
  },
};
