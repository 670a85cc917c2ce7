// Share links and map files on the served playground, in real Chromium: links open
// in a fresh page with exactly their state, Copy link round-trips, broken and hostile
// links are reported in the alert and change nothing, .map/.scen drop and export work.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeState } from '../../web/src/share/link.js';
import { launchBrowser, openInContext, screenshot, serve } from './support.js';
import { movingAIText } from '../movingai-data.js';

// A loaded machine (other runs beside this one) can take seconds to load a dropped map in the worker.
const SLOW = { timeout: 30_000 };

const ARENA = movingAIText('arena.map');
const ARENA_SCEN = movingAIText('arena.map.scen');
let server;
let origin;
let browser;

beforeAll(async () => {
  ({ server, origin } = await serve());
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens `path` on the playground in a fresh browser context and waits for the page to be ready. */
const freshPage = (path) => openInContext(browser, origin + path, { acceptDownloads: true });

const pageState = (page) => page.evaluate(() => {
  const s = window.pathlab.app.getState();
  return { ...s, cells: Array.from(s.cells), options: { ...s.options, maxExpansions: String(s.options.maxExpansions) } };
});

// A 64 x 36 map with walls and terrain, free start and goal, made here independently of the page.
function handMadeState() {
  const width = 64;
  const height = 36;
  const cells = new Uint8Array(width * height).fill(1);
  for (let y = 4; y < 32; y++) cells[y * width + 30] = 0x81;
  for (let x = 40; x < 50; x++) for (let y = 10; y < 20; y++) cells[y * width + x] = 3 + ((x + y) % 5);
  cells[12 * width + 30] = 0x80 | 7; // a wall over terrain cost 7
  return {
    width, height, cells, start: [5, 18], goal: [60, 18],
    options: { algorithm: 'weighted-astar', heuristic: 'euclidean', diagonalMovement: 'always', weight: 2.25,
      maxExpansions: 5000, tieBreaking: 'fifo', costModel: 'real', openList: 'node-array' },
    step: 7,
    view: { zoom: 9.5, centerX: 31.25, centerY: 17.5 },
  };
}

describe('share links in the playground', () => {
  it('open in a fresh page with exactly the linked state', async () => {
    const state = handMadeState();
    const { page, errors, close } = await freshPage(`/#${await encodeState(state)}`);
    const shown = await pageState(page);
    // A link without a mode section opens in the plain grid search.
    // A link without a view fit (section 72) keeps its zoom and centre; the page now also says what it shows.
    expect(shown.view).toMatchObject({ ...state.view, fit: 'region' });
    // A link without path smoothing (section 73) means none, and one without the terrain cost (tag 12) the
    // cell entered, as every link made before they existed.
    expect({ ...shown, view: state.view }).toEqual({ ...state, cells: Array.from(state.cells), options: { ...state.options, maxExpansions: '5000', pathSmoothing: 'none', terrainCost: 'entered' }, mode: { id: 'grid' } });
    expect(await page.evaluate(() => window.pathlab.state().step)).toBe(7);
    expect(await page.isHidden('#error')).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('round-trip through Copy link after editing in the page', async () => {
    const first = await freshPage('/');
    await first.page.evaluate(async () => {
      window.pathlab.setOptions({ algorithm: 'dijkstra', diagonalMovement: 'never' });
      window.pathlab.setGoal(30, 20);
      await window.pathlab.step(12);
    });
    const box = await first.page.locator('#board').boundingBox();
    await first.page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.8);
    await first.page.mouse.down();
    await first.page.mouse.move(box.x + box.width * 0.45, box.y + box.height * 0.8, { steps: 8 });
    await first.page.mouse.up();
    await first.page.evaluate(() => window.pathlab.step(5));
    const before = await pageState(first.page);
    await first.page.click('#copy-link');
    await first.page.waitForFunction(() => document.getElementById('share-link').value.includes('#v1.'));
    const link = await first.page.inputValue('#share-link');
    expect(await first.page.textContent('#share-status')).toMatch(/characters/);
    await first.close();

    const second = await freshPage(link.slice(origin.length));
    const after = await pageState(second.page);
    expect(after).toEqual(before);
    expect(after.cells.filter((b) => b & 0x80).length).toBeGreaterThan(0);
    await second.close();
  });

  it('give an Embed snippet whose iframe opens the same state with the chosen parameters', async () => {
    const state = handMadeState();
    const { page, close } = await freshPage(`/#${await encodeState(state)}`);
    await page.click('#embed-button');
    await page.check('#embed-readonly');
    await page.selectOption('#embed-theme', 'dark');
    await expect.poll(() => page.inputValue('#embed-snippet')).toMatch(/readonly=1&amp;theme=dark/);
    const snippet = await page.inputValue('#embed-snippet');
    const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
    expect(src.startsWith(`${origin}/embed.html?readonly=1&theme=dark#v1.`)).toBe(true);
    const embed = await browser.newContext().then((c) => c.newPage().then((p) => ({ c, p })));
    await embed.p.goto(src);
    await embed.p.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    // The same state; the zoom is the embed frame's own, fitting the same region (docs/share-links.md, section 72).
    const withoutZoom = (s) => ({ ...s, view: { ...s.view, zoom: null } });
    expect(withoutZoom(await pageState(embed.p))).toEqual(withoutZoom(await pageState(page)));
    expect(await embed.p.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await embed.c.close();
    await close();
  });

  it('report a broken link in the alert and leave a usable page', async () => {
    const link = await encodeState(handMadeState());
    const broken = link.slice(0, Math.floor(link.length * 0.6));
    const { page, errors, close } = await freshPage(`/#${broken}`);
    const alert = page.locator('[role="alert"]');
    await expect.poll(() => alert.isVisible()).toBe(true);
    expect(await alert.textContent()).toMatch(/could not be opened: .*(cut off|damaged)/);
    const file = await screenshot(page, 'share-broken-link');
    console.log(`broken link screenshot: ${file}`);
    const shown = await pageState(page);
    expect([shown.width, shown.height]).not.toEqual([64, 36]); // the starter map, not a garbled linked one
    const result = await page.evaluate(() => window.pathlab.run());
    expect(result.status).toBe('found');
    expect(errors).toEqual([]);
    await close();
  });

  it('quote markup from a hostile link as text, never as HTML', async () => {
    const { ByteWriter, crc32, toBase64Url } = await import('../../web/src/share/bytes.js');
    const out = new ByteWriter();
    out.raw([0, 0, 0, 0, 0, 4, 4]); // checksum placeholder, no flags, 4 x 4
    const name = new TextEncoder().encode('<img src=x onerror="window.owned=1">');
    for (const [tag, content] of [[1, [0, 0, 3, 3]], [4, name]]) {
      out.varint(tag);
      out.varint(content.length);
      out.raw(content);
    }
    const bytes = out.result();
    new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
    const { page, close } = await freshPage(`/#v1.${toBase64Url(bytes)}`);
    const alert = page.locator('[role="alert"]');
    await expect.poll(() => alert.textContent()).toMatch(/asks for algorithm '<img src=x onerror="window.owned=1">'/);
    expect(await page.locator('#error img').count()).toBe(0);
    expect(await page.evaluate(() => window.owned)).toBeUndefined();
    await close();
  });

  it('offer a .map file when the map is too large for a link', async () => {
    const { page, close } = await freshPage('/');
    await page.evaluate(() => {
      window.pathlab.app.resize(1024, 1024);
      window.pathlab.app.generate('random', { density: 0.4, seed: 5 });
    });
    await page.click('#copy-link');
    await expect.poll(() => page.textContent('#share-status')).toMatch(/too large for a link .* export it as a .map file/);
    expect(await page.isVisible('text=Download .map instead')).toBe(true);
    await close();
  });
});

describe('map files in the playground', () => {
  it('imports a dropped .map with its .scen and checks a scenario against its listed optimal', async () => {
    const { page, errors, close } = await freshPage('/');
    await page.evaluate(([map, scen]) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([map], 'arena.map'));
      transfer.items.add(new File([scen], 'arena.map.scen'));
      document.body.dispatchEvent(new DragEvent('drop', { dataTransfer: transfer, bubbles: true, cancelable: true }));
    }, [ARENA, ARENA_SCEN]);
    await expect.poll(() => page.evaluate(() => window.pathlab.state().width), SLOW).toBe(49);
    await expect.poll(() => page.locator('#scenario-list option').count(), SLOW).toBe(161);
    const line = ARENA_SCEN.trim().split('\n')[41].trim().split(/\s+/); // scenario #40
    await page.selectOption('#scenario-list', '40');
    await expect.poll(() => page.textContent('#scenario-verdict'), SLOW).toMatch(/matches the listed optimal/);
    const state = await page.evaluate(() => window.pathlab.state());
    expect([...state.start, ...state.goal]).toEqual(line.slice(4, 8).map(Number));
    const result = await page.evaluate(() => window.pathlab.app.result);
    expect(Math.abs(result.cost - Number(line[8]))).toBeLessThan(1e-3);
    expect(errors).toEqual([]);
    await close();
  });

  it('exports the map as .map text with the walls of the imported file, and the result as JSON', async () => {
    const { page, close } = await freshPage('/');
    await page.setInputFiles('#share-files', { name: 'arena.map', mimeType: 'text/plain', buffer: Buffer.from(ARENA) });
    await expect.poll(() => page.evaluate(() => window.pathlab.state().width), SLOW).toBe(49);
    const [mapDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-map')]);
    const text = readFileSync(await mapDownload.path(), 'utf8');
    const rows = (t) => t.split(/\r?\n/).slice(4, 53).map((row) => [...row].map((c) => ('@OTW'.includes(c) ? '#' : '.')).join(''));
    expect(text.split('\n').slice(0, 4)).toEqual(['type octile', 'height 49', 'width 49', 'map']);
    expect(rows(text)).toEqual(rows(ARENA));
    const [jsonDownload] = await Promise.all([page.waitForEvent('download'), page.click('#export-json')]);
    const doc = JSON.parse(readFileSync(await jsonDownload.path(), 'utf8'));
    expect(doc).toMatchObject({ format: 'pathlab-search', version: 1, map: { width: 49, height: 49 } });
    expect(doc.trace.kinds.length).toBe(doc.trace.events);
    expect(doc.trace.kinds.filter((k) => k === 3)).toHaveLength(doc.result.path.length);
    await close();
  });

  it('reports a malformed dropped map by line and keeps the current map', async () => {
    const { page, close } = await freshPage('/');
    const before = await pageState(page);
    await page.setInputFiles('#share-files', { name: 'bad.map', mimeType: 'text/plain', buffer: Buffer.from('type octile\nheight 2\nwidth 2\nmap\n..\n.<\n') });
    await expect.poll(() => page.textContent('[role="alert"]'), SLOW).toMatch(/bad\.map: .*line 6/);
    expect(await pageState(page)).toEqual(before);
    await close();
  });
});
