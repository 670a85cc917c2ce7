// Terrain cost on the page with real input: a person picks "Cells crossed" with the keyboard in the
// Terrain cost list and searches the starter map with its terrain; the cost is the library's own
// under 'crossed' (not the one under 'entered'), the replay's g for every reached cell is the
// library's trace's, Copy link carries the choice to a fresh page and a phone, and the refusal of
// whole-number costs offers the way back to the cell entered.
import { beforeAll, describe, expect, test } from 'vitest';
import { ARTIFACTS, openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/');
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

const appState = (p) => p.evaluate(() => {
  const { app } = window.pathlab;
  return { result: app.result, options: app.searchedOptions, start: app.model.start, goal: app.model.goal, mode: app.mode };
});

// The library's run of the page's searched options on the page's map.
async function library(p, options, start, goal) {
  const grid = pl.Grid.fromMovingAI(await p.evaluate(() => window.pathlab.exportMap()));
  try {
    const result = pl.findPath(grid, { ...options, start, goal });
    const search = pl.createSearch(grid, { ...options, start, goal, trace: true });
    search.run();
    const trace = search.traceCopy();
    search.delete();
    return { result, trace };
  } finally {
    grid.delete();
  }
}

describe('terrain cost on the page', () => {
  test('picked with the keyboard, the search prices the cells crossed, as the library does', async () => {
    expect(await page.evaluate(() => window.pathlab.app.model.hasTerrain())).toBe(true);
    const list = page.getByLabel('Terrain cost', { exact: true });
    expect(await list.inputValue()).toBe('entered');
    expect(await list.locator('option').allTextContents()).toEqual(['Cell entered', 'Cells crossed']);
    await list.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => list.inputValue()).toBe('crossed');
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    expect(await page.textContent('#error')).toBe('');
    const { result, options, start, goal } = await appState(page);
    expect(options.terrainCost).toBe('crossed');
    expect(result.status).toBe('found');
    const crossed = await library(page, options, start, goal);
    const entered = await library(page, { ...options, terrainCost: 'entered' }, start, goal);
    expect(result.cost).toBeCloseTo(crossed.result.cost, 9);
    expect(Math.abs(result.cost - entered.result.cost)).toBeGreaterThan(1e-6);
    // The board's numbers: every reached cell's g is the library's latest for it.
    const shown = await page.evaluate(() => {
      const { replay } = window.pathlab.app;
      const g = [];
      for (let cell = 0; cell < replay.g.length; cell++) if (replay.state[cell] !== 0) g.push([cell, replay.g[cell]]);
      return g;
    });
    const latest = new Map();
    const { trace } = crossed;
    for (let i = 0; i < trace.length; i++) if (trace.kinds[i] === 0 || trace.kinds[i] === 1) latest.set(trace.cells[i], trace.g[i]);
    expect(shown.length).toBeGreaterThan(20);
    for (const [cell, g] of shown) expect(g, `cell ${cell}`).toBe(latest.get(cell));
    // The step explanation says the path's cost as the library found it.
    await expect.poll(() => page.textContent('#stats')).toContain(result.cost.toFixed(2));
    await screenshot(page, 'terrain-cost-crossed');
    expect(session.errors).toEqual([]);
  });

  test('Copy link carries it to a fresh page and a phone', async () => {
    const expected = await appState(page);
    await page.click('#copy-link');
    await page.waitForFunction(() => document.getElementById('share-link').value.includes('#v1.'));
    const link = await page.inputValue('#share-link');
    for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
      const opened = await openInContext(suite.browser, link, { viewport });
      expect(await opened.page.getByLabel('Terrain cost', { exact: true }).inputValue()).toBe('crossed');
      await opened.page.click('#end');
      await opened.page.waitForFunction(() => window.pathlab.app.mode === 'finished');
      const { result, options } = await appState(opened.page);
      expect(options.terrainCost).toBe('crossed');
      expect(result.cost).toBeCloseTo(expected.result.cost, 9);
      await opened.page.screenshot({ path: `${ARTIFACTS}terrain-cost-link-${viewport.width}.png` });
      expect(opened.errors).toEqual([]);
      await opened.close();
    }
    await page.getByRole('button', { name: 'Close', exact: true }).click(); // the share dialog
  });

  test('whole-number costs refuse it and offer the cell entered instead', async () => {
    await page.getByLabel('Costs', { exact: true }).selectOption('integer');
    // The shown search runs again with the change (Live re-run), and is refused.
    await expect.poll(() => page.textContent('#error')).toContain("costModel 'real'");
    await screenshot(page, 'terrain-cost-refused');
    await page.getByRole('button', { name: 'Search with terrain cost: cell entered instead' }).click();
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    expect(await page.getByLabel('Terrain cost', { exact: true }).inputValue()).toBe('entered');
    expect(await page.textContent('#error')).toBe('');
    const { result, options, start, goal } = await appState(page);
    expect(options).toMatchObject({ costModel: 'integer', terrainCost: 'entered' });
    expect(result.cost).toBeCloseTo((await library(page, options, start, goal)).result.cost, 9);
  });

});
