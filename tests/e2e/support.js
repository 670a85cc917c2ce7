// Shared helpers for end-to-end tests of the served pages: serve the built site
// (tests/e2e/site.js) or the sources in web/ on a free port, launch Debian's
// Chromium through playwright-core, open a page and collect its console errors
// and uncaught exceptions.
//
//   const session = await openPage('/');            // or '/embed.html?…'
//   await session.page.click('#play');
//   expect(session.errors).toEqual([]);
//   await session.close();                            // closes its context and the server
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { loadPathlab } from 'pathlab';
import { startServer } from '../../web/tools/serve.mjs';
import { chromiumArgs } from '../vitest.config.js';
import { TEST_SITE } from './site.js';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/**
 * Starts the static server on a free port: the built site, what a visitor gets, or with `sources` the
 * sources in web/ (for tests that read a module's state from inside the page with import('/src/…')).
 * Resolves to { server, origin }.
 */
export async function serve({ sources = false } = {}) {
  const server = await startServer({ port: 0, ...(sources ? {} : { root: TEST_SITE }) });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/**
 * For a test file: serves the built site (or with `options.sources` the sources) and launches Chromium
 * before its tests, closes both after. With `path` (say '/'), it also opens that page once for the whole
 * file (openInContext, which takes the other `options`) and loads the library in Node, for checks against it.
 * @param {string | null} [path]
 * @returns {{origin: string, browser: import('playwright-core').Browser, page?, session?, pl?}}
 *   filled in by beforeAll; session is openInContext's { page, context, errors, close }
 */
export function useServedBrowser(path = null, { sources = false, ...options } = {}) {
  const suite = {};
  beforeAll(async () => {
    Object.assign(suite, await serve({ sources }));
    suite.browser = await launchBrowser();
    if (path === null) return;
    suite.pl = await loadPathlab();
    suite.session = await openInContext(suite.browser, suite.origin + path, options);
    suite.page = suite.session.page;
  });
  afterAll(async () => {
    await suite.browser?.close();
    await new Promise((resolve) => (suite.server ? suite.server.close(resolve) : resolve()));
  });
  return suite;
}

/**
 * Serves the built site and, on another port (so another origin), `hostRoot`: a host page's site.
 * @returns {Promise<{embedOrigin: string, hostOrigin: string, close: () => Promise<void>}>}
 */
export async function serveTwoOrigins(hostRoot) {
  const embedSide = await serve();
  const hostServer = await startServer({ port: 0, root: hostRoot });
  return {
    embedOrigin: embedSide.origin,
    hostOrigin: `http://127.0.0.1:${hostServer.address().port}`,
    close: () => Promise.all([embedSide.server, hostServer].map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}

/**
 * For a test file about embedding: before its tests, serves the built site and, on another port
 * (so another origin), the folder makeHostRoot() returns (a host page's site), and
 * launches Chromium; closes all after.
 * @param {() => string} makeHostRoot
 * @returns {{embedOrigin: string, hostOrigin: string, browser: import('playwright-core').Browser}} filled in by beforeAll
 */
export function useTwoOriginsBrowser(makeHostRoot) {
  const suite = {};
  let servers;
  beforeAll(async () => {
    servers = await serveTwoOrigins(makeHostRoot());
    Object.assign(suite, { embedOrigin: servers.embedOrigin, hostOrigin: servers.hostOrigin, browser: await launchBrowser() });
  });
  afterAll(async () => {
    await suite.browser?.close();
    await servers?.close();
  });
  return suite;
}

/** A 30 x 20 state: a wall along row 10 from x = 5 to 24, one down column 15 with a gap at y = 15; S (2, 3), G (27, 17). */
export function crossWallState() {
  const width = 30;
  const height = 20;
  const cells = new Uint8Array(width * height).fill(1);
  for (let x = 5; x < 25; x++) cells[10 * width + x] = 0x81;
  for (let y = 2; y < 18; y++) if (y !== 15) cells[y * width + 15] = 0x81;
  return { width, height, cells, start: [2, 3], goal: [27, 17], options: { algorithm: 'astar' }, step: null, view: null };
}

// One headless Chromium (/usr/bin/chromium, never a downloaded one) for all the files a Vitest worker
// runs, one after another (the page projects keep their worker's modules: isolate: false). A launch
// cost about a second of CPU for each file; each test's context is fresh either way.
let sharedBrowser = null;

/**
 * A browser for a test file: the worker's Chromium, launched on first use or again after it went
 * away. Its close() closes the contexts opened through it and leaves Chromium to the next file.
 * @returns {Promise<import('playwright-core').Browser>}
 */
export async function launchBrowser() {
  if (!sharedBrowser || !(await sharedBrowser.catch(() => null))?.isConnected()) {
    sharedBrowser = chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  }
  const browser = await sharedBrowser;
  const contexts = new Set();
  const newContext = async (options) => {
    const context = await browser.newContext(options);
    contexts.add(context);
    context.on('close', () => contexts.delete(context));
    return context;
  };
  const newPage = async (options) => (await newContext(options)).newPage();
  const close = () => Promise.all([...contexts].map((context) => context.close().catch(() => {})));
  return new Proxy(browser, {
    get(target, name) {
      if (name === 'newContext') return newContext;
      if (name === 'newPage') return newPage;
      if (name === 'close') return close;
      const value = Reflect.get(target, name, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const PLAYGROUND_READY = 'html[data-ready="true"]';

/**
 * Opens `url` in a fresh context of `browser` (no shared storage or history),
 * collecting console errors and uncaught exceptions, and waits until it is ready.
 * @param {{waitFor?: string, viewport?: {width: number, height: number}}} [options]
 *   waitFor: a selector to wait for (default: the playground's html[data-ready]
 *   flag when the path is '/', '/?…' or '/#…', else body); the other options go
 *   to browser.newContext (viewport 1280 x 800 and deviceScaleFactor 1 unless given)
 * @returns {Promise<{page, context, errors: string[], close: () => Promise<void>}>} close closes the context
 */
export async function openInContext(browser, url, { waitFor, viewport = { width: 1280, height: 800 }, ...contextOptions } = {}) {
  // Service workers blocked: the built site's would cache every file of the site in each context
  // (tests/e2e/site-load.test.js tests it).
  const context = await browser.newContext({ viewport, deviceScaleFactor: 1, serviceWorkers: 'block', ...contextOptions });
  const page = await context.newPage();
  const errors = [];
  page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  const path = new URL(url).pathname;
  const selector = waitFor ?? (path === '/' ? PLAYGROUND_READY : 'body');
  try {
    await page.waitForSelector(selector, { timeout: 30_000 });
  } catch (error) {
    throw new Error(`${url} did not get ready (${selector}); page errors: ${errors.join(' | ') || 'none'}`, { cause: error });
  }
  return { page, context, errors, close: () => context.close() };
}

/**
 * Serves the built site (or with `sources` the sources) and opens `path` in the worker's Chromium.
 * @param {string} path URL path, e.g. '/' or '/embed.html'
 * @param {{viewport?: {width: number, height: number}, hasTouch?: boolean, waitFor?: string, sources?: boolean}} [options]
 *   as openInContext
 * @returns {Promise<{page, browser, context, origin, errors: string[], close: () => Promise<void>}>}
 *   close closes its context and the server
 */
export async function openPage(path = '/', { viewport, hasTouch = false, waitFor, sources = false } = {}) {
  const { server, origin } = await serve({ sources });
  let browser;
  try {
    browser = await launchBrowser();
    const { page, context, errors } = await openInContext(browser, origin + path, { viewport, hasTouch, waitFor });
    const close = async () => {
      await browser.close();
      await new Promise((resolve) => server.close(resolve));
    };
    return { page, browser, context, origin, errors, close };
  } catch (error) {
    await browser?.close();
    server.close();
    throw error;
  }
}

/** Page coordinates of the centre of cell [x, y] on the playground's board canvas. */
export function cellCenter(page, [x, y]) {
  return page.evaluate(([cx, cy]) => {
    const { renderer } = window.pathlab.app;
    const rect = renderer.canvas.getBoundingClientRect();
    const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5);
    return [rect.left + sx, rect.top + sy];
  }, [x, y]);
}

/** A real mouse drag on the board from cell `from` to cell `to`. */
export async function drag(page, from, to, { button = 'left', steps = 12 } = {}) {
  const [ax, ay] = await cellCenter(page, from);
  const [bx, by] = await cellCenter(page, to);
  await page.mouse.move(ax, ay);
  await page.mouse.down({ button });
  await page.mouse.move(bx, by, { steps });
  await page.mouse.up({ button });
}

/**
 * Waits until page mode `id` is on: a mode's module loads when it is first picked (web/src/modes/modes.js),
 * and the body names the mode once it has entered.
 */
export async function modeOn(page, id) {
  await page.waitForSelector(`body[data-page-mode="${id}"]`, { state: 'attached' });
}

/** Picks a page mode with a real click on the mode card and waits until it is on. */
export async function selectMode(page, id) {
  await page.click(`#mode-card label:has(input[value="${id}"])`);
  await modeOn(page, id);
}

/**
 * Waits until Compare's boards show a finished comparison: its section is no longer aria-busy (a
 * comparison runs when the mode opens and again at each Compare; the boards of one still running are
 * replaced when it ends).
 */
export async function comparisonShown(page, timeout = 30_000) {
  await page.locator('#compare[aria-busy="false"]').waitFor({ timeout });
}

/** Saves a screenshot to tests/artifacts/<name>.png and returns its path. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = `${ARTIFACTS}${name}.png`;
  await page.screenshot({ path: file });
  return file;
}

/** The page's map as rows[y][x]: 1 wall, else the terrain cost (0 meaning 1), read from its own .map export with `pl`. */
export async function pageMatrix(page, pl) {
  const grid = pl.Grid.fromMovingAI(await page.evaluate(() => window.pathlab.exportMap()));
  const rows = grid.toMatrix();
  grid.delete();
  return rows;
}

/**
 * One playground page for the tests of a file that need the same kind of page (`path`, a playground
 * page, and the same context options), instead of a fresh context for each: a fresh page loads and
 * runs its modules and the wasm core again, while putting it back takes a fraction of that. Call the returned function at
 * the start of each test: the first call opens `path` in a fresh context (openInContext); each later
 * call puts the page back where it first opened, with the page's own controls: the address Copy link
 * wrote into the same document written back, playback paused at the first speed, the teaching views
 * as they first were, breakpoints cleared, then a click on New map (the starter map, default options,
 * grid mode, fitted view), any input a test changed set back as a user sets it, each card it opened
 * or folded clicked back. Then it checks that the page got there: the same document, state, share
 * link, every input, select and open panel, and all the text it shows, as when it first opened (New
 * map's own note aside); if anything differs, a fresh context is opened instead. So a test run alone
 * (-t) or in any order gets the same page as in the file. Only for tests that do not depend on a
 * fresh context (storage, a first visit, a saved drawing, permissions): those keep openInContext.
 * SHARED_DEBUG=1 prints what differed when a fresh context was needed.
 * @param {() => {browser: import('playwright-core').Browser, origin: string}} where read at the first call
 * @returns {() => Promise<{page, context, errors: string[], close: () => Promise<void>, fresh: boolean}>}
 *   errors: this test's console errors and uncaught exceptions; close() leaves the page for the next test
 *   (closed after the file); fresh: whether this call opened the page
 */
export function sharedPlayground(where, path = '/', options = {}) {
  let session = null;
  let first = null;
  const open = async () => {
    await session?.close();
    const { browser, origin } = where();
    session = await openInContext(browser, origin + path, options);
    first = await playgroundSnapshot(session.page);
  };
  afterAll(() => session?.close());
  return async () => {
    let fresh = !session;
    if (fresh) await open();
    else if (!(await putBack(session.page, first))) {
      if (process.env.SHARED_DEBUG) {
        const now = JSON.parse(await playgroundSnapshot(session.page).catch(() => '{}'));
        const was = JSON.parse(first);
        for (const key of Object.keys(was)) {
          if (JSON.stringify(now[key]) === JSON.stringify(was[key])) continue;
          if (key === 'text') {
            const a = was.text.split('\n');
            const b = now.text?.split('\n') ?? [];
            console.log('[shared page] text', JSON.stringify([a.filter((l) => !b.includes(l)), b.filter((l) => !a.includes(l))]));
          } else if (Array.isArray(was[key])) console.log('[shared page]', key, was[key].filter((v, i) => v !== now[key]?.[i]), now[key]?.filter((v, i) => v !== was[key][i]));
          else console.log('[shared page]', key, JSON.stringify(was[key]), JSON.stringify(now[key]));
        }
      }
      await open();
      fresh = true;
    }
    session.errors.length = 0;
    return { page: session.page, context: session.context, errors: session.errors, close: async () => {}, fresh };
  };
}

// What a test could see of the page between two tests: the app's state and link, the teaching views, every control's value, open
// panels and dialogs, and all the text it shows.
function playgroundSnapshot(page) {
  return page.evaluate(async () => {
    const { app } = window.pathlab;
    const controls = [...document.querySelectorAll('input, select, textarea')]
      .map((e) => `${e.id || e.name || e.getAttribute('aria-label') || e.type}=${e.type === 'checkbox' || e.type === 'radio' ? e.checked : e.value}`);
    const open = [...document.querySelectorAll('details[open], dialog[open], [hidden]')].filter((e) => e.id !== 'undo-new-map')
      .map((e) => `${e.tagName}#${e.id}.${e.className}:${e.hidden}`);
    return JSON.stringify({
      document: performance.timeOrigin, url: location.href, state: window.pathlab.state(), link: await window.pathlab.shareUrl(), teach: app.teaching?.state() ?? null,
      breakpoints: app.teaching?.breakpoints.any ?? false, speed: app.speed, error: document.getElementById('error')?.hidden,
      controls, details: [...document.querySelectorAll('details')].map((e) => e.open), open, scroll: [scrollX, scrollY], viewport: [innerWidth, innerHeight],
      // All the page says, but for New map's note.
      text: document.body.innerText.replace(document.getElementById('save-notes')?.innerText ?? '', '').replace(/\n+/g, '\n'),
    });
  });
}

// Puts a shared playground page back as `first` (its snapshot) shows it, through its own controls; false when it is not back.
async function putBack(page, first) {
  try {
    const { teach, controls, speed, details, url, document: opened } = JSON.parse(first);
    await page.keyboard.press('Escape'); // a menu or dialog left open
    await page.evaluate(([views, stepsPerSecond, address, openedAt]) => {
      const { app } = window.pathlab;
      // Copy link writes its link into the address bar (history.replaceState, no navigation): the same document, so written back.
      if (performance.timeOrigin === openedAt && location.href !== address) history.replaceState(null, '', address);
      if (app.mode === 'playing') app.pause();
      if (app.speed !== stepsPerSecond) app.setSpeed(stepsPerSecond);
      if (views) app.teaching.apply(views);
      app.teaching?.breakpoints.clear();
    }, [teach, speed, url, opened]);
    await page.locator('#new-map').click({ timeout: 5_000 });
    // Any control a test changed goes back to its first value as a user sets it: the value, then input and change events.
    await page.evaluate((values) => {
      const elements = [...document.querySelectorAll('input, select, textarea')];
      if (elements.length !== values.length) return;
      elements.forEach((e, i) => {
        const value = values[i].slice(values[i].lastIndexOf('=') + 1);
        const box = e.type === 'checkbox' || e.type === 'radio';
        if (box ? String(e.checked) === value : e.value === value) return;
        if (box) e.checked = value === 'true';
        else e.value = value;
        e.dispatchEvent(new Event('input', { bubbles: true }));
        e.dispatchEvent(new Event('change', { bubbles: true }));
      });
    }, controls);
    await page.evaluate((opened) => { // a card a test opened or folded, by its summary
      const cards = [...document.querySelectorAll('details')];
      if (cards.length === opened.length) cards.forEach((card, i) => { if (card.open !== opened[i]) card.querySelector('summary')?.click(); });
    }, details);
    await page.mouse.move(0, 0);
    await page.evaluate(() => { document.activeElement?.blur(); scrollTo(0, 0); });
    await page.locator('html[data-ready="true"]').waitFor({ timeout: 5_000 });
    for (let i = 0; i < 20; i++) { // New map's search and redraw settle within a few frames
      if ((await playgroundSnapshot(page)) === first) return true;
      await page.waitForTimeout(50);
    }
    return false;
  } catch {
    return false;
  }
}
