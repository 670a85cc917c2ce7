// The page files of LPA* (Koenig, Likhachev and Furcy 2004) and D* Lite (Koenig and Likhachev
// 2002): A* that keeps its costs between searches and repairs only the cells an edit made inconsistent.

/**
 * The page file of an incremental search.
 * @param {string} id its id in the core's table
 * @param {string} title its name in the pseudocode's heading
 * @param {boolean} fromGoal whether it searches from the goal to the robot (D* Lite)
 * @param {string} help its option help
 * @returns {import('./page-files.js').AlgorithmPage}
 */
export function incrementalPage(id, title, fromGoal, help) {
  return {
    id,
    help,
    pseudocode: {
      family: 'incremental',
      title,
      lines: [
        fromGoal ? 'g(all) ← ∞;  rhs(goal) ← 0;  open ← {goal}   (searching from the goal to the robot)'
          : 'g(all) ← ∞;  rhs(start) ← 0;  open ← {start}',
        `while the lowest key in open < key(${fromGoal ? 'robot' : 'goal'}) or it is inconsistent:`,
        fromGoal ? '  n ← the entry of open with the lowest key = [min(g, rhs) + h + km;  min(g, rhs)]   (km: how far the robot has moved)'
          : '  n ← the entry of open with the lowest key = [min(g, rhs) + h;  min(g, rhs)]',
        '  if g(n) > rhs(n): g(n) ← rhs(n)   (overconsistent: settle it)',
        '  else: g(n) ← ∞   (underconsistent: raise it and recompute)',
        '  for each neighbour m: rhs(m) ← the lowest g(p) + cost(p → m) over its predecessors p;  requeue m if g(m) ≠ rhs(m), else take it out of open',
        `return the path by the lowest g + cost (${fromGoal ? 'robot to goal' : 'start to goal'}); after an edit, update rhs of the cells it touches and repeat`,
      ],
      lineOf: { start: 1, expand: 3, open: 6, improve: 6, leave: 6, goalTest: 2, path: 7, noPath: 7 },
    },
  };
}
