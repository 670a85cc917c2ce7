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
//   values   the help for each value, after its name for people ("A*: expands …")

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
    values: {
      astar: 'expands the cell with the lowest f = g + h (cost so far plus estimate to go). Finds a shortest path when h never overestimates.',
      dijkstra: 'expands the cell with the lowest cost so far (g), ignoring the goal. Always shortest, explores in rings.',
      greedy: 'expands the cell that looks closest to the goal (h only). Fast, but paths can be long.',
      bfs: 'expands cells in order of steps taken. Shortest only when every move costs the same.',
      'weighted-astar': 'f = g + w·h. A bigger weight w rushes toward the goal; the path is at most w times the shortest.',
      jps: 'A* that scans straight and diagonal runs of open cells and stops only where a shortest path might turn (the jump points). Same shortest paths, far fewer expansions. Works with every diagonal rule (with no diagonals it scans rows and columns); needs a map without terrain costs.',
      'bidirectional-astar': 'searches from the start and from the goal at once and stops when the two meet on a shortest path.',
      'bidirectional-dijkstra': 'two rings of Dijkstra, one from each end, meeting in the middle.',
      'theta-star': 'A* whose paths are not bound to the eight directions. When a cell can see its parent\'s parent in a straight line with no wall in the way, it links to that cell directly, so the path is a few straight legs between turning points. Shorter than grid paths, though not always the shortest possible. By Nash, Daniel, Koenig and Felner (2007).',
      'lazy-theta-star': 'Theta* that checks a straight line only when it takes a cell from the open list, not every time it looks at a neighbour, so it checks far fewer lines for much the same paths. By Nash, Koenig and Tovey (2010).',
      'ida-star': 'iterative deepening A*, a depth-first search that gives up on any path whose f = g + h passes a limit, then starts again with the limit raised. It finds a shortest path and remembers almost nothing, but it repeats its work: every pass redoes the last one, and a cell is searched again along every path that reaches it. On open maps, or when the goal cannot be reached, that can take a very long time, so on this page it stops after 500,000 expansions unless you set an expansion cap. By Korf (1985).',
      dfs: 'goes as far as it can in one direction and backs up only at dead ends, and stops at the first path it meets. It never compares paths, so the path is usually a long detour: a good way to see why a search needs costs to find a short path.',
      'lpa-star': 'A* that remembers its search (Lifelong Planning A*, by Koenig, Likhachev and Furcy, 2004). '
        + 'When you edit the map with live re-run on, it searches again only around the cells the edit changed, and '
        + 'Stats compare that with a fresh A*. Every cell keeps g (its cost so far) and rhs (the best neighbour\'s g '
        + 'plus the step); where the two differ, the cell goes back into the open list. Shortest paths, like A*; '
        + 'the first run is a whole search.',
      'd-star-lite': 'LPA* run backwards, from the goal to the start (Koenig and Likhachev, 2002), so that a '
        + 'robot or game character can walk its path and replan from where it stands: costs to the goal stay valid '
        + 'as the start moves. With live re-run on, an edit or a dragged start is repaired instead of searched '
        + 'again. Shortest paths; its cells show costs to the goal.',
      fringe: 'IDA*\'s idea without its forgetting. It keeps one list and walks it again and again: a cell whose f = g + h is within the threshold is expanded and its neighbours go into the list right after it, so they are looked at next; a cell beyond the threshold is left for a later walk, and when a walk ends the threshold rises to the lowest f it passed over. It remembers each cell\'s cost, so no cell is searched twice at the same cost. Shortest paths, with no priority queue at all. By Björnsson, Enzenberger, Holte and Schaeffer (2005).',
      'jps-plus': 'jump point search with every jump distance worked out in advance, per cell and direction, so a scan is one look-up; a jump point met along a diagonal is not queued, its straight jump points are. Paths as short as jump point search\'s with about half the expansions; the table is rebuilt on the first search after the map or the diagonal rule changes. Every diagonal rule; no terrain costs.',
    },
  },
  heuristic: {
    control: 'select', panel: 'options',
    label: 'Heuristic',
    about: 'h: the estimate of the cost still to go. Admissible (never too high) keeps A* optimal.',
    values: {
      default: 'the tightest admissible estimate for the movement rule (octile with diagonals, Manhattan without).',
      manhattan: '|dx| + |dy|. Exact for 4-way movement; overestimates when diagonals are allowed.',
      euclidean: 'the straight-line distance. Never too high, but loose on grids.',
      octile: 'straight moves plus √2 diagonals, the exact distance on an empty 8-way grid.',
      chebyshev: 'max(|dx|, |dy|), as if diagonals cost 1. Admissible but loose.',
      zero: 'no estimate at all, so A* behaves like Dijkstra.',
    },
  },
  diagonalMovement: {
    control: 'select', panel: 'options',
    label: 'Diagonal moves',
    about: 'When a diagonal step is allowed.',
    values: {
      never: '4-way movement only.',
      always: 'diagonals even between two walls (squeezing through corners).',
      'if-at-most-one-obstacle': 'a diagonal may cut past one wall corner.',
      'only-when-no-obstacles': 'both side cells must be free (the Moving AI benchmark rule).',
    },
  },
  tieBreaking: {
    control: 'select', panel: 'options',
    label: 'Tie-breaking',
    about: 'Which cell goes first when several have the same f.',
    values: {
      'lower-h': 'the one nearer the goal. Usually far fewer expansions.',
      fifo: 'the one opened first.',
      lifo: 'the one opened last.',
    },
  },
  costModel: {
    control: 'select', panel: 'options',
    label: 'Costs',
    about: 'What a step costs (times the terrain cost of the cell entered).',
    values: {
      real: 'straight 1, diagonal √2 ≈ 1.414.',
      integer: 'straight 10, diagonal 14, as in many game tutorials.',
    },
  },
  openList: {
    control: 'select', panel: 'options',
    label: 'Open list',
    about: 'The data structure holding the open set. Same result, different speed.',
    values: {
      heap: 'O(log n) insert and remove-best. The usual choice.',
      'node-array': 'the state lives with the node; scan for the best.',
      array: 'O(1) insert, O(n) scan for the best. Slow on big maps.',
    },
  },
  pathSmoothing: {
    control: 'select', panel: 'options',
    label: 'Path smoothing',
    about: 'What happens to the path once it is found.',
    values: {
      none: 'the path as the search found it, cell by cell.',
      'string-pulling': 'the path pulled tight like a string. Cells that can see each other in a straight line with no wall in the way are joined by one straight leg, and the cost is measured along the legs. Never longer than the path it came from.',
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
