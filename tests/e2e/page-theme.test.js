// The board's colours in Chromium: light and dark themes (prefers-color-scheme),
// the colour-blind-safe option, read back from the canvas pixels. Screenshots of
// each go to tests/artifacts/page-theme-*.png.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { openPage, screenshot } from './support.js';

let session;
let page;

beforeAll(async () => {
  session = await openPage('/');
  page = session.page;
  await page.evaluate(() => window.pathlab.run()); // the last step: closed cells span the whole g range
});
afterAll(async () => { await session?.close(); });

// The canvas colour at the centre of cell (x, y), as [r, g, b].
function pixelAt(x, y) {
  return page.evaluate(([cx, cy]) => {
    const { renderer } = window.pathlab.app;
    const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5);
    const dpr = window.devicePixelRatio || 1;
    return [...renderer.canvas.getContext('2d').getImageData(Math.round(sx * dpr), Math.round(sy * dpr), 1, 1).data.slice(0, 3)];
  }, [x, y]);
}

// A cell of each kind at the shown step: [x, y] of a free, a wall, the lowest-g and highest-g closed cell, an open cell.
function sampleCells() {
  return page.evaluate(() => {
    const { model, replay } = window.pathlab.app;
    const xy = (i) => [i % model.width, Math.floor(i / model.width)];
    const path = new Set(replay.path);
    const offPath = (i) => !path.has(i) && !model.isStart(...xy(i)) && !model.isGoal(...xy(i)) && (model.cells[i] & 0x0f) === 1;
    let free = -1; let wall = -1; let open = -1; let low = -1; let high = -1;
    for (let i = 0; i < model.cells.length; i++) {
      if (model.cells[i] & 0x80) { if (wall < 0) wall = i; continue; }
      if (!offPath(i)) continue;
      const s = replay.state[i];
      if (s === 0 && free < 0) free = i;
      if (s === 1 && open < 0) open = i;
      if (s === 2 && (low < 0 || replay.g[i] < replay.g[low])) low = i;
      if (s === 2 && (high < 0 || replay.g[i] > replay.g[high])) high = i;
    }
    return { free: xy(free), wall: xy(wall), open: xy(open), low: xy(low), high: xy(high) };
  });
}

async function colours() {
  await page.waitForTimeout(80); // a frame or two to repaint
  const cells = await sampleCells();
  const out = {};
  for (const [name, [x, y]] of Object.entries(cells)) out[name] = await pixelAt(x, y);
  return out;
}

// WCAG relative luminance and contrast ratio.
function luminance([r, g, b]) {
  const lin = (v) => { const c = v / 255; return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4; };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}
function contrast(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

describe('board colours', () => {
  test('light theme: light ground, dark walls, amber to red closed cells, open cells darker still', async () => {
    await page.emulateMedia({ colorScheme: 'light' });
    const c = await colours();
    expect(luminance(c.free)).toBeGreaterThan(0.7);
    expect(contrast(c.free, c.wall)).toBeGreaterThan(7);
    expect(c.low[0]).toBeGreaterThan(c.low[1]); // amber: red over green, blue low
    expect(c.low[1]).toBeGreaterThan(c.low[2] + 80);
    expect(c.high[0]).toBeGreaterThan(c.high[1] + 80); // red
    // Three steps of lightness, 3:1 apart (WCAG 1.4.11): ground, closed, open (tests/unit/palette-contrast.test.js has every pair).
    for (const kind of ['open', 'low', 'high']) expect(contrast(c[kind], c.free), kind).toBeGreaterThanOrEqual(3);
    for (const kind of ['low', 'high']) expect(contrast(c[kind], c.open), kind).toBeGreaterThanOrEqual(3);
    await screenshot(page, 'page-theme-light');
  });

  test('dark theme: the board turns dark too, walls stay clear, the search colours keep their hues', async () => {
    await page.emulateMedia({ colorScheme: 'dark' });
    const c = await colours();
    expect(luminance(c.free)).toBeLessThan(0.05);
    expect(contrast(c.free, c.wall)).toBeGreaterThan(7);
    for (const kind of ['open', 'low', 'high']) expect(contrast(c[kind], c.free), kind).toBeGreaterThan(3);
    for (const kind of ['low', 'high']) expect(contrast(c[kind], c.open), kind).toBeGreaterThanOrEqual(3);
    expect(c.low[0]).toBeGreaterThan(c.low[1]); // amber
    expect(c.low[1]).toBeGreaterThan(c.low[2] + 80);
    expect(c.high[0]).toBeGreaterThan(c.high[1] + 80);
    expect(distance(c.open, c.low)).toBeGreaterThan(100);
    const legendWall = await page.$eval('#legend .swatch', () => getComputedStyle(document.querySelectorAll('#legend .swatch')[2]).backgroundColor);
    expect(legendWall).toBe(`rgb(${c.wall.join(', ')})`); // the legend follows the board
    await screenshot(page, 'page-theme-dark');
  });

  test('colour-blind-safe option: closed cells run olive yellow to blue, in both themes, and it is remembered', async () => {
    await page.click('#colour-blind');
    for (const scheme of ['dark', 'light']) {
      await page.emulateMedia({ colorScheme: scheme });
      const c = await colours();
      expect(c.high[2]).toBeGreaterThan(c.high[0] + 30); // blue, not red
      expect(Math.abs(c.low[0] - c.low[1])).toBeLessThan(40); // yellow at low g: red and green alike, blue low
      expect(c.low[1]).toBeGreaterThan(c.low[2] + 80);
      // The open cells told from both ends by lightness, the ground from all three (WCAG 1.4.11).
      for (const kind of ['low', 'high']) expect(contrast(c[kind], c.open), `${scheme} ${kind}`).toBeGreaterThanOrEqual(3);
      for (const kind of ['open', 'low', 'high']) expect(contrast(c[kind], c.free), `${scheme} ${kind}`).toBeGreaterThanOrEqual(3);
      expect(distance(c.open, c.low)).toBeGreaterThan(100);
      expect(distance(c.open, c.high)).toBeGreaterThan(100);
      await screenshot(page, `page-theme-${scheme}-colour-blind`);
    }
    await page.reload();
    await page.waitForSelector('html[data-ready="true"]');
    expect(await page.$eval('#colour-blind', (box) => box.checked)).toBe(true);
    expect(await page.evaluate(() => window.pathlab.app.renderer.colourBlind)).toBe(true);
    await page.click('#colour-blind');
    expect(session.errors).toEqual([]);
  });
});
