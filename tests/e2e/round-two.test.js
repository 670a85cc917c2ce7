// What new users tripped over (the page, desktop and phone), each checked with real mouse,
// touch and keyboard input in Chromium, with screenshots in tests/artifacts/round-two-*.png.
import { describe, expect, test } from 'vitest';
import { crc32, toBase64Url } from '../../web/src/share/bytes.js';
import { MOVINGAI_DIR } from '../movingai-data.js';
import { ARTIFACTS, comparisonShown, openInContext, sharedPlayground, useServedBrowser, modeOn } from './support.js';

const suite = useServedBrowser(null, { sources: true }); // one test reads compare mode's runs: import('/src/modes/compare.js')
const open = (options = {}) => openInContext(suite.browser, `${suite.origin}/`, options);
// Tests that need a plain desktop playground share one page per viewport, put back by New map before each (support.js).
const playground = sharedPlayground(() => suite);
const widePlayground = sharedPlayground(() => suite, '/', { viewport: { width: 1400, height: 900 } });
const shot = (page, name, fullPage = true) => page.screenshot({ path: `${ARTIFACTS}round-two-${name}.png`, fullPage });
const SLOW = { timeout: 30_000 };

// A new map of this size filled by the random generator, through the Map card with the mouse.
async function generateMap(page, size) {
  await page.locator('summary', { hasText: 'Map' }).click();
  await page.locator('#size').selectOption(size);
  await page.locator('#generator').selectOption('random');
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect.poll(() => page.evaluate(() => window.pathlab.state().width)).toBe(Number(size.split('x')[0]));
}

// Picks exactly these algorithms in the compare card (by their names on the page) and compares them.
async function compare(page, names) {
  await page.getByLabel('Compare', { exact: true }).check();
  await modeOn(page, 'compare');
  const boxes = page.locator('.compare-pick label');
  for (let i = 0; i < await boxes.count(); i++) {
    const label = boxes.nth(i);
    const want = names.includes((await label.textContent()).trim());
    if (await label.locator('input').isChecked() !== want) await label.click();
  }
  await page.locator('#compare-run').click();
  await comparisonShown(page);
  const shown = () => page.locator('#compare-rows tr td:first-child').allTextContents();
  await expect.poll(async () => (await shown()).sort(), SLOW).toEqual([...names].sort());
  await expect.poll(() => page.evaluate(() => [...window.pathlab.app.teaching.boards].filter((b) => b.label).length), SLOW).toBe(names.length);
}

const rowCells = async (page, name) => (await page.locator('#compare-rows tr').evaluateAll((rows) => rows.map((tr) => [...tr.cells].map((td) => td.textContent))))
  .find((cells) => cells[0] === name);

describe('1. compare mode: the panels, the stats and the main board agree', () => {
  test('the panels explain a compare board named as such, Stats say so, the main board is the map to edit', async () => {
    const { page, errors, close } = await playground();
    await compare(page, ['A*', 'Dijkstra', 'Greedy best-first']);
    const source = page.getByLabel('Board the panels explain');
    await expect.poll(() => source.locator('option').allTextContents()).toEqual(['A* (compare)', 'Dijkstra (compare)', 'Greedy best-first (compare)']);
    expect(await source.evaluate((select) => select.selectedOptions[0].textContent)).toBe('A* (compare)');
    // What the panels say is A*'s board at its step (the comparison starts at its end).
    const boardStep = await page.evaluate(() => [...window.pathlab.app.teaching.boards].find((b) => b.label === 'A*').teachSource().replay.step);
    await expect.poll(() => page.evaluate(() => window.pathlab.explain().step)).toBe(boardStep);
    // A learner picks Dijkstra with the keyboard: the pseudocode's title follows.
    await source.focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => page.locator('[role="region"][aria-label="Pseudocode"] .teach-sub').textContent()).toBe('Dijkstra');
    expect(await page.locator('#stats dd').first().textContent()).toBe('Comparing: the boards above show the searches');
    expect(await page.evaluate(() => window.pathlab.state())).toMatchObject({ pageMode: 'compare', status: 'idle' });
    expect(await page.locator('#compare-map-note').isVisible()).toBe(true);
    // The main board gives the compare boards room: shorter than on the grid page.
    const compareHeight = await page.locator('.board-wrap').evaluate((el) => el.getBoundingClientRect().height);
    await shot(page, 'compare-panels');
    await page.getByLabel('Grid search', { exact: true }).check();
    await expect.poll(() => source.locator('option').allTextContents()).toEqual(['Main board']);
    expect(await page.locator('#stats dd').first().textContent()).toBe('Ready: press Play');
    const gridHeight = await page.locator('.board-wrap').evaluate((el) => el.getBoundingClientRect().height);
    expect(compareHeight).toBeLessThan(gridHeight);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("2. JPS+'s one-off table build is told apart from its search time", () => {
  test('in Compare, Stats and the scenario runner, in words beside its time', async () => {
    const { page, errors, close } = await widePlayground();
    await generateMap(page, '128x128');
    await compare(page, ['A*', 'Jump point search', 'JPS+']);
    const jpsPlus = await rowCells(page, 'JPS+');
    expect(jpsPlus[5]).toMatch(/^[\d.,]+ (µs|ms); table of [\d.,]+ (bytes|kB|MB) built in [\d.,]+ (µs|ms), once per map$/);
    for (const name of ['A*', 'Jump point search']) expect((await rowCells(page, name))[5]).toMatch(/^[\d.,]+ (µs|ms)$/);
    // The table's figure is the one the traced search measured, not folded into the time per search.
    // A string, so that Vitest's transform leaves the page-side import() alone.
    const run = await page.evaluate("import('/src/modes/compare.js').then((m) => m.compareMode.snapshot().runs.find((r) => r.algorithm === 'jps-plus'))");
    expect(run.result.precomputeMicros).toBeGreaterThanOrEqual(0);
    await page.locator('#compare').scrollIntoViewIfNeeded();
    await shot(page, 'compare-jps-plus', false);

    // Stats: the grid page with JPS+ picked in the options form, run to the end with the End key.
    await page.getByLabel('Grid search', { exact: true }).check();
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'JPS+' });
    await page.locator('#board').focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.pathlab.app.mode), SLOW).toBe('finished');
    const stats = async () => Object.fromEntries(await page.locator('#stats dt').evaluateAll((dts) => dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
    await expect.poll(async () => (await stats())['Jump table']).toMatch(/^table of 132 kB built in [\d.,]+ (µs|ms), once per map, not in the search time$/); // 8 bytes for each of 130 x 130 padded cells
    expect((await stats())['Search time']).toMatch(/ms \(in the worker\)$/);
    await page.locator('#stats').scrollIntoViewIfNeeded();
    await shot(page, 'stats-jps-plus', false);
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'A*' });
    await page.keyboard.press('End');
    await expect.poll(async () => (await stats())['Search time'], SLOW).toBeTruthy();
    expect(await stats()).not.toHaveProperty('Jump table');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('10. the play button keeps its size on the page', () => {
  test('Play, Pause and Replay: the step buttons and Speed stay where they were', async () => {
    const { page, errors, close } = await open({ viewport: { width: 1024, height: 800 } });
    const boxes = () => page.evaluate(() => ['play', 'forward', 'end', 'speed'].map((id) => {
      const box = document.getElementById(id).getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.top), Math.round(box.width)];
    }));
    const before = await boxes();
    await page.getByRole('button', { name: 'Play (Space)' }).click();
    await expect.poll(() => page.locator('#play').textContent()).toBe('❚❚ Pause');
    expect(await boxes()).toEqual(before);
    await page.getByRole('button', { name: 'Run to the end (End)' }).click();
    await expect.poll(() => page.locator('#play').textContent(), SLOW).toBe('↺ Replay');
    expect(await boxes()).toEqual(before);
    await page.locator('.playback[aria-label="Playback"]').screenshot({ path: `${ARTIFACTS}round-two-play-width.png` });
    expect(errors).toEqual([]);
    await close();
  });
});

// The Stats card as { term: value }.
describe('8. jump point searches on the starter map offer a way out', () => {
  test('Clear the terrain and search again; or search with A* instead', async () => {
    const { page, errors, close } = await playground();
    const terrainCells = () => page.evaluate(() => window.pathlab.app.model.cells.filter((c) => !(c & 0x80) && (c & 0x7f) > 1).length);
    expect(await terrainCells()).toBeGreaterThan(0); // the starter map's terrain patch
    // Jump point search takes the terrain (it stops where the cost changes); JPS+'s table does not.
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Jump point search' });
    await page.locator('#board').focus();
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found');
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'JPS+' });
    await page.getByRole('button', { name: 'Play (Space)' }).click();
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.isVisible(), SLOW).toBe(true);
    expect(await alert.locator('.alert-text').textContent()).toMatch(/^JPS\+ needs terrain cost 1 everywhere, but [\d,]+ walkable cells have another cost; use A\* on maps with terrain\.$/);
    const ways = await alert.getByRole('button').allTextContents();
    expect(ways).toEqual(['Clear the terrain and search again', 'Search with A* instead']);
    await shot(page, 'jps-way-out', false);
    await alert.getByRole('button', { name: 'Clear the terrain and search again' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).not.toBe('idle');
    expect(await terrainCells()).toBe(0);
    expect(await alert.isVisible()).toBe(false);
    expect(await page.evaluate(() => window.pathlab.state().options.algorithm)).toBe('jps-plus');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found');

    // With terrain back (painted with the mouse) and JPS+, the other way: A* on the same map, terrain kept.
    await page.locator('.segmented label', { hasText: 'Terrain' }).click();
    const [x, y] = await page.evaluate(() => { const { renderer } = window.pathlab.app; const r = renderer.canvas.getBoundingClientRect(); const [sx, sy] = renderer.cellToScreen(20.5, 20.5); return [r.left + sx, r.top + sy]; });
    await page.mouse.click(x, y);
    expect(await terrainCells()).toBe(1);
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'JPS+' });
    await page.locator('#board').focus();
    await page.keyboard.press('End');
    await expect.poll(() => alert.locator('.alert-text').textContent(), SLOW).toMatch(/^JPS\+ needs terrain cost 1 everywhere, but 1 walkable cell has another cost/);
    await alert.getByRole('button', { name: 'Search with A* instead' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found');
    expect(await page.evaluate(() => window.pathlab.state().options.algorithm)).toBe('astar');
    expect(await terrainCells()).toBe(1);
    // A refusal of the options themselves (Theta*'s legs and corner cutting): clearing terrain would not help,
    // so it is not offered.
    await page.locator('#option-diagonalMovement').selectOption('always');
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'Theta*' });
    await page.keyboard.press('End');
    await expect.poll(() => alert.locator('.alert-text').textContent(), SLOW).toMatch(/^Theta\* needs diagonal moves 'never' or 'only-when-no-obstacles', not 'always'/);
    expect(await alert.getByRole('button').allTextContents()).toEqual(['Search with A* instead']);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('11. IDA* at the page cap says why', () => {
  test('what the cap is, why IDA* reaches it, and a smaller map to try', async () => {
    const { page, errors, close } = await playground();
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'IDA*' });
    await page.getByRole('button', { name: 'Step forward (→)' }).click();
    const note = page.locator('#search-note');
    await expect.poll(() => note.isVisible(), { timeout: 120_000 }).toBe(true);
    expect(await note.getAttribute('role')).toBe('status');
    const text = await note.textContent();
    expect(text).toMatch(/^IDA\* stops at this page's cap of 500,000 expansions before reaching the goal: each deepening pass starts again/);
    expect(text).toMatch(/\([\d,]+ passes here\)/);
    expect(text).toMatch(/Try it on a smaller map \(20 × 12 in the Map card\), or set an expansion cap of your own/);
    expect(await page.locator('#step-counter').textContent()).toBe('Step 1 / 500,000');
    await shot(page, 'ida-cap', false);
    // Its own cap: the page's note is not about it.
    await page.locator('#option-maxExpansions').fill('2000');
    await page.locator('#option-maxExpansions').press('Enter');
    await expect.poll(() => page.locator('#step-counter').textContent(), SLOW).toMatch(/\/ 2,000$/);
    expect(await note.isVisible()).toBe(false);
    // A smaller map, as the note suggests: IDA* finds the path.
    await page.locator('#option-maxExpansions').fill('');
    await page.locator('#option-maxExpansions').press('Enter');
    await page.locator('summary', { hasText: 'Map' }).click();
    await page.locator('#size').selectOption('20x12');
    await page.keyboard.press('End');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), { timeout: 120_000 }).toBe('found');
    expect(await note.isVisible()).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('12. numbers for people', () => {
  test('Compare counts with separators like Stats; an alert of two sentences reads as two', async () => {
    const { page, errors, close } = await playground();
    await generateMap(page, '80x48');
    await compare(page, ['A*', 'Dijkstra']);
    const dijkstra = await rowCells(page, 'Dijkstra');
    const expanded = await page.evaluate(() => window.pathlab.app.teaching && [...window.pathlab.app.teaching.boards].find((b) => b.label === 'Dijkstra').teachSource().result.expanded);
    expect(expanded).toBeGreaterThan(999);
    expect(dijkstra[2]).toBe(`${expanded.toLocaleString('en')} / ${expanded.toLocaleString('en')}`);
    // A link to an 8,192 x 2,049 map (too many cells), checksum intact: pasted into the address bar.
    const body = new Uint8Array([0, 0x80, 0x40, 0x81, 0x10, 0, 0, 0]);
    const bytes = new Uint8Array(4 + body.length);
    new DataView(bytes.buffer).setUint32(0, crc32(body), true);
    bytes.set(body, 4);
    await page.evaluate((hash) => { location.hash = hash; }, `v1.${toBase64Url(bytes)}`);
    const alert = page.getByRole('alert');
    await expect.poll(() => alert.textContent(), SLOW).toBe('This link could not be opened: the map has 16,785,408 cells; at most 16,777,216 are allowed. Nothing on the page was changed.');
    await shot(page, 'alert-sentences', false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('12. the open list shows whole values on a 512 x 512 map', () => {
  test('cells and costs with three and four digits, not cut off', async () => {
    const { page, errors, close } = await playground();
    await page.locator('summary', { hasText: 'Map' }).click();
    await page.locator('#size').selectOption('512x512'); // an empty map
    await expect.poll(() => page.evaluate(() => window.pathlab.state().width)).toBe(512);
    await page.evaluate(() => { window.pathlab.setStart(493, 500); window.pathlab.setGoal(7, 9); });
    await page.locator('#board').focus();
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.open-row').count(), SLOW).toBeGreaterThan(5);
    const cut = await page.locator('.open-row span').evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(cut).toEqual([]);
    expect(await page.locator('.open-row span').first().textContent()).not.toBe('');
    const cells = await page.locator('.open-row').evaluateAll((rows) => rows.map((r) => r.children[1].textContent));
    expect(cells.some((c) => /^\(\d{3}, \d{3}\)$/.test(c))).toBe(true);
    await page.locator('[role="region"][aria-label="Open list"]').screenshot({ path: `${ARTIFACTS}round-two-open-list-512.png` });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('9. on a phone the step buttons and the step sentence stay together', () => {
  test('390 x 844: step with taps while the explanation panel is in view; a finger stroke leaves no note behind', async () => {
    const { page, context, errors, close } = await open({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const forward = page.getByRole('button', { name: 'Step forward (→)' });
    await forward.tap();
    await forward.tap();
    const sentence = page.locator('#step-sentence');
    const agree = () => page.evaluate(() => { const text = document.getElementById('step-sentence').textContent; return text !== '' && text === window.pathlab.explain().text; });
    await expect.poll(agree, SLOW).toBe(true);
    // Open the Step explanation panel (folded on phones) and scroll to it: the buttons and the sentence stay in view.
    const summary = page.locator('[role="region"][aria-label="Step explanation"] summary');
    await summary.scrollIntoViewIfNeeded();
    await summary.tap();
    const panelText = page.locator('.explain-text');
    await panelText.scrollIntoViewIfNeeded();
    const inView = (locator) => locator.evaluate((el) => { const r = el.getBoundingClientRect(); return r.top >= 0 && r.bottom <= innerHeight; });
    expect(await inView(panelText)).toBe(true);
    expect(await inView(forward)).toBe(true);
    expect(await inView(sentence)).toBe(true);
    for (let i = 0; i < 3; i++) await forward.tap();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().step)).toBe(5);
    // The bar's sentence and the panel's say the same once both have drawn the step.
    await expect.poll(async () => (await sentence.textContent()) === (await panelText.textContent()), SLOW).toBe(true);
    expect(await sentence.textContent()).toMatch(/^Expanded \(\d+, \d+\)/);
    await shot(page, 'phone-step-and-read', false);

    // Back up to the board, run to the end, and draw a wall with a finger across the map.
    await page.evaluate(() => scrollTo(0, 0));
    await page.getByRole('button', { name: 'Run to the end (End)' }).tap();
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found');
    const cdp = await context.newCDPSession(page);
    const touch = async (type, points) => {
      await cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })) });
      await page.waitForTimeout(20);
    };
    const at = (cell) => page.evaluate(([cx, cy]) => { const { renderer } = window.pathlab.app; const r = renderer.canvas.getBoundingClientRect(); const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5); return [r.left + sx, r.top + sy]; }, cell);
    const [ax, ay] = await at([10, 16]);
    const [bx, by] = await at([10, 20]);
    await touch('touchStart', [[ax, ay]]);
    for (let k = 1; k <= 6; k++) await touch('touchMove', [[ax + ((bx - ax) * k) / 6, ay + ((by - ay) * k) / 6]]);
    await touch('touchEnd', []);
    await expect.poll(() => page.evaluate(() => window.pathlab.app.model.isWall(10, 18))).toBe(true);
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status), SLOW).toBe('found'); // live re-run
    expect(await page.evaluate(() => window.pathlab.app.inspected)).toBeNull();
    expect(await page.locator('[id$="-open-hover"]').textContent()).not.toMatch(/is not in the open list/);
    expect(await page.locator('#board-inspector').isVisible()).toBe(false);
    await shot(page, 'phone-after-stroke', false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('13. small things', () => {
  test("the opened files' names show beside the picker, until another map replaces them", async () => {
    const { page, errors, close } = await widePlayground();
    await page.setInputFiles('#share-files', [`${MOVINGAI_DIR}8room_000.map`, `${MOVINGAI_DIR}8room_000.map.scen`]);
    const opened = page.locator('#share-opened');
    await expect.poll(() => opened.textContent(), SLOW).toBe('Opened 8room_000.map (512 × 512) and 8room_000.map.scen (2,140 scenarios).');
    expect(await opened.getAttribute('role')).toBe('status');
    await page.locator('#share-card').scrollIntoViewIfNeeded();
    await page.locator('#share-card').screenshot({ path: `${ARTIFACTS}round-two-opened-files.png` });
    await page.getByRole('button', { name: 'Clear walls' }).click(); // the same map, edited: still the file's
    expect(await opened.textContent()).toMatch(/^Opened 8room_000\.map/);
    await page.getByRole('button', { name: 'New map' }).click();
    await expect.poll(() => opened.textContent()).toBe('');
    expect(errors).toEqual([]);
    await close();
  });

  test('a breakpoint on a cell the search never opens stops at the end and says so', async () => {
    const { page, errors, close } = await playground();
    const region = page.locator('[role="region"][aria-label="Step explanation"]');
    await region.getByLabel('Breakpoint cell x').fill('39');
    await region.getByLabel('Breakpoint cell y').fill('0');
    await region.getByLabel('when cell').check();
    await page.locator('#speed').focus();
    for (let i = 0; i < 30; i++) await page.keyboard.press('ArrowRight'); // fast
    await page.locator('#board').focus();
    await page.keyboard.press('Space');
    const message = region.locator('[id$="-bp-message"]');
    await expect.poll(() => message.textContent(), SLOW).toMatch(/^Stopped at step [\d,]+: the search ended without ever opening \(39, 0\)\.$/);
    const { step, totalSteps } = await page.evaluate(() => window.pathlab.state());
    expect(step).toBe(totalSteps);
    await region.screenshot({ path: `${ARTIFACTS}round-two-breakpoint-never.png` });
    // A cell it does open still stops there, before the end.
    await region.getByLabel('Breakpoint cell x').fill('12');
    await region.getByLabel('Breakpoint cell y').fill('12');
    await region.getByLabel('Breakpoint cell y').press('Tab');
    await page.locator('#board').focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('Space');
    await expect.poll(() => message.textContent(), SLOW).toMatch(/^Stopped at step [\d,]+: \(12, 12\) was opened\.$/);
    expect((await page.evaluate(() => window.pathlab.state())).step).toBeLessThan(totalSteps);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('13. no mouse stroke is lost on a fresh page', () => {
  test('twelve quick strokes, each drawn where the mouse went, the board never moving under it', async () => {
    for (let attempt = 0; attempt < 4; attempt++) { // the report saw one lost stroke in four fresh pages
      const { page, errors, close } = await open();
      const board = () => page.locator('#board').evaluate((c) => { const r = c.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; });
      const placed = await board();
      // Aimed once, as a hand does: rows 1 to 23 away from the starter map's walls, terrain and markers.
      const centre = (x, y) => page.evaluate(([cx, cy]) => { const { renderer } = window.pathlab.app; const r = renderer.canvas.getBoundingClientRect(); const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5); return [r.left + sx, r.top + sy]; }, [x, y]);
      const rows = [1, 3, 5, 7, 13, 15, 17, 19, 21, 23, 9, 2];
      const strokes = [];
      for (const y of rows) strokes.push([await centre(26, y), await centre(32, y)]);
      for (const [[ax, ay], [bx, by]] of strokes) {
        await page.mouse.move(ax, ay);
        await page.mouse.down();
        await page.mouse.move(bx, by, { steps: 4 });
        await page.mouse.up();
      }
      const walls = await page.evaluate((ys) => ys.map((y) => { const m = window.pathlab.app.model; let n = 0; for (let x = 26; x <= 32; x++) n += m.isWall(x, y) ? 1 : 0; return n; }), rows);
      expect([attempt, walls]).toEqual([attempt, rows.map(() => 7)]);
      expect(await board()).toEqual(placed);
      if (attempt === 0) await shot(page, 'quick-strokes', false);
      expect(errors).toEqual([]);
      await close();
    }
  });
});
