// npm run dist's folder copied under a sub-path of a static host (/pathlab/, as a
// project page would be): the playground searches (worker and wasm found), its
// links point under that path and reopen there, the example article runs both of
// its embeds, and <pathlab-embed> loaded from there works on another origin's page.
// Every request stays under /pathlab/ and none fails.
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeApiDocs, writeDist } from '../../web/tools/dist.mjs';
import { startServer } from '../../web/tools/serve.mjs';
import { launchBrowser, screenshot } from './support.js';

let site;
let server;
let origin;
let hostServer;
let hostOrigin;
let browser;
let written;

beforeAll(async () => {
  site = mkdtempSync(join(tmpdir(), 'pathlab-site-'));
  await writeDist(join(site, 'pathlab'));
  written = await writeApiDocs(join(site, 'pathlab'));
  server = await startServer({ port: 0, root: site });
  origin = `http://127.0.0.1:${server.address().port}`;
  const hostRoot = mkdtempSync(join(tmpdir(), 'pathlab-site-host-'));
  writeFileSync(join(hostRoot, 'host.html'), `<!doctype html><meta charset="utf-8"><title>host</title><link rel="icon" href="data:,">
<script type="module" src="${origin}/pathlab/embed-element.js"></script>
<pathlab-embed id="a" controls="play"></pathlab-embed>
<pathlab-embed id="b" controls="play"></pathlab-embed>`);
  hostServer = await startServer({ port: 0, root: hostRoot });
  hostOrigin = `http://127.0.0.1:${hostServer.address().port}`;
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
  await new Promise((resolve) => hostServer?.close(resolve));
  if (site) rmSync(site, { recursive: true, force: true });
});

/** A fresh page that records every response of `origin`, failed ones apart. */
async function open(url) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  const requests = [];
  const failed = [];
  const errors = [];
  context.on('response', (response) => { // every page of the context, such as one a link opens
    if (!response.url().startsWith(origin)) return;
    requests.push(new URL(response.url()).pathname);
    if (response.status() >= 400) failed.push(`${response.status()} ${response.url()}`); // a 304 is a cache answering
  });
  page.on('pageerror', (error) => errors.push(String(error)));
  await page.goto(url);
  return { page, requests, failed, errors, close: () => context.close() };
}

describe('npm run dist, served under /pathlab/', () => {
  it('holds the pages, the element, the service worker and hashed bundles, not the sources', async () => {
    for (const file of ['index.html', 'embed.html', 'tutorial.html', 'embed-element.js', 'sw.js']) {
      expect(existsSync(join(site, 'pathlab', file)), file).toBe(true);
    }
    const assets = readdirSync(join(site, 'pathlab/assets'));
    for (const name of ['playground', 'embed', 'search-worker', 'persist-worker', 'gif-worker', 'pathlab-core']) {
      expect(assets.some((file) => new RegExp(`^${name}-[A-Z2-7]{8}\\.(js|wasm)$`).test(file)), name).toBe(true);
    }
    expect(assets.filter((file) => file.endsWith('.js')).every((file) => assets.includes(`${file}.map`))).toBe(true);
    expect(existsSync(join(site, 'pathlab/src'))).toBe(false);
    console.log(`[dist] ${written.files} files, ${(written.bytes / 1024).toFixed(0)} KiB`);
    await expect(writeDist(site)).rejects.toThrow(/was not written by npm run dist/); // never wipes a folder it did not write
  });

  it('the playground searches in its worker and its links reopen under the sub-path', async () => {
    const first = await open(`${origin}/pathlab/`);
    await first.page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await first.page.evaluate(() => window.pathlab.setOptions({ algorithm: 'dijkstra' }));
    const result = await first.page.evaluate(() => window.pathlab.run());
    expect(result.status).toBe('found');
    await first.page.evaluate(() => window.pathlab.stepBack(7));
    const link = await first.page.evaluate(() => window.pathlab.shareUrl());
    expect(link.startsWith(`${origin}/pathlab/#v1.`)).toBe(true);
    const state = await first.page.evaluate(() => window.pathlab.state());
    expect(first.requests.some((path) => /^\/pathlab\/assets\/pathlab-core-[A-Z2-7]{8}\.wasm$/.test(path))).toBe(true);
    expect(first.requests.some((path) => /^\/pathlab\/assets\/search-worker-[A-Z2-7]{8}\.js$/.test(path))).toBe(true);
    expect(first.requests.filter((path) => !path.startsWith('/pathlab/'))).toEqual([]);
    expect(first.failed).toEqual([]);
    expect(first.errors).toEqual([]);
    await first.close();

    const second = await open(link);
    await second.page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    expect(state.step).toBe(state.totalSteps - 7);
    await expect.poll(() => second.page.evaluate(() => window.pathlab.state().step)).toBe(state.step);
    expect(await second.page.evaluate(() => window.pathlab.state())).toEqual(state);
    await screenshot(second.page, 'dist-playground');
    await second.close();
  });

  it('the example article runs both embeds', async () => {
    const { page, failed, errors, close } = await open(`${origin}/pathlab/tutorial.html`);
    for (const frame of page.frames().slice(1)) await frame.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await page.click('#run-both');
    await expect.poll(() => page.textContent('#comparison'), { timeout: 20_000 }).toMatch(/A\* expanded \d+ cells, Dijkstra \d+/);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('<pathlab-embed> from the site works on another origin, two on one page each answering for itself', async () => {
    const { page, failed, errors, close } = await open(`${hostOrigin}/host.html`);
    const states = await page.evaluate(() => customElements.whenDefined('pathlab-embed')
      .then(() => Promise.all([...document.querySelectorAll('pathlab-embed')].map((element) => element.ready))));
    for (const state of states) expect(state).toMatchObject({ width: 40, height: 24, status: 'idle' });
    const [astar, dijkstra] = await page.evaluate(async () => {
      const [a, b] = document.querySelectorAll('pathlab-embed');
      await b.setOptions({ algorithm: 'dijkstra' });
      return Promise.all([a.run(), b.run()]);
    });
    expect(astar.status).toBe('found');
    expect(astar.cost).toBeCloseTo(dijkstra.cost, 9);
    expect(astar.expanded).toBeLessThan(dijkstra.expanded);
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });

  it('the Help links to the documentation and the API reference, built beside the page', async () => {
    const { page, failed, errors, close } = await open(`${origin}/pathlab/`);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await page.getByRole('button', { name: /Help/ }).click();
    const [docs] = await Promise.all([
      page.context().waitForEvent('page'),
      page.getByRole('link', { name: 'Documentation and API reference' }).click(),
    ]);
    await docs.waitForLoadState();
    expect(docs.url()).toBe(`${origin}/pathlab/api/index.html`);
    await expect.poll(() => docs.getByRole('heading', { name: 'Three ways to use it' }).count()).toBe(1);
    // From the README's front page to the library's guide, then to the reference of findPath.
    await docs.getByRole('link', { name: 'The JavaScript library', exact: true }).first().click();
    await docs.waitForURL(/\/pathlab\/api\/documents\/docs_library\.html/);
    expect(await docs.textContent('body')).toContain('prepareQuery');
    await docs.goto(`${origin}/pathlab/api/modules/pathlab.html`);
    await docs.getByRole('link', { name: 'Pathlab', exact: true }).first().click();
    await docs.waitForURL(/\/pathlab\/api\/interfaces\/.*Pathlab\.html/);
    expect(await docs.getByRole('heading', { name: /findPath/ }).count()).toBeGreaterThan(0);
    await screenshot(docs, 'dist-api');
    expect(failed).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});
