// Predicting with the open list and the board together: while Predict is on,
// "Peek at the open list" shows the list's top entries on a corner of the board, and the board is
// brought into view, so the list is read and the next cell pressed without scrolling; unfolding the
// Open list panel while predicting does the same. Real clicks at 1280 x 800 and taps on a
// 390 x 844 phone; the entries against window.pathlab.openList. Screenshots predict-peek-*.png.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();

// Whether an element lies wholly within the viewport.
const inView = (locator) => locator.evaluate((el) => {
  const r = el.getBoundingClientRect();
  return r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0;
});
const peekRows = (page) => page.$$eval('.open-peek li', (items) => items.map((li) => li.dataset.cell));
const firstOpen = (page) => page.evaluate(() => window.pathlab.openList(5).map((e) => e.cell.join(',')));

async function pressCell(page, [x, y], tap) {
  const { x: px, y: py } = await page.evaluate(([cx, cy]) => window.pathlab.cellCenter(cx, cy), [x, y]);
  if (tap) await page.touchscreen.tap(px, py);
  else await page.mouse.click(px, py);
}

async function predictWithPeek(page, { tap = false, name }) {
  const press = (locator) => (tap ? locator.tap() : locator.click());
  await press(page.getByRole('button', { name: 'Predict the next step' }));
  await expect.poll(() => page.evaluate(() => window.pathlab.prediction().on)).toBe(true);
  await expect.poll(() => page.evaluate(() => window.pathlab.state().status), { timeout: 20_000 }).toBe('running');
  const peek = page.getByRole('button', { name: 'Peek at the open list' });
  await press(peek);
  expect(await peek.getAttribute('aria-pressed')).toBe('true');
  const box = page.getByRole('region', { name: 'Open list, next first' });
  await expect.poll(() => peekRows(page)).toEqual(await firstOpen(page));
  // The board and the list are in view together.
  expect(await inView(page.locator('#board'))).toBe(true);
  expect(await inView(box)).toBe(true);
  await page.screenshot({ path: `${ARTIFACTS}predict-peek-${name}.png` });
  // Answer three steps from the peek's first row, without scrolling: each is right, and the list follows.
  for (let i = 0; i < 3; i++) {
    const [first] = await peekRows(page);
    const before = await page.evaluate(() => window.pathlab.prediction().right);
    await pressCell(page, first.split(',').map(Number), tap);
    await expect.poll(() => page.evaluate(() => window.pathlab.prediction().right)).toBe(before + 1);
    await expect.poll(() => peekRows(page)).toEqual(await firstOpen(page));
    expect(await inView(page.locator('#board'))).toBe(true);
  }
  // Off with the toggle; and Predict off hides it too.
  await press(peek);
  expect(await box.count()).toBe(0);
  await press(page.getByRole('button', { name: 'Predict the next step' }));
  expect(await peek.isVisible()).toBe(false);
}

describe('the open list beside the board while predicting', () => {
  it('on a 1280 x 800 desktop, by clicks; unfolding the Open list panel peeks too', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    await predictWithPeek(page, { name: 'desktop' });
    // Predict on again, then the panel unfolded: the peek shows beside the board.
    await page.getByRole('button', { name: 'Predict the next step' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.prediction().on)).toBe(true);
    const summary = page.getByRole('region', { name: 'Open list' }).locator('summary').first();
    await summary.click();
    await expect.poll(() => page.getByRole('button', { name: 'Peek at the open list' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => peekRows(page)).toEqual(await firstOpen(page));
    expect(errors).toEqual([]);
    await close();
  });

  it('on a 390 x 844 phone, by taps', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await predictWithPeek(page, { tap: true, name: 'phone' });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await close();
  });
});
