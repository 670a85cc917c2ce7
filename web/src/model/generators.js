// Map generators: random obstacles, recursive-division maze, depth-first maze,
// rooms. Each returns a fresh Uint8Array of cell bytes (cost 1, walls 0x81) and
// is deterministic for a given seed, so a generated map can be reproduced.

import { WALL_BIT } from './grid-model.js';

const FREE = 1;
const WALL = WALL_BIT | 1;

export const GENERATORS = ['random', 'recursive-division', 'depth-first-maze', 'rooms'];

/**
 * @param {string} kind one of GENERATORS
 * @param {number} width
 * @param {number} height
 * @param {{seed?: number, density?: number}} [options] density 0..0.9 for 'random' (default 0.25)
 * @returns {Uint8Array}
 */
export function generate(kind, width, height, { seed = 1, density = 0.25 } = {}) {
  const random = seededRandom(seed);
  switch (kind) {
    case 'random': return randomObstacles(width, height, density, random);
    case 'recursive-division': return recursiveDivision(width, height, random);
    case 'depth-first-maze': return depthFirstMaze(width, height, random);
    case 'rooms': return rooms(width, height, random);
    default: throw new Error(`unknown generator '${kind}' (expected one of: ${GENERATORS.join(', ')})`);
  }
}

/** Mulberry32: small, fast, good enough for maps. Returns floats in [0, 1). */
export function seededRandom(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomObstacles(width, height, density, random) {
  if (!(density >= 0 && density <= 0.9)) throw new Error(`density must be between 0 and 0.9, not ${density}`);
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) cells[i] = random() < density ? WALL : FREE;
  return cells;
}

// Recursive division: start open, split each chamber with a wall that has one
// gap, alternating to the longer side. Walls sit on odd rows/columns so the
// gaps line up with the even-cell corridors.
function recursiveDivision(width, height, random) {
  const cells = new Uint8Array(width * height).fill(FREE);
  const pick = (from, to) => from + Math.floor(random() * (to - from + 1));
  const chambers = [[0, 0, width - 1, height - 1]];
  while (chambers.length > 0) {
    const [x0, y0, x1, y1] = chambers.pop();
    const w = x1 - x0 + 1;
    const h = y1 - y0 + 1;
    if (w < 3 || h < 3) continue;
    const horizontal = h > w || (h === w && random() < 0.5);
    if (horizontal) {
      const y = oddBetween(y0 + 1, y1 - 1, pick);
      if (y === null) continue;
      const gap = evenBetween(x0, x1, pick);
      for (let x = x0; x <= x1; x++) if (x !== gap) cells[y * width + x] = WALL;
      chambers.push([x0, y0, x1, y - 1], [x0, y + 1, x1, y1]);
    } else {
      const x = oddBetween(x0 + 1, x1 - 1, pick);
      if (x === null) continue;
      const gap = evenBetween(y0, y1, pick);
      for (let y = y0; y <= y1; y++) if (y !== gap) cells[y * width + x] = WALL;
      chambers.push([x0, y0, x - 1, y1], [x + 1, y0, x1, y1]);
    }
  }
  return cells;
}

function oddBetween(from, to, pick) {
  const first = from % 2 === 1 ? from : from + 1;
  if (first > to) return null;
  return first + 2 * pick(0, Math.floor((to - first) / 2));
}

function evenBetween(from, to, pick) {
  const first = from % 2 === 0 ? from : from + 1;
  if (first > to) return from;
  return first + 2 * pick(0, Math.floor((to - first) / 2));
}

// Depth-first (recursive backtracker) maze on the even cells, with an explicit
// stack so 512 x 512 mazes do not overflow the call stack.
function depthFirstMaze(width, height, random) {
  const cells = new Uint8Array(width * height).fill(WALL);
  const visited = new Uint8Array(width * height);
  const stack = [0];
  cells[0] = FREE;
  visited[0] = 1;
  const steps = [[2, 0], [-2, 0], [0, 2], [0, -2]];
  while (stack.length > 0) {
    const here = stack[stack.length - 1];
    const x = here % width;
    const y = Math.floor(here / width);
    const options = [];
    for (const [dx, dy] of steps) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < width && ny < height && !visited[ny * width + nx]) options.push([nx, ny]);
    }
    if (options.length === 0) {
      stack.pop();
      continue;
    }
    const [nx, ny] = options[Math.floor(random() * options.length)];
    const next = ny * width + nx;
    visited[next] = 1;
    cells[next] = FREE;
    cells[((y + ny) / 2) * width + (x + nx) / 2] = FREE;
    stack.push(next);
  }
  return cells;
}

// Rooms: a lattice of rooms separated by one-cell walls. Doorways follow a
// random spanning tree of the rooms (so every room is reachable), plus some
// extra doors so there is more than one way round.
function rooms(width, height, random) {
  const cells = new Uint8Array(width * height).fill(FREE);
  const size = Math.max(4, Math.round(Math.min(width, height) / 5));
  const columns = Math.ceil(width / (size + 1));
  const rows = Math.ceil(height / (size + 1));
  for (let y = size; y < height; y += size + 1) cells.fill(WALL, y * width, (y + 1) * width);
  for (let x = size; x < width; x += size + 1) {
    for (let y = 0; y < height; y++) cells[y * width + x] = WALL;
  }
  // A door in the wall between room (c, r) and its right (horizontal) or lower neighbour.
  const openDoor = (c, r, right) => {
    const along = (right ? r : c) * (size + 1);
    const limit = right ? height : width;
    const span = Math.min(size, limit - along);
    const offset = along + Math.floor(random() * span);
    const wall = (right ? c : r) * (size + 1) + size;
    cells[right ? offset * width + wall : wall * width + offset] = FREE;
  };
  const seen = new Uint8Array(columns * rows);
  const stack = [0];
  seen[0] = 1;
  while (stack.length > 0) {
    const room = stack[stack.length - 1];
    const c = room % columns;
    const r = (room - c) / columns;
    const next = [[c + 1, r], [c - 1, r], [c, r + 1], [c, r - 1]]
      .filter(([nc, nr]) => nc >= 0 && nr >= 0 && nc < columns && nr < rows && !seen[nr * columns + nc]);
    if (next.length === 0) {
      stack.pop();
      continue;
    }
    const [nc, nr] = next[Math.floor(random() * next.length)];
    openDoor(Math.min(c, nc), Math.min(r, nr), nr === r);
    seen[nr * columns + nc] = 1;
    stack.push(nr * columns + nc);
  }
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < columns; c++) {
      if (c + 1 < columns && random() < 0.3) openDoor(c, r, true);
      if (r + 1 < rows && random() < 0.3) openDoor(c, r, false);
    }
  }
  return cells;
}
