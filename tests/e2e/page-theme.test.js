// The board's colours in Chromium: light and dark themes (prefers-color-scheme),
// the colour-blind-safe option, more contrast, read back from the canvas pixels; and the
// walls' hatching, the cue that tells them from the open cells without colour. Screenshots
// go to tests/artifacts/page-theme-*.png and tests/artifacts/palette-cb-*.png.
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

// Every device pixel of cell (x, y) but a rim of two (the grid lines, a neighbour's edge), as [r, g, b]; and the zoom.
function cellPixels(p, [x, y]) {
  return p.evaluate(([cx, cy]) => {
    const { renderer } = window.pathlab.app;
    const dpr = window.devicePixelRatio || 1;
    const [left, top] = renderer.cellToScreen(cx, cy).map((v) => Math.ceil(v * dpr) + 2);
    const [right, bottom] = renderer.cellToScreen(cx + 1, cy + 1).map((v) => Math.floor(v * dpr) - 2);
    const { data } = renderer.ctx.getImageData(left, top, right - left, bottom - top);
    const pixels = [];
    for (let i = 0; i < data.length; i += 4) pixels.push([data[i], data[i + 1], data[i + 2]]);
    return { zoom: renderer.view.zoom, pixels };
  }, [x, y]);
}
const distinct = (pixels) => new Set(pixels.map((p) => p.join())).size;

// A wall, an open cell and a cell not reached (plain terrain), none of them beside the path, S or G (whose
// drawing reaches into the cells around them).
function plainCells(p) {
  return p.evaluate(() => {
    const { model, replay } = window.pathlab.app;
    const { width, height } = model;
    const near = new Set();
    for (const i of [...replay.path, model.start[1] * width + model.start[0], model.goal[1] * width + model.goal[0]]) {
      for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) near.add(i + dy * width + dx);
    }
    const kind = (i) => (model.cells[i] & 0x80 ? 'wall' : (model.cells[i] & 0x0f) !== 1 ? 'terrain' : ['free', 'open', 'closed'][replay.state[i]]);
    const found = {};
    for (let y = 1; y < height - 1; y++) {
      for (let x = 1; x < width - 1; x++) {
        const i = y * width + x;
        const k = kind(i);
        if (found[k] || near.has(i) || !['wall', 'open', 'free'].includes(k)) continue;
        found[k] = [x, y];
      }
    }
    return found;
  });
}

// The palettes: the page's theme, the colour-blind-safe option, more contrast.
const PALETTES = [
  ['light', { colorScheme: 'light', contrast: 'no-preference' }, false],
  ['dark', { colorScheme: 'dark', contrast: 'no-preference' }, false],
  ['light, colour-blind-safe', { colorScheme: 'light', contrast: 'no-preference' }, true],
  ['dark, colour-blind-safe', { colorScheme: 'dark', contrast: 'no-preference' }, true],
  ['light, more contrast', { colorScheme: 'light', contrast: 'more' }, false],
  ['dark, more contrast', { colorScheme: 'dark', contrast: 'more' }, false],
];
const shotName = (name) => name.replace(/[ ,]+/g, '-');
// A screenshot with the board in view (ticking the option scrolled the page down to it).
async function boardShot(p, name) {
  await p.evaluate(() => window.pathlab.app.renderer.canvas.scrollIntoView({ block: 'start' }));
  await p.waitForTimeout(50);
  await screenshot(p, `palette-cb-${shotName(name)}`);
}

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
      expect(Math.abs(c.low[0] - c.low[1])).toBeLessThan(40); // olive yellow at low g: red and green alike, blue low
      expect(c.low[1]).toBeGreaterThan(c.low[2] + 60);
      // The lowest and highest g shown told apart by lightness, not by hue alone (the palette's ends are further
      // apart still: tests/unit/palette-contrast.test.js).
      const [lo, hi] = [luminance(c.low), luminance(c.high)].sort((p, q) => p - q);
      expect(hi / lo, scheme).toBeGreaterThan(2.5);
      // The ground from all three (WCAG 1.4.11); the open cells from the high-g end, which a search's frontier
      // borders, at 3:1, and from the far end by less (tests/unit/palette-contrast.test.js says why).
      for (const kind of ['open', 'low', 'high']) expect(contrast(c[kind], c.free), `${scheme} ${kind}`).toBeGreaterThanOrEqual(3);
      expect(contrast(c.high, c.open), scheme).toBeGreaterThanOrEqual(3);
      expect(contrast(c.low, c.open), scheme).toBeGreaterThanOrEqual(2);
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

  test('walls are hatched in every palette, so that they never rest on colour alone; open cells and the ground are plain', async () => {
    const cells = await plainCells(page);
    expect(Object.keys(cells).sort()).toEqual(['free', 'open', 'wall']);
    for (const [name, media, colourBlind] of PALETTES) {
      await page.emulateMedia(media);
      await page.setChecked('#colour-blind', colourBlind);
      await page.waitForTimeout(80); // a frame or two to repaint
      const wall = await cellPixels(page, cells.wall);
      expect(wall.zoom, 'a normal zoom').toBeGreaterThanOrEqual(8);
      // Two colours at least: the wall's own (its centre stays plain) and the lines', well apart.
      const centre = await pixelAt(...cells.wall);
      expect(distinct(wall.pixels), name).toBeGreaterThan(1);
      expect(Math.max(...wall.pixels.map((p) => contrast(p, centre))), name).toBeGreaterThanOrEqual(2);
      const free = await pixelAt(...cells.free);
      expect(contrast(centre, free), name).toBeGreaterThanOrEqual(7);
      for (const kind of ['open', 'free']) expect(distinct((await cellPixels(page, cells[kind])).pixels), `${name}: ${kind}`).toBe(1);
      await boardShot(page, `${name}-desktop`);
    }
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
    await page.setChecked('#colour-blind', false);
    expect(session.errors).toEqual([]);
  });

  test('walls stay hatched, and only walls, while the board is zoomed by the wheel and panned by drags', async () => {
    await page.emulateMedia({ colorScheme: 'light', contrast: 'no-preference' });
    const board = page.locator('#board');
    await board.scrollIntoViewIfNeeded();
    const box = await board.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    for (let i = 0; i < 3; i++) await page.mouse.wheel(0, -240); // zoom in: the map no longer fits
    await page.getByRole('radio', { name: 'Pan' }).check();
    // Drags of odd lengths (never whole cells), the last ones far enough to bring cells from beyond the first view.
    for (const [dx, dy] of [[37, 11], [-23, 29], [-131, -97], [300, 230], [-420, -300]]) {
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 6 });
      await page.mouse.up();
      await page.waitForTimeout(80); // a frame or two to repaint
      // Walls and unreached cells of cost 1 wholly in view, away from the path, S and G (drawn over their neighbours).
      const cells = await page.evaluate(() => {
        const { model, replay, renderer } = window.pathlab.app;
        const { width } = model;
        const near = new Set();
        for (const i of [...replay.path, model.start[1] * width + model.start[0], model.goal[1] * width + model.goal[0]]) {
          for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) near.add(i + dy * width + dx);
        }
        const rect = renderer.canvas.getBoundingClientRect();
        const inView = (x, y) => {
          const [l, t] = renderer.cellToScreen(x, y);
          const [r, b] = renderer.cellToScreen(x + 1, y + 1);
          return l >= 0 && t >= 0 && r <= rect.width && b <= rect.height;
        };
        const walls = [], free = [];
        for (let i = 0; i < model.cells.length; i++) {
          const x = i % width, y = Math.floor(i / width);
          if (near.has(i) || !inView(x, y)) continue;
          if (model.cells[i] & 0x80) walls.push([x, y]);
          else if ((model.cells[i] & 0x0f) === 1 && replay.state[i] === 0) free.push([x, y]);
        }
        const spread = (list) => list.filter((_, k) => k % Math.max(1, Math.floor(list.length / 10)) === 0).slice(0, 10);
        return { walls: spread(walls), free: spread(free), zoom: renderer.view.zoom };
      });
      expect(cells.zoom).toBeGreaterThanOrEqual(8);
      expect(cells.walls.length, `walls in view after a drag by ${dx}, ${dy}`).toBeGreaterThan(0);
      for (const wall of cells.walls) expect(distinct((await cellPixels(page, wall)).pixels), `wall ${wall} after ${dx}, ${dy}`).toBeGreaterThan(1);
      for (const cell of cells.free) expect(distinct((await cellPixels(page, cell)).pixels), `free ${cell} after ${dx}, ${dy}`).toBe(1);
    }
    await boardShot(page, 'hatch-after-pan');
    await page.getByRole('radio', { name: 'Wall', exact: true }).check();
    await page.evaluate(() => window.pathlab.app.renderer.fit());
    expect(session.errors).toEqual([]);
  });

  test('on a phone (390 x 844) the walls are hatched too', async () => {
    const phone = await openPage('/', { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await phone.page.evaluate(() => window.pathlab.run());
      const cells = await plainCells(phone.page);
      for (const [name, media, colourBlind] of PALETTES.slice(0, 4)) {
        await phone.page.emulateMedia(media);
        await phone.page.setChecked('#colour-blind', colourBlind);
        await phone.page.waitForTimeout(80);
        const wall = await cellPixels(phone.page, cells.wall);
        expect(wall.zoom, name).toBeGreaterThanOrEqual(5);
        expect(distinct(wall.pixels), name).toBeGreaterThan(1);
        await boardShot(phone.page, `${name}-phone`);
      }
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
