// The panel's game settings end to end in real Chromium: the agent size (the
// path checked against the test's own Dijkstra over positions with room), a
// start without room, and extra goals placed with Shift+click, typed, and removed.
import { beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, pageMatrix as readMatrix, openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/');
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

const pageMatrix = () => readMatrix(page, pl);
const appState = () => page.evaluate(() => {
  const { app } = window.pathlab;
  return { result: app.result, options: app.searchedOptions, start: app.model.start, goal: app.model.goal };
});
async function runToEnd() {
  await page.click('#end');
  await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
}

// Independent reference: Dijkstra over top-left positions whose k x k block is free; a diagonal step needs both
// side positions valid; a move costs 1 or sqrt 2 times the entered position's terrain. Returns the cost to the nearest goal.
function referenceCost(rows, k, start, goals) {
  const h = rows.length, w = rows[0].length;
  const fits = (x, y) => {
    if (x < 0 || y < 0 || x + k > w || y + k > h) return false;
    for (let j = 0; j < k; j++) for (let i = 0; i < k; i++) if (rows[y + j][x + i] === 1) return false;
    return true;
  };
  const dist = new Float64Array(w * h).fill(Infinity);
  const done = new Uint8Array(w * h);
  dist[start[1] * w + start[0]] = 0;
  const isGoal = new Set(goals.map(([x, y]) => y * w + x));
  for (;;) {
    let best = -1;
    for (let i = 0; i < w * h; i++) if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return Infinity;
    if (isGoal.has(best)) return dist[best];
    done[best] = 1;
    const x = best % w, y = (best - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((!dx && !dy) || !fits(x + dx, y + dy)) continue;
        if (dx && dy && !(fits(x + dx, y) && fits(x, y + dy))) continue;
        const n = (y + dy) * w + x + dx;
        const d = dist[best] + (dx && dy ? Math.SQRT2 : 1) * Math.max(1, rows[y + dy][x + dx]);
        if (d < dist[n]) dist[n] = d;
      }
    }
  }
}

describe('game settings in the options panel', () => {
  test('agent size: the path of a 2 x 2 agent, as cheap as the reference, drawn as its footprint', async () => {
    await page.getByLabel('Agent size').selectOption('2');
    await runToEnd();
    const { result, options, start, goal } = await appState();
    expect(options.agentSize).toBe(2);
    expect(result.status).toBe('found');
    const rows = await pageMatrix();
    for (const [x, y] of result.path) {
      for (let j = 0; j < 2; j++) for (let i = 0; i < 2; i++) expect(rows[y + j][x + i]).not.toBe(1);
    }
    expect(result.cost).toBeCloseTo(referenceCost(rows, 2, start, [goal]), 9);
    expect(result.cost).toBeGreaterThanOrEqual(referenceCost(rows, 1, start, [goal]) - 1e-9);
    await screenshot(page, 'game-agent-size');
  });

  test('a start without room for the agent gives a clear message; a smaller agent searches again', async () => {
    const { start } = await appState();
    await page.getByLabel('Agent size').selectOption('8');
    await page.click('#end');
    await expect.poll(() => page.textContent('#error')).toMatch(/no room for an agent of size 8/);
    await screenshot(page, 'game-agent-no-room');
    await page.getByLabel('Agent size').selectOption('1');
    await runToEnd();
    expect((await appState()).result.status).toBe('found');
    expect(start).toEqual((await appState()).start);
  });

  test('extra goals: Shift+click adds one, the path goes to the cheapest, Stats names it; Remove takes it away', async () => {
    const rows = await pageMatrix();
    const { start, goal } = await appState();
    // A free cell 4 columns left of S: nearer than G.
    const extra = [start[0] - 4, start[1]];
    expect(rows[extra[1]][extra[0]]).not.toBe(1);
    const [px, py] = await cellCenter(page, extra);
    await page.keyboard.down('Shift');
    await page.mouse.click(px, py);
    await page.keyboard.up('Shift');
    expect(rows).toEqual(await pageMatrix()); // no wall drawn
    await expect(page.getByRole('button', { name: `Remove goal 2 at (${extra[0]}, ${extra[1]})` }).isVisible()).resolves.toBe(true);
    await runToEnd();
    const { result, options } = await appState();
    expect(options.goals).toEqual([goal, extra]);
    expect(result.path.at(-1)).toEqual(extra);
    expect(result.cost).toBeCloseTo(referenceCost(rows, 1, start, [goal, extra]), 9);
    const stats = await page.$$eval('#stats dt', (dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
    expect(stats['Goal reached']).toBe(`goal 2 of 2, at (${extra[0]}, ${extra[1]})`);
    await screenshot(page, 'game-extra-goal');
    // Typed from the keyboard: a second extra goal; then both removed.
    const typed = [start[0], start[1] + 3];
    await page.getByLabel('x', { exact: true }).fill(String(typed[0]));
    await page.getByLabel('y', { exact: true }).fill(String(typed[1]));
    await page.getByRole('button', { name: 'Add goal' }).focus();
    await page.keyboard.press('Enter');
    expect(await page.$$eval('#extra-goals li', (items) => items.length)).toBe(2);
    await page.getByRole('button', { name: `Remove goal 2 at (${extra[0]}, ${extra[1]})` }).click();
    await page.getByRole('button', { name: `Remove goal 2 at (${typed[0]}, ${typed[1]})` }).click();
    expect(await page.$$eval('#extra-goals li', (items) => items.length)).toBe(0);
    await runToEnd();
    expect((await appState()).result.path.at(-1)).toEqual(goal);
  });

  test('algorithms that do not take them disable the controls', async () => {
    await page.getByLabel('Algorithm', { exact: true }).selectOption('jps');
    expect(await page.getByLabel('Agent size').isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Add goal' }).isDisabled()).toBe(true);
    await page.getByLabel('Algorithm', { exact: true }).selectOption('astar');
    expect(await page.getByLabel('Agent size').isDisabled()).toBe(false);
  });

  test('on a 390 x 844 phone the controls fit the width', async () => {
    const phone = await openInContext(suite.browser, suite.origin, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await phone.page.getByLabel('Agent size').selectOption('3');
      await phone.page.$eval('#option-agentSize', (el) => el.scrollIntoView());
      await screenshot(phone.page, 'game-options-phone');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('no errors in the console', () => {
    expect(session.errors).toEqual([]);
  });
});
