// The page files of jump point search (Harabor and Grastien 2011) and JPS+ (Rabin, Game AI Pro 2),
// which reads each jump from a precomputed table and walks the same lines.

/** How the step sentences speak of a jump point search. */
const NARRATION = Object.freeze({ expanded: 'jump point', lookAround: 'look along its directions' });

/**
 * The page file of a jump point search.
 * @param {string} id its id in the core's table
 * @param {string} title its name in the pseudocode's heading
 * @param {string} jump how it finds the jump point along a direction
 * @param {string} help its option help
 * @returns {import('./page-files.js').AlgorithmPage}
 */
export function jumpPointPage(id, title, jump, help) {
  return {
    id,
    help,
    pseudocode: {
      family: 'jump-point',
      title,
      lines: [
        'open ← {start};  g(start) ← 0',
        'while open is not empty:',
        '  n ← the jump point in open with the lowest f = g + h;  close n',
        '  if n is the goal: return the path, filled in between jump points',
        '  for each direction d left after pruning (natural neighbours and forced ones beside a wall; where the terrain cost changes around n, instead those that no cheaper way around n reaches; all 8 at the start, 4 without diagonal moves), or only the goal\'s when it is in sight (on a map without terrain: a free diagonal run, horizontal without diagonal moves, then a straight one, costs exactly h(n)):',
        `    m ← jump(n, d): ${jump}`,
        '    if the scan meets a wall or the map\'s edge first, or a cell whose every way on is cheaper around it: no jump point that way, next d',
        '    if m is closed: skip m',
        '    g′ ← g(n) + |n m| × the terrain cost of the run (one cost: a run stops where the cost changes)',
        '    if m is not in open: parent(m) ← n;  g(m) ← g′;  add m to open by f = g + h',
        '    else if g′ < g(m): parent(m) ← n;  g(m) ← g′;  update its place in open',
        '    else: skip m (not cheaper)',
        'return "no path"',
      ],
      lineOf: {
        start: 1, expand: 3, goalTest: 4, path: 4, jumpScan: 5, jumpNone: 7, skipClosed: 8, open: 10, improve: 11,
        skipNotCheaper: 12, noPath: 13,
      },
    },
    narration: NARRATION,
  };
}
