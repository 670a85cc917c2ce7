// "Fastest for this map" with real input: terrain painted with the pointer, the button pressed, the
// algorithm and heuristic lists showing the library's own pick for the same map (pl.fastestAlgorithm
// on the page's exported map, in the test), the reasons under the button, the search run to the end at
// Dijkstra's cost; an edit makes the reasons step back to what the button does. The same with a tap on
// a phone, and the script API's pickFastest.
import { beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/');
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

// The library's pick and Dijkstra's cost for the page's map as it stands, computed here. On terrain
// the pick times its samples and sets aside a search the clock measured slower than A*: on a busy
// machine that can go either way between two calls (the page's and this one), and the pick's reason
// says which way it went. So where the page's reason is given, the library is asked again (a few
// times at most) until its samples went the same way; everything else must then match.
async function libraryView(p, pageReason) {
  const grid = pl.Grid.fromMovingAI(await p.evaluate(() => window.pathlab.exportMap()));
  const { start, goal, diagonalMovement } = await p.evaluate(() => ({ ...window.pathlab.app.model, diagonalMovement: window.pathlab.app.resolvedOptions().diagonalMovement }));
  try {
    let pick = pl.fastestAlgorithm(grid, diagonalMovement);
    for (let tries = 1; pageReason !== undefined && !pageReason.includes(pick.reason) && tries < 5; tries++) {
      pick = pl.fastestAlgorithm(grid, diagonalMovement);
    }
    const dijkstra = pl.findPath(grid, { start, goal, diagonalMovement, algorithm: 'dijkstra' });
    return { pick, cost: dijkstra.cost };
  } finally {
    grid.delete();
  }
}

describe('Fastest for this map', () => {
  test('paint terrain, press the button: the lists show the library\'s pick and its reasons; the search finds Dijkstra\'s cost', async () => {
    await page.evaluate(() => window.pathlab.app.clearTerrain());
    await page.getByLabel('Terrain', { exact: true }).check();
    await page.getByLabel('Terrain cost to paint').selectOption('7');
    const { width, height } = await page.evaluate(() => window.pathlab.app.model);
    // Three strokes of mud across the map, drawn with the mouse.
    for (const y of [Math.floor(height / 4), Math.floor(height / 2), Math.floor((3 * height) / 4)]) {
      const [ax, ay] = await cellCenter(page, [1, y]);
      const [bx, by] = await cellCenter(page, [width - 2, y]);
      await page.mouse.move(ax, ay);
      await page.mouse.down();
      await page.mouse.move(bx, by, { steps: 20 });
      await page.mouse.up();
    }
    expect(await page.evaluate(() => window.pathlab.app.model.hasTerrain())).toBe(true);
    const reason = page.locator('#option-fastest-reason');
    await expect.poll(() => reason.textContent()).toMatch(/^Picks the optimal search/);

    await page.getByRole('button', { name: 'Fastest for this map' }).click();
    await expect.poll(() => reason.textContent(), { timeout: 20_000 }).toMatch(/ heuristic: /);
    const expected = await libraryView(page, await reason.textContent());
    expect(await reason.textContent()).toContain(expected.pick.reason);
    expect(await reason.textContent()).toContain(expected.pick.heuristicReason);
    expect(await page.locator('#option-algorithm').inputValue()).toBe(expected.pick.algorithm);
    expect(await page.locator('#option-heuristic').inputValue()).toBe(expected.pick.heuristic);
    expect(expected.pick.reason).toMatch(/terrain costs/);

    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished', null, { timeout: 20_000 });
    const { result, options } = await page.evaluate(() => ({ result: window.pathlab.app.result, options: window.pathlab.app.searchedOptions }));
    expect(options).toMatchObject({ algorithm: expected.pick.algorithm, heuristic: expected.pick.heuristic });
    expect(result.status).toBe('found');
    expect(result.cost).toBeCloseTo(expected.cost, 9);
    await page.locator('#option-fastest').scrollIntoViewIfNeeded();
    await screenshot(page, 'fastest-desktop');

    // Another terrain cost model: the pick was made for the one before, and says so no longer.
    const model = page.getByLabel('Terrain cost', { exact: true });
    await model.selectOption('crossed');
    await expect.poll(() => reason.textContent()).toMatch(/^Picks the optimal search/);
    await model.selectOption('entered');
    await expect.poll(() => reason.textContent()).toContain(expected.pick.reason);

    // An edit: the pick no longer describes the map, and the text says what the button does again.
    await page.getByLabel('Wall', { exact: true }).check();
    const [wx, wy] = await cellCenter(page, [Math.floor(width / 2), 1]);
    await page.mouse.click(wx, wy);
    await expect.poll(() => reason.textContent()).toMatch(/^Picks the optimal search/);
    // The script API does what the button does, on the edited map.
    const picked = await page.evaluate(() => window.pathlab.pickFastest());
    // The sample searches' times are measured on each side; everything else is the library's.
    const { pickedSampleMicros: _a, astarSampleMicros: _b, ...same } = (await libraryView(page, picked.reason)).pick;
    expect(picked).toMatchObject(same);
    expect(await reason.textContent()).toContain(picked.heuristicReason);
    expect(session.errors).toEqual([]);
  });

  test('on a phone: a tap picks, the lists follow', async () => {
    const phone = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      const p = phone.page;
      expect(await p.evaluate(() => window.pathlab.app.model.hasTerrain())).toBe(true); // the starter map's terrain
      const button = p.getByRole('button', { name: 'Fastest for this map' });
      await button.scrollIntoViewIfNeeded();
      await button.tap();
      const reason = p.locator('#option-fastest-reason');
      await expect.poll(() => reason.textContent(), { timeout: 20_000 }).toMatch(/ heuristic: /);
      const expected = await libraryView(p, await reason.textContent());
      expect(await reason.textContent()).toContain(expected.pick.reason);
      expect(await reason.textContent()).toContain(expected.pick.heuristicReason);
      expect(await p.locator('#option-algorithm').inputValue()).toBe(expected.pick.algorithm);
      expect(await p.locator('#option-heuristic').inputValue()).toBe(expected.pick.heuristic);
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await screenshot(p, 'fastest-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
