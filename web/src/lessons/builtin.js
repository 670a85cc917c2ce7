// The built-in lessons (docs/lessons.md, "Using lessons"): each a few stops, a stop being a map, the
// search options, the step shown and a caption. The numbers in the captions are the core's: cells
// expanded and path costs as Stats shows them; tests/unit/lessons-builtin.test.js checks every one
// against the library's own search, and that each "end" step is the search's last.

import { MAPS } from './maps.js';
import { DEFAULT_OPTIONS } from '../model/page-options.js';
import { PANELS } from '../model/panel-names.js';

const FIT = Object.freeze({ zoom: 1, centerX: 0, centerY: 0, fit: 'map' });
const ALL_PANELS = Object.freeze({ panels: PANELS, arrows: false, numbers: false, micro: false });
const ARROWS = Object.freeze({ ...ALL_PANELS, arrows: true });
const FOUR = 'never';
const EIGHT = 'only-when-no-obstacles';

// A stop as the share contract's state (web/src/app/share-state.js) with its caption.
// Every stop says which teaching views it shows, so Back from a stop with arrows turns them off again.
/**
 * @param {keyof typeof MAPS} map
 * @param {{algorithm: string, diagonalMovement?: string, weight?: number, heuristic?: string, step?: number | null,
 *   teach?: {panels: readonly string[], arrows: boolean, numbers: boolean, micro: boolean}}} search
 * @param {string} caption
 * @param {'none' | 'predict' | 'quiz'} [activity]
 */
function stop(map, { algorithm, diagonalMovement = EIGHT, weight, heuristic, step = null, teach = ALL_PANELS }, caption, activity = 'none') {
  const { width, height, cells, start, goal } = MAPS[map];
  // The page's defaults but for what the stop names; weight undefined: the algorithm's own (never the last stop's).
  const options = { ...DEFAULT_OPTIONS, algorithm, diagonalMovement, weight, ...(heuristic && { heuristic }) };
  const state = { width, height, cells, start: [...start], goal: [...goal], options, step, view: FIT, mode: { id: 'grid' }, teach };
  return { state, caption, activity };
}


export const BUILTIN_LESSONS = Object.freeze([
  {
    id: 'what-is-a-search',
    title: 'What is a search?',
    stops: [
      stop('room', { algorithm: 'bfs', diagonalMovement: FOUR },
        'S is the start and G the goal. A search finds a way from S to G by looking at one cell at a time. '
        + 'Press Next to start breadth-first search (BFS).'),
      stop('room', { algorithm: 'bfs', diagonalMovement: FOUR, step: 1 },
        'Step 1: BFS takes the start and puts its four neighbours in a queue. Cells in the queue are "open"; '
        + 'cells already taken are "closed".'),
      stop('room', { algorithm: 'bfs', diagonalMovement: FOUR, step: 40 },
        'BFS always takes the cell that has waited longest: first in, first out. So the closed cells grow in '
        + 'rings around S, one move farther each ring. Which open cell will it take next?', 'predict'),
      stop('room', { algorithm: 'bfs', diagonalMovement: FOUR, step: 160, teach: ARROWS }, 'BFS took G at step 160. '
        + 'Each cell remembers the cell it was reached from (the arrows); following them back from G to S gives '
        + 'the path: 18 moves, the fewest possible when every move costs the same.'),
    ],
  },
  {
    id: 'costs',
    title: 'Costs: Dijkstra on terrain',
    stops: [
      stop('mud', { algorithm: 'bfs', diagonalMovement: FOUR, step: 138 },
        'The brown cells are mud: entering one costs 6 instead of 1. BFS counts moves, not cost, so its path '
        + 'goes straight through the mud: 15 moves, but a cost of 55.'),
      stop('mud', { algorithm: 'dijkstra', diagonalMovement: FOUR, step: 60 },
        'Dijkstra\'s algorithm always takes the open cell with the lowest cost so far (its g). The open cells at the '
        + 'mud\'s edge wait, since entering mud costs 6. Press Play: the dry ground fills first, around the mud.'),
      stop('mud', { algorithm: 'dijkstra', diagonalMovement: FOUR, step: 144 },
        'Dijkstra\'s path walks around the mud: 21 moves, but a cost of only 21. More moves, less cost: the '
        + 'cheapest path is not always the shortest one.', 'quiz'),
    ],
  },
  {
    id: 'heuristics',
    title: 'Heuristics: A* and admissible guesses',
    stops: [
      stop('room', { algorithm: 'dijkstra', step: 150 },
        'Dijkstra spreads evenly in every direction, even away from G. It expanded 150 cells to find a path '
        + 'of cost 14.49 (diagonal moves cost about 1.41).'),
      stop('room', { algorithm: 'astar', step: 15 },
        'A* adds a guess, h: the distance left to G if there were no walls. It takes the open cell with the '
        + 'lowest f = g + h first, so it leans toward G. Where will it go next?', 'predict'),
      stop('room', { algorithm: 'astar', step: 37 },
        'A* expanded only 37 cells and its path costs 14.49, the same as Dijkstra\'s. The guess never '
        + 'overestimates the real distance (it is "admissible"), and that is why A* still finds a shortest path.'),
    ],
  },
  {
    id: 'quality-for-speed',
    title: 'Trading quality for speed',
    stops: [
      stop('cup', { algorithm: 'astar', step: 60 },
        'G is behind a cup of walls. A* expanded 60 cells, many of them inside the cup, to find a path of cost 19.49.'),
      stop('cup', { algorithm: 'weighted-astar', weight: 1.75, step: 49 },
        'Weighted A* trusts the guess more: f = g + 1.75 × h. It expanded 49 cells. Its path may cost up to '
        + '1.75 times the best; here it still costs 19.49.'),
      stop('cup', { algorithm: 'greedy', step: 41 },
        'Greedy best-first looks only at the guess h and ignores the cost so far. It expanded just 41 cells, '
        + 'but its path costs 20.66: faster, and worse.', 'quiz'),
      stop('cup', { algorithm: 'astar', heuristic: 'landmarks', step: 38 },
        'Or make the guess better instead of trusting it more. The landmarks heuristic measured, before the search, '
        + 'the distance from eight cells (the numbered discs) to every cell, so h sees the detour round the cup. '
        + 'A* expanded 38 cells and its path costs 19.49: faster, and still the best.'),
    ],
  },
  {
    id: 'pruning',
    title: 'Pruning: jump point search',
    stops: [
      stop('blocks', { algorithm: 'astar', step: 36 },
        'On open ground many paths are equally short, and A* looks at cells along several of them: 36 cells '
        + 'expanded for a path of cost 20.41.'),
      stop('blocks', { algorithm: 'jps', step: 3 },
        'Jump point search skips cells no shortest path needs. From each cell it jumps in a straight line and '
        + 'stops only where a wall makes a new turn worth taking: a jump point.'),
      stop('blocks', { algorithm: 'jps', step: 8 },
        'JPS expanded only 8 jump points and its path costs 20.41, the same as A*\'s. It prunes work, not '
        + 'quality.'),
      stop('mud', { algorithm: 'jps', diagonalMovement: FOUR, step: 16 },
        'On terrain a jump also stops where the cost of the ground changes, at the mud\'s edge, and keeps the '
        + 'turns the ground makes worth taking there; on ground of one cost it jumps as before. It expanded 16 jump points '
        + '(A* needs 41 here) and its path costs 21, the cheapest, round the mud.'),
    ],
  },
  {
    id: 'replanning',
    title: 'Replanning: D* Lite',
    stops: [
      stop('rooms', { algorithm: 'd-star-lite', step: 53 },
        'D* Lite searches from G back to S, and keeps what it learned. Its first search expanded 53 cells '
        + 'and found a path of cost 18.49 through the doorway.'),
      // After stop 1 the page repairs D* Lite's plan (live re-run), so the repair may take fewer steps than
      // this stop's fresh search (57); the page shows its last step either way.
      stop('roomsWalled', { algorithm: 'd-star-lite', step: 57 },
        'The doorway is walled up now. D* Lite does not start over: it repairs its plan, and the path goes round '
        + 'the end of the wall, cost 19.31. Stats says how many cells the repair expanded next to a fresh A*.'),
      stop('roomsWalled', { algorithm: 'd-star-lite', step: 57 },
        'Your turn: drag S a few cells along the path, or draw a wall on it. D* Lite replans from what it '
        + 'already knows, as a robot or a game unit must while it walks.'),
    ],
  },
  {
    id: 'any-angle',
    title: 'Any-angle paths: Theta*',
    stops: [
      stop('angles', { algorithm: 'astar', step: 19 },
        'On a grid, A* moves in 8 directions only, so its path zig-zags: cost 20.49.'),
      stop('angles', { algorithm: 'theta-star', step: 35 },
        'Theta* lets a cell\'s parent be any cell it can see in a straight line. The path goes from corner to '
        + 'corner at any angle: cost 19.50, with 4 points instead of 19.', 'quiz'),
    ],
  },
]);

/** The built-in lesson with this id, or undefined. */
export function builtinLesson(id) {
  return BUILTIN_LESSONS.find((lesson) => lesson.id === id);
}
