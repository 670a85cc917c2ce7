// What users tripped over in the page's modes and playback, end to end in
// Chromium with real keys, clicks and mouse moves (each test failed before its
// fix): compare mode's keys stepped the hidden main board; its results went
// stale silently and hovering a board left the inspector empty; waypoints on a
// loaded 512 x 512 maze lost their preset and S and G were "not connected",
// two sets of play controls showed, and "1 links"; the chase preset leaked
// into flee; changing the algorithm while paused dropped the search.
import { beforeAll, describe, expect, test } from 'vitest';
import { comparisonShown, openInContext, screenshot, useServedBrowser, selectMode as selectModeOn } from './support.js';
import { movingAIText } from '../movingai-data.js';

const suite = useServedBrowser('/', { sources: true }); // reads modules' state in the page: import('/src/…')
let page;
let pl;
beforeAll(() => ({ page, pl } = suite));
const session = () => suite.session;

const selectMode = (id) => selectModeOn(page, id);
// Strings, so that Vitest's transform leaves the page-side import() alone.
const compare = () => page.evaluate("import('/src/modes/compare.js').then((m) => m.compareMode.snapshot())");
const waypoints = () => page.evaluate("import('/src/modes/waypoints.js').then((m) => m.waypointMode.snapshot())");
const appState = () => page.evaluate(() => {
  const { app } = window.pathlab;
  return { mode: app.mode, step: app.step, totalSteps: app.totalSteps, options: app.resolvedOptions(), result: app.result };
});
const inspector = () => page.$$eval('#inspector dt', (dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
const visiblePlayButtons = () => page.$$eval('button', (buttons) => buttons
  .filter((b) => /Play|Pause|Replay/.test(b.textContent) && b.getClientRects().length > 0 && getComputedStyle(b).visibility !== 'hidden').length);

// Page coordinates of cell [x, y]'s centre on the compare board of `algorithm`.
const compareCell = (algorithm, [x, y]) => page.evaluate(([name, cx, cy]) => {
  const canvas = document.querySelector(`#compare-boards canvas[data-algorithm="${name}"]`);
  const rect = canvas.getBoundingClientRect();
  const { width, height } = window.pathlab.app.model;
  return [rect.left + ((cx + 0.5) / width) * rect.width, rect.top + ((cy + 0.5) / height) * rect.height];
}, [algorithm, x, y]);

describe('compare mode', () => {
  test('Space and the arrows drive the compare boards, not the hidden main board', async () => {
    await selectMode('compare');
    await comparisonShown(page);
    expect(await page.$$('#compare-boards canvas')).toHaveLength(3);
    const { total } = await compare();
    await page.mouse.click(5, 5); // focus on the page, no control
    await page.keyboard.press('Home');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    let snap = await compare();
    expect(snap.step).toBe(3);
    expect(snap.runs.map((r) => r.step)).toEqual([3, 3, 3]);
    expect(await page.textContent('#compare-counter')).toBe(`Step 3 / ${total.toLocaleString('en')}`);
    expect((await appState()).mode).toBe('editing'); // the main board did not move
    await page.keyboard.press(' ');
    await expect.poll(async () => (await compare()).step).toBeGreaterThan(3);
    await page.keyboard.press(' ');
    const paused = (await compare()).step;
    await page.waitForTimeout(200);
    snap = await compare();
    expect(snap.step).toBe(paused);
    expect((await appState()).mode).toBe('editing');
    expect(await visiblePlayButtons()).toBe(1); // the boards' row only
    await screenshot(page, 'modes-playback-compare-keys');
  });

  test('hovering a compare board fills the inspector from that board', async () => {
    await page.keyboard.press('End');
    const { start, goal } = await page.evaluate(() => ({ start: window.pathlab.app.model.start, goal: window.pathlab.app.model.goal }));
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    const reference = pl.findPath(grid, { start, goal, algorithm: 'dijkstra' });
    grid.delete();
    const [gx, gy] = await compareCell('dijkstra', goal);
    await page.mouse.move(gx, gy);
    let rows = await inspector();
    expect(rows.Board).toBe('Dijkstra');
    expect(rows.Cell).toBe(`(${goal[0]}, ${goal[1]})`);
    expect(rows.State).toMatch(/closed, on the path/);
    expect(Number(rows['g (cost so far)'])).toBeCloseTo(reference.cost, 3);
    await screenshot(page, 'modes-playback-compare-inspect');
    await page.keyboard.press('Home'); // step 0: only the start is open on every board
    rows = await inspector();
    expect(rows.State).toBe('unvisited');
    const [sx, sy] = await compareCell('astar', start);
    await page.mouse.move(sx, sy);
    rows = await inspector();
    expect(rows.Board).toBe('A*');
    expect(rows.State).toBe('open');
    expect(Number(rows['g (cost so far)'])).toBe(0);
  });

  test('editing the map after a comparison says the results are out of date, and Compare again refreshes them', async () => {
    expect(await page.isVisible('#compare-stale')).toBe(false);
    await page.evaluate(() => window.pathlab.setGoal(33, 14));
    expect(await page.isVisible('#compare-stale')).toBe(true);
    expect(await page.textContent('#compare-stale')).toContain('changed since this comparison');
    await screenshot(page, 'modes-playback-compare-stale');
    await page.click('#compare-again');
    await expect.poll(() => page.isVisible('#compare-stale')).toBe(false);
    const { runs } = await compare();
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    const start = await page.evaluate(() => window.pathlab.app.model.start);
    expect(runs[0].result.cost).toBeCloseTo(pl.findPath(grid, { start, goal: [33, 14], algorithm: 'astar' }).cost, 9);
    grid.delete();
    await page.evaluate(() => window.pathlab.setGoal(33, 11));
    await selectMode('grid');
  });
});

describe('compare mode in a small embed frame', () => {
  test('the bar steps the compare boards; one set of play controls', async () => {
    await selectMode('compare');
    await comparisonShown(page);
    expect(await page.$$('#compare-boards canvas')).toHaveLength(3);
    const link = await page.evaluate(() => window.pathlab.shareUrl());
    const embed = await openInContext(suite.browser, `${suite.origin}/embed.html${link.slice(link.indexOf('#'))}`,
      { viewport: { width: 640, height: 420 }, waitFor: 'html[data-ready="true"]' });
    try {
      await embed.page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
      const embedded = () => embed.page.evaluate("import('/src/modes/compare.js').then((m) => m.compareMode.snapshot())");
      const { total } = await embedded();
      await embed.page.click('#back');
      await embed.page.click('#back');
      const snap = await embedded();
      expect(snap.step).toBe(total - 2);
      expect(snap.runs.map((r) => r.step)).toEqual(snap.runs.map((r) => Math.min(total - 2, r.result.expanded)));
      expect(await embed.page.textContent('#step-counter')).toBe(`Step ${(total - 2).toLocaleString('en')} / ${total.toLocaleString('en')}`);
      expect(await embed.page.$$eval('button', (buttons) => buttons.filter((b) => /Play|Pause|Replay/.test(b.textContent) && b.getClientRects().length > 0).length)).toBe(1);
      await screenshot(embed.page, 'modes-playback-compare-embed');
      expect(embed.errors).toEqual([]);
    } finally {
      await embed.close();
    }
    await selectMode('grid');
  });
});

describe('compare mode on a phone', () => {
  test('a tap on a compare board inspects it; the boards and table fit the width', async () => {
    const phone = await openInContext(suite.browser, suite.origin, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      await phone.page.click('#mode-card label:has(input[value="compare"])');
      await phone.page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
      const box = await phone.page.$eval('#compare-boards canvas[data-algorithm="astar"]', (c) => {
        c.scrollIntoView();
        const r = c.getBoundingClientRect();
        return { x: r.left + r.width * (7.5 / 40), y: r.top + r.height * (11.5 / 24) }; // the start cell (7, 11)
      });
      await phone.page.touchscreen.tap(box.x, box.y);
      const rows = await phone.page.$$eval('#inspector dt', (dts) => Object.fromEntries(dts.map((dt) => [dt.textContent, dt.nextElementSibling.textContent])));
      expect(rows).toMatchObject({ Board: 'A*', Cell: '(7, 11)' });
      await screenshot(phone.page, 'modes-playback-compare-phone');
      expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('waypoints mode', () => {
  test('on a loaded 512 x 512 maze the preset links S to G, with one set of play controls', async () => {
    const text = movingAIText('maze512-1-0.map');
    await page.evaluate((t) => window.pathlab.loadMap(t), text);
    await selectMode('waypoints');
    const { points, links, results } = await waypoints();
    const { start, goal } = await page.evaluate(() => ({ start: window.pathlab.app.model.start, goal: window.pathlab.app.model.goal }));
    const grid = pl.Grid.fromMovingAI(text);
    const rows = grid.toMatrix();
    for (const [x, y] of points) expect(rows[y][x]).not.toBe(1); // every waypoint on a free cell
    expect(points.length).toBeGreaterThan(6);
    expect(links).toEqual(pl.visibilityGraph(grid, [start, goal, ...points]));
    // The graph's shortest path cannot beat the grid's (any-angle lines are at least as long as the taut grid path).
    const gridCost = pl.findPath(grid, { start, goal, algorithm: 'astar', diagonalMovement: 'only-when-no-obstacles' }).cost;
    grid.delete();
    expect(results.astar.status).toBe('found');
    expect(results.astar.cost).toBeLessThanOrEqual(gridCost + 1e-9);
    expect(results.dijkstra.cost).toBeCloseTo(results.astar.cost, 9);
    expect(await page.textContent('#waypoint-compare')).toContain('Same cost');
    expect(await visiblePlayButtons()).toBe(1);
    await page.click('#end');
    await screenshot(page, 'modes-playback-waypoints-maze512');
  });

  test('counts read as words: "1 link"', async () => {
    await page.evaluate(() => window.pathlab.app.resize(20, 12));
    await page.click('#waypoint-clear');
    await waypoints();
    await expect.poll(() => page.textContent('#waypoint-status')).toMatch(/^2 waypoints, 1 link ·/);
    await selectMode('grid');
  });
});

describe('options and modes', () => {
  test('the chase preset does not leak into flee', async () => {
    const before = (await appState()).options;
    await selectMode('chase');
    await page.click('#chase-preset');
    expect((await appState()).options).toMatchObject({ algorithm: 'weighted-astar', weight: 1.75, maxExpansions: 8000 });
    await selectMode('flee');
    const { options } = await appState();
    expect(options).toEqual(before);
    expect(await page.inputValue('#option-algorithm')).toBe(before.algorithm);
    await selectMode('grid');
  });

  test('changing the algorithm while paused keeps the search, re-run at the same step', async () => {
    await page.evaluate(() => { window.pathlab.app.clearSearch(); return window.pathlab.step(5); });
    expect(await appState()).toMatchObject({ mode: 'paused', step: 5 });
    await page.selectOption('#option-algorithm', 'dijkstra');
    await page.waitForFunction(() => window.pathlab.app.mode === 'paused');
    const now = await appState();
    expect(now.step).toBe(5);
    expect(now.options.algorithm).toBe('dijkstra');
    const start = await page.evaluate(() => window.pathlab.app.model.start);
    const goal = await page.evaluate(() => window.pathlab.app.model.goal);
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    expect(now.result.expanded).toBe(pl.findPath(grid, { start, goal, algorithm: 'dijkstra' }).expanded);
    grid.delete();
    expect(await page.textContent('#step-counter')).toBe(`Step 5 / ${now.totalSteps.toLocaleString('en')}`);
    await screenshot(page, 'modes-playback-paused-algorithm');
  });

  test('no errors in the console', () => {
    expect(session().errors).toEqual([]);
  });
});
