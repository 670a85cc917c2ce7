// The open list panel's order against the library's own trace: at random steps
// of random maps, its first entry is the cell the core expands next and its
// cells are exactly the open set the events so far leave.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab, TIE_BREAKS, TRACE_KINDS } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { BOTH } from '../../web/src/model/open-list.js';
import { frontierTracker } from '../../web/src/model/frontier.js';
import { random, searchTrace, teachingFloodMatrix } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function randomMatrix(rand, width, height, density, terrain) {
  return Array.from({ length: height }, () => Array.from({ length: width }, () => {
    if (rand() < density) return 1;
    return terrain && rand() < 0.3 ? 2 + Math.floor(rand() * 8) : 0;
  }));
}

function freeCell(rand, matrix) {
  for (;;) {
    const x = Math.floor(rand() * matrix[0].length), y = Math.floor(rand() * matrix.length);
    if (matrix[y][x] !== 1) return [x, y];
  }
}

// The open set after `end` events, straight from the event definitions (per side for bidirectional searches).
function openSetFromEvents(trace, end, backward) {
  const open = new Set();
  for (let i = 0; i < end; i++) {
    if (((trace.kinds[i] & 0x80) !== 0) !== backward) continue;
    const kind = trace.kinds[i] & 0x7f;
    if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve) open.add(trace.cells[i]);
    else if (kind === TRACE_KINDS.expand) open.delete(trace.cells[i]);
  }
  return open;
}

// Checks the tracker at `steps` (visited in that order: forwards, backwards and jumps).
function checkAt(trace, cellCount, options, steps) {
  const replay = new TraceReplay(trace, cellCount, indexTrace(trace, cellCount));
  const tracker = frontierTracker(replay);
  const bidirectional = options.algorithm.startsWith('bidirectional');
  let checked = 0;
  for (const k of steps) {
    replay.seek(k);
    tracker.sync();
    const end = replay.applied;
    const forward = openSetFromEvents(trace, end, false);
    expect(new Set(tracker.entries(0).map((e) => e.cell))).toEqual(forward);
    if (bidirectional) expect(new Set(tracker.entries(1).map((e) => e.cell))).toEqual(openSetFromEvents(trace, end, true));
    if (k < replay.totalSteps) {
      // The core's next expansion: the expand event that starts step k + 1.
      expect(tracker.first(), `step ${k} of ${options.algorithm}/${options.tieBreaking}`).toBe(trace.cells[replay.expandAt[k]]);
      checked++;
    }
  }
  return checked;
}

function randomSteps(rand, total, count) {
  const steps = [0, 1, 2, 3, total, total - 1];
  for (let i = 0; i < count; i++) steps.push(Math.floor(rand() * (total + 1)));
  for (let k = Math.floor(total / 2); k < Math.min(total, Math.floor(total / 2) + 20); k++) steps.push(k); // a run forwards
  for (let k = Math.floor(total / 3) + 20; k > Math.floor(total / 3); k--) steps.push(k); // and backwards
  return steps.filter((k) => k >= 0 && k <= total);
}

const BEST_FIRST = ['astar', 'dijkstra', 'greedy', 'weighted-astar'];

describe('open list order', () => {
  test('best-first algorithms with every tie-break, on random maps with and without terrain', () => {
    let checked = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rand = random(seed);
      const matrix = randomMatrix(rand, 40, 30, seed === 1 ? 0 : 0.25, seed % 2 === 0);
      for (const algorithm of BEST_FIRST) {
        for (const tieBreaking of TIE_BREAKS) {
          const diagonalMovement = seed % 3 === 0 ? 'never' : 'only-when-no-obstacles';
          const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm, tieBreaking, diagonalMovement,
            costModel: seed === 5 ? 'integer' : 'real' };
          const { trace, result } = searchTrace(pl, matrix, options);
          checked += checkAt(trace, 40 * 30, options, randomSteps(rand, result.expanded, 25));
        }
      }
    }
    expect(checked).toBeGreaterThan(1000);
  });

  test('JPS, breadth-first search and flee', () => {
    let checked = 0;
    for (let seed = 11; seed <= 14; seed++) {
      const rand = random(seed);
      const matrix = randomMatrix(rand, 48, 32, 0.2, false);
      for (const [algorithm, extra] of [['jps', {}], ['bfs', {}], ['astar', { flee: true }], ['weighted-astar', { flee: true }]]) {
        for (const tieBreaking of TIE_BREAKS) {
          const start = freeCell(rand, matrix), goal = freeCell(rand, matrix);
          const options = extra.flee
            ? { start, flee: { from: goal, minDistance: 12 }, algorithm, tieBreaking }
            : { start, goal, algorithm, tieBreaking };
          const { trace, result } = searchTrace(pl, matrix, options);
          checked += checkAt(trace, 48 * 32, options, randomSteps(rand, result.expanded, 20));
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  });

  test('bidirectional searches: both sides, and the smaller side expands next', () => {
    let checked = 0;
    for (let seed = 21; seed <= 24; seed++) {
      const rand = random(seed);
      const matrix = randomMatrix(rand, 40, 30, 0.2, seed % 2 === 0);
      for (const algorithm of ['bidirectional-astar', 'bidirectional-dijkstra']) {
        const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm };
        const { trace, result } = searchTrace(pl, matrix, options);
        // The last popped node may end the search without an expand event; check the steps before it.
        checked += checkAt(trace, 40 * 30, options, randomSteps(rand, result.expanded, 20).filter((k) => k < result.expanded));
      }
    }
    expect(checked).toBeGreaterThan(100);
  });

  test('bidirectional searches: both lists together, in the order the search alternates sides', () => {
    let checked = 0;
    for (let seed = 31; seed <= 34; seed++) {
      const rand = random(seed);
      const matrix = randomMatrix(rand, 40, 30, 0.2, seed % 2 === 0);
      for (const algorithm of ['bidirectional-astar', 'bidirectional-dijkstra']) {
        const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm };
        const { trace } = searchTrace(pl, matrix, options);
        const cellCount = 40 * 30;
        const replay = new TraceReplay(trace, cellCount, indexTrace(trace, cellCount));
        const tracker = frontierTracker(replay);
        for (const k of randomSteps(rand, replay.totalSteps, 15)) {
          replay.seek(k);
          tracker.sync();
          // Straight from the events: who waits on which side, then the expand events to come, in order.
          const waiting = [openSetFromEvents(trace, replay.applied, false), openSetFromEvents(trace, replay.applied, true)];
          const expected = [];
          for (let i = replay.applied; i < trace.length; i++) {
            if ((trace.kinds[i] & 0x7f) !== TRACE_KINDS.expand) continue;
            const side = trace.kinds[i] & 0x80 ? 1 : 0;
            if (waiting[side].delete(trace.cells[i])) expected.push(`${side}:${trace.cells[i]}`);
          }
          const both = tracker.entries(BOTH).map((e) => `${e.side}:${e.cell}`);
          expect(both.length).toBe(tracker.size);
          expect(both.slice(0, expected.length), `${algorithm} step ${k}`).toEqual(expected);
          // Entries the search never takes: forward ones first.
          const rest = both.slice(expected.length).map((id) => Number(id[0]));
          expect(rest).toEqual([...rest].sort((a, b) => a - b));
          if (expected.length) expect(tracker.nextSide).toBe(Number(expected[0][0]));
          checked += expected.length > 0;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  test('a 512 x 512 open list of 10,000+ entries follows playback without a full sort per step', () => {
    const size = 512;
    // A* with Manhattan distance on a 4-connected map: every cell between the corners has f = the
    // optimal cost, so FIFO ties flood the square, and cells of terrain cost 9 (f 8 higher) stay open.
    const matrix = teachingFloodMatrix(size);
    const options = { start: [0, 0], goal: [size - 1, size - 1], algorithm: 'astar', diagonalMovement: 'never', tieBreaking: 'fifo' };
    const { trace, result } = searchTrace(pl, matrix, options);
    const replay = new TraceReplay(trace, size * size, indexTrace(trace, size * size));
    const tracker = frontierTracker(replay);
    let largest = 0;
    const t0 = performance.now();
    let steps = 0;
    for (let k = 0; k <= result.expanded; k += 97) {
      replay.seek(k);
      tracker.sync();
      tracker.entries(0, 0, 30); // what the panel shows
      largest = Math.max(largest, tracker.size);
      steps++;
    }
    const forwardMs = performance.now() - t0;
    replay.seek(Math.floor(result.expanded * 0.8));
    let syncMs = 0;
    for (let i = 0; i < 200; i++) {
      replay.seek(replay.step + 1);
      const t = performance.now();
      tracker.sync();
      tracker.entries(0, 0, 30);
      syncMs += performance.now() - t;
    }
    const perStepMs = syncMs / 200;
    // Jumps anywhere (backwards and forwards), as a dragged timeline does: checkpoints make each one short.
    const rand = random(5);
    const jumps = [];
    for (let i = 0; i < 40; i++) {
      replay.seek(Math.floor(rand() * result.expanded));
      const t = performance.now();
      tracker.sync();
      tracker.entries(0, 0, 30);
      jumps.push(performance.now() - t);
      expect(tracker.first()).toBe(trace.cells[replay.expandAt[replay.step]]);
    }
    jumps.sort((a, b) => a - b);
    // The same lists as a tracker that replays from the start (no checkpoints on its way there yet).
    const fresh = frontierTracker(replay);
    expect(tracker.entries(0).map((e) => e.cell)).toEqual(fresh.entries(0).map((e) => e.cell));
    console.log(`[open list] 512x512 A* (FIFO ties): ${trace.length} events, up to ${largest} entries; ${steps} seeks of 97 steps with the first 30 entries `
      + `${(forwardMs / steps).toFixed(2)} ms each, one step forward ${perStepMs.toFixed(3)} ms, 40 random jumps: median ${jumps[20].toFixed(1)} ms, `
      + `longest ${jumps[39].toFixed(1)} ms (${tracker.checkpoints.length} checkpoints)`);
    expect(largest).toBeGreaterThan(10_000);
  });
});
