// Simulate by hand says its rules: the card names the movement rule and A*'s
// heuristic that its small maps are searched with, a marked diagonal cell is told why it is not a
// neighbour, and the counts agree in number ("1 mistake in 1 move"). Real mouse clicks and taps on
// the small map's buttons; screenshots tests/artifacts/learn-hand-rules-*.png.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();
const handState = (page) => page.evaluate(() => window.pathlab.app.learn.hand.state());

async function pressHand(page, [x, y], tap = false) {
  const button = page.locator(`.hand-grid button[data-x="${x}"][data-y="${y}"]`);
  await button.scrollIntoViewIfNeeded();
  const box = await button.boundingBox();
  if (tap) await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  else await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

describe('Simulate by hand states its rules', () => {
  it('on the card and in "not a neighbour", with counts in agreement (desktop, mouse)', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    await page.getByRole('button', { name: 'Simulate by hand' }).click();
    await expect.poll(async () => (await handState(page))?.algorithm, { timeout: 20_000 }).toBe('astar');
    const card = page.locator('#learn');
    // The rules, on the card: 4-way moves, and A*'s Manhattan distance.
    const rules = card.locator('p.hint', { hasText: '4-way' });
    await expect.poll(() => rules.count()).toBe(1);
    const ruleText = await rules.innerText();
    expect(ruleText).toMatch(/up, down, left and right/);
    expect(ruleText).toMatch(/no diagonal/);
    expect(ruleText).toMatch(/Manhattan distance/);
    expect(await rules.isVisible()).toBe(true);

    // A*: expand S at (1, 2), then mark its four neighbours and the diagonal (2, 1).
    await pressHand(page, [1, 2]);
    await expect.poll(async () => (await handState(page)).phase).toBe('neighbours');
    for (const cell of [[1, 1], [0, 2], [2, 2], [1, 3], [2, 1]]) await pressHand(page, cell);
    await page.getByRole('button', { name: 'Check neighbours' }).click();
    await expect.poll(async () => (await handState(page)).phase).toBe('expand');
    const { feedback } = await handState(page);
    expect(feedback).toMatch(/\(2, 1\) is not a neighbour of \(1, 2\): it is diagonal to it, and moves here are 4-way \(up, down, left and right; no diagonals\)\./);
    await page.screenshot({ path: `${ARTIFACTS}learn-hand-rules-desktop.png`, fullPage: true });
    // Its walls are hatched as the board's are, in the palette's line colour.
    const wallLook = await page.locator('.hand-cell.wall').first().evaluate((el) => ({
      image: getComputedStyle(el).backgroundImage, hatch: el.closest('[style]').style.getPropertyValue('--hand-wallHatch'),
    }));
    expect(wallLook.image).toMatch(/^repeating-linear-gradient\(135deg/);
    expect(wallLook.hatch).toMatch(/^#[0-9a-f]{6}$/);
    // The numbers on open and closed cells stand 4.5:1 from the cell (WCAG 1.4.3), computed here from what Chromium draws.
    for (const kind of ['open', 'closed']) {
      const { color, background } = await page.locator(`.hand-cell.${kind}`).first().evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
      const luminance = (css) => {
        const [r, g, b] = css.match(/\d+/g).slice(0, 3).map((v) => Number(v) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      const [hi, lo] = [luminance(color), luminance(background)].sort((a, b) => b - a);
      expect((hi + 0.05) / (lo + 0.05), `${kind}: ${color} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }

    // Breadth-first search: one wrong first move. "1 mistake in 1 move", not "1 moves".
    await page.getByRole('combobox', { name: 'Search to run by hand' }).selectOption('bfs');
    await expect.poll(async () => (await handState(page))?.algorithm, { timeout: 20_000 }).toBe('bfs');
    expect(await rules.innerText()).not.toMatch(/Manhattan/); // breadth-first search uses no heuristic
    expect(await rules.innerText()).toMatch(/4-way/);
    await pressHand(page, [6, 5]);
    await expect.poll(async () => (await handState(page)).mistakes).toBe(1);
    const score = card.locator('.hand-actions .learn-score');
    expect(await score.innerText()).toMatch(/1 mistake in 1 move$/);
    await pressHand(page, [1, 2]);
    await expect.poll(async () => (await handState(page)).step).toBe(1);
    expect(await score.innerText()).toMatch(/1 mistake in 2 moves$/);
    expect(errors).toEqual([]);
    await close();
  });

  it('shows the rules on a phone, read without scrolling sideways (taps)', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.getByRole('button', { name: 'Simulate by hand' }).tap();
    await expect.poll(async () => (await handState(page))?.algorithm, { timeout: 20_000 }).toBe('astar');
    const rules = page.locator('#learn p.hint', { hasText: '4-way' });
    await rules.scrollIntoViewIfNeeded();
    const box = await rules.boundingBox();
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    await pressHand(page, [1, 2], true);
    await expect.poll(async () => (await handState(page)).phase).toBe('neighbours');
    await pressHand(page, [0, 1], true);
    await page.getByRole('button', { name: 'Check neighbours' }).tap();
    await expect.poll(async () => (await handState(page)).phase).toBe('expand');
    expect((await handState(page)).feedback).toMatch(/\(0, 1\) is not a neighbour of \(1, 2\): it is diagonal to it/);
    await rules.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}learn-hand-rules-phone.png` });
    expect(errors).toEqual([]);
    await close();
  });
});
