// Every algorithm of the core's table teaches what the core does: at random steps of random
// maps (with terrain where the algorithm allows it), the first entry of the frontier view is
// the cell the library's own trace expands next, its entries are exactly the trace's waiting
// set, and the step's sentence quotes the f that the view showed for the expanded cell.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, loadPathlab, TRACE_KINDS } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { BOTH } from '../../web/src/model/open-list.js';
import { frontierTracker } from '../../web/src/model/frontier.js';
import { pseudocodeFor } from '../../web/src/model/pseudocode.js';
import { formatNumber, StepExplainer } from '../../web/src/model/explain.js';
import { freeCell, random, randomMatrix, searchTrace } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const WIDTH = 24, HEIGHT = 16;


// The waiting set after `end` events, from the event definitions: opened or improved, not expanded since
// (per side for two frontiers; D* Lite's one list holds its backward events).
function waitingFromEvents(trace, end, sided) {
  const waiting = new Set();
  for (let i = 0; i < end; i++) {
    const side = sided && trace.kinds[i] & 0x80 ? 1 : 0;
    const kind = trace.kinds[i] & 0x7f;
    const id = `${side}:${trace.cells[i]}`;
    if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve) waiting.add(id);
    else if (kind === TRACE_KINDS.expand) waiting.delete(id);
  }
  return waiting;
}

// IDA*'s waiting children after `end` events: each open event of the current pass adds one, each visit takes one.
function childrenWaiting(trace, end) {
  let count = 0;
  for (let i = 0; i < end; i++) {
    const kind = trace.kinds[i];
    if (kind === TRACE_KINDS.open && trace.parents[i] === 0xffffffff) count = 1;
    else if (kind === TRACE_KINDS.open) count++;
    else if (kind === TRACE_KINDS.expand) count--;
  }
  return count;
}

function steps(rand, total) {
  const out = [0, 1, 2, total - 1, total];
  for (let i = 0; i < 25; i++) out.push(Math.floor(rand() * (total + 1)));
  for (let k = Math.floor(total / 2); k < Math.min(total, Math.floor(total / 2) + 10); k++) out.push(k);
  for (let k = Math.floor(total / 3) + 10; k > Math.floor(total / 3); k--) out.push(k);
  return out.filter((k) => k >= 0 && k <= total);
}

describe('every algorithm: the frontier view and the sentence agree with the core', () => {
  test.each(ALGORITHM_INFO.map((a) => [a.id, a]))('%s', (id, info) => {
    let checked = 0, quoted = 0;
    for (let seed = 1; seed <= 6; seed++) {
      const rand = random(seed * 101 + id.length);
      const matrix = randomMatrix(rand, WIDTH, HEIGHT, info.terrain && seed % 2 === 0);
      const options = { start: freeCell(rand, matrix), goal: freeCell(rand, matrix), algorithm: id,
        diagonalMovement: info.diagonalRules[seed % info.diagonalRules.length] };
      if (info.family === 'iterative-deepening') options.maxExpansions = 4000;
      const { trace, result } = searchTrace(pl, matrix, options);
      expect(trace.frontier.kind).toBe(info.frontier);
      const cells = WIDTH * HEIGHT;
      const replay = new TraceReplay(trace, cells, indexTrace(trace, cells));
      const tracker = frontierTracker(replay);
      const explainer = new StepExplainer({ replay, openList: tracker, options, code: pseudocodeFor(options), result, width: WIDTH,
        describeCell: (c) => `(${c % WIDTH}, ${Math.floor(c / WIDTH)})` });
      const both = tracker.sides.length === 2;
      for (const k of steps(rand, replay.totalSteps)) {
        replay.seek(k);
        tracker.sync();
        const entries = tracker.entries(both ? BOTH : 0);
        if (info.frontier === 'deepening-path') {
          expect(entries.length, `${id} step ${k}`).toBe(childrenWaiting(trace, replay.applied));
        } else {
          expect(new Set(entries.map((e) => `${e.side}:${e.cell}`)), `${id} step ${k}`).toEqual(waitingFromEvents(trace, replay.applied, both));
        }
        if (k >= replay.totalSteps) continue;
        const next = replay.expandAt[k];
        expect(tracker.first(), `${id} step ${k}: the next expansion`).toBe(trace.cells[next]);
        expect(entries[0].cell).toBe(trace.cells[next]);
        checked++;
        // The next step's sentence quotes the f the view shows for the cell it expands.
        const f = formatNumber(entries[0].f);
        replay.seek(k + 1);
        tracker.sync();
        const { text } = explainer.explainStep();
        expect(text, `${id} step ${k + 1}`).toContain(f);
        quoted++;
      }
    }
    expect(checked).toBeGreaterThan(60);
    expect(quoted).toBe(checked);
  });
});
