// Checking a search trace written elsewhere (docs/check-your-search.md): traces made by this file's
// own A*, Dijkstra, breadth-first and depth-first searches (written here, not taken from the core),
// with random tie-breaking and random neighbour orders, are all 'correct'; the same runs with one
// injected fault are 'diverged' or 'incomplete' at the event this file knows the fault is at.
// Pathlab's own runs round-trip through the Posthoc writer and every reader. Hostile files are
// refused with a message and leave the library usable.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { seededRandom } from '../../web/src/model/generators.js';
import { TRACE_LIMITS } from '../../web/src/lib/trace-read.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const SQRT2 = Math.SQRT2;
const RULES = ['never', 'always', 'if-at-most-one-obstacle', 'only-when-no-obstacles'];

// ---- this file's own searches ----

/** A random map: rows[y][x], 0 free, 1 wall, 2..9 terrain (when `terrain`). */
function randomMap(random, width, height, { walls = 0.25, terrain = true } = {}) {
  return Array.from({ length: height }, () => Array.from({ length: width }, () => {
    const r = random();
    if (r < walls) return 1;
    if (terrain && r < walls + 0.2) return 2 + Math.floor(random() * 8);
    return 0;
  }));
}

function free(rows, x, y) {
  return y >= 0 && x >= 0 && y < rows.length && x < rows[0].length && rows[y][x] !== 1;
}
function terrain(rows, x, y) {
  return rows[y][x] === 0 ? 1 : rows[y][x];
}

/** The moves from (x, y) under a rule: [nx, ny, cost], each step's cost times the entered cell's terrain. */
function neighbours(rows, x, y, rule) {
  const out = [];
  for (const [dx, dy] of [[0, -1], [1, 0], [0, 1], [-1, 0]]) {
    if (free(rows, x + dx, y + dy)) out.push([x + dx, y + dy, terrain(rows, x + dx, y + dy)]);
  }
  if (rule === 'never') return out;
  for (const [dx, dy] of [[1, -1], [1, 1], [-1, 1], [-1, -1]]) {
    if (!free(rows, x + dx, y + dy)) continue;
    const sides = (free(rows, x + dx, y) ? 1 : 0) + (free(rows, x, y + dy) ? 1 : 0);
    const allowed = rule === 'always' || (rule === 'if-at-most-one-obstacle' && sides >= 1) || (rule === 'only-when-no-obstacles' && sides === 2);
    if (allowed) out.push([x + dx, y + dy, SQRT2 * terrain(rows, x + dx, y + dy)]);
  }
  return out;
}

const octile = (x, y, [gx, gy]) => Math.max(Math.abs(x - gx), Math.abs(y - gy)) + (SQRT2 - 1) * Math.min(Math.abs(x - gx), Math.abs(y - gy));
const manhattan = (x, y, [gx, gy]) => Math.abs(x - gx) + Math.abs(y - gy);

function shuffled(list, random) {
  const out = list.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/**
 * Best-first search (A* with h, Dijkstra with h = 0) written here, as Posthoc events. Ties on f are
 * broken at random, neighbours visited in a random order. `bug`: 'no-improve' never lowers an open
 * cell's g; `pick`: { step, costlier: true } expands a costlier open cell at that step.
 * Returns { events, faults } where faults[name] is the event index this file knows is the first wrong.
 */
function bestFirst(rows, start, goal, { rule, h = () => 0, random, bug = null, costlier = 0 }) {
  const key = (x, y) => `${x},${y}`;
  const events = [{ type: 'source', x: start[0], y: start[1] }, { type: 'destination', x: goal[0], y: goal[1] }];
  const open = new Map([[key(...start), { x: start[0], y: start[1], g: 0, parent: null }]]);
  const closed = new Set();
  const faults = {};
  let step = 0;
  while (open.size > 0) {
    const entries = [...open.values()];
    const f = (e) => e.g + h(e.x, e.y, goal);
    const best = Math.min(...entries.map(f));
    const tied = entries.filter((e) => Math.abs(f(e) - best) <= 1e-9 * Math.max(1, best));
    let node = tied[Math.floor(random() * tied.length)];
    step++;
    if (step === costlier) {
      const worse = entries.filter((e) => f(e) > best + 1e-6);
      if (worse.length > 0) {
        node = worse[Math.floor(random() * worse.length)];
        faults.costlier = events.length;
      }
    }
    open.delete(key(node.x, node.y));
    closed.add(key(node.x, node.y));
    const hv = h(node.x, node.y, goal);
    events.push({ type: 'expanding', x: node.x, y: node.y, g: node.g, h: hv, f: node.g + hv, ...(node.parent ? { parent: node.parent } : {}) });
    if (node.x === goal[0] && node.y === goal[1]) {
      events.push({ type: 'end', x: node.x, y: node.y, g: node.g });
      return { events, faults, found: true, cost: node.g };
    }
    for (const [nx, ny, cost] of shuffled(neighbours(rows, node.x, node.y, rule), random)) {
      if (closed.has(key(nx, ny))) continue;
      const g = node.g + cost;
      const nh = h(nx, ny, goal);
      const there = open.get(key(nx, ny));
      if (!there) {
        open.set(key(nx, ny), { x: nx, y: ny, g, parent: [node.x, node.y] });
        events.push({ type: 'generating', x: nx, y: ny, g, h: nh, f: g + nh, parent: [node.x, node.y] });
      } else if (g < there.g - 1e-9 * Math.max(1, g)) {
        if (bug === 'no-improve') {
          faults.missedImprovement ??= { step, cell: [nx, ny] };
          continue;
        }
        there.g = g;
        there.parent = [node.x, node.y];
        events.push({ type: 'updating', x: nx, y: ny, g, h: nh, f: g + nh, parent: [node.x, node.y] });
      }
    }
    events.push({ type: 'closing', x: node.x, y: node.y });
    if (faults.missedImprovement && faults.missedImprovement.step === step) faults.missedImprovement.event = events.length - 2; // the step's last generate/update (or its expand)
  }
  events.push({ type: 'end' });
  return { events, faults, found: false };
}

/** Breadth-first search written here: a FIFO queue, cells marked when first reached; random neighbour order. */
function breadthFirst(rows, start, goal, { rule, random, testOnGeneration = false }) {
  const key = (x, y) => `${x},${y}`;
  const events = [{ type: 'source', x: start[0], y: start[1] }, { type: 'destination', x: goal[0], y: goal[1] }];
  const g = new Map([[key(...start), 0]]);
  const queue = [[start[0], start[1], null]];
  for (let head = 0; head < queue.length; head++) {
    const [x, y, parent] = queue[head];
    events.push({ type: 'expanding', x, y, g: g.get(key(x, y)), ...(parent ? { parent } : {}) });
    if (x === goal[0] && y === goal[1]) return { events, found: true };
    for (const [nx, ny, cost] of shuffled(neighbours(rows, x, y, rule), random)) {
      if (g.has(key(nx, ny))) continue;
      g.set(key(nx, ny), g.get(key(x, y)) + cost);
      queue.push([nx, ny, [x, y]]);
      events.push({ type: 'generating', x: nx, y: ny, g: g.get(key(nx, ny)), parent: [x, y] });
      if (testOnGeneration && nx === goal[0] && ny === goal[1]) return { events, found: true };
    }
  }
  return { events, found: false };
}

/** Depth-first search written here: a stack of (cell, parent) pushes, a cell expanded once; random neighbour order. */
function depthFirst(rows, start, goal, { rule, random }) {
  const key = (x, y) => `${x},${y}`;
  const events = [{ type: 'source', x: start[0], y: start[1] }, { type: 'destination', x: goal[0], y: goal[1] }];
  const g = new Map([[key(...start), 0]]);
  const stack = [[start[0], start[1], null, 0]];
  const closed = new Set();
  while (stack.length > 0) {
    const [x, y, parent, gv] = stack.pop();
    if (closed.has(key(x, y))) continue;
    closed.add(key(x, y));
    events.push({ type: 'expanding', x, y, g: gv, ...(parent ? { parent } : {}) });
    if (x === goal[0] && y === goal[1]) return { events, found: true };
    for (const [nx, ny, cost] of shuffled(neighbours(rows, x, y, rule), random)) {
      if (closed.has(key(nx, ny))) continue;
      stack.push([nx, ny, [x, y], gv + cost]);
      g.set(key(nx, ny), gv + cost);
      events.push({ type: 'generating', x: nx, y: ny, g: gv + cost, parent: [x, y] });
    }
  }
  return { events, found: false };
}

/** Events as Posthoc writes them: ids are cell indices, parents as pId. */
function posthoc(events, width) {
  return {
    events: events.map(({ parent, ...e }) => ({
      ...e, ...(e.x !== undefined ? { id: e.y * width + e.x } : {}), ...(parent ? { pId: parent[1] * width + parent[0] } : {}),
    })),
  };
}

/** Events in the line format, with full-precision numbers or rounded to `digits`. */
function lines(events, digits = null) {
  const word = { source: 'start', destination: 'goal', expanding: 'expand', generating: 'generate', updating: 'update', closing: 'close', end: 'end' };
  const n = (v) => (digits === null ? String(v) : v.toFixed(digits));
  return events.map((e) => {
    if (e.type === 'end') return 'end';
    let line = `${word[e.type]} ${e.x} ${e.y}`;
    for (const k of ['g', 'h', 'f']) if (e[k] !== undefined) line += ` ${k}=${n(e[k])}`;
    if (e.parent) line += ` parent=${e.parent[0]},${e.parent[1]}`;
    return line;
  }).join('\n');
}

function freeCells(rows, random, count) {
  const cells = [];
  for (let y = 0; y < rows.length; y++) for (let x = 0; x < rows[0].length; x++) if (rows[y][x] !== 1) cells.push([x, y]);
  return shuffled(cells, random).slice(0, count);
}

// ---- the tests ----

describe('checkTrace accepts every correct run', () => {
  test('A*, Dijkstra, breadth-first and depth-first runs written here, random ties, every rule, terrain: all correct', () => {
    const random = seededRandom(37);
    let checked = 0;
    for (let trial = 0; trial < 24; trial++) {
      const rule = RULES[trial % 4];
      const rows = randomMap(random, 14 + (trial % 5), 10 + (trial % 3), { terrain: trial % 3 !== 2 });
      const grid = pl.Grid.fromMatrix(rows);
      const [start, goal] = freeCells(rows, random, 2);
      const h = rule === 'never' ? manhattan : octile;
      const runs = [
        ['astar', bestFirst(rows, start, goal, { rule, h, random })],
        ['dijkstra', bestFirst(rows, start, goal, { rule, random })],
        ['bfs', breadthFirst(rows, start, goal, { rule, random, testOnGeneration: trial % 2 === 0 })],
        ['dfs', depthFirst(rows, start, goal, { rule, random })],
      ];
      for (const [algorithm, run] of runs) {
        const options = { start, goal, algorithm, diagonalMovement: rule };
        const expandsOnly = run.events.filter((e) => e.type !== 'generating' && e.type !== 'updating' && e.type !== 'closing');
        for (const trace of [posthoc(run.events, rows[0].length), lines(run.events), lines(run.events, 3), lines(expandsOnly, 2)]) {
          const r = pl.checkTrace(grid, options, trace);
          expect(r.firstWrong, `${algorithm} ${rule} trial ${trial}`).toBe(null);
          expect(r.verdict).toBe('correct');
          expect(r.expansions).toBe(run.events.filter((e) => e.type === 'expanding').length);
          if (algorithm === 'astar' || algorithm === 'dijkstra') {
            const reference = pl.findPath(grid, { start, goal, algorithm: 'dijkstra', diagonalMovement: rule });
            expect(r.cost === null ? Infinity : r.cost).toBeCloseTo(run.found ? run.cost : Infinity, 9);
            if (run.found) expect(run.cost).toBeCloseTo(reference.cost, 9);
          }
          checked++;
        }
      }
      grid.delete();
    }
    expect(checked).toBe(24 * 4 * 4);
  });

  test('an update to an equal g (a program comparing with <=, or sums equal but for rounding) is no mistake', () => {
    const grid = new pl.Grid(3, 3);
    const trace = 'start 0 0\ngoal 2 2\nexpand 0 0 g=0\ngenerate 1 0 g=1 parent=0,0\ngenerate 0 1 g=1 parent=0,0\n'
      + 'expand 1 0 g=1 parent=0,0\ngenerate 2 0 g=2 parent=1,0\ngenerate 1 1 g=2 parent=1,0\n'
      + 'expand 0 1 g=1 parent=0,0\nupdate 1 1 g=2 parent=0,1\ngenerate 0 2 g=2 parent=0,1\n'
      + 'expand 1 1 g=2 parent=0,1\ngenerate 2 1 g=3 parent=1,1\ngenerate 1 2 g=3 parent=1,1\n'
      + 'expand 2 0 g=2\nexpand 0 2 g=2\nexpand 2 1 g=3\ngenerate 2 2 g=4 parent=2,1\nexpand 1 2 g=3\nexpand 2 2 g=4 parent=2,1\n'
      + 'path 0 0 0 1 1 1 2 1 2 2\n';
    const r = pl.checkTrace(grid, { algorithm: 'dijkstra', diagonalMovement: 'never' }, trace);
    expect(r.firstWrong).toBe(null);
    expect(r.cost).toBe(4);
    // A g that really is higher is still refused.
    const higher = pl.checkTrace(grid, { algorithm: 'dijkstra', diagonalMovement: 'never' }, trace.replace('update 1 1 g=2 parent=0,1', 'update 1 1 g=3 parent=0,1'));
    expect(higher.firstWrong.finding).toBe('wrong-g');
    grid.delete();
  });

  test('a fixed tie rule accepts only the core\'s tie-breaking (lower h for A*)', () => {
    const rows = Array.from({ length: 7 }, () => Array(9).fill(0));
    const grid = pl.Grid.fromMatrix(rows);
    const options = { start: [0, 0], goal: [8, 6], algorithm: 'astar', diagonalMovement: 'never', tieRule: 'fixed' };
    const { tieRule: _fixed, ...searchOptions } = options;
    const own = pl.posthocTrace(grid, searchOptions);
    expect(pl.checkTrace(grid, options, own).verdict).toBe('correct');
    // With f tied everywhere between start and goal, a run that picks among ties at random soon breaks the fixed rule.
    const random = seededRandom(5);
    let brokeRule = false;
    for (let k = 0; k < 20 && !brokeRule; k++) {
      const run = bestFirst(rows, [0, 0], [8, 6], { rule: 'never', h: manhattan, random });
      const any = pl.checkTrace(grid, { ...options, tieRule: 'any' }, posthoc(run.events, 9));
      expect(any.verdict).toBe('correct');
      const fixed = pl.checkTrace(grid, options, posthoc(run.events, 9));
      if (fixed.verdict === 'diverged') {
        expect(fixed.firstWrong.finding).toBe('tie-rule');
        brokeRule = true;
      }
    }
    expect(brokeRule).toBe(true);
    grid.delete();
  });
});

describe('checkTrace finds the first wrong step', () => {
  const random = seededRandom(11);
  const rows = randomMap(random, 20, 14, { walls: 0.2 });
  const start = [0, 0];
  const goal = [19, 13];
  rows[0][0] = 0;
  rows[13][19] = 0;
  let grid;
  beforeAll(() => { grid = pl.Grid.fromMatrix(rows); });
  afterAll(() => grid.delete());
  const base = { start, goal, diagonalMovement: 'only-when-no-obstacles' };

  test('a costlier cell expanded at step k', () => {
    for (const k of [2, 5, 9]) {
      const run = bestFirst(rows, start, goal, { rule: base.diagonalMovement, h: octile, random, costlier: k });
      expect(run.faults.costlier).toBeGreaterThan(0);
      const r = pl.checkTrace(grid, { ...base, algorithm: 'astar' }, posthoc(run.events, 20));
      expect(r.verdict).toBe('diverged');
      expect(r.firstWrong.event).toBe(run.faults.costlier);
      expect(r.firstWrong.step).toBe(k);
      expect(r.firstWrong.finding).toBe('not-lowest');
      expect(r.firstWrong.expected.length).toBeGreaterThan(0);
      expect(r.firstWrong.message).toMatch(/the open list held \(\d+, \d+\) with f [\d.]+, lower than \(\d+, \d+\)'s [\d.]+/);
    }
  });

  test('a wrong g at step k', () => {
    const run = bestFirst(rows, start, goal, { rule: base.diagonalMovement, h: octile, random });
    const expands = run.events.map((e, i) => [e, i]).filter(([e]) => e.type === 'expanding');
    const [event, index] = expands[6];
    event.g += 1;
    const r = pl.checkTrace(grid, { ...base, algorithm: 'astar' }, posthoc(run.events, 20));
    expect(r.verdict).toBe('diverged');
    expect(r.firstWrong).toMatchObject({ event: index, step: 7, finding: 'wrong-g', cell: [event.x, event.y] });
  });

  test('a cheaper path not taken up (g never lowered)', () => {
    let found = 0;
    for (let k = 0; k < 30 && found < 3; k++) {
      const run = bestFirst(rows, start, goal, { rule: base.diagonalMovement, random, bug: 'no-improve' }); // Dijkstra on terrain
      if (!run.faults.missedImprovement) continue;
      found++;
      const r = pl.checkTrace(grid, { ...base, algorithm: 'dijkstra' }, posthoc(run.events, 20));
      expect(r.verdict).toBe('diverged');
      expect(r.firstWrong.finding).toBe('missed-improvement');
      expect(r.firstWrong.step).toBe(run.faults.missedImprovement.step);
      expect(r.firstWrong.event).toBe(run.faults.missedImprovement.event);
      expect(r.firstWrong.cell).toEqual(run.faults.missedImprovement.cell);
    }
    expect(found).toBe(3);
  });

  test('a Manhattan h under 8-way moves', () => {
    const run = bestFirst(rows, start, goal, { rule: base.diagonalMovement, h: manhattan, random });
    const first = run.events.findIndex((e) => e.h !== undefined && Math.abs(e.h - octile(e.x, e.y, goal)) > 1e-9);
    const r = pl.checkTrace(grid, { ...base, algorithm: 'astar' }, lines(run.events, 2));
    expect(r.verdict).toBe('diverged');
    expect(r.firstWrong.event).toBe(first);
    expect(['overestimate', 'wrong-h']).toContain(r.firstWrong.finding);
    expect(r.firstWrong.message).toMatch(/octile/);
  });

  test('an h that overestimates is named as such, against exact distances', () => {
    const open = Array.from({ length: 5 }, () => Array(8).fill(0));
    const g2 = pl.Grid.fromMatrix(open);
    const trace = 'start 0 0\ngoal 7 0\nexpand 0 0 g=0 h=9\n';
    const r = pl.checkTrace(g2, { algorithm: 'astar', diagonalMovement: 'never' }, trace);
    expect(r.firstWrong).toMatchObject({ event: 2, step: 1, finding: 'overestimate' });
    expect(r.firstWrong.message).toMatch(/costs only 7/);
    g2.delete();
  });

  test('a truncated trace is incomplete', () => {
    const run = bestFirst(rows, start, goal, { rule: base.diagonalMovement, h: octile, random });
    const text = lines(run.events);
    const cut = text.slice(0, Math.floor(text.length / 2));
    const kept = cut.split('\n');
    kept.pop(); // a half-written last line is a file cut short, not a line to read
    const r = pl.checkTrace(grid, { ...base, algorithm: 'astar' }, kept.join('\n'));
    expect(r.verdict).toBe('incomplete');
    expect(r.firstWrong.finding).toBe('truncated');
    expect(r.firstWrong.event).toBe(kept.length - 1);
  });

  test('re-expanding a closed cell, an expansion nothing reached, and a wall', () => {
    const open = Array.from({ length: 4 }, () => [0, 0, 0, 1, 0]);
    const g2 = pl.Grid.fromMatrix(open);
    const o = { start: [0, 0], goal: [2, 3], algorithm: 'bfs', diagonalMovement: 'never' };
    expect(pl.checkTrace(g2, o, 'expand 0 0\nexpand 1 0\nexpand 0 0\n').firstWrong).toMatchObject({ event: 2, step: 3, finding: 'reexpanded' });
    expect(pl.checkTrace(g2, o, 'expand 0 0\nexpand 2 2\n').firstWrong).toMatchObject({ event: 1, step: 2, finding: 'not-generated' });
    expect(pl.checkTrace(g2, o, 'expand 0 0\nexpand 3 0\n').firstWrong).toMatchObject({ event: 1, finding: 'wall' });
    expect(pl.checkTrace(g2, o, 'expand 0 0\nexpand 9 0\n').firstWrong).toMatchObject({ event: 1, finding: 'off-map' });
    expect(pl.checkTrace(g2, o, 'expand 0 0 g=nan\n').firstWrong).toMatchObject({ event: 0, finding: 'wrong-g' });
    expect(pl.checkTrace(g2, o, 'expand 0 0 g=nan\n').firstWrong.message).toMatch(/NaN/);
    g2.delete();
  });

  test('a path the parents do not give, and a path that is not the shortest', () => {
    const open = Array.from({ length: 3 }, () => Array(4).fill(0));
    const g2 = pl.Grid.fromMatrix(open);
    const o = { start: [0, 0], goal: [3, 0], algorithm: 'astar', diagonalMovement: 'never' };
    const own = pl.formatTrace(pl.posthocTrace(g2, o), 'line');
    expect(pl.checkTrace(g2, o, own).verdict).toBe('correct');
    const wrongPath = own.replace(/^path .*$/m, 'path 0 0 0 1 1 1 2 1 3 1 3 0');
    expect(pl.checkTrace(g2, o, wrongPath).firstWrong.finding).toBe('path-not-by-parents');
    g2.delete();
  });
});

describe('Pathlab\'s runs as Posthoc traces', () => {
  test('every checkable algorithm round-trips through YAML, JSON and the line format as correct', () => {
    const random = seededRandom(3);
    for (let trial = 0; trial < 8; trial++) {
      const rows = randomMap(random, 16, 12, { terrain: trial % 2 === 0 });
      const grid = pl.Grid.fromMatrix(rows);
      const [start, goal] = freeCells(rows, random, 2);
      const rule = RULES[trial % 4];
      for (const algorithm of ['astar', 'dijkstra', 'bfs', 'dfs', 'greedy', 'weighted-astar']) {
        const options = { start, goal, algorithm, diagonalMovement: rule };
        const trace = pl.posthocTrace(grid, options);
        expect(trace.events.filter((e) => e.type === 'expanding').length).toBe(pl.findPath(grid, options).expanded);
        for (const format of ['yaml', 'json', 'line']) {
          const text = pl.formatTrace(trace, format);
          const read = pl.readTrace(text);
          expect(read.start).toEqual(start);
          expect(read.goal).toEqual(goal);
          const r = pl.checkTrace(grid, {}, text); // start, goal and options from the file
          expect(r.verdict, `${algorithm} ${rule} ${format}: ${r.firstWrong?.message}`).toBe('correct');
          expect(r.fromTrace.start && r.fromTrace.goal).toBe(true);
          expect(r.fromTrace.options).toContain('algorithm');
        }
      }
      grid.delete();
    }
  });

  test('the YAML holds Posthoc\'s event fields', () => {
    const grid = pl.Grid.fromMatrix([[0, 0, 0], [0, 1, 0], [0, 0, 0]]);
    const trace = pl.posthocTrace(grid, { start: [0, 0], goal: [2, 2] });
    const yaml = pl.formatTrace(trace, 'yaml');
    expect(yaml).toMatch(/^version: /m);
    expect(yaml).toMatch(/type: expanding/);
    expect(yaml).toMatch(/pId: \d+/);
    expect(trace.events[0]).toEqual({ type: 'source', id: 0, x: 0, y: 0 });
    expect(trace.events.at(-1)).toMatchObject({ type: 'end', x: 2, y: 2 });
    grid.delete();
  });
});

describe('bad input gets a clear message and loses nothing', () => {
  let grid;
  beforeAll(() => { grid = pl.Grid.fromMatrix([[0, 0, 0, 0], [0, 1, 1, 0], [0, 0, 0, 0]]); });
  afterAll(() => grid.delete());
  const options = { start: [0, 0], goal: [3, 2], algorithm: 'astar' };

  const unreadable = (trace, pattern) => {
    const r = pl.checkTrace(grid, options, trace);
    expect(r.verdict).toBe('unreadable');
    expect(r.firstWrong.message).toMatch(pattern);
    expect(pl.findPath(grid, options).status).toBe('found'); // the instance stays usable
  };

  test('a YAML alias bomb', () => {
    const bomb = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
    for (let i = 0; i < 9; i++) bomb.push(`${String.fromCharCode(98 + i)}: &${String.fromCharCode(98 + i)} [*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)},*${String.fromCharCode(97 + i)}]`);
    bomb.push('events: *j');
    unreadable(bomb.join('\n'), /alias/i);
  });

  test('deep nesting in JSON and YAML', () => {
    unreadable(`{"events": ${'['.repeat(100000)}${']'.repeat(100000)}}`, /nested too deeply/);
    unreadable(`events:\n${Array.from({ length: 200 }, (_, i) => `${'  '.repeat(i + 1)}- `).join('\n')}x\n`, /nested too deeply|not valid YAML/);
  });

  test('huge, empty, truncated and garbled files', () => {
    unreadable('x'.repeat(TRACE_LIMITS.textChars + 1), /MiB/);
    unreadable(`events:\n${'  - {type: expanding, x: 0, y: 0}\n'.repeat(TRACE_LIMITS.yamlChars / 30)}`, /YAML is read up to/);
    unreadable('', /empty/);
    unreadable('{"events": [{"type": "expanding", "x": 0', /not valid JSON/);
    unreadable('expand 0 0\nexplode 1 1\n', /line 2: unknown word "explode"/);
    unreadable('expand one 0\n', /line 1: x must be a whole number/);
    unreadable('expand 0 0 g=abc\n', /line 1: g must be a number/);
    unreadable({ events: 'no' }, /events list/);
    unreadable('\u0000\u0001\u0002', /the file is not text/);
  });

  test('a trace made on another map: cells off the map are wrong where they appear, as a wall is', () => {
    const r = pl.checkTrace(grid, {}, 'start 40 2\ngoal 3 2\nexpand 40 2\n');
    expect(r.verdict).toBe('diverged');
    expect(r.firstWrong).toMatchObject({ finding: 'off-map', step: 0, event: 0 });
    expect(r.firstWrong.message).toMatch(/off the 4 × 3 map.*another map/);
    // The same trace with the start given by the caller: the same verdict, at the same event.
    const given = pl.checkTrace(grid, { start: [0, 0] }, 'start 40 2\ngoal 3 2\nexpand 40 2\n');
    expect(given).toMatchObject({ verdict: 'diverged', firstWrong: { finding: 'wrong-start', step: 0, event: 0 } });
    // A negative coordinate (a neighbour past the map's left edge) is read, and wrong at its step.
    const left = pl.checkTrace(grid, options, 'expand 0 0 g=0\ngenerate -1 0 g=1 parent=0,0\n');
    expect(left).toMatchObject({ verdict: 'diverged', firstWrong: { finding: 'off-map', step: 1, event: 1 } });
    const wall = pl.checkTrace(grid, options, 'expand 0 0\nexpand 1 1\n');
    expect(wall.firstWrong).toMatchObject({ finding: 'wall', event: 1 });
  });

  test('bad options throw with a code; the instance stays usable', () => {
    expect(() => pl.checkTrace(grid, { ...options, algorithm: 'jps' }, 'expand 0 0')).toThrow(expect.objectContaining({ code: 'unsupported-combination' }));
    expect(() => pl.checkTrace(grid, { ...options, tieRule: 'sometimes' }, 'expand 0 0')).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.checkTrace(grid, { ...options, heuristic: 'landmarks' }, 'expand 0 0')).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.checkTrace(grid, { goal: [3, 2] }, 'expand 0 0')).toThrow(expect.objectContaining({ code: 'bad-option' }));
    expect(() => pl.readTrace(42)).toThrow(expect.objectContaining({ code: 'bad-trace' }));
    expect(pl.findPath(grid, options).status).toBe('found');
  });
});
