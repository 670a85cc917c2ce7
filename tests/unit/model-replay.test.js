// TraceReplay against real traces from the wasm library: step k must be the
// state a search shows after k expansions, whichever way we got there.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { CELL_STATE, TraceReplay } from '../../web/src/model/replay.js';
import { generate } from '../../web/src/model/generators.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function searchOn(width, height, seed, options) {
  const grid = new pl.Grid(width, height);
  const cells = generate('random', width, height, { seed, density: 0.25 });
  cells[0] = 1;
  cells[cells.length - 1] = 1;
  grid.setCells(cells);
  return { grid, options: { start: [0, 0], goal: [width - 1, height - 1], ...options } };
}

function snapshot(replay) {
  return { state: replay.state.slice(), g: replay.g.slice(), parent: replay.parent.slice(), order: replay.order.slice(), path: [...replay.path] };
}

describe('TraceReplay', () => {
  test.each(['astar', 'dijkstra', 'greedy', 'bfs'])('%s: step k equals a search stopped after k expansions', (algorithm) => {
    const { grid, options } = searchOn(30, 20, 5, { algorithm });
    const full = pl.createSearch(grid, options);
    full.run();
    const replay = new TraceReplay(full.traceCopy(), 600);
    expect(replay.totalSteps).toBe(full.expanded);
    for (const k of [0, 1, 2, 7, Math.floor(replay.totalSteps / 2), replay.totalSteps - 1]) {
      const partial = pl.createSearch(grid, options);
      if (k > 0) partial.step(k);
      const alone = new TraceReplay(partial.traceCopy(), 600); // built only from what the search did so far
      alone.seek(k);
      replay.seek(k);
      expect(snapshot(replay)).toEqual(snapshot(alone));
      let closed = 0;
      for (const s of replay.state) if (s === CELL_STATE.closed) closed++;
      expect(closed).toBe(k); // no reopening with these consistent heuristics
      partial.delete();
    }
    full.delete();
    grid.delete();
  });

  test('backward seeks rebuild exactly the forward state, and the last step holds the path', () => {
    const { grid, options } = searchOn(40, 30, 9, {});
    const s = pl.createSearch(grid, options);
    const result = s.run();
    const trace = s.traceCopy();
    const replay = new TraceReplay(trace, 1200);
    const fresh = new TraceReplay(trace, 1200);
    replay.seek(replay.totalSteps);
    expect(replay.path.map((c) => [c % 40, Math.floor(c / 40)])).toEqual(result.path);
    replay.seek(10);
    fresh.seek(10);
    expect(snapshot(replay)).toEqual(snapshot(fresh));
    expect(replay.path).toEqual([]);
    // The cell expanded at step k is the k-th expand event, with expansion order k.
    expect(replay.current).toBe(trace.cells[replay.expandAt[9]]);
    expect(replay.order[replay.current]).toBe(10);
    s.delete();
    grid.delete();
  });

  test('cellInfo reports the latest g and parent before the step (improve events win)', () => {
    // A costly cell next to the start and diagonals everywhere make Dijkstra improve some cells.
    const grid = new pl.Grid(12, 12);
    grid.setCost(1, 1, 9);
    const s = pl.createSearch(grid, { start: [0, 0], goal: [11, 11], algorithm: 'dijkstra', diagonalMovement: 'always' });
    s.run();
    const t = s.traceCopy();
    const replay = new TraceReplay(t, 144);
    for (const k of [3, 20, replay.totalSteps]) {
      replay.seek(k);
      const end = k < replay.totalSteps ? replay.expandAt[k] : t.length;
      const latest = new Map(); // cell -> [g, parent], from a plain scan of the events before the step
      for (let i = 0; i < end; i++) if (t.kinds[i] !== 3) latest.set(t.cells[i], [t.g[i], t.parents[i]]);
      for (let cell = 0; cell < 144; cell++) {
        const info = replay.cellInfo(cell);
        const [g, parent] = latest.get(cell) ?? [null, 0xffffffff];
        expect(info.g).toBe(g);
        expect(info.parent).toBe(parent === 0xffffffff ? null : parent);
      }
    }
    let improves = 0;
    for (let i = 0; i < t.length; i++) if (t.kinds[i] === 1) improves++;
    expect(improves).toBeGreaterThan(0);
    s.delete();
    grid.delete();
  });

  test('takeChanges lists touched cells going forward and asks for a full redraw after going back', () => {
    const { grid, options } = searchOn(20, 20, 2, {});
    const s = pl.createSearch(grid, options);
    s.run();
    const replay = new TraceReplay(s.traceCopy(), 400);
    expect(replay.takeChanges().full).toBe(true);
    replay.seek(5);
    const forward = replay.takeChanges();
    expect(forward.full).toBe(false);
    expect(forward.cells).toContain(replay.current);
    replay.seek(2);
    expect(replay.takeChanges().full).toBe(true);
    s.delete();
    grid.delete();
  });

  test('a bidirectional trace: backward events count as steps and mark g as from the goal', () => {
    // Hand-made trace on a 3 x 1 grid: start 0 and goal 2 opened, each side expands once, then the path.
    const B = 0x80;
    const trace = {
      kinds: new Uint8Array([0, 0 | B, 2, 0, 2 | B, 1 | B, 3, 3, 3]),
      cells: new Uint32Array([0, 2, 0, 1, 2, 1, 0, 1, 2]),
      parents: new Uint32Array([0xffffffff, 0xffffffff, 0xffffffff, 0, 0xffffffff, 2, 0xffffffff, 0, 1]),
      g: new Float64Array([0, 0, 0, 1, 0, 0.5, 0, 1, 2]),
      h: new Float64Array(9),
    };
    const replay = new TraceReplay(trace, 3);
    expect(replay.totalSteps).toBe(2);
    expect(replay.cellInfo(2)).toMatchObject({ state: 'open', fromGoal: true });
    replay.seek(1);
    expect(replay.cellInfo(1)).toMatchObject({ state: 'open', g: 1, parent: 0, fromGoal: false });
    replay.seek(2);
    expect(replay.cellInfo(1)).toMatchObject({ state: 'open', g: 0.5, parent: 2, fromGoal: true });
    expect(replay.cellInfo(2)).toMatchObject({ state: 'closed', order: 2, fromGoal: true, onPath: true });
    expect(replay.path).toEqual([0, 1, 2]);
  });
});
