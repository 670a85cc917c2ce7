// Learning by doing (docs/learning.md), against the library's own trace: predictions for every
// algorithm at random steps of random maps (the expected cell is the trace's next expansion, exact
// key ties are accepted, wrong answers are explained), and 1,000 generated quiz questions whose
// stated right answer equals the library's value.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, loadPathlab, TRACE_KINDS } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { frontierTracker } from '../../web/src/model/frontier.js';
import { roundedF, tieKey } from '../../web/src/model/frontier-key.js';
import { formatNumber } from '../../web/src/model/explain.js';
import { judgePrediction } from '../../web/src/learn/predict-judge.js';
import { checkAnswer, makeQuestion, QUESTION_KINDS } from '../../web/src/learn/questions.js';
import { freeCell, random, randomMatrix, searchTrace } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const WIDTH = 20, HEIGHT = 14;
const BACKWARD = 0x80;


function searchOn(seed, info) {
  const rand = random(seed);
  const matrix = randomMatrix(rand, WIDTH, HEIGHT, info.terrain && seed % 2 === 0);
  const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm: info.id,
    diagonalMovement: info.diagonalRules[seed % info.diagonalRules.length],
    tieBreaking: info.tieBreaks ? ['lower-h', 'fifo', 'lifo'][seed % 3] : undefined };
  if (!info.tieBreaks) delete options.tieBreaking;
  if (info.family === 'iterative-deepening') options.maxExpansions = 3000;
  const { trace, result } = searchTrace(pl, matrix, options);
  const cells = WIDTH * HEIGHT;
  const replay = new TraceReplay(trace, cells, indexTrace(trace, cells));
  return { rand, matrix, options, trace, result, replay, tracker: frontierTracker(replay) };
}

// The key the core gives a waiting cell, from its latest open or improve event on `side` before `end`:
// f = gWeight * g + hWeight * h, or LPA*'s and D* Lite's [min(g, rhs) + h; min(g, rhs)] (the event's g holds it).
function keyFromTrace(trace, end, cell, side) {
  const { gWeight, hWeight, kind } = trace.frontier;
  for (let i = end - 1; i >= 0; i--) {
    const k = trace.kinds[i] & 0x7f;
    if (trace.cells[i] !== cell || (trace.kinds[i] & BACKWARD ? 1 : 0) !== side) continue;
    if (k !== TRACE_KINDS.open && k !== TRACE_KINDS.improve) continue;
    const f = kind === 'two-part-key' ? trace.g[i] + trace.h[i] : gWeight * trace.g[i] + hWeight * trace.h[i];
    return kind === 'two-part-key' ? `${roundedF(f)};${tieKey(trace.g[i])}` : `${roundedF(f)}`;
  }
  return null;
}

describe('predict: every algorithm against the trace', () => {
  test.each(ALGORITHM_INFO.map((a) => [a.id, a]))('%s', (id, info) => {
    let asked = 0, ties = 0, wrong = 0, explained = 0;
    for (let seed = 1; seed <= 5; seed++) {
      const { rand, matrix, trace, replay, tracker } = searchOn(seed * 31 + id.length, info);
      const view = { replay, tracker, algorithm: id, width: WIDTH, isWall: (c) => matrix[Math.floor(c / WIDTH)][c % WIDTH] === 1 };
      for (let n = 0; n < 12 && replay.totalSteps > 0; n++) {
        const k = Math.floor(rand() * replay.totalSteps);
        replay.seek(k);
        tracker.sync();
        const event = replay.expandAt[k];
        const next = trace.cells[event];
        const side = trace.kinds[event] & BACKWARD ? 1 : 0;
        // The next expansion is right, and named.
        const right = judgePrediction(view, next);
        expect(right.correct, `${id} step ${k}`).toBe(true);
        expect(right.expected).toBe(next);
        expect(right.text).toMatch(/^Right: /);
        asked++;
        // Any other cell: right only on an exact tie of the key with the expanded cell's (one-key frontiers).
        const guess = Math.floor(rand() * WIDTH * HEIGHT);
        if (guess === next) continue;
        const judged = judgePrediction(view, guess);
        const keyed = ['priority-queue', 'two-queues', 'two-part-key'].includes(trace.frontier.kind);
        const waitsOnSide = tracker.entries(tracker.sides.length === 2 ? 2 : 0).some((e) => e.cell === guess && e.side === side);
        const guessKey = keyed && waitsOnSide ? keyFromTrace(trace, replay.applied, guess, side) : null;
        const tied = guessKey !== null && guessKey === keyFromTrace(trace, replay.applied, next, side);
        expect(judged.correct, `${id} step ${k}: guess ${guess} (tie ${tied})`).toBe(tied);
        const [x, y] = [next % WIDTH, Math.floor(next / WIDTH)];
        expect(judged.text).toContain(`(${x}, ${y})`);
        if (tied) { ties++; expect(judged.text).toMatch(/^Right, a tie: .*breaks ties by/); } else { wrong++; expect(judged.text).toMatch(/^Not quite: /); }
      }
      // A waiting cell with a higher key, on a priority queue: the answer quotes both values from the trace.
      if (trace.frontier.kind === 'priority-queue') {
        for (let n = 0; n < 6; n++) {
          const k = Math.floor(rand() * replay.totalSteps);
          replay.seek(k);
          tracker.sync();
          const next = trace.cells[replay.expandAt[k]];
          const latest = new Map();
          for (let e = 0; e < replay.applied; e++) {
            const kind = trace.kinds[e];
            if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve) latest.set(trace.cells[e], e);
            else if (kind === TRACE_KINDS.expand) latest.delete(trace.cells[e]);
          }
          const { gWeight, hWeight } = trace.frontier;
          const f = (e) => gWeight * trace.g[e] + hWeight * trace.h[e];
          const fNext = f(latest.get(next));
          const other = [...latest].find(([cell, e]) => cell !== next && roundedF(f(e)) > roundedF(fNext));
          if (!other) continue;
          const judged = judgePrediction(view, other[0]);
          expect(judged.correct).toBe(false);
          const at = `(${other[0] % WIDTH}, ${Math.floor(other[0] / WIDTH)})`;
          expect(judged.text, `${id} step ${k}`).toContain(`${formatNumber(fNext)}, lower than ${at}'s ${formatNumber(f(other[1]))}.`);
          explained++;
        }
      }
      // Ties on purpose: every waiting entry of the expanded cell's side whose key equals it.
      if (['priority-queue', 'two-queues', 'two-part-key'].includes(trace.frontier.kind)) {
        for (let k = 0; k < replay.totalSteps; k += 3) {
          replay.seek(k);
          tracker.sync();
          const event = replay.expandAt[k];
          const next = trace.cells[event];
          const side = trace.kinds[event] & BACKWARD ? 1 : 0;
          const key = keyFromTrace(trace, replay.applied, next, side);
          const tiedCell = tracker.entries(tracker.sides.length === 2 ? 2 : 0).filter((e) => e.side === side)
            .map((e) => e.cell).find((c) => c !== next && keyFromTrace(trace, replay.applied, c, side) === key);
          if (tiedCell === undefined) continue;
          const judged = judgePrediction(view, tiedCell);
          expect(judged.correct, `${id} step ${k}: tie ${tiedCell}`).toBe(true);
          ties++;
        }
      }
    }
    expect(asked).toBeGreaterThan(30);
    expect(wrong).toBeGreaterThan(10);
    if (['astar', 'dijkstra', 'bidirectional-dijkstra'].includes(id)) expect(ties).toBeGreaterThan(0);
    if (info.frontier === 'priority-queue') expect(explained).toBeGreaterThan(5);
  });
});

// The library's value for a question, from the trace, the options and the core.
function libraryAnswer(q, { trace, replay, options }) {
  const cell = q.cells[0];
  switch (q.kind) {
    case 'value': {
      let e = replay.applied - 1;
      while (trace.cells[e] !== cell || (trace.kinds[e] & 0x7f) > TRACE_KINDS.expand || (trace.kinds[e] & 0x7f) === TRACE_KINDS.path) e--;
      const { gWeight, hWeight } = trace.frontier;
      const name = q.prompt.match(/the (g|h|f) of/)[1];
      return { g: trace.g[e], h: trace.h[e], f: gWeight * trace.g[e] + hWeight * trace.h[e] }[name];
    }
    case 'first-out': {
      for (let i = replay.applied; i < replay.length; i++) {
        if ((trace.kinds[i] & 0x7f) === TRACE_KINDS.expand && q.cells.includes(trace.cells[i])) return trace.cells[i];
      }
      return null;
    }
    case 'parent': {
      let e = replay.applied - 1;
      while (trace.cells[e] !== cell || (trace.kinds[e] & 0x7f) > TRACE_KINDS.expand) e--;
      const side = trace.kinds[e] & BACKWARD;
      for (let i = replay.applied; i < replay.length; i++) {
        if (trace.cells[i] !== cell || (trace.kinds[i] & BACKWARD) !== side) continue;
        const k = trace.kinds[i] & 0x7f;
        if ((k === TRACE_KINDS.open || k === TRACE_KINDS.improve) && trace.parents[i] !== trace.parents[e]) return true;
      }
      return false;
    }
    case 'waiting': {
      if (trace.frontier.kind === 'deepening-path') return null; // its count is the children to try (teach-every-algorithm checks it)
      const waiting = new Set();
      for (let i = 0; i < replay.applied; i++) {
        const k = trace.kinds[i] & 0x7f;
        const id = `${trace.kinds[i] & BACKWARD}:${trace.cells[i]}`;
        if (k === TRACE_KINDS.open || k === TRACE_KINDS.improve) waiting.add(id);
        else if (k === TRACE_KINDS.expand) waiting.delete(id);
      }
      return waiting.size;
    }
    case 'algorithm': return options.algorithm;
    case 'admissible': {
      const [, heuristic] = q.prompt.match(/Is the (.+) heuristic/);
      const id = { Manhattan: 'manhattan', Euclidean: 'euclidean', Octile: 'octile', Chebyshev: 'chebyshev' }[heuristic];
      const rule = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles']
        .find((r) => q.prompt.includes({ never: 'Never:', always: 'Always:', 'if-at-most-one-obstacle': 'If at most one obstacle:', 'only-when-no-obstacles': 'Only when no obstacles:' }[r]));
      return pl.isAdmissible(id, rule, 'real');
    }
  }
  throw new Error(q.kind);
}

describe('quiz: 1,000 random questions, each right answer the library\'s value', () => {
  test('every kind, every algorithm', () => {
    const counts = Object.fromEntries(QUESTION_KINDS.map((k) => [k, 0]));
    let asked = 0, seed = 1;
    while (asked < 1000) {
      const info = ALGORITHM_INFO[seed % ALGORITHM_INFO.length];
      const run = searchOn(seed * 7 + 3, info);
      seed++;
      const { rand, replay, tracker } = run;
      for (let n = 0; n < 8; n++) {
        replay.seek(Math.floor(rand() * (replay.totalSteps + 1)));
        tracker.sync();
        const kind = QUESTION_KINDS[asked % QUESTION_KINDS.length];
        const q = makeQuestion({ pathlab: pl, replay, tracker, options: run.options, width: WIDTH, random: rand }, kind);
        if (!q) continue;
        expect(q.choices.length).toBeGreaterThanOrEqual(2);
        expect(new Set(q.choices).size, q.prompt).toBe(q.choices.length);
        const want = libraryAnswer(q, run);
        if (want === null && q.kind === 'first-out') throw new Error('a first-out question none of whose cells leaves');
        if (want !== null) {
          if (q.kind === 'value') expect(q.value, q.prompt).toBeCloseTo(want, 9);
          else if (q.kind === 'first-out') expect(q.value, q.prompt).toBe(want);
          else expect(q.value, `${info.id}: ${q.prompt}`).toBe(want);
          if (q.kind === 'value' || q.kind === 'waiting') expect(q.choices[q.answer]).toBe(q.kind === 'waiting' ? String(want) : q.choices[q.answer]);
        }
        // A wrong choice gets the worked answer with the right one named.
        const wrongChoice = (q.answer + 1) % q.choices.length;
        const checked = checkAnswer(q, wrongChoice);
        expect(checked.correct).toBe(false);
        expect(checked.text).toContain(q.choices[q.answer]);
        expect(checked.text).toContain(q.worked);
        expect(checkAnswer(q, q.answer).correct).toBe(true);
        counts[q.kind]++;
        asked++;
      }
    }
    for (const kind of QUESTION_KINDS) expect(counts[kind], kind).toBeGreaterThan(50);
  });
});

test('an h question under the landmark heuristic: the trace\'s h, explained as the landmarks estimate', () => {
  let asked = 0;
  for (let seed = 1; asked < 10 && seed < 400; seed++) {
    const rand = random(seed);
    const matrix = randomMatrix(rand, WIDTH, HEIGHT, false);
    const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm: 'astar', heuristic: 'landmarks' };
    const { trace, result } = searchTrace(pl, matrix, options);
    const replay = new TraceReplay(trace, WIDTH * HEIGHT, indexTrace(trace, WIDTH * HEIGHT));
    const tracker = frontierTracker(replay);
    replay.seek(Math.max(1, Math.floor(rand() * (replay.totalSteps + 1))));
    tracker.sync();
    const q = makeQuestion({ pathlab: pl, replay, tracker, options, width: WIDTH, random: rand }, 'value');
    if (!q?.prompt.includes('the h of')) continue;
    expect(q.value, q.prompt).toBeCloseTo(libraryAnswer(q, { trace, result, replay, options }), 9);
    expect(q.worked).toMatch(/^h is the landmarks estimate from \(\d+, \d+\) to the goal/);
    expect(q.worked).toMatch(/or the Octile estimate \(\d+ across and \d+ up or down\) when that is larger: h = /);
    asked++;
  }
  expect(asked).toBe(10);
});
