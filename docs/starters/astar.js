#!/usr/bin/env node
// A* on a Moving AI grid map, printing its run in Pathlab's line format.
//
//     node astar.js MAP SX SY GX GY > run.txt
//     npx pathlab check --map MAP --algorithm astar --trace run.txt
//
// It is an ES module: copied out of Pathlab, name it astar.mjs (or put it beside a package.json
// that says "type": "module").
//
// Cells are x y (column, row; 0 0 is the top-left cell). Moves go 8 ways; a diagonal only when
// both cells beside it are free (Moving AI's rule). A step costs 1 straight or sqrt(2) diagonally,
// times the terrain cost of the cell it enters ('.', 'G', 'S' cost 1; '1'..'9' cost that much).
// h is the octile distance. The open list is a heap ordered by f = g + h, ties to the lower h.
// The format is in docs/check-your-search.md ("The line format").
//
// A bug to try (one line): forget the terrain, so that every step costs 1 or sqrt(2). Replace
//     const newG = g.get(cell) + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * cost[ny][nx];
// with
//     const newG = g.get(cell) + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1);
// On tests/data/check/room.map from 1 10 to 18 1 the checker then reports 'wrong-g' at step
// 3: (3, 8) generates (4, 9), terrain of cost 2, with g 4.24 instead of 5.66.
import { readFileSync } from 'node:fs';

const MOVES = [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]];

/** The map as rows of terrain costs: 0 for a wall, 1..9 for a free cell. */
function readMap(path) {
  const lines = readFileSync(path, 'utf8').split(/\r?\n/);
  const header = {};
  let row = 0;
  while (lines[row].trim() !== 'map') {
    const [key, value] = lines[row].trim().split(/\s+/);
    header[key] = Number(value);
    row++;
  }
  return lines.slice(row + 1, row + 1 + header.height).map((text) => [...text.slice(0, header.width)]
    .map((c) => ('.GS'.includes(c) ? 1 : c >= '1' && c <= '9' ? Number(c) : 0)));
}

function octile(x, y, [gx, gy]) {
  const dx = Math.abs(x - gx);
  const dy = Math.abs(y - gy);
  return Math.max(dx, dy) + (Math.SQRT2 - 1) * Math.min(dx, dy);
}

/** A binary heap of entries [f, h, order, x, y], the smallest first (by f, then h, then order). */
class Heap {
  items = [];
  static less(a, b) {
    for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] < b[i];
    return false;
  }
  push(entry) {
    const items = this.items;
    items.push(entry);
    for (let i = items.length - 1; i > 0;) {
      const up = (i - 1) >> 1;
      if (!Heap.less(items[i], items[up])) break;
      [items[i], items[up]] = [items[up], items[i]];
      i = up;
    }
  }
  pop() {
    const items = this.items;
    const top = items[0];
    const last = items.pop();
    if (items.length > 0) {
      items[0] = last;
      for (let i = 0; ;) {
        let least = i;
        for (const child of [2 * i + 1, 2 * i + 2]) if (child < items.length && Heap.less(items[child], items[least])) least = child;
        if (least === i) break;
        [items[i], items[least]] = [items[least], items[i]];
        i = least;
      }
    }
    return top;
  }
}

function astar(cost, start, goal) {
  const free = (x, y) => y >= 0 && y < cost.length && x >= 0 && x < cost[0].length && cost[y][x] > 0;
  const key = (x, y) => `${x},${y}`;
  const out = [`start ${start[0]} ${start[1]}`, `goal ${goal[0]} ${goal[1]}`];
  const g = new Map([[key(...start), 0]]);
  const parent = new Map([[key(...start), null]]);
  const closed = new Set();
  const open = new Heap();
  let count = 0; // the order entries joined the heap in, the last tie-break
  open.push([octile(...start, goal), octile(...start, goal), count, ...start]);
  while (open.items.length > 0) {
    const [, h, , x, y] = open.pop();
    const cell = key(x, y);
    if (closed.has(cell)) continue; // an older entry of a cell whose g was lowered since
    closed.add(cell);
    out.push(`expand ${x} ${y} g=${g.get(cell).toFixed(4)} h=${h.toFixed(4)}`);
    if (x === goal[0] && y === goal[1]) {
      const path = [];
      for (let c = cell; c !== null; c = parent.get(c)) path.unshift(c.replace(',', ' '));
      out.push(`path ${path.join(' ')}`, `end found cost=${g.get(cell).toFixed(4)}`);
      return out;
    }
    for (const [dx, dy] of MOVES) {
      const nx = x + dx;
      const ny = y + dy;
      const next = key(nx, ny);
      if (!free(nx, ny) || closed.has(next)) continue;
      if (dx !== 0 && dy !== 0 && !(free(x + dx, y) && free(x, y + dy))) continue; // no cutting past a wall's corner
      const newG = g.get(cell) + (dx !== 0 && dy !== 0 ? Math.SQRT2 : 1) * cost[ny][nx];
      if (g.has(next) && newG >= g.get(next)) continue; // no cheaper than the path already known
      const word = g.has(next) ? 'update' : 'generate';
      g.set(next, newG);
      parent.set(next, cell);
      const hNext = octile(nx, ny, goal);
      out.push(`${word} ${nx} ${ny} g=${newG.toFixed(4)} h=${hNext.toFixed(4)} parent=${x},${y}`);
      const f = Math.round((newG + hNext) * 1e9) / 1e9; // rounded, so that sums equal on paper tie
      open.push([f, hNext, ++count, nx, ny]);
    }
  }
  out.push('end no-path');
  return out;
}

const args = process.argv.slice(2);
if (args.length !== 5) {
  console.error('usage: node astar.js MAP SX SY GX GY');
  process.exit(2);
}
const [sx, sy, gx, gy] = args.slice(1).map(Number);
console.log(astar(readMap(args[0]), [sx, sy], [gx, gy]).join('\n'));
