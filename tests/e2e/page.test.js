// The playground page end to end in real Chromium: real pointer drags on the
// canvas, keyboard, the worker, and screenshots in tests/artifacts/.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, drag, openInContext, screenshot, useServedBrowser } from './support.js';
import { checkedPathCost } from '../path-cost.js';
import { MOVINGAI_DIR } from '../movingai-data.js';

const suite = useServedBrowser('/');
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

const isWall = (x, y) => page.evaluate(([cx, cy]) => window.pathlab.app.model.isWall(cx, cy), [x, y]);
const boardPixels = () => page.locator('#board').screenshot();
const dlText = (id) => page.$eval(`#${id}`, (dl) => {
  const out = {};
  const terms = dl.querySelectorAll('dt');
  for (const dt of terms) out[dt.textContent] = dt.nextElementSibling.textContent;
  return out;
});

describe('first open', () => {
  test('shows the starter map, A* selected, no search yet, no errors', async () => {
    const state = await page.evaluate(() => window.pathlab.state());
    expect(state).toMatchObject({ width: 40, height: 24, step: null, totalSteps: 0, status: 'idle', mode: 'editing' });
    expect(state.options.algorithm).toBe('astar');
    expect(await page.$eval('#option-algorithm', (s) => s.value)).toBe('astar');
    expect(await page.textContent('#play')).toContain('Play');
    expect(await page.$eval('#error', (e) => e.hidden)).toBe(true);
    // Every option has a label and a learner's explanation.
    const fields = await page.$$eval('#options .field', (els) => els.map((f) => [f.querySelector('label').textContent, f.querySelector('.help').textContent]));
    expect(fields.length).toBeGreaterThanOrEqual(8);
    for (const [label, help] of fields) {
      expect(label.length).toBeGreaterThan(2);
      expect(help.length).toBeGreaterThan(10);
    }
    await screenshot(page, 'page-first-open');
    expect(session.errors).toEqual([]);
  });
});

describe('editing with the pointer', () => {
  test('dragging draws walls along the way; right-drag erases them', async () => {
    expect(await isWall(3, 20)).toBe(false);
    await drag(page, [3, 20], [12, 20]);
    for (let x = 3; x <= 12; x++) expect(await isWall(x, 20)).toBe(true);
    await drag(page, [5, 20], [9, 20], { button: 'right' });
    for (let x = 5; x <= 9; x++) expect(await isWall(x, 20)).toBe(false);
    expect(await isWall(4, 20)).toBe(true);
    expect(await isWall(10, 20)).toBe(true);
  });

  test('starting a drag on a wall erases instead', async () => {
    await drag(page, [10, 20], [12, 20]);
    for (let x = 10; x <= 12; x++) expect(await isWall(x, 20)).toBe(false);
  });

  test('the terrain tool paints costs', async () => {
    await page.selectOption('#terrain-cost', '6'); // also selects the terrain tool
    await drag(page, [2, 1], [5, 1]);
    const costs = await page.evaluate(() => [2, 3, 4, 5].map((x) => window.pathlab.app.model.cost(x, 1)));
    expect(costs).toEqual([6, 6, 6, 6]);
    await page.click('label:has(input[value="wall"])');
  });

  test('dragging the start marker moves it', async () => {
    const before = (await page.evaluate(() => window.pathlab.state())).start;
    await drag(page, before, [4, 8]);
    expect((await page.evaluate(() => window.pathlab.state())).start).toEqual([4, 8]);
    expect(await isWall(4, 8)).toBe(false);
    await drag(page, [4, 8], before);
    expect((await page.evaluate(() => window.pathlab.state())).start).toEqual(before);
  });

  test('a tap with a finger (touch pointer) draws a wall', async () => {
    const touch = await openInContext(suite.browser, suite.origin, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      const [x, y] = await touch.page.evaluate(() => {
        const { renderer } = window.pathlab.app;
        const rect = renderer.canvas.getBoundingClientRect();
        const [sx, sy] = renderer.cellToScreen(2.5, 20.5);
        return [rect.left + sx, rect.top + sy];
      });
      await touch.page.touchscreen.tap(x, y);
      expect(await touch.page.evaluate(() => window.pathlab.app.model.isWall(2, 20))).toBe(true);
      expect(touch.errors).toEqual([]);
    } finally {
      await touch.close();
    }
  });
});

describe('searching', () => {
  test('A* finds the optimal path; stats show it', async () => {
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
    const result = await page.evaluate(() => window.pathlab.run());
    const text = await page.evaluate(() => window.pathlab.exportMap());
    const grid = pl.Grid.fromMovingAI(text);
    const matrix = grid.toMatrix();
    const state = await page.evaluate(() => window.pathlab.state());
    const reference = pl.findPath(grid, { start: state.start, goal: state.goal, algorithm: 'dijkstra' });
    grid.delete();
    expect(result.status).toBe('found');
    expect(result.path[0]).toEqual(state.start);
    expect(result.path.at(-1)).toEqual(state.goal);
    expect(checkedPathCost(matrix, result.path)).toBeCloseTo(result.cost, 9);
    expect(result.cost).toBeCloseTo(reference.cost, 9); // A* is as short as Dijkstra
    expect(state.step).toBe(state.totalSteps);
    expect(state.totalSteps).toBe(result.expanded);
    const stats = await dlText('stats');
    expect(stats.Status).toBe('Path found');
    expect(Number(stats.Expanded.replace(/,/g, ''))).toBe(result.expanded);
    expect(Number(stats.Opened.replace(/,/g, ''))).toBe(result.opened);
    expect(Number(stats['Path cost'])).toBeCloseTo(result.cost, 3);
    expect(stats['Path length']).toBe(`${result.path.length - 1} moves`);
    await screenshot(page, 'page-astar-finished');
  });

  test('stepping back and forward changes the canvas and the state', async () => {
    await page.evaluate(() => window.pathlab.app.seek(31));
    // The map shows its focus ring once a key is pressed on it: the pictures compared all have the ring.
    await page.focus('#board');
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(50);
    expect((await page.evaluate(() => window.pathlab.state())).step).toBe(30);
    const at30 = await boardPixels();
    await page.keyboard.press('ArrowLeft');
    await page.waitForTimeout(50);
    expect((await page.evaluate(() => window.pathlab.state())).step).toBe(29);
    const at29 = await boardPixels();
    expect(at29.equals(at30)).toBe(false);
    await page.keyboard.press('ArrowRight');
    await page.waitForTimeout(50);
    expect((await page.evaluate(() => window.pathlab.state())).step).toBe(30);
    expect((await boardPixels()).equals(at30)).toBe(true); // back to exactly the same picture
    await page.keyboard.press('Shift+ArrowLeft');
    expect((await page.evaluate(() => window.pathlab.state())).step).toBe(20);
    expect(await page.textContent('#step-counter')).toMatch(/^Step 20 \/ \d+/);
    const api = await page.evaluate(async () => [await window.pathlab.step(5), await window.pathlab.stepBack(2)]);
    expect(api.map((s) => s.step)).toEqual([25, 23]);
    expect(api[1].status).toBe('running');
    await screenshot(page, 'page-step-23');
  });

  test('the timeline scrubs to any step', async () => {
    const total = (await page.evaluate(() => window.pathlab.state())).totalSteps;
    await page.$eval('#timeline', (el) => { el.value = '12'; el.dispatchEvent(new Event('input', { bubbles: true })); });
    expect((await page.evaluate(() => window.pathlab.state())).step).toBe(12);
    expect(await page.$eval('#timeline', (el) => Number(el.max))).toBe(total);
  });

  test('inspector values at a step match the trace', async () => {
    const k = 40;
    await page.evaluate((step) => window.pathlab.app.seek(step), k);
    const { start, goal } = await page.evaluate(() => window.pathlab.state());
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    const search = pl.createSearch(grid, { start, goal });
    search.step(k);
    const t = search.traceCopy(); // exactly the events up to step k
    const expandedCell = t.cells[t.length - 1 - [...t.kinds].reverse().indexOf(2)];
    // Pick a cell with a g: the one expanded at step k, and the last one opened.
    for (const cell of [expandedCell, t.cells[t.length - 1]]) {
      let g; let h; let parent; let order = 0; let expansions = 0;
      for (let i = 0; i < t.length; i++) {
        if (t.kinds[i] === 2) expansions++;
        if (t.cells[i] !== cell) continue;
        ({ [i]: g } = t.g); ({ [i]: h } = t.h); ({ [i]: parent } = t.parents);
        if (t.kinds[i] === 2) order = expansions;
      }
      const [x, y] = [cell % grid.width, Math.floor(cell / grid.width)];
      const [px, py] = await cellCenter(page, [x, y]);
      await page.mouse.move(px, py);
      const info = await dlText('inspector');
      expect(info.Cell).toBe(`(${x}, ${y})`);
      expect(Number(info['g (cost so far)'])).toBeCloseTo(g, 4);
      expect(Number(info['h (estimate to go)'])).toBeCloseTo(h, 4);
      expect(Number(info['f = g + h'])).toBeCloseTo(g + h, 3);
      expect(info.Parent).toBe(`(${parent % grid.width}, ${Math.floor(parent / grid.width)})`);
      expect(info.State).toBe(order ? 'closed' : 'open');
      if (order) expect(info.Expanded).toBe(`#${order}`);
    }
    search.delete();
    grid.delete();
    await screenshot(page, 'page-inspector');
  });

  test('Space on the focused Play button pauses once (no double toggle)', async () => {
    await page.evaluate(() => { window.pathlab.app.seek(0); window.pathlab.app.setSpeed(1); });
    await page.click('#play');
    await page.waitForFunction(() => window.pathlab.state().mode === 'playing');
    await page.keyboard.press(' ');
    await page.waitForTimeout(50);
    expect((await page.evaluate(() => window.pathlab.state())).mode).toBe('paused');
    await page.keyboard.press(' ');
    await page.waitForTimeout(50);
    expect((await page.evaluate(() => window.pathlab.state())).mode).toBe('playing');
    await page.evaluate(() => window.pathlab.app.pause());
  });

  test('play animates and reaches the end', async () => {
    await page.evaluate(() => { window.pathlab.app.seek(0); window.pathlab.app.setSpeed(2000); });
    await page.click('#play');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished', null, { timeout: 30_000 });
    expect(await page.textContent('#play')).toContain('Replay');
  });

  test('editing after a finished search re-runs it live', async () => {
    const before = await page.evaluate(() => window.pathlab.run());
    await drag(page, [25, 5], [25, 20]); // a new wall across the right half
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
    const after = await page.evaluate(() => window.pathlab.app.result);
    expect(after.cost).toBeGreaterThan(before.cost);
    await drag(page, [25, 5], [25, 20]); // starts on a wall: erases it again
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
  });
});

describe('scripting API and errors', () => {
  test('bad input shows a clear alert and keeps the drawing', async () => {
    await page.evaluate(() => window.pathlab.app.runToEnd()); // a search finishing in the background…
    const text = await page.evaluate(() => window.pathlab.exportMap());
    const message = await page.evaluate(() => { try { window.pathlab.loadMap('type octile\nheight 2\nwidth 2\nmap\n..\n'); } catch (e) { return e.message; } return null; });
    expect(message).toMatch(/malformed map: line/);
    await page.evaluate(() => window.pathlab.setGoal(34, 11)); // …or re-running live…
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
    expect(await page.$eval('#error', (e) => !e.hidden && e.textContent)).toMatch(/malformed map/); // …keeps the message
    expect(await page.evaluate(() => window.pathlab.exportMap())).toBe(text);
    await expect(page.evaluate(() => window.pathlab.setStart(20, 5))).rejects.toThrow(/on a wall/);
    await expect(page.evaluate(() => window.pathlab.setOptions({ algorithm: 'teleport' }))).rejects.toThrow(/unknown algorithm 'teleport'/);
    await page.evaluate(() => window.pathlab.setOptions({ algorithm: 'dijkstra' }));
    expect(await page.$eval('#option-algorithm', (s) => s.value)).toBe('dijkstra');
    await page.evaluate(() => window.pathlab.setOptions({ algorithm: 'astar' }));
  });

  test('getState / applyState round-trip map, options, step and view', async () => {
    await page.evaluate(async () => {
      window.pathlab.setOptions({ algorithm: 'weighted-astar', weight: 2 });
      await window.pathlab.step(17);
    });
    const saved = await page.evaluate(() => {
      const s = window.pathlab.app.getState();
      return { ...s, cells: [...s.cells] };
    });
    expect(saved.step).toBe(17);
    expect(saved.options).toMatchObject({ algorithm: 'weighted-astar', weight: 2 });
    await page.evaluate(() => { window.pathlab.app.resize(20, 12); window.pathlab.setOptions({ algorithm: 'bfs' }); });
    await page.evaluate(async (s) => { await window.pathlab.app.applyState({ ...s, cells: new Uint8Array(s.cells) }); }, saved);
    const back = await page.evaluate(() => {
      const s = window.pathlab.app.getState();
      return { ...s, cells: [...s.cells] };
    });
    expect(back).toEqual(saved);
    await page.evaluate(() => window.pathlab.setOptions({ algorithm: 'astar', weight: 1 }));
  });

  test('shareUrl resolves to a URL', async () => {
    expect(await page.evaluate(() => window.pathlab.shareUrl())).toMatch(/^http:\/\/127\.0\.0\.1:\d+\//);
  });

  test('the help overlay lists the shortcuts and closes with Escape', async () => {
    await page.focus('#board');
    await page.keyboard.press('?');
    expect(await page.$eval('#help', (d) => d.open)).toBe(true);
    expect(await page.$$eval('#shortcuts tr', (rows) => rows.length)).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'page-help');
    await page.keyboard.press('Escape');
    expect(await page.$eval('#help', (d) => d.open)).toBe(false);
  });

  test('generators fill the map', async () => {
    await page.click('summary:has-text("Map")');
    for (const kind of ['random', 'recursive-division', 'depth-first-maze', 'rooms']) {
      await page.selectOption('#generator', kind);
      await page.click('#generate');
      const walls = await page.evaluate(() => window.pathlab.app.model.cells.filter((b) => b & 0x80).length);
      expect(walls).toBeGreaterThan(20);
    }
    await screenshot(page, 'page-generated-rooms');
    expect(session.errors).toEqual([]);
  });
});

describe('phone-sized viewport', () => {
  test('390 x 844 has no horizontal scrolling and everything is reachable', async () => {
    const phone = await openInContext(suite.browser, suite.origin, { viewport: { width: 390, height: 844 } });
    try {
      const widths = await phone.page.evaluate(() => [document.documentElement.scrollWidth, document.body.scrollWidth]);
      expect(Math.max(...widths)).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'page-phone');
      await phone.page.click('#play');
      await phone.page.waitForFunction(() => window.pathlab.state().mode === 'playing' || window.pathlab.state().mode === 'finished');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});

describe('large maps', () => {
  test('a 512 x 512 Moving AI map runs through the worker and plays smoothly', async () => {
    const text = readFileSync(`${MOVINGAI_DIR}random512-10-0.map`, 'utf8');
    await page.evaluate((t) => window.pathlab.loadMap(t), text);
    // The file's last scenario: (19, 44) to (509, 436), optimal length 668.188.
    const last = readFileSync(`${MOVINGAI_DIR}random512-10-0.map.scen`, 'utf8').trim().split('\n').at(-1).split('\t');
    const [sx, sy, gx, gy] = last.slice(4, 8).map(Number);
    const optimal = Number(last[8]);
    await page.evaluate(([a, b, c, d]) => { window.pathlab.setStart(a, b); window.pathlab.setGoal(c, d); }, [sx, sy, gx, gy]);
    // The main thread must stay responsive while the worker searches.
    const responsive = await page.evaluate(async () => {
      const app = window.pathlab.app;
      const running = app.runToEnd();
      const ticks = [];
      const began = performance.now();
      while (app.mode === 'searching') {
        await new Promise((r) => setTimeout(r, 0));
        ticks.push(performance.now());
      }
      await running;
      let worst = 0;
      for (let i = 1; i < ticks.length; i++) worst = Math.max(worst, ticks[i] - ticks[i - 1]);
      return { searchMs: performance.now() - began, worstGapMs: worst, result: app.result };
    });
    expect(responsive.result.status).toBe('found');
    expect(Math.abs(responsive.result.cost - optimal)).toBeLessThan(1e-3);
    // Playback: 60 frames' worth of steps per second, measured per frame.
    const figures = await page.evaluate(async () => {
      const app = window.pathlab.app;
      app.seek(0);
      app.setSpeed(60 * 500); // 500 expansions per frame
      const frames = [];
      let last = performance.now();
      await app.play();
      await new Promise((resolve) => {
        const tick = (now) => {
          frames.push({ interval: now - last, work: app.frameMs, draw: app.renderer.lastFrameMs });
          last = now;
          if (app.mode === 'playing' && frames.length < 240) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      app.pause();
      const sorted = (key) => frames.slice(2).map((f) => f[key]).sort((a, b) => a - b);
      const stat = (key) => {
        const v = sorted(key);
        return { mean: v.reduce((a, b) => a + b, 0) / v.length, p95: v[Math.floor(v.length * 0.95)], max: v.at(-1) };
      };
      return { frames: frames.length, interval: stat('interval'), work: stat('work'), draw: stat('draw'), totalSteps: app.totalSteps };
    });
    const fmt = (s) => `mean ${s.mean.toFixed(2)} ms, p95 ${s.p95.toFixed(2)} ms, max ${s.max.toFixed(2)} ms`;
    console.log(`[page perf] random512-10-0 (${sx},${sy})->(${gx},${gy}): ${figures.totalSteps} steps, search+transfer ${responsive.searchMs.toFixed(0)} ms, `
      + `worst main-thread gap while searching ${responsive.worstGapMs.toFixed(1)} ms`);
    console.log(`[page perf] playback at 500 steps/frame over ${figures.frames} frames: frame interval ${fmt(figures.interval)}; `
      + `page work per frame (replay + draw) ${fmt(figures.work)}`);
    expect(figures.frames).toBeGreaterThan(30);
    await page.evaluate(() => { window.scrollTo(0, 0); window.pathlab.app.seek(Math.floor(window.pathlab.app.totalSteps / 2)); });
    await page.waitForTimeout(100);
    await screenshot(page, 'page-512-half-way');
    await page.evaluate(() => window.pathlab.run());
    await page.waitForTimeout(100);
    await screenshot(page, 'page-512-finished');
    expect(session.errors).toEqual([]);
  });
});
