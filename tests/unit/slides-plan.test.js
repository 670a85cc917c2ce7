// What an animation export will make (web/src/export/plan.js): frames at the asked steps, sizes
// capped with a note, and a clear refusal, with a way out, for what cannot be made.
import { describe, expect, it } from 'vitest';
import { fileName, LAST_FRAME_HOLD_MS, MAX_BOARD_PX, MAX_FRAMES, planExport } from '../../web/src/export/plan.js';

const RUN = { totalSteps: 100, width: 40, height: 24, panelWidth: 420, panelHeight: 200, video: true };

describe('planExport', () => {
  it('shows every n-th step of the range and always its last, the whole run by default', () => {
    const plan = planExport({}, RUN);
    expect(plan.steps).toEqual(Array.from({ length: 101 }, (_, i) => i));
    expect(plan.format).toBe('gif');
    const every7 = planExport({ from: 10, to: 40, stepsPerFrame: 7 }, RUN);
    expect(every7.steps).toEqual([10, 17, 24, 31, 38, 40]);
    expect(planExport({ from: 5, to: 5 }, RUN).steps).toEqual([5]);
  });

  it('times the frames from fps and holds the last one', () => {
    const plan = planExport({ fps: 4 }, RUN);
    expect(plan.delayMs).toBe(250);
    expect(plan.lastDelayMs).toBe(LAST_FRAME_HOLD_MS);
  });

  it('sizes the board at the asked pixels per cell, the panels below it at their width', () => {
    const plan = planExport({ scale: 5, panels: true }, RUN);
    expect([plan.boardWidth, plan.boardHeight]).toEqual([200, 120]);
    expect([plan.width, plan.height]).toEqual([420, 320]);
    expect(plan.note).toBe('');
  });

  it('scales big maps down to the cap and says so', () => {
    const big = planExport({}, { ...RUN, width: 1024, height: 1024 });
    expect(big.boardWidth).toBe(MAX_BOARD_PX);
    expect(big.scale).toBeLessThan(1);
    expect(big.note).toMatch(/1024 × 1024 map is scaled down to 800 × 800 pixels/);
    const tooBig = planExport({ scale: 30 }, RUN);
    expect(tooBig.boardWidth).toBeLessThanOrEqual(MAX_BOARD_PX);
    expect(tooBig.note).toMatch(/would be over 800 pixels wide/);
  });

  it('refuses what cannot be made, saying why', () => {
    const refused = (request, run = RUN) => { try { planExport(request, run); } catch (error) { return error.message; } return null; };
    expect(refused({ from: 50, to: 20 })).toMatch(/runs backwards/);
    expect(refused({ to: 101 })).toMatch(/to is 101, outside 0 to 100/);
    expect(refused({ from: 1.5 })).toMatch(/from must be a whole number/);
    expect(refused({ format: 'png' })).toMatch(/format must be one of "gif", "webm"/);
    expect(refused({ format: 'webm' }, { ...RUN, video: false })).toMatch(/cannot record video/);
    expect(refused({ fps: 0 })).toMatch(/frames per second must be a number from 1 to 50/);
    expect(refused({ scale: -2 })).toMatch(/scale/);
    expect(refused({ panels: 'yes' })).toMatch(/panels must be true or false/);
    expect(refused(null)).toMatch(/must be an object/);
    const long = { ...RUN, totalSteps: 10_000, width: 10, height: 10 };
    const many = refused({}, long);
    expect(many).toMatch(new RegExp(`10,001 frames; an animation holds at most ${MAX_FRAMES.toLocaleString('en-US')}`));
    expect(many).toMatch(/at least 4 steps per frame/);
    const way = many.match(/at least (\d+) steps per frame/)[1];
    expect(planExport({ stepsPerFrame: Number(way) }, long).steps.length).toBeLessThanOrEqual(MAX_FRAMES);
    expect(refused({ scale: 32 }, { ...RUN, totalSteps: 2999, width: 25, height: 25 })).toMatch(/too much to encode here/);
  });

  it('names the file after the algorithm and the range', () => {
    expect(fileName(planExport({ from: 3, to: 40 }, RUN), 'astar')).toBe('pathlab-astar-steps-3-40.gif');
  });
});
