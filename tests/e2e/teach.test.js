// The teaching views in Chromium: the three panels (roles and labels), what
// they say against the library's trace, hover in both directions, breakpoints,
// micro-steps, every page mode, the embed with panels=, the phone layout, both
// themes, and a 512 x 512 open list of 10,000+ entries scrolled (frame gaps printed).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTIFACTS, comparisonShown, launchBrowser, openInContext, serve, sharedPlayground, modeOn } from './support.js';
import { teachingFloodMatrix } from '../wasm/teach-support.js';

let side;
let browser;
beforeAll(async () => {
  side = await serve();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => side?.server.close(resolve));
});

const open = (path = '/', options = {}) => openInContext(browser, side.origin + path, options);
// The desktop tests that need a plain playground share one page, put back by New map before each (support.js).
const playground = sharedPlayground(() => ({ browser, origin: side.origin }));
const shot = (page, name) => page.screenshot({ path: `${ARTIFACTS}teach-${name}.png`, fullPage: true });

// A small map with a wall, as Moving AI text.
const WALLED = ['type octile', 'height 12', 'width 20', 'map',
  ...Array.from({ length: 12 }, (_, y) => Array.from({ length: 20 }, (_, x) => (x === 9 && y > 1 && y < 11 ? '@' : '.')).join(''))].join('\n');

// The trace's events of the main search, read in the page from the replay the board shows.
async function mainTrace(page) {
  return page.evaluate(() => {
    const r = window.pathlab.app.replay;
    const n = r.length;
    return { kinds: [...r.trace.kinds.subarray(0, n)], cells: [...r.trace.cells.subarray(0, n)], expandAt: [...r.expandAt], width: window.pathlab.state().width };
  });
}

// The open set after step k, straight from the event definitions.
function openSetAt(trace, k) {
  const end = k < trace.expandAt.length ? trace.expandAt[k] : trace.kinds.length;
  const open = new Set();
  for (let i = 0; i < end; i++) {
    const kind = trace.kinds[i] & 0x7f;
    if (kind === 0 || kind === 1) open.add(trace.cells[i]);
    else if (kind === 2) open.delete(trace.cells[i]);
  }
  return open;
}

describe('teaching panels on the playground', () => {
  it('show the open list, pseudocode line and sentence of each step, matching the trace', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    for (const label of ['Pseudocode', 'Open list', 'Step explanation']) {
      await expect.poll(() => page.locator(`[role="region"][aria-label="${label}"]`).isVisible()).toBe(true);
    }
    await page.evaluate(() => window.pathlab.run());
    const trace = await mainTrace(page);
    for (const k of [0, 1, 7, 30, trace.expandAt.length - 1]) {
      await page.evaluate((step) => window.pathlab.app.seek(step), k);
      const { list, explained, lines } = await page.evaluate(() => ({
        list: window.pathlab.openList(Infinity), explained: window.pathlab.explain(), lines: window.pathlab.pseudocode(),
      }));
      const cells = list.map((e) => e.cell[1] * trace.width + e.cell[0]);
      expect(new Set(cells)).toEqual(openSetAt(trace, k));
      expect(cells[0]).toBe(trace.cells[trace.expandAt[k]]); // the next expansion comes first
      expect(explained.step).toBe(k);
      if (k > 0) {
        const c = trace.cells[trace.expandAt[k - 1]];
        expect(explained.text).toContain(`Expanded (${c % trace.width}, ${Math.floor(c / trace.width)}): f = `);
        expect(explained.text).toMatch(/cells? waits?\.$/);
      }
      // The panels show the same: the running line and the sentence.
      await expect.poll(() => page.locator('.pseudocode li.running').textContent()).toBe(lines[explained.line - 1].trim());
      await expect.poll(() => page.locator('.explain-text').textContent()).toBe(explained.text);
      await expect.poll(() => page.locator('.open-row').first().locator('span').nth(1).textContent())
        .toBe(`(${list[0].cell[0]}, ${list[0].cell[1]})`);
    }
    expect(await page.evaluate(() => window.pathlab.openList(2).length)).toBe(2);
    await expect(page.evaluate(() => window.pathlab.openList(-1))).rejects.toThrow(/limit must be an integer/);
    expect(errors).toEqual([]);
    await close();
  });

  it('hovering an entry rings its cell; hovering a cell marks its entry', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    await page.evaluate(() => window.pathlab.step(12));
    const row = page.locator('.open-row').nth(2);
    await row.hover();
    const hovered = Number(await row.getAttribute('data-cell'));
    await expect.poll(() => page.evaluate(() => window.pathlab.app.teaching.hoverCell)).toBe(hovered);
    await expect.poll(() => row.getAttribute('class')).toContain('hovered');
    // Now the other way: the pointer over the board cell of the fourth entry.
    const entry = (await page.evaluate(() => window.pathlab.openList(4)))[3];
    await page.locator('#board').scrollIntoViewIfNeeded();
    const box = await page.locator('#board').boundingBox();
    const [sx, sy] = await page.evaluate(([x, y]) => window.pathlab.app.renderer.cellToScreen(x + 0.5, y + 0.5), entry.cell);
    await page.mouse.move(box.x + sx, box.y + sy);
    await expect.poll(() => page.locator('[role="region"][aria-label="Open list"] .hint').last().textContent())
      .toBe(`(${entry.cell[0]}, ${entry.cell[1]}) waits at place 4.`);
    await expect.poll(() => page.locator('.open-row.hovered span:nth-child(2)').allTextContents()).toContain(`(${entry.cell[0]}, ${entry.cell[1]})`);
    expect(errors).toEqual([]);
    await close();
  });

  it('breakpoints stop Play where the trace says: a cell opened (B on a hovered cell), an open list size, the path', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    await page.evaluate(() => window.pathlab.run());
    const trace = await mainTrace(page);
    await page.evaluate(() => window.pathlab.app.seek(0));
    // Hover (12, 3) on the board and press B.
    const box = await page.locator('#board').boundingBox();
    const [sx, sy] = await page.evaluate(() => window.pathlab.app.renderer.cellToScreen(12.5, 3.5));
    await page.mouse.move(box.x + sx, box.y + sy);
    await page.keyboard.press('b');
    const cell = 3 * 20 + 12;
    const firstOpen = trace.kinds.findIndex((kind, i) => trace.cells[i] === cell && (kind === 0 || kind === 1));
    const expected = trace.expandAt.filter((at) => at <= firstOpen).length;
    await page.evaluate(() => window.pathlab.app.setSpeed(2000));
    await page.click('#play');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().mode)).toBe('paused');
    expect(await page.evaluate(() => window.pathlab.state().step)).toBe(expected);
    await expect.poll(() => page.locator('.breakpoints .hint').textContent()).toContain('(12, 3) was opened');

    // The open list first holding more than 20 entries, set in the panel.
    await page.locator('.breakpoints input[type="checkbox"]').first().uncheck();
    await page.locator('.breakpoints input[type="checkbox"]').nth(1).check();
    await page.locator('.breakpoints input[aria-label="Open list size"]').fill('20');
    await page.locator('.breakpoints input[aria-label="Open list size"]').dispatchEvent('change');
    await page.evaluate(() => window.pathlab.app.seek(0));
    await page.click('#play');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().mode)).toBe('paused');
    const k = await page.evaluate(() => window.pathlab.state().step);
    expect(openSetAt(trace, k).size).toBeGreaterThan(20);
    expect(openSetAt(trace, k - 1).size).toBeLessThanOrEqual(20);
    await shot(page, 'breakpoint');
    expect(errors).toEqual([]);
    await close();
  });

  it('micro-steps walk one expansion line by line: take, goal test, then each neighbour with its reason', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(8, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    await page.getByLabel('Micro-steps').check();
    await page.evaluate(() => window.pathlab.step(1));
    const lines = await page.evaluate(() => window.pathlab.pseudocode());
    const seen = [];
    const waiting = []; // the open list at each micro-step: what the events so far did, not the ones to come
    const onBoard = []; // the board's state of (8, 5) and (8, 7), opened by the 3rd and 5th events
    for (let i = 0; i < 10; i++) {
      await page.getByRole('button', { name: 'Next micro-step' }).click();
      const e = await page.evaluate(() => window.pathlab.explain());
      await expect.poll(() => page.locator('.pseudocode li.running').textContent()).toBe(lines[e.line - 1].trim());
      seen.push([e.line, e.text]);
      waiting.push(await page.evaluate(() => window.pathlab.openList().map((entry) => entry.cell.join(','))));
      onBoard.push(await page.evaluate(() => [5 * 20 + 8, 7 * 20 + 8].map((c) => window.pathlab.app.replay.state[c])));
    }
    expect(waiting[1]).toEqual([]); // the start taken, nothing opened yet
    expect(waiting[2]).toEqual(['8,5']);
    expect(onBoard[1]).toEqual([0, 0]);
    expect(onBoard[2]).toEqual([1, 0]);
    expect(onBoard[4]).toEqual([1, 1]);
    expect(seen[0][0]).toBe(3); // take the best entry
    expect(seen[1][0]).toBe(4); // goal test
    expect(seen[1][1]).toBe('Is (8, 6) the goal? No: look at its neighbours.');
    // (8, 6)'s neighbours N, E, S, W, NE, SE, SW, NW: E is the wall at x = 9.
    expect(seen[3][1]).toBe('(9, 6) is a wall: skipped.');
    expect(lines[seen[3][0] - 1]).toMatch(/wall/);
    expect(seen[2][1]).toMatch(/^Opened \(8, 5\): g 1\.00, h /);
    expect(lines[seen[2][0] - 1]).toMatch(/not in open/);
    expect(seen.slice(2).every(([line]) => line >= 6)).toBe(true);
    await shot(page, 'micro');
    // Past the step's last event, the next micro-step takes the next step's best entry.
    for (let i = 0; i < 20 && (await page.evaluate(() => window.pathlab.explain().step)) === 1; i++) {
      await page.getByRole('button', { name: 'Next micro-step' }).click();
    }
    const next = await page.evaluate(() => window.pathlab.explain());
    expect(next.step).toBe(2);
    expect(next.line).toBe(3);
    expect(next.text).toMatch(/^Expanded \(\d+, \d+\): f = /);

    // Jump point search: its scans, one direction at a time.
    await page.evaluate(async () => { await window.pathlab.setOptions({ algorithm: 'jps', diagonalMovement: 'only-when-no-obstacles' }); await window.pathlab.step(1); window.pathlab.app.seek(1); });
    await page.getByRole('button', { name: 'Next micro-step' }).click();
    await page.getByRole('button', { name: 'Next micro-step' }).click();
    await page.getByRole('button', { name: 'Next micro-step' }).click();
    const scan = await page.evaluate(() => window.pathlab.explain());
    expect(scan.text).toMatch(/^Scan (north|east|south|west)[a-z-]* from \(8, 6\)/);
    expect((await page.evaluate(() => window.pathlab.pseudocode()))[scan.line - 1]).toMatch(/for each direction d left after pruning/);
    await shot(page, 'micro-jps');

    // Bidirectional A*: both lists together, labelled, in the order the search takes them.
    await page.evaluate(async () => { await window.pathlab.setOptions({ algorithm: 'bidirectional-astar' }); await window.pathlab.step(6); });
    await expect.poll(() => page.locator('.open-sides [aria-pressed="true"]').textContent()).toMatch(/^Both /);
    const both = await page.evaluate(() => window.pathlab.openList());
    expect(new Set(both.map((e) => e.side))).toEqual(new Set(['forward', 'backward']));
    await expect.poll(() => page.locator('.open-head span').allTextContents()).toContain('side');
    await page.evaluate(async () => { await window.pathlab.step(1); });
    const taken = await page.evaluate(() => { const r = window.pathlab.app.replay; return [r.current % 20, Math.floor(r.current / 20)]; });
    expect(taken).toEqual(both[0].cell);
    await shot(page, 'bidirectional-both');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the Stats panel during micro-steps', () => {
  it('counts the cells opened up to the event shown, not to the end of its step', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    await page.getByLabel('Micro-steps').check();
    await page.evaluate(() => window.pathlab.step(3));
    const trace = await mainTrace(page);
    const stat = (name) => page.locator(`#stats dt:text-is("${name}") + dd`).textContent();
    // Open events among the trace's events 0..last (kind 0; the high bit marks a backward search's events).
    const openedThrough = (last) => trace.kinds.slice(0, last + 1).filter((kind) => (kind & 0x7f) === 0).length;
    const seen = new Set();
    const check = async () => {
      const { step, index } = await page.evaluate(() => window.pathlab.app.teaching.micro);
      const last = index < 0 ? (step < trace.expandAt.length ? trace.expandAt[step] - 1 : trace.kinds.length - 1) : trace.expandAt[step - 1] + index;
      await expect.poll(() => stat('Opened')).toBe(String(openedThrough(last)));
      expect(await stat('Expanded')).toBe(String(step));
      seen.add(openedThrough(last));
    };
    // Through step 3's events one by one, on into step 4, and back again.
    for (let i = 0; i < 14; i++) {
      await page.getByRole('button', { name: 'Next micro-step' }).click();
      await check();
    }
    for (let i = 0; i < 6; i++) {
      await page.getByRole('button', { name: 'Previous micro-step' }).click();
      await check();
    }
    expect(seen.size).toBeGreaterThan(3); // the count moved with the events, not once per step
    expect(errors).toEqual([]);
    await close();
  });
});

describe('teaching views in share links', () => {
  it('a link carries which panels and toggles are on; a link with the defaults carries nothing new', async () => {
    const first = await playground();
    const plain = await first.page.evaluate(() => window.pathlab.shareUrl());
    await first.page.getByLabel('Parent arrows').check();
    await first.page.locator('.teach-bar').getByLabel('Open list').uncheck();
    const link = await first.page.evaluate(() => window.pathlab.shareUrl());
    expect(link.length).toBeGreaterThan(plain.length);
    expect(first.errors).toEqual([]);
    await first.close();
    const second = await open(new URL(link).pathname + new URL(link).hash);
    await expect.poll(() => second.page.getByLabel('Parent arrows').isChecked()).toBe(true);
    expect(await second.page.locator('[role="region"][aria-label="Open list"]').isVisible()).toBe(false);
    expect(await second.page.locator('[role="region"][aria-label="Pseudocode"]').isVisible()).toBe(true);
    expect(await second.page.evaluate(() => window.pathlab.app.getState().teach))
      .toEqual({ panels: ['code', 'explain'], arrows: true, numbers: false, micro: false });
    expect(second.errors).toEqual([]);
    await second.close();
  });
});

describe('teaching panels in every mode', () => {
  it('explain flee, chase, the waypoint graph and each compare board', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    const title = () => page.locator('[role="region"][aria-label="Pseudocode"] .teach-sub').textContent();

    await page.getByLabel('Flee', { exact: true }).check();
    await modeOn(page, 'flee');
    await page.evaluate(() => window.pathlab.step(3));
    await expect.poll(title).toBe('A*, fleeing');
    expect((await page.evaluate(() => window.pathlab.pseudocode())).join('\n')).toMatch(/safe distance from the threat/);
    expect((await page.evaluate(() => window.pathlab.explain())).text).toMatch(/^Expanded \(\d+, \d+\): f = /);

    await page.getByLabel('Chase', { exact: true }).check();
    await modeOn(page, 'chase');
    await page.evaluate(() => window.pathlab.step(3));
    await expect.poll(title).toBe('A*');
    await expect.poll(() => page.locator('.explain-text').textContent()).toMatch(/^Expanded \(\d+, \d+\): f = /);

    await page.getByLabel('Waypoints', { exact: true }).check();
    await modeOn(page, 'waypoints');
    await expect.poll(title, { timeout: 20_000 }).toBe('A* on the waypoint graph');
    await page.evaluate(() => window.pathlab.app.driver.seek(1));
    await expect.poll(() => page.locator('.explain-text').textContent()).toMatch(/^Expanded S \(2, 6\): f = /);
    const graphList = await page.evaluate(() => window.pathlab.openList());
    expect(graphList.length).toBeGreaterThan(0);
    expect(graphList[0]).toHaveProperty('node');
    await shot(page, 'waypoints');
    // Micro-steps on the waypoint graph: the searches run again with them; S's goal test, then each waypoint it sees.
    await page.getByLabel('Micro-steps').check();
    await expect.poll(() => page.evaluate(() => {
      const r = window.pathlab.app.teachSource()?.replay;
      return r ? [...r.trace.kinds.subarray(0, r.length)].includes(4) : false;
    }), { timeout: 20_000 }).toBe(true);
    await page.evaluate(() => window.pathlab.app.driver.seek(1));
    await page.getByRole('button', { name: 'Next micro-step' }).click();
    await page.getByRole('button', { name: 'Next micro-step' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.explain().text)).toBe('Is S (2, 6) the goal? No: look at the waypoints it sees.');
    await page.getByLabel('Micro-steps').uncheck();

    await page.getByLabel('Compare', { exact: true }).check();
    await modeOn(page, 'compare');
    await page.click('#compare-run');
    await comparisonShown(page);
    const source = page.getByLabel('Board the panels explain');
    await expect.poll(() => source.locator('option').count(), { timeout: 20_000 }).toBeGreaterThan(2);
    const labels = await source.locator('option').allTextContents();
    await source.selectOption({ label: labels[2] });
    await expect.poll(title).toBe(labels[2].replace(' (compare)', ''));
    await shot(page, 'compare');
    expect(errors).toEqual([]);
    await close();
  });
});

describe('teaching panels on a phone, in both themes, in the embed', () => {
  it('fit a 390 x 844 phone (folded, open on a tap) and read well in light, dark and colour-blind colours', async () => {
    const { page, errors, close } = await open('/', { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    await page.evaluate(() => window.pathlab.step(15));
    for (const label of ['Pseudocode', 'Open list', 'Step explanation']) {
      const summary = page.locator(`[role="region"][aria-label="${label}"] summary`);
      await summary.scrollIntoViewIfNeeded();
      await summary.tap();
    }
    await expect.poll(() => page.locator('.open-row').count()).toBeGreaterThan(3);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('.open-row').nth(1).tap();
    await expect.poll(() => page.evaluate(() => window.pathlab.app.teaching.hoverCell)).not.toBeNull();
    await page.locator('[role="region"][aria-label="Pseudocode"]').scrollIntoViewIfNeeded();
    await shot(page, 'phone');
    expect(errors).toEqual([]);
    await close();

    for (const scheme of ['light', 'dark']) {
      const desk = scheme === 'light' ? await playground() : await open('/', { colorScheme: scheme }); // light: the contexts' default
      await desk.page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
      await desk.page.evaluate(() => window.pathlab.step(40));
      await desk.page.getByLabel('Parent arrows').check();
      await desk.page.getByLabel('Cell numbers').check();
      await desk.page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 40, centerX: 8, centerY: 6 }));
      await desk.page.waitForTimeout(200);
      await shot(desk.page, `desktop-${scheme}`);
      await desk.page.getByLabel('Colour-blind-safe colours').check();
      await desk.page.waitForTimeout(200);
      await desk.page.locator('#board').screenshot({ path: `${ARTIFACTS}teach-board-${scheme}-colour-blind.png` });
      expect(desk.errors).toEqual([]);
      await desk.close();
    }
  });

  it('embed.html?panels=code,open,explain shows the panels and answers openList, explain, pseudocode by postMessage', async () => {
    const { page, errors, close } = await playground();
    await page.evaluate((text) => { window.pathlab.loadMap(text); window.pathlab.setStart(2, 6); window.pathlab.setGoal(17, 6); }, WALLED);
    await page.evaluate(() => window.pathlab.step(9));
    const link = await page.evaluate(() => window.pathlab.shareUrl());
    await close();
    // A host page of another origin (about:blank's opaque one) frames the embed and talks to it.
    const context = await browser.newContext({ viewport: { width: 900, height: 760 } });
    const host = await context.newPage();
    await host.setContent(`<iframe id="f" width="860" height="720" src="${side.origin}/embed.html?panels=code,open,explain${new URL(link).hash}"></iframe>`);
    const frame = host.frames().find((f) => f.url().startsWith(side.origin));
    await frame.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    for (const label of ['Pseudocode', 'Open list', 'Step explanation']) {
      expect(await frame.locator(`[role="region"][aria-label="${label}"]`).isVisible()).toBe(true);
    }
    const ask = (verb, ...args) => host.evaluate(([v, a]) => new Promise((resolve) => {
      const f = document.getElementById('f');
      const id = Math.random();
      addEventListener('message', function on(event) {
        if (event.data?.id !== id) return;
        removeEventListener('message', on);
        resolve(event.data);
      });
      f.contentWindow.postMessage({ pathlab: 1, id, verb: v, args: a }, '*');
    }), [verb, args]);
    const explained = await ask('explain');
    expect(explained.ok).toBe(true);
    expect(explained.result.step).toBe(9);
    expect(explained.result.text).toMatch(/^Expanded \(\d+, \d+\): f = /);
    const list = await ask('openList', 5);
    expect(list.result).toHaveLength(5);
    expect(list.result[0]).toEqual({ cell: expect.any(Array), f: expect.any(Number), g: expect.any(Number), h: expect.any(Number) });
    const code = await ask('pseudocode');
    expect(code.result[explained.result.line - 1]).toMatch(/lowest f = g \+ h/);
    await host.screenshot({ path: `${ARTIFACTS}teach-embed.png` });
    // Without panels= the embed shows none, and still answers.
    await host.setContent(`<iframe id="f" width="640" height="420" src="${side.origin}/embed.html${new URL(link).hash}"></iframe>`);
    const plain = host.frames().find((f) => f.url().startsWith(side.origin));
    await plain.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    expect(await plain.locator('[role="region"][aria-label="Open list"]').isVisible()).toBe(false);
    expect((await ask('pseudocode')).ok).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('the embed puts the panels beside the board in a wide frame and below it in a 4:3 one', async () => {
    const boxes = async (width, height) => {
      const context = await browser.newContext({ viewport: { width, height } });
      const page = await context.newPage();
      await page.goto(`${side.origin}/embed.html?panels=code,open,explain`);
      await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
      const board = await page.locator('#board').boundingBox();
      const panel = await page.locator('[role="region"][aria-label="Pseudocode"]').boundingBox();
      const bar = await page.locator('#controls').boundingBox();
      await page.screenshot({ path: `${ARTIFACTS}teach-embed-${width}x${height}.png` });
      await context.close();
      return { board, panel, bar };
    };
    const wide = await boxes(960, 540);
    expect(wide.panel.x).toBeGreaterThanOrEqual(wide.board.x + wide.board.width - 1); // a column on the right
    expect(wide.board.height).toBeGreaterThan(540 * 0.6); // the board keeps most of the frame's height
    expect(wide.bar.y).toBeGreaterThanOrEqual(wide.board.y + wide.board.height - 1); // the bar stays under the board
    const squarish = await boxes(640, 480);
    expect(squarish.panel.y).toBeGreaterThanOrEqual(squarish.board.y + squarish.board.height - 1); // below
    expect(squarish.board.width).toBe(640);
  });
});

describe('teaching panels on a 512 x 512 map', () => {
  it('scroll an open list of 10,000+ entries, and play with the panels and arrows on (frame gaps printed)', async () => {
    // A* with FIFO ties floods a 4-connected square; the cells of terrain cost 9 wait in the open list.
    const rows = teachingFloodMatrix(512).map((row) => row.map((cost) => (cost === 9 ? '9' : '.')).join(''));
    const text = ['type octile', 'height 512', 'width 512', 'map', ...rows].join('\n');
    const { page, errors, close } = await open('/', { viewport: { width: 1280, height: 1000 } });
    await page.evaluate((t) => {
      window.pathlab.loadMap(t);
      window.pathlab.setStart(0, 0);
      window.pathlab.setGoal(511, 511);
      window.pathlab.setOptions({ diagonalMovement: 'never', tieBreaking: 'fifo' });
    }, text);
    await page.evaluate(() => window.pathlab.run());
    const total = await page.evaluate(() => window.pathlab.state().totalSteps);
    await page.evaluate((k) => window.pathlab.app.seek(k), Math.floor(total * 0.6));
    const size = await page.evaluate(() => window.pathlab.app.teaching.openList(Infinity).length);
    expect(size).toBeGreaterThan(10_000);
    const scroll = page.locator('[role="region"][aria-label="Open list"] .open-scroll');
    await scroll.scrollIntoViewIfNeeded();
    const box = await scroll.boundingBox();
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    // Record frame times while the wheel scrolls the list from top to bottom.
    await page.evaluate(() => {
      window.frameTimes = [];
      const tick = (t) => { window.frameTimes.push(t); if (window.frameTimes.length < 100000) requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
    });
    for (let i = 0; i < 60; i++) await page.mouse.wheel(0, Math.ceil((size * 26) / 60));
    await page.waitForTimeout(300);
    const scrolled = await page.evaluate(() => {
      const times = window.frameTimes;
      let gap = 0;
      for (let i = 1; i < times.length; i++) gap = Math.max(gap, times[i] - times[i - 1]);
      return { gap, frames: times.length, top: document.querySelector('.open-scroll').scrollTop };
    });
    const lastRow = await page.locator('.open-row').last().locator('span').first().textContent();
    console.log(`[teach perf] 512x512 open list of ${size} entries scrolled to row ${lastRow} in 60 wheel steps: `
      + `${scrolled.frames} frames, longest gap ${scrolled.gap.toFixed(1)} ms`);
    expect(scrolled.top).toBeGreaterThan(0);
    expect(Number(lastRow)).toBeGreaterThan(size - 30);
    expect(scrolled.gap).toBeLessThan(1000); // a freeze check, not a speed target

    // Frame intervals and the page's work per frame while playing 500 steps a frame from step 0 (90 frames), or
    // while panning 13 px a frame at the step shown (60 frames; past the arrow layer's margin every tenth or so).
    const measure = async (panning) => page.evaluate(async (pan) => {
      const { app } = window.pathlab;
      const times = [];
      const work = [];
      if (!pan) {
        app.seek(0);
        app.setSpeed(30000);
        app.play();
      }
      await new Promise((resolve) => {
        const tick = (t) => {
          times.push(t);
          work.push(app.frameMs);
          if (pan) app.renderer.panBy(times.length % 60 < 30 ? 13 : -13, 5 * (times.length % 2 ? 1 : -1));
          if (times.length < (pan ? 60 : 90)) requestAnimationFrame(tick);
          else resolve();
        };
        requestAnimationFrame(tick);
      });
      if (!pan) app.pause();
      const gaps = times.slice(1).map((t, i) => t - times[i]).sort((a, b) => a - b);
      const sorted = [...work].sort((a, b) => a - b);
      return { meanGap: gaps.reduce((a, b) => a + b, 0) / gaps.length, maxGap: gaps[gaps.length - 1], p95Work: sorted[Math.floor(sorted.length * 0.95)] };
    }, panning);
    // Playback without the teaching views, then with the panels and parent arrows on, at fit zoom and zoomed in.
    const play = () => measure(false);
    const pan = () => measure(true);
    const panels = ['Pseudocode', 'Open list', 'Step explanation'];
    for (const name of panels) await page.locator('.teach-bar').getByLabel(name).uncheck();
    const bare = await play();
    for (const name of panels) await page.locator('.teach-bar').getByLabel(name).check();
    await page.getByLabel('Parent arrows').check();
    const fit = await play();
    await page.evaluate(() => window.pathlab.app.renderer.setView({ zoom: 12, centerX: 60, centerY: 60 }));
    await page.getByLabel('Parent arrows').uncheck();
    const zoomedBare = await play();
    await page.getByLabel('Parent arrows').check();
    const zoomed = await play();
    await page.evaluate((k) => window.pathlab.app.seek(k), Math.floor(total * 0.6));
    const panned = await pan();
    await page.getByLabel('Parent arrows').uncheck();
    const pannedBare = await pan();
    console.log(`[teach perf] 512x512 playback at 500 steps/frame without teaching views: frames every ${bare.meanGap.toFixed(1)} ms `
      + `(longest ${bare.maxGap.toFixed(1)}), page work p95 ${bare.p95Work.toFixed(1)} ms`);
    console.log(`[teach perf] 512x512 playback at 500 steps/frame, panels + parent arrows on: fit zoom frames every `
      + `${fit.meanGap.toFixed(1)} ms (longest ${fit.maxGap.toFixed(1)}), page work p95 ${fit.p95Work.toFixed(1)} ms; `
      + `zoomed in (12 px cells) without arrows every ${zoomedBare.meanGap.toFixed(1)} ms (work p95 ${zoomedBare.p95Work.toFixed(1)} ms), `
      + `with arrows every ${zoomed.meanGap.toFixed(1)} ms (longest ${zoomed.maxGap.toFixed(1)}), work p95 ${zoomed.p95Work.toFixed(1)} ms`);
    console.log(`[teach perf] 512x512 panning at 12 px cells, step ${Math.floor(total * 0.6)}: with arrows frames every `
      + `${panned.meanGap.toFixed(1)} ms (work p95 ${panned.p95Work.toFixed(1)} ms), without every ${pannedBare.meanGap.toFixed(1)} ms `
      + `(work p95 ${pannedBare.p95Work.toFixed(1)} ms)`);
    expect(fit.maxGap).toBeLessThan(1000);
    await shot(page, 'large');
    expect(errors).toEqual([]);
    await close();
  });
});
