// The page's modes end to end in real Chromium (waypoints, flee, chase,
// compare): real pointer clicks and drags on the canvas, results checked
// against independent references computed here, screenshots in tests/artifacts/.
import { beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, pageMatrix as readMatrix, drag, openInContext, screenshot, useServedBrowser, selectMode as selectModeOn } from './support.js';
import { checkedPathCost, graphDistances } from '../path-cost.js';

const suite = useServedBrowser('/', { sources: true }); // reads modules' state in the page: import('/src/…')
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

async function click(x, y) {
  const [px, py] = await cellCenter(page, [x, y]);
  await page.mouse.click(px, py);
}

const selectMode = (id) => selectModeOn(page, id);
// A string, so that Vitest's transform leaves the page-side import() alone.
const snapshot = (file, mode) => page.evaluate(`import('${file}').then((m) => m.${mode}.snapshot())`);
const appState = () => page.evaluate(() => {
  const { app } = window.pathlab;
  return { mode: app.mode, result: app.result, start: app.model.start, goal: app.model.goal };
});
const waitForResult = () => page.waitForFunction(() => window.pathlab.app.mode === 'finished');

const pageMatrix = () => readMatrix(page, pl);

// Independent reference: Dijkstra on the matrix under the Moving AI rule (diagonals
// need both side cells free), step costs 1 or sqrt 2 times the entered cell's terrain.
function referenceCosts(rows, [sx, sy]) {
  const h = rows.length, w = rows[0].length;
  const free = (x, y) => x >= 0 && y >= 0 && x < w && y < h && rows[y][x] !== 1;
  const dist = new Float64Array(w * h).fill(Infinity);
  const done = new Uint8Array(w * h);
  dist[sy * w + sx] = 0;
  for (;;) {
    let best = -1;
    for (let i = 0; i < w * h; i++) if (!done[i] && dist[i] < Infinity && (best < 0 || dist[i] < dist[best])) best = i;
    if (best < 0) return { dist, w };
    done[best] = 1;
    const x = best % w, y = (best - x) / w;
    for (let dy = -1; dy <= 1; dy++) {
      for (let dx = -1; dx <= 1; dx++) {
        if ((!dx && !dy) || !free(x + dx, y + dy)) continue;
        if (dx && dy && !(free(x + dx, y) && free(x, y + dy))) continue;
        const n = (y + dy) * w + x + dx;
        const step = (dx && dy ? Math.SQRT2 : 1) * Math.max(1, rows[y + dy][x + dx]);
        if (dist[best] + step < dist[n]) dist[n] = dist[best] + step;
      }
    }
  }
}

// Fails unless every move is one step onto a free cell without cutting a corner.
const expectValidWalk = (rows, path) => expect(() => checkedPathCost(rows, path)).not.toThrow();

describe('waypoint mode', () => {
  const file = '/src/modes/waypoints.js';
  const waypoints = () => snapshot(file, 'waypointMode');

  test('click places a waypoint, drag moves it, a second click removes it', async () => {
    await selectMode('waypoints');
    const before = await waypoints();
    expect(before.points.length).toBeGreaterThan(2);
    await click(5, 20);
    let now = await waypoints();
    expect(now.points).toEqual([...before.points, [5, 20]]);
    await drag(page, [5, 20], [3, 21]);
    now = await waypoints();
    expect(now.points.at(-1)).toEqual([3, 21]);
    await click(3, 21);
    now = await waypoints();
    expect(now.points).toEqual(before.points);
  });

  test('the links are the visibility graph and both searches find its shortest path', async () => {
    const { points, links, results } = await waypoints();
    const { start, goal } = await appState();
    const nodes = [start, goal, ...points];
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    expect(links).toEqual(pl.visibilityGraph(grid, nodes));
    grid.delete();
    const shortest = graphDistances(nodes.length, links, 0)[1];
    expect(shortest).toBeLessThan(Infinity);
    expect(results.astar.cost).toBeCloseTo(shortest, 9);
    expect(results.dijkstra.cost).toBeCloseTo(shortest, 9);
    expect(results.astar.expanded).toBeLessThanOrEqual(results.dijkstra.expanded);
    await expect.poll(() => page.textContent('#waypoint-compare')).toContain(`Same cost ${shortest.toFixed(2)}`);
  });

  test('plays the A* search step by step on the board', async () => {
    await page.click('#first');
    expect((await waypoints()).step).toBe(0);
    await page.click('#forward');
    await page.click('#forward');
    expect((await waypoints()).step).toBe(2);
    await screenshot(page, 'modes-waypoints-astar-step-2');
    await page.click('#play');
    await expect.poll(async () => {
      const s = await waypoints();
      return s.step === s.totalSteps;
    }).toBe(true);
    await screenshot(page, 'modes-waypoints-astar-path');
    await page.selectOption('#waypoint-algorithm', 'dijkstra');
    await page.click('#end');
    await screenshot(page, 'modes-waypoints-dijkstra-path');
  });
});

describe('flee mode', () => {
  const minDistance = () => page.$eval('#flee-distance', (input) => Number(input.value));

  test('finds the cheapest path to a cell far enough from the threat', async () => {
    await selectMode('flee');
    await waitForResult();
    const { result, start, goal: threat } = await appState();
    const safe = await minDistance();
    expect(result.status).toBe('found');
    const end = result.path.at(-1);
    expect(Math.hypot(end[0] - threat[0], end[1] - threat[1])).toBeGreaterThanOrEqual(safe);
    const rows = await pageMatrix();
    expectValidWalk(rows, result.path);
    const { dist, w } = referenceCosts(rows, start);
    let best = Infinity;
    dist.forEach((d, i) => {
      if (Math.hypot((i % w) - threat[0], Math.floor(i / w) - threat[1]) >= safe) best = Math.min(best, d);
    });
    expect(result.cost).toBeCloseTo(best, 9);
    await screenshot(page, 'modes-flee');
  });

  test('dragging the threat and moving the slider re-plan the escape', async () => {
    const { goal } = await appState();
    await drag(page, goal, [10, 16]);
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished' && window.pathlab.app.model.goal[0] === 10);
    await page.$eval('#flee-distance', (input) => { input.value = '9'; input.dispatchEvent(new Event('input')); });
    await waitForResult();
    const { result, goal: threat } = await appState();
    expect(threat).toEqual([10, 16]);
    expect(result.status).toBe('found');
    const end = result.path.at(-1);
    expect(Math.hypot(end[0] - 10, end[1] - 16)).toBeGreaterThanOrEqual(9);
    expectValidWalk(await pageMatrix(), result.path);
    await expect.poll(() => page.textContent('#flee-outcome')).toContain('Safe: 9 cells from the threat');
    await screenshot(page, 'modes-flee-threat-dragged');
    await drag(page, [10, 16], [33, 11]); // put the goal back for the next modes
    await page.waitForFunction(() => window.pathlab.app.model.goal[0] === 33);
  });
});

describe('chase mode', () => {
  test('the seed preset with stop-when-halfway returns a partial path that gets halfway', async () => {
    await selectMode('chase');
    await page.click('#chase-preset');
    await page.click('#end');
    await waitForResult();
    const { result, start, goal } = await appState();
    expect(result).toMatchObject({ status: 'limit', stoppedBy: 'halfway' });
    const end = result.path.at(-1);
    expect(Math.hypot(end[0] - goal[0], end[1] - goal[1])).toBeLessThanOrEqual(Math.hypot(start[0] - goal[0], start[1] - goal[1]) / 2);
    expect(result.path[0]).toEqual(start);
    expectValidWalk(await pageMatrix(), result.path);
    await expect.poll(() => page.textContent('#stats')).toContain('Stopped halfway');
    await screenshot(page, 'modes-chase-halfway');
    await page.click('#chase-halfway'); // off: the same weighted A* runs to the goal
    await page.click('#end');
    await waitForResult();
    expect((await appState()).result.status).toBe('found');
    await page.evaluate(() => window.pathlab.setOptions({ algorithm: 'astar', weight: 1, maxExpansions: Infinity }));
  });
});

describe('compare mode', () => {
  const file = '/src/modes/compare.js';
  const compare = () => snapshot(file, 'compareMode');

  test('searches the same map with several algorithms and agrees with a reference', async () => {
    await selectMode('compare');
    await expect.poll(async () => (await page.$$('#compare-boards canvas')).length).toBe(3);
    const { runs, total } = await compare();
    expect(runs.map((r) => r.algorithm)).toEqual(['astar', 'dijkstra', 'greedy']);
    const rows = await pageMatrix();
    const { start, goal } = await appState();
    const { dist, w } = referenceCosts(rows, start);
    const optimal = dist[goal[1] * w + goal[0]];
    const grid = pl.Grid.fromMatrix(rows);
    for (const run of runs) {
      expect(run.error).toBe('');
      expect(run.result.status).toBe('found');
      expectValidWalk(rows, run.result.path);
      expect(run.result.expanded).toBe(pl.findPath(grid, { start, goal, algorithm: run.algorithm }).expanded);
      expect(run.micros).toBeGreaterThan(0);
      if (run.algorithm !== 'greedy') expect(run.result.cost).toBeCloseTo(optimal, 9);
      else expect(run.result.cost).toBeGreaterThanOrEqual(optimal - 1e-9);
    }
    grid.delete();
    expect(total).toBe(Math.max(...runs.map((r) => r.result.expanded)));
    expect(await page.$$eval('#compare-rows tr', (trs) => trs.length)).toBe(3);
  });

  test('the boards step together', async () => {
    await page.click('#compare-first');
    for (let i = 0; i < 5; i++) await page.click('#compare-forward');
    let snap = await compare();
    expect(snap.step).toBe(5);
    expect(snap.runs.map((r) => r.step)).toEqual([5, 5, 5]);
    await page.$eval('#compare-step', (input) => { input.value = '120'; input.dispatchEvent(new Event('input')); });
    snap = await compare();
    expect(snap.runs.map((r) => r.step)).toEqual(snap.runs.map((r) => Math.min(120, r.result.expanded)));
    expect(await page.textContent('#compare-counter')).toBe(`Step 120 / ${snap.total}`);
    await screenshot(page, 'modes-compare-step-120');
  });

  test('more algorithms, and a clear message for fewer than two', async () => {
    await page.click('#mode-controls label:has(input[value="bfs"])');
    await page.click('#compare-run');
    await expect.poll(async () => (await page.$$('#compare-boards canvas')).length).toBe(4);
    for (const name of ['astar', 'dijkstra', 'greedy', 'bfs']) {
      const box = page.locator(`#mode-controls label:has(input[value="${name}"])`);
      if (name !== 'astar') await box.click();
    }
    await page.click('#compare-run');
    await expect.poll(() => page.textContent('#error')).toContain('pick at least two algorithms');
    await selectMode('grid');
    expect(await page.$('#compare')).toBeNull();
  });

  test('no errors in the console', () => {
    expect(session.errors).toEqual([]);
  });
});

describe('the compare table', () => {
  test('counts the path in moves, as Stats does', async () => {
    const { page, close } = await openInContext(suite.browser, `${suite.origin}/`);
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    const stats = await page.$$eval('#stats dt', (dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
    expect(stats['Path length']).toMatch(/^\d+ moves$/);
    await page.click('#mode-card label:has(input[value="compare"])');
    await page.waitForFunction(() => [...document.querySelectorAll('#compare-rows tr')].length >= 2
      && ![...document.querySelectorAll('#compare-rows td')].some((td) => td.textContent === 'Running'));
    const table = await page.evaluate(() => {
      const heads = [...document.querySelectorAll('#compare-rows')[0].closest('table').querySelectorAll('th')].map((th) => th.textContent);
      const rows = [...document.querySelectorAll('#compare-rows tr')].map((tr) => [...tr.children].map((td) => td.textContent));
      return rows.map((cells) => Object.fromEntries(cells.map((text, i) => [heads[i], text])));
    });
    const astar = table.find((r) => Object.values(r)[0] === 'A*');
    expect(astar['Path length']).toBe(stats['Path length']);
    expect(Object.values(astar)[1]).toBe(stats.Status); // 'Path found', not 'found'
    await screenshot(page, 'compare-path-length');
    await close();
  });
});
