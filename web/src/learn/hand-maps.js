// The small maps a search is run on by hand (8 x 6: every expansion fits on a phone's screen).
// Rows of characters: '.' free, '#' wall, '2'..'9' terrain of that cost, 'S' start, 'G' goal.

import { GridModel } from '../model/grid-model.js';

// The rules every hand map is searched with, whatever the main board uses: 4-way moves keep each
// expansion to four neighbours a learner can mark, and A* then estimates with Manhattan distance.
// The card and the "not a neighbour" answers say them in HAND_RULE_WORDS.
export const HAND_RULES = Object.freeze({ diagonalMovement: 'never', heuristic: 'manhattan' });
export const HAND_RULE_WORDS = Object.freeze({
  moves: '4-way (up, down, left and right; no diagonals)',
  cost: 'a step costs the cell it enters (1, or its terrain cost)',
  heuristic: 'h is the Manhattan distance to G, |dx| + |dy|',
});

/** The card's line of rules for an algorithm that uses a heuristic (A*) or none. */
export function handRulesText(usesHeuristic) {
  const { moves, cost, heuristic } = HAND_RULE_WORDS;
  return `Rules on these maps: moves are ${moves}; ${cost}${usesHeuristic ? `; A*'s ${heuristic}` : ''}.`;
}

/** `n word(s)`, the word in agreement with n: "1 mistake", "2 moves". */
export const countOf = (n, word) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const HAND_MAPS = Object.freeze([
  { name: 'A wall in the way', rows: [
    '........',
    '...#....',
    '.S.#..G.',
    '...#....',
    '...#....',
    '........',
  ] },
  { name: 'Mud and a gap', rows: [
    '........',
    '.S..5...',
    '....5...',
    '##.##5#.',
    '......G.',
    '........',
  ] },
  { name: 'Two ways round', rows: [
    '........',
    '.####...',
    '.S..#.G.',
    '.##.#...',
    '....3...',
    '........',
  ] },
]);

/** A GridModel of HAND_MAPS[i]. */
export function handModel(i) {
  const { rows } = HAND_MAPS[i];
  const model = new GridModel(rows[0].length, rows.length);
  rows.forEach((row, y) => [...row].forEach((ch, x) => {
    if (ch === '#') model.setWall(x, y, true);
    else if (ch >= '2' && ch <= '9') model.setCost(x, y, Number(ch));
    else if (ch === 'S') model.start = [x, y];
    else if (ch === 'G') model.goal = [x, y];
  }));
  return model;
}
