// The embed by keyboard alone (docs/accessibility.md, "In an embed"), in a 400 px frame with no pointer
// event at all: Tab reaches the map, its cell cursor moves and is read out, the editing keys draw a wall
// line and move the start where the embed may be edited, End runs the search and the live region says
// the step sentences built from the library's own trace and the result; a read-only embed moves the
// cursor and edits nothing; the playback keys follow controls=. Screenshot: tests/artifacts/embed-keys-*.png.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from 'pathlab';
import { encodeState } from '../../web/src/share/link.js';
import { librarySteps } from '../wasm/teach-support.js';
import { ARTIFACTS, crossWallState, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();
let pl;
beforeAll(async () => { pl = await loadPathlab(); });
const FRAME = { width: 400, height: 460 };
const mapRows = (page) => page.evaluate(() => window.pathlab.exportMap()).then((text) => text.trim().split('\n').slice(4));
const state = (page) => page.evaluate(() => window.pathlab.state());
const cursor = (page) => page.evaluate(() => window.pathlab.app.renderer.cursor);
const announced = (page) => page.textContent('#announcer');
const description = (page) => page.evaluate(() => document.getElementById(document.getElementById('board').getAttribute('aria-describedby')).textContent);
const costWords = (cost) => cost.toLocaleString('en', { maximumFractionDigits: 4 });

/** Opens the embed with `query` on the cross-wall state in a 400 px frame and counts pointer, mouse and touch events. */
async function openEmbed(query, options = {}) {
  const link = await encodeState(crossWallState());
  const session = await openInContext(suite.browser, `${suite.origin}/embed.html?${query}#${link}`, { viewport: FRAME, waitFor: 'html[data-ready="true"]', ...options });
  await session.page.evaluate(() => {
    window.pointerEvents = 0;
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'mousedown', 'mousemove', 'click', 'touchstart', 'wheel']) {
      addEventListener(type, (e) => { if (e.isTrusted && (type !== 'click' || e.detail > 0)) window.pointerEvents++; }, true);
    }
  });
  return session;
}

describe('the embed by keyboard alone', () => {
  it('moves the cell cursor, draws a wall line, moves S, runs and speaks the steps, in a 400 px frame', async () => {
    const { page, errors, close } = await openEmbed('controls=play,step,timeline');
    const before = await mapRows(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(await page.getAttribute('#board', 'aria-label')).toBe('Map, 30 × 20 cells');
    expect(await page.getAttribute('#board', 'role')).toBe('application');
    const described = await description(page);
    expect(described).toMatch(/^30 × 20 cells\. Start S at \(2, 3\), goal G at \(27, 17\)\. 34 walls, 0 cells of costly terrain\. Cursor at \(2, 3\), the start S/);
    expect(described).toContain('S / G: put the start / the goal at the cursor');
    expect(described).not.toContain('Question mark'); // the embed has no help dialog
    expect(await cursor(page)).toEqual([2, 3]);
    // Said on arrival, without the playground's "Press ?": there is no help dialog here.
    expect(await announced(page)).toMatch(/^Map cursor at \(2, 3\), the start S[^?]*$/);

    // Down two, then Shift + right three: a wall line from (2, 5) to (5, 5).
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    expect(await cursor(page)).toEqual([2, 5]);
    expect(await announced(page)).toMatch(/^\(2, 5\), /);
    for (let i = 0; i < 3; i++) await page.keyboard.press('Shift+ArrowRight');
    const rows = await mapRows(page);
    expect(rows[5].slice(0, 8)).toBe('..@@@@..');
    const changed = [];
    rows.forEach((row, y) => [...row].forEach((c, x) => { if (c !== before[y][x]) changed.push(`${x},${y}`); }));
    expect(changed.sort()).toEqual(['2,5', '3,5', '4,5', '5,5']);
    // S at (5, 6), one down.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('s');
    expect((await state(page)).start).toEqual([5, 6]);
    expect(await announced(page)).toBe('Start S at (5, 6).');

    // End runs the search (the step buttons are shown): the library's search of the same map says how it ends.
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
    const searched = await page.evaluate(() => window.pathlab.app.searchedOptions);
    const mine = librarySteps(pl, await page.evaluate(() => window.pathlab.exportMap()), searched);
    const total = mine.replay.totalSteps;
    expect((await state(page)).totalSteps).toBe(total);
    await expect.poll(() => announced(page)).toBe(`${mine.sentence(total)} Path found, cost ${costWords(mine.result.cost)}, ${mine.result.expanded.toLocaleString('en')} cells expanded.`);
    // Home goes back to the start of the search; the step forward button, reached with Tab, steps.
    await page.keyboard.press('Home');
    await expect.poll(() => announced(page)).toBe(mine.sentence(0));
    await page.keyboard.press('Tab'); // Play
    await page.keyboard.press('Tab'); // Step back
    await page.keyboard.press('Tab'); // Step forward
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Step forward');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await state(page)).step).toBe(2);
    await expect.poll(() => announced(page)).toBe(mine.sentence(2));

    // Back on the map the cursor is shown again, where it was; its screenshot in the 400 px frame.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    expect(await cursor(page)).toEqual([5, 6]);
    await page.waitForTimeout(100); // the next frame draws the cursor
    await page.screenshot({ path: `${ARTIFACTS}embed-keys-cursor.png` });
    expect(await page.evaluate(() => window.pointerEvents)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('read-only: the cursor moves and reads, the keys that edit do nothing and are not offered', async () => {
    const { page, errors, close } = await openEmbed('readonly=1&controls=play', { colorScheme: 'dark' });
    const before = await mapRows(page);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    const described = await description(page);
    expect(described).toContain('The map cannot be changed here.');
    expect(described).toContain('Arrows: move the cell cursor');
    for (const editing of ['Shift + arrows', 'Enter:', 'S / G']) expect(described).not.toContain(editing);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Shift+ArrowRight');
    expect(await cursor(page)).toEqual([4, 3]);
    await page.keyboard.press('Enter');
    expect(await announced(page)).toMatch(/^\(4, 3\), /); // Enter reads the cell
    await page.keyboard.press('s');
    await page.keyboard.press('g');
    expect(await mapRows(page)).toEqual(before);
    expect(await state(page)).toMatchObject({ start: [2, 3], goal: [27, 17] });
    // Only Play is shown: End (a step key) does nothing, Space plays.
    await page.keyboard.press('End');
    await page.waitForTimeout(300);
    expect((await state(page)).mode).toBe('editing');
    await page.keyboard.press('Space');
    await page.waitForFunction(() => ['playing', 'finished'].includes(window.pathlab.state().mode));
    await page.screenshot({ path: `${ARTIFACTS}embed-keys-readonly-dark.png` });
    expect(await page.evaluate(() => window.pointerEvents)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a click on the map draws and shows no cursor; focus that is not a pointer\'s (a script, a host page\'s Tab) brings it', async () => {
    const { page, errors, close } = await openEmbed('controls=play,step');
    const { x, y } = await page.evaluate(() => window.pathlab.cellCenter(6, 6));
    await page.mouse.click(x, y);
    expect((await mapRows(page))[6][6]).toBe('@');
    expect(await cursor(page)).toBeNull();
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    await page.focus('#board');
    expect(await cursor(page)).toEqual([2, 3]);
    expect(await description(page)).toContain('Cursor at (2, 3), the start S');
    expect(errors).toEqual([]);
    await close();
  });

  it('controls=none: the map keys still read the map; no playback key plays', async () => {
    const { page, errors, close } = await openEmbed('controls=none');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('board');
    await page.keyboard.press('ArrowUp');
    expect(await cursor(page)).toEqual([2, 2]);
    for (const key of ['Space', 'End', 'Home']) await page.keyboard.press(key);
    await page.waitForTimeout(300);
    expect(await state(page)).toMatchObject({ mode: 'editing', step: null, totalSteps: 0 }); // no search at all;
    expect(errors).toEqual([]);
    await close();
  });
});
