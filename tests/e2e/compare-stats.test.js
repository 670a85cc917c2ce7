// Compare mode and the Stats card say the same things in the same words: the panels explain a
// compare board named as such, JPS+'s table build is told apart from its search time, counts carry
// separators, alerts read as sentences and the open list shows whole values on a 512 x 512 map.
// Real mouse and keyboard in Chromium; screenshots in tests/artifacts/compare-stats-*.png.
import { describe, expect, test } from 'vitest';
import { crc32, toBase64Url } from '../../web/src/share/bytes.js';
import { ARTIFACTS, comparisonShown, sharedPlayground, useServedBrowser, modeOn } from './support.js';

const suite = useServedBrowser(null, { sources: true }); // one test reads compare mode's runs: import('/src/modes/compare.js')
// Tests that need a plain desktop playground share one page per viewport, put back by New map before each (support.js).
const playground = sharedPlayground(() => suite);
const widePlayground = sharedPlayground(() => suite, '/', { viewport: { width: 1400, height: 900 } });
const shot = (page, name, fullPage = true) => page.screenshot({ path: `${ARTIFACTS}compare-stats-${name}.png`, fullPage });
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
describe('compare mode: the panels, the stats and the main board agree', () => {
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

describe("JPS+'s one-off table build is told apart from its search time", () => {
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

describe('numbers for people', () => {
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

describe('the open list shows whole values on a 512 x 512 map', () => {
  test('cells and costs with three and four digits, not cut off', async () => {
    const { page, errors, close } = await playground();
    await page.locator('summary', { hasText: 'Map' }).click();
    await page.locator('#size').selectOption('512x512'); // an empty map
    await expect.poll(() => page.evaluate(() => window.pathlab.state().width)).toBe(512);
    await page.evaluate(() => { window.pathlab.setStart(493, 500); window.pathlab.setGoal(7, 9); });
    // The page's step keys (the board itself takes the arrow keys for its cell cursor).
    await page.evaluate(() => /** @type {HTMLElement} */ (document.activeElement)?.blur());
    for (let i = 0; i < 40; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.locator('.open-row').count(), SLOW).toBeGreaterThan(5);
    const cut = await page.locator('.open-row span').evaluateAll((spans) => spans.filter((s) => s.scrollWidth > s.clientWidth).map((s) => s.textContent));
    expect(cut).toEqual([]);
    expect(await page.locator('.open-row span').first().textContent()).not.toBe('');
    const cells = await page.locator('.open-row').evaluateAll((rows) => rows.map((r) => r.children[1].textContent));
    expect(cells.some((c) => /^\(\d{3}, \d{3}\)$/.test(c))).toBe(true);
    await page.locator('[role="region"][aria-label="Open list"]').screenshot({ path: `${ARTIFACTS}compare-stats-open-list-512.png` });
    expect(errors).toEqual([]);
    await close();
  });
});
