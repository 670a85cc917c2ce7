// The drawing survives a reload: walls, terrain, markers, options, mode and step are
// kept in localStorage as they change and come back on the next visit without a link;
// a link wins over it; New map starts over (Undo brings the drawing back); a full or
// blocked storage is said plainly; the embed page writes nothing into storage.
import { describe, expect, it } from 'vitest';
import { cellCenter, drag, screenshot, useServedBrowser } from './support.js';

const served = useServedBrowser(null, { sources: true }); // reads the page's link encoder: import('/src/share/link.js')

const READY = 'html[data-ready="true"]';
const cellsOf = (page) => page.evaluate(() => Array.from(window.pathlab.app.model.cells));
const savedText = (page) => page.evaluate(() => localStorage.getItem('pathlab.document'));
// Waits until the stored text is what the page shows, encoded (the save is debounced).
// (A string, so that the test runner leaves the page's import() alone.)
const SAVED = `(async () => {
  const { encodeState } = await import('/src/share/link.js');
  const shown = await encodeState(window.pathlab.app.getState(), { maxChars: 1000000 });
  return localStorage.getItem('pathlab.document') === shown;
})()`;
const waitSaved = (page) => expect.poll(() => page.evaluate(SAVED)).toBe(true);

// The playground in a browser context of its own (its own storage), ready.
async function freshPlayground() {
  const context = await served.browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  const page = await context.newPage();
  await page.goto(`${served.origin}/`);
  await page.waitForSelector(READY);
  return { context, page };
}

describe('the drawing kept in the browser', () => {
  it('comes back after a reload with its walls, terrain, markers, options, mode and step', async () => {
    const { context, page } = await freshPlayground();
    await drag(page, [3, 20], [15, 20]); // a wall
    await page.keyboard.press('5'); // terrain cost 5
    await drag(page, [25, 20], [30, 20]);
    await drag(page, [7, 11], [5, 5]); // the start moves
    await page.selectOption('#option-algorithm', 'dijkstra');
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    await page.click('#back');
    await page.click('#back');
    await waitSaved(page);
    const before = await page.evaluate(() => ({ cells: Array.from(window.pathlab.app.model.cells), state: { ...window.pathlab.app.getState(), cells: null, view: null } }));
    expect(before.cells.filter((c) => c === 0x81).length).toBe(25 + 13); // the starter's walls plus ours
    expect(before.cells.filter((c) => c === 5).length).toBe(6);

    await page.reload();
    await page.waitForSelector(READY);
    const after = await page.evaluate(() => ({ cells: Array.from(window.pathlab.app.model.cells), state: { ...window.pathlab.app.getState(), cells: null, view: null } }));
    expect(after.cells).toEqual(before.cells);
    expect(after.state).toEqual(before.state);
    expect(after.state.start).toEqual([5, 5]);
    expect(after.state.options.algorithm).toBe('dijkstra');
    expect(await page.inputValue('#option-algorithm')).toBe('dijkstra');
    expect(await page.textContent('#save-note')).toMatch(/last visit is back/);
    await screenshot(page, 'persist-restored');

    // Zooming alone is kept too.
    const [x, y] = await cellCenter(page, [20, 12]);
    await page.mouse.move(x, y);
    await page.mouse.wheel(0, -300);
    await waitSaved(page);
    const zoomed = await page.evaluate(() => window.pathlab.app.renderer.viewState());
    expect(zoomed.fit).toBe('region');
    await page.reload();
    await page.waitForSelector(READY);
    expect(await page.evaluate(() => window.pathlab.app.renderer.viewState())).toEqual(zoomed);

    // New map starts over and Undo brings the drawing back.
    // (Polled: the click's handler may finish after the click returns, on a loaded machine.)
    await page.click('#new-map');
    await expect.poll(async () => (await cellsOf(page)).filter((c) => c === 5).length).toBe(0);
    expect(await page.evaluate(() => window.pathlab.app.getState().options.algorithm)).toBe('astar');
    expect(await page.evaluate(() => window.pathlab.app.step)).toBe(null);
    await page.click('#undo-new-map');
    await expect.poll(() => cellsOf(page)).toEqual(before.cells);
    await page.click('#new-map');
    await waitSaved(page); // New map's save is under way when the click returns
    await page.reload();
    await page.waitForSelector(READY);
    expect((await cellsOf(page)).filter((c) => c === 5).length).toBe(0); // the new map is what was kept
    await context.close();
  });

  it('brings back the page mode and its settings', async () => {
    const { context, page } = await freshPlayground();
    await page.click('#mode-card label:has(input[value="flee"])');
    await page.focus('#flee-distance');
    await page.keyboard.press('ArrowRight'); // half a cell farther
    const mode = await page.evaluate(() => window.pathlab.app.modeHost.state());
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    await waitSaved(page);
    await page.reload();
    await page.waitForSelector(READY);
    expect(await page.evaluate(() => window.pathlab.app.modeHost.state())).toEqual(mode);
    expect(await page.isChecked('#mode-card input[value="flee"]')).toBe(true);
    expect(Number(await page.inputValue('#flee-distance'))).toBe(mode.minDistance);
    await context.close();
  });

  it('lets a link win without overwriting the drawing until the link\'s map is changed', async () => {
    const { context, page } = await freshPlayground();
    await drag(page, [3, 21], [15, 21]);
    await waitSaved(page);
    const kept = await savedText(page);
    await page.click('#copy-link');
    await page.waitForSelector('#share-dialog[open]'); // it opens once the link is made (the click returns before)
    const link = await page.inputValue('#share-link');
    await page.keyboard.press('Escape');
    await page.waitForSelector('#share-dialog', { state: 'hidden' });
    await page.click('#new-map');
    await waitSaved(page);
    const fresh = await savedText(page);
    expect(fresh).not.toBe(kept);
    await page.goto(link); // the link's map, not the stored new one
    await page.reload();
    await page.waitForSelector(READY);
    expect((await cellsOf(page)).filter((c) => c === 0x81).length).toBe(25 + 13);
    expect(await savedText(page)).toBe(fresh); // opening a link wrote nothing
    await context.close();
  });

  it('says so when the storage is full or blocked, and the page still works', async () => {
    const full = await served.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await full.addInitScript(() => {
      Storage.prototype.setItem = function setItem() { throw new DOMException('quota', 'QuotaExceededError'); };
    });
    const page = await full.newPage();
    await page.goto(`${served.origin}/`);
    await page.waitForSelector(READY);
    await drag(page, [3, 21], [15, 21]);
    await page.waitForFunction(() => /storage for this page is full/.test(document.querySelector('#save-note').textContent));
    expect(await page.textContent('#error')).toMatch(/storage for this page is full/);
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    await screenshot(page, 'persist-storage-full');
    await full.close();

    const blocked = await served.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await blocked.addInitScript(() => {
      Object.defineProperty(window, 'localStorage', { get() { throw new DOMException('denied', 'SecurityError'); } });
    });
    const other = await blocked.newPage();
    const errors = [];
    other.on('pageerror', (error) => errors.push(String(error)));
    await other.goto(`${served.origin}/`);
    await other.waitForSelector(READY);
    expect(await other.textContent('#save-note')).toMatch(/storage is blocked/);
    expect(errors).toEqual([]);
    await blocked.close();
  });

  it('never writes from the embed page, nor from the playground inside a frame', async () => {
    const context = await served.browser.newContext({ viewport: { width: 900, height: 700 } });
    const page = await context.newPage();
    await page.goto(`${served.origin}/embed.html`);
    await page.waitForSelector(READY);
    const [x, y] = await cellCenter(page, [3, 21]);
    await page.mouse.click(x, y);
    await page.waitForTimeout(800); // longer than the save delay
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    // The playground framed by a page of the same origin: it draws, and keeps nothing.
    await page.setContent(`<iframe src="${served.origin}/" width="800" height="600"></iframe>`);
    await page.goto(`${served.origin}/embed.html`); // same origin as the frame, to read its storage afterwards
    await page.evaluate((src) => {
      document.body.innerHTML = `<iframe id="f" src="${src}" width="860" height="640"></iframe>`;
    }, `${served.origin}/`);
    const frame = await (await page.waitForSelector('#f')).contentFrame();
    await frame.waitForSelector(READY);
    const inner = await frame.evaluate(() => {
      const { renderer } = window.pathlab.app;
      const rect = renderer.canvas.getBoundingClientRect();
      const [sx, sy] = renderer.cellToScreen(3.5, 21.5);
      return [rect.left + sx, rect.top + sy];
    });
    const box = await (await page.$('#f')).boundingBox();
    await page.mouse.click(box.x + inner[0], box.y + inner[1]);
    await page.waitForTimeout(800);
    expect(await frame.evaluate(() => window.pathlab.app.model.cells[21 * 40 + 3])).toBe(0x81); // drawn
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect(await frame.textContent('#save-note')).toMatch(/not kept/);
    await context.close();
  });
});
