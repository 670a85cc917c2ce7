// Theta* on the page: chosen from the algorithm menu, drawn as straight legs
// (pixels on the middle of a long leg are the path's colour), named in words,
// with the leg count in the stats; also on a phone. Screenshots in tests/artifacts/.
import { beforeAll, describe, expect, test } from 'vitest';
import { openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/', { sources: true }); // reads modules' state in the page: import('/src/…')
let page, session;
beforeAll(() => ({ page, session } = suite));

// The canvas pixel at the middle of the segment between the centres of cells a and b.
const pixelBetween = (a, b) => page.evaluate(([[ax, ay], [bx, by]]) => {
  const { renderer } = window.pathlab.app;
  const [sx, sy] = renderer.cellToScreen((ax + bx) / 2 + 0.5, (ay + by) / 2 + 0.5);
  const scale = renderer.canvas.width / renderer.canvas.getBoundingClientRect().width;
  return [...renderer.canvas.getContext('2d').getImageData(Math.round(sx * scale), Math.round(sy * scale), 1, 1).data];
}, [a, b]);
// As text: Vitest would rewrite an import() written in a function body.
const pathColour = () => page.evaluate("import('/src/render/palette.js').then((m) => m.CSS.path)");

describe('Theta* on the page', () => {
  test('the menu names it in words and the path is drawn as straight legs', async () => {
    const label = await page.$eval('#option-algorithm option[value="theta-star"]', (o) => o.textContent);
    expect(label).toBe('Theta*');
    expect(await page.$eval('#option-algorithm option[value="dfs"]', (o) => o.textContent)).toBe('Depth-first search');
    await page.selectOption('#option-algorithm', 'theta-star');
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
    const result = await page.evaluate(() => window.pathlab.app.result);
    expect(result.status).toBe('found');
    const legs = result.path.slice(1).map((p, i) => [result.path[i], p]);
    const [a, b] = legs.reduce((best, leg) => (Math.hypot(leg[1][0] - leg[0][0], leg[1][1] - leg[0][1])
      > Math.hypot(best[1][0] - best[0][0], best[1][1] - best[0][1]) ? leg : best));
    expect(Math.hypot(b[0] - a[0], b[1] - a[1])).toBeGreaterThan(3); // a leg spanning several cells
    const [r, g, bl] = await pixelBetween(a, b);
    const colour = await pathColour();
    expect(colour).toMatch(/^#[0-9a-f]{6}$/i);
    const want = [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));
    expect(Math.abs(r - want[0]) + Math.abs(g - want[1]) + Math.abs(bl - want[2])).toBeLessThan(60);
    const stats = await page.$eval('#stats', (dl) => dl.textContent);
    expect(stats).toContain(`${result.path.length - 1} straight legs`);
    expect(await page.$eval('#option-algorithm-help', (p) => p.textContent)).toContain('Nash, Daniel, Koenig and Felner');
    await screenshot(page, 'page-theta-star');
    expect(session.errors).toEqual([]);
  });

  test('string pulling is an option with its explanation, and a share link carries it', async () => {
    await page.selectOption('#option-algorithm', 'astar');
    await page.selectOption('#option-pathSmoothing', 'string-pulling');
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished' && window.pathlab.app.result);
    const result = await page.evaluate(() => window.pathlab.app.result);
    expect(result.path.length).toBeLessThan(10);
    expect(await page.$eval('#option-pathSmoothing-help', (p) => p.textContent)).toContain('pulled tight');
    const state = await page.evaluate(() => window.pathlab.app.getState());
    expect(state.options.pathSmoothing).toBe('string-pulling');
    await screenshot(page, 'page-string-pulling');
    expect(session.errors).toEqual([]);
  });
});

describe('on a phone', () => {
  test('Lazy Theta* runs and draws its legs', async () => {
    const phone = await openInContext(suite.browser, suite.origin, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await phone.page.selectOption('#option-algorithm', 'lazy-theta-star');
      await phone.page.tap('#end');
      await phone.page.waitForFunction(() => window.pathlab.state().mode === 'finished');
      const result = await phone.page.evaluate(() => window.pathlab.app.result);
      expect(result.status).toBe('found');
      expect(result.path.length).toBeLessThan(8);
      await phone.page.locator('#board').scrollIntoViewIfNeeded();
      await screenshot(phone.page, 'page-lazy-theta-star-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
