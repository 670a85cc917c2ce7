// A step of playback changes a few texts (the step counter, the stats, the
// teaching panels); the browser should restyle those elements, not the whole
// page. A :has() rule on the body whose argument reached into its descendants
// made every text change anywhere restyle all ~700 elements, in every frame of
// playback (a 4096 x 4096 map's Compare boards then missed frames).
// Read from Chromium's trace: each style recalculation (UpdateLayoutTree)
// records how many elements it restyled.
import { describe, expect, test } from 'vitest';
import { openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();

// The element counts of the style recalculations while `act` runs, how many elements the page has,
// and why styles were invalidated (Chromium's invalidation tracking: the reason and the node, with
// how often), for the failure message: a whole-page restyle once came only on a busy machine.
async function restyled(page, act) {
  await suite.browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline.invalidationTracking'] });
  await act();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const trace = JSON.parse((await suite.browser.stopTracing()).toString());
  const counts = trace.traceEvents.filter((e) => e.name === 'UpdateLayoutTree' && e.args?.elementCount !== undefined)
    .map((e) => e.args.elementCount);
  const why = {};
  for (const e of trace.traceEvents.filter((t) => /^Style.*InvalidationTracking$/.test(t.name))) {
    const d = e.args?.data ?? {};
    const key = `${d.reason ?? e.name}: ${d.nodeName ?? '?'}${d.invalidationSet ? ' (invalidation set)' : ''}`;
    why[key] = (why[key] ?? 0) + 1;
  }
  return { counts, why, elements: await page.evaluate(() => document.querySelectorAll('*').length) };
}

// Twelve presses of the step-forward key, as a person steps, a frame apart.
async function stepThrough(page) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

describe('a step restyles what it changed, not the page', () => {
  // Compare mode is where the old rule bit: it matched only once Compare's own playback row existed. (The
  // search mode restyles up to ~120 of ~540 elements a step, with or without that rule, so it cannot tell.)
  test('compare mode in the playground, stepped with the arrow keys', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      await page.click('#mode-card label:has(input[value="compare"])');
      await page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
      // Every board's search has come back: on a busy machine the boards can still be filling when the steps begin.
      await page.waitForFunction(() => {
        const boards = [...window.pathlab.app.teaching.boards].filter((b) => b.label);
        return boards.length === 3 && boards.every((b) => b.replay);
      }, null, { timeout: 20_000 });
      // And the page has stopped building: the same number of elements over ten frames (on a busy machine
      // panels were still being added as the steps began, and every addition restyled the whole page).
      await page.evaluate(() => new Promise((resolve) => {
        let last = -1, same = 0;
        const tick = () => {
          const n = document.querySelectorAll('*').length;
          same = n === last ? same + 1 : 0;
          last = n;
          if (same >= 10) resolve();
          else requestAnimationFrame(tick);
        };
        tick();
      }));
      await page.click('body', { position: { x: 5, y: 5 } }); // focus the page, not a control: arrows step
      await page.keyboard.press('Home'); // the comparison shows its end: back to the start, then step
      const { counts, why, elements } = await restyled(page, () => stepThrough(page));
      console.log('[restyle] compare', elements, JSON.stringify(counts));
      expect(elements).toBeGreaterThan(300);
      expect(counts.length).toBeGreaterThan(0); // the steps did restyle something
      // 733 of 733 with the old rule
      expect(Math.max(...counts), `invalidated: ${JSON.stringify(why)}`).toBeLessThan(elements / 4);
      expect(await page.textContent('#compare-counter')).toMatch(/^Step 12 /); // the arrows stepped the boards
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
