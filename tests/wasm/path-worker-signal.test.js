// Many path worker requests sharing one AbortSignal (a game's usual "answers for the old map are no
// longer wanted" controller): no MaxListenersExceededWarning from Node, every request still
// pending rejects with AbortError when it fires, finished ones keep their answers, and the signal
// holds no listener once its requests are settled.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { createPathWorker, loadPathlab } from 'pathlab';

let pl, pf;
beforeAll(async () => {
  pl = await loadPathlab();
  pf = await createPathWorker();
});
afterAll(() => pf?.terminate());

test('more than ten requests share one AbortSignal without a leak warning', async () => {
  const grid = new pl.Grid(300, 300);
  await pf.setGrid(grid);
  const warnings = [];
  const onWarning = (w) => warnings.push(w);
  process.on('warning', onWarning);
  try {
    const controller = new AbortController();
    const settled = [];
    for (let i = 0; i < 40; i++) {
      settled.push(pf.findPath([0, 0], [299, i], {}, { signal: controller.signal }).then(
        (r) => ({ ok: true, cost: r.cost }), (e) => ({ ok: false, name: e.name })));
    }
    const first = await settled[0];
    controller.abort();
    const all = await Promise.all(settled);
    await new Promise((resolve) => setTimeout(resolve, 50)); // Node emits warnings on a later tick
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
    expect(first).toEqual({ ok: true, cost: 299 });
    const aborted = all.filter((r) => !r.ok);
    expect(aborted.length).toBeGreaterThan(0);
    expect(aborted.every((r) => r.name === 'AbortError')).toBe(true);
    for (const [i, r] of all.entries()) if (r.ok) expect(r.cost).toBeCloseTo(299 + (Math.SQRT2 - 1) * i, 9);
    // Requests settled before the signal fired let go of it: a second batch on a fresh signal
    // finishes normally, and the worker stays usable.
    const again = new AbortController();
    const results = await Promise.all(Array.from({ length: 15 }, (_, i) =>
      pf.findPath([0, 0], [i, 0], {}, { signal: again.signal })));
    expect(results.map((r) => r.cost)).toEqual(Array.from({ length: 15 }, (_, i) => i));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(warnings.filter((w) => w.name === 'MaxListenersExceededWarning')).toEqual([]);
  } finally {
    process.off('warning', onWarning);
    grid.delete();
  }
});
