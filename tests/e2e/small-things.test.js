// Small things a teacher trips over: Clear terrain and Clear all (Clear walls keeps
// terrain), the compare table counting the path as Stats does (moves, same number),
// and every option list's entries readable whole at 1400 px.
import { describe, expect, test } from 'vitest';
import { drag, openInContext, screenshot, useServedBrowser } from './support.js';

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

describe('the compare table', () => {
  test('counts the path in moves, as Stats does', async () => {
    const { page, close } = await openInContext(served.browser, `${served.origin}/`);
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    const stats = await page.$$eval('#stats dt', (dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
    expect(stats['Path length']).toMatch(/^\d+ moves$/);
    await page.click('#mode-card label:has(input[value="compare"])');
    await page.waitForFunction(() => [...document.querySelectorAll('#compare-rows tr')].length >= 2
      && ![...document.querySelectorAll('#compare-rows td')].some((td) => td.textContent === 'Running'));
    const table = await page.evaluate(() => {
      const heads = [...document.querySelectorAll('#compare-rows')[0].closest('table').querySelectorAll('th')].map((th) => th.textContent);
      const rows = [...document.querySelectorAll('#compare-rows tr')].map((tr) => [...tr.children].map((td) => td.textContent));
      return rows.map((cells) => Object.fromEntries(cells.map((text, i) => [heads[i], text])));
    });
    const astar = table.find((r) => Object.values(r)[0] === 'A*');
    expect(astar['Path length']).toBe(stats['Path length']);
    expect(Object.values(astar)[1]).toBe(stats.Status); // 'Path found', not 'found'
    await screenshot(page, 'compare-path-length');
    await close();
  });
});

describe('option lists at 1400 px', () => {
  test('show every entry whole', async () => {
    const { page, close } = await openInContext(served.browser, `${served.origin}/`, { viewport: { width: 1400, height: 900 } });
    const cut = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
      const found = [];
      for (const select of document.querySelectorAll('#options select')) {
        probe.style.font = getComputedStyle(select).font;
        const style = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // 20: the arrow
        for (const option of select.options) {
          probe.textContent = option.textContent;
          if (probe.getBoundingClientRect().width > room) found.push(`${select.id}: ${option.textContent}`);
        }
      }
      return found;
    });
    expect(cut).toEqual([]);
    await page.selectOption('#option-diagonalMovement', 'only-when-no-obstacles');
    await screenshot(page, 'options-1400');
    await close();
  });
});
