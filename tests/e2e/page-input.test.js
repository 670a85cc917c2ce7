// Real input on the playground page, through Chromium's input pipeline (CDP
// Input.dispatch*: trusted events, the same path a device takes): pen strokes,
// a two-finger pinch, and every keyboard shortcut the help overlay lists.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { cellCenter, openPage, screenshot } from './support.js';

let session;
let page;
let cdp;

beforeAll(async () => {
  session = await openPage('/', { hasTouch: true });
  page = session.page;
  cdp = await page.context().newCDPSession(page);
});
afterAll(async () => { await session?.close(); });

const app = (fn, arg) => page.evaluate(fn, arg);
const state = () => app(() => window.pathlab.state());
const isWall = (x, y) => app(([cx, cy]) => window.pathlab.app.model.isWall(cx, cy), [x, y]);

// A pen stroke from cell `from` to cell `to` (pointerType 'pen', with pressure).
async function penStroke(from, to, { button = 'left', steps = 10 } = {}) {
  const [ax, ay] = await cellCenter(page, from);
  const [bx, by] = await cellCenter(page, to);
  const buttons = button === 'left' ? 1 : 2;
  const pen = { pointerType: 'pen', button, force: 0.6, tiltX: 20 };
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: ax, y: ay, pointerType: 'pen' });
  await cdp.send('Input.dispatchMouseEvent', { type: 'mousePressed', x: ax, y: ay, clickCount: 1, buttons, ...pen });
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    await cdp.send('Input.dispatchMouseEvent', { type: 'mouseMoved', x: ax + (bx - ax) * t, y: ay + (by - ay) * t, buttons, ...pen });
  }
  await cdp.send('Input.dispatchMouseEvent', { type: 'mouseReleased', x: bx, y: by, clickCount: 1, buttons: 0, ...pen });
}

describe('pen', () => {
  test('the editor receives pen pointer events and a pen stroke draws walls', async () => {
    await app(() => {
      window.penEvents = [];
      window.pathlab.app.renderer.canvas.addEventListener('pointerdown', (e) => window.penEvents.push([e.pointerType, e.isTrusted, e.pressure]));
    });
    for (let x = 2; x <= 9; x++) expect(await isWall(x, 21)).toBe(false);
    await penStroke([2, 21], [9, 21]);
    const events = await app(() => window.penEvents);
    expect(events.map(([type, trusted]) => [type, trusted])).toEqual([['pen', true]]);
    expect(events[0][2]).toBeCloseTo(0.6, 5); // the pen's pressure came through
    for (let x = 2; x <= 9; x++) expect(await isWall(x, 21)).toBe(true);
  });

  test('the pen\'s barrel button (right button) erases', async () => {
    await penStroke([4, 21], [7, 21], { button: 'right' });
    for (let x = 4; x <= 7; x++) expect(await isWall(x, 21)).toBe(false);
    expect(await isWall(3, 21)).toBe(true);
    expect(await isWall(8, 21)).toBe(true);
  });

  test('a pen drags the goal marker', async () => {
    const { goal } = await state();
    await penStroke(goal, [goal[0], goal[1] - 4]);
    expect((await state()).goal).toEqual([goal[0], goal[1] - 4]);
    await penStroke([goal[0], goal[1] - 4], goal);
    expect((await state()).goal).toEqual(goal);
    expect(session.errors).toEqual([]);
  });
});

describe('touch', () => {
  // One touch event, then a frame's pause as real fingers move (Chromium coalesces moves within a frame).
  const touch = async (type, points) => {
    await cdp.send('Input.dispatchTouchEvent', {
      type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 4, radiusY: 4, force: 1 })),
    });
    await page.waitForTimeout(20);
  };

  test('one finger drags a wall stroke', async () => {
    for (let x = 12; x <= 17; x++) expect(await isWall(x, 22)).toBe(false);
    const [ax, ay] = await cellCenter(page, [12, 22]);
    const [bx] = await cellCenter(page, [17, 22]);
    await touch('touchStart', [[ax, ay]]);
    for (let i = 1; i <= 8; i++) await touch('touchMove', [[ax + ((bx - ax) * i) / 8, ay]]);
    await touch('touchEnd', []);
    for (let x = 12; x <= 17; x++) expect(await isWall(x, 22)).toBe(true);
  });

  test('a two-finger pinch zooms around the fingers and draws nothing', async () => {
    await app(() => window.pathlab.app.renderer.fit());
    const before = await app(() => ({ view: { ...window.pathlab.app.renderer.view }, cells: [...window.pathlab.app.model.cells] }));
    const [cx, cy] = await cellCenter(page, [10, 12]);
    const fingers = (spread) => [[cx - spread, cy], [cx + spread, cy]];
    await touch('touchStart', fingers(30));
    for (let spread = 36; spread <= 60; spread += 6) await touch('touchMove', fingers(spread));
    await touch('touchEnd', []);
    const after = await app(() => ({ view: { ...window.pathlab.app.renderer.view }, cells: [...window.pathlab.app.model.cells] }));
    expect(after.view.zoom / before.view.zoom).toBeCloseTo(2, 2); // fingers 60 px -> 120 px apart
    expect(after.cells).toEqual(before.cells); // the first finger's stroke became a pinch: no walls drawn
    // The cell between the fingers stays under them.
    const [px, py] = await cellCenter(page, [10, 12]);
    expect(Math.abs(px - cx)).toBeLessThan(2);
    expect(Math.abs(py - cy)).toBeLessThan(2);
    await screenshot(page, 'page-input-pinched');

    await touch('touchStart', fingers(60)); // and pinching in zooms back out
    for (let spread = 50; spread >= 30; spread -= 10) await touch('touchMove', fingers(spread));
    await touch('touchEnd', []);
    const out = await app(() => window.pathlab.app.renderer.view.zoom);
    expect(out / before.view.zoom).toBeCloseTo(1, 2);
    await app(() => window.pathlab.app.renderer.fit());
    expect(session.errors).toEqual([]);
  });
});

describe('keyboard shortcuts (every row of the help overlay)', () => {
  const press = async (key) => {
    await page.keyboard.press(key);
    await page.waitForTimeout(30);
  };
  const tested = new Set();
  const row = (keys) => { tested.add(keys); };

  beforeAll(async () => {
    await app(() => { window.pathlab.app.clearSearch(); window.pathlab.app.setSpeed(1); });
    await page.focus('#board');
  });

  test('Space plays and pauses', async () => {
    row('Space');
    await press(' ');
    await page.waitForFunction(() => window.pathlab.state().mode === 'playing');
    await press(' ');
    expect((await state()).mode).toBe('paused');
  });

  test('→ / ← step forward and back, Shift: 10 steps', async () => {
    row('→ / ←');
    await app(() => window.pathlab.app.seek(20));
    await press('ArrowRight');
    expect((await state()).step).toBe(21);
    await press('ArrowLeft');
    await press('ArrowLeft');
    expect((await state()).step).toBe(19);
    await press('Shift+ArrowRight');
    expect((await state()).step).toBe(29);
    await press('Shift+ArrowLeft');
    expect((await state()).step).toBe(19);
  });

  test('Home goes to the first step, End runs to the end', async () => {
    row('Home / End');
    await press('End');
    await page.waitForFunction(() => window.pathlab.state().mode === 'finished');
    const s = await state();
    expect(s.step).toBe(s.totalSteps);
    await press('Home');
    expect((await state()).step).toBe(0);
  });

  test('C clears the search', async () => {
    row('C');
    await press('c');
    expect(await state()).toMatchObject({ mode: 'editing', step: null });
  });

  test('W / E / T / P / I pick the wall, erase, terrain, pan and inspect tools', async () => {
    row('W / E / T / P / I');
    for (const [key, tool] of [['e', 'erase'], ['t', 'terrain'], ['p', 'pan'], ['i', 'inspect'], ['w', 'wall']]) {
      await press(key);
      expect(await app(() => window.pathlab.app.editor.tool)).toBe(tool);
      expect(await page.$eval(`input[name="tool"][value="${tool}"]`, (r) => r.checked)).toBe(true);
    }
  });

  test('2 … 9 choose the terrain cost (and the terrain tool)', async () => {
    row('2 … 9');
    for (const key of ['2', '7', '9']) {
      await press(key);
      expect(await app(() => [window.pathlab.app.editor.terrainCost, window.pathlab.app.editor.tool])).toEqual([Number(key), 'terrain']);
      expect(await page.$eval('#terrain-cost', (s) => s.value)).toBe(key);
    }
    await press('w');
  });

  test('+ / − / 0 zoom in, out and fit', async () => {
    row('+ / − / 0');
    const zoom = () => app(() => window.pathlab.app.renderer.view.zoom);
    await press('0');
    const fitted = await zoom();
    await press('+');
    expect(await zoom()).toBeCloseTo(fitted * 1.25, 6);
    await press('-');
    await press('-');
    expect(await zoom()).toBeCloseTo(fitted / 1.25, 6);
    await press('+');
    await press('+');
    await press('0');
    expect(await zoom()).toBeCloseTo(fitted, 6);
  });

  test('Z zooms to the path (to the start and goal without one)', async () => {
    row('Z');
    const view = () => app(() => ({ ...window.pathlab.app.renderer.view }));
    await press('0');
    const fitted = await view();
    await press('z');
    const zoomed = await view();
    const { start, goal } = await state();
    expect(zoomed.zoom).toBeGreaterThan(fitted.zoom);
    expect(zoomed.centerX).toBeCloseTo((Math.min(start[0], goal[0]) + Math.max(start[0], goal[0]) + 1) / 2, 6);
    await press('0');
  });

  test('B sets the teaching views\' breakpoint to the inspected cell', async () => {
    row('B');
    await app(() => window.pathlab.app.inspect([3, 2]));
    await press('b');
    expect(await app(() => window.pathlab.app.teaching.breakpoints.cell)).toMatchObject({ x: 3, y: 2, when: 'opened' });
  });

  test('with Predict on, the arrows move a mark on the focused map and Enter answers', async () => {
    row('Arrows, then Enter');
    const predict = page.getByRole('button', { name: /predict/i });
    await predict.click();
    await expect.poll(() => app(() => window.pathlab.state().status)).toBe('running'); // Predict shows a search to answer about
    await page.locator('#board').focus();
    const before = await app(() => window.pathlab.prediction());
    const step = (await state()).step;
    await press('Enter'); // the first press puts the mark on the start
    await press('ArrowRight');
    expect((await state()).step).toBe(step); // the arrows moved the mark, not the search
    await press('Enter');
    await expect.poll(() => app(() => window.pathlab.prediction().asked)).toBe(before.asked + 1);
    const after = await app(() => window.pathlab.prediction());
    expect(after.right + after.wrong).toBe(before.right + before.wrong + 1);
    expect((await state()).step).toBe(step + 1); // right or not, the step is shown
    await predict.click();
    expect(await app(() => window.pathlab.prediction().on)).toBe(false);
    await app(() => window.pathlab.app.clearSearch());
  });

  test('on the map, reached with Tab: arrows move the cursor, Shift + arrows draw, Enter applies the tool, S and G', async () => {
    for (const keys of ['Tab to the map', 'Arrows', 'Shift + arrows', 'Enter', 'S / G']) row(keys);
    await app(() => window.pathlab.app.clearSearch());
    const { start, goal } = await state();
    await page.focus('#zoom-path'); // the control before the map
    await press('Tab');
    expect(await app(() => document.activeElement.id)).toBe('board');
    expect(await app(() => window.pathlab.app.renderer.cursor)).toEqual(start); // the cursor starts on S
    const wall = ([x, y]) => app(([cx, cy]) => window.pathlab.app.model.isWall(cx, cy), [x, y]);
    await press('w');
    await press('ArrowUp');
    await press('ArrowUp');
    const [x, y] = [start[0], start[1] - 2];
    expect(await app(() => window.pathlab.app.renderer.cursor)).toEqual([x, y]);
    await press('Shift+ArrowRight');
    await press('Shift+ArrowRight');
    expect([await wall([x, y]), await wall([x + 1, y]), await wall([x + 2, y])]).toEqual([true, true, true]);
    await press('Enter'); // a wall there: erased
    expect(await wall([x + 2, y])).toBe(false);
    await press('ArrowDown');
    await press('ArrowDown');
    await press('g');
    expect((await state()).goal).toEqual([x + 2, start[1]]);
    await press('ArrowLeft');
    await press('s');
    expect((await state()).start).toEqual([x + 1, start[1]]);
    await app(([s0, g0, cells]) => {
      window.pathlab.setStart(...s0);
      window.pathlab.setGoal(...g0);
      for (const [cx, cy] of cells) window.pathlab.app.model.setWall(cx, cy, false);
    }, [start, goal, [[x, y], [x + 1, y]]]);
  });

  test('in Waypoints, A on the map adds a waypoint at the cursor, and A again removes it', async () => {
    row('A');
    await page.locator('#mode-card input[value="waypoints"]').check();
    await page.waitForSelector('body[data-page-mode="waypoints"]', { state: 'attached' });
    const placed = () => app(() => window.pathlab.app.modeHost.state().waypoints.map(String).sort());
    const before = await placed();
    await page.focus('#zoom-path'); // the control before the map
    await press('Tab');
    expect(await app(() => document.activeElement.id)).toBe('board');
    const at = String(await app(() => window.pathlab.app.renderer.cursor));
    const { start, goal } = await state();
    expect([String(start), String(goal)]).not.toContain(at); // S and G are waypoints already: A leaves them
    await press('a');
    const after = await placed();
    expect(after).toEqual(before.includes(at) ? before.filter((w) => w !== at) : [...before, at].sort());
    await press('a');
    expect(await placed()).toEqual(before);
    await page.locator('#mode-card input[value="grid"]').check();
    await page.waitForSelector('body[data-page-mode="grid"]', { state: 'attached' });
  });

  test('? opens this help, Esc closes it', async () => {
    row('?');
    row('Esc');
    await press('?');
    expect(await page.$eval('#help', (d) => d.open)).toBe(true);
    await press('ArrowRight'); // shortcuts are off while the help is open
    expect((await state()).step).toBe(null);
    await press('Escape');
    expect(await page.$eval('#help', (d) => d.open)).toBe(false);
  });

  test('the help overlay lists exactly the shortcuts tested here', async () => {
    const listed = await page.$$eval('#shortcuts th', (ths) => ths.map((th) => th.textContent));
    expect(new Set(listed)).toEqual(tested);
    expect(session.errors).toEqual([]);
  });
});
