// The page's other modes on a 4096 x 4096 .map: a
// person opens the file, presses Play at once and draws a wall while it plays (so the
// map is first saved after an edit), then switches to Chase (run to the end, then the
// game preset, cut off by its expansion cap), Flee, Waypoints (the graph, then Run to
// the end) and Compare (A*, Dijkstra, greedy best-first), with real clicks and drags.
//
// Frame gaps and long tasks are printed ([big-map-modes] lines; `node
// web/tools/bench-page.mjs --huge` measures the same steps), never asserted. The test
// asserts what the person sees: each mode's result against the library's findPath (or
// the waypoint graph against a textbook Dijkstra) run in Node on a grid built from the
// same cell bytes, the words each mode shows, the boards' pixels against the palette,
// the drawn wall kept throughout, and that the page's thread copied no whole map and
// sent none to a worker once the search and saving workers held it.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { openPage, screenshot, selectMode as selectModeOn } from './support.js';
import { actMeasured, boardMismatches, hugeMap, strokeMeasured } from './big-map-support.js';
import { graphDistances } from '../path-cost.js';

const SIZE = 4096;
const START = [0, 0];
const GOAL = [1500, 1100];
const WALL_X = 700; // the stroke: x = 700, y 200..900, across the straight line from S to G
const LONG_WAIT = { timeout: 60_000, polling: 50 };

let session;
let page;
let map;
let file;
let pl;

beforeAll(async () => {
  map = hugeMap(SIZE, 0.1, 2463534242, [START, GOAL]);
  file = join(tmpdir(), `pathlab-huge-modes-${process.pid}.map`);
  writeFileSync(file, map.text);
  pl = await loadPathlab();
  session = await openPage('/', { sources: true }); // big-map-support.js reads the palette and the boards: import('/src/…')
  page = session.page;
  await page.evaluate(() => { // what the page's thread copies whole, and what it posts to workers
    window.__copies = [];
    const typedArray = Object.getPrototypeOf(Uint8Array.prototype);
    const slice = typedArray.slice;
    typedArray.slice = function (...args) {
      if (this.length >= 4096 * 4096 && args.length === 0) window.__copies.push(new Error().stack);
      return slice.apply(this, args);
    };
    window.__posted = [];
    const post = Worker.prototype.postMessage;
    Worker.prototype.postMessage = function (data, transfer) {
      window.__posted.push({ whole: data?.cells?.length ?? 0, changed: data?.cellChanges?.indices.length ?? null });
      return post.call(this, data, transfer);
    };
  });
});
afterAll(async () => {
  rmSync(file, { force: true });
  await session?.close();
});

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const stalls = (frames) => `longest frame gap ${fmt(frames.longestGap)}, longest task ${fmt(frames.longestTask)} (${frames.frames} frames)`;
const selectMode = (id) => selectModeOn(page, id);
const finished = () => window.pathlab.app.mode === 'finished';
// A string, so that Vitest's transform leaves the page-side import() alone.
const snapshot = (file, mode) => page.evaluate(`import('${file}').then((m) => m.${mode}.snapshot())`);

// The library in Node on the test's own copy of the cells (the page's edits applied to it by the tests).
function libraryRun(options) {
  const grid = new pl.Grid(SIZE, SIZE);
  grid.setCells(map.cells);
  try {
    return typeof options === 'function' ? options(grid) : pl.findPath(grid, options);
  } finally {
    grid.delete();
  }
}

const shownResult = () => page.evaluate(() => {
  const { result } = window.pathlab.app;
  return { status: result.status, stoppedBy: result.stoppedBy, cost: result.cost, expanded: result.expanded, path: result.path };
});

function expectSameResult(shown, expected) {
  expect(shown.status).toBe(expected.status);
  expect(shown.stoppedBy).toBe(expected.stoppedBy);
  expect(shown.expanded).toBe(expected.expanded);
  expect(shown.cost).toBeCloseTo(expected.cost, 6);
  expect(shown.path).toEqual(expected.path);
}

// The stroke's cells are walls in the page's map (read back from its model).
const wallKept = () => page.evaluate((x) => {
  const { model } = window.pathlab.app;
  return Array.from({ length: 701 }, (_, k) => model.isWall(x, 200 + k)).every(Boolean);
}, WALL_X);

describe('the page\'s modes on a 4096 x 4096 .map', () => {
  test('a wall drawn while the first search plays is kept and saved without copying the map', async () => {
    await page.setInputFiles('#share-files', file);
    await page.waitForFunction((w) => window.pathlab.state().width === w, SIZE, LONG_WAIT);
    await page.evaluate(([start, goal]) => { window.pathlab.setStart(...start); window.pathlab.setGoal(...goal); }, [START, GOAL]);
    await page.click('#play'); // before the first save (0.4 s after the page goes still): the map is first saved after the stroke
    await page.waitForFunction(() => window.pathlab.state().mode === 'playing', null, LONG_WAIT);
    const frames = await strokeMeasured(page, [WALL_X, 200], [WALL_X, 900]);
    console.log(`[big-map-modes] a wall stroke while playing, then the first save of the edited map: ${stalls(frames)}`);
    expect(await page.evaluate(() => window.pathlab.state().mode)).toBe('editing'); // the edit dropped the search
    expect(await wallKept()).toBe(true);
    for (let y = 200; y <= 900; y++) map.cells[y * SIZE + WALL_X] = 0x81;
    // The save ran: a map this large is not kept, and the note says so.
    await expect.poll(() => page.textContent('#save-note'), LONG_WAIT).toMatch(/too large to keep in the browser/);
    expect(await boardMismatches(page, 4000)).toEqual([]);
    const posted = await page.evaluate(() => window.__posted.filter((p) => p.whole > 0).length);
    expect(posted).toBe(2); // the whole map once to the search worker (Play) and once to saving: the parsing worker's copies
    expect(await page.evaluate(() => window.__copies)).toEqual([]);
    expect(session.errors).toEqual([]);
  });

  test('Chase: run to the end stops halfway; the game preset without halfway is cut off by its cap', async () => {
    let frames = await actMeasured(page, async () => {
      await selectMode('chase');
      await page.click('#end');
    }, finished);
    console.log(`[big-map-modes] Chase: switch, run to the end: ${stalls(frames)}`);
    const halfway = libraryRun({ algorithm: 'astar', start: START, goal: GOAL, stopWhenHalfway: true });
    expect(halfway.stoppedBy).toBe('halfway');
    expectSameResult(await shownResult(), halfway);
    expect(await page.textContent('#chase-outcome')).toBe(`Stopped halfway after ${halfway.expanded} expansions: follow this partial path, then search again.`);

    frames = await actMeasured(page, () => page.click('#chase-preset'), finished);
    console.log(`[big-map-modes] Chase: game preset (Weighted A* 1.75, stops halfway): ${stalls(frames)}`);
    const preset = { algorithm: 'weighted-astar', weight: 1.75, maxExpansions: 8000, start: START, goal: GOAL };
    const presetHalfway = libraryRun({ ...preset, stopWhenHalfway: true });
    expect(presetHalfway.stoppedBy).toBe('halfway');
    expectSameResult(await shownResult(), presetHalfway);

    frames = await actMeasured(page, () => page.click('#chase-halfway'), finished); // off: the whole way, under the cap
    console.log(`[big-map-modes] Chase: stop when halfway off (cut off at 8,000 expansions): ${stalls(frames)}`);
    const capped = libraryRun(preset);
    expect(capped).toMatchObject({ status: 'limit', stoppedBy: 'maxExpansions', expanded: 8000 });
    expectSameResult(await shownResult(), capped);
    expect(await page.textContent('#chase-outcome')).toBe('Hit the cap of 8000 expansions: the path leads to the reached cell nearest G.');
    expect(await boardMismatches(page, 4000)).toEqual([]);
    await screenshot(page, 'big-map-4096-chase');
  });

  test('Flee: switching searches away from the threat at once', async () => {
    const frames = await actMeasured(page, () => selectMode('flee'), finished);
    console.log(`[big-map-modes] Flee: switch: ${stalls(frames)}`);
    const minDistance = await page.$eval('#flee-distance', (input) => Number(input.value));
    expect(minDistance).toBe(Math.ceil(Math.hypot(GOAL[0] - START[0], GOAL[1] - START[1])) + 6); // a little beyond the start
    const fled = libraryRun({ algorithm: 'astar', start: START, flee: { from: GOAL, minDistance } });
    expect(fled.status).toBe('found');
    expectSameResult(await shownResult(), fled);
    const [x, y] = fled.path.at(-1);
    expect(Math.hypot(x - GOAL[0], y - GOAL[1])).toBeGreaterThanOrEqual(minDistance);
    expect(await page.textContent('#flee-outcome')).toBe(`Safe: ${minDistance} cells from the threat at cost ${fled.cost.toFixed(2)}, ${fled.expanded} expansions.`);
  });

  test('Waypoints: the graph over the big map, searched, and run to the end', async () => {
    let frames = await actMeasured(page, () => selectMode('waypoints'), () => /step/.test(document.querySelector('#waypoint-status')?.textContent));
    console.log(`[big-map-modes] Waypoints: switch: ${stalls(frames)}`);
    const shown = await snapshot('/src/modes/waypoints.js', 'waypointMode');
    const nodes = [START, GOAL, ...shown.points];
    expect(shown.points.length).toBeGreaterThan(6); // the spread waypoints and the corners of a grid path
    expect(shown.points.every(([x, y]) => !(map.cells[y * SIZE + x] & 0x80))).toBe(true);
    const links = libraryRun((grid) => pl.visibilityGraph(grid, nodes));
    expect(shown.links).toEqual(links);
    const shortest = graphDistances(nodes.length, links, 0)[1];
    expect(shortest).toBeLessThan(Infinity);
    expect(shown.results.astar.cost).toBeCloseTo(shortest, 6);
    expect(shown.results.dijkstra.cost).toBeCloseTo(shortest, 6);

    frames = await actMeasured(page, () => page.click('#end'), () => /path cost/.test(document.querySelector('#waypoint-status').textContent));
    console.log(`[big-map-modes] Waypoints: Run to the end: ${stalls(frames)}`);
    expect(await page.textContent('#waypoint-status')).toMatch(new RegExp(`^${nodes.length} waypoints, ${links.length} links · step (\\d+) / \\1 · path cost ${shortest.toFixed(2)}$`));
    await screenshot(page, 'big-map-4096-waypoints');
  });

  test('Compare: A*, Dijkstra and greedy best-first side by side, the drawing kept on every board', async () => {
    let frames = await actMeasured(page, () => selectMode('compare'), () => document.querySelectorAll('#compare-boards canvas').length === 3);
    console.log(`[big-map-modes] Compare: switch (three searches): ${stalls(frames)}`);
    const { runs, stale } = await snapshot('/src/modes/compare.js', 'compareMode');
    expect(stale).toBe(false);
    expect(runs.map((r) => r.algorithm)).toEqual(['astar', 'dijkstra', 'greedy']);
    for (const { algorithm, result } of runs) {
      const expected = libraryRun({ algorithm, start: START, goal: GOAL });
      expect(result.status).toBe('found');
      expect(result.expanded).toBe(expected.expanded);
      expect(result.cost).toBeCloseTo(expected.cost, 6);
      expect(result.path).toEqual(expected.path);
    }
    for (const label of ['A*', 'Dijkstra', 'Greedy best-first']) expect(await boardMismatches(page, 2000, label)).toEqual([]);
    const boardWalls = await page.evaluate((x) => [...window.__boards].filter((b) => b.label)
      .map((b) => Array.from({ length: 701 }, (_, k) => b.model.isWall(x, 200 + k)).every(Boolean)), WALL_X);
    expect(boardWalls).toEqual([true, true, true]); // each board shows the map with the stroke

    frames = await actMeasured(page, async () => {
      await page.click('#compare-first');
      await page.click('#compare-play');
      await page.waitForTimeout(1500);
      await page.click('#compare-play');
    }, () => true);
    console.log(`[big-map-modes] Compare: Play the boards from the start for 1.5 s: ${stalls(frames)}`);
    const played = await snapshot('/src/modes/compare.js', 'compareMode');
    expect(played.step).toBeGreaterThan(0);
    expect(played.step).toBeLessThan(played.total);
    for (const run of played.runs) expect(run.step).toBe(Math.min(played.step, run.result.expanded));
    for (const label of ['A*', 'Dijkstra', 'Greedy best-first']) expect(await boardMismatches(page, 2000, label)).toEqual([]);
    await screenshot(page, 'big-map-4096-compare');

    // A wall drawn on the main board now: the comparison says it is out of date.
    await strokeMeasured(page, [2000, 100], [2000, 300], { settleMs: 0 });
    await expect.poll(() => page.isVisible('#compare-stale')).toBe(true);
    expect(await wallKept()).toBe(true);

    // Compare again while a script's search runs in the same worker: the comparison replaces it, the page
    // leaves "searching", and the new comparison includes the new wall.
    const scripted = page.evaluate(() => window.pathlab.run().then(() => 'shown', (error) => error.message));
    await page.waitForFunction(() => window.pathlab.app.mode === 'searching');
    await page.click('#compare-again');
    expect(await scripted).toMatch(/replaced/);
    await page.waitForFunction(() => !document.querySelector('#compare-status').textContent && window.pathlab.app.mode === 'editing', null, LONG_WAIT);
    const again = await snapshot('/src/modes/compare.js', 'compareMode');
    expect(again.stale).toBe(false);
    const drawn = await page.evaluate(() => { // the new stroke's surroundings, read back from the page
      const { model } = window.pathlab.app;
      return Array.from({ length: 400 * 41 }, (_, k) => model.cells[Math.floor(k / 41) * model.width + 1980 + (k % 41)]);
    });
    expect(drawn.filter((byte, k) => byte !== map.cells[Math.floor(k / 41) * SIZE + 1980 + (k % 41)]).length).toBeGreaterThan(150);
    drawn.forEach((byte, k) => { map.cells[Math.floor(k / 41) * SIZE + 1980 + (k % 41)] = byte; });
    const astar = libraryRun({ algorithm: 'astar', start: START, goal: GOAL });
    expect(again.runs[0].result.expanded).toBe(astar.expanded);
    expect(again.runs[0].result.cost).toBeCloseTo(astar.cost, 6);

    expect(await page.evaluate(() => window.__copies)).toEqual([]); // no whole map copied on the page's thread
    const posted = await page.evaluate(() => window.__posted.filter((p) => p.whole > 0).length);
    expect(posted).toBe(2); // none since the first test: the modes' searches went to the worker holding the map
    expect(session.errors).toEqual([]);
  });
});
