// D* Lite's walk in real Chromium: an agent walks its path; a wall drawn across the route ahead
// of it with a real mouse drag moves the start to the agent's cell, and the steps the board then
// plays are the repair from there: fewer expansions than a fresh D* Lite from that cell and the
// cost of a fresh A* from it, both searched by the library in Node on the page's own map. Then
// the agent walks on to the goal around the wall. Screenshot: tests/artifacts/page-walk-*.png.
import { describe, expect, test } from 'vitest';
import { drag, screenshot, useServedBrowser } from './support.js';
import { checkedPathCost } from '../path-cost.js';

const suite = useServedBrowser('/');
const WIDTH = 32, HEIGHT = 16;
const START = [1, 8], GOAL = [30, 8];
const walkState = () => suite.page.evaluate(() => window.pathlab.walkState());

function openMap() {
  const rows = Array.from({ length: HEIGHT }, () => '.'.repeat(WIDTH));
  return `type octile\nheight ${HEIGHT}\nwidth ${WIDTH}\nmap\n${rows.join('\n')}\n`;
}

// The library in Node, on the page's map, from `from` to the goal.
async function fresh(algorithm, from) {
  const grid = suite.pl.Grid.fromMovingAI(await suite.page.evaluate(() => window.pathlab.exportMap()));
  try {
    return { ...suite.pl.findPath(grid, { start: from, goal: GOAL, algorithm }), matrix: grid.toMatrix() };
  } finally {
    grid.delete();
  }
}

describe('D* Lite: an agent walks its path and repairs from where it stands', () => {
  test('a wall drawn ahead of the walking agent is repaired from its cell, and the agent walks on', async () => {
    const { page } = suite;
    await page.evaluate(async ([map, start, goal]) => {
      await window.pathlab.loadMap(map);
      window.pathlab.setStart(...start);
      window.pathlab.setGoal(...goal);
    }, [openMap(), START, GOAL]);
    expect(await page.isHidden('#walk')).toBe(true); // A*: no walk to offer
    await page.selectOption('#option-algorithm', 'd-star-lite');
    expect(await page.isVisible('#walk')).toBe(true);
    await page.getByRole('button', { name: 'Walk the path' }).click();
    await page.waitForFunction(() => window.pathlab.walkState().state === 'walking' && window.pathlab.walkState().moves >= 2);
    expect(await page.getAttribute('#walk', 'aria-pressed')).toBe('true');

    // Record every mode the board goes through from here: the repair must play, step by step.
    await page.evaluate(() => {
      window.modesSeen = [];
      window.pathlab.app.on('search', (app) => window.modesSeen.push(app.mode));
    });
    const before = await walkState();
    const wallX = before.cell[0] + 9;
    await drag(page, [wallX, 2], [wallX, 13], { steps: 24 });
    const after = await walkState();
    expect(after.state).toBe('repairing');
    const from = await page.evaluate(() => window.pathlab.state().start); // the agent's cell became the start
    expect(from[0]).toBeGreaterThanOrEqual(before.cell[0]);
    expect(from[0]).toBeLessThan(wallX);
    expect(from[1]).toBe(START[1]);

    await page.waitForFunction(() => window.pathlab.walkState().repairs.length === 1, null, { timeout: 30_000 });
    const { repairs } = await walkState();
    expect(repairs[0].from).toEqual(from);
    const result = await page.evaluate(() => window.pathlab.app.result);
    expect(result.repaired).toBe(true);
    const modesSeen = await page.evaluate(() => window.modesSeen);
    expect(modesSeen).toContain('playing'); // the repair's steps were played, not skipped
    expect(await page.evaluate(() => window.pathlab.state().totalSteps)).toBe(result.expanded); // and they are the repair's only

    const dStarLite = await fresh('d-star-lite', from);
    const aStar = await fresh('astar', from);
    expect(result.expanded).toBeLessThan(dStarLite.expanded);
    expect(result.cost).toBeCloseTo(aStar.cost, 9);
    expect(checkedPathCost(aStar.matrix, result.path)).toBeCloseTo(aStar.cost, 9);
    expect(result.path[0]).toEqual(from);
    expect(result.freshAStarExpanded).toBe(aStar.expanded);
    console.log(`[page walk] D* Lite repair from (${from}): ${result.expanded} expansions; a fresh D* Lite from there: ${dStarLite.expanded}, a fresh A*: ${aStar.expanded}`);
    await screenshot(page, 'page-walk-repaired');

    await page.waitForFunction(() => window.pathlab.walkState().state === 'arrived', null, { timeout: 30_000 });
    const arrived = await walkState();
    expect(arrived.cell).toEqual(GOAL);
    expect(await page.textContent('#walk-note')).toMatch(/reached the goal \(30, 8\) after \d+ moves and 1 repair\./);
    expect(await page.getAttribute('#walk', 'aria-pressed')).toBe('false');
    await screenshot(page, 'page-walk-arrived');
    expect(suite.session.errors).toEqual([]);
  });

  test('the walk refuses an algorithm that cannot repair from a moving start, with a clear message', async () => {
    const { page } = suite;
    expect(await page.evaluate(async () => {
      window.pathlab.setOptions({ algorithm: 'lpa-star' });
      try {
        await window.pathlab.walk();
        return 'walked';
      } catch (error) {
        return error.message;
      }
    })).toBe('LPA* does not repair from where an agent stands; choose D* Lite to walk its path');
    expect(await page.isHidden('#walk')).toBe(true);
  });
});
