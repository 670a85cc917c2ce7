// Check my search's result region (docs/check-your-search.md, "On the page"), with real input: a file that
// cannot be read after a good check leaves nothing of the good one; the latest file opened wins; on a real
// map the boards zoom to the first wrong step and zoom and pan by wheel and drag; the marks on the learner's
// board are in a colour no cell has, and the words name only the marks drawn; a .map opened with its trace
// is named as the check's map. The traces come from the test's own searches (check-traces.js); what the page
// shows is checked against the library's result and against the file's own lines.
import { readFileSync, mkdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { astarLines, expandedCell, GOAL, MAP_TEXT, START, withWrongG } from './check-traces.js';

const suite = useServedBrowser();
mkdirSync(ARTIFACTS, { recursive: true });

const result = (page) => page.evaluate(() => window.pathlab.traceCheck());
const checkStep = (page) => page.evaluate(() => Number(document.querySelector('#check-step').value));
const file = (name, text) => ({ name, mimeType: 'text/plain', buffer: Buffer.isBuffer(text) ? text : Buffer.from(text) });

async function openPlayground(viewport = { width: 1400, height: 1000 }) {
  const session = await openInContext(suite.browser, `${suite.origin}/`, { viewport });
  await session.page.evaluate(() => window.pathlab.ready.then(() => true));
  return session;
}

async function setUpBoard(page, map = MAP_TEXT, start = START, goal = GOAL) {
  await page.evaluate(async ({ map, start, goal }) => {
    await window.pathlab.loadMap(map);
    window.pathlab.setStart(...start);
    window.pathlab.setGoal(...goal);
    window.pathlab.setOptions({ algorithm: 'astar', diagonalMovement: 'never', heuristic: 'default' });
  }, { map, start, goal });
}

// [r, g, b] of a CSS colour as the page computes it.
function rgbOf(css) {
  const m = css.match(/rgba?\((\d+),\s*(\d+),\s*(\d+)/) ?? css.match(/#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})/i);
  if (!m) throw new Error(`not a colour: ${css}`);
  return m[0].startsWith('#') ? m.slice(1, 4).map((h) => parseInt(h, 16)) : m.slice(1, 4).map(Number);
}
const distance = (a, b) => Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);

// The colour of the cell-at-fault mark, as the key under the boards shows it.
const faultKeyColour = (page) => page.evaluate(() => getComputedStyle(document.querySelector('#check-marks .check-mark:not(.dashed)')).borderTopColor).then(rgbOf);

// The box (canvas CSS pixels) of the learner board's pixels within 40 of `rgb`, and how many there are.
function markBox(page, rgb) {
  return page.evaluate((rgb) => {
    const canvas = document.querySelector('canvas[data-run="learner"]');
    const { data, width, height } = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height);
    const scale = canvas.width / canvas.getBoundingClientRect().width;
    let count = 0; let x0 = Infinity; let y0 = Infinity; let x1 = -Infinity; let y1 = -Infinity;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        const i = 4 * (y * width + x);
        if (Math.hypot(data[i] - rgb[0], data[i + 1] - rgb[1], data[i + 2] - rgb[2]) > 40) continue;
        count++;
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      }
    }
    return { count, left: x0 / scale, top: y0 / scale, width: (x1 - x0 + 1) / scale, height: (y1 - y0 + 1) / scale, canvas: [width / scale, height / scale] };
  }, rgb);
}

describe('Check my search: the result region', () => {
  it('an unreadable file after a good check says so and leaves nothing of the good result', async () => {
    const { page, errors, close } = await openPlayground();
    await setUpBoard(page);
    await page.setInputFiles('#check-file', file('astar.txt', astarLines().join('\n')));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    expect(await page.textContent('#check-from')).toMatch(/Checked as A\*/);
    expect(await page.locator('#check-boards canvas').count()).toBe(2);

    const noise = Buffer.from(Array.from({ length: 300 }, (_, i) => (i * 151 + 7) % 256));
    await page.setInputFiles('#check-file', file('noise.txt', noise));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('unreadable');
    await expect.poll(() => page.textContent('#check-verdict')).toMatch(/^noise\.txt: Could not be read/);
    expect(await page.textContent('#check-message')).not.toBe('');
    expect(await page.textContent('#check-from')).toBe(''); // nothing of the good check's words
    expect(await page.locator('#check-boards canvas').count()).toBe(0);
    expect(await page.isVisible('#check-step')).toBe(false);
    expect(await page.textContent('#error')).not.toMatch(/Cannot read properties|undefined/);
    await page.screenshot({ path: `${ARTIFACTS}check-unreadable-after-good.png` });
    expect(errors).toEqual([]);
    await close();
  });

  it('the latest file opened wins over one still being read and checked', async () => {
    const { page, errors, close } = await openPlayground();
    await setUpBoard(page);
    const good = astarLines();
    // A correct trace made slow to read by comment lines, then a faulty one opened before it is done.
    const slow = `${'# padding that a reader skips, line after line\n'.repeat(100_000)}${good.join('\n')}`;
    const faulty = withWrongG(good, 4);
    await page.setInputFiles('#check-file', file('slow.txt', slow));
    await page.setInputFiles('#check-file', file('latest.txt', faulty.join('\n')));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('diverged');
    await page.waitForTimeout(3000); // the first file's check, had it gone on, would have replaced it by now
    expect((await result(page)).verdict).toBe('diverged');
    expect((await result(page)).firstWrong.step).toBe(4);
    expect(await page.textContent('#check-verdict')).toMatch(/^latest\.txt: Went wrong at step 4/);
    expect(errors).toEqual([]);
    await close();
  });

  it('names a .map opened with the trace as the check’s map', async () => {
    const { page, errors, close } = await openPlayground();
    await page.evaluate(() => window.pathlab.loadMap('type octile\nheight 3\nwidth 3\nmap\n...\n...\n...\n'));
    const trace = ['start 1 6', 'goal 10 1', 'algorithm astar', 'diagonalMovement never', ...astarLines()];
    await page.setInputFiles('#check-file', [file('room.map', MAP_TEXT), file('mine.txt', trace.join('\n'))]);
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    expect(await page.textContent('#check-from')).toMatch(/with the map from room\.map/);
    expect(await page.textContent('#check-from')).not.toMatch(/board’s map/);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Check my search on a real map', () => {
  // den520d (256 x 257) from Moving AI, searched by the test's own A* between two cells of its scenario file.
  const den = readFileSync(new URL('../data/movingai/den520d.map', import.meta.url), 'utf8');
  const start = [10, 144];
  const goal = [124, 230];

  it('zooms to the first wrong step, zooms by wheel and pans by drag; the marks are in a colour no cell has, and named only when drawn', async () => {
    const { page, errors, close } = await openPlayground();
    await setUpBoard(page, den, start, goal);
    const rows = (await page.evaluate(() => window.pathlab.exportMap())).trim().split('\n').slice(4);
    const good = astarLines({ rows, start, goal });
    const k = 300;
    const faulty = withWrongG(good, k);
    await page.setInputFiles('#check-file', file('den.txt', faulty.join('\n')));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 60_000 }).toBe('diverged');
    expect((await result(page)).firstWrong.cell).toEqual(expandedCell(faulty, k));
    await expect.poll(() => checkStep(page), { timeout: 30_000 }).toBe(k);
    await page.waitForTimeout(500);

    // The mark of the cell at fault: drawn, in the key's colour, large enough to see, on the board.
    const fault = await faultKeyColour(page);
    let box = await markBox(page, fault);
    expect(box.count).toBeGreaterThan(20);
    expect(box.width).toBeGreaterThanOrEqual(16);
    expect(box.left).toBeGreaterThanOrEqual(0);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.left + box.width).toBeLessThanOrEqual(box.canvas[0]);
    expect(box.top + box.height).toBeLessThanOrEqual(box.canvas[1]);
    await page.locator('#check').screenshot({ path: `${ARTIFACTS}check-den-fault.png` });

    // No search colour is near it: the legend's open colour and its closed shades, low g to high.
    const legend = await page.evaluate(() => [...document.querySelectorAll('#legend li')].map((li) => [li.textContent, li.querySelector('.swatch').style.getPropertyValue('--swatch')]));
    const closed = legend.find(([text]) => /Closed/.test(text))[1].match(/#[0-9a-f]{6}/gi).map(rgbOf);
    const open = rgbOf(legend.find(([text]) => /Open/.test(text))[1]);
    for (let t = 0; t <= 1; t += 0.1) {
      const shade = closed[0].map((v, i) => v + (closed[1][i] - v) * t);
      expect(distance(fault, shade)).toBeGreaterThan(80);
    }
    expect(distance(fault, open)).toBeGreaterThan(80);
    expect(await page.textContent('#check-stopped')).toMatch(/cell at fault has a thick solid frame/);
    expect(await page.textContent('#check-stopped')).not.toMatch(/red/);

    // The wheel over the learner's board zooms in there; a drag moves the view by as much.
    const canvas = await page.locator('canvas[data-run="learner"]').boundingBox();
    await page.mouse.move(canvas.x + box.left + box.width / 2, canvas.y + box.top + box.height / 2);
    await page.mouse.wheel(0, -600);
    await expect.poll(async () => (await markBox(page, fault)).width).toBeGreaterThan(box.width * 1.4);
    box = await markBox(page, fault);
    const from = [canvas.x + canvas.width / 2, canvas.y + canvas.height / 2];
    await page.mouse.move(...from);
    await page.mouse.down();
    await page.mouse.move(from[0] - 30, from[1] - 20, { steps: 6 });
    await page.mouse.up();
    await expect.poll(async () => Math.round((await markBox(page, fault)).left - box.left)).toBeGreaterThanOrEqual(-33);
    const moved = await markBox(page, fault);
    expect(moved.left - box.left).toBeCloseTo(-30, -1);
    expect(moved.top - box.top).toBeCloseTo(-20, -1);
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(1); // Pathlab's run beside it: no assignment keeps it
    await page.click('#check-fit');
    await expect.poll(async () => (await markBox(page, fault)).width).toBeLessThan(16);
    await page.click('#check-zoom-fault');
    await expect.poll(async () => (await markBox(page, fault)).width).toBeGreaterThanOrEqual(16);
    // The keyboard's way: the zoom buttons.
    const zoomed = (await markBox(page, fault)).width;
    await page.focus('#check-zoom-out');
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await markBox(page, fault)).width).toBeLessThan(zoomed * 0.8);
    await page.focus('#check-zoom-in');
    await page.keyboard.press('Enter');
    await expect.poll(async () => Math.round((await markBox(page, fault)).width)).toBeGreaterThan(zoomed * 0.9);
    await page.screenshot({ path: `${ARTIFACTS}check-den-desktop.png` });

    // A trace that stops too early has no cell at fault: the words name no such mark.
    const cut = good.findIndex((line, i) => line.startsWith('expand ') && good.slice(0, i).filter((l) => l.startsWith('expand ')).length === 14);
    await page.setInputFiles('#check-file', file('short.txt', good.slice(0, cut).join('\n'))); // 14 whole expansions
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 60_000 }).toBe('incomplete');
    await expect.poll(() => page.isVisible('#check-stopped'), { timeout: 30_000 }).toBe(true);
    expect(await page.textContent('#check-stopped')).not.toMatch(/red|cell at fault/);
    expect(await page.locator('#check-marks .check-mark:not(.dashed)').count()).toBe(0);
    expect(errors).toEqual([]);
    await close();
  });

  it('on a 390 x 844 phone, a pinch zooms the boards and a sideways finger drag moves them', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.evaluate(() => window.pathlab.ready.then(() => true));
    await setUpBoard(page, den, start, goal);
    const rows = (await page.evaluate(() => window.pathlab.exportMap())).trim().split('\n').slice(4);
    await page.setInputFiles('#check-file', file('den.txt', withWrongG(astarLines({ rows, start, goal }), 300).join('\n')));
    await expect.poll(() => checkStep(page), { timeout: 60_000 }).toBe(300);
    await page.locator('canvas[data-run="learner"]').scrollIntoViewIfNeeded();
    const fault = await faultKeyColour(page);
    const before = await markBox(page, fault);
    expect(before.width).toBeGreaterThanOrEqual(16);
    // Real touches through the browser's input pipeline (two fingers apart, then one finger sideways).
    const cdp = await page.context().newCDPSession(page);
    const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    const canvas = await page.locator('canvas[data-run="learner"]').boundingBox();
    const [cx, cy] = [canvas.x + before.left + before.width / 2, canvas.y + before.top + before.height / 2];
    await touch('touchStart', [[cx - 20, cy], [cx + 20, cy]]);
    for (let d = 25; d <= 60; d += 5) await touch('touchMove', [[cx - d, cy], [cx + d, cy]]);
    await touch('touchEnd', []);
    await expect.poll(async () => (await markBox(page, fault)).width).toBeGreaterThan(before.width * 1.5);
    const pinched = await markBox(page, fault);
    const [fx, fy] = [canvas.x + canvas.width / 2, canvas.y + canvas.height / 2];
    await touch('touchStart', [[fx, fy]]);
    for (let d = 10; d <= 50; d += 10) await touch('touchMove', [[fx - d, fy]]);
    await touch('touchEnd', []);
    await expect.poll(async () => Math.round((await markBox(page, fault)).left - pinched.left)).toBeLessThan(-40);
    await page.locator('#check').screenshot({ path: `${ARTIFACTS}check-den-phone.png` });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
    await close();
  });
});
