// Short explanations for learners, shown next to each option and as tooltips.
// Keyed by option name, then by value; an algorithm's comes from its page file
// (web/src/algorithms/). describeOption() falls back gracefully for unknown ones.

import { algorithmInfo } from '../lib/options.js';
import { ALGORITHM_PAGES } from '../algorithms/index.js';

export const OPTION_HELP = {
  algorithm: {
    label: 'Algorithm',
    about: 'How the search picks the next cell to expand.',
    // Each algorithm's help lives in its page file (web/src/algorithms/).
    values: Object.fromEntries(ALGORITHM_PAGES.map((page) => [page.id, page.help])),
  },
  heuristic: {
    label: 'Heuristic',
    about: 'h: the estimate of the cost still to go. Admissible (never too high) keeps A* optimal.',
    values: {
      default: 'Default: the tightest admissible estimate for the movement rule (octile with diagonals, Manhattan without).',
      manhattan: 'Manhattan: |dx| + |dy|. Exact for 4-way movement; overestimates when diagonals are allowed.',
      euclidean: 'Euclidean: the straight-line distance. Never too high, but loose on grids.',
      octile: 'Octile: straight moves plus √2 diagonals, the exact distance on an empty 8-way grid.',
      chebyshev: 'Chebyshev: max(|dx|, |dy|), as if diagonals cost 1. Admissible but loose.',
      zero: 'Zero: no estimate at all, so A* behaves like Dijkstra.',
    },
  },
  diagonalMovement: {
    label: 'Diagonal moves',
    about: 'When a diagonal step is allowed.',
    values: {
      never: 'Never: 4-way movement only.',
      always: 'Always: diagonals even between two walls (squeezing through corners).',
      'if-at-most-one-obstacle': 'If at most one obstacle: a diagonal may cut past one wall corner.',
      'only-when-no-obstacles': 'Only when no obstacles: both side cells must be free (the Moving AI benchmark rule).',
    },
  },
  weight: {
    label: 'Weight',
    about: 'Multiplies h. 1 is plain A*; above 1 trades path quality for speed.',
  },
  tieBreaking: {
    label: 'Tie-breaking',
    about: 'Which cell goes first when several have the same f.',
    values: {
      'lower-h': 'Lower h: the one nearer the goal. Usually far fewer expansions.',
      fifo: 'FIFO: the one opened first.',
      lifo: 'LIFO: the one opened last.',
    },
  },
  costModel: {
    label: 'Costs',
    about: 'What a step costs (times the terrain cost of the cell entered).',
    values: {
      real: 'Real: straight 1, diagonal √2 ≈ 1.414.',
      integer: 'Integer: straight 10, diagonal 14, as in many game tutorials.',
    },
  },
  openList: {
    label: 'Open list',
    about: 'The data structure holding the open set. Same result, different speed.',
    values: {
      heap: 'Binary heap: O(log n) insert and remove-best. The usual choice.',
      'node-array': 'Node array: the state lives with the node; scan for the best.',
      array: 'Unsorted array: O(1) insert, O(n) scan for the best. Slow on big maps.',
    },
  },
  pathSmoothing: {
    label: 'Path smoothing',
    about: 'What happens to the path once it is found.',
    values: {
      none: 'None: the path as the search found it, cell by cell.',
      'string-pulling': 'String pulling: the path pulled tight like a string. Cells that can see each other in a straight line with no wall in the way are joined by one straight leg, and the cost is measured along the legs. Never longer than the path it came from.',
    },
  },
  agentSize: {
    label: 'Agent size',
    about: 'How many cells wide the walking agent is: it covers a square of cells from its top-left cell and fits only where all of them are free. The path shows its footprint.',
  },
  maxExpansions: {
    label: 'Expansion cap',
    about: 'Stop after this many expansions and show a partial path toward the goal (empty: no cap).',
  },
};

/** The label and explanation of an option, and of one of its values, with fallbacks for unknown names. */
export function describeOption(option, value) {
  const entry = OPTION_HELP[option];
  const label = entry?.label ?? option;
  const about = entry?.about ?? '';
  if (value === undefined) return { label, about };
  const text = entry?.values?.[value];
  // An algorithm's name for people is the core's (ALGORITHM_INFO); other values' is their help's first words.
  const name = option === 'algorithm' ? algorithmInfo(value)?.name : text?.split(':')[0];
  return { label, about, value: text ?? `${value}`, valueLabel: name ?? value };
}

export const SHORTCUTS = [
  ['Space', 'Play / pause'],
  ['→ / ←', 'Step forward / back (Shift: 10 steps)'],
  ['Home / End', 'First step / run to the end'],
  ['C', 'Clear the search'],
  ['W / E / T / P / I', 'Wall, erase, terrain, pan, inspect tool'],
  ['2 … 9', 'Terrain cost to paint'],
  ['+ / − / 0', 'Zoom in / out / fit'],
  ['Z', 'Zoom to the path'],
  ['B', 'Breakpoint: Play stops when the cell under the pointer (or last tapped) is opened'],
  ['?', 'This help'],
  ['Esc', 'Close the help'],
];

/** What each page mode (web/src/modes/) shows, for the mode card. */
export const MODE_HELP = {
  grid: 'Search the grid from S to G with the options below.',
  chase: 'Chase, as a game\'s chasing character does it: it re-plans every frame, so it only needs the first part of a path. '
    + 'Weighted A* rushes toward G, the cap bounds the work, and "stop when halfway" ends the search at the first '
    + 'expanded cell whose straight-line distance to G is at most half the start\'s, returning the path so far.',
  flee: 'Flee, as a game\'s fleeing character does it: drag the red threat (it sits where G was); the search finds the cheapest path from S to any '
    + 'cell at least the chosen straight-line distance from the threat, around walls. Its estimate h is the distance '
    + 'still to gain, so cells farther from the threat come first. The dashed circle shows the safe distance.',
  waypoints: 'Waypoint graph: click to place waypoints, drag to move them, click one again to remove it. Each pair '
    + 'that sees the other (a straight line between cell centres touching no wall, not even at a corner) is linked by '
    + 'its length. A* and Dijkstra then search this small graph from S to G: visited waypoints turn yellow to red by '
    + 'cost, the path is green.',
  compare: 'Side by side: the same map, start and goal, searched by several algorithms at once. '
    + 'The boards step together; the table compares expanded nodes, path cost and time.',
  flowfield: 'Flow field, for crowds heading to one place: one search from G gives every cell its cost to G (the colour, yellow near, blue far) '
    + 'and the neighbour to step to (the arrows, when zoomed in). The agents just follow the arrows. Draw walls while they walk: the field is repaired and they turn at once.',
};
