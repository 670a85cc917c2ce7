// TraceReplay against real traces from the wasm library: step k must be the
// state a search shows after k expansions, whichever way we got there.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { CELL_STATE, exportTransfers, indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { cornerToCorner, rng } from './support.js';
import { syntheticTrace } from '../../web/tools/synthetic-trace.mjs';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function searchOn(width, height, seed, options) {
  return cornerToCorner(pl, width, height, seed, 0.25, options);
}

// A cell's parent means something only once the cell is reached (the replay's clear leaves old values under
// unvisited cells rather than filling a big map's array): compared as none there.
function snapshot(replay) {
  const parent = replay.parent.map((p, cell) => (replay.state[cell] ? p : 0xffffffff));
  return { state: replay.state.slice(), g: replay.g.slice(), parent, order: replay.order.slice(), path: [...replay.path] };
}

// toEqual on big typed arrays is slow: report the first differing cell instead.
function expectSame(actual, expected) {
  for (const [name, values] of Object.entries(expected)) {
    const got = actual[name];
    expect(got.length, name).toBe(values.length);
    let first = -1;
    for (let i = 0; i < values.length && first < 0; i++) if (!Object.is(got[i], values[i])) first = i;
    expect(first < 0 ? null : { name, index: first, got: got[first], expected: values[first] }).toBeNull();
  }
}

// The state at step k by the plainest possible scan from event 0 (independent of TraceReplay).
function referenceState(trace, cellCount, k) {
  const state = new Uint8Array(cellCount);
  const g = new Float64Array(cellCount);
  const parent = new Uint32Array(cellCount).fill(0xffffffff);
  const order = new Uint32Array(cellCount);
  const path = [];
  let expands = 0;
  let opened = 0;
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kinds[i] & 0x7f;
    if (kind === 2 && expands === k) break; // the (k+1)-th expansion starts step k+1
    const cell = trace.cells[i];
    if (kind === 3) { path.push(cell); continue; }
    g[cell] = trace.g[i];
    parent[cell] = trace.parents[i];
    state[cell] = kind === 2 ? CELL_STATE.closed : CELL_STATE.open;
    if (kind === 2) order[cell] = ++expands;
    if (kind === 0) opened++;
  }
  return { snapshot: { state, g, parent, order, path }, opened };
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

  test('takeChanges lists touched cells both ways, and asks for a full redraw after a long jump', () => {
    const { grid, options } = searchOn(20, 20, 2, {});
    const s = pl.createSearch(grid, options);
    s.run();
    const replay = new TraceReplay(s.traceCopy(), 400);
    expect(replay.takeChanges().full).toBe(true);
    replay.seek(5);
    const forward = replay.takeChanges();
    expect(forward.full).toBe(false);
    expect(forward.cells).toContain(replay.current);
    const expandedAt5 = replay.current;
    replay.seek(2);
    const backward = replay.takeChanges();
    expect(backward.full).toBe(false);
    expect(backward.cells).toContain(expandedAt5);
    replay.seek(replay.totalSteps);
    replay.takeChanges();
    replay.seek(1); // undoing the whole search touches more cells than the map has: cheaper to redraw all
    expect(replay.takeChanges().full).toBe(true);
    s.delete();
    grid.delete();
  });

  test('the index bounds the cells the trace changes (a board repaints only their rows)', () => {
    const cellCount = 100_000;
    const trace = syntheticTrace(cellCount, 5_000, 11);
    let [min, max] = [Infinity, -Infinity];
    for (let i = 0; i < trace.length; i++) {
      if ((trace.kinds[i] & 0x7f) === 3) continue; // path events change no cell's state
      min = Math.min(min, trace.cells[i]);
      max = Math.max(max, trace.cells[i]);
    }
    const index = indexTrace(trace, cellCount);
    expect([index.firstCell, index.lastCell]).toEqual([min, max]);
    const empty = indexTrace({ kinds: new Uint8Array(0), cells: new Uint32Array(0), parents: new Uint32Array(0),
      g: new Float64Array(0), h: new Float64Array(0), length: 0 }, cellCount);
    expect(empty.firstCell).toBeGreaterThan(empty.lastCell);
  });

  test('on a 4096 x 4096 map, going back to the start of a long search starts from a blank slate, exactly', () => {
    // Undoing 200,000 events one by one (or filling 16.8 M cells' arrays) would hold the page's thread:
    // the replay takes fresh arrays and asks for a full redraw, which the board spreads over frames.
    const cellCount = 4096 * 4096;
    const trace = syntheticTrace(cellCount, 200_000, 7);
    const replay = new TraceReplay(trace, cellCount);
    replay.seek(replay.totalSteps);
    replay.takeChanges();
    replay.seek(0);
    expect(replay.takeChanges().full).toBe(true);
    const reference = referenceState(trace, cellCount, 0);
    expectSame(snapshot(replay), reference.snapshot);
    expect(replay.counts()).toEqual({ expanded: 0, opened: reference.opened });
    replay.seek(1000); // and forward again from there
    expectSame(snapshot(replay), referenceState(trace, cellCount, 1000).snapshot);
  });

  test('on a 4096 x 4096 map a long jump goes in whole steps over several calls and lands exactly; small maps jump at once', () => {
    const cellCount = 4096 * 4096;
    const trace = syntheticTrace(cellCount, 200_000, 11);
    const replay = new TraceReplay(trace, cellCount);
    const walk = (k) => {
      const seen = [];
      while (!replay.seekToward(k, 0)) seen.push(replay.step); // 0 ms: one slice a call
      return seen;
    };
    const last = replay.totalSteps;
    const forward = walk(last);
    expect(forward.length).toBeGreaterThan(5); // spread: about 8,192 events a slice
    for (let j = 1; j < forward.length; j++) expect(forward[j]).toBeGreaterThan(forward[j - 1]);
    expect(replay.step).toBe(last);
    let reference = referenceState(trace, cellCount, last);
    expectSame(snapshot(replay), reference.snapshot);
    expect(replay.counts()).toEqual({ expanded: last, opened: reference.opened });
    const middle = Math.floor(last * 0.4);
    walk(Math.floor(last * 0.9)); // a short jump back, then a long one (back to a blank slate, forward from there)
    walk(middle);
    expect(replay.step).toBe(middle);
    reference = referenceState(trace, cellCount, middle);
    expectSame(snapshot(replay), reference.snapshot);
    expect(replay.counts()).toEqual({ expanded: middle, opened: reference.opened });
    // A newer target half-way through replaces the older one.
    replay.seekToward(last, 0);
    walk(100);
    expectSame(snapshot(replay), referenceState(trace, cellCount, 100).snapshot);

    const small = syntheticTrace(1024 * 1024, 200_000, 12);
    const smallReplay = new TraceReplay(small, 1024 * 1024);
    expect(smallReplay.seekToward(smallReplay.totalSteps, 0)).toBe(true); // at once, as seek()
    expectSame(snapshot(smallReplay), referenceState(small, 1024 * 1024, smallReplay.totalSteps).snapshot);
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

  test.each([
    ['a long trace on a small map (many keyframes)', 400, 160_000, 1],
    ['a trace too short for keyframes on a large map', 50_000, 30_000, 2],
  ])('seeks in random order equal a plain replay from step 0: %s', (_, cellCount, events, seed) => {
    const trace = syntheticTrace(cellCount, events, seed);
    const index = indexTrace(trace, cellCount);
    const replay = new TraceReplay(trace, cellCount, index);
    const random = rng(seed + 100);
    const checkAt = (k) => {
      replay.seek(k);
      const reference = referenceState(trace, cellCount, k);
      expect(replay.step).toBe(k);
      expectSame(snapshot(replay), reference.snapshot);
      expect(replay.counts()).toEqual({ expanded: k, opened: reference.opened });
      const fresh = new TraceReplay(trace, cellCount, index); // forward only, from step 0
      fresh.seek(k);
      expectSame({ h: replay.h, backward: replay.backward }, { h: fresh.h, backward: fresh.backward });
    };
    const total = replay.totalSteps;
    for (const k of [total, 0, total - 1, 1, total]) checkAt(k);
    for (let i = 0; i < 60; i++) {
      const r = random();
      const jump = r < 0.3 ? Math.round((random() - 0.5) * 20) : r < 0.5 ? Math.round((random() - 0.5) * 4000) : null;
      checkAt(jump === null ? Math.floor(random() * (total + 1)) : Math.max(0, Math.min(total, replay.step + jump)));
    }
    if (events > 100_000) expect(replay.keyframes.length).toBeGreaterThan(10);
    else expect(replay.keyframes.length).toBe(0);
  });

  test('a replay handed over by exportState() through postMessage-style transfer resumes exactly', () => {
    const cellCount = 400;
    const trace = syntheticTrace(cellCount, 160_000, 3);
    const index = indexTrace(trace, cellCount);
    const original = new TraceReplay(trace, cellCount, index);
    original.seek(original.totalSteps); // passes every keyframe on the way
    const keyframes = original.keyframes.length;
    expect(keyframes).toBeGreaterThan(10);
    const saved = original.exportState();
    const moved = structuredClone(saved, { transfer: exportTransfers(saved) });
    expect(saved.state.length).toBe(0); // transferred, not copied: every buffer is in the list
    expect(saved.keyframes[0].g.length).toBe(0);
    const resumed = new TraceReplay(trace, cellCount, index, moved);
    expect(resumed.step).toBe(resumed.totalSteps);
    expect(resumed.keyframes.length).toBe(keyframes);
    expect(resumed.takeChanges().full).toBe(true);
    for (const k of [resumed.totalSteps, Math.floor(resumed.totalSteps / 3), 5, resumed.totalSteps - 2, 0]) {
      resumed.seek(k);
      const reference = referenceState(trace, cellCount, k);
      expectSame(snapshot(resumed), reference.snapshot);
      expect(resumed.counts()).toEqual({ expanded: k, opened: reference.opened });
    }
    expect(() => new TraceReplay(trace, cellCount + 1, index, new TraceReplay(trace, cellCount, index).exportState()))
      .toThrow(/400 cells, not 401/);
  });
});

describe('micro-steps: the state within a step', () => {
  // A 3 x 1 map by hand: step 1 expands cell 0, tests the goal, opens cell 1, skips cell 2
  // (a wall event, to have a micro event between), then opens cell 2.
  const trace = {
    kinds: Uint8Array.from([0, 2, 4, 0, 5, 0]),
    cells: Uint32Array.from([0, 0, 0, 1, 2, 2]),
    parents: Uint32Array.from([0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0]),
    g: Float64Array.from([0, 0, 0, 1, 0, 2]),
    h: Float64Array.from([2, 2, 2, 1, 0, 0]),
    length: 6,
  };

  test('showThrough shows the events up to the one shown, and seek() the whole step again', () => {
    const replay = new TraceReplay(trace, 3);
    replay.seek(1);
    expect([...replay.state]).toEqual([CELL_STATE.closed, CELL_STATE.open, CELL_STATE.open]);
    replay.showThrough(3); // the expand and the goal test: nothing opened yet
    expect([...replay.state]).toEqual([CELL_STATE.closed, CELL_STATE.none, CELL_STATE.none]);
    expect(replay.applied).toBe(3);
    replay.showThrough(4); // cell 1 opened
    expect([...replay.state]).toEqual([CELL_STATE.closed, CELL_STATE.open, CELL_STATE.none]);
    expect(replay.g[1]).toBe(1);
    replay.showThrough(5); // the skip changes no cell
    expect([...replay.state]).toEqual([CELL_STATE.closed, CELL_STATE.open, CELL_STATE.none]);
    replay.showThrough(0); // clamped to the step's own events: its expansion is always shown
    expect([...replay.state]).toEqual([CELL_STATE.closed, CELL_STATE.none, CELL_STATE.none]);
    expect(replay.applied).toBe(2);
    replay.seek(1);
    expect([...replay.state]).toEqual([CELL_STATE.closed, CELL_STATE.open, CELL_STATE.open]);
    expect(replay.step).toBe(1);
  });
});
