// <pathlab-embed> on a page of another origin: the playground's Embed dialog gives the
// element snippet (copied with its button), a host page on another local port pastes
// it, and the test drives the element through its methods and events, checks that
// it sizes itself to its content with no inner scrollbar, ignores messages that are
// not from its frame, and reloads for new attributes.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';
import { encodeState } from '../../web/src/share/link.js';
import { crossWallState, openInContext, screenshot, useTwoOriginsBrowser } from './support.js';

// web/ (playground, embed page, element) and, on another port, the tutorial author's site.
const hostRoot = mkdtempSync(join(tmpdir(), 'pathlab-element-host-'));
const suite = useTwoOriginsBrowser(() => hostRoot);
let embedOrigin, hostOrigin, browser;
beforeAll(() => ({ embedOrigin, hostOrigin, browser } = suite));


/** Writes a host page around `body` (the pasted snippet) and opens it. */
async function openHost(name, body, viewport = { width: 800, height: 900 }) {
  writeFileSync(join(hostRoot, `${name}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>A tutorial</title><link rel="icon" href="data:,">
<style>body { font: 16px/1.5 Georgia, serif; max-width: 42rem; margin: 1rem auto; padding: 0 1rem; }</style></head>
<body><h1>Searching a maze</h1><p>Press Play and watch A* look for the way through the gap.</p>
${body}
<p id="after">The text after the playground.</p>
<script>
  // What the tutorial's own script hears from the element.
  window.heard = { steps: [], finished: [] };
  addEventListener('DOMContentLoaded', () => {
    const element = document.querySelector('pathlab-embed');
    element.addEventListener('stepchange', (e) => window.heard.steps.push(e.detail));
    element.addEventListener('searchfinish', (e) => window.heard.finished.push(e.detail));
  });
</script></body></html>`);
  const session = await openInContext(browser, `${hostOrigin}/${name}.html`, { viewport, waitFor: 'pathlab-embed' });
  await session.page.evaluate(() => customElements.whenDefined('pathlab-embed').then(() => document.querySelector('pathlab-embed').ready));
  return session;
}

/** The element's height, the embed's content height, and whether the embed page can scroll. */
function measure(page) {
  return page.evaluate(async () => {
    const element = document.querySelector('pathlab-embed');
    return { element: element.getBoundingClientRect().height, width: element.getBoundingClientRect().width };
  });
}

async function embedFrame(page) {
  const frame = page.frames().find((f) => f.url().startsWith(`${embedOrigin}/embed.html`));
  await frame.waitForSelector('html[data-ready="true"]');
  return frame;
}

function frameContent(frame) {
  return frame.evaluate(() => ({
    content: document.body.getBoundingClientRect().height,
    scrolls: document.documentElement.scrollHeight > document.documentElement.clientHeight
      || document.scrollingElement.scrollHeight > window.innerHeight,
    board: document.getElementById('board').getBoundingClientRect(),
    theme: document.documentElement.dataset.theme,
  }));
}

describe('<pathlab-embed> on a page of another origin', () => {
  it('comes from the Embed dialog, answers its methods, reports steps and results, and sizes itself', async () => {
    const state = crossWallState();
    const playground = await openInContext(browser, `${embedOrigin}/#${await encodeState(state)}`);
    await playground.context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: embedOrigin });
    const { page: editor } = playground;
    await editor.click('#embed-button');
    // Three labelled controls, two snippets each with a Copy button, no pointer to a README.
    await expect.poll(() => editor.getByLabel('Start playing when the page opens').isVisible()).toBe(true); // the dialog opens asynchronously
    await editor.getByLabel('Read-only: readers cannot draw on the map').check();
    expect(await editor.getByLabel('Theme').inputValue()).toBe('auto');
    expect(await editor.textContent('#embed-dialog')).not.toMatch(/README/);
    await expect.poll(() => editor.inputValue('#embed-element-snippet')).toMatch(/ readonly>/);
    await editor.click('#embed-element-snippet-copy');
    await expect.poll(() => editor.textContent('#embed-status')).toMatch(/Element snippet copied/);
    const snippet = await editor.evaluate(() => navigator.clipboard.readText());
    expect(snippet).toBe(await editor.inputValue('#embed-element-snippet'));
    expect(snippet).toMatch(new RegExp(`^<script type="module" src="${embedOrigin}/embed-element.js"></script>\\n<pathlab-embed link="${embedOrigin}/index.html#v1\\.[\\w-]+" readonly></pathlab-embed>$`));
    await screenshot(editor, 'embed-dialog');
    await playground.close();

    const { page, errors, close } = await openHost('tutorial', snippet);
    expect(hostOrigin).not.toBe(embedOrigin);
    const call = (verb, ...args) => page.evaluate(([v, a]) => document.querySelector('pathlab-embed')[v](...a), [verb, args]);
    const first = await call('state');
    expect(first).toMatchObject({ width: 30, height: 20, start: [2, 3], goal: [27, 17], step: null, status: 'idle' });

    // Steps: the promise's state and the stepchange event agree.
    expect((await call('step', 3)).step).toBe(3);
    await expect.poll(() => page.evaluate(() => window.heard.steps.at(-1)?.step)).toBe(3);
    expect((await call('stepBack', 1)).step).toBe(2);
    await expect.poll(() => page.evaluate(() => window.heard.steps.at(-1)?.step)).toBe(2);

    // A run: the same cost and expansions as the library in Node on the same map.
    const pl = await loadPathlab();
    const grid = new pl.Grid(30, 20);
    grid.setCells(state.cells);
    const expected = pl.findPath(grid, { start: [2, 3], goal: [27, 17], algorithm: 'dijkstra' });
    grid.delete();
    await call('setOptions', { algorithm: 'dijkstra' });
    const result = await call('run');
    expect(result).toMatchObject({ status: 'found', expanded: expected.expanded });
    expect(result.cost).toBeCloseTo(expected.cost, 9);
    await expect.poll(() => page.evaluate(() => window.heard.finished.length)).toBeGreaterThan(0);
    const finished = await page.evaluate(() => window.heard.finished.at(-1));
    expect(finished).toEqual(result);
    expect((await call('state'))).toMatchObject({ status: 'found', options: { algorithm: 'dijkstra' } });
    expect(await call('shareUrl')).toMatch(new RegExp(`^${embedOrigin}/index.html#v1\\.`)); // the full playground, not the frame
    await expect(call('setStart', 99, 99)).rejects.toThrow(/outside/);
    expect((await call('state')).start).toEqual([2, 3]);

    // Sized to its content: 640 px wide, a 30 x 20 map -> a board 2/3 as tall, plus the bar.
    const frame = await embedFrame(page);
    let size = await measure(page);
    let inside = await frameContent(frame);
    expect(size.element).toBe(Math.ceil(inside.content));
    expect(inside.scrolls).toBe(false);
    expect(inside.board.height).toBeCloseTo(inside.board.width * (20 / 30), 0);
    expect(size.element).toBeGreaterThan(inside.board.height);
    await screenshot(page, 'embed-element-host');

    // A tall map (24 x 36): the element grows with it (the board up to 4/3 as tall as wide), still without a scrollbar.
    await call('loadMap', `type octile\nheight 36\nwidth 24\nmap\n${`${'.'.repeat(24)}\n`.repeat(36)}`);
    await expect.poll(async () => (await measure(page)).element).toBeGreaterThan(size.element + 200);
    inside = await frameContent(frame);
    size = await measure(page);
    expect(size.element).toBe(Math.ceil(inside.content));
    expect(inside.scrolls).toBe(false);
    expect(inside.board.height).toBeCloseTo(inside.board.width * (4 / 3), 0); // at most 4/3 as tall as wide

    // A narrower window: the column narrows, the board keeps the map's shape, the element follows.
    await page.setViewportSize({ width: 500, height: 900 });
    await expect.poll(async () => (await measure(page)).element).toBeLessThan(size.element);
    await expect.poll(async () => (await measure(page)).element).toBe(Math.ceil((await frameContent(frame)).content));
    size = await measure(page);

    // Messages that are not from the element's own frame change nothing.
    await page.evaluate(() => window.postMessage({ pathlab: 1, event: 'resize', height: 5 }, '*'));
    await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
    expect((await measure(page)).element).toBe(size.element);
    expect(errors).toEqual([]);
    await close();
  });

  it('reloads for new attributes: theme, autoplay, controls', async () => {
    const link = `${embedOrigin}/index.html#${await encodeState(crossWallState())}`;
    const { page, errors, close } = await openHost('attributes',
      `<script type="module" src="${embedOrigin}/embed-element.js"></script>\n<pathlab-embed link="${link}" controls="play,timeline"></pathlab-embed>`,
      { width: 390, height: 844 });
    let frame = await embedFrame(page);
    expect(await frame.locator('#controls button').count()).toBe(1);
    await page.evaluate(() => {
      const element = document.querySelector('pathlab-embed');
      element.setAttribute('theme', 'dark');
      element.setAttribute('autoplay', '');
      element.setAttribute('speed', '100000');
      element.setAttribute('panels', 'pseudocode');
    });
    await page.evaluate(() => document.querySelector('pathlab-embed').ready);
    await expect.poll(() => page.evaluate(() => window.heard.finished.length), { timeout: 20_000 }).toBe(1);
    frame = await embedFrame(page);
    expect((await frameContent(frame)).theme).toBe('dark');
    const query = new URL(frame.url()).searchParams;
    expect(Object.fromEntries(query)).toEqual({ controls: 'play,timeline', speed: '100000', theme: 'dark', panels: 'pseudocode', autoplay: '1', height: 'auto' });
    const state = await page.evaluate(() => document.querySelector('pathlab-embed').state());
    expect(state).toMatchObject({ status: 'found', width: 30 });
    expect(state.step).toBe(state.totalSteps);
    // On a phone the element is as wide as the column and still sized to its content.
    const size = await measure(page);
    const inside = await frameContent(frame);
    expect(size.width).toBeLessThanOrEqual(390);
    expect(size.element).toBe(Math.ceil(inside.content));
    await screenshot(page, 'embed-element-phone-dark');
    expect(errors).toEqual([]);
    await close();
  });

  it('rejects ready, and every call, when the playground cannot start', async () => {
    const context = await browser.newContext();
    await context.route('**/*.wasm', (route) => route.abort());
    const page = await context.newPage();
    writeFileSync(join(hostRoot, 'offline.html'), `<!doctype html><meta charset="utf-8"><title>offline</title><link rel="icon" href="data:,">
<script type="module" src="${embedOrigin}/embed-element.js"></script><pathlab-embed></pathlab-embed>`);
    await page.goto(`${hostOrigin}/offline.html`);
    const outcome = (call) => page.evaluate((c) => customElements.whenDefined('pathlab-embed')
      .then(() => (c ? document.querySelector('pathlab-embed').run() : document.querySelector('pathlab-embed').ready))
      .then(() => 'resolved', (error) => error.message), call);
    expect(await outcome(false)).toMatch(/Pathlab could not start/);
    expect(await outcome(true)).toMatch(/Pathlab could not start/);
    await context.close();
  });
});
