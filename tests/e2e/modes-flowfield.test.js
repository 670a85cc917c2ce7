// The flow field mode end to end in real Chromium: the field's distances and
// steps against the test's own Dijkstra from G, walls drawn with the mouse
// while the agents walk (the field repaired in the middle of the stroke), the
// agent count and Play/Pause by keyboard, and a phone's screen.
import { beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, pageMatrix as readMatrix, openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/', { sources: true }); // reads modules' state in the page: import('/src/…')
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

const FILE = '/src/modes/flow-field-mode.js';
// A string, so that Vitest's transform leaves the page-side import() alone.
const field = (p = page) => p.evaluate(`import('${FILE}').then((m) => m.flowFieldMode.snapshot())`);
const waitReady = (p = page, updatesAbove = 0) => expect.poll(async () => {
  const s = await field(p);
  return Boolean(s?.ready && s.updates > updatesAbove);
}).toBe(true);

const pageMatrix = () => readMatrix(page, pl);

// Independent reference: the cost from every cell to G, Dijkstra from G over reversed moves under the
// page's default rule (a diagonal needs both side cells free); a move costs 1 or sqrt 2 times the entered cell's terrain.
function costsToGoal(rows, [gx, gy]) {
  const h = rows.length, w = rows[0].length;
  const free = (x, y) => x >= 0 && y >= 0 && x < w && y < h && rows[y][x] !== 1;
  const terrain = (x, y) => Math.max(1, rows[y][x]);
  const dist = new Float64Array(w * h).fill(Infinity);
  const done = new Uint8Array(w * h);
  dist[gy * w + gx] = 0;
  for (;;) {
    let best = -1;
    for (let i = 0; i < w * h; i++) if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return dist;
    done[best] = 1;
    const x = best % w, y = (best - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        const ux = x + dx, uy = y + dy; // u steps onto (x, y)
        if ((!dx && !dy) || !free(ux, uy)) continue;
        if (dx && dy && !(free(ux, y) && free(x, uy))) continue;
        const d = dist[best] + (dx && dy ? Math.SQRT2 : 1) * terrain(x, y);
        if (d < dist[uy * w + ux]) dist[uy * w + ux] = d;
      }
    }
  }
}

// The field equals the reference everywhere, and each step goes to a neighbour whose cost is exactly one move less.
function expectFieldMatches(snap, rows, goal) {
  const ref = costsToGoal(rows, goal);
  const w = snap.width;
  let reachable = 0;
  ref.forEach((d, i) => {
    const got = snap.distance[i];
    if (d === Infinity) { expect(got, `cell ${i % w}, ${Math.floor(i / w)}`).toBeNull(); return; }
    reachable++;
    expect(got, `cell ${i % w}, ${Math.floor(i / w)}`).toBeCloseTo(d, 9);
    const n = snap.next[i];
    if (d === 0) { expect(n).toBe(-1); return; }
    const dx = (n % w) - (i % w), dy = Math.floor(n / w) - Math.floor(i / w);
    expect(Math.max(Math.abs(dx), Math.abs(dy))).toBe(1);
    const step = (dx && dy ? Math.SQRT2 : 1) * Math.max(1, rows[Math.floor(n / w)][n % w]);
    expect(ref[n] + step).toBeCloseTo(d, 9);
  });
  return reachable;
}

describe('flow field mode', () => {
  test('shows the cost to G and the step from every cell, equal to a Dijkstra from G', async () => {
    await page.click('#mode-card label:has(input[value="flowfield"])');
    await waitReady();
    const snap = await field();
    const goal = await page.evaluate(() => window.pathlab.app.model.goal);
    const reachable = expectFieldMatches(snap, await pageMatrix(), goal);
    expect(reachable).toBeGreaterThan(100);
    expect(snap.agents.length).toBe(200);
    await expect.poll(() => page.textContent('#flow-status')).toContain(`${reachable.toLocaleString('en')} cells reach G`);
    await screenshot(page, 'modes-flowfield');
  });

  test('the agents move along the field and walls drawn while they move re-route them at once', async () => {
    const before = await field();
    await page.waitForTimeout(300);
    const moved = await field();
    expect(moved.agents.some((a, i) => a.from.join() !== before.agents[i].from.join() || a.t !== before.agents[i].t)).toBe(true);
    // A wall across the map between S and G, drawn with the mouse; the field follows in the middle of the stroke.
    const [ax, ay] = await cellCenter(page, [20, 0]);
    const [mx, my] = await cellCenter(page, [20, 12]);
    const [bx, by] = await cellCenter(page, [20, 22]);
    await page.mouse.move(ax, ay);
    await page.mouse.down();
    await page.mouse.move(mx, my, { steps: 12 });
    await waitReady(page, moved.updates); // still holding the button
    const middle = await field();
    expect(middle.update).toBe('repaired');
    expect(middle.distance[12 * middle.width + 20]).toBeNull(); // a wall now
    await page.mouse.move(bx, by, { steps: 12 });
    await page.mouse.up();
    await waitReady(page, middle.updates);
    const rows = await pageMatrix();
    expect(rows[22][20]).toBe(1);
    const goal = await page.evaluate(() => window.pathlab.app.model.goal);
    const after = await field();
    expectFieldMatches(after, rows, goal);
    // No agent stands on or heads into a wall.
    await page.waitForTimeout(200);
    for (const { from, to } of (await field()).agents) {
      expect(rows[from[1]][from[0]]).not.toBe(1);
      expect(rows[to[1]][to[0]]).not.toBe(1);
    }
    // S's cost to G is the library's A* cost on the page's map.
    const start = await page.evaluate(() => window.pathlab.app.model.start);
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    const { cost } = pl.findPath(grid, { start, goal, algorithm: 'astar' });
    grid.delete();
    expect(after.distance[start[1] * after.width + start[0]]).toBeCloseTo(cost, 9);
    await screenshot(page, 'modes-flowfield-wall');
  });

  test('the agent count and Play/Pause work from the keyboard', async () => {
    await page.focus('#flow-agents');
    await page.keyboard.press('End');
    await expect.poll(async () => (await field()).agents.length).toBe(500);
    expect(await page.textContent('#flow-agents-value')).toBe('500');
    await page.keyboard.press('Home');
    await expect.poll(async () => (await field()).agents.length).toBe(50);
    const button = page.getByRole('button', { name: 'Pause agents' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await field()).playing).toBe(false);
    expect(await page.getByRole('button', { name: 'Play agents' }).getAttribute('aria-pressed')).toBe('false');
    const paused = await field();
    await page.waitForTimeout(250);
    expect((await field()).agents).toEqual(paused.agents);
    await page.keyboard.press('Enter'); // (Space is the page's own play/pause shortcut, for the search's playback)
    await expect.poll(async () => (await field()).playing).toBe(true);
  });

  test('zoomed in, arrows; on a 390 x 844 phone the mode fits the width', async () => {
    await page.evaluate(() => {
      const { renderer, model } = window.pathlab.app;
      renderer.setView({ zoom: 36, centerX: model.goal[0], centerY: model.goal[1] });
    });
    await page.waitForTimeout(200);
    await screenshot(page, 'modes-flowfield-arrows');
    const phone = await openInContext(suite.browser, suite.origin, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await phone.page.click('#mode-card label:has(input[value="flowfield"])');
      await waitReady(phone.page);
      expect((await field(phone.page)).agents.length).toBe(200);
      await phone.page.$eval('#board', (el) => el.scrollIntoView());
      await phone.page.waitForTimeout(300);
      await screenshot(phone.page, 'modes-flowfield-phone');
      await phone.page.$eval('#flow-agents', (el) => el.scrollIntoView());
      await screenshot(phone.page, 'modes-flowfield-phone-controls');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });

  test('leaving the mode stops it; no errors in the console', async () => {
    await page.click('#mode-card label:has(input[value="grid"])');
    expect(await field()).toBeNull();
    expect(session.errors).toEqual([]);
  });
});
