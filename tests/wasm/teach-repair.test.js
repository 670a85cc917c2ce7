// The teaching views tell the truth while a replanner repairs: after walls are drawn (and, for
// D* Lite, after the agent moved along its path), the trace of the repair alone starts with
// the queue it takes from, so at every step the frontier view's first entry is the cell the
// library's own trace expands next, its entries are exactly the trace's waiting set, and the
// step's sentence quotes the key the list showed.
import { beforeAll, describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, loadPathlab, TRACE_KINDS } from 'pathlab';
import { indexTrace, TraceReplay } from '../../web/src/model/replay.js';
import { frontierTracker } from '../../web/src/model/frontier.js';
import { pseudocodeFor } from '../../web/src/model/pseudocode.js';
import { formatNumber, StepExplainer } from '../../web/src/model/explain.js';
import { random } from './teach-support.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const WIDTH = 30, HEIGHT = 20;

// The waiting set after `end` events, from the event definitions: opened or improved, not expanded
// or left (consistent again) since.
function waitingFromEvents(trace, end) {
  const waiting = new Set();
  for (let i = 0; i < end; i++) {
    const kind = trace.kinds[i] & 0x7f;
    if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve) waiting.add(trace.cells[i]);
    else if (kind === TRACE_KINDS.expand || kind === TRACE_KINDS.leave) waiting.delete(trace.cells[i]);
  }
  return waiting;
}

const REPLANNERS = ALGORITHM_INFO.filter((a) => a.replans).map((a) => [a.id, a]);

describe('repairs: the frontier view agrees with the core at every step', () => {
  test.each(REPLANNERS)('%s', (id, info) => {
    let repairs = 0, checked = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const rand = random(seed * 31 + id.length);
      const grid = new pl.Grid(WIDTH, HEIGHT);
      for (let y = 0; y < HEIGHT; y++) for (let x = 0; x < WIDTH; x++) if (rand() < 0.15) grid.setWalkable(x, y, false);
      const goal = [WIDTH - 1, HEIGHT - 1];
      let start = [0, 0];
      grid.setWalkable(...start, true);
      grid.setWalkable(...goal, true);
      const replanner = pl.createReplanner(grid, { start, goal, algorithm: id, diagonalMovement: seed % 2 ? 'never' : 'only-when-no-obstacles' });
      let result = replanner.plan();
      for (let round = 0; round < 4 && result.status === 'found' && result.path.length > 4; round++) {
        // The agent walks two cells (where the algorithm repairs from a moving start), then walls
        // close two cells of the path ahead of it.
        if (info.movingStart) {
          start = result.path[2];
          replanner.setStart(...start);
        }
        const ahead = result.path.slice(info.movingStart ? 3 : 1, -1);
        for (let k = 0; k < 2 && ahead.length; k++) grid.setWalkable(...ahead[Math.floor(rand() * ahead.length)], false);
        result = replanner.plan();
        expect(result.repaired).toBe(true);
        repairs++;
        const trace = replanner.traceCopy();
        const cells = WIDTH * HEIGHT;
        const replay = new TraceReplay(trace, cells, indexTrace(trace, cells));
        const tracker = frontierTracker(replay);
        const options = { start, goal, algorithm: id };
        const explainer = new StepExplainer({ replay, openList: tracker, options, code: pseudocodeFor(options), result, width: WIDTH,
          describeCell: (c) => `(${c % WIDTH}, ${Math.floor(c / WIDTH)})` });
        for (let k = 0; k <= replay.totalSteps; k++) {
          replay.seek(k);
          tracker.sync();
          const entries = tracker.entries(0);
          expect(new Set(entries.map((e) => e.cell)), `${id} seed ${seed} round ${round} step ${k}`).toEqual(waitingFromEvents(trace, replay.applied));
          if (k === replay.totalSteps) continue;
          expect(tracker.first(), `${id} seed ${seed} round ${round} step ${k}: the next expansion`).toBe(trace.cells[replay.expandAt[k]]);
          // The next step's sentence quotes the key the list showed for the cell it expands.
          const [k1, k2] = entries[0].key;
          replay.seek(k + 1);
          tracker.sync();
          expect(explainer.explainStep().text, `${id} seed ${seed} round ${round} step ${k + 1}`).toContain(`key [${formatNumber(k1)}; ${formatNumber(k2)}]`);
          replay.seek(k);
          tracker.sync();
          checked++;
        }
      }
      replanner.delete();
      grid.delete();
    }
    expect(repairs).toBeGreaterThan(10);
    expect(checked).toBeGreaterThan(100);
  });
});
