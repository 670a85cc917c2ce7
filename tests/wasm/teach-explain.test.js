// The sentence per step and the pseudocode lines, on searches of the real library.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHMS, loadPathlab } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { frontierTracker } from '../../web/src/model/frontier.js';
import { pseudocodeFor } from '../../web/src/model/pseudocode.js';
import { formatNumber, StepExplainer } from '../../web/src/model/explain.js';
import { searchTrace } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function explainerFor(matrix, options) {
  const { trace, result } = searchTrace(pl, matrix, options);
  const width = matrix[0].length, cells = width * matrix.length;
  const replay = new TraceReplay(trace, cells, indexTrace(trace, cells));
  const openList = frontierTracker(replay);
  const code = pseudocodeFor(options);
  const explainer = new StepExplainer({ replay, openList, options, code, result, width,
    describeCell: (c) => `(${c % width}, ${Math.floor(c / width)})` });
  const at = (k) => {
    replay.seek(k);
    openList.sync();
    return explainer.explainStep();
  };
  return { trace, result, replay, explainer, code, at };
}

const open5x3 = [[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]];

describe('a sentence per step', () => {
  test('numbers for people', () => {
    expect(formatNumber(11)).toBe('11.00');
    expect(formatNumber(10.414213)).toBe('10.41');
    expect(formatNumber(1234.5)).toBe('1,234.50');
    expect(formatNumber(140, true)).toBe('140');
    expect(formatNumber(Infinity)).toBe('∞');
  });

  test('A* names the expanded cell, f = g + h, what it opened and how many wait', () => {
    const { at, code } = explainerFor(open5x3, { start: [0, 1], goal: [4, 1] });
    expect(at(0).text).toBe('The search starts at (0, 1) with g 0: the only entry in the open list.');
    expect(at(0).line).toBe(1);
    const first = at(1);
    // Octile distance from (0, 1) to (4, 1) is 4; neighbours in the order N, E, S, NE, SE (W is off the map).
    expect(first.text).toBe('Expanded (0, 1): f = 4.00 = g 0.00 + h 4.00, the lowest in the open list. '
      + 'Opened (0, 0), (1, 1), (0, 2), (1, 0) and (1, 2). 5 cells wait.');
    expect(code.lines[first.line - 1]).toMatch(/lowest f = g \+ h/);
    const second = at(2); // (1, 1): f = 1 + 3 = 4, lowest h among f ties
    expect(second.text).toMatch(/^Expanded \(1, 1\): f = 4\.00 = g 1\.00 \+ h 3\.00, the lowest in the open list\. Opened \(2, 1\), \(2, 0\) and \(2, 2\)\./);
    expect(second.text).toMatch(/7 cells wait\.$/);
  });

  test('the last step says the path is found, with its cost and moves', () => {
    const { at, replay, result, code } = explainerFor(open5x3, { start: [0, 1], goal: [4, 1] });
    const last = at(replay.totalSteps);
    expect(last.text).toContain(`the path is found: cost ${formatNumber(result.cost)}, 4 moves.`);
    expect(code.lines[last.line - 1]).toMatch(/return the path/);
  });

  test('lowered cells name the old and new cost', () => {
    // Dijkstra with diagonals: a cell first reached diagonally is often reached more cheaply straight on later.
    const matrix = [[0, 0, 9, 0], [0, 0, 9, 0], [0, 0, 9, 0]];
    const { trace, replay, at } = explainerFor(matrix, { start: [0, 0], goal: [3, 2], algorithm: 'dijkstra', diagonalMovement: 'always' });
    let found = false;
    for (let k = 1; k <= replay.totalSteps && !found; k++) {
      const { from, to } = { from: replay.expandAt[k - 1], to: k < replay.totalSteps ? replay.expandAt[k] : trace.length };
      for (let i = from; i < to; i++) {
        if (trace.kinds[i] !== 1) continue;
        const before = replay.previous[i];
        const text = at(k).text;
        expect(text).toContain(`lowered (${trace.cells[i] % 4}, ${Math.floor(trace.cells[i] / 4)}) from ${formatNumber(trace.g[before])} to ${formatNumber(trace.g[i])}`.replace('lowered', /Opened/.test(text) ? 'lowered' : 'Lowered'));
        found = true;
      }
    }
    expect(found).toBe(true);
  });

  test('every algorithm has pseudocode, and every step a sentence and a line', () => {
    for (const algorithm of ALGORITHMS) {
      const options = { start: [0, 0], goal: [4, 2], algorithm };
      const { at, replay, code } = explainerFor(open5x3, options);
      expect(code.lines.length).toBeGreaterThan(4);
      for (let k = 0; k <= replay.totalSteps; k++) {
        const { text, line } = at(k);
        expect(text.length).toBeGreaterThan(20);
        expect(line).toBeGreaterThanOrEqual(1);
        expect(line).toBeLessThanOrEqual(code.lines.length);
        if (k > 0) expect(text).toMatch(/^Expanded (jump point )?\(\d, \d\)/);
      }
    }
    expect(pseudocodeFor({ algorithm: 'some-future-algorithm' }).lines.length).toBeGreaterThan(3);
    expect(pseudocodeFor({ algorithm: 'some-future-algorithm' }).title).not.toMatch(/some-future-algorithm/);
    // Every algorithm has its own pseudocode, titled in people's words, and each event's line exists.
    const titles = new Set();
    for (const algorithm of ALGORITHMS) {
      const code = pseudocodeFor({ algorithm });
      expect(code.family, algorithm).not.toBe('generic');
      if (algorithm.includes('-')) expect(code.title, algorithm).not.toContain(algorithm);
      titles.add(code.title);
      for (const line of Object.values(code.lineOf)) expect(line >= 1 && line <= code.lines.length, `${algorithm} line ${line}`).toBe(true);
    }
    expect(titles.size).toBe(ALGORITHMS.length);
    expect(pseudocodeFor({ algorithm: 'astar' }, 'graph').title).toMatch(/waypoint graph/);
    expect(pseudocodeFor({ algorithm: 'astar', flee: {} }).lines.join('\n')).toMatch(/safe distance from the threat/);
  });
});

// What each pseudocode line must be about, for each micro event: read from the line's words.
const LINE_WORDS = {
  expand: /n ← .*(lowest|first)/,
  goalTest: /if n is the goal/,
  skipWall: /wall.*diagonal rule forbids/,
  skipCorner: /wall.*diagonal rule forbids/,
  skipClosed: /if m is closed: skip/,
  skipNotCheaper: /not cheaper/,
  skipQueued: /already in queue/,
  open: /(not in open|parent\(m\) ← n; {2}mark m reached)/,
  improve: /g′ < g\(m\)/,
};

describe('micro-steps walk the pseudocode', () => {
  for (const algorithm of ['astar', 'dijkstra', 'bfs', 'weighted-astar', 'greedy']) {
    test(`${algorithm}: one expansion, event by event, line by line`, () => {
      const matrix = [
        [0, 0, 0, 1, 0, 0],
        [0, 1, 0, 0, 0, 0],
        [0, 0, 3, 1, 0, 0],
        [1, 0, 0, 0, 0, 0],
      ];
      const { trace, replay, explainer, code, at } = explainerFor(matrix,
        { start: [0, 0], goal: [5, 3], algorithm, traceDetail: 'micro', diagonalMovement: 'if-at-most-one-obstacle' });
      const seen = new Set();
      for (let k = 1; k <= replay.totalSteps; k++) {
        at(k);
        const { from, to } = explainer.eventsOf(k);
        const lines = [];
        for (let i = from; i < to; i++) {
          const { kind, line, text } = explainer.explainEvent(i);
          if (kind === 'path') break;
          seen.add(kind);
          expect(text.length).toBeGreaterThan(10);
          expect(code.lines[line - 1], `${kind} on line ${line}`).toMatch(LINE_WORDS[kind]);
          lines.push(line);
        }
        // Take the best entry, test the goal, then the neighbour loop: lines never go back above the loop.
        expect(lines[0]).toBe(code.lineOf.expand);
        expect(lines[1]).toBe(code.lineOf.goalTest);
        for (const line of lines.slice(2)) expect(line).toBeGreaterThan(code.lineOf.goalTest + 1);
        expect(trace.kinds[from]).toBe(2);
      }
      expect([...seen]).toEqual(expect.arrayContaining(['expand', 'goalTest', 'open', 'skipWall', 'skipClosed']));
    });
  }
});

// Hand-worked: the events of one expansion (see tests/cpp/micro_steps_test.cpp for the same maps worked
// by hand), each named by the words of the pseudocode line it must light, in the order they happen.
function linesWalked(explainer, code, step) {
  const { from, to } = explainer.eventsOf(step);
  const out = [];
  for (let i = from; i < to; i++) {
    const { kind, line, text } = explainer.explainEvent(i);
    if (kind === 'path') break;
    expect(text.length, kind).toBeGreaterThan(10);
    out.push(code.lines[line - 1]);
  }
  return out;
}

function expectWalk(lines, words) {
  expect(lines.length).toBe(words.length);
  words.forEach((pattern, i) => expect(lines[i], `event ${i + 1}`).toMatch(pattern));
}

describe('micro-steps walk each family\'s pseudocode, worked by hand', () => {
  const PICK = /n ← .*lowest/;
  for (const algorithm of ['jps', 'jps-plus']) {
    test(`${algorithm}: the start sees the goal east and opens it alone`, () => {
      const { explainer, code, at } = explainerFor([[0, 0, 0, 0, 0], [0, 0, 0, 0, 0], [0, 0, 0, 0, 0]],
        { start: [0, 1], goal: [4, 1], algorithm, traceDetail: 'micro', diagonalMovement: 'only-when-no-obstacles' });
      at(1);
      expectWalk(linesWalked(explainer, code, 1), [PICK, /if n is the goal/, /or only the goal's when it is in sight/, /if m is not in open/]);
      const { from } = explainer.eventsOf(1);
      expect(explainer.explainEvent(from + 2).text).toMatch(/^Scan east from \(0, 1\): the goal is in sight .* so the goal is opened alone/);
      expect(explainer.explainEvent(from + 3).text).toMatch(/^Opened \(4, 1\): g 4\.00/);
    });
  }

  test('jps: with a wall between, the start scans its directions; north-east and south-east find jump points', () => {
    const { explainer, code, at } = explainerFor([[0, 0, 0, 0, 0], [0, 0, 1, 0, 0], [0, 0, 0, 0, 0]],
      { start: [0, 1], goal: [4, 1], algorithm: 'jps', traceDetail: 'micro', diagonalMovement: 'only-when-no-obstacles' });
    at(1);
    const scan = /for each direction d left after pruning/, none = /meets a wall or the map's edge first/, added = /if m is not in open/;
    expectWalk(linesWalked(explainer, code, 1), [PICK, /if n is the goal/, scan, none, scan, added, scan, none, scan, none, scan, added]);
    const texts = Array.from({ length: 10 }, (_, j) => explainer.explainEvent(explainer.eventsOf(1).from + 2 + j).text);
    expect(texts[0]).toBe('Scan north from (0, 1) (its natural neighbour (0, 0)).');
    expect(texts[1]).toMatch(/^The scan north meets a wall or the map's edge/);
    expect(texts[2]).toBe('Scan north-east from (0, 1) (its natural neighbour (1, 0)).');
    expect(texts[3]).toMatch(/^Opened \(1, 0\): g 1\.41/);
    expect(texts[4]).toBe('Scan east from (0, 1) (its natural neighbour (1, 1)).');
    expect(texts[5]).toMatch(/^The scan east meets a wall or the map's edge/);
  });

  test('jps: a direction kept for a forced neighbour says so', () => {
    // The wall at (4, 1) keeps the goal out of sight of (2, 0): the diagonal step from (3, 1) would cut its corner.
    const { explainer, code, at } = explainerFor([[0, 0, 0, 0, 0], [0, 1, 0, 0, 1], [0, 0, 0, 0, 0]],
      { start: [0, 0], goal: [4, 2], algorithm: 'jps', traceDetail: 'micro' });
    at(2); // (2, 0), reached moving east past the wall's corner
    const lines = linesWalked(explainer, code, 2);
    expect(lines.slice(0, 3)).toEqual([code.lines[2], code.lines[3], code.lines[4]]);
    const { from, to } = explainer.eventsOf(2);
    const scans = [];
    for (let i = from; i < to; i++) if (explainer.explainEvent(i).kind === 'jumpScan') scans.push(explainer.explainEvent(i).text);
    expect(scans).toEqual([
      'Scan east from (2, 0) (its natural neighbour (3, 0)).',
      'Scan south from (2, 0) (kept for the forced neighbour (2, 1)).',
      'Scan south-east from (2, 0) (kept for the forced neighbour (3, 1)).',
    ]);
  });

  test('bidirectional Dijkstra: the sides meet in a corridor, then the stopping test ends it', () => {
    const { explainer, code, at } = explainerFor([[0, 0, 0, 0]],
      { start: [0, 0], goal: [3, 0], algorithm: 'bidirectional-dijkstra', traceDetail: 'micro', diagonalMovement: 'never' });
    at(3); // the forward side expands (2, 0): opens (3, 0), which the backward side holds
    const stop = /≥ μ: return the path/;
    expectWalk(linesWalked(explainer, code, 3), [PICK, stop, /if m is new on this side/, /μ ← min/, /if m is closed on this side/, stop]);
    const { from } = explainer.eventsOf(3);
    expect(explainer.explainEvent(from + 1).text).toBe('Stop? (2, 0)\'s key plus the other side\'s last key is 2.00 < μ = ∞: not yet, look at its neighbours.');
    expect(explainer.explainEvent(from + 3).text).toBe('(3, 0) is reached from both sides: a path through it costs 3.00, so μ is now 3.00.');
    expect(explainer.explainEvent(from + 5).text).toMatch(/^Stop\? \(3, 0\)'s key .* is 3\.00 ≥ μ = 3\.00: no cheaper path can remain/);
  });

  test('bidirectional Dijkstra: the backward side walks the same lines, a wall included', () => {
    const { explainer, code, at } = explainerFor([[0, 0, 0, 0, 0], [0, 1, 0, 0, 0]],
      { start: [0, 0], goal: [4, 0], algorithm: 'bidirectional-dijkstra', traceDetail: 'micro', diagonalMovement: 'never' });
    at(2); // backward: (4, 0) opens (4, 1) and (3, 0)
    const added = /if m is new on this side/;
    expectWalk(linesWalked(explainer, code, 2), [PICK, /≥ μ/, added, added]);
    expect(explainer.explainStep().text).toMatch(/^Expanded \(4, 0\) on the backward \(from the goal\) side/);
    at(3); // forward: (1, 0) opens (2, 0), skips the wall (1, 1) and the closed start
    expectWalk(linesWalked(explainer, code, 3), [PICK, /≥ μ/, added, /wall.*diagonal rule forbids/, /closed on this side/]);
  });

  test('A* on a waypoint graph: lowered, not cheaper and closed waypoints', () => {
    const nodes = [[0, 0], [2, 0], [1, 0], [1, 1]];
    const edges = [[0, 2, 1], [0, 3, 0.5], [0, 1, 5], [3, 2, 0.2], [3, 1, 5], [2, 1, 1], [2, 0, 1], [2, 3, 1]];
    const search = pl.createGraphSearch({ nodes, edges, start: 0, goal: 1, algorithm: 'astar', traceDetail: 'micro' });
    search.run();
    const trace = search.traceCopy();
    const result = search.result();
    search.delete();
    const options = { algorithm: 'astar' };
    const replay = new TraceReplay(trace, 4, indexTrace(trace, 4));
    const openList = frontierTracker(replay);
    const code = pseudocodeFor(options, 'graph');
    const explainer = new StepExplainer({ replay, openList, options, code, result, describeCell: (c) => `waypoint ${c}` });
    const walk = (k) => { replay.seek(k); openList.sync(); return linesWalked(explainer, code, k); };
    const added = /if m is new/, lowered = /else if g′ < g\(m\)/;
    expectWalk(walk(1), [PICK, /if n is G/, added, added, added]);
    expect(explainer.explainStep().text).toMatch(/Opened waypoint 2, waypoint 3 and waypoint 1\. 3 waypoints wait\.$/);
    expectWalk(walk(2), [PICK, /if n is G/, lowered, /not cheaper/]);
    expectWalk(walk(3), [PICK, /if n is G/, lowered, /if m is closed and/, /if m is closed and/]);
    expect(explainer.explainStep().text).toMatch(/Skipped 2 closed waypoints\./);
    expect(walk(4).slice(0, 2)).toEqual([code.lines[2], code.lines[3]]);
    expect(result.cost).toBeCloseTo(1.7, 12);
  });
});
