// Export animation (docs/slides.md) in Chromium: the GIF a run exports, read back by the tests'
// own GIF reader (gif-reader.js) and checked cell by cell against the library's trace of the
// same search in Node; refusals; the dialog with real clicks and keys, its download, on desktop
// and a 390 x 844 phone. Screenshots: tests/artifacts/slides-*.png.
import { readFileSync, writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { TRACE_KINDS } from 'pathlab';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { readGif } from './gif-reader.js';
import { CLOSED, CLOSED_LEVELS, OPEN, TERRAIN, WALL, usePalette } from '../../web/src/render/palette.js';

const suite = useServedBrowser('/');

// 20 x 12 with a wall to go round, as Moving AI text.
const WALLED = ['type octile', 'height 12', 'width 20', 'map',
  ...Array.from({ length: 12 }, (_, y) => Array.from({ length: 20 }, (_, x) => (x === 9 && y > 1 && y < 11 ? '@' : '.')).join(''))].join('\n');
const START = [2, 6];
const GOAL = [17, 6];

async function showSearch(page) {
  await page.evaluate(async ({ text, start, goal }) => {
    await window.pathlab.loadMap(text);
    window.pathlab.setStart(...start);
    window.pathlab.setGoal(...goal);
    await window.pathlab.run();
  }, { text: WALLED, start: START, goal: GOAL });
}

// The library's own trace of the same search, in Node.
// The page's options less its extra goals, which the library takes as `goals` (none here).
function libraryTrace(pl, { extraGoals: _extra, ...options }) {
  const grid = pl.Grid.fromMovingAI(WALLED);
  const search = pl.createSearch(grid, { ...options, start: START, goal: GOAL });
  search.run();
  const trace = search.traceCopy();
  search.delete();
  grid.delete();
  return trace;
}

// Cell states after step `step` straight from the event definitions: 'closed', 'open' or 'none'.
function statesAt(trace, step) {
  const states = new Map();
  let expands = 0;
  for (let i = 0; i < trace.length; i++) {
    const kind = trace.kinds[i] & 0x7f;
    if (kind === TRACE_KINDS.expand && ++expands > step) break;
    if (kind === TRACE_KINDS.open || kind === TRACE_KINDS.improve) states.set(trace.cells[i], states.get(trace.cells[i]) === 'closed' ? 'closed' : 'open');
    else if (kind === TRACE_KINDS.expand) states.set(trace.cells[i], 'closed');
  }
  return states;
}

// What a pixel shows, by the light theme's board colours as palette.js paints plain ground (cost 1): its
// tables of packed words (little-endian RGBA), so the palette stays one fact. The nearest of them names
// the pixel; one farther than a GIF's rounding from all of them is unknown.
function boardColours() {
  usePalette({ dark: false });
  const rgb = (word) => [word & 255, (word >>> 8) & 255, (word >>> 16) & 255];
  return [
    ['none', rgb(TERRAIN[1])], ['wall', rgb(WALL)], ['open', rgb(OPEN[1])],
    ...Array.from({ length: CLOSED_LEVELS }, (_, level) => ['closed', rgb(CLOSED[CLOSED_LEVELS + level])]),
  ];
}
const BOARD_COLOURS = boardColours();

function kindOfPixel([r, g, b]) {
  let best = null;
  let nearest = Infinity;
  for (const [kind, [cr, cg, cb]] of BOARD_COLOURS) {
    const d = Math.max(Math.abs(r - cr), Math.abs(g - cg), Math.abs(b - cb));
    if (d < nearest) { nearest = d; best = kind; }
  }
  return nearest <= 12 ? best : `unknown rgb(${r}, ${g}, ${b})`;
}

// The frames the page hands to the GIF encoder's worker, as drawn (RGBA), caught on their way: the
// pixels each frame of the file must show.
async function exportCaught(page, request) {
  const { bytes, drawn } = await page.evaluate(async (r) => {
    const post = Worker.prototype.postMessage;
    const caught = [];
    Worker.prototype.postMessage = function (message, transfer) {
      if (message?.type === 'frame') caught.push(new Uint8Array(message.rgba).slice());
      return post.call(this, message, transfer);
    };
    const base64 = (u8) => {
      let s = '';
      for (let i = 0; i < u8.length; i += 0x8000) s += String.fromCharCode(...u8.subarray(i, i + 0x8000));
      return btoa(s);
    };
    try {
      const blob = await window.pathlab.exportAnimation(r);
      return { bytes: base64(new Uint8Array(await blob.arrayBuffer())), drawn: caught.map(base64) };
    } finally {
      Worker.prototype.postMessage = post;
    }
  }, request);
  const decode = (b64) => new Uint8Array(Buffer.from(b64, 'base64'));
  return { gif: readGif(decode(bytes)), drawn: drawn.map(decode) };
}

// The distinct colours (red, green, blue) of some RGBA frames together.
function coloursOf(frames) {
  const colours = new Set();
  for (const rgba of frames) for (let o = 0; o < rgba.length; o += 4) colours.add((rgba[o] << 16) | (rgba[o + 1] << 8) | rgba[o + 2]);
  return colours;
}

// The largest difference on any channel between a decoded frame and the frame as drawn, and how
// many pixels differ at all.
function difference(decoded, drawn) {
  let largest = 0;
  let pixels = 0;
  for (let o = 0; o < drawn.length; o += 4) {
    const d = Math.max(...[0, 1, 2].map((k) => Math.abs(decoded[o + k] - drawn[o + k])));
    largest = Math.max(largest, d);
    if (d > 0) pixels++;
  }
  return { largest, pixels };
}

describe('export animation', () => {
  it('exports a range as a GIF whose frames show the library trace\'s cells at each frame\'s step', async () => {
    const { page, pl } = suite;
    await showSearch(page);
    const before = await page.evaluate(() => window.pathlab.state());
    const trace = libraryTrace(pl, before.options);
    let totalSteps = 0;
    for (let i = 0; i < trace.length; i++) if ((trace.kinds[i] & 0x7f) === TRACE_KINDS.expand) totalSteps++;
    expect(before.totalSteps).toBe(totalSteps);
    const from = 3;
    const to = totalSteps - 2; // short of the end: no path drawn over the cells
    const stepsPerFrame = 4;
    const scale = 10;
    const { gif, drawn } = await exportCaught(page, { from, to, stepsPerFrame, fps: 20, scale, format: 'gif' });
    expect(gif.loops).toBe(true);
    expect([gif.width, gif.height]).toEqual([20 * scale, 12 * scale]);
    const steps = [];
    for (let s = from; s < to; s += stepsPerFrame) steps.push(s);
    steps.push(to);
    expect(gif.frames.length).toBe(Math.ceil((to - from) / stepsPerFrame) + 1);
    expect(gif.frames.length).toBe(steps.length);
    expect(gif.frames.slice(0, -1).map((f) => f.delayCs)).toEqual(steps.slice(0, -1).map(() => 5));
    expect(gif.frames.at(-1).delayCs).toBe(200); // the last frame holds 2 s

    // The board's colours together fit in one table: the file has one, no frame has its own, and every
    // frame shows exactly the pixels drawn for it.
    expect(drawn.length).toBe(gif.frames.length);
    const colours = coloursOf(drawn).size;
    expect(colours).toBeLessThanOrEqual(256);
    expect(gif.globalColours).toBeGreaterThanOrEqual(colours);
    expect(gif.frames.map((f) => f.localColours)).toEqual(gif.frames.map(() => 0));
    expect(gif.frames.map((f, i) => difference(f.rgba, drawn[i]))).toEqual(gif.frames.map(() => ({ largest: 0, pixels: 0 })));

    // Every cell of every frame against the trace's states at the frame's step.
    const markers = new Set([START[1] * 20 + START[0], GOAL[1] * 20 + GOAL[0]]);
    const pixel = (frame, cell) => {
      const x = (cell % 20) * scale + scale / 2;
      const y = Math.floor(cell / 20) * scale + scale / 2;
      const o = (y * gif.width + x) * 4;
      return [...frame.rgba.subarray(o, o + 3)];
    };
    const mismatches = [];
    gif.frames.forEach((frame, f) => {
      const states = statesAt(trace, steps[f]);
      for (let cell = 0; cell < 240; cell++) {
        if (markers.has(cell)) continue;
        const wall = cell % 20 === 9 && Math.floor(cell / 20) > 1 && Math.floor(cell / 20) < 11;
        const expected = wall ? 'wall' : states.get(cell) ?? 'none';
        const seen = kindOfPixel(pixel(frame, cell));
        if (seen !== expected) mismatches.push(`frame ${f} (step ${steps[f]}) cell ${cell}: ${seen}, expected ${expected}`);
      }
    });
    expect(mismatches.slice(0, 10)).toEqual([]);

    // A cell expanded at step k turns closed exactly on the first frame showing step k or later.
    let expands = 0;
    let k = -1;
    let cell = -1;
    for (let i = 0; i < trace.length && k < 0; i++) {
      if ((trace.kinds[i] & 0x7f) !== TRACE_KINDS.expand) continue;
      expands++;
      if (expands > from + stepsPerFrame && !markers.has(trace.cells[i])) { k = expands; cell = trace.cells[i]; }
    }
    const turns = steps.findIndex((s) => s >= k);
    expect(kindOfPixel(pixel(gif.frames[turns - 1], cell))).not.toBe('closed');
    expect(kindOfPixel(pixel(gif.frames[turns], cell))).toBe('closed');

    // The page still shows what it showed.
    expect(await page.evaluate(() => window.pathlab.state().step)).toBe(before.step);
  });

  it('exports frames whose colours overflow one table (the panels\' text, the path): one shared table, each pixel near its own', async () => {
    const { page } = suite;
    await showSearch(page);
    const { totalSteps } = await page.evaluate(() => window.pathlab.state());
    const { gif, drawn } = await exportCaught(page, { from: totalSteps - 10, to: totalSteps, stepsPerFrame: 2, scale: 10, panels: true, format: 'gif' });
    expect(gif.frames.length).toBe(6);
    expect(drawn.length).toBe(6);
    // Anti-aliased text and the path's edges: more colours than a table holds, in each frame alone too.
    expect(coloursOf(drawn).size).toBeGreaterThan(256);
    expect(coloursOf([drawn.at(-1)]).size).toBeGreaterThan(256);
    expect(gif.globalColours).toBeGreaterThan(0);
    gif.frames.forEach((frame, i) => {
      const { largest, pixels } = difference(frame.rgba, drawn[i]);
      if (frame.localColours === 0) {
        // On the shared table, a colour may take an entry at most 8 levels from it on each channel.
        expect(largest, `frame ${i}`).toBeLessThanOrEqual(8);
      } else {
        // A frame of its own quantized colours: near on the whole.
        expect(pixels / (drawn[i].length / 4), `frame ${i}`).toBeLessThan(0.5);
      }
    });
    expect(gif.frames.filter((f) => f.localColours > 0).length).toBeLessThan(gif.frames.length);
    // The board's walls still read as walls.
    const last = gif.frames.at(-1).rgba;
    const at = (x, y) => [...last.subarray((y * gif.width + x) * 4, (y * gif.width + x) * 4 + 3)];
    const boardLeft = Math.floor((gif.width - 200) / 2);
    for (let y = 2; y < 11; y++) expect(kindOfPixel(at(boardLeft + 9 * 10 + 5, y * 10 + 5))).toBe('wall');
  });

  it('refuses a bad request with a clear message; the page and its search stay usable', async () => {
    const { page } = suite;
    await showSearch(page);
    const refusal = (request) => page.evaluate((r) => window.pathlab.exportAnimation(r).then(() => null, (error) => error.message), request);
    expect(await refusal({ from: 30, to: 2 })).toMatch(/runs backwards/);
    expect(await refusal({ to: 1e9 })).toMatch(/outside 0 to \d+/);
    expect(await refusal({ format: 'bmp' })).toMatch(/format must be one of/);
    expect(await page.locator('#error').textContent()).toMatch(/could not be exported: format must be one of/);
    const after = await page.evaluate(() => window.pathlab.step(1));
    expect(after.status).toBeTruthy();
  });

  it('records a WebM video where the browser can', async () => {
    const { page } = suite;
    await showSearch(page);
    const video = await page.evaluate(async () => {
      const blob = await window.pathlab.exportAnimation({ from: 0, to: 4, fps: 20, format: 'webm' });
      return { type: blob.type, size: blob.size, head: Array.from(new Uint8Array(await blob.slice(0, 4).arrayBuffer())) };
    });
    expect(video.type).toBe('video/webm');
    expect(video.head).toEqual([0x1a, 0x45, 0xdf, 0xa3]); // the EBML header every WebM file starts with
    expect(video.size).toBeGreaterThan(1000);
  });
});

// The dialog, used as a person would: a click on the button, keys in the fields, the download.
async function exportThroughDialog(page, { tap = false } = {}) {
  const button = page.getByRole('button', { name: 'Export animation' });
  if (tap) {
    await page.getByRole('button', { name: 'Menu' }).tap(); // a phone keeps the header's actions behind Menu
    await button.tap();
  } else {
    await button.click();
  }
  const dialog = page.getByRole('dialog', { name: 'Export animation' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  const total = await page.evaluate(() => window.pathlab.state().totalSteps);
  expect(await dialog.getByLabel('From step').inputValue()).toBe('0');
  expect(await dialog.getByLabel('To step').inputValue()).toBe(String(total));
  await dialog.getByLabel('From step').click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab'); // to step
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('20');
  await page.keyboard.press('Tab'); // steps per frame
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('3');
  const step = await page.evaluate(() => window.pathlab.state().step);
  const panels = dialog.getByLabel(/With the panels/);
  await panels.focus();
  await page.keyboard.press('Space'); // ticks the box; the page's Space (play) stays out of it
  expect(await panels.isChecked()).toBe(true);
  expect(await page.evaluate(() => window.pathlab.state().step)).toBe(step);
  await expect.poll(() => dialog.locator('#export-summary').textContent()).toMatch(/^7 frames of \d+ × \d+ pixels/);
  const start = dialog.getByRole('button', { name: 'Export', exact: true });
  if (tap) await start.tap(); else await start.click();
  const link = dialog.getByRole('link', { name: /^Download pathlab-.*-steps-2-20\.gif/ });
  await link.waitFor({ timeout: 30_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), tap ? link.tap() : link.click()]);
  expect(download.suggestedFilename()).toMatch(/^pathlab-[a-z-]+-steps-2-20\.gif$/);
  return { dialog, gif: readGif(new Uint8Array(readFileSync(await download.path()))) };
}

function savePng(frame, width, height, name) {
  const png = new PNG({ width, height });
  png.data = Buffer.from(frame.rgba);
  writeFileSync(`${ARTIFACTS}${name}.png`, PNG.sync.write(png));
}

describe('the Export animation dialog', () => {
  it('exports with the panels on a desktop, with clicks and keys, and the file downloads', async () => {
    const { page } = suite;
    await showSearch(page);
    const { dialog, gif } = await exportThroughDialog(page);
    expect(gif.frames.length).toBe(7); // steps 2, 5, 8, 11, 14, 17, 20
    expect(gif.width).toBeGreaterThanOrEqual(420); // the panels' width
    expect(gif.height).toBeGreaterThan(12 * 16); // the board, and the panels below it
    await page.screenshot({ path: `${ARTIFACTS}slides-dialog-desktop.png` });
    savePng(gif.frames[3], gif.width, gif.height, 'slides-frame-panels');
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(suite.session.errors).toEqual([]);
  });

  it('cancels an export under way: nothing is made and the dialog is ready again', async () => {
    const { page } = suite;
    await showSearch(page);
    await page.getByRole('button', { name: 'Export animation' }).click();
    const dialog = page.getByRole('dialog', { name: 'Export animation' });
    await dialog.getByLabel('Format').selectOption('webm'); // recorded in real time: long enough to cancel
    await dialog.getByLabel('Frames per second').fill('2');
    await dialog.getByLabel('Steps per frame').fill('1');
    await dialog.getByRole('button', { name: 'Export', exact: true }).click();
    await expect.poll(() => dialog.locator('#export-status').textContent()).toMatch(/^Frame 2 of \d+/);
    await dialog.getByRole('button', { name: 'Cancel export' }).click();
    await expect.poll(() => dialog.locator('#export-status').textContent()).toBe('Export cancelled: nothing was made.');
    expect(await dialog.getByRole('link').count()).toBe(0);
    expect(await dialog.getByRole('button', { name: 'Export', exact: true }).isEnabled()).toBe(true);
    await dialog.getByLabel('Format').selectOption('gif');
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(suite.session.errors).toEqual([]);
  });

  it('works on a 390 x 844 phone with touch', async () => {
    const phone = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true, acceptDownloads: true });
    try {
      await showSearch(phone.page);
      const { dialog, gif } = await exportThroughDialog(phone.page, { tap: true });
      expect(gif.frames.length).toBe(7);
      const box = await dialog.boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await phone.page.screenshot({ path: `${ARTIFACTS}slides-phone.png` });
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
