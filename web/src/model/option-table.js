// The page's columns of the options table: for each option the page shows, the
// control that sets it, where it sits, and its help for learners (its label, what
// it is, and what each value does). Everything else about an option (its values
// and their names for people, its default, its bounds, its share-link tag) is the
// core's table, OPTION_INFO (docs/architecture.md, "One options table"); this
// table adds only what the page needs, keyed by the same names.
//
//   control  'select' (a choice, or a whole number listed from min to max) or 'number'
//   panel    'options': the option form (web/src/ui/controls.js builds it from these
//            rows, in this order), and these are the options the page keeps, shares
//            and scripts; 'game': the game settings (web/src/ui/game-options.js)
//   max, step, placeholder  a number control's, where the page narrows the core's bounds
//   values   the help for each value: "Name: what it does.", the name being the core's name for
//            people (a test checks); an algorithm's comes from its page file (web/src/algorithm-pages/)

import { ALGORITHM_PAGES } from '../algorithm-pages/page-files.js';

/**
 * @typedef {object} PageOptionRow
 * @property {'select' | 'number'} control
 * @property {'options' | 'game'} panel
 * @property {string} label
 * @property {string} about
 * @property {Record<string, string>} [values]
 * @property {number} [max]
 * @property {number} [step]
 * @property {string} [placeholder]
 */

/** @type {Readonly<Record<string, PageOptionRow>>} */
export const PAGE_OPTIONS = Object.freeze({
  algorithm: {
    control: 'select', panel: 'options',
    label: 'Algorithm',
    about: 'How the search picks the next cell to expand.',
    // Each algorithm's help lives in its page file (web/src/algorithm-pages/).
    values: Object.fromEntries(ALGORITHM_PAGES.map((page) => [page.id, page.help])),
  },
  heuristic: {
    control: 'select', panel: 'options',
    label: 'Heuristic',
    about: 'h: the estimate of the cost still to go. Admissible (never too high) keeps A* optimal.',
    values: {
      default: 'Default: the tightest admissible estimate for the movement rule (octile with diagonals, Manhattan without).',
      manhattan: 'Manhattan: |dx| + |dy|. Exact for 4-way movement; overestimates when diagonals are allowed.',
      euclidean: 'Euclidean: the straight-line distance. Never too high, but loose on grids.',
      octile: 'Octile: straight moves plus √2 diagonals, the exact distance on an empty 8-way grid.',
      chebyshev: 'Chebyshev: max(|dx|, |dy|), as if diagonals cost 1. Admissible but loose.',
      zero: 'Zero: no estimate at all, so A* behaves like Dijkstra.',
      landmarks: 'Landmarks: distances measured before the search from eight far-apart cells; the gap between a cell\'s and the goal\'s distance to a landmark is never too high, and it sees the detours walls force. Built once per map; on terrain it measures distances both ways.',
    },
  },
  diagonalMovement: {
    control: 'select', panel: 'options',
    label: 'Diagonal moves',
    about: 'When a diagonal step is allowed.',
    values: {
      never: 'Never: 4-way movement only.',
      always: 'Always: diagonals even between two walls (squeezing through corners).',
      'if-at-most-one-obstacle': 'If at most one obstacle: a diagonal may cut past one wall corner.',
      'only-when-no-obstacles': 'Only when no obstacles: both side cells must be free (the Moving AI benchmark rule).',
    },
  },
  tieBreaking: {
    control: 'select', panel: 'options',
    label: 'Tie-breaking',
    about: 'Which cell goes first when several have the same f.',
    values: {
      'lower-h': 'Lower h: the one nearer the goal. Usually far fewer expansions.',
      fifo: 'FIFO: the one opened first.',
      lifo: 'LIFO: the one opened last.',
    },
  },
  costModel: {
    control: 'select', panel: 'options',
    label: 'Costs',
    about: 'What a step costs on plain ground (times the terrain cost: see Terrain cost).',
    values: {
      real: 'Real: straight 1, diagonal √2 ≈ 1.414.',
      integer: 'Integer: straight 10, diagonal 14, as in many game tutorials.',
    },
  },
  terrainCost: {
    control: 'select', panel: 'options',
    label: 'Terrain cost',
    about: 'How terrain prices a step: by the cell it steps into, or by all the cells it crosses.',
    values: {
      entered: 'Cell entered: a step costs its length times the terrain cost of the cell it steps into.',
      crossed: 'Cells crossed: a step costs its length times the mean cost of the cells it crosses: its two cells, or the four of a diagonal\'s 2 × 2 square (the model of the JPSW paper). The same both ways; needs Real costs.',
    },
  },
  openList: {
    control: 'select', panel: 'options',
    label: 'Open list',
    about: 'The data structure holding the open set. Same result, different speed.',
    values: {
      heap: 'Binary heap: O(log n) insert and remove-best. The usual choice.',
      'node-array': 'Node array: the state lives with the node; scan for the best.',
      array: 'Unsorted array: O(1) insert, O(n) scan for the best. Slow on big maps.',
    },
  },
  pathSmoothing: {
    control: 'select', panel: 'options',
    label: 'Path smoothing',
    about: 'What happens to the path once it is found.',
    values: {
      none: 'None: the path as the search found it, cell by cell.',
      'string-pulling': 'String pulling: the path pulled tight like a string. Cells that can see each other in a straight line with no wall in the way are joined by one straight leg, and the cost is measured along the legs. Never longer than the path it came from.',
    },
  },
  weight: {
    control: 'number', panel: 'options', max: 10, step: 0.05,
    label: 'Weight',
    about: 'Multiplies h. 1 is plain A*; above 1 trades path quality for speed.',
  },
  maxExpansions: {
    control: 'number', panel: 'options', placeholder: 'no cap',
    label: 'Expansion cap',
    about: 'Stop after this many expansions and show a partial path toward the goal (empty: no cap).',
  },
  agentSize: {
    control: 'select', panel: 'game',
    label: 'Agent size',
    about: 'How many cells wide the walking agent is: it covers a square of cells from its top-left cell and fits only where all of them are free. The path shows its footprint.',
  },
});
