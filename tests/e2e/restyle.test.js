// A step of playback changes a few texts (the step counter, the stats, the
// teaching panels); the browser should restyle those elements, not the whole
// page. A :has() rule on the body whose argument reached into its descendants
// made every text change anywhere restyle all ~700 elements, in every frame of
// playback (a 4096 x 4096 map's Compare boards then took 50-60 ms a frame).
// Read from Chromium's trace: each style recalculation (UpdateLayoutTree)
// records how many elements it restyled.
import { describe, expect, test } from 'vitest';
import { openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();

// The element counts of the style recalculations while `act` runs, and how many elements the page has.
async function restyled(page, act) {
  await suite.browser.startTracing(page, { categories: ['devtools.timeline'] });
  await act();
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  const trace = JSON.parse((await suite.browser.stopTracing()).toString());
  const counts = trace.traceEvents.filter((e) => e.name === 'UpdateLayoutTree' && e.args?.elementCount !== undefined)
    .map((e) => e.args.elementCount);
  return { counts, elements: await page.evaluate(() => document.querySelectorAll('*').length) };
}

// Steps through the search with the step-forward key, as a person does, with the teaching panels open.
async function stepThrough(page) {
  for (let i = 0; i < 12; i++) {
    await page.keyboard.press('ArrowRight');
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(resolve)));
  }
}

describe('a step restyles what it changed, not the page', () => {
  test.each(['grid', 'compare'])('the playground in its %s mode, with the teaching panels shown', async (mode) => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      await page.click(`#mode-card label:has(input[value="${mode}"])`);
      if (mode === 'compare') await page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
      await page.click('body', { position: { x: 5, y: 5 } }); // focus the page, not a control: arrows step
      const { counts, elements } = await restyled(page, () => stepThrough(page));
      console.log('[restyle]', mode, elements, JSON.stringify(counts));
      expect(elements).toBeGreaterThan(300);
      expect(counts.length).toBeGreaterThan(0); // the steps did restyle something
      expect(Math.max(...counts)).toBeLessThan(elements / 4);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  test('compare mode in the embed, whose bar drives the boards', async () => {
    const playground = await openInContext(suite.browser, `${suite.origin}/`);
    await playground.page.click('#mode-card label:has(input[value="compare"])');
    await playground.page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
    const link = await playground.page.evaluate(() => window.pathlab.shareUrl());
    await playground.close();
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/embed.html${link.slice(link.indexOf('#'))}`,
      { viewport: { width: 640, height: 480 }, waitFor: 'html[data-ready="true"]' });
    try {
      await page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
      const { counts, elements } = await restyled(page, () => page.click('#back'));
      console.log('[restyle] embed', elements, JSON.stringify(counts));
      expect(counts.length).toBeGreaterThan(0);
      expect(Math.max(...counts)).toBeLessThan(elements / 4);
      // The bar's Play is the only one shown: the compare row's own controls stay hidden.
      expect(await page.$$eval('button', (buttons) => buttons.filter((b) => /Play|Pause|Replay/.test(b.textContent)
        && b.getClientRects().length > 0).length)).toBe(1);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
