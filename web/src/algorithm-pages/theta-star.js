// Theta* (Nash, Daniel, Koenig and Felner 2007) on the page: its help and pseudocode. A* whose
// parent may be any cell in sight, so paths leave the grid's eight directions.

/** @type {import('./page-files.js').AlgorithmPage} */
export default {
  id: 'theta-star',
  help: 'Theta*: A* whose paths are not bound to the eight directions. When a cell can see its parent\'s parent in a straight line with no wall in the way, it links to that cell directly, so the path is a few straight legs between turning points. Shorter than grid paths, though not always the shortest possible. By Nash, Daniel, Koenig and Felner (2007).',
  pseudocode: {
    family: 'any-angle',
    title: 'Theta*',
    lines: [
      'open ← {start};  g(start) ← 0;  parent(start) ← start',
      'while open is not empty:',
      '  n ← the entry of open with the lowest f = g + h;  close n',
      '  if n is the goal: return the path to n (straight lines between parents)',
      '  for each neighbour m of n that is free and not closed:',
      '    if parent(n) sees m: p ← parent(n)   (path 2: skip n)',
      '    else: p ← n   (path 1: as A*)',
      '    if m is not in open: parent(m) ← p;  g(m) ← g(p) + |p m|;  add m to open',
      '    else if g(p) + |p m| < g(m): parent(m) ← p;  g(m) ← g(p) + |p m|;  update its place in open',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, open: 8, improve: 9, noPath: 10 },
  },
};
