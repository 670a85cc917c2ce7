// Simulate by hand (docs/learning.md): a run by hand on each small map, for each algorithm, checked
// against the library's own micro trace: the expansions in the trace's order are right, the
// neighbours each one opens or lowers are exactly the trace's open and improve events, and wrong
// moves (a wall picked, a neighbour missed, a cell marked that the core left alone) are explained
// with the core's reasons and numbers; a pick tied with the core's choice counts as right.
import { beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab, TRACE_KINDS } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { roundedF } from '../../web/src/model/frontier-key.js';
import { HAND_ALGORITHMS, HandRun } from '../../web/src/learn/hand-run.js';
import { HAND_MAPS } from '../../web/src/learn/hand-maps.js';
import { searchTrace } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function handMap(i) {
  let start, goal;
  const matrix = HAND_MAPS[i].rows.map((row, y) => [...row].map((ch, x) => {
    if (ch === 'S') start = [x, y];
    if (ch === 'G') goal = [x, y];
    return ch === '#' ? 1 : ch >= '2' && ch <= '9' ? Number(ch) : 0;
  }));
  return { matrix, start, goal, width: matrix[0].length, height: matrix.length };
}

function handRun(i, algorithm) {
  const map = handMap(i);
  const { trace } = searchTrace(pl, map.matrix, { algorithm, start: map.start, goal: map.goal, diagonalMovement: 'never', traceDetail: 'micro' });
  const cells = map.width * map.height;
  const replay = new TraceReplay(trace, cells, indexTrace(trace, cells));
  const run = new HandRun({ replay, algorithm, width: map.width, isWall: (c) => map.matrix[Math.floor(c / map.width)][c % map.width] === 1 });
  // The trace's steps: each expansion and the open or improve events after it.
  const steps = [];
  for (let e = 0; e < trace.kinds.length; e++) {
    if (trace.kinds[e] === TRACE_KINDS.expand) steps.push({ expand: trace.cells[e], event: e, changes: [] });
    else if ((trace.kinds[e] === TRACE_KINDS.open || trace.kinds[e] === TRACE_KINDS.improve) && steps.length) steps.at(-1).changes.push(trace.cells[e]);
  }
  return { map, trace, run, steps };
}

let notCheaperTotal = 0; // neighbours marked that the core found not cheaper, over every run
const cases = HAND_MAPS.flatMap((_, i) => Object.keys(HAND_ALGORITHMS).map((algorithm) => [i, algorithm]));

describe('a run by hand follows the core', () => {
  test.each(cases)('map %i, %s', (i, algorithm) => {
    const { map, trace, run, steps } = handRun(i, algorithm);
    const wall = map.matrix.flat().indexOf(1);
    let missed = 0, extras = 0, notCheaperSeen = 0;
    for (const [k, step] of steps.entries()) {
      // A wall first, every few steps: wrong, explained, nothing moves.
      if (k % 4 === 0) {
        const wrong = run.pick(wall);
        expect(wrong.correct).toBe(false);
        expect(wrong.text).toMatch(/is a wall.*Try again\.$/);
        expect(run.step).toBe(k);
      }
      const picked = run.pick(step.expand);
      expect(picked.correct, `step ${k}`).toBe(true);
      expect(run.step).toBe(k + 1);
      if (!HAND_ALGORITHMS[algorithm].neighbours) continue;
      expect(run.phase).toBe('neighbours');
      expect(run.changes().map((c) => c.cell)).toEqual(step.changes);
      // Every third step: one neighbour missed, and the cell that was just expanded (closed) marked too.
      const marked = k % 3 === 1 && step.changes.length ? step.changes.slice(1) : [...step.changes];
      // Otherwise a neighbour the core found not cheaper through this cell, when there is one: its numbers are the trace's.
      const end = k + 1 < steps.length ? steps[k + 1].event : trace.kinds.length;
      let notCheaper = -1;
      for (let e = step.event + 1; e < end; e++) if (trace.kinds[e] === TRACE_KINDS.skipNotCheaper) notCheaper = e;
      const extra = k % 3 === 1 && k > 0 ? steps[k - 1].expand : notCheaper >= 0 ? trace.cells[notCheaper] : null;
      const gNow = notCheaper >= 0 ? run.replay.g[trace.cells[notCheaper]] : 0;
      if (extra !== null && !step.changes.includes(extra)) marked.push(extra);
      const checked = run.checkNeighbours(marked);
      const wrong = marked.length !== step.changes.length || marked.some((c) => !step.changes.includes(c));
      expect(checked.correct, `step ${k}`).toBe(!wrong);
      if (k % 3 === 1 && step.changes.length) {
        expect(checked.missed).toEqual([step.changes[0]]);
        expect(checked.text).toContain(`You missed (${step.changes[0] % map.width}, ${Math.floor(step.changes[0] / map.width)})`);
        missed++;
      }
      if (extra !== null && !step.changes.includes(extra)) {
        expect(checked.extra).toContain(extra);
        // The core's micro event for that cell says why; a cell that is not a neighbour is said to be none.
        const xy = `(${extra % map.width}, ${Math.floor(extra / map.width)})`;
        expect(checked.text).toMatch(new RegExp(`\\${xy.replace(')', '\\)')} (was expanded already|is not a neighbour|waits with g)`));
        if (extra === trace.cells[notCheaper] && k % 3 !== 1) {
          expect(checked.text).toContain(`${xy} waits with g ${gNow.toFixed(2)}; through (${step.expand % map.width}, ${Math.floor(step.expand / map.width)}) it would cost ${trace.g[notCheaper].toFixed(2)}, not cheaper.`);
          notCheaperSeen++;
        }
        extras++;
      }
      expect(run.phase).toBe('expand');
    }
    expect(run.done).toBe(true);
    expect(run.step).toBe(steps.length);
    if (HAND_ALGORITHMS[algorithm].neighbours) expect(missed + extras).toBeGreaterThan(3);
    notCheaperTotal += notCheaperSeen;
    expect(run.mistakes).toBeGreaterThan(0);
    expect(trace.kinds.some((k) => k > TRACE_KINDS.path)).toBe(true); // a micro trace: the reasons are the core's
  });

  test('the runs above marked neighbours the core found not cheaper, each explained with its numbers', () => {
    expect(notCheaperTotal).toBeGreaterThan(3);
  });

  test('a pick tied with the core\'s choice counts as right, and the run goes on as the core\'s does', () => {
    let ties = 0;
    for (const [i] of HAND_MAPS.entries()) {
      const { run, steps, trace } = handRun(i, 'astar');
      for (const step of steps) {
        // A waiting cell with the expanded cell's f, as the core rounds it, from the trace's events before the step.
        const f = (e) => roundedF(trace.g[e] + trace.h[e]);
        const key = f(step.event);
        const latest = new Map();
        for (let e = 0; e < step.event; e++) {
          const kind = trace.kinds[e];
          if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve) latest.set(trace.cells[e], e);
          else if (kind === TRACE_KINDS.expand) latest.delete(trace.cells[e]);
        }
        const tied = [...latest].find(([cell, e]) => cell !== step.expand && f(e) === key);
        const pick = tied ? tied[0] : step.expand;
        const picked = run.pick(pick);
        expect(picked.correct).toBe(true);
        if (tied) {
          ties++;
          expect(picked.text).toMatch(/^Right, a tie: .* breaks ties by the lower h/);
        }
        expect(run.replay.current).toBe(step.expand); // the core's cell is the one expanded
        run.checkNeighbours(step.changes);
      }
    }
    expect(ties).toBeGreaterThan(3);
  });

  test('only breadth-first search, Dijkstra and A* run by hand', () => {
    const { map } = handRun(0, 'bfs');
    const { trace } = searchTrace(pl, map.matrix, { algorithm: 'dfs', start: map.start, goal: map.goal });
    const replay = new TraceReplay(trace, map.width * map.height);
    expect(() => new HandRun({ replay, algorithm: 'dfs', width: map.width, isWall: () => false })).toThrow(/cannot be run by hand here/);
  });
});
