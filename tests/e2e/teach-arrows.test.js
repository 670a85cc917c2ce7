// Parent arrows on the board, read back from the board's own pixels: every
// reached cell on screen shows an arrow pointing towards its parent (as the
// replay has it at the step or micro-step shown) and every other cell none,
// after playback, steps back, timeline jumps, micro-steps, a pan, wheel zooms,
// an edit, a theme change and on each compare board. The arrows are a layer of
// pixels kept between frames and restamped only where a parent changed
// (web/src/teach/arrow-layer.js), so stale arrows are what this looks for.
// Screenshots of 12-pixel cells in light and dark themes and on a phone.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, comparisonShown, openInContext, useServedBrowser, modeOn } from './support.js';

const suite = useServedBrowser();
const open = (options = {}) => openInContext(suite.browser, `${suite.origin}/`, options);
const INK = { light: '#111827', dark: '#ffffff' }; // the arrows' ink in each theme (docs/teaching.md, "Board overlays")

// 64 x 40 cells: scattered walls and (unless `plain`) cost-5 terrain, fixed by a small LCG so every run sees the same map.
function mapText(plain = false) {
  let seed = 7;
  const random = () => ((seed = (seed * 1103515245 + 12345) % 2147483648) / 2147483648);
  const rows = Array.from({ length: 40 }, () => Array.from({ length: 64 }, () => {
    const r = random();
    return r < 0.16 ? '@' : r < 0.3 && !plain ? '5' : '.';
  }));
  rows[20][4] = '.';
  rows[20][59] = '.';
  return ['type octile', 'height 40', 'width 64', 'map', ...rows.map((row) => row.join(''))].join('\n');
}

/**
 * Checks the arrows of every board that shows a grid search, from its canvas's pixels: per cell on
 * screen (its pixels but the grid line), each pixel's share of ink over the cell's own colour (its most
 * common pixel) is the arrow. A reached cell with a parent needs some, their weighted centroid pointing
 * from the cell's centre towards the parent (within 40 degrees); a cell not reached, none.
 * Cells under the start and goal markers, the rings of the cell being expanded, of the micro-step and
 * of the hovered cell, and the path are skipped. Returns { boards, cells, arrows, wrong: the first few wrong cells }.
 */
async function checkArrows(page, ink) {
  // Every board has finished its repaint (on a busy machine a repaint takes bands of rows over
  // several frames) and any long jump; then two more frames for the overlays.
  await page.waitForFunction(() => [...window.pathlab.app.teaching.boards].every((b) => !b.repainting && !b.playback?.seeking), null, { timeout: 20_000 });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate((inkHex) => {
    const inkRgb = [1, 3, 5].map((i) => parseInt(inkHex.slice(i, i + 2), 16));
    const result = { boards: 0, cells: 0, arrows: 0, wrong: [] };
    const teaching = window.pathlab.app.teaching;
    for (const board of teaching.boards) {
      const { replay, model } = board;
      if (!replay || replay.cellCount !== model.width * model.height || board.canvas.clientWidth === 0) continue;
      result.boards++;
      const width = model.width;
      const dpr = board.canvas.width / board.canvas.clientWidth;
      const zoom = board.view.zoom;
      const pixels = board.canvas.getContext('2d').getImageData(0, 0, board.canvas.width, board.canvas.height).data;
      const skip = new Set();
      const around = (cell) => { for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) skip.add(cell + dy * width + dx); };
      around(model.start[1] * width + model.start[0]);
      around(model.goal[1] * width + model.goal[0]);
      if (replay.current >= 0 && replay.step < replay.totalSteps) around(replay.current);
      const micro = teaching.micro;
      if (micro.replay === replay && micro.index >= 0) around(replay.trace.cells[replay.expandAt[replay.step - 1] + micro.index]);
      for (const cell of replay.path) around(cell);
      if (board.hover) around(board.hover[1] * width + board.hover[0]); // the dashed hover square
      for (let y = 0; y < model.height; y++) {
        for (let x = 0; x < width; x++) {
          const cell = y * width + x;
          if (skip.has(cell)) continue;
          if (model.cells[cell] & 0x80) continue; // a wall: never reached, and its hatching's lines are no arrow
          const [sx, sy] = board.cellToScreen(x, y);
          // Pixel centres inside the cell, less the first row and column (the grid line drawn at the cell's edge).
          const left = Math.round(sx * dpr) + 1, top = Math.round(sy * dpr) + 1;
          const right = Math.round((sx + zoom) * dpr), bottom = Math.round((sy + zoom) * dpr);
          if (left < 0 || top < 0 || right > board.canvas.width || bottom > board.canvas.height || right - left < 4) continue;
          const counts = new Map();
          for (let py = top; py < bottom; py++) {
            for (let px = left; px < right; px++) {
              const i = (py * board.canvas.width + px) * 4;
              const key = (pixels[i] << 16) | (pixels[i + 1] << 8) | pixels[i + 2];
              counts.set(key, (counts.get(key) ?? 0) + 1);
            }
          }
          const ground = [...counts].sort((a, b) => b[1] - a[1])[0][0];
          const groundRgb = [ground >> 16, (ground >> 8) & 255, ground & 255];
          const span = inkRgb.map((v, k) => v - groundRgb[k]);
          const spanSquared = span.reduce((sum, v) => sum + v * v, 0);
          let n = 0, mx = 0, my = 0;
          for (let py = top; py < bottom; py++) {
            for (let px = left; px < right; px++) {
              const i = (py * board.canvas.width + px) * 4;
              const share = ((pixels[i] - groundRgb[0]) * span[0] + (pixels[i + 1] - groundRgb[1]) * span[1] + (pixels[i + 2] - groundRgb[2]) * span[2]) / spanSquared;
              if (share < 0.25) continue;
              if (share > 0.5) n++;
              mx += share * (px + 0.5 - (sx + zoom / 2) * dpr);
              my += share * (py + 0.5 - (sy + zoom / 2) * dpr);
            }
          }
          result.cells++;
          const parent = replay.parent[cell];
          const reached = replay.state[cell] !== 0 && parent !== 0xffffffff;
          let problem = '';
          if (!reached && n > 0) problem = `not reached, yet ${n} ink pixels`;
          if (reached) {
            const px = parent % width, py = Math.floor(parent / width);
            const angle = Math.abs(Math.atan2(my, mx) - Math.atan2(py - y, px - x)) * (180 / Math.PI);
            const off = Math.min(angle, 360 - angle);
            if (n < 2) problem = `reached from (${px}, ${py}), no arrow`;
            else if (off > 40) problem = `arrow ${off.toFixed(0)} degrees off its parent (${px}, ${py})`;
            else result.arrows++;
          }
          if (problem && result.wrong.length < 5) result.wrong.push(`${board.label || 'main'} (${x}, ${y}): ${problem}`);
        }
      }
    }
    return result;
  }, ink);
}

async function expectArrows(page, ink, what) {
  // Read again until the boards show no wrong cell: a seek's repaint is scheduled for the next frame
  // and may take bands of rows over several, so a first read can come before it has begun.
  let result;
  await expect.poll(async () => (result = await checkArrows(page, ink)).wrong, { message: what }).toEqual([]);
  expect(result.arrows, what).toBeGreaterThan(20);
  return result;
}

describe('parent arrows on the board', () => {
  it('point from every reached cell to its parent after playback, steps back, jumps, micro-steps, pan, zoom and an edit', async () => {
    const { page, errors, close } = await open({ viewport: { width: 1280, height: 900 } });
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(4, 20); window.pathlab.setGoal(59, 20); }, mapText());
    await page.getByLabel('Parent arrows').check();
    await page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 12, centerX: 32, centerY: 20 }));
    // Play for a while, then pause: the layer follows the steps as they come.
    await page.evaluate(() => window.pathlab.app.setSpeed(200));
    await page.locator('#play').click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().step ?? 0), { timeout: 20_000 }).toBeGreaterThan(150);
    await page.locator('#play').click();
    await expectArrows(page, INK.light, 'after playing');
    for (let i = 0; i < 5; i++) await page.locator('#back').click();
    await expectArrows(page, INK.light, 'after 5 steps back');
    const total = await page.evaluate(() => window.pathlab.state().totalSteps);
    await page.locator('#timeline').fill(String(Math.floor(total * 0.7)));
    await expectArrows(page, INK.light, 'after a jump forward');
    await page.locator('#timeline').fill(String(Math.floor(total * 0.2)));
    await expectArrows(page, INK.light, 'after a jump back');
    await page.locator('#timeline').fill(String(total));
    const atEnd = await expectArrows(page, INK.light, 'at the end');
    await page.locator('#board').screenshot({ path: `${ARTIFACTS}arrows-12px-light.png` });

    // Micro-steps: the cells this expansion opens later must not show their arrows yet.
    await page.getByLabel('Micro-steps').check();
    await page.locator('#timeline').fill(String(Math.floor(total * 0.5)));
    for (let i = 0; i < 3; i++) {
      await page.getByRole('button', { name: 'Next micro-step' }).click();
      await expectArrows(page, INK.light, `micro-step ${i + 1}`);
    }
    for (let i = 0; i < 4; i++) await page.getByRole('button', { name: 'Previous micro-step' }).click();
    await expectArrows(page, INK.light, 'back across micro-steps into the previous step');
    await page.getByLabel('Micro-steps').uncheck();

    // A middle-button drag pans; the wheel zooms in and out (to fractional cell sizes).
    const box = await page.locator('#board').boundingBox();
    const middle = [box.x + box.width / 2, box.y + box.height / 2];
    await page.mouse.move(...middle);
    await page.mouse.down({ button: 'middle' });
    await page.mouse.move(middle[0] - 137, middle[1] - 61, { steps: 8 });
    await page.mouse.up({ button: 'middle' });
    await expectArrows(page, INK.light, 'after a pan');
    await page.mouse.wheel(0, -120);
    await expectArrows(page, INK.light, 'zoomed in by the wheel');
    await page.mouse.wheel(0, 200);
    const zoomed = await page.evaluate(() => window.pathlab.app.renderer.view.zoom);
    expect(zoomed).toBeGreaterThanOrEqual(8);
    await expectArrows(page, INK.light, `zoomed out by the wheel to ${zoomed.toFixed(2)} px cells`);

    // An edit (a wall drawn across reached cells) of a finished search runs it again (Live re-run): the layer follows the new one.
    await page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 12, centerX: 32, centerY: 20 }));
    await page.locator('#board').scrollIntoViewIfNeeded();
    await page.locator('#end').click();
    const before = await page.evaluate(() => { window.shownBefore = window.pathlab.app.replay; return [...window.shownBefore.parent]; });
    const cell = async (x, y) => page.evaluate(([cx, cy]) => {
      const { renderer } = window.pathlab.app;
      const rect = renderer.canvas.getBoundingClientRect();
      const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5);
      return [rect.left + sx, rect.top + sy];
    }, [x, y]);
    await page.mouse.move(...(await cell(12, 10)));
    await page.mouse.down();
    await page.mouse.move(...(await cell(12, 30)), { steps: 20 });
    await page.mouse.up();
    await expect.poll(() => page.evaluate(() => window.pathlab.app.replay !== window.shownBefore && window.pathlab.app.mode), { timeout: 20_000 })
      .toBe('finished');
    const after = await page.evaluate(() => [...window.pathlab.app.replay.parent]);
    expect(after).not.toEqual(before);
    await expectArrows(page, INK.light, 'after an edit');
    expect(atEnd.cells).toBeGreaterThan(1000);
    expect(errors).toEqual([]);
    await close();
  });

  it('read in the dark theme, on each compare board, and on a phone (screenshots at 12-pixel cells)', async () => {
    const dark = await open({ colorScheme: 'dark', viewport: { width: 1280, height: 900 } });
    await dark.page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(4, 20); window.pathlab.setGoal(59, 20); }, mapText());
    await dark.page.getByLabel('Parent arrows').check();
    await dark.page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 12, centerX: 32, centerY: 20 }));
    await dark.page.evaluate(() => window.pathlab.step(300));
    await expectArrows(dark.page, INK.dark, 'dark theme');
    await dark.page.locator('#board').screenshot({ path: `${ARTIFACTS}arrows-12px-dark.png` });
    await dark.page.getByLabel('Colour-blind-safe colours').check();
    await expectArrows(dark.page, INK.dark, 'dark theme, colour-blind palette');
    await dark.page.locator('#board').screenshot({ path: `${ARTIFACTS}arrows-12px-dark-colour-blind.png` });
    await dark.page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 20, centerX: 20, centerY: 20 }));
    await expectArrows(dark.page, INK.dark, '20-pixel cells, arrows with a halo');
    // Jump point search (no terrain): parents many cells away get the nearest of the quantized directions.
    await dark.page.evaluate(async (text) => {
      window.pathlab.loadMap(text);
      window.pathlab.setStart(4, 20);
      window.pathlab.setGoal(59, 20);
      await window.pathlab.setOptions({ algorithm: 'jps' });
      await window.pathlab.step(1);
      window.pathlab.app.seek(Math.floor(window.pathlab.state().totalSteps / 2));
    }, mapText(true));
    await expectArrows(dark.page, INK.dark, 'jump point search');
    // Compare mode: each board has its own layer.
    await dark.page.getByLabel('Compare', { exact: true }).check();
    await modeOn(dark.page, 'compare');
    await dark.page.click('#compare-run');
    // The comparison the mode ran on opening is replaced by the one Compare asked for: wait for that one.
    await comparisonShown(dark.page);
    const compared = () => dark.page.evaluate(() => [...window.pathlab.app.teaching.boards].filter((b) => b.label && b.replay).length);
    expect(await compared()).toBe(3);
    await dark.page.evaluate(() => {
      for (const board of window.pathlab.app.teaching.boards) {
        if (!board.label || !board.replay) continue;
        board.playback.pause();
        board.playback.seek(Math.floor(board.replay.totalSteps * 0.6));
        board.setView({ zoom: 12, centerX: 20, centerY: 20 });
      }
    });
    const onCompare = await expectArrows(dark.page, INK.dark, 'compare boards');
    expect(onCompare.boards).toBe(await compared());
    await dark.page.screenshot({ path: `${ARTIFACTS}arrows-12px-dark-compare.png` });
    expect(dark.errors).toEqual([]);
    await dark.close();

    const phone = await open({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, hasTouch: true, isMobile: true });
    await phone.page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(4, 20); window.pathlab.setGoal(59, 20); }, mapText());
    await phone.page.getByLabel('Parent arrows').tap();
    await phone.page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 12, centerX: 14, centerY: 20 }));
    await phone.page.evaluate(() => window.pathlab.step(120));
    const onPhone = await expectArrows(phone.page, INK.light, 'phone, 3 device pixels per CSS pixel');
    expect(onPhone.boards).toBe(1);
    await phone.page.locator('#board').scrollIntoViewIfNeeded();
    await phone.page.screenshot({ path: `${ARTIFACTS}arrows-12px-phone.png` });
    expect(phone.errors).toEqual([]);
    await phone.close();
  });
});
