// Section 15 of `npm run bench` (docs/performance.md, "Opening the site"): how fast the published
// site opens on a phone's network, beside PathFinding.js's visual page, in headless Chromium
// (Debian's, through playwright-core, with the tests' switches).
//   npm run bench -- --load-only [--reps N] [--site DIR] [--write-docs]
//
// The site is the built one (npm run dist writes dist/; --site DIR measures another build), served
// by web/tools/serve.mjs as a host would; PathFinding.js's package folder (node_modules/pathfinding)
// by a second server of the same kind, its page opened at visual/index.html. Measured pages:
//   playground      /             ready: window.pathlab.ready resolves (docs/embedding.md, "The scripting API")
//   embed           /embed.html   ready: <html data-ready="true"> (web/src/embed/embed-page.js)
//   PathFinding.js  visual/       ready: the window's load event (it has no other signal)
// Each run opens the page in a fresh browser context (an empty cache: cold), lets it finish what it
// does after ready (its worker, a service worker's caching), then opens it again in the same tab
// (HTTP cache and service worker: warm). The pages take turns within each of --reps runs, and every
// figure is its median over the runs.
//
// The network: Chromium's own emulation (CDP Network.emulateNetworkConditions, as DevTools' throttling):
// 150 ms added before each response's headers, 1.6 Mbit/s down, 750 kbit/s up. Set on the page's CDP
// session, it also covers the page's dedicated workers, which share its throughput (checked on
// Chromium 156: a worker's fetch of 200 kB took as long as the page's, and the two at once took
// twice as long). It does not cover a service worker's own fetches, its pass-through of the page's
// requests included, so each service worker the page starts is attached (Target.setAutoAttach) and
// given the same conditions before it runs; its throughput is its own, not shared with the page.
// Every run checks the result: a request answered by the network faster than the latency was not
// throttled, and is reported.
//
// Requests before ready are counted twice, by the wall clock the server and the browser share: on the
// server, every request received from the navigation's start until the page was ready; in the
// browser, every request of the context (the page, its workers, its service worker) started by then
// and not answered by a cache or by the service worker. A request counts if either side puts it
// before ready: one the browser does not report still counts, and one the browser started just before
// ready but held until one of its six connections to the host was free, so that it reached the server
// after ready, counts too; where the two differ, the section says which requests. Bytes on the wire
// are the server's (each response's bytes written to its socket, headers included, compressed as
// sent); bytes decoded are those responses' bodies as the browser decoded them (a 304 has none).
// /favicon.ico is left out of both: Chromium asks for it itself, after the page, wherever a page
// names no icon (PathFinding.js's does not; ours names a data: URL).
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';
import { median } from './stats.mjs';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const DEFAULT_SITE = join(ROOT, 'dist');
const PATHFINDING_PACKAGE = join(ROOT, 'node_modules/pathfinding');

/** The phone's network: latency in ms, throughputs in bytes per second. */
export const NETWORK = { latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 750e3 / 8 };
/** The targets: cold ready within PathFinding.js's, at most 25 requests before ready, warm ready within 0.5 s. */
export const LOAD_TARGETS = { overPathFinding: 1.0, requests: 25, warmSeconds: 0.5 };
const PAGES = [
  { name: 'playground', server: 'site', path: '/', ready: 'pathlab' },
  { name: 'embed', server: 'site', path: '/embed.html', ready: 'data-ready' },
  { name: 'PathFinding.js', server: 'pathfinding', path: '/visual/index.html', ready: 'load' },
];
const READY_TIMEOUT = 180_000; // the unbundled playground took 9-14 s cold on a busy 2-core machine
const QUIET_MS = 2000; // no request for this long: the page is done (the built site registers its service worker 1 s after load)
const SETTLE_TIMEOUT = 120_000;
const isFavicon = (url) => new URL(url, 'http://x').pathname === '/favicon.ico';
const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/**
 * The built site's folder, absolute; throws, saying what to run, when it or PathFinding.js's page is missing.
 * @param {string} [site]
 */
export function checkSite(site = DEFAULT_SITE) {
  const folder = resolve(site);
  if (!existsSync(join(folder, 'index.html')) || !existsSync(join(folder, 'embed.html'))) {
    throw new Error(`no built site in ${folder} (its index.html and embed.html): run \`npm run dist\` first, or pass --site DIR`);
  }
  if (!existsSync(join(PATHFINDING_PACKAGE, 'visual/index.html'))) {
    throw new Error('node_modules/pathfinding/visual is missing: run `npm install` (PathFinding.js is a dev dependency)');
  }
  return folder;
}

/**
 * Measures every page's cold and warm opening.
 * @param {{site?: string, reps?: number, log?: (text: string) => void}} [options]
 * @returns {Promise<object>} report.load (formatLoad prints it; docs-tables.mjs's renderLoadTable writes it)
 */
export async function measureLoad({ site = DEFAULT_SITE, reps = 3, log = () => {} } = {}) {
  site = checkSite(site);
  // Loaded here, not with bench.mjs: only the sections in Chromium need them.
  const { chromium } = await import('playwright-core');
  const { chromiumArgs } = await import('../../tests/vitest.config.js'); // the tests' switches (launchBrowser() in tests/e2e/support.js)
  const servers = { site: await serveRecorded(site), pathfinding: await serveRecorded(PATHFINDING_PACKAGE) };
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
  const runs = Object.fromEntries(PAGES.map((p) => [p.name, []]));
  const problems = { unthrottled: [], countDifferences: [], notFound: [], pageErrors: [] };
  try {
    for (let rep = 0; rep < reps; rep++) {
      for (const page of PAGES) {
        log(`load: ${page.name}, run ${rep + 1} of ${reps}...\n`);
        runs[page.name].push(await measureRun(browser, servers[page.server], page, `run ${rep + 1}`, problems));
      }
    }
  } finally {
    await browser.close();
    await Promise.all(Object.values(servers).map(({ server }) => new Promise((done) => server.close(done))));
  }
  const summary = (list) => ({
    readySeconds: median(list.map((r) => r.readyMs)) / 1000,
    requests: median(list.map((r) => r.requests)),
    receivedByReady: median(list.map((r) => r.receivedByReady)),
    startedByReady: median(list.map((r) => r.startedByReady)),
    wireBytes: median(list.map((r) => r.wireBytes)),
    decodedBytes: median(list.map((r) => r.decodedBytes)),
  });
  const pages = Object.fromEntries(PAGES.map(({ name, path }) => [name, {
    path, cold: summary(runs[name].map((r) => r.cold)), warm: summary(runs[name].map((r) => r.warm)), runs: runs[name],
  }]));
  // Pathlab's cold ready over PathFinding.js's: the median of the runs' ratios (the pages take turns in a run).
  const overPathFinding = (name) => median(runs[name].map((r, i) => r.cold.readyMs / runs['PathFinding.js'][i].cold.readyMs));
  pages['PathFinding.js'].coldOverPathFinding = 1;
  for (const name of ['playground', 'embed']) {
    const p = pages[name];
    p.coldOverPathFinding = overPathFinding(name);
    p.met = { overPathFinding: p.coldOverPathFinding <= LOAD_TARGETS.overPathFinding, requests: p.cold.requests <= LOAD_TARGETS.requests,
      warm: p.warm.readySeconds <= LOAD_TARGETS.warmSeconds };
  }
  return {
    site, browser: `Chromium ${browser.version()}`, network: NETWORK, targets: LOAD_TARGETS, reps, pages, problems,
    firstColdRequests: Object.fromEntries(PAGES.map(({ name }) => [name, runs[name][0].cold.served])),
  };
}

// One run of a page: cold in a fresh context, then warm in the same tab.
async function measureRun(browser, recorded, { name, path, ready }, run, problems) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    await throttle(context, page, problems);
    await page.addInitScript(watchReady, ready);
    page.on('pageerror', (error) => problems.pageErrors.push(`${name}: ${error.message}`));
    // Every request of the context (the page, its workers, service workers) with the time it was heard of,
    // for those whose timing has no start (a service worker's).
    const requests = new Map();
    const inFlight = new Set();
    context.on('request', (request) => { requests.set(request, Date.now()); inFlight.add(request); });
    for (const done of ['requestfinished', 'requestfailed']) context.on(done, (request) => inFlight.delete(request));
    const url = `http://127.0.0.1:${recorded.server.address().port}${path}`;
    // Each opening is counted once the page has settled, when the browser has reported all its requests.
    const coldOpening = await open(page, url, `${name} cold, ${run}`);
    await settle(page, inFlight, recorded);
    const cold = await account(coldOpening, url, recorded, requests, problems);
    // The same address again in the same tab: a page of the site stays open in between, so a service
    // worker stays attached and throttled (navigating away detaches it, and it would be re-attached
    // only after the next navigation's first requests).
    const warmOpening = await open(page, url, `${name} warm, ${run}`);
    await settle(page, inFlight, recorded);
    const warm = await account(warmOpening, url, recorded, requests, problems);
    return { cold, warm };
  } finally {
    await context.close();
  }
}

/** Chromium's network emulation on the page (and so its dedicated workers) and on every service worker it starts. */
async function throttle(context, page, problems) {
  const session = await context.newCDPSession(page);
  await session.send('Network.emulateNetworkConditions', { offline: false, ...NETWORK });
  // A service worker is a target of its own; playwright-core's CDP sessions reach only pages and frames,
  // so it is attached in the non-flattened mode, its commands sent through this session. It waits
  // paused until the conditions are set.
  session.on('Target.attachedToTarget', ({ sessionId, targetInfo }) => {
    const send = (id, method, params = {}) => session.send('Target.sendMessageToTarget',
      { sessionId, message: JSON.stringify({ id, method, params }) }).catch((error) => problems.unthrottled.push(`${targetInfo.url}: ${error.message}`));
    send(1, 'Network.emulateNetworkConditions', { offline: false, ...NETWORK });
    send(2, 'Runtime.runIfWaitingForDebugger');
  });
  session.on('Target.receivedMessageFromTarget', ({ message }) => {
    const reply = JSON.parse(message);
    if (reply.error) problems.unthrottled.push(`a service worker refused the network conditions: ${reply.error.message}`);
  });
  await session.send('Target.setAutoAttach', { autoAttach: true, waitForDebuggerOnStart: true, flatten: false, filter: [{ type: 'service_worker' }] });
}

// In the page, before its scripts: notes when it is ready, by the page's clock (since the navigation
// started) and the wall clock (which the server's log shares). Runs in the browser.
function watchReady(kind) {
  const mark = () => { window.__loadBenchReady ??= { at: performance.now(), wall: Date.now() }; };
  const fail = (error) => { window.__loadBenchReady ??= { error: String(error?.message ?? error) }; };
  if (kind === 'load') {
    addEventListener('load', mark, { once: true });
  } else if (kind === 'data-ready') {
    new MutationObserver(() => { if (document.documentElement?.dataset.ready === 'true') mark(); })
      .observe(document, { attributes: true, attributeFilter: ['data-ready'], subtree: true });
  } else {
    // window.pathlab is assigned `{ ready }` by the page's first module: hear the assignment, so that
    // the promise is watched from the start rather than found by polling.
    let value;
    Object.defineProperty(window, 'pathlab', {
      configurable: true, enumerable: true, get: () => value,
      set(next) {
        if (value === undefined && next?.ready) next.ready.then(mark, fail);
        value = next;
      },
    });
  }
}

// Opens `url` and waits until the page is ready: { label, from, ready, navigation } (the wall clock when asked; ready's
// time since the navigation started and its wall clock; the navigation's type).
async function open(page, url, label) {
  const from = Date.now();
  await page.goto(url, { waitUntil: 'commit', timeout: READY_TIMEOUT });
  const handle = await page.waitForFunction(() => window.__loadBenchReady, null, { timeout: READY_TIMEOUT, polling: 50 });
  const ready = await handle.jsonValue();
  if (ready.error) throw new Error(`${label}: the page could not start: ${ready.error}`);
  // 'navigate' for both openings (the second one to the same address is not taken as a reload).
  const navigation = await page.evaluate(() => performance.getEntriesByType('navigation')[0]?.type ?? null);
  return { label, from, ready, navigation };
}

// An opening's figures, from the server's log and the browser's requests between its start and ready.
async function account({ label, from, ready, navigation }, url, recorded, requests, problems) {
  const before = (wall) => wall >= from && wall <= ready.wall;

  const origin = new URL(url).origin;
  const browserPaths = [];
  let decodedBytes = 0;
  // Every request since the opening started, until the page settled: the throttling is checked on all
  // of them (a worker's often come after ready), the counts and bytes on those started by ready.
  const since = [...requests].filter(([r, heard]) => r.url().startsWith(origin) && !isFavicon(r.url()) &&
    (r.timing().startTime || heard) >= from);
  for (const [request, heard] of since) {
    const response = await request.response().catch(() => null);
    if (response?.fromServiceWorker()) continue; // answered by the service worker: its own fetch, if any, is counted
    // Bytes received for it (headers and body; 0 from the memory or disk cache).
    const sizes = response ? await request.sizes().catch(() => null) : null;
    if (response && sizes && sizes.responseHeadersSize + sizes.responseBodySize <= 0) continue;
    const waited = request.timing().responseStart;
    if (response && waited >= 0 && waited < 0.9 * NETWORK.latency) {
      problems.unthrottled.push(`${label}: ${new URL(request.url()).pathname} answered in ${waited.toFixed(0)} ms` +
        `${request.serviceWorker() ? ' (a service worker\'s fetch)' : ''}`);
    }
    if (!before(request.timing().startTime || heard)) continue;
    browserPaths.push(request.url().slice(origin.length));
    decodedBytes += response ? await bodyLength(response) : 0;
  }
  // A request counts when either side puts it before ready (the file's header says why).
  const received = recorded.log.filter((e) => before(e.at) && !isFavicon(e.url));
  const late = [];
  for (const [path, more] of surplus(browserPaths, received.map((e) => e.url))) {
    late.push(...recorded.log.filter((e) => e.url === path && e.at > ready.wall).slice(0, more));
  }
  const served = [...received, ...late];
  await Promise.race([Promise.all(served.map((e) => e.done)), sleep(SETTLE_TIMEOUT)]);
  for (const e of served) if (e.status === 404) problems.notFound.push(`${label}: ${e.url}`);
  const unseen = surplus(received.map((e) => e.url), browserPaths);
  if (late.length || unseen.length) {
    problems.countDifferences.push(`${label}: the server received ${received.length} by ready, the browser started ` +
      `${browserPaths.length}${late.length ? `; reached the server after ready: ${late.map((e) => `${e.url} (+${e.at - ready.wall} ms)`).join(', ')}` : ''}` +
      `${unseen.length ? `; not reported by the browser: ${unseen.map(([path, n]) => `${path} (${n})`).join(', ')}` : ''}`);
  }
  const statuses = {};
  for (const e of served) statuses[e.status] = (statuses[e.status] ?? 0) + 1;
  return {
    readyMs: ready.at, requests: served.length, receivedByReady: received.length, startedByReady: browserPaths.length,
    wireBytes: served.reduce((t, e) => t + e.bytes, 0), decodedBytes, statuses, navigation,
    served: served.map((e) => ({ url: e.url, status: e.status, bytes: e.bytes })),
  };
}

// [path, how many more times `list` has it than `other`] for the paths `list` has more often.
function surplus(list, other) {
  const counts = new Map();
  for (const path of list) counts.set(path, (counts.get(path) ?? 0) + 1);
  for (const path of other) if (counts.has(path)) counts.set(path, counts.get(path) - 1);
  return [...counts].filter(([, n]) => n > 0);
}

async function bodyLength(response) {
  try {
    return (await response.body()).length;
  } catch {
    return 0; // a response whose body Chromium no longer holds (a worker that has ended)
  }
}

// Waits until the page has done what it does after ready: no request in flight or received for
// QUIET_MS, and a service worker it registered active (it caches the site while installing).
async function settle(page, inFlight, recorded) {
  const deadline = Date.now() + SETTLE_TIMEOUT;
  const quiet = async () => {
    let since = Date.now();
    while (Date.now() < deadline) {
      await sleep(200);
      const last = recorded.log.at(-1)?.at ?? 0;
      if (inFlight.size > 0 || last > since) since = Date.now();
      else if (Date.now() - since >= QUIET_MS) return;
    }
  };
  await quiet();
  const installing = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker?.getRegistration();
    return Boolean(registration && !registration.active);
  });
  if (installing) {
    await page.evaluate(() => navigator.serviceWorker.ready);
    await quiet();
  }
}

// startServer's http.Server with a log of every request it receives: when it arrived (wall clock),
// its status, and the bytes written to the socket for its response (headers and body, as sent).
async function serveRecorded(root) {
  const server = await startServer({ port: 0, root });
  const log = [];
  // First among the 'request' listeners, so that the socket's count is read before the server writes.
  server.prependListener('request', (request, response) => {
    const socket = request.socket;
    const sentBefore = socket.bytesWritten;
    const entry = { at: Date.now(), url: request.url, status: 0, bytes: 0 };
    entry.done = new Promise((done) => {
      response.once('close', () => {
        Object.assign(entry, { status: response.statusCode, bytes: socket.bytesWritten - sentBefore });
        done();
      });
    });
    log.push(entry);
  });
  return { server, log };
}

/**
 * Section 15 as text: the table and the targets.
 * @param {object} load report.load
 * @param {(title: string, header: string[], rows: Array<Array<string|number>>) => string} table bench.mjs's table
 */
export function formatLoad(load, table) {
  const n = load.network;
  const seconds = (x) => `${x.toFixed(2)} s`;
  const kib = (x) => (x / 1024).toFixed(x < 10 * 1024 ? 1 : 0);
  const rows = Object.entries(load.pages).map(([name, p]) => [name, seconds(p.cold.readySeconds), p.cold.requests, kib(p.cold.wireBytes),
    kib(p.cold.decodedBytes), seconds(p.warm.readySeconds), p.warm.requests, kib(p.warm.wireBytes), `${p.coldOverPathFinding.toFixed(2)}x`]);
  const out = [table(`15. Opening the site (${load.site}) on a phone's network: ${n.latency} ms round trip, ` +
    `${(n.downloadThroughput * 8) / 1e6} Mbit/s down, ${(n.uploadThroughput * 8) / 1e3} kbit/s up (Chromium's emulation); ` +
    `medians of ${load.reps} run${load.reps === 1 ? '' : 's'}, each cold run in a fresh context; requests and KiB up to ready, on the wire as the server sent them`,
  ['page', 'cold ready', 'cold requests', 'cold KiB on the wire', 'cold KiB decoded', 'warm ready', 'warm requests', 'warm KiB on the wire',
    'cold ready / PathFinding.js\'s'], rows)];
  for (const [name, p] of Object.entries(load.pages).filter(([, p]) => p.met)) {
    const met = p.met;
    const verdict = (ok) => (ok ? 'met' : 'short');
    out.push(`${name}: cold ready <= ${load.targets.overPathFinding.toFixed(1)}x PathFinding.js's: ${verdict(met.overPathFinding)} ` +
      `(${p.coldOverPathFinding.toFixed(2)}x); <= ${load.targets.requests} requests before ready: ${verdict(met.requests)} ` +
      `(${p.cold.requests} cold, ${p.warm.requests} warm); warm ready <= ${load.targets.warmSeconds} s: ${verdict(met.warm)} ` +
      `(${seconds(p.warm.readySeconds)})`);
  }
  const { unthrottled, countDifferences, notFound, pageErrors } = load.problems;
  out.push(countDifferences.length === 0 ? 'requests before ready: the server and the browser counted the same in every run'
    : `requests before ready, where the server's count and the browser's differ (counted: either's): ${countDifferences.join('; ')}`);
  out.push(unthrottled.length === 0 ? `throttling: every request answered by the network waited at least the ${n.latency} ms latency ` +
    '(the pages, their workers and service workers)' : `NOT THROTTLED: ${unthrottled.join('; ')}`);
  if (notFound.length) out.push(`NOT FOUND (404): ${notFound.join('; ')}`);
  if (pageErrors.length) out.push(`PAGE ERRORS: ${pageErrors.join('; ')}`);
  return out.join('\n');
}
