// Searches on the waypoint graph (modes/waypoints.js): the pseudocode of a best-first search
// there, and the words its narration uses for the graph's nodes.

/** How the step sentences speak of the waypoint graph. */
export const WAYPOINT_NARRATION = Object.freeze({ unit: 'waypoint', lookAround: 'look at the waypoints it sees' });

// Best-first searches on the waypoint graph reopen a closed waypoint reached more cheaply
// (Millington, *AI for Games*), so "closed" is a skip only when not cheaper.
/**
 * @param {string} name the algorithm's name for people
 * @param {string} priority the key of its open list ("f = g + h")
 */
export function waypointGraph(name, priority) {
  return {
    family: 'graph',
    title: `${name} on the waypoint graph`,
    lines: [
      'open ← {S};  g(S) ← 0',
      'while open is not empty:',
      `  n ← the waypoint in open with the lowest ${priority};  close n`,
      '  if n is G: return the path to n',
      '  for each waypoint m that n sees (an edge of the visibility graph):',
      '    g′ ← g(n) + |n m|',
      '    if m is closed and g′ ≥ g(m): skip m',
      '    if m is new: parent(m) ← n;  g(m) ← g′;  add m to open',
      '    else if g′ < g(m): parent(m) ← n;  g(m) ← g′ (back into open if it was closed)',
      '    else: skip m (not cheaper)',
      'return "no path"',
    ],
    lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, skipClosed: 7, open: 8, improve: 9, skipNotCheaper: 10, noPath: 11 },
  };
}
