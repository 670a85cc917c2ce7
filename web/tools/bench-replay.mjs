// Timeline seeks in `npm run bench` (section 20): the page's replay of a search's trace
// (web/src/model/replay.js) on a synthetic trace of 16 million events over a 512 x 512 map (the
// trace cap's default: a long search's, with reopened cells and improves), as the replay's tests
// make them (web/tools/synthetic-trace.mjs). It measures indexing the trace, the first pass to the
// end (which takes the keyframes), random jumps, one and ten steps back from there, and a replay from
// step 0 without keyframes, which is what a jump cost before them (docs/architecture.md, "Timeline
// jumps"). Each figure is the median and the worst of its samples.
//   node web/tools/bench-replay.mjs   (this part alone; npm run bench -- --replay-only too)
import { fileURLToPath } from 'node:url';
import { seededRandom } from '../src/model/generators.js';
import { BYTES_PER_CELL, indexTrace, TraceReplay } from '../src/model/replay.js';
import { syntheticTrace } from './synthetic-trace.mjs';

const SIDE = 512;
const EVENTS = 16_000_000;
const JUMPS = 40;
const FROM_ZERO = 8;

/** Median and worst of a list of milliseconds. */
function spread(list) {
  const sorted = [...list].sort((a, b) => a - b);
  return { median: sorted[sorted.length >> 1], max: sorted.at(-1) };
}

/**
 * @returns {{side: number, events: number, steps: number, indexMs: number, firstPassMs: number, keyframes: number,
 *   keyframeEvery: number, keyframeMiB: number, jump: {median: number, max: number}, back1: {median: number, max: number},
 *   back10: {median: number, max: number}, fromZero: {median: number, max: number}}}
 */
export function measureReplay() {
  const cellCount = SIDE * SIDE;
  const trace = syntheticTrace(cellCount, EVENTS, 7);
  let began = performance.now();
  const index = indexTrace(trace, cellCount);
  const indexMs = performance.now() - began;
  const replay = new TraceReplay(trace, cellCount, index);
  const steps = replay.totalSteps;
  began = performance.now();
  replay.seek(steps);
  const firstPassMs = performance.now() - began;
  const random = seededRandom(3);
  const times = { jump: [], back1: [], back10: [], fromZero: [] };
  for (let i = 0; i < JUMPS; i++) {
    const k = Math.floor(random() * (steps + 1));
    began = performance.now();
    replay.seek(k);
    times.jump.push(performance.now() - began);
    for (const [name, n] of [['back1', 1], ['back10', 10]]) {
      began = performance.now();
      replay.seek(Math.max(replay.step - n, 0));
      times[name].push(performance.now() - began);
    }
    if (i < FROM_ZERO) {
      const fresh = new TraceReplay(trace, cellCount, index);
      fresh.keyframeEvery = Infinity;
      began = performance.now();
      fresh.seek(k);
      times.fromZero.push(performance.now() - began);
    }
  }
  if (replay.keyframes.length === 0) throw new Error('the replay took no keyframe: its jumps measured nothing');
  return {
    side: SIDE, events: EVENTS, steps, indexMs, firstPassMs,
    keyframes: replay.keyframes.length, keyframeEvery: replay.keyframeEvery, keyframeMiB: (replay.keyframes.length * cellCount * BYTES_PER_CELL) / 2 ** 20,
    jump: spread(times.jump), back1: spread(times.back1), back10: spread(times.back10), fromZero: spread(times.fromZero),
  };
}

/** The section's lines for people. */
export function formatReplay(r) {
  const ms = (x) => `${x.toFixed(x < 10 ? 2 : 0)} ms`;
  const pair = (s) => `median ${ms(s.median)}, worst ${ms(s.max)}`;
  return [
    `20. Timeline seeks: a synthetic trace of ${r.events.toLocaleString('en')} events, ${r.steps.toLocaleString('en')} steps, `
      + `over ${r.side} x ${r.side} cells`,
    `  index ${ms(r.indexMs)}; first pass to the end ${ms(r.firstPassMs)}, taking ${r.keyframes} keyframes every `
      + `${r.keyframeEvery.toLocaleString('en')} steps (${r.keyframeMiB.toFixed(0)} MiB)`,
    `  random jump: ${pair(r.jump)}; one step back: ${pair(r.back1)}; ten steps back: ${pair(r.back10)}`,
    `  replay from step 0 without keyframes (a jump before them): ${pair(r.fromZero)}`,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  console.log(formatReplay(measureReplay()));
}
