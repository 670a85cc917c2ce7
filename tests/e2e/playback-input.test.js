// Playback and input details: the play button keeps its size, a phone keeps the step buttons and
// the step sentence together, opened files are named, a breakpoint the search never reaches says so,
// and no quick mouse stroke is lost on a fresh page. Real mouse, touch and keys in Chromium;
// screenshots in tests/artifacts/playback-input-*.png.
import { describe, expect, test } from 'vitest';
import { MOVINGAI_DIR } from '../movingai-data.js';
import { ARTIFACTS, openInContext, sharedPlayground, useServedBrowser } from './support.js';

const suite = useServedBrowser();
const open = (options = {}) => openInContext(suite.browser, `${suite.origin}/`, options);
// Tests that need a plain desktop playground share one page per viewport, put back by New map before each (support.js).
const playground = sharedPlayground(() => suite);
const widePlayground = sharedPlayground(() => suite, '/', { viewport: { width: 1400, height: 900 } });
const shot = (page, name, fullPage = true) => page.screenshot({ path: `${ARTIFACTS}playback-input-${name}.png`, fullPage });
const SLOW = { timeout: 30_000 };

describe('the play button keeps its size on the page', () => {
  test('Play, Pause and Replay: the step buttons and Speed stay where they were', async () => {
    const { page, errors, close } = await open({ viewport: { width: 1024, height: 800 } });
    const boxes = () => page.evaluate(() => ['play', 'forward', 'end', 'speed'].map((id) => {
      const box = document.getElementById(id).getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.top), Math.round(box.width)];
    }));
    const before = await boxes();
    await page.getByRole('button', { name: 'Play (Space)' }).click();
    await expect.poll(() => page.locator('#play').textContent()).toBe('❚❚ Pause');
    expect(await boxes()).toEqual(before);
    await page.getByRole('button', { name: 'Run to the end (End)' }).click();
    await expect.poll(() => page.locator('#play').textContent(), SLOW).toBe('↺ Replay');
    expect(await boxes()).toEqual(before);
    await page.locator('.playback[aria-label="Playback"]').screenshot({ path: `${ARTIFACTS}playback-input-play-width.png` });
    expect(errors).toEqual([]);
    await close();
  });
});

// The Stats card as { term: value }.
describe('on a phone the step buttons and the step sentence stay together', () => {
  test('390 x 844: step with taps while the explanation panel is in view; a finger stroke leaves no note behind', async () => {
    const { page, context, errors, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const forward = page.getByRole('button', { name: 'Step forward (→)' });
    await forward.tap();
    await forward.tap();
    const sentence = page.locator('#step-sentence');
    const agree = () => page.evaluate(() => { const text = document.getElementById('step-sentence').textContent; return text !== '' && text === window.pathlab.explain().text; });
    await expect.poll(agree, SLOW).toBe(true);
    // Open the Step explanation panel (folded on phones) and scroll to it: the buttons and the sentence stay in view.
    const summary = page.locator('[role="region"][aria-label="Step explanation"] summary');
    await summary.scrollIntoViewIfNeeded();
    await summary.tap();
    const panelText = page.locator('.explain-text');
    await panelText.scrollIntoViewIfNeeded();
    const inView = (locator) => locator.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
    expect(await inView(panelText)).toBe(true);
    expect(await inView(forward)).toBe(true);
    expect(await inView(sentence)).toBe(true);
    for (let i = 0; i < 3; i++) await forward.tap();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().step)).toBe(5);
    // The bar's sentence and the panel's say the same once both have drawn the step.
    await expect.poll(async () => (await sentence.textContent()) === (await panelText.textContent()), SLOW).toBe(true);
    expect(await sentence.textContent()).toMatch(/^Expanded \(\d+, \d+\)/);
    await shot(page, 'phone-step-and-read', false);

    // Back up to the board, run to the end, and draw a wall with a finger across the map.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('button', { name: 'Run to the end (End)' }).tap();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found');
    const cdp = await context.newCDPSession(page);
    const touch = async (type, points) => {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })) });
      await page.waitForTimeout(20);
    };
    const at = (cell) => page.evaluate(([cx, cy]) => { const { renderer } = window.pathlab.app; const r = renderer.canvas.getBoundingClientRect(); const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5); return [r.left + sx, r.top + sy]; }, cell);
    const [ax, ay] = await at([10, 16]);
    const [bx, by] = await at([10, 20]);
    await touch('touchStart', [[ax, ay]]);
    for (let k = 1; k <= 6; k++) await touch('touchMove', [[ax + ((bx - ax) * k) / 6, ay + ((by - ay) * k) / 6]]);
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.pathlab.app.model.isWall(10, 18))).toBe(true);
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found'); // live re-run
    expect(await page.evaluate(() => window.pathlab.app.inspected)).toBeNull();
    expect(await page.locator('[id$="-open-hover"]').textContent()).not.toMatch(/is not in the open list/);
    expect(await page.locator('#board-inspector').isVisible()).toBe(false);
    await shot(page, 'phone-after-stroke', false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('files, breakpoints and strokes', () => {
  test("the opened files' names show beside the picker, until another map replaces them", async () => {
    const { page, errors, close } = await widePlayground();
    await page.setInputFiles('#share-files', [`${MOVINGAI_DIR}8room_000.map`, `${MOVINGAI_DIR}8room_000.map.scen`]);
    const opened = page.locator('#share-opened');
    await expect.poll(() => opened.textContent(), SLOW).toBe('Opened 8room_000.map (512 × 512) and 8room_000.map.scen (2,140 scenarios).');
    expect(await opened.getAttribute('role')).toBe('status');
    await page.locator('#share-card').scrollIntoViewIfNeeded();
    await page.locator('#share-card').screenshot({ path: `${ARTIFACTS}playback-input-opened-files.png` });
    await page.getByRole('button', { name: 'Clear walls' }).click(); // the same map, edited: still the file's
    expect(await opened.textContent()).toMatch(/^Opened 8room_000\.map/);
    await page.getByRole('button', { name: 'New map' }).click();
    await expect.poll(() => opened.textContent()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  test('a breakpoint on a cell the search never opens stops at the end and says so', async () => {
    const { page, errors, close } = await playground();
    const region = page.locator('[role="region"][aria-label="Step explanation"]');
    await region.getByLabel('Breakpoint cell x').fill('39');
    await region.getByLabel('Breakpoint cell y').fill('0');
    await region.getByLabel('when cell').check();
    await page.locator('#speed').focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight'); // fast
    await page.locator('#board').focus();
    await page.keyboard.press('Space');
    const message = region.locator('[id$="-bp-message"]');
    await expect.poll(() => message.textContent(), SLOW).toMatch(/^Stopped at step [\d,]+: the search ended without ever opening \(39, 0\)\.$/);
    const { step, totalSteps } = await page.evaluate(() => window.pathlab.state());
    expect(step).toBe(totalSteps);
    await region.screenshot({ path: `${ARTIFACTS}playback-input-breakpoint-never.png` });
    // A cell it does open still stops there, before the end.
    await region.getByLabel('Breakpoint cell x').fill('12');
    await region.getByLabel('Breakpoint cell y').fill('12');
    await region.getByLabel('Breakpoint cell y').press('Tab');
    await page.locator('#board').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect.poll(() => message.textContent(), SLOW).toMatch(/^Stopped at step [\d,]+: \(12, 12\) was opened\.$/);
    expect((await page.evaluate(() => window.pathlab.state())).step).toBeLessThan(totalSteps);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('no mouse stroke is lost on a fresh page', () => {
  test('twelve quick strokes, each drawn where the mouse went, the board never moving under it', async () => {
    for (let attempt = 0; attempt < 4; attempt++) { // the report saw one lost stroke in four fresh pages
      const { page, errors, close } = await open();
      const board = () => page.locator('#board').evaluate((c) => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; });
      const placed = await board();
      // Aimed once, as a hand does: rows 1 to 23 away from the starter map's walls, terrain and markers.
      const centre = (x, y) => page.evaluate(([cx, cy]) => { const { renderer } = window.pathlab.app; const r = renderer.canvas.getBoundingClientRect(); const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5); return [r.left + sx, r.top + sy]; }, [x, y]);
      const rows = [1, 3, 5, 7, 13, 15, 17, 19, 21, 23, 9, 2];
      const strokes = [];
      for (const y of rows) strokes.push([await centre(26, y), await centre(32, y)]);
      for (const [[ax, ay], [bx, by]] of strokes) {
        await page.mouse.move(ax, ay);
        await page.mouse.down();
        await page.mouse.move(bx, by, { steps: 4 });
        await page.mouse.up();
      }
      const walls = await page.evaluate((ys) => ys.map((y) => { const m = window.pathlab.app.model; let n = 0; for (let x = 26; x <= 32; x++) n += m.isWall(x, y) ? 1 : 0; return n; }), rows);
      expect([attempt, walls]).toEqual([attempt, rows.map(() => 7)]);
      expect(await board()).toEqual(placed);
      if (attempt === 0) await shot(page, 'quick-strokes', false);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
