// How the built site opens (web/tools/site-build.mjs; docs/performance.md, "Opening the site"):
// a cold load through a phone-like connection needs few requests and fetches none of the parts
// that load when first used; a reload after a first visit works with the server gone (the service
// worker); and no module is bundled twice. What was fetched is read from the server's own log of
// requests, which also sees the workers' requests; which file holds which module comes from
// esbuild's metafile of the build (tests/e2e/site.js).
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../web/tools/serve.mjs';
import { TEST_SITE, TEST_SITE_META } from './site.js';
import { BUILTIN_LESSONS } from '../../web/src/lessons/builtin.js';
import { encodeLesson } from '../../web/src/lessons/format.js';
import { ARTIFACTS, launchBrowser, selectMode } from './support.js';

// The parts of the page that load when first used, by a source file each holds.
const LAZY = {
  'the YAML reader': 'web/src/vendor/yaml/index.js',
  'GIF and video export': 'web/src/export/animation.js',
  'the GIF encoder': 'web/src/vendor/gifenc/gifenc.esm.js',
  'lesson authoring': 'web/src/lessons/author.js',
  'the lesson player': 'web/src/lessons/player.js',
  'Predict': 'web/src/learn/predict.js',
  'Quiz me': 'web/src/learn/quiz.js',
  'Simulate by hand': 'web/src/learn/hand-sim.js',
  'the check card': 'web/src/check/check-session.js',
  'compare mode': 'web/src/modes/compare.js',
  'waypoints mode': 'web/src/modes/waypoints.js',
  'flow field mode': 'web/src/modes/flow-field-mode.js',
  'the trace tools': 'web/src/lib/trace-verdict.js',
  'the Embed dialog': 'web/src/app/embed-dialog.js',
};
// A phone network (docs/performance.md, "Opening the site"): 150 ms round trip, 1.6 Mbit/s down.
const PHONE = { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
const MAX_REQUESTS_BEFORE_READY = 25;

const metafiles = JSON.parse(readFileSync(TEST_SITE_META, 'utf8'));
/** The built files (their names in assets/) that hold a source file. */
function filesHolding(source) {
  return metafiles.flatMap((meta) => Object.entries(meta.outputs))
    .filter(([, output]) => source in output.inputs).map(([file]) => basename(file));
}

let server;
let origin;
let browser;
const served = []; // every request path the server answered, in order
beforeAll(async () => {
  server = await startServer({ port: 0, root: TEST_SITE });
  origin = `http://127.0.0.1:${server.address().port}`;
  server.on('request', (request) => served.push(new URL(request.url, origin).pathname));
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => (server?.listening ? server.close(resolve) : resolve()));
});

describe('the built site', () => {
  it('bundles each module once for each page', () => {
    // A page's files are named after it (playground-…, embed-…); esbuild's own modules of a build
    // (its table of the first load's modules, read by the later parts) are in namespaces ("ns:path").
    const holders = new Map();
    for (const meta of metafiles) {
      for (const [file, output] of Object.entries(meta.outputs)) {
        if (file.endsWith('.map')) continue;
        const page = /^(playground|embed|tutorial)-/.exec(basename(file))?.[1] ?? 'workers';
        for (const input of Object.keys(output.inputs).filter((name) => !/^[a-z-]+:/.test(name))) {
          const key = `${page} ${input}`;
          holders.set(key, [...(holders.get(key) ?? []), basename(file)]);
        }
      }
    }
    expect([...holders].filter(([, files]) => files.length > 1)).toEqual([]);
    for (const source of Object.values(LAZY)) expect(filesHolding(source).length, source).toBeGreaterThan(0);
  });

  it('opens cold on a phone network in few requests, without the parts that load when first used', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE);
    await page.addInitScript(() => { // counts the page's calls that compile the core
      const calls = { compileStreaming: 0, instantiateStreaming: 0 };
      window.wasmCalls = calls;
      for (const name of Object.keys(calls)) {
        const original = WebAssembly[name];
        WebAssembly[name] = (...args) => { calls[name]++; return original.apply(WebAssembly, args); };
      }
    });
    served.length = 0;
    await page.goto(`${origin}/`);
    const state = await page.evaluate(() => window.pathlab.ready.then((api) => api.state()));
    const beforeReady = [...served];
    expect(state).toMatchObject({ width: 40, height: 24, status: 'idle' });
    console.log(`[site] cold playground: ${beforeReady.length} requests before ready`);
    expect(beforeReady.length).toBeLessThanOrEqual(MAX_REQUESTS_BEFORE_READY);
    expect(beforeReady.filter((path) => path.endsWith('.wasm'))).toHaveLength(1);
    // The page's head asked for the core and compiled it as it came; the bundle instantiated that compilation
    // rather than fetching the core itself.
    expect(await page.evaluate(() => window.wasmCalls)).toEqual({ compileStreaming: 1, instantiateStreaming: 0 });
    // A search, then every lazy part is still unfetched: none of them was needed.
    const result = await page.evaluate(() => window.pathlab.run());
    expect(result.status).toBe('found');
    for (const [part, source] of Object.entries(LAZY)) {
      const files = filesHolding(source);
      expect(served.filter((path) => files.includes(basename(path))), part).toEqual([]);
    }
    expect(served.filter((path) => path.endsWith('.wasm'))).toHaveLength(1); // the worker's copy came from the cache
    // Picking Compare fetches its part: the file it is in, as the metafile says.
    await selectMode(page, 'compare');
    const compareFiles = filesHolding(LAZY['compare mode']);
    expect(served.some((path) => compareFiles.includes(basename(path)))).toBe(true);
    // Embed, pressed with the mouse, fetches its dialog's file once and shows the dialog with its snippets.
    const embed = page.getByRole('button', { name: 'Embed', exact: true });
    const embedBox = await embed.boundingBox();
    await page.mouse.click(embedBox.x + embedBox.width / 2, embedBox.y + embedBox.height / 2);
    const dialog = page.getByRole('dialog', { name: 'Embed snippet' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expect.poll(() => page.inputValue('#embed-snippet')).toMatch(/^<iframe src="[^"]*embed\.html/);
    const dialogFiles = filesHolding(LAZY['the Embed dialog']);
    expect(served.filter((path) => dialogFiles.includes(basename(path)))).toHaveLength(1);
    await page.screenshot({ path: `${ARTIFACTS}site-load-embed-dialog.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('fetches Learn by doing when Predict is first pressed, and the lesson player when a lesson link opens', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    served.length = 0;
    await page.goto(`${origin}/`);
    await page.evaluate(() => window.pathlab.ready.then(() => true));
    const fetched = (part) => served.filter((path) => filesHolding(LAZY[part]).includes(basename(path)));
    for (const part of ['Predict', 'Quiz me', 'Simulate by hand', 'the lesson player']) expect(fetched(part), part).toEqual([]);
    // The card's words are there before its activities: Predict pressed with the mouse loads them and turns on.
    const predict = page.getByRole('button', { name: 'Predict the next step' });
    await predict.scrollIntoViewIfNeeded();
    const box = await predict.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => predict.getAttribute('aria-pressed')).toBe('true');
    expect(fetched('Predict')).toHaveLength(1);
    expect(fetched('Quiz me')).toEqual(fetched('Predict')); // one file for the card's activities
    const prompt = page.locator('#predict-prompt');
    await expect.poll(() => prompt.isVisible()).toBe(true);
    expect(await prompt.innerText()).toMatch(/\S/);
    // Its first question, answered by pressing a cell of the board: the page judges it, counts it and shows the step.
    await expect.poll(() => page.evaluate(() => window.pathlab.state().status)).toBe('running');
    expect(await page.evaluate(() => window.pathlab.state().step)).toBe(0);
    await page.evaluate(() => document.getElementById('board').scrollIntoView({ block: 'nearest' }));
    const [x, y] = await page.evaluate(() => window.pathlab.state().start);
    const cell = await page.evaluate(([cx, cy]) => window.pathlab.cellCenter(cx, cy), [x + 1, y]);
    await page.mouse.click(cell.x, cell.y);
    await expect.poll(() => page.evaluate(() => window.pathlab.state().step)).toBe(1);
    const answered = await page.evaluate(() => window.pathlab.prediction());
    expect(answered).toMatchObject({ on: true, asked: 1, last: { cell: [x + 1, y] } });
    expect(await page.locator('#predict-feedback').innerText()).toBe(answered.last.text);
    await page.screenshot({ path: `${ARTIFACTS}site-load-predict.png` });
    // A lesson link opened in the address: the player's file is fetched and the lesson shows.
    expect(fetched('the lesson player')).toEqual([]);
    const lesson = BUILTIN_LESSONS[0];
    await page.evaluate((hash) => { location.hash = hash; }, await encodeLesson(lesson));
    const region = page.getByRole('region', { name: 'Lesson' });
    await expect.poll(() => region.locator('.lesson-title').innerText()).toBe(lesson.title);
    expect(await region.locator('.lesson-counter').innerText()).toBe(`Stop 1 of ${lesson.stops.length}`);
    expect(fetched('the lesson player')).toHaveLength(1);
    await page.screenshot({ path: `${ARTIFACTS}site-load-lesson.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens a lesson link directly in the embed page, and Learn by doing with controls=learn', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    const lesson = BUILTIN_LESSONS[0];
    served.length = 0;
    await page.goto(`${origin}/embed.html?controls=play,learn#${await encodeLesson(lesson)}`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60_000 });
    const region = page.getByRole('region', { name: 'Lesson' });
    expect(await region.locator('.lesson-title').innerText()).toBe(lesson.title);
    const quiz = page.getByRole('button', { name: 'Quiz me' });
    await quiz.scrollIntoViewIfNeeded();
    const box = await quiz.boundingBox();
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expect.poll(() => page.locator('#quiz-question').isVisible()).toBe(true);
    expect(await page.locator('#quiz-choices button').count()).toBeGreaterThan(1);
    const files = filesHolding(LAZY['Quiz me']);
    expect(served.filter((path) => files.includes(basename(path)))).toHaveLength(1);
    await page.screenshot({ path: `${ARTIFACTS}site-load-embed-learn.png`, fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('opens the embed page cold in few requests', async () => {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', PHONE);
    served.length = 0;
    await page.goto(`${origin}/embed.html?controls=play,step,timeline`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 60_000 });
    console.log(`[site] cold embed page: ${served.length} requests before ready`);
    expect(served.length).toBeLessThanOrEqual(MAX_REQUESTS_BEFORE_READY);
    for (const [part, source] of Object.entries(LAZY)) {
      const files = filesHolding(source);
      expect(served.filter((path) => files.includes(basename(path))), part).toEqual([]);
    }
    await context.close();
  });

  it('reloads and searches with the server gone after a first visit', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${origin}/`);
    await page.evaluate(() => window.pathlab.ready.then(() => true)); // not the API itself: Playwright would copy it all
    // The service worker registers after the load and keeps every file of this version.
    await page.evaluate(() => navigator.serviceWorker.ready.then((registration) => registration.active?.state), { timeout: 60_000 });
    await expect.poll(() => page.evaluate(async () => (await caches.keys()).length), { timeout: 60_000 }).toBe(1);
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
    await page.reload();
    const state = await page.evaluate(() => window.pathlab.ready.then((api) => api.state()));
    expect(state).toMatchObject({ width: 40, height: 24 });
    const result = await page.evaluate(() => window.pathlab.run());
    expect(result.status).toBe('found');
    expect(errors).toEqual([]);
    await context.close();
  });
});
