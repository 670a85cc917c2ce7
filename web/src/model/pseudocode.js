// Textbook pseudocode for each algorithm family, and which line each trace
// event runs, so the pseudocode panel can highlight the running line while
// stepping (and each line of one expansion with micro-steps).
//
// Lines are 1-based in the API (explain().line) and indented with two spaces
// per level. A family lists, per event kind (trace-format.js TRACE_KINDS names,
// plus 'start' for step 0 and 'noPath' for a search that ran dry), its line.
// Algorithms added later fall back to the generic family until they get one.

import { algorithmInfo } from '../lib/options.js';

const BEST_FIRST_BODY = (pick, goal, add) => [
  'open ← {start};  g(start) ← 0',
  'while open is not empty:',
  `  n ← ${pick};  close n`,
  `  if ${goal}: return the path to n`,
  '  for each neighbour m of n:',
  '    if m is a wall, or the diagonal rule forbids n → m: skip m',
  '    if m is closed: skip m',
  '    g′ ← g(n) + cost(n → m)',
  `    if m is not in open: parent(m) ← n;  g(m) ← g′;  ${add}`,
  '    else if g′ < g(m): parent(m) ← n;  g(m) ← g′;  update its place in open',
  '    else: skip m (not cheaper)',
  'return "no path"',
];
const BEST_FIRST_LINES = {
  start: 1, expand: 3, goalTest: 4, path: 4, skipWall: 6, skipCorner: 6, skipClosed: 7, open: 9, improve: 10,
  skipNotCheaper: 11, noPath: 12,
};

// f as each best-first algorithm orders the open list.
const PRIORITY = {
  astar: 'f = g + h',
  'weighted-astar': 'f = g + w·h',
  dijkstra: 'f = g',
  greedy: 'f = h',
};

function bestFirst(name, priority, goal = 'n is the goal') {
  return {
    family: 'best-first',
    title: name,
    lines: BEST_FIRST_BODY(`the entry of open with the lowest ${priority}`, goal, `add m to open by ${priority}`),
    lineOf: BEST_FIRST_LINES,
  };
}

const BREADTH_FIRST = {
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
};

// Jump point search (Harabor and Grastien, 2011); JPS+ reads each jump from a
// precomputed table (Rabin, Game AI Pro 2) and walks the same lines.
function jumpPoint(title, jump) {
  return {
    family: 'jump-point',
    title,
    lines: [
      'open ← {start};  g(start) ← 0',
      'while open is not empty:',
      '  n ← the jump point in open with the lowest f = g + h;  close n',
      '  if n is the goal: return the path, filled in between jump points',
      '  for each direction d left after pruning (natural neighbours, forced ones beside a wall; all 8 at the start, 4 without diagonal moves):',
      `    m ← jump(n, d): ${jump}`,
      '    if the scan meets a wall or the map\'s edge first: no jump point that way, next d',
      '    if m is closed: skip m',
      '    g′ ← g(n) + |n m|',
      '    if m is not in open: parent(m) ← n;  g(m) ← g′;  add m to open by f = g + h',
      '    else if g′ < g(m): parent(m) ← n;  g(m) ← g′;  update its place in open',
      '    else: skip m (not cheaper)',
      'return "no path"',
    ],
    lineOf: {
      start: 1, expand: 3, goalTest: 4, path: 4, jumpScan: 5, jumpNone: 7, skipClosed: 8, open: 10, improve: 11,
      skipNotCheaper: 12, noPath: 13,
    },
  };
}

function bidirectional(name, key) {
  return {
    family: 'bidirectional',
    title: name,
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
  };
}

// Best-first searches on the waypoint graph reopen a closed waypoint reached more cheaply
// (Millington, *AI for Games*), so "closed" is a skip only when not cheaper.
const WAYPOINT_GRAPH = (name, priority) => ({
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
});

const WAYPOINT_BREADTH_FIRST = {
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
};

const GENERIC = {
  family: 'generic',
  title: 'Search',
  lines: [
    'put the start in the frontier',
    'while the frontier is not empty:',
    '  n ← take the next cell from the frontier',
    '  if n is the goal: return the path to n',
    '  for each neighbour m of n: add m to the frontier, or lower its cost',
    'return "no path"',
  ],
  lineOf: { start: 1, expand: 3, goalTest: 4, path: 4, open: 5, improve: 5, noPath: 6 },
};

// Theta* (Nash, Daniel, Koenig and Felner 2007) and Lazy Theta* (Nash, Koenig and Tovey 2010):
// A* whose parent may be any cell in sight, so paths leave the grid's eight directions.
function anyAngle(name, lazy) {
  const lines = lazy ? [
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
  ] : [
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
  ];
  const lineOf = lazy ? { start: 1, expand: 3, goalTest: 5, path: 5, open: 8, improve: 9, noPath: 10 }
    : { start: 1, expand: 3, goalTest: 4, path: 4, open: 8, improve: 9, noPath: 10 };
  return { family: 'any-angle', title: name, lines, lineOf };
}

const DEPTH_FIRST = {
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
};

// Korf's IDA* (1985): depth-first searches bounded by f, the bound raised to the smallest f that passed it.
const ITERATIVE_DEEPENING = {
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
};

// Fringe search (Björnsson, Enzenberger, Holte and Schaeffer 2005): IDA*'s threshold, one list it keeps.
const FRINGE = {
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
};

// LPA* (Koenig, Likhachev and Furcy 2004) and D* Lite (Koenig and Likhachev 2002): A* that keeps its
// costs between searches and repairs only the cells an edit made inconsistent.
function incremental(name, dStarLite) {
  return {
    family: 'incremental',
    title: name,
    lines: [
      dStarLite ? 'g(all) ← ∞;  rhs(goal) ← 0;  open ← {goal}   (searching from the goal to the robot)'
        : 'g(all) ← ∞;  rhs(start) ← 0;  open ← {start}',
      `while the lowest key in open < key(${dStarLite ? 'robot' : 'goal'}) or it is inconsistent:`,
      '  n ← the entry of open with the lowest key = [min(g, rhs) + h;  min(g, rhs)]',
      '  if g(n) > rhs(n): g(n) ← rhs(n)   (overconsistent: settle it)',
      '  else: g(n) ← ∞   (underconsistent: raise it and recompute)',
      '  for each neighbour m: rhs(m) ← the lowest g(p) + cost(p → m) over its predecessors p;  requeue m if g(m) ≠ rhs(m)',
      `return the path by the lowest g + cost (${dStarLite ? 'robot to goal' : 'start to goal'}); after an edit, update rhs of the cells it touches and repeat`,
    ],
    lineOf: { start: 1, expand: 3, open: 6, improve: 6, goalTest: 2, path: 7, noPath: 7 },
  };
}

// Names for people come from the core's table of algorithms.
const nameOf = (algorithm) => algorithmInfo(algorithm)?.name ?? algorithm;

/**
 * The pseudocode of a search: { family, title, lines, lineOf }.
 * @param {object} options the search's public options (algorithm, flee)
 * @param {'grid'|'graph'} [space='grid'] 'graph' for the waypoint graph
 */
export function pseudocodeFor(options, space = 'grid') {
  const algorithm = options.algorithm ?? 'astar';
  if (space === 'graph') {
    return algorithm === 'bfs' ? WAYPOINT_BREADTH_FIRST : WAYPOINT_GRAPH(nameOf(algorithm), PRIORITY[algorithm] ?? 'f');
  }
  if (options.flee && PRIORITY[algorithm]) {
    const priority = PRIORITY[algorithm].includes('h') ? `${PRIORITY[algorithm]} (h: distance still to gain)` : PRIORITY[algorithm];
    return { ...bestFirst(`${nameOf(algorithm)}, fleeing`, priority, 'n is at least the safe distance from the threat'), family: 'flee' };
  }
  if (PRIORITY[algorithm]) return bestFirst(nameOf(algorithm), PRIORITY[algorithm]);
  if (algorithm === 'bfs') return BREADTH_FIRST;
  if (algorithm === 'jps') return jumpPoint('Jump point search', 'scan along d to a forced neighbour or the goal');
  if (algorithm === 'jps-plus') {
    return jumpPoint('JPS+', 'read from the jump table precomputed for the map (the goal stops it too); along a diagonal, every straight jump point seen from a jump point on it');
  }
  if (algorithm === 'bidirectional-astar') return bidirectional('Bidirectional A*', 'g + p (the side\'s average potential)');
  if (algorithm === 'bidirectional-dijkstra') return bidirectional('Bidirectional Dijkstra', 'g');
  if (algorithm === 'theta-star') return anyAngle('Theta*', false);
  if (algorithm === 'lazy-theta-star') return anyAngle('Lazy Theta*', true);
  if (algorithm === 'dfs') return DEPTH_FIRST;
  if (algorithm === 'ida-star') return ITERATIVE_DEEPENING;
  if (algorithm === 'fringe') return FRINGE;
  if (algorithm === 'lpa-star') return incremental('LPA*', false);
  if (algorithm === 'd-star-lite') return incremental('D* Lite', true);
  return { ...GENERIC, title: 'This search (general outline)' };
}

/** The 1-based line that an event kind (a TRACE_KINDS name, 'start' or 'noPath') runs, or 0. */
export function lineFor(code, kindName) {
  return code.lineOf[kindName] ?? 0;
}
