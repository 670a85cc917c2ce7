// The teaching views for jump point search and JPS+ under every diagonal rule,
// against the library's own trace: the open list panel holds exactly the open
// set the events leave and names the cell expanded next, every micro-step is a
// scan the rule allows from the expanded jump point that ends in "no jump
// point" or in jump points reached by legal moves, and every event has a
// sentence and a pseudocode line about it.
import { beforeAll, describe, expect, test } from 'vitest';
import { DIAGONAL_RULES, loadPathlab, TIE_BREAKS, TRACE_KINDS } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { OpenListTracker } from '../../web/src/model/open-list.js';
import { pseudocodeFor } from '../../web/src/model/pseudocode.js';
import { StepExplainer } from '../../web/src/model/explain.js';
import { random, searchTrace } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const W = 48, H = 32;

// rows[y][x]: 1 a wall, 0 free; some rooms-and-corridors, some scattered walls.
function mapFor(seed) {
  const rand = random(seed);
  return Array.from({ length: H }, (_, y) => Array.from({ length: W }, (_, x) => {
    if (seed % 2 === 0 && (x % 12 === 0 || y % 10 === 0)) return rand() < 0.8 ? 1 : 0;
    return rand() < 0.22 ? 1 : 0;
  }));
}

function freeCell(rand, matrix) {
  for (;;) {
    const x = Math.floor(rand() * W), y = Math.floor(rand() * H);
    if (matrix[y][x] === 0) return [x, y];
  }
}

// One step by (dx, dy) from (x, y), straight from the rule's definition.
function legal(matrix, rule, x, y, dx, dy) {
  const free = (cx, cy) => cx >= 0 && cy >= 0 && cx < W && cy < H && matrix[cy][cx] === 0;
  if (!free(x + dx, y + dy)) return false;
  if (dx === 0 || dy === 0) return true;
  const a = free(x + dx, y), b = free(x, y + dy);
  return { never: false, always: true, 'if-at-most-one-obstacle': a || b, 'only-when-no-obstacles': a && b }[rule];
}

// Whether `to` is reached from `from` by legal steps: first along (dx, dy) (the
// scanned direction), then straight on (the straight run of a pruned JPS+ jump).
function reachedAlong(matrix, rule, from, to, dx, dy) {
  let x = from % W, y = Math.floor(from / W);
  const tx = to % W, ty = Math.floor(to / W);
  for (let guard = 0; guard < W + H; guard++) {
    if (x === tx && y === ty) return true;
    // Go on along (dx, dy) while that keeps the target ahead, else straight towards it.
    const aheadX = dx === 0 || Math.sign(tx - x) === dx, aheadY = dy === 0 || Math.sign(ty - y) === dy;
    let sx, sy;
    if (aheadX && aheadY && (dx === 0 || tx !== x) && (dy === 0 || ty !== y)) [sx, sy] = [dx, dy];
    else if (rule === 'never' || dx === 0 || dy === 0 || tx === x || ty === y) [sx, sy] = [Math.sign(tx - x), Math.sign(ty - y)];
    else return false;
    if ((sx !== 0 && sy !== 0 && rule === 'never') || !legal(matrix, rule, x, y, sx, sy)) return false;
    x += sx;
    y += sy;
  }
  return false;
}

// The open set after `end` events, from the event definitions.
function openSetFromEvents(trace, end) {
  const open = new Set();
  for (let i = 0; i < end; i++) {
    if (trace.kinds[i] === TRACE_KINDS.open || trace.kinds[i] === TRACE_KINDS.improve) open.add(trace.cells[i]);
    else if (trace.kinds[i] === TRACE_KINDS.expand) open.delete(trace.cells[i]);
  }
  return open;
}

const CASES = [];
for (const algorithm of ['jps', 'jps-plus']) {
  for (const diagonalMovement of DIAGONAL_RULES) CASES.push([algorithm, diagonalMovement]);
}

describe.each(CASES)('%s, diagonal moves %s', (algorithm, diagonalMovement) => {
  test('the open list panel follows the core at random steps, every tie-break', () => {
    let checked = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const rand = random(100 + seed);
      const matrix = mapFor(seed);
      for (const tieBreaking of TIE_BREAKS) {
        const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm, diagonalMovement, tieBreaking };
        const { trace, result } = searchTrace(pl, matrix, options);
        const replay = new TraceReplay(trace, W * H, indexTrace(trace, W * H));
        const tracker = new OpenListTracker(replay, options);
        const total = replay.totalSteps;
        const steps = [0, 1, 2, total, total - 1, ...Array.from({ length: 20 }, () => Math.floor(rand() * (total + 1)))];
        for (const k of steps.filter((s) => s >= 0 && s <= total)) {
          replay.seek(k);
          tracker.sync();
          expect(new Set(tracker.entries(0).map((e) => e.cell))).toEqual(openSetFromEvents(trace, replay.applied));
          if (k < total) {
            expect(tracker.first(), `step ${k}`).toBe(trace.cells[replay.expandAt[k]]);
            checked++;
          }
        }
        expect(result.expanded).toBe(total);
      }
    }
    expect(checked).toBeGreaterThan(50);
  });

  test('micro-steps: scans the rule allows, each ending in no jump point or in jump points reached by legal moves', () => {
    const directions = diagonalMovement === 'never' ? 4 : 8;
    let scans = 0, forced = 0, found = 0, goalInSight = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rand = random(200 + seed);
      const matrix = mapFor(seed);
      const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm, diagonalMovement, traceDetail: 'micro' };
      const { trace } = searchTrace(pl, matrix, options);
      let expanded = -1, first = true, startScans = 0, startSeesGoal = false, scan = null;
      for (let i = 0; i < trace.kinds.length; i++) {
        const kind = trace.kinds[i], cell = trace.cells[i];
        if (kind === TRACE_KINDS.expand) {
          if (expanded >= 0) first = false;
          expanded = cell;
          scan = null;
        } else if (kind === TRACE_KINDS.jumpScan) {
          expect(trace.parents[i]).toBe(expanded);
          const dx = (cell % W) - (expanded % W), dy = Math.floor(cell / W) - Math.floor(expanded / W);
          expect(Math.max(Math.abs(dx), Math.abs(dy)), `event ${i}`).toBe(1);
          if (diagonalMovement === 'never') expect(dx === 0 || dy === 0, `event ${i}: a diagonal scan under never`).toBe(true);
          if (trace.h[i] === 1) {
            forced++;
            // Under the Moving AI rule the diagonal beside a forced neighbour is scanned even when a
            // wall ahead blocks it (the scan then finds nothing); under the others a forced scan's first step is legal.
            if (diagonalMovement !== 'only-when-no-obstacles') expect(legal(matrix, diagonalMovement, expanded % W, Math.floor(expanded / W), dx, dy), `forced scan ${i}`).toBe(true);
          }
          if (first) startScans++;
          if (trace.h[i] === 2) {
            // The goal in sight: the scan's next event opens the goal (reached along this direction, then straight).
            goalInSight++;
            if (first) startSeesGoal = true;
            const goal = options.goal[1] * W + options.goal[0];
            expect(trace.kinds[i + 1], `event ${i + 1}`).toBe(TRACE_KINDS.open);
            expect(trace.cells[i + 1], `event ${i + 1}`).toBe(goal);
          }
          scan = { dx, dy };
          scans++;
        } else if (kind === TRACE_KINDS.jumpNone) {
          expect(scan, `event ${i}`).not.toBeNull();
          expect(cell).toBe(expanded + scan.dy * W + scan.dx);
        } else if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve || kind === TRACE_KINDS.skipClosed ||
                   kind === TRACE_KINDS.skipNotCheaper) {
          if (expanded < 0) continue; // the start's own open event
          expect(scan, `event ${i}`).not.toBeNull();
          expect(trace.parents[i]).toBe(expanded);
          expect(reachedAlong(matrix, diagonalMovement, expanded, cell, scan.dx, scan.dy),
            `event ${i}: (${cell % W}, ${Math.floor(cell / W)}) from (${expanded % W}, ${Math.floor(expanded / W)}) scanning (${scan.dx}, ${scan.dy})`).toBe(true);
          found++;
        } else if (kind === TRACE_KINDS.skipCorner) {
          throw new Error(`event ${i}: jump point search records no skipped corners`);
        }
      }
      const [sx, sy] = options.start;
      const onMap = [[0, -1], [1, 0], [0, 1], [-1, 0], [1, -1], [1, 1], [-1, 1], [-1, -1]].slice(0, directions)
        .filter(([dx, dy]) => sx + dx >= 0 && sy + dy >= 0 && sx + dx < W && sy + dy < H).length;
      if (startSeesGoal) expect(startScans, 'a start that sees the goal scans that way alone').toBe(1);
      else expect(startScans, 'the start scans every direction of the rule that stays on the map').toBe(onMap);
    }
    expect(scans).toBeGreaterThan(100);
    expect(found).toBeGreaterThan(20);
    // JPS+'s look-ups stop at the goal's row or column themselves, so on these maps it seldom needs the step.
    if (algorithm === 'jps') expect(goalInSight, 'searches that end by seeing the goal').toBeGreaterThan(0);
    if (diagonalMovement !== 'always') expect(forced).toBeGreaterThan(0);
  });

  test('every step and event has a sentence and a pseudocode line about it', () => {
    const matrix = mapFor(3);
    const rand = random(300);
    const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm, diagonalMovement, traceDetail: 'micro' };
    const { trace, result } = searchTrace(pl, matrix, options);
    const replay = new TraceReplay(trace, W * H, indexTrace(trace, W * H));
    const openList = new OpenListTracker(replay, options);
    const code = pseudocodeFor(options);
    const explainer = new StepExplainer({ replay, openList, options, code, result, width: W,
      describeCell: (c) => `(${c % W}, ${Math.floor(c / W)})` });
    const words = { jumpScan: /for each direction d/, jumpNone: /meets a wall or the map's edge first/, expand: /n ← .*lowest/,
      goalTest: /if n is the goal/ };
    for (let k = 1; k <= replay.totalSteps; k++) {
      replay.seek(k);
      openList.sync();
      const { text, line } = explainer.explainStep();
      expect(text).toMatch(/^Expanded jump point \(\d+, \d+\)/);
      expect(line >= 1 && line <= code.lines.length).toBe(true);
      const { from, to } = explainer.eventsOf(k);
      for (let i = from; i < to; i++) {
        const event = explainer.explainEvent(i);
        if (event.kind === 'path') break;
        expect(event.text.length, event.kind).toBeGreaterThan(10);
        if (words[event.kind]) expect(code.lines[event.line - 1], `${event.kind} at step ${k}`).toMatch(words[event.kind]);
        if (event.kind === 'jumpScan') {
          expect(event.text).toMatch(/^Scan (north|south|east|west|north-east|north-west|south-east|south-west) from/);
          if (diagonalMovement === 'never') expect(event.text).not.toMatch(/^Scan \w+-\w+ /);
          expect(event.text.includes('the goal is in sight'), event.text).toBe(trace.h[i] === 2);
        }
      }
    }
  });
});
