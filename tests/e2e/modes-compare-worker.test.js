// Compare mode on a 512 x 512 Moving AI map in real Chromium: the searches and
// their timing run in the search worker (the page's own library instance runs
// none), so the page keeps drawing frames while it compares (the longest gap
// is printed; a freeze of a second fails); the results match the library run
// here, and the boards still step together.
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot, useServedBrowser } from './support.js';
import { movingAIText } from '../movingai-data.js';

const MAP = movingAIText('random512-10-0.map');
// Only a real freeze fails the test: frame timing on a shared machine is a
// figure to read (and npm run bench measures it), not a pass/fail target.
const FREEZE_MS = 1000;
const suite = useServedBrowser('/', { sources: true }); // reads modules' state in the page: import('/src/…')
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

// A string, so that Vitest's transform leaves the page-side import() alone.
const snapshot = () => page.evaluate("import('/src/modes/compare.js').then((m) => m.compareMode.snapshot())");

// The free cells nearest two opposite corners: a long search across the whole map.
function farEndpoints(grid) {
  const rows = grid.toMatrix();
  const free = (x, y) => rows[y][x] !== 1;
  const near = (cx, cy) => {
    for (let r = 0; ; r++) {
      for (let y = Math.max(0, cy - r); y <= Math.min(511, cy + r); y++) {
        for (let x = Math.max(0, cx - r); x <= Math.min(511, cx + r); x++) if (free(x, y)) return [x, y];
      }
    }
  };
  return [near(2, 2), near(509, 509)];
}

describe('compare mode on a 512 x 512 map', () => {
  test('the page keeps drawing while the worker compares', async () => {
    const grid = pl.Grid.fromMovingAI(MAP);
    const [start, goal] = farEndpoints(grid);
    await page.evaluate(([text, s, g]) => {
      window.pathlab.loadMap(text);
      window.pathlab.setStart(...s);
      window.pathlab.setGoal(...g);
    }, [MAP, start, goal]);

    // Record the longest gap between animation frames from now on.
    await page.evaluate(() => {
      window.frameGaps = { longest: 0, frames: 0, running: true };
      let last = performance.now();
      const tick = (now) => {
        window.frameGaps.longest = Math.max(window.frameGaps.longest, now - last);
        window.frameGaps.frames++;
        last = now;
        if (window.frameGaps.running) requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    });
    // Count searches the page's own thread starts through its library instance.
    await page.evaluate(() => {
      const library = window.pathlab.app.pathlab;
      window.mainThreadSearches = 0;
      for (const name of ['findPath', 'createSearch']) {
        const original = library[name].bind(library);
        library[name] = (...args) => { window.mainThreadSearches++; return original(...args); };
      }
    });
    const began = Date.now();
    await page.click('#mode-card label:has(input[value="compare"])');
    await page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3, null, { timeout: 60_000 });
    const seconds = (Date.now() - began) / 1000;
    const gaps = await page.evaluate(() => { window.frameGaps.running = false; return window.frameGaps; });
    console.log(`compare on random512-10-0 (${start} -> ${goal}): ${seconds.toFixed(2)} s, ${gaps.frames} frames, longest gap ${gaps.longest.toFixed(1)} ms`);
    expect(gaps.frames).toBeGreaterThan(5);
    expect(await page.evaluate(() => window.mainThreadSearches)).toBe(0);
    expect(gaps.longest).toBeLessThan(FREEZE_MS);

    const { runs, total, comparing } = await snapshot();
    expect(comparing).toBe(false);
    expect(runs.map((r) => r.algorithm)).toEqual(['astar', 'dijkstra', 'greedy']);
    for (const run of runs) {
      const reference = pl.findPath(grid, { start, goal, algorithm: run.algorithm });
      expect(run.error).toBe('');
      expect(run.result.status).toBe('found');
      expect(run.result.expanded).toBe(reference.expanded);
      expect(run.result.cost).toBeCloseTo(reference.cost, 9);
      expect(run.micros).toBeGreaterThan(0);
      expect(run.step).toBe(run.result.expanded);
    }
    expect(runs[0].result.cost).toBeCloseTo(runs[1].result.cost, 9); // A* and Dijkstra: both optimal
    expect(total).toBe(Math.max(...runs.map((r) => r.result.expanded)));
    grid.delete();
    await screenshot(page, 'modes-compare-512');
  });

  test('the boards step together', async () => {
    await page.click('#compare-first');
    for (let i = 0; i < 3; i++) await page.click('#compare-forward');
    let snap = await snapshot();
    expect(snap.runs.map((r) => r.step)).toEqual([3, 3, 3]);
    await page.$eval('#compare-step', (input) => { input.value = '5000'; input.dispatchEvent(new Event('input')); });
    snap = await snapshot();
    expect(snap.step).toBe(5000);
    expect(snap.runs.map((r) => r.step)).toEqual(snap.runs.map((r) => Math.min(5000, r.result.expanded)));
    await screenshot(page, 'modes-compare-512-step-5000');
  });

  test('leaving the mode while it compares drops the comparison quietly', async () => {
    await page.click('#compare-run');
    await page.click('#mode-card label:has(input[value="grid"])');
    expect(await page.$('#compare')).toBeNull();
    await page.waitForTimeout(300);
    expect(await page.isHidden('#error')).toBe(true);
  });

  test('no errors in the console', () => {
    expect(session.errors).toEqual([]);
  });
});
