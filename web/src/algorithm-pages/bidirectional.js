// The page files of the bidirectional searches: two frontiers, one from each end, and a goal
// test that is the stopping test of the two meeting.

/** How the step sentences speak of a bidirectional search: its goal test is the meeting's stop. */
const NARRATION = Object.freeze({ stopsWhenSidesMeet: true });

/**
 * The page file of a bidirectional search.
 * @param {string} id its id in the core's table
 * @param {string} title its name in the pseudocode's heading
 * @param {string} key the key each side's open list is ordered by
 * @param {string} help its option help
 * @returns {import('./page-files.js').AlgorithmPage}
 */
export function bidirectionalPage(id, title, key, help) {
  return {
    id,
    help,
    pseudocode: {
      family: 'bidirectional',
      title,
      lines: [
        'forward open ← {start};  backward open ← {goal};  μ ← ∞',
        'while both open lists are not empty:',
        '  side ← the side with the smaller open list (forward on a tie)',
        `  n ← that side's entry with the lowest key = ${key};  close n`,
        '  if key(n) + the other side\'s last key ≥ μ: return the path through the meeting cell',
        '  for each neighbour m of n (moves walked backwards on the backward side):',
        '    if m is a wall, or the diagonal rule forbids n → m: skip m',
        '    if m is closed on this side: skip m',
        '    if m is new on this side: parent(m) ← n;  g(m) ← g(n) + cost;  add m',
        '    else if cheaper through n: parent(m) ← n;  lower g(m)',
        '    else: skip m (not cheaper)',
        '    if the other side reached m: μ ← min(μ, g_forward(m) + g_backward(m))',
        'return "no path"',
      ],
      lineOf: {
        start: 1, expand: 4, goalTest: 5, path: 5, skipWall: 7, skipCorner: 7, skipClosed: 8, open: 9, improve: 10,
        skipNotCheaper: 11, meet: 12, noPath: 13,
      },
    },
    narration: NARRATION,
  };
}
