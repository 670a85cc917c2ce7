// Synthetic search traces for the replay's tests (tests/unit/model-replay.test.js) and its benchmark
// (web/tools/bench-replay.mjs): any length, any map size, in the trace format of web/src/lib/searches.js.
import { seededRandom } from '../src/model/generators.js';

// A trace with every awkward case: cells expanded again (reopening), improves on
// closed cells, backward-flagged events, and path events at the end. Replay does
// not check search semantics, so random events test it as well as real ones.
export function syntheticTrace(cellCount, events, seed) {
  const random = seededRandom(seed);
  const kinds = new Uint8Array(events);
  const cells = new Uint32Array(events);
  const parents = new Uint32Array(events);
  const g = new Float64Array(events);
  const h = new Float64Array(events);
  const pathLength = Math.min(50, events >> 2);
  for (let i = 0; i < events; i++) {
    const r = random();
    const kind = i >= events - pathLength ? 3 : i === 0 ? 0 : r < 0.28 ? 2 : r < 0.85 ? 0 : 1;
    kinds[i] = kind | (kind !== 3 && random() < 0.1 ? 0x80 : 0);
    cells[i] = Math.floor(random() * cellCount);
    parents[i] = random() < 0.05 ? 0xffffffff : Math.floor(random() * cellCount);
    g[i] = Math.floor(random() * 1e6) / 64;
    h[i] = Math.floor(random() * 1e6) / 64;
  }
  return { kinds, cells, parents, g, h, length: events };
}
