// What new users tripped over (the page, desktop and phone), each checked with real mouse,
// touch and keyboard input in Chromium, with screenshots in tests/artifacts/round-two-*.png.
import { describe, expect, test } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();
const open = (options = {}) => openInContext(suite.browser, `${suite.origin}/`, options);
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
  const boxes = page.locator('.compare-pick label');
  for (let i = 0; i < await boxes.count(); i++) {
    const label = boxes.nth(i);
    const want = names.includes((await label.textContent()).trim());
    if (await label.locator('input').isChecked() !== want) await label.click();
  }
  await page.locator('#compare-run').click();
  const shown = () => page.locator('#compare-rows tr td:first-child').allTextContents();
  await expect.poll(async () => (await shown()).sort(), SLOW).toEqual([...names].sort());
  await expect.poll(() => page.evaluate(() => [...window.pathlab.app.teaching.boards].filter((b) => b.label).length), SLOW).toBe(names.length);
}

const rowCells = async (page, name) => (await page.locator('#compare-rows tr').evaluateAll((rows) => rows.map((tr) => [...tr.cells].map((td) => td.textContent))))
  .find((cells) => cells[0] === name);

describe('1. compare mode: the panels, the stats and the main board agree', () => {
  test('the panels explain a compare board named as such, Stats say so, the main board is the map to edit', async () => {
    const { page, errors, close } = await open();
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
    const { page, errors, close } = await open({ viewport: { width: 1400, height: 900 } });
    await generateMap(page, '128x128');
    await compare(page, ['A*', 'Jump point search', 'JPS+']);
    const jpsPlus = await rowCells(page, 'JPS+');
    expect(jpsPlus[5]).toMatch(/^[\d.,]+ (µs|ms); table built in [\d.,]+ (µs|ms), once per map$/);
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
    await expect.poll(async () => (await stats())['Jump table']).toMatch(/^table built in [\d.,]+ (µs|ms), once per map, not in the search time$/);
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
    await page.locator('.playback').screenshot({ path: `${ARTIFACTS}round-two-play-width.png` });
    expect(errors).toEqual([]);
    await close();
  });
});
