// The Playback (web/src/playback/playback.js) that steps every board on the page:
// several timelines stepped together, clamping, its events, and its clock driven
// by a hand-turned animation frame (no DOM).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { Playback, PLAY_CHANGED, STEP_CHANGED } from '../../web/src/playback/playback.js';

// A timeline as TraceReplay offers it: seek(k), step, totalSteps.
const timeline = (totalSteps) => ({ totalSteps, step: 0, seeks: [], seek(k) { this.step = k; this.seeks.push(k); } });

// The page's one frame loop keeps one frame pending once started: frameAt(now) runs it at `now` ms.
const frames = [];
beforeAll(() => { globalThis.requestAnimationFrame = (fn) => frames.push(fn); });
afterAll(() => { delete globalThis.requestAnimationFrame; });
const frameAt = (now) => frames.shift()(now);

describe('Playback', () => {
  test('steps several timelines together, each stopping at its own end', () => {
    const playback = new Playback();
    const [short, long] = [timeline(3), timeline(10)];
    playback.load([short, long]);
    expect(playback.totalSteps).toBe(10);
    playback.seek(7);
    expect([playback.step, short.step, long.step]).toEqual([7, 3, 7]);
    playback.seek(99);
    expect([playback.step, playback.atEnd]).toEqual([10, true]);
    playback.seek(-5);
    expect(playback.step).toBe(0);
    playback.seek(2.9);
    expect(playback.step).toBe(2);
  });

  test('says each step it shows and each play or pause', () => {
    const playback = new Playback();
    const heard = [];
    playback.addEventListener(STEP_CHANGED, ({ detail }) => heard.push(['step', detail.step, detail.totalSteps]));
    playback.addEventListener(PLAY_CHANGED, ({ detail }) => heard.push(['play', detail.playing]));
    playback.load(timeline(5), Infinity);
    playback.stepBack(2);
    playback.play();
    playback.pause();
    expect(heard).toEqual([['step', 5, 5], ['step', 3, 5], ['play', true], ['play', false]]);
  });

  test('plays `speed` steps a second from the first frame on, and stops at the end', () => {
    const playback = new Playback({ speed: 10 });
    playback.load(timeline(8));
    playback.play();
    frameAt(1000); // the first step shows at once
    expect(playback.step).toBe(1);
    frameAt(1100); // 0.1 s at 10 steps a second
    expect(playback.step).toBe(2);
    frameAt(1350); // 2.5 steps owed: 2 shown, half a step kept
    expect(playback.step).toBe(4);
    frameAt(5000); // a stalled tab: at most a quarter second's steps (2.5, plus the half kept)
    expect(playback.step).toBe(7);
    frameAt(6000);
    expect([playback.step, playback.playing]).toEqual([8, false]);
  });

  test('Play at the end starts over; stepping pauses; nothing to play without a timeline', () => {
    const playback = new Playback();
    playback.play();
    expect(playback.playing).toBe(false);
    playback.load(timeline(4), Infinity);
    playback.play();
    expect([playback.step, playback.playing]).toEqual([0, true]);
    playback.stepForward(2);
    expect([playback.step, playback.playing]).toEqual([2, false]);
    playback.togglePlay();
    expect(playback.playing).toBe(true);
    playback.runToEnd();
    expect([playback.step, playback.playing]).toEqual([4, false]);
    playback.setSpeed(0);
    expect(playback.speed).toBe(1);
  });
});

describe('Playback: long jumps spread over frames', () => {
  // A timeline that moves at most 10 steps per seekToward() call, as a big map's TraceReplay does per frame.
  const slow = (totalSteps) => ({
    totalSteps, step: 0, calls: 0,
    seek(k) { this.step = k; },
    seekToward(k, ms) {
      expect(ms).toBeGreaterThan(0);
      this.calls++;
      this.step += Math.max(-10, Math.min(10, k - this.step));
      return this.step === k;
    },
  });

  test('the asked step at once, the timeline over the next frames, a newer seek replacing the older', () => {
    const playback = new Playback();
    const big = slow(100);
    const small = timeline(100);
    playback.load([big, small]);
    const heard = [];
    playback.addEventListener(STEP_CHANGED, ({ detail }) => heard.push(detail.step));
    playback.seek(35);
    expect([playback.step, big.step, small.step, playback.seeking]).toEqual([35, 10, 35, true]);
    for (let now = 0; frames.length && playback.seeking; now += 16) frameAt(now);
    expect([big.step, playback.seeking]).toEqual([35, false]);
    expect(heard).toEqual([35, 35, 35, 35]); // the seek, then each frame on the way
    playback.seek(100);
    frameAt(1000);
    expect([playback.step, big.step]).toEqual([100, 55]);
    playback.seek(5); // replaces the jump to the end
    expect([playback.step, big.step]).toEqual([5, 45]);
    for (let now = 2000; playback.seeking; now += 16) frameAt(now);
    expect([big.step, playback.atEnd]).toEqual([5, false]);
    const calls = big.calls;
    frameAt(3000); // done: no more work per frame
    expect(big.calls).toBe(calls);
  });
});
