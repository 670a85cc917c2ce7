// A link shows the receiver the part of the map the sender saw, whatever the
// receiver's frame: made on a 1400 x 900 window with the map fitted (start and goal
// in opposite corners), it opens in the Embed dialog's 640 x 420 iframe, at 900 x 600
// and 800 x 600 with both markers on the board; a zoomed-in view keeps its region.
import { describe, expect, it } from 'vitest';
import { cellCenter, drag, openInContext, screenshot, sharedPlayground, useServedBrowser } from './support.js';

const served = useServedBrowser();
// The senders: one 1400 x 900 playground, put back by New map before each test (support.js).
const senderPage = sharedPlayground(() => served, '/', { viewport: { width: 1400, height: 900 } });

// Copies the link through the page's own Copy link dialog.
async function copyLink(page) {
  await page.click('#copy-link');
  await page.waitForSelector('#share-dialog[open]'); // opened once the link is made and offered to the clipboard
  const link = await page.inputValue('#share-link');
  await page.keyboard.press('Escape');
  return link;
}

// Whether cell [x, y]'s centre lies on the board canvas as laid out (inside its box).
const onBoard = (page, cell) => page.evaluate(([x, y]) => {
  const { renderer } = window.pathlab.app;
  const [sx, sy] = renderer.cellToScreen(x + 0.5, y + 0.5);
  return sx >= 0 && sy >= 0 && sx <= renderer.canvas.clientWidth && sy <= renderer.canvas.clientHeight;
}, cell);

describe('a link opened in another frame size', () => {
  it('shows the whole fitted map, start and goal in opposite corners, at 640 x 420, 900 x 600 and 800 x 600', async () => {
    const sender = await senderPage();
    await drag(sender.page, [7, 11], [0, 0]); // the starter map's S to the top-left corner
    await drag(sender.page, [33, 11], [39, 23]); // and G to the bottom-right one
    expect(await sender.page.evaluate(() => window.pathlab.app.getState().start)).toEqual([0, 0]);
    expect(await sender.page.evaluate(() => window.pathlab.app.getState().goal)).toEqual([39, 23]);
    const link = await copyLink(sender.page);
    await sender.page.click('#embed-button');
    await sender.page.waitForFunction(() => document.querySelector('#embed-snippet')?.value.includes('<iframe')); // the dialog loads when first opened
    const snippet = await sender.page.inputValue('#embed-snippet');
    await sender.close();

    // The Embed dialog's snippet, pasted into a host page: a 640 x 420 iframe.
    const host = await openInContext(served.browser, `${served.origin}/embed.html`, { viewport: { width: 1000, height: 700 } });
    await host.page.setContent(`<!doctype html><body style="margin:0">${snippet.replace('loading="lazy"', '')}</body>`);
    const frame = await (await host.page.waitForSelector('iframe')).contentFrame();
    await frame.waitForSelector('html[data-ready="true"]');
    expect(await host.page.$eval('iframe', (f) => [f.width, f.height])).toEqual(['640', '420']);
    await frame.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    expect([await onBoard(frame, [0, 0]), await onBoard(frame, [39, 23])]).toEqual([true, true]);
    await screenshot(host.page, 'link-view-embed-snippet-640x420');
    await host.close();

    const hash = link.slice(link.indexOf('#'));
    const frames = [
      ['embed', `/embed.html${hash}`, { width: 640, height: 420 }],
      ['page', `/${hash}`, { width: 900, height: 600 }],
      ['page', `/${hash}`, { width: 800, height: 600 }],
    ];
    for (const [kind, path, viewport] of frames) {
      const receiver = await openInContext(served.browser, served.origin + path, { viewport, waitFor: 'html[data-ready="true"]' });
      await receiver.page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
      expect([kind, viewport, await onBoard(receiver.page, [0, 0]), await onBoard(receiver.page, [39, 23])])
        .toEqual([kind, viewport, true, true]);
      await screenshot(receiver.page, `link-view-${kind}-${viewport.width}x${viewport.height}`);
      expect(receiver.errors).toEqual([]);
      await receiver.close();
    }
  });

  it('keeps a zoomed-in region: the same cells stay in view in a smaller frame', async () => {
    const sender = await senderPage();
    const [x, y] = await cellCenter(sender.page, [20, 12]);
    await sender.page.mouse.move(x, y);
    await sender.page.mouse.wheel(0, -400); // zoom in around the middle of the map
    await sender.page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
    const seen = await sender.page.evaluate(() => {
      const { renderer } = window.pathlab.app;
      const [left, top] = renderer.screenToCell(0, 0);
      const [right, bottom] = renderer.screenToCell(renderer.canvas.clientWidth, renderer.canvas.clientHeight);
      return { left, top, right, bottom };
    });
    expect(seen.right - seen.left).toBeLessThan(30); // zoomed in: part of the 40-cell-wide map
    const link = await copyLink(sender.page);
    await sender.close();

    const receiver = await openInContext(served.browser, `${served.origin}/embed.html${link.slice(link.indexOf('#'))}`, { viewport: { width: 640, height: 420 }, waitFor: 'html[data-ready="true"]' });
    const shown = await receiver.page.evaluate(() => {
      const { renderer } = window.pathlab.app;
      const [left, top] = renderer.screenToCell(0, 0);
      const [right, bottom] = renderer.screenToCell(renderer.canvas.clientWidth, renderer.canvas.clientHeight);
      return { left, top, right, bottom };
    });
    // The sender's region is inside the receiver's view, and fills it along one side.
    expect(shown.left).toBeLessThanOrEqual(seen.left + 1e-6);
    expect(shown.right).toBeGreaterThanOrEqual(seen.right - 1e-6);
    expect(shown.top).toBeLessThanOrEqual(seen.top + 1e-6);
    expect(shown.bottom).toBeGreaterThanOrEqual(seen.bottom - 1e-6);
    const fillsWidth = Math.abs((shown.right - shown.left) - (seen.right - seen.left)) < 1e-6;
    const fillsHeight = Math.abs((shown.bottom - shown.top) - (seen.bottom - seen.top)) < 1e-6;
    expect(fillsWidth || fillsHeight).toBe(true);
    await screenshot(receiver.page, 'link-view-zoomed-embed-640x420');
    await receiver.close();
  });
});
