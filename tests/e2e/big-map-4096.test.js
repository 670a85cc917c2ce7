// A 4096 x 4096 .map in the playground: opened
// through the real file input, searched with A*, JPS and JPS+ (each picked in the
// Algorithm list, run to the end with the button) and played back from the start a
// few hundred steps with the Play button, while the page records every gap between animation
// frames (requestAnimationFrame timestamps) and every long task (PerformanceObserver).
//
// The figures are printed ([big-map] lines; `node web/tools/bench-page.mjs --huge`
// measures them for `npm run bench`), never asserted: on a shared machine the OS
// alone can pause Chromium for hundreds of ms. The test asserts behaviour: the size
// shown, each algorithm's path and cost against the library's findPath in Node on a
// grid built from the same cell bytes (not from the .map text the page parses), the
// board's pixels (sampled) against the palette after each search and after playing,
// and a wall stroke drawn across the path after all that: drawn, shown, and searched.
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { openPage, screenshot } from './support.js';
import { boardMismatches, hugeMap, jumpMeasured, openMeasured, playMeasured, searchMeasured, strokeMeasured } from './big-map-support.js';

const SIZE = 4096;
const START = [0, 0];
const GOAL = [1500, 1100];
const PLAY_STEPS = 300;
const ALGORITHMS = [['astar', 'A*'], ['jps', 'JPS'], ['jps-plus', 'JPS+']]; // the labels name the tests

let session;
let page;
let map;
let file;
const worst = {};

beforeAll(async () => {
  map = hugeMap(SIZE, 0.1, 2463534242, [START, GOAL]);
  file = join(tmpdir(), `pathlab-huge-${process.pid}.map`);
  writeFileSync(file, map.text);
  session = await openPage('/', { sources: true }); // big-map-support.js reads the palette and the boards: import('/src/…')
  page = session.page;
});
afterAll(async () => {
  rmSync(file, { force: true });
  await session?.close();
});

const fmt = (ms) => `${ms.toFixed(1)} ms`;
const stalls = (frames) => `longest frame gap ${fmt(frames.longestGap)}, longest task ${fmt(frames.longestTask)} (${frames.frames} frames)`;

// Searches A* with the page's button and with the library in Node on `map.cells`: the same path cost and expansions.
async function searchedLikeTheLibrary(when) {
  const pl = await loadPathlab();
  const grid = new pl.Grid(SIZE, SIZE);
  grid.setCells(map.cells);
  const expected = pl.findPath(grid, { algorithm: 'astar', start: START, goal: GOAL });
  grid.delete();
  const { result, ...frames } = await searchMeasured(page, 'astar');
  console.log(`[big-map] A* ${when}: ${stalls(frames)}`);
  expect(result.cost).toBeCloseTo(expected.cost, 6);
  expect(result.expanded).toBe(expected.expanded);
  expect(result.path).toEqual(expected.path);
  expect(session.errors).toEqual([]);
}

// In the page: the replay's per-cell state at its step against a plain scan of its trace from event 0 (the
// last event on each cell before the step's end decides its state, g and parent), and its counts.
function replayAgainstTrace() {
  const { replay } = window.pathlab.app;
  const { kinds, cells, g, parents } = replay.trace;
  const k = replay.step;
  const last = new Int32Array(replay.cellCount).fill(-1);
  let expands = 0;
  let opened = 0;
  let path = 0;
  for (let i = 0; i < replay.length; i++) {
    const kind = kinds[i] & 0x7f;
    if (kind === 2 && expands === k) break; // the (k+1)-th expansion starts step k+1
    if (kind === 3) path++;
    if (kind > 2) continue;
    last[cells[i]] = i;
    if (kind === 2) expands++;
    if (kind === 0) opened++;
  }
  for (let c = 0; c < last.length; c++) {
    const e = last[c];
    const state = e < 0 ? 0 : (kinds[e] & 0x7f) === 2 ? 2 : 1;
    if (replay.state[c] !== state || (e >= 0 && (replay.g[c] !== g[e] || replay.parent[c] !== parents[e]))) {
      return { cell: c, state: replay.state[c], expected: state };
    }
  }
  const counts = replay.counts();
  return counts.expanded === k && counts.opened === opened && replay.path.length === path ? null : { counts, k, opened, path };
}

describe('a 4096 x 4096 .map in the playground', () => {
  test('an option picked while the alert shows a message is applied', async () => {
    // A big map makes the page say it is too large to keep in storage; the next pick in a list was lost.
    await page.evaluate(() => window.pathlab.app.reportError('This map is too large to keep in the browser.'));
    await page.selectOption('#option-algorithm', 'dijkstra');
    expect(await page.evaluate(() => window.pathlab.state().options.algorithm)).toBe('dijkstra');
    expect(await page.$eval('#option-algorithm', (s) => s.value)).toBe('dijkstra');
    expect(await page.textContent('[role="alert"]')).toBe('');
    await page.selectOption('#option-algorithm', 'astar');
  });

  test('opens through the file input; the size list shows its size', async () => {
    const frames = await openMeasured(page, file, SIZE);
    worst.open = frames.longestGap;
    console.log(`[big-map] opening the ${SIZE} x ${SIZE} .map (${(map.text.length / 1e6).toFixed(1)} MB): shown ${fmt(frames.mapAt - frames.began)} `
      + `after the file was picked, painted after ${fmt(frames.lastFrame - frames.began)}; ${stalls(frames)}`);
    expect(await page.$eval('#size', (select) => select.selectedOptions[0].textContent)).toBe(`${SIZE} × ${SIZE}`);
    await page.evaluate(([start, goal]) => { window.pathlab.setStart(...start); window.pathlab.setGoal(...goal); }, [START, GOAL]);
  });

  for (const [algorithm, label] of ALGORITHMS) {
    test(`${label} finds the library's path on it`, async () => {
      const pl = await loadPathlab();
      const grid = new pl.Grid(SIZE, SIZE);
      grid.setCells(map.cells);
      const expected = pl.findPath(grid, { algorithm, start: START, goal: GOAL });
      grid.delete();
      const { result, ...frames } = await searchMeasured(page, algorithm);
      worst[label] = frames.longestGap;
      console.log(`[big-map] ${label}: ${result.expanded.toLocaleString('en')} expansions, search ${fmt(result.micros / 1000)} in the worker, `
        + `shown ${fmt(frames.lastFrame - frames.began)} after the click; ${stalls(frames)}`);
      expect(await page.$eval('#option-algorithm', (s) => s.selectedOptions[0].textContent)).toMatch(label === 'A*' ? /^A\*$/ : /^(JPS|Jump point search)/);
      expect(result.status).toBe('found');
      expect(result.cost).toBeCloseTo(expected.cost, 6);
      expect(result.expanded).toBe(expected.expanded);
      expect(result.path[0]).toEqual(START);
      expect(result.path.at(-1)).toEqual(GOAL);
      expect(await boardMismatches(page, 4000)).toEqual([]);
    });
  }

  test('plays a few hundred steps of the search', async () => {
    const { state, ...frames } = await playMeasured(page, PLAY_STEPS, 200);
    worst.playback = frames.longestGap;
    console.log(`[big-map] Play at the end: back to the start, then ${state.step} steps at 200 a second: ${stalls(frames)}`);
    console.log(`[big-map] longest frame gaps: ${Object.entries(worst).map(([what, ms]) => `${what} ${fmt(ms)}`).join(', ')} (target: none over 50 ms)`);
    expect(state.mode).toBe('paused');
    expect(state.step).toBeGreaterThanOrEqual(PLAY_STEPS); // from the start: Play at the end went back to step 0
    expect(state.step).toBeLessThan(PLAY_STEPS + 100);
    expect(await boardMismatches(page, 4000)).toEqual([]);
    expect(session.errors).toEqual([]);
    await screenshot(page, 'big-map-4096');
  });

  test('a wall drawn across the path after all that is kept, shown, and searched around', async () => {
    // A stroke at x = 700 from y = 200 to 900 (at fit zoom a cell is under a pixel: the editor fills the line).
    const frames = await strokeMeasured(page, [700, 200], [700, 900]);
    console.log(`[big-map] a wall stroke with the mouse (the live re-run and saving included): ${stalls(frames)}`);
    // The stroke's cells, read back from the page (a column of 1100 rows around it), applied to Node's copy.
    const drawn = await page.evaluate(() => {
      const { model } = window.pathlab.app;
      const walls = [];
      for (let y = 100; y < 1000; y++) for (let x = 690; x <= 710; x++) if (model.isWall(x, y)) walls.push(y * model.width + x);
      return walls;
    });
    const added = drawn.filter((i) => map.cells[i] !== 0x81);
    expect(added.length).toBeGreaterThan(600); // the whole stroke, not a few dots
    for (const i of added) map.cells[i] = 0x81;
    expect(await boardMismatches(page, 4000)).toEqual([]);
    const wallShown = await page.evaluate(() => {
      const { renderer, model } = window.pathlab.app;
      return renderer.pixels[550 * model.width + 700] === window.__palette.WALL && model.isWall(700, 550); // palette: boardMismatches()
    });
    expect(wallShown).toBe(true);
    await searchedLikeTheLibrary('after the stroke');
  });

  test('erasing part of it: the worker, sent only the changed cells, searches the map shown', async () => {
    await page.evaluate(() => { // what the page posts to its workers from now on: whole maps, or changed cells
      window.__posted = [];
      const post = Worker.prototype.postMessage;
      Worker.prototype.postMessage = function (data, transfer) {
        window.__posted.push({ whole: data?.cells?.length ?? 0, changed: data?.cellChanges?.indices.length ?? null });
        return post.call(this, data, transfer);
      };
    });
    const frames = await strokeMeasured(page, [700, 500], [700, 650], { tool: 'erase' });
    console.log(`[big-map] an erasing stroke with the mouse: ${stalls(frames)}`);
    const column = await page.evaluate(() => {
      const { model } = window.pathlab.app;
      return Array.from({ length: 1000 }, (_, y) => model.cells[y * model.width + 700]);
    });
    expect(column.slice(500, 651).every((byte) => byte === 1)).toBe(true); // erased
    expect(column.slice(200, 480).every((byte) => byte === 0x81)).toBe(true); // the rest of the stroke stays
    column.forEach((byte, y) => { map.cells[y * SIZE + 700] = byte; });
    await searchedLikeTheLibrary('after erasing');
    const posted = await page.evaluate(() => window.__posted);
    expect(posted.filter((p) => p.whole > 0)).toEqual([]); // no 16 MB copy, for searching or saving
    expect(posted.some((p) => p.changed >= 151)).toBe(true); // the erased cells went
  });

  // Timeline jumps with real input on the finished A* search: keys on the focused timeline and clicks on it.
  const JUMPS = [['Home key', { key: 'Home' }], ['End key', { key: 'End' }], ['click at 10 %', { fraction: 0.1 }],
    ['click at 90 %', { fraction: 0.9 }], ['click at 50 %', { fraction: 0.5 }], ['End key again', { key: 'End' }]];
  test('long timeline jumps land exactly on the asked step, spread over frames', async () => {
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished', null, { timeout: 60_000 });
    const { expanded, path } = await page.evaluate(() => window.pathlab.app.result);
    const total = (await page.evaluate(() => window.pathlab.state())).totalSteps;
    for (const [what, how] of JUMPS) {
      const { state, asked, ...frames } = await jumpMeasured(page, how);
      console.log(`[big-map] timeline ${what} to step ${asked.toLocaleString('en')} of ${total.toLocaleString('en')}: ${stalls(frames)}, `
        + `at the step ${fmt(frames.landedMs)} after the input`);
      expect(state.step).toBe(asked);
      expect(await page.evaluate(replayAgainstTrace)).toBeNull();
      expect(await boardMismatches(page, 4000)).toEqual([]);
      if (asked === total) {
        const shown = await page.evaluate(() => ({ ...window.pathlab.app.replay.counts(), path: window.pathlab.app.replay.path.length }));
        expect(shown).toMatchObject({ expanded, path: path.length });
      }
    }
    await jumpMeasured(page, { fraction: 0.5 });
    await screenshot(page, 'big-map-4096-timeline');
    expect((await jumpMeasured(page, { key: 'Home' })).state.step).toBe(0);
    // A newer jump replaces one under way: End, then at once Home.
    await page.locator('#timeline').focus();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await page.waitForFunction(() => !window.pathlab.app.playback.seeking, null, { timeout: 60_000 });
    expect((await page.evaluate(() => window.pathlab.state())).step).toBe(0);
    expect(await page.evaluate(replayAgainstTrace)).toBeNull();
    expect(session.errors).toEqual([]);
  });

  test('a phone shows the same map', async () => {
    const desktopZoom = await page.evaluate(() => window.pathlab.app.renderer.view.zoom);
    await page.setViewportSize({ width: 390, height: 844 });
    await expect.poll(() => page.evaluate(() => window.pathlab.app.renderer.view.zoom)).toBeLessThan(desktopZoom); // the board refits
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => window.pathlab.state().width)).toBe(SIZE);
    await screenshot(page, 'big-map-4096-phone');
  });
});
