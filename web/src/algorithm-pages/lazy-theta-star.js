// Lazy Theta* (Nash, Koenig and Tovey 2010) on the page: its help and pseudocode. Theta* that
// checks the line of sight when it takes a cell from the open list.

/** @type {import('./page-files.js').AlgorithmPage} */
export default {
  id: 'lazy-theta-star',
  help: 'Lazy Theta*: Theta* that checks a straight line only when it takes a cell from the open list, not every time it looks at a neighbour, so it checks far fewer lines for much the same paths. By Nash, Koenig and Tovey (2010).',
  pseudocode: {
    family: 'any-angle',
    title: 'Lazy Theta*',
    lines: [
      'open ← {start};  g(start) ← 0;  parent(start) ← start',
      'while open is not empty:',
      '  n ← the entry of open with the lowest f = g + h;  close n',
      '  if parent(n) is not in sight of n: parent(n) ← the closed neighbour p of n with the lowest g(p) + |p n|',
      '  if n is the goal: return the path to n (straight lines between parents)',
      '  for each neighbour m of n that is free and not closed:',
      '    g′ ← g(parent(n)) + |parent(n) m|   (assume the line of sight; checked when m is taken)',
      '    if m is not in open: parent(m) ← parent(n);  g(m) ← g′;  add m to open',
      '    else if g′ < g(m): parent(m) ← parent(n);  g(m) ← g′;  update its place in open',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 3, goalTest: 5, path: 5, open: 8, improve: 9, noPath: 10 },
  },
};
