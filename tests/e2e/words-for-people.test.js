// People's words, not ours: no source-article numbers anywhere in the page's
// text (every mode's card included), algorithm names (A*, Weighted A*) in every list,
// the embed's too, and the jump point search refusal names A*, not `astar`.
import { describe, expect, test } from 'vitest';
import { drag, openInContext, screenshot, useServedBrowser, selectMode } from './support.js';
import { ALGORITHMS } from '../../web/src/lib/options.js';

const served = useServedBrowser();

const INTERNAL = /\bseeds? ?0\d\d\b|\b(?:astar|weighted-astar|bidirectional-dijkstra|bidirectional-astar)\b/i;
// Everything a person reads: the visible text, titles, and the labels of every list's entries.
const wordsOf = (page) => page.evaluate(() => [
  document.body.innerText,
  ...[...document.querySelectorAll('[title]')].map((e) => e.title),
  ...[...document.querySelectorAll('option')].map((o) => o.textContent),
  ...[...document.querySelectorAll('[aria-label]')].map((e) => e.getAttribute('aria-label')),
].join('\n'));

describe('words on the page', () => {
  test('no source numbers or option identifiers in any mode', async () => {
    const { page, close, errors } = await openInContext(served.browser, `${served.origin}/`);
    for (const mode of ['grid', 'chase', 'flee', 'waypoints', 'compare']) {
      await selectMode(page, mode);
      const words = await wordsOf(page);
      expect([mode, words.match(INTERNAL)?.[0] ?? null]).toEqual([mode, null]);
    }
    await page.click('#mode-card label:has(input[value="chase"])');
    expect(await page.textContent('#chase-preset')).toMatch(/^Game preset: Weighted A\* 1\.75, cap 8,000$/);
    await screenshot(page, 'words-chase');
    expect(errors).toEqual([]);
    await close();
  });

  test('the embed lists algorithms by name', async () => {
    const { page, close } = await openInContext(served.browser, `${served.origin}/embed.html`, { viewport: { width: 640, height: 420 }, waitFor: 'html[data-ready="true"]' });
    const labels = await page.$$eval('#algorithm option', (options) => options.map((o) => o.textContent));
    expect(labels).toHaveLength(ALGORITHMS.length);
    expect(labels).toContain('A*');
    expect(labels).toContain('Weighted A*');
    expect(labels).toContain('Bidirectional Dijkstra');
    expect(labels.join('\n')).not.toMatch(INTERNAL);
    await page.selectOption('#algorithm', { label: 'Weighted A*' });
    expect(await page.evaluate(() => window.pathlab.app.options.algorithm)).toBe('weighted-astar');
    await screenshot(page, 'words-embed');
    await close();
  });

  test('the JPS+ refusal names A*', async () => {
    const { page, close } = await openInContext(served.browser, `${served.origin}/`);
    await page.selectOption('#terrain-cost', '6'); // also selects the terrain tool
    await drag(page, [2, 1], [5, 1]);
    await page.selectOption('#option-algorithm', 'jps-plus');
    await page.click('#end');
    await page.waitForSelector('#error:not([hidden])');
    const message = await page.textContent('#error .alert-text');
    expect(message).toMatch(/^JPS\+ needs terrain cost 1 everywhere, .*; use JPS on maps with terrain\.$/);
    expect(message).not.toMatch(/\bastar\b|\bjps\b|jps-plus/);
    await close();
  });
});
