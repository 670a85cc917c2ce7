// The trace's two detail levels side by side: `node web/tools/trace-detail.mjs [file.map]`
// (default tests/data/movingai/random512-10-0.map) searches from the free cell nearest the
// top-left corner to the one nearest the bottom-right with A*, Dijkstra, breadth-first
// search, JPS, JPS+ and the bidirectional searches, with traceDetail 'steps' and 'micro', and prints events, bytes and the best of 5
// search times (wasm under Node). docs/library.md, "Micro-steps", points here for them.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { loadPathlab } from '../src/lib/pathlab.js';

const file = process.argv[2] ?? fileURLToPath(new URL('../../tests/data/movingai/random512-10-0.map', import.meta.url));
const pl = await loadPathlab();
const grid = pl.Grid.fromMovingAI(readFileSync(file, 'utf8'));

// The free cell nearest a corner, by diagonals (x + y) from it.
function nearCorner(flip) {
  for (let d = 0; d < grid.width + grid.height; d++) {
    for (let x = 0; x <= d; x++) {
      const cx = flip ? grid.width - 1 - x : x, cy = flip ? grid.height - 1 - (d - x) : d - x;
      if (cx >= 0 && cy >= 0 && cx < grid.width && cy < grid.height && grid.isWalkable(cx, cy)) return [cx, cy];
    }
  }
  throw new Error('the map has no free cell');
}

const start = nearCorner(false), goal = nearCorner(true);
for (const algorithm of ['astar', 'dijkstra', 'bfs', 'jps', 'jps-plus', 'bidirectional-astar', 'bidirectional-dijkstra']) {
  const row = [];
  for (const traceDetail of ['steps', 'micro']) {
    let best = Infinity, events = 0;
    for (let rep = 0; rep < 5; rep++) {
      const search = pl.createSearch(grid, { start, goal, algorithm, traceDetail });
      search.run();
      best = Math.min(best, search.result().micros / 1000);
      events = search.trace.length;
      search.delete();
    }
    row.push(`${traceDetail} ${events.toLocaleString('en-US')} events (${((events * 25) / 1e6).toFixed(1)} MB) ${best.toFixed(1)} ms`);
  }
  console.log(`${algorithm} (${start}) to (${goal}): ${row.join(' | ')}`);
}
grid.delete();
