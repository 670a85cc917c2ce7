// The landmark heuristic on the page with real input: picked in the Heuristic list and searched
// on the starter map with its terrain (Dijkstra's cost); its landmarks numbered on the
// board (pixels read off the canvas) and listed in Stats, the replay's h equal to the library's
// own trace of the same search, and the same on a phone.
import { beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/', { sources: true }); // reads modules' state in the page: import('/src/…')
let page, pl, session;
beforeAll(() => ({ page, pl, session } = suite));

const appState = () => page.evaluate(() => {
  const { app } = window.pathlab;
  return { result: app.result, options: app.searchedOptions, start: app.model.start, goal: app.model.goal };
});

// The colour of the canvas pixel at page point (px, py), as [r, g, b].
const pixelAt = (p, [px, py]) => p.evaluate(([x, y]) => {
  const canvas = window.pathlab.app.renderer.canvas;
  const rect = canvas.getBoundingClientRect();
  const scale = canvas.width / rect.width;
  const data = canvas.getContext('2d').getImageData(Math.round((x - rect.left) * scale), Math.round((y - rect.top) * scale), 1, 1).data;
  return [data[0], data[1], data[2]];
}, [px, py]);

const hex = (colour) => [1, 3, 5].map((i) => parseInt(colour.slice(i, i + 2), 16));

describe('the landmark heuristic on the page', () => {
  test('searched on the starter map, terrain and all; its landmarks numbered on the board and listed in Stats', async () => {
    expect(await page.evaluate(() => window.pathlab.app.model.hasTerrain())).toBe(true);
    await page.getByLabel('Heuristic').selectOption('landmarks');
    await page.click('#end');
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    expect(await page.textContent('#error')).toBe('');
    const { result, options, start, goal } = await appState();
    expect(options.heuristic).toBe('landmarks');
    expect(result.status).toBe('found');
    // The cost of Dijkstra on the same map (terrain paid on entering a cell: distances both ways).
    const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
    const reference = pl.findPath(grid, { ...options, start, goal, algorithm: 'dijkstra', heuristic: 'default' });
    grid.delete();
    expect(result.cost).toBeCloseTo(reference.cost, 9);
    expect(result.landmarks).toHaveLength(8);
    const stats = await page.textContent('#stats');
    expect(stats).toContain('Landmarks');
    for (const [x, y] of result.landmarks) expect(stats).toContain(`(${x}, ${y})`);
    // Each landmark is a disc in the landmark colour on its cell (its centre holds the number in white at
    // large zoom: read just off the centre).
    // The palette as the page imported it (a string: Vitest would rewrite an import() in a function).
    const colour = hex(await page.evaluate("import('/src/render/palette.js').then((m) => m.CSS.landmark)"));
    for (const cell of result.landmarks) {
      const [cx, cy] = await cellCenter(page, cell);
      const zoom = await page.evaluate(() => window.pathlab.app.renderer.view.zoom);
      const [r, g, b] = await pixelAt(page, [cx - zoom * 0.25, cy + zoom * 0.05]);
      const [er, eg, eb] = colour;
      expect(Math.abs(r - er) + Math.abs(g - eg) + Math.abs(b - eb), `landmark (${cell}) colour ${[r, g, b]}`).toBeLessThan(40);
    }
    await screenshot(page, 'landmarks-board');
    expect(session.errors).toEqual([]);
  });

  test('the replay holds the h of the library\'s own trace for every reached cell', async () => {
    const { start, goal, options } = await appState();
    const shown = await page.evaluate(() => {
      const { replay } = window.pathlab.app;
      const h = [];
      for (let cell = 0; cell < replay.h.length; cell++) if (replay.state[cell] !== 0) h.push([cell, replay.h[cell]]);
      return h;
    });
    const rows = await page.evaluate(() => window.pathlab.exportMap());
    const grid = pl.Grid.fromMovingAI(rows);
    const search = pl.createSearch(grid, { ...options, start, goal, trace: true });
    search.run();
    const { trace } = search;
    const latest = new Map();
    for (let i = 0; i < trace.length; i++) if (trace.kinds[i] === 0 || trace.kinds[i] === 1) latest.set(trace.cells[i], trace.h[i]);
    search.delete();
    grid.delete();
    expect(shown.length).toBeGreaterThan(20);
    for (const [cell, h] of shown) expect(h, `cell ${cell}`).toBe(latest.get(cell));
  });

  test('on a phone: picked with a tap, searched, the landmarks on the board', async () => {
    const phone = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true });
    try {
      const p = phone.page;
      await p.evaluate(() => window.pathlab.app.clearTerrain());
      await p.getByLabel('Heuristic').selectOption('landmarks');
      await p.tap('#end');
      await p.waitForFunction(() => window.pathlab.app.mode === 'finished');
      const landmarks = await p.evaluate(() => window.pathlab.app.result.landmarks);
      expect(landmarks).toHaveLength(8);
      await p.locator('#board').scrollIntoViewIfNeeded();
      await screenshot(p, 'landmarks-phone');
      expect(phone.errors).toEqual([]);
    } finally {
      await phone.close();
    }
  });
});
