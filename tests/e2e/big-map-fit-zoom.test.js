// Big maps at fit zoom (under a pixel per cell): the cells JPS expanded (its jump
// points) show as dots of a few pixels, a brush paints more than one cell per point,
// and Zoom to path brings the path up to a readable size. Real mouse and keys.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { drag, openPage, screenshot } from './support.js';
import { CSS, usePalette } from '../../web/src/render/palette.js';

let session;
let page;
beforeAll(async () => {
  session = await openPage('/', { viewport: { width: 1400, height: 900 } });
  page = session.page;
});
afterAll(async () => { await session?.close(); });

const zoom = () => page.evaluate(() => window.pathlab.app.renderer.view.zoom);

describe('a 1024 x 1024 map at fit zoom', () => {
  test('JPS jump points are dots of several pixels', async () => {
    await page.click('summary:has-text("Map")');
    await page.selectOption('#size', '1024x1024');
    await page.selectOption('#generator', 'random');
    await page.fill('#density', '1'); // a few obstacles: JPS stops at some of them, a sparse search
    await page.dispatchEvent('#density', 'input');
    await page.click('#generate');
    await page.selectOption('#option-algorithm', 'jps');
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished', null, { timeout: 60_000 });
    expect(await zoom()).toBeLessThan(1);
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft'); // one step before the end: the path (drawn over the jump points) is not shown yet
    await page.waitForFunction(() => window.pathlab.app.mode === 'paused');
    // A full repaint of a big board goes in bands over several frames: sampled once it is done.
    await page.waitForFunction(() => { const { renderer, playback } = window.pathlab.app; return !renderer.repainting && !playback.seeking; });
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    // For each expanded cell (a jump point), how many pixels of the 5 x 5 block at its centre have the dot's colour.
    usePalette({ dark: false }); // the page's light theme: the dots are its closed colour
    const found = await page.evaluate((dot) => {
      const { renderer, replay, model } = window.pathlab.app;
      const ctx = renderer.canvas.getContext('2d');
      const probe = document.createElement('canvas').getContext('2d');
      probe.fillStyle = dot;
      probe.fillRect(0, 0, 1, 1);
      const want = [...probe.getImageData(0, 0, 1, 1).data.slice(0, 3)];
      const samples = [];
      for (let s = 0; s < Math.min(replay.totalSteps, 60); s++) {
        const cell = replay.trace.cells[replay.expandAt[s]];
        const [sx, sy] = renderer.cellToScreen((cell % model.width) + 0.5, Math.floor(cell / model.width) + 0.5);
        const block = ctx.getImageData(Math.round(sx) - 2, Math.round(sy) - 2, 5, 5).data;
        let hits = 0;
        for (let i = 0; i < block.length; i += 4) if (Math.abs(block[i] - want[0]) + Math.abs(block[i + 1] - want[1]) + Math.abs(block[i + 2] - want[2]) < 12) hits++;
        samples.push(hits);
      }
      return { expanded: replay.totalSteps, samples };
    }, CSS.closedHigh);
    expect(found.expanded).toBeGreaterThan(10);
    expect(found.expanded).toBeLessThan(2000);
    const visible = found.samples.filter((hits) => hits >= 4).length;
    expect(visible / found.samples.length).toBeGreaterThan(0.8);
    await screenshot(page, 'big-map-jps-fit');
  });

  test('Zoom to path brings the path up to several pixels per cell', async () => {
    await page.keyboard.press('End');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    const before = await zoom();
    await page.click('#zoom-path');
    const after = await zoom();
    expect(after).toBeGreaterThan(before);
    const endsOnBoard = await page.evaluate(() => {
      const { renderer, model } = window.pathlab.app;
      return [model.start, model.goal].every(([x, y]) => {
        const [sx, sy] = renderer.cellToScreen(x + 0.5, y + 0.5);
        return sx >= 0 && sy >= 0 && sx <= renderer.canvas.clientWidth && sy <= renderer.canvas.clientHeight;
      });
    });
    expect(endsOnBoard).toBe(true);
    await screenshot(page, 'big-map-zoom-to-path');
    await page.keyboard.press('0');
    expect(await zoom()).toBeCloseTo(before, 6);
    await page.focus('#board');
    await page.keyboard.press('z'); // the shortcut does the same
    expect(await zoom()).toBeCloseTo(after, 6);
    await page.keyboard.press('0');
  });

  test('a 9 x 9 brush paints a thick stroke', async () => {
    await page.click('#clear-all');
    await page.selectOption('#brush', '9');
    await page.keyboard.press('w');
    await drag(page, [300, 500], [700, 500]);
    const walls = await page.evaluate(() => window.pathlab.app.model.cells.reduce((n, c) => n + (c >> 7), 0));
    expect(walls).toBe(9 * (401 + 8)); // rows 496..504, columns 296..704
    await screenshot(page, 'big-map-brush');
    expect(session.errors).toEqual([]);
  });
});
