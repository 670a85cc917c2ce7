// Live re-run with LPA* and D* Lite in real Chromium: the worker keeps the
// replanner, so a wall drawn across the path (a real mouse drag) shows only
// the repaired search, and Stats compare it with a fresh A*. Costs are checked
// against the library's A* in Node on the page's own map and by an independent
// path check. Screenshots: tests/artifacts/page-replan-*.png.
import { describe, expect, test } from 'vitest';
import { ARTIFACTS, drag, screenshot, useServedBrowser } from './support.js';
import { checkedPathCost } from '../path-cost.js';

const suite = useServedBrowser('/');

const stats = () => suite.page.$eval('#stats', (dl) => Object.fromEntries([...dl.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
const isWall = (x, y) => suite.page.evaluate(([cx, cy]) => window.pathlab.app.model.isWall(cx, cy), [x, y]);

// Does `action` (a person's input) and resolves to the result of the search it
// started, once the page shows it at its last step.
async function searchAfter(action) {
  await suite.page.evaluate(() => { window.previousResult = window.pathlab.app.result; });
  await action();
  await suite.page.waitForFunction(() => window.pathlab.state().mode === 'finished' && window.pathlab.app.result !== window.previousResult,
    null, { timeout: 15_000 });
  return suite.page.evaluate(() => window.pathlab.app.result);
}

// Picks an algorithm in the form and shows its whole search: live re-run
// searches at once when a search was shown; otherwise a click on "Run to the end".
function choose(algorithm) {
  return searchAfter(async () => {
    await suite.page.selectOption('#option-algorithm', algorithm);
    if (await suite.page.evaluate(() => window.pathlab.state().mode === 'editing')) await suite.page.click('#end');
  });
}

// The page's map and markers, searched afresh by the library's A* in Node.
async function freshAStar() {
  const { text, start, goal } = await suite.page.evaluate(() => ({ text: window.pathlab.exportMap(), ...window.pathlab.state() }));
  const grid = suite.pl.Grid.fromMovingAI(text);
  try {
    return { ...suite.pl.findPath(grid, { start, goal }), matrix: grid.toMatrix() };
  } finally {
    grid.delete();
  }
}

describe('live re-run repairs with a replanner', () => {
  test('LPA*: a wall drawn across the path is repaired, and Stats compare it with a fresh A*', async () => {
    const first = await choose('lpa-star');
    expect(await suite.page.$eval('#option-algorithm', (s) => s.selectedOptions[0].textContent)).toBe('LPA*');
    expect(first.repaired).toBe(false);
    expect(Object.keys(await stats())).not.toContain('Repaired');

    const repair = await searchAfter(() => drag(suite.page, [31, 6], [31, 16])); // a wall in front of the goal, across the path
    expect(await isWall(31, 11)).toBe(true);
    const fresh = await freshAStar();
    expect(repair.repaired).toBe(true);
    expect(repair.changedCells).toBe(11);
    expect(repair.cost).toBeGreaterThan(first.cost);
    expect(repair.cost).toBeCloseTo(fresh.cost, 9);
    expect(checkedPathCost(fresh.matrix, repair.path)).toBeCloseTo(fresh.cost, 9);
    expect(repair.freshAStarExpanded).toBe(fresh.expanded);
    expect(repair.expanded).toBeLessThan(fresh.expanded); // the search behind the wall only
    // The board replays just the repair: one step per repaired expansion.
    expect(await suite.page.evaluate(() => window.pathlab.state().totalSteps)).toBe(repair.expanded);
    expect((await stats()).Repaired).toBe(`${repair.expanded} cells expanded (a fresh A*: ${fresh.expanded.toLocaleString('en')})`);
    console.log(`[page replan] LPA* repair after a wall: ${repair.expanded} expansions, a fresh A*: ${fresh.expanded}`);
    await screenshot(suite.page, 'page-replan-lpa-wall');
    await suite.page.locator('#stats').screenshot({ path: `${ARTIFACTS}page-replan-stats.png` });
    await suite.page.evaluate(() => window.scrollTo(0, 0)); // that screenshot scrolled the page down to Stats

    const reopened = await searchAfter(() => drag(suite.page, [31, 6], [31, 16])); // starts on a wall: erases it
    expect(await isWall(31, 11)).toBe(false);
    expect(reopened.repaired).toBe(true);
    expect(reopened.cost).toBeCloseTo(first.cost, 9);
    expect(suite.session.errors).toEqual([]);
  });

  test('D* Lite: dragging the start along the path replans from where it stands', async () => {
    const first = await choose('d-star-lite');
    expect(first.status).toBe('found');
    const onPath = first.path[4];
    const moved = await searchAfter(() => drag(suite.page, first.path[0], onPath));
    expect(await suite.page.evaluate(() => window.pathlab.state().start)).toEqual(onPath);
    const fresh = await freshAStar();
    expect(moved.repaired).toBe(true);
    expect(moved.cost).toBeCloseTo(fresh.cost, 9);
    expect(moved.path[0]).toEqual(onPath);
    const walled = await searchAfter(() => drag(suite.page, [31, 6], [31, 16]));
    expect(walled.repaired).toBe(true);
    expect(walled.cost).toBeCloseTo((await freshAStar()).cost, 9);
    await screenshot(suite.page, 'page-replan-dstar-moved');
    expect(suite.session.errors).toEqual([]);
  });

  test('a phone-sized page shows the repair too', async () => {
    await suite.page.setViewportSize({ width: 390, height: 844 });
    await choose('lpa-star');
    const repair = await searchAfter(() => drag(suite.page, [31, 6], [31, 16])); // erases the wall the last test drew
    expect(await isWall(31, 11)).toBe(false);
    expect(repair.repaired).toBe(true);
    expect(repair.cost).toBeCloseTo((await freshAStar()).cost, 9);
    expect((await stats()).Repaired).toMatch(/^\d+ cells expanded \(a fresh A\*: [\d,]+\)$/);
    await screenshot(suite.page, 'page-replan-phone');
    expect(suite.session.errors).toEqual([]);
  });
});
