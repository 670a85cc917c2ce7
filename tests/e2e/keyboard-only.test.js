// The playground by keyboard alone (docs/accessibility.md): no pointer event at all. Tab reaches the map,
// the cell cursor draws a wall line, paints terrain and moves the start and goal; End runs the search,
// the arrows step it back and forward from a button; the map and the state are read through
// window.pathlab and checked against the library's own search in Node. Then the live region's words over
// a whole A* run, step by step, against the step sentences built from the library's trace; Flee's
// threat and the waypoints placed at the cursor; and screenshots of the focus ring and the cell cursor,
// light and dark.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from 'pathlab';
import { librarySteps } from '../wasm/teach-support.js';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();
let pl;
beforeAll(async () => { pl = await loadPathlab(); });

const ready = (page) => page.evaluate(() => window.pathlab.ready.then(() => true));
const state = (page) => page.evaluate(() => window.pathlab.state());
const cursor = (page) => page.evaluate(() => window.pathlab.app.renderer.cursor);
const mapRows = (page) => page.evaluate(() => window.pathlab.exportMap()).then((text) => text.trim().split('\n').slice(4));

/** A cost as the Stats card writes it: up to four decimals, no trailing zeros, thousands with commas. */
const costWords = (cost) => cost.toLocaleString('en', { maximumFractionDigits: 4 });

/** Opens the playground and counts every pointer, mouse and touch event the page receives from then on. */
async function openCounting(options = {}) {
  const session = await openInContext(suite.browser, `${suite.origin}/`, options);
  await ready(session.page);
  await session.page.evaluate(() => {
    window.pointerEvents = 0;
    for (const type of ['pointerdown', 'pointermove', 'pointerup', 'mousedown', 'mousemove', 'click', 'touchstart', 'wheel']) {
      addEventListener(type, (e) => { if (e.isTrusted && (type !== 'click' || e.detail > 0)) window.pointerEvents++; }, true);
    }
  });
  return session;
}

/** Tabs from the top of the page until the map has focus; returns how many presses it took. */
async function tabToMap(page) {
  for (let presses = 1; presses <= 60; presses++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(() => document.activeElement?.id === 'board')) return presses;
  }
  throw new Error('Tab never reached the map');
}

describe('the playground by keyboard alone', () => {
  it('draws a wall line, paints terrain, moves S and G, runs and steps, with no pointer event', async () => {
    const { page, errors, close } = await openCounting();
    const before = await mapRows(page);
    const presses = await tabToMap(page);
    expect(presses).toBeLessThan(40);
    expect(await page.getAttribute('#board', 'aria-label')).toBe('Map, 40 × 24 cells');
    expect(await page.getAttribute('#board', 'role')).toBe('application');
    const description = await page.evaluate(() => document.getElementById(document.getElementById('board').getAttribute('aria-describedby')).textContent);
    expect(description).toMatch(/^40 × 24 cells\. Start S at \(7, 11\), goal G at \(33, 11\)\. 25 walls, 36 cells of costly terrain\. Cursor at \(7, 11\), the start S/);
    expect(await cursor(page)).toEqual([7, 11]); // the cursor starts on S
    // Said on arrival too (a screen reader that reads nothing on the map's focus still hears where it is).
    expect(await page.textContent('#announcer')).toMatch(/^Map cursor at \(7, 11\), the start S.* Press \? for the keys\.$/);

    // A wall line: the Wall tool (W), three up, then Shift + right four times.
    await page.keyboard.press('w');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    expect(await cursor(page)).toEqual([7, 8]);
    expect(await page.textContent('#board-description')).toContain('Cursor at (7, 8), Terrain cost 1×.'); // follows the cursor
    for (let i = 0; i < 4; i++) await page.keyboard.press('Shift+ArrowRight');
    let rows = await mapRows(page);
    expect(rows[8].slice(6, 13)).toBe('.@@@@@.');
    // Enter on a wall erases it (a tap does), Enter again draws it back.
    await page.keyboard.press('Enter');
    expect((await mapRows(page))[8][11]).toBe('.');
    await page.keyboard.press('Enter');
    expect((await mapRows(page))[8][11]).toBe('@');

    // Terrain of cost 6 (the 6 key picks the tool and the cost): Enter paints one cell, Shift + down the next.
    await page.keyboard.press('6');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await page.keyboard.press('Shift+ArrowDown');
    rows = await mapRows(page);
    expect([rows[9][11], rows[10][11], rows[11][11]]).toEqual(['6', '6', '.']);
    // Nothing else changed: the cells outside the line and the paint are as they were.
    const changed = [];
    rows.forEach((row, y) => [...row].forEach((c, x) => { if (c !== before[y][x]) changed.push(`${x},${y}`); }));
    expect(changed.sort()).toEqual(['10,8', '11,10', '11,8', '11,9', '7,8', '8,8', '9,8'].sort());

    // S and G at the cursor: down two to (11, 12) for S; then to (36, 5) for G.
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('s');
    for (let i = 0; i < 25; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
    await page.keyboard.press('g');
    expect(await state(page)).toMatchObject({ start: [11, 12], goal: [36, 5], mode: 'editing' });
    expect(await page.textContent('#announcer')).toBe('Goal G at (36, 5).');
    // A wall under the cursor refuses S with the page's alert, and nothing moves.
    for (let i = 0; i < 16; i++) await page.keyboard.press('ArrowLeft');
    expect((await mapRows(page))[5][20]).toBe('@');
    await page.keyboard.press('s');
    await expect.poll(() => page.textContent('#error')).toMatch(/wall/);
    expect((await state(page)).start).toEqual([11, 12]);

    // End runs the search to the end, as everywhere.
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    const shown = await state(page);
    const searched = await page.evaluate(() => window.pathlab.app.searchedOptions);
    const mine = librarySteps(pl, await page.evaluate(() => window.pathlab.exportMap()), searched);
    expect(shown.totalSteps).toBe(mine.replay.totalSteps);
    expect(shown.status).toBe(mine.result.status);
    expect(await page.textContent('#announcer')).toContain(`Path found, cost ${costWords(mine.result.cost)}, `);

    // Off the map (Shift+Tab to the control before it), the arrows step: back one, Home, forward three.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('board');
    await page.keyboard.press('ArrowLeft');
    await expect.poll(async () => (await state(page)).step).toBe(mine.replay.totalSteps - 1);
    await page.keyboard.press('Home');
    await expect.poll(async () => (await state(page)).step).toBe(0);
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await state(page)).step).toBe(3);
    // The step shown is the library's third expansion.
    expect(await page.evaluate(() => window.pathlab.explain().text)).toBe(mine.sentence(3));
    expect(await page.textContent('#announcer')).toBe(mine.sentence(3));

    expect(await page.evaluate(() => window.pointerEvents)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('speaks each step of a whole A* run in the library\'s own sentences, and the result at the end', async () => {
    const { page, errors, close } = await openCounting();
    await page.keyboard.press('Tab'); // the first control: arrows step from here
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('board');
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.pathlab.state().step === 1);
    const searched = await page.evaluate(() => window.pathlab.app.searchedOptions);
    expect(searched.algorithm).toBe('astar');
    const mine = librarySteps(pl, await page.evaluate(() => window.pathlab.exportMap()), searched);
    const total = mine.replay.totalSteps;
    expect(total).toBeGreaterThan(100);
    const announced = () => page.textContent('#announcer');
    await expect.poll(announced).toBe(mine.sentence(1));
    for (let k = 2; k <= total; k++) {
      await page.keyboard.press('ArrowRight');
      const words = mine.sentence(k);
      if (k < total) await expect.poll(announced).toBe(words);
      else await expect.poll(announced).toBe(`${words} Path found, cost ${costWords(mine.result.cost)}, ${mine.result.expanded.toLocaleString('en')} cells expanded.`);
    }
    // The announcer is the one voice of a step: the step counter and the pseudocode's "whole step"
    // note, live regions of their own, stay quiet beside it (a screen reader would say three things a step).
    const otherVoices = await page.evaluate(() => [...document.querySelectorAll('[aria-live], output, [role=status], [role=log]')]
      .filter((el) => el.id !== 'announcer' && el.getAttribute('aria-live') !== 'off' && /Step \d|whole step/.test(el.textContent ?? ''))
      .map((el) => el.id));
    expect(otherVoices).toEqual([]);
    // Back at step 0: the start's sentence.
    await page.keyboard.press('Home');
    await expect.poll(announced).toBe(mine.sentence(0));
    // Playing, it is quiet; at the pause it says the step reached and its sentence.
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.pathlab.state().step >= 3);
    expect(await announced()).toBe(mine.sentence(0));
    await page.keyboard.press('Space');
    await page.waitForFunction(() => window.pathlab.state().mode === 'paused');
    const paused = (await state(page)).step;
    await expect.poll(announced).toBe(`Paused at step ${paused} of ${total}. ${mine.sentence(paused)}`);
    expect(await page.evaluate(() => window.pointerEvents)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('a click on the map draws and leaves the arrows to step the search, as does focus given without Tab until Enter', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    await ready(page);
    const { x, y } = await page.evaluate(() => window.pathlab.cellCenter(3, 3));
    await page.mouse.click(x, y); // draws a wall at (3, 3); the map does not take the keyboard's focus
    expect((await mapRows(page))[3][3]).toBe('@');
    expect(await page.evaluate(() => document.activeElement?.id)).not.toBe('board');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await state(page)).step).toBe(1);
    expect(await cursor(page)).toBeNull();
    // Focused another way than Tab (a script here; a screen reader's browse mode does the same), the arrows
    // still step until Enter shows the cursor, on S; then they move it.
    await page.focus('#board');
    await page.keyboard.press('ArrowRight');
    await expect.poll(async () => (await state(page)).step).toBe(2);
    expect(await page.textContent('#board-description')).toContain('Press Enter for the cell cursor.');
    await page.keyboard.press('Enter');
    expect(await cursor(page)).toEqual([7, 11]);
    await page.keyboard.press('ArrowRight');
    expect(await cursor(page)).toEqual([8, 11]);
    expect((await state(page)).step).toBe(2);
    expect(await page.textContent('#board-description')).toContain('Cursor at (8, 11)');
    expect(errors).toEqual([]);
    await close();
  });

  it('puts Flee\'s threat with G and adds and removes a waypoint with A, at the cursor', async () => {
    const { page, errors, close } = await openCounting();
    const rows = await mapRows(page);
    // The mode card's radio group, focused by script (no pointer): its arrows pick the next mode, Flee.
    await page.focus('#mode-card input[value="grid"]');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('body[data-page-mode="flee"]', { state: 'attached' });
    await page.focus('#board');
    await page.keyboard.press('Enter'); // the cursor, on S (7, 11)
    for (let i = 0; i < 26; i++) await page.keyboard.press('ArrowRight');
    for (let i = 0; i < 7; i++) await page.keyboard.press('ArrowUp');
    expect(await cursor(page)).toEqual([33, 4]);
    expect(rows[4][33]).toBe('.');
    await page.keyboard.press('g');
    expect((await state(page)).goal).toEqual([33, 4]);
    expect(await page.textContent('#board-description')).toMatch(/^40 × 24 cells\. Start S at \(7, 11\), threat at \(33, 4\)\./);
    expect(await page.textContent('#board-description')).not.toContain('A: add a waypoint'); // Waypoints' key, not Flee's
    // Flee's search runs again at once (its live re-run), from the threat's new place.
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished' && `${window.pathlab.app.searchedOptions.flee?.from}` === '33,4');
    await expect.poll(() => page.textContent('#flee-outcome')).toMatch(/from the threat/);
    // One change of the live region says both: the threat's place, then the new search's last step and result.
    await expect.poll(() => page.textContent('#announcer')).toMatch(/^Threat at \(33, 4\)\. Expanded .* Path found, cost [\d.]+, \d+ cells expanded\.$/);
    // Predict, on and off by keyboard: while it is on, the map's words still call the cell the threat.
    const predict = page.getByRole('button', { name: 'Predict the next step' });
    await predict.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.pathlab.prediction().on)).toBe(true);
    await page.focus('#board'); // the map's words are written while it has focus
    expect(await page.textContent('#board-description')).toMatch(/^40 × 24 cells\. Start S at \(7, 11\), threat at \(33, 4\)\./);
    await predict.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => window.pathlab.prediction().on)).toBe(false);

    // Waypoints, the next mode down; the cursor stays where it was, on the goal.
    await page.focus('#mode-card input[value="flee"]');
    await page.keyboard.press('ArrowDown');
    await page.waitForSelector('body[data-page-mode="waypoints"]', { state: 'attached' });
    await expect.poll(() => page.textContent('#waypoint-status')).toMatch(/ waypoints, \d+ links? /);
    // Its own playback's steps are not the announcer's: the step counter says them.
    expect(await page.getAttribute('#step-counter', 'aria-live')).toBe('polite');
    const placed = () => page.evaluate(() => window.pathlab.app.modeHost.state().waypoints);
    const before = await placed();
    await page.focus('#board');
    await page.keyboard.press('Enter');
    expect(await cursor(page)).toEqual([33, 4]);
    expect(await page.textContent('#board-description')).toContain('A: add a waypoint at the cursor, or remove the one there');
    await page.keyboard.press('a');
    expect(await page.textContent('#announcer')).toBe('S and G are waypoints already: (33, 4) stays as it is.');
    await page.keyboard.press('ArrowLeft');
    expect(before).not.toContainEqual([32, 4]);
    await page.keyboard.press('a');
    expect(await page.textContent('#announcer')).toBe(`Waypoint added at (32, 4); ${before.length + 1} waypoints placed.`);
    expect(await placed()).toEqual([...before, [32, 4]]);
    await expect.poll(() => page.textContent('#waypoint-status')).toMatch(new RegExp(`^${before.length + 3} waypoints`)); // and S and G
    expect(await page.textContent('#board-description')).toContain('Cursor at (32, 4), a waypoint');
    await page.keyboard.press('a');
    expect(await page.textContent('#announcer')).toBe(`Waypoint removed at (32, 4); ${before.length} waypoints placed.`);
    expect(await placed()).toEqual(before);
    // On a wall: refused in words, nothing placed.
    for (let i = 0; i < 12; i++) await page.keyboard.press('ArrowLeft');
    expect(rows[4][20]).toBe('@');
    await page.keyboard.press('a');
    expect(await page.textContent('#announcer')).toBe('No waypoint on a wall: (20, 4) is one.');
    expect(await placed()).toEqual(before);
    await page.locator('.board-wrap').screenshot({ path: `${ARTIFACTS}keyboard-waypoints.png` });
    expect(await page.evaluate(() => window.pointerEvents)).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  for (const colorScheme of ['light', 'dark']) {
    it(`shows the focus ring and the cell cursor (${colorScheme})`, async () => {
      const { page, errors, close } = await openCounting({ colorScheme });
      await tabToMap(page);
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowUp');
      await page.waitForTimeout(100); // the next frame draws the cursor
      const outline = await page.evaluate(() => getComputedStyle(document.getElementById('board')).outlineStyle);
      expect(outline).toBe('solid');
      expect(await cursor(page)).toEqual([11, 10]);
      // The cursor's pixels are drawn in the focus colour on the board.
      const colour = await page.evaluate(() => {
        const { renderer } = window.pathlab.app;
        const [sx, sy] = renderer.cellToScreen(11, 10);
        const dpr = devicePixelRatio;
        const [r, g, b] = renderer.ctx.getImageData(Math.round(sx * dpr), Math.round((sy + renderer.view.zoom / 2) * dpr), 1, 1).data;
        return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
      });
      expect(colour).toBe(colorScheme === 'dark' ? '#f59e0b' : '#c2410c');
      await page.locator('.board-wrap').screenshot({ path: `${ARTIFACTS}keyboard-cursor-${colorScheme}.png` });
      // A focused button's ring too.
      await page.keyboard.press('Tab');
      await page.locator('.playback').screenshot({ path: `${ARTIFACTS}keyboard-focus-ring-${colorScheme}.png` });
      expect(await page.evaluate(() => window.pointerEvents)).toBe(0);
      expect(errors).toEqual([]);
      await close();
    });
  }
});
