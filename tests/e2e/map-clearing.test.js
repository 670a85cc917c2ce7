// Clearing the map: Clear walls keeps terrain, Clear terrain keeps walls, Clear all empties it,
// each by its button after drawing with the real mouse.
import { describe, expect, test } from 'vitest';
import { drag, openInContext, useServedBrowser } from './support.js';

const served = useServedBrowser();

const counts = (page) => page.evaluate(() => {
  const { cells } = window.pathlab.app.model;
  let walls = 0;
  let terrain = 0;
  for (const c of cells) {
    if (c & 0x80) walls++;
    if ((c & 0x0f) !== 1) terrain++;
  }
  return { walls, terrain };
});

describe('clearing the map', () => {
  test('Clear walls keeps terrain, Clear terrain keeps walls, Clear all empties the map', async () => {
    const { page, close } = await openInContext(served.browser, `${served.origin}/`);
    const starter = await counts(page); // 25 walls, a 6 x 6 patch of cost 4
    expect(starter).toEqual({ walls: 25, terrain: 36 });
    await page.click('#clear-terrain');
    expect(await counts(page)).toEqual({ walls: 25, terrain: 0 });
    await page.keyboard.press('7');
    await drag(page, [2, 2], [8, 2]); // paint terrain again
    await page.click('#clear-walls');
    expect(await counts(page)).toEqual({ walls: 0, terrain: 7 });
    await page.keyboard.press('w');
    await drag(page, [2, 5], [8, 5]);
    expect(await counts(page)).toEqual({ walls: 7, terrain: 7 });
    await page.click('#clear-all');
    expect(await counts(page)).toEqual({ walls: 0, terrain: 0 });
    expect(await page.evaluate(() => window.pathlab.app.getState().start)).toEqual([7, 11]);
    await close();
  });
});
