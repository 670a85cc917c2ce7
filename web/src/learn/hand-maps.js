// The small maps a search is run on by hand (8 x 6: every expansion fits on a phone's screen).
// Rows of characters: '.' free, '#' wall, '2'..'9' terrain of that cost, 'S' start, 'G' goal.

import { GridModel } from '../model/grid-model.js';

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
