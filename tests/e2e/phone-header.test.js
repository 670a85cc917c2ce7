// The header on a 390 x 844 phone: every action of the header is reachable without
// scrolling sideways, behind a Menu button (taps, and the keyboard), and the board is within the first
// screen. On a desktop the actions stay in one row and there is no Menu button.
// Screenshots tests/artifacts/phone-header-*.png.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();
const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true };

// The header's actions, each with its box and whether it is shown.
const actions = (page) => page.$$eval('#top-actions > button', (buttons) => buttons.map((b) => {
  const r = b.getBoundingClientRect();
  return { name: b.textContent.trim(), left: r.left, right: r.right, top: r.top, bottom: r.bottom, shown: r.width > 0 && getComputedStyle(b).visibility !== 'hidden' };
}));

describe('the header on a phone', () => {
  it('puts every action within the screen behind Menu, and the board in the first screen', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, PHONE);
    const all = await actions(page);
    expect(all.map((a) => a.name)).toEqual(expect.arrayContaining(['Start here', 'Lessons', 'Make a lesson', 'New map', 'Copy link', 'Embed', 'Export animation', '? Help']));
    // Nothing scrolls sideways: neither the page nor the header's row.
    const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, actions: document.getElementById('top-actions').scrollWidth, shown: document.getElementById('top-actions').clientWidth }));
    expect(widths.page).toBeLessThanOrEqual(390);
    expect(widths.actions).toBeLessThanOrEqual(widths.shown + 1);
    // Closed: whatever shows of the header lies within the screen; the board is in the first screen.
    for (const action of all.filter((a) => a.shown)) expect(action.right, action.name).toBeLessThanOrEqual(390);
    const board = await page.locator('#board').boundingBox();
    expect(board.y).toBeGreaterThanOrEqual(0);
    expect(board.y + board.height).toBeLessThanOrEqual(844);
    await page.screenshot({ path: `${ARTIFACTS}phone-header-closed.png` });

    // Open: every action is on the screen, and a tap on one does it and closes the menu.
    const menu = page.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.tap();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    const open = await actions(page);
    for (const action of open) {
      expect(action.shown, action.name).toBe(true);
      expect(action.left, action.name).toBeGreaterThanOrEqual(0);
      expect(action.right, action.name).toBeLessThanOrEqual(390);
      expect(action.bottom, action.name).toBeLessThanOrEqual(844);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.screenshot({ path: `${ARTIFACTS}phone-header-open.png` });
    await page.getByRole('button', { name: 'Copy link' }).tap();
    await page.waitForFunction(() => document.getElementById('share-link')?.value.includes('#v1.'));
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('button', { name: 'Export animation' }).isVisible()).toBe(false);
    await page.keyboard.press('Escape'); // closes the Share link dialog that Copy link opened
    await expect.poll(() => page.locator('#share-dialog').isVisible()).toBe(false);

    // A tap outside closes it too.
    await menu.tap();
    const title = await page.locator('.top h1').boundingBox();
    await page.touchscreen.tap(title.x + 10, title.y + title.height / 2);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');

    // The keyboard: Enter opens it on its first action, Escape closes it and goes back to Menu.
    await menu.focus();
    await page.keyboard.press('Enter');
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    expect(await page.evaluate(() => document.activeElement?.closest('#top-actions') !== null)).toBe(true);
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent.trim())).toBe('Menu');
    // Help, reached through the menu, opens its dialog.
    await menu.tap();
    await page.getByRole('button', { name: '? Help' }).tap();
    await expect.poll(() => page.getByRole('dialog').first().isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('keeps the actions in one row on a desktop, without a Menu button', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    expect(await page.getByRole('button', { name: 'Menu' }).isVisible()).toBe(false);
    // Check a trace leads to the Check my search card where that card is the one-column page's last; here
    // the card is in the side panel and the button is not shown.
    const all = await actions(page);
    expect(all.find((a) => a.name === 'Check a trace')?.shown).toBe(false);
    const row = all.filter((a) => a.name !== 'Check a trace');
    expect(row.every((a) => a.shown && a.right <= 1280)).toBe(true);
    expect(new Set(row.map((a) => Math.round(a.top))).size).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});
