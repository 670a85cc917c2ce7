// When a search cannot do what was asked, the page says why and offers a way out: jump point
// searches on the starter map (which has terrain), IDA* at the page's cap. Real mouse in Chromium;
// screenshots in tests/artifacts/ways-out-*.png.
import { describe, expect, test } from 'vitest';
import { ARTIFACTS, sharedPlayground, useServedBrowser } from './support.js';

const suite = useServedBrowser();
// Tests that need a plain desktop playground share one page per viewport, put back by New map before each (support.js).
const playground = sharedPlayground(() => suite);
const shot = (page, name, fullPage = true) => page.screenshot({ path: `${ARTIFACTS}ways-out-${name}.png`, fullPage });
const SLOW = { timeout: 30_000 };

describe('jump point searches on the starter map offer a way out', () => {
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
    expect(await alert.locator('.alert-text').textContent()).toMatch(/^JPS\+ needs terrain cost 1 everywhere, but [\d,]+ walkable cells have another cost; use JPS on maps with terrain\.$/);
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

describe('IDA* at the page cap says why', () => {
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
