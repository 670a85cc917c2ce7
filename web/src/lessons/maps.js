// The built-in lessons' maps, drawn as text so a reader sees them: '.' open ground, '#' a wall,
// '2'..'9' terrain of that cost, 'S' the start and 'G' the goal (on open ground).

import { CELL_WALL_BIT, MIN_TERRAIN_COST } from '../lib/cell-format.js';

/** { width, height, cells, start, goal } from rows of text (all rows the same length). */
export function mapFromRows(rows) {
  const height = rows.length;
  const width = rows[0].length;
  const cells = new Uint8Array(width * height).fill(MIN_TERRAIN_COST);
  let start = null;
  let goal = null;
  rows.forEach((row, y) => {
    if (row.length !== width) throw new Error(`map row ${y} has ${row.length} cells, not ${width}`);
    [...row].forEach((c, x) => {
      const i = y * width + x;
      if (c === '#') cells[i] = CELL_WALL_BIT | MIN_TERRAIN_COST;
      else if (c >= '2' && c <= '9') cells[i] = Number(c);
      else if (c === 'S') start = [x, y];
      else if (c === 'G') goal = [x, y];
      else if (c !== '.') throw new Error(`map cell '${c}' at (${x}, ${y}) is not one of . # 2-9 S G`);
    });
  });
  if (!start || !goal) throw new Error('a lesson map needs an S and a G');
  return { width, height, cells, start, goal };
}

export const MAPS = Object.freeze({
  // An open room with one wall in the way: the search's rings show plainly.
  room: mapFromRows([
    '....................',
    '....................',
    '..........#.........',
    '..........#.........',
    '....S.....#.....G...',
    '..........#.........',
    '..........#.........',
    '....................',
    '....................',
  ]),
  // A mud field (cost 6) on the straight way, dry ground around it.
  mud: mapFromRows([
    '....................',
    '....................',
    '......66666666......',
    '......66666666......',
    '..S...66666666...G..',
    '......66666666......',
    '......66666666......',
    '......66666666......',
    '....................',
  ]),
  // A cup open away from the goal: the guess toward G leads into it.
  cup: mapFromRows([
    '........................',
    '........................',
    '.........#######........',
    '...............#........',
    '...S...........#....G...',
    '...............#........',
    '.........#######........',
    '........................',
    '........................',
  ]),
  // Open ground with a few blocks: jump point search crosses the open parts in single jumps.
  blocks: mapFromRows([
    '........................',
    '........................',
    '.....##........##.......',
    '.....##........##.......',
    '..S.........##.......G..',
    '............##..........',
    '.....##.................',
    '.....##........##.......',
    '...............##.......',
  ]),
  // Two rooms and a long way round: a wall drawn in the doorway makes D* Lite repair its plan.
  rooms: mapFromRows([
    '....................',
    '.S........#.........',
    '..........#.........',
    '..........#.........',
    '....................',
    '..........#.........',
    '..........#.........',
    '..........#......G..',
    '....................',
  ]),
  // The same rooms with the doorway walled up: the way round is over or under the middle wall.
  roomsWalled: mapFromRows([
    '....................',
    '.S........#.........',
    '..........#.........',
    '..........#.........',
    '..........#.........',
    '..........#.........',
    '..........#.........',
    '..........#......G..',
    '....................',
  ]),
  // Walls at odd angles: grid paths zig-zag, any-angle paths go straight from corner to corner.
  angles: mapFromRows([
    '........................',
    '..S.....................',
    '........................',
    '.......####.............',
    '.......####.............',
    '..............###.......',
    '..............###.......',
    '....................G...',
    '........................',
  ]),
});
