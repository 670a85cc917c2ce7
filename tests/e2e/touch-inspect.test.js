// Inspecting on a phone (390 x 844, touch): the Inspect tool's tap and a press-and-hold
// with the Wall tool show a cell's values without drawing a wall or re-running the
// search, and the values appear right under the board, on screen, not ~1,750 px below.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPage, screenshot } from './support.js';

let session;
let page;
let cdp;
beforeAll(async () => {
  session = await openPage('/', { viewport: { width: 390, height: 844 }, hasTouch: true });
  page = session.page;
  cdp = await page.context().newCDPSession(page);
});
afterAll(async () => { await session?.close(); });

const cellPoint = ([x, y]) => page.evaluate(([cx, cy]) => {
  const { renderer } = window.pathlab.app;
  const rect = renderer.canvas.getBoundingClientRect();
  const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5);
  return [rect.left + sx, rect.top + sy];
}, [x, y]);
const snapshot = () => page.evaluate(() => {
  const { app } = window.pathlab;
  return { cells: Array.from(app.model.cells), mode: app.mode, result: app.result, step: app.step };
});
// Where the inspected values show, relative to the board and the screen.
const readout = () => page.evaluate(() => {
  const near = document.querySelector('#board-inspector');
  const box = near.getBoundingClientRect();
  const board = document.querySelector('#board').getBoundingClientRect();
  return { visible: !near.hidden && box.height > 0, text: near.textContent, gapBelowBoard: box.top - board.bottom, bottom: box.bottom, viewport: innerHeight };
});

describe('inspecting on a phone', () => {
  test('the Inspect tool: a tap shows the cell under the board and edits nothing', async () => {
    await page.tap('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    const before = await snapshot();
    await page.tap('label:has(input[name="tool"][value="inspect"])');
    const [x, y] = await cellPoint([10, 11]); // a closed cell left of the wall
    await page.touchscreen.tap(x, y);
    const after = await snapshot();
    expect(after).toEqual(before); // no wall, same finished search
    const shown = await readout();
    expect(shown.visible).toBe(true);
    expect(shown.text).toMatch(/Cell\(10, 11\)/);
    expect(shown.text).toMatch(/g \(cost so far\)/);
    expect(shown.gapBelowBoard).toBeGreaterThanOrEqual(0);
    expect(shown.gapBelowBoard).toBeLessThan(40);
    expect(shown.bottom).toBeLessThanOrEqual(shown.viewport); // on screen without scrolling
    await screenshot(page, 'touch-inspect-tool-phone');
  });

  test('press and hold with the Wall tool inspects and draws nothing; a quick tap still draws', async () => {
    await page.tap('label:has(input[name="tool"][value="wall"])');
    const before = await snapshot();
    const [x, y] = await cellPoint([12, 14]);
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    // Held until the page says it inspects (the press is long enough then), the finger still down.
    await page.waitForFunction(() => window.pathlab.app.editor.gesture?.kind === 'inspect');
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x + 1, y: y + 1 }] }); // a finger is never quite still
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    expect(await snapshot()).toEqual(before);
    expect((await readout()).text).toMatch(/Cell\(12, 14\)/);
    await screenshot(page, 'touch-inspect-hold-phone');
    const [qx, qy] = await cellPoint([2, 20]);
    await page.touchscreen.tap(qx, qy);
    expect(await page.evaluate(() => window.pathlab.app.model.isWall(2, 20))).toBe(true);
    expect(session.errors).toEqual([]);
  });

  test('the values under the board stay off on a wide screen (the Inspector card is beside the board there)', async () => {
    await page.setViewportSize({ width: 1280, height: 800 });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#board-inspector')).display)).toBe('none');
    expect(await page.textContent('#inspector')).toMatch(/Cell\(2, 20\)/);
  });
});
