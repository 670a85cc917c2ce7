// The embed page across origins: a host page on one local port embeds embed.html
// from another port and drives it through the postMessage protocol; URL parameters
// choose the chrome; the example article runs both of its playgrounds.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';
import { encodeState } from '../../web/src/share/link.js';
import { crossWallState, screenshot, useTwoOriginsBrowser } from './support.js';

// web/ (the embed) and, on another port, a host page from a temporary directory.
const suite = useTwoOriginsBrowser(() => {
  const hostRoot = mkdtempSync(join(tmpdir(), 'pathlab-host-'));
  writeFileSync(join(hostRoot, 'host.html'), `<!doctype html><meta charset="utf-8"><title>host</title>
<body><script>
  // Test helper: sends a raw message to the frame and resolves with the reply carrying the same id.
  window.sendRaw = (message, id = message && message.id) => new Promise((resolve) => {
    const frame = document.querySelector('iframe');
    const onReply = (event) => {
      if (event.source !== frame.contentWindow || !event.data || event.data.id !== id) return;
      window.removeEventListener('message', onReply);
      resolve({ data: event.data, origin: event.origin });
    };
    window.addEventListener('message', onReply);
    frame.contentWindow.postMessage(message, new URL(frame.src).origin);
  });
  let next = 1;
  window.ask = (verb, ...args) => window.sendRaw({ pathlab: 1, id: next++, verb, args });
  window.embed = (src) => new Promise((resolve) => {
    const frame = document.createElement('iframe');
    frame.width = 640; frame.height = 420;
    frame.addEventListener('load', () => resolve(), { once: true });
    frame.src = src;
    document.body.append(frame);
  });
</script></body>`);
  return hostRoot;
});
let embedOrigin, hostOrigin, browser;
beforeAll(() => ({ embedOrigin, hostOrigin, browser } = suite));


async function openHost(embedPath) {
  const context = await browser.newContext({ viewport: { width: 800, height: 600 } });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(`${hostOrigin}/host.html`);
  await page.evaluate((src) => window.embed(src), `${embedOrigin}${embedPath}`);
  const frame = page.frames().find((f) => f.url().startsWith(embedOrigin));
  await frame.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  return { page, frame, errors, close: () => context.close() };
}

describe('embed driven by postMessage from another origin', () => {
  it('answers every verb of window.pathlab and refuses bad messages', async () => {
    const state = crossWallState();
    const { page, frame, errors, close } = await openHost(`/embed.html?controls=none#${await encodeState(state)}`);
    expect(hostOrigin).not.toBe(embedOrigin);

    const first = await page.evaluate(() => window.ask('state'));
    expect(first.origin).toBe(embedOrigin);
    expect(first.data).toMatchObject({ pathlab: 1, id: 1, ok: true, result: { width: 30, height: 20, start: [2, 3], goal: [27, 17] } });

    // The same search by the library in Node, independently of the page.
    const pl = await loadPathlab();
    const grid = new pl.Grid(30, 20);
    grid.setCells(state.cells);
    const expected = pl.findPath(grid, { start: [2, 3], goal: [27, 17], algorithm: 'dijkstra' });
    grid.delete();

    const ask = (verb, ...args) => page.evaluate(([v, a]) => window.ask(v, ...a), [verb, args]).then((r) => r.data);
    expect((await ask('step', 3)).result.step).toBe(3);
    expect((await ask('stepBack', 1)).result.step).toBe(2);
    expect((await ask('setOptions', { algorithm: 'dijkstra' })).ok).toBe(true);
    const run = await ask('run');
    expect(run.ok).toBe(true);
    expect(run.result.status).toBe('found');
    expect(run.result.cost).toBeCloseTo(expected.cost, 9);
    expect(run.result.expanded).toBe(expected.expanded);

    expect((await ask('setGoal', 20, 5)).ok).toBe(true);
    expect((await ask('state')).result.goal).toEqual([20, 5]);
    const map = await ask('exportMap');
    expect(map.result.split('\n').slice(0, 3)).toEqual(['type octile', 'height 20', 'width 30']);
    expect((await ask('loadMap', 'type octile\nheight 3\nwidth 4\nmap\n....\n.@@.\n....\n')).ok).toBe(true);
    expect((await ask('state')).result).toMatchObject({ width: 4, height: 3 });
    const link = await ask('shareUrl');
    expect(link.result.startsWith(`${embedOrigin}/index.html#v1.`)).toBe(true); // the full playground, not this frame

    // Refusals: each a reply with ok: false and a message; the embed stays usable.
    expect(await ask('teleport')).toMatchObject({ ok: false, error: expect.stringMatching(/unknown verb 'teleport'/) });
    expect(await ask('app')).toMatchObject({ ok: false, error: expect.stringMatching(/unknown verb 'app'/) });
    expect(await ask('setStart', 99, 99)).toMatchObject({ ok: false, error: expect.stringMatching(/outside/) });
    expect(await ask('step', -2)).toMatchObject({ ok: false, error: expect.stringMatching(/step count/) });
    expect(await ask('loadMap', 'type octile\nheight 2\n')).toMatchObject({ ok: false, error: expect.stringMatching(/line/) });
    const raw = (message, id) => page.evaluate(([m, i]) => window.sendRaw(m, i), [message, id]).then((r) => r.data);
    expect(await raw({ pathlab: 2, id: 'a', verb: 'state' })).toMatchObject({ ok: false, error: expect.stringMatching(/protocol version 2/) });
    expect(await raw({ pathlab: 1, id: 'b', verb: 'run', args: 'x' })).toMatchObject({ ok: false, error: expect.stringMatching(/args must be an array/) });
    expect(await raw({ pathlab: 1, id: { x: 1 }, verb: 'state' }, null)).toMatchObject({ ok: false, id: null, error: expect.stringMatching(/id must be/) });
    expect(await raw({ pathlab: 1, id: 'c', verb: '__proto__' })).toMatchObject({ ok: false });
    expect((await ask('state')).ok).toBe(true);
    expect(await frame.isHidden('#controls')).toBe(true);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('embed URL parameters', () => {
  it('read-only blocks drawing; theme, autoplay and controls apply; bad parameters are reported', async () => {
    const link = await encodeState(crossWallState());
    const { page, frame, close } = await openHost(`/embed.html?readonly=1&theme=dark&autoplay=1&speed=100000&controls=play,timeline,share,bogus#${link}`);
    expect(await frame.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => frame.evaluate(() => window.pathlab.state().mode), { timeout: 20_000 }).toBe('finished');
    expect(await frame.locator('#controls button').count()).toBe(1);
    expect(await frame.isVisible('#timeline')).toBe(true);
    expect(await frame.isVisible('#open-playground')).toBe(true);
    expect(await frame.textContent('[role="alert"]')).toMatch(/unknown control 'bogus' ignored/);

    const before = await frame.evaluate(() => Array.from(window.pathlab.app.getState().cells));
    const box = await frame.locator('#board').boundingBox();
    await page.mouse.move(box.x + box.width * 0.2, box.y + box.height * 0.3);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.3, { steps: 10 });
    await page.mouse.up();
    expect(await frame.evaluate(() => Array.from(window.pathlab.app.getState().cells))).toEqual(before);
    console.log(`embed screenshot: ${await screenshot(page, 'embed-readonly-dark')}`);
    await close();
  });

  it('is editable by default and shows a broken link as an alert', async () => {
    const { frame, close } = await openHost('/embed.html#v1.AAAAAAAAAAAAAAAAAAAA');
    expect(await frame.textContent('[role="alert"]')).toMatch(/Link: this link is damaged/);
    expect(await frame.locator('#controls button').count()).toBe(4);
    expect((await frame.evaluate(() => window.pathlab.run())).status).toBe('found');
    await close();
  });
});

describe('the example article', () => {
  it('runs both embedded playgrounds by postMessage: same cost, A* expands fewer cells', async () => {
    const context = await browser.newContext({ viewport: { width: 900, height: 1400 } });
    const page = await context.newPage();
    await page.goto(`${embedOrigin}/tutorial.html`);
    for (const frame of page.frames().slice(1)) await frame.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await page.click('#run-both');
    await expect.poll(() => page.textContent('#comparison'), { timeout: 20_000 }).toMatch(/expanded/);
    const [, astar, dijkstra, costA, costD] = /A\* expanded (\d+) cells, Dijkstra (\d+); both paths cost (\d+\.\d+) and (\d+\.\d+)/
      .exec(await page.textContent('#comparison'));
    expect(Number(astar)).toBeLessThan(Number(dijkstra));
    expect(costA).toBe(costD);
    // The <pathlab-embed> figure's caption follows its steps.
    const total = await page.evaluate(async () => {
      const element = document.getElementById('element-demo');
      await element.ready;
      return (await element.step(5)).totalSteps;
    });
    await expect.poll(() => page.textContent('#element-step')).toBe(`A*: step 5 of ${total}, searching.`);
    await page.locator('#element-step').scrollIntoViewIfNeeded();
    await screenshot(page, 'tutorial-element');
    await context.close();
  });
});
