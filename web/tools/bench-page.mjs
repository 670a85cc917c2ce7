// The in-browser part of `npm run bench` (bench.mjs calls measurePage()):
// Debian's Chromium, headless, driven by playwright-core against the page
// served by web/tools/serve.mjs.
//  - frames: A* findPath with the JS library on the page's main thread, on the
//    512 x 512 Moving AI maps (evenly spaced scenarios): median, p95 and max
//    per search, against a 16 ms frame;
//  - big: a 2000 x 2000 corner-to-corner search through window.pathlab.run()
//    (the page searches in its Web Worker, which also replays the trace to the
//    shown step); meanwhile, and until the board has been repainted with the
//    result, a requestAnimationFrame loop records the longest gap between
//    frames, i.e. the longest stall, while searching and after the result;
//  - huge: a 4096 x 4096 .map (10% random walls) opened through the file input,
//    searched with A*, JPS and JPS+ (run to the end) and played from the start (Play at the end) 300 steps, as
//    tests/e2e/big-map-4096.test.js does, then a wall stroke drawn with the mouse and
//    A* again, and timeline jumps to the start and back to the end (Home, End): the
//    longest gap between frames and the longest task (PerformanceObserver 'longtask')
//    of each, against a 50 ms target; then, in a fresh page, the other modes as
//    tests/e2e/big-map-4096-modes.test.js drives them: a wall drawn while the first search
//    plays (the map first saved after an edit), Chase (halfway, the game preset, cut off
//    at its cap), Flee, Waypoints, Compare (and playing its boards), and a search
//    replaced while it runs;
//  - transfer: every response index.html loads, gzip-compressed (level 9), summed.
//
// Standalone: `node web/tools/bench-page.mjs [--big | --huge] [--root DIR]` prints the same
// figures (--big: only the 2000 x 2000 search; --huge: only the 4096 x 4096 map; --root:
// serve another copy of web/, e.g. an older commit's, to compare), after `npm run build`.
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './serve.mjs';
import { chromiumArgs } from '../../tests/vitest.config.js';
import { loadPathlab } from '../src/lib/pathlab.js';
import { parseScenarios } from '../src/lib/scenarios.js';
import { actMeasured, hugeMap, jumpMeasured, openMeasured, playMeasured, searchMeasured, strokeMeasured } from '../../tests/e2e/big-map-support.js';

const DATA = fileURLToPath(new URL('../../tests/data/movingai/', import.meta.url));
const MAPS = ['random512-10-0', '8room_000', 'maze512-1-0'];
const SEARCHES_PER_MAP = 200;

export async function measurePage({ port = 8391, bigOnly = false, hugeOnly = false, root } = {}) {
  const server = await startServer({ port, ...(root ? { root } : {}) });
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: chromiumArgs, headless: true });
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    const responses = [];
    page.on('response', (r) => responses.push(r));
    await page.goto(`http://127.0.0.1:${server.address().port}/index.html`, { waitUntil: 'networkidle' });
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 }); // window.pathlab and the page modes
    const transfer = await measureTransfer(responses);
    const frames = {};
    for (const name of bigOnly || hugeOnly ? [] : MAPS) frames[name] = await measureFrames(page, name);
    const big = hugeOnly ? null : await measureBigSearch(page);
    await page.close();
    const huge = bigOnly ? null : await measureHugeMap(browser, `http://127.0.0.1:${server.address().port}/index.html`);
    return { browser: browser.version(), frames, frameLines: frameLines(frames), big, huge, transfer };
  } finally {
    await browser.close();
    await new Promise((resolve) => server.close(resolve));
  }
}

async function measureTransfer(responses) {
  let rawBytes = 0;
  let gzipBytes = 0;
  const files = [];
  for (const r of responses) {
    if (r.status() !== 200) continue;
    const body = await r.body().catch(() => null);
    if (!body) continue;
    const gz = gzipSync(body, { level: 9 }).length;
    rawBytes += body.length;
    gzipBytes += gz;
    files.push({ url: new URL(r.url()).pathname, raw: body.length, gzip: gz });
  }
  files.sort((a, b) => b.gzip - a.gzip);
  return { rawBytes, gzipBytes, files: files.length, largest: files.slice(0, 5) };
}

function evenlySpaced(all, count) {
  const n = Math.min(count, all.length);
  return Array.from({ length: n }, (_, k) => all[Math.floor(((k + 0.5) * all.length) / n)]);
}

async function measureFrames(page, name) {
  const mapText = readFileSync(`${DATA}${name}.map`, 'latin1');
  const pl = await loadPathlab();
  const parsed = parseScenarios(pl, readFileSync(`${DATA}${name}.map.scen`, 'latin1'));
  const queries = evenlySpaced(parsed.scenarios, SEARCHES_PER_MAP).map((s) => [s.start, s.goal]);
  const times = await page.evaluate(async ({ mapText, queries }) => {
    const { loadPathlab } = await import('/src/lib/pathlab.js');
    const pl = await loadPathlab();
    window.benchGrid?.delete();
    const grid = window.benchGrid = pl.Grid.fromMovingAI(mapText);
    const out = [];
    for (const [start, goal] of queries) pl.findPath(grid, { start, goal }); // warm up the JIT and the heap
    for (const [start, goal] of queries) {
      const t0 = performance.now();
      pl.findPath(grid, { start, goal });
      out.push(performance.now() - t0);
    }
    return out;
  }, { mapText, queries });
  const sorted = [...times].sort((a, b) => a - b);
  return {
    searches: times.length,
    medianMs: sorted[Math.floor(sorted.length / 2)],
    p95Ms: sorted[Math.min(sorted.length - 1, Math.floor(0.95 * sorted.length))],
    maxMs: sorted[sorted.length - 1],
    over16Ms: times.filter((t) => t > 16).length,
    ...await compareWithNode(page, pl, mapText, queries),
  };
}

// The same wasm A* passes in Chromium's V8 and in this Node's, taking turns
// (5 rounds): whether a newer V8 narrows the gap to native code that
// `npm run bench` section 1 measures under Node. Whole passes are timed,
// since Chromium coarsens performance.now() to 0.1 ms outside isolated pages.
async function compareWithNode(page, pl, mapText, queries) {
  const grid = pl.Grid.fromMovingAI(mapText);
  const chromium = [];
  const node = [];
  try {
    for (let round = 0; round < 5; round++) {
      chromium.push(await page.evaluate(async (queries) => {
        const { loadPathlab } = await import('/src/lib/pathlab.js');
        const pl = await loadPathlab();
        const t0 = performance.now();
        for (const [start, goal] of queries) pl.findPath(window.benchGrid, { start, goal });
        return performance.now() - t0;
      }, queries));
      const t0 = performance.now();
      for (const [start, goal] of queries) pl.findPath(grid, { start, goal });
      node.push(performance.now() - t0);
    }
  } finally {
    grid.delete();
    await page.evaluate(() => { window.benchGrid.delete(); delete window.benchGrid; });
  }
  const mid = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  return { chromiumPassMs: mid(chromium), nodePassMs: mid(node), chromiumOverNode: mid(chromium) / mid(node) };
}

// A 2000 x 2000 map with 25% walls (the bench's open-list grid), searched corner to corner in the page.
async function measureBigSearch(page) {
  const size = 2000;
  const rows = [];
  let state = 2463534242;
  for (let y = 0; y < size; y++) {
    let row = '';
    for (let x = 0; x < size; x++) {
      state ^= state << 13; state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5; state >>>= 0;
      const corner = (x === 0 && y === 0) || (x === size - 1 && y === size - 1);
      row += !corner && state % 100 < 25 ? '@' : '.';
    }
    rows.push(row);
  }
  const mapText = `type octile\nheight ${size}\nwidth ${size}\nmap\n${rows.join('\n')}\n`;
  const loadMs = await page.evaluate(async (text) => {
    const began = performance.now();
    await window.pathlab.loadMap(text); // parsed in the page's worker
    return performance.now() - began;
  }, mapText);
  return page.evaluate(async (loadMs) => {
    const api = window.pathlab;
    const { renderer } = api.app;
    api.setStart(0, 0);
    api.setGoal(1999, 1999);
    api.setOptions({ algorithm: 'astar' });
    while (renderer.repainting) await new Promise((r) => requestAnimationFrame(() => r())); // the loaded map's first paint
    await new Promise((r) => requestAnimationFrame(() => r()));
    const gaps = []; // [time, gap since the previous frame]
    let frames = 0;
    let running = true;
    let last = performance.now();
    let repaintedAt = null;
    const tick = (now) => {
      gaps.push([now, now - last]);
      last = now;
      frames++;
      if (result && repaintedAt === null && !renderer.repainting) repaintedAt = now;
      if (running) requestAnimationFrame(tick);
    };
    let result = null;
    requestAnimationFrame(tick);
    const t0 = performance.now();
    result = await api.run();
    const resultAt = performance.now();
    while (repaintedAt === null || performance.now() - repaintedAt < 500) await new Promise((r) => setTimeout(r, 50));
    running = false;
    gaps.push([performance.now(), performance.now() - last]);
    const longest = (from, to) => Math.max(0, ...gaps.filter(([at]) => at >= from && at < to).map(([, gap]) => gap));
    const whileSearching = longest(t0, resultAt);
    const afterResult = longest(resultAt, Infinity);
    return { how: 'window.pathlab.run(), search in the page worker', totalMs: resultAt - t0, searchMs: result.micros / 1000,
      longestStallMs: Math.max(whileSearching, afterResult), stallWhileSearchingMs: whileSearching, stallAfterResultMs: afterResult,
      repaintedMs: repaintedAt - resultAt, loadMapMs: loadMs, frames, status: result.status, cost: result.cost, expanded: result.expanded };
  }, loadMs);
}

// The 4096 x 4096 map in a fresh page, as a person uses it: open the file, search it three ways, play it.
const HUGE_SIZE = 4096;
const HUGE_START = [0, 0];
const HUGE_GOAL = [1500, 1100];
async function measureHugeMap(browser, url) {
  const { text } = hugeMap(HUGE_SIZE, 0.1, 2463534242, [HUGE_START, HUGE_GOAL]);
  const file = join(tmpdir(), `pathlab-bench-huge-${process.pid}.map`);
  writeFileSync(file, text);
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  try {
    await page.goto(url);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    const stalls = ({ longestGap, longestTask }) => ({ longestGapMs: longestGap, longestTaskMs: longestTask });
    const opened = await openMeasured(page, file, HUGE_SIZE);
    const open = { shownMs: opened.mapAt - opened.began, paintedMs: opened.lastFrame - opened.began, ...stalls(opened) };
    await page.evaluate(([start, goal]) => { window.pathlab.setStart(...start); window.pathlab.setGoal(...goal); }, [HUGE_START, HUGE_GOAL]);
    const searches = {};
    for (const algorithm of ['astar', 'jps', 'jps-plus']) {
      const run = await searchMeasured(page, algorithm);
      searches[algorithm] = { shownMs: run.lastFrame - run.began, searchMs: run.result.micros / 1000, expanded: run.result.expanded, ...stalls(run) };
    }
    const played = await playMeasured(page, 300, 200);
    const stroke = await strokeMeasured(page, [700, 200], [700, 900]);
    const afterEdit = await searchMeasured(page, 'astar');
    const jumps = {};
    for (const key of ['Home', 'End']) {
      const jump = await jumpMeasured(page, { key });
      jumps[key] = { step: jump.asked, landedMs: jump.landedMs, paintedMs: jump.lastFrame - jump.began, ...stalls(jump) };
    }
    const huge = { mapBytes: text.length, open, searches, play: { steps: played.state.step, ...stalls(played) },
      edit: { stroke: stalls(stroke), search: { shownMs: afterEdit.lastFrame - afterEdit.began, ...stalls(afterEdit) } }, jumps };
    await page.close();
    const modes = await measureHugeModes(browser, url, file);
    return { ...huge, modes, lines: [...hugeMapLines(huge), ...modes.map(({ what, longestGapMs, longestTaskMs }) =>
      `    ${what}: longest frame gap ${longestGapMs.toFixed(0)} ms, longest task ${longestTaskMs.toFixed(0)} ms`)] };
  } finally {
    await page.close();
    rmSync(file, { force: true });
  }
}

// The page's other modes on the same map, in a fresh page, as a person uses them (tests/e2e/big-map-4096-modes.test.js
// drives the same steps and checks their outcomes): [{ what, longestGapMs, longestTaskMs }]
async function measureHugeModes(browser, url, file) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const steps = [];
  const measure = async (what, act, done, how) => {
    const { longestGap, longestTask } = await actMeasured(page, act, done, how);
    steps.push({ what, longestGapMs: longestGap, longestTaskMs: longestTask });
  };
  const selectMode = (id) => (p) => p.click(`#mode-card label:has(input[value="${id}"])`);
  const finished = () => window.pathlab.app.mode === 'finished';
  try {
    await page.goto(url);
    await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
    await page.setInputFiles('#share-files', file);
    await page.waitForFunction((w) => window.pathlab.state().width === w, HUGE_SIZE, { timeout: 60_000 });
    await page.evaluate(([start, goal]) => { window.pathlab.setStart(...start); window.pathlab.setGoal(...goal); }, [HUGE_START, HUGE_GOAL]);
    await page.click('#play'); // at once, before the first save: the map is first saved after the edit below
    await page.waitForFunction(() => window.pathlab.state().mode === 'playing', null, { timeout: 60_000 });
    const stroke = await strokeMeasured(page, [700, 200], [700, 900]);
    steps.push({ what: 'a wall stroke while playing, then the first save of the edited map', longestGapMs: stroke.longestGap, longestTaskMs: stroke.longestTask });
    await measure('Chase: switch, run to the end (stops halfway)', async (p) => { await selectMode('chase')(p); await p.click('#end'); }, finished);
    await measure('Chase: Game preset (Weighted A* 1.75, stops halfway)', (p) => p.click('#chase-preset'), finished);
    await measure('Chase: stop when halfway off (cut off at 8,000 expansions)', (p) => p.click('#chase-halfway'), finished);
    await measure('Flee: switch (searches at once)', selectMode('flee'), finished);
    await measure('Waypoints: switch (graph and searches in the worker)', selectMode('waypoints'), () => /step/.test(document.querySelector('#waypoint-status')?.textContent));
    await measure('Waypoints: Run to the end', (p) => p.click('#end'), () => /path cost|no path/.test(document.querySelector('#waypoint-status').textContent));
    await measure('Compare: switch (A*, Dijkstra, greedy best-first)', selectMode('compare'), () => document.querySelectorAll('#compare-boards canvas').length === 3);
    await measure('Compare: Play the boards from the start for 2 s', async (p) => { await p.click('#compare-first'); await p.click('#compare-play'); await p.waitForTimeout(2000); await p.click('#compare-play'); }, () => true);
    await measure('back to Search (Compare left)', async (p) => { await selectMode('grid')(p); await p.waitForTimeout(500); }, () => true);
    await measure('Search: Dijkstra replaced by A* after 0.4 s', async (p) => {
      await p.selectOption('#option-algorithm', 'dijkstra');
      await p.click('#end');
      await p.waitForTimeout(400);
      await p.selectOption('#option-algorithm', 'astar');
    }, finished);
    return steps;
  } finally {
    await page.close();
  }
}

// The 4096 x 4096 figures, one line each (bench.mjs prints them as they are).
function hugeMapLines(huge) {
  const ms = (v) => `${v.toFixed(0)} ms`;
  const stall = (s) => `longest frame gap ${ms(s.longestGapMs)}, longest task ${ms(s.longestTaskMs)}`;
  const names = { astar: 'A*', jps: 'JPS', 'jps-plus': 'JPS+' };
  return [
    `  4096 x 4096 .map (${(huge.mapBytes / 1e6).toFixed(1)} MB, 10% walls), target: no frame gap over 50 ms`,
    `    opened through the file input: shown ${ms(huge.open.shownMs)}, painted ${ms(huge.open.paintedMs)}; ${stall(huge.open)}`,
    ...Object.entries(huge.searches).map(([id, s]) => `    ${names[id]} run to the end (${s.expanded} expansions, ${ms(s.searchMs)} in the worker): `
      + `shown ${ms(s.shownMs)} after the click; ${stall(s)}`),
    `    Play at the end: back to the start, then ${huge.play.steps} steps at 200 a second: ${stall(huge.play)}`,
    `    a wall stroke with the mouse (700 cells; re-run and saving included): ${stall(huge.edit.stroke)}; `
      + `then A* to the end: shown ${ms(huge.edit.search.shownMs)} after the click; ${stall(huge.edit.search)}`,
    ...Object.entries(huge.jumps).map(([key, j]) => `    timeline ${key} (to step ${j.step}): at the step ${ms(j.landedMs)} after the key, `
      + `painted ${ms(j.paintedMs)}; ${stall(j)}`),
  ];
}

// The main-thread A* figures of each map, one line each (bench.mjs prints them as they are).
function frameLines(frames) {
  return Object.entries(frames).map(([name, f]) => `  ${name}: A* findPath on the main thread, ${f.searches} searches: `
    + `median ${f.medianMs.toFixed(2)} ms, p95 ${f.p95Ms.toFixed(2)} ms, max ${f.maxMs.toFixed(2)} ms (one frame = 16 ms); `
    + `a pass over them in Chromium's V8 ${f.chromiumOverNode.toFixed(2)}x the time in Node's (${process.versions.v8})`);
}

function printPage({ browser, frames, big, huge, transfer }) {
  console.log(`Chromium ${browser}`);
  for (const line of frameLines(frames)) console.log(line);
  if (big) {
    console.log(`  2000 x 2000 corner to corner (${big.how}): run() ${big.totalMs.toFixed(0)} ms (search ${big.searchMs.toFixed(0)} ms), `
      + `longest main-thread stall ${big.longestStallMs.toFixed(1)} ms (${big.stallWhileSearchingMs.toFixed(1)} ms while searching, `
      + `${big.stallAfterResultMs.toFixed(1)} ms after the result), board repainted ${big.repaintedMs.toFixed(0)} ms after the result, `
      + `${big.frames} frames; loadMap of its text ${big.loadMapMs.toFixed(0)} ms`);
  }
  if (huge) for (const line of huge.lines) console.log(line);
  console.log(`  page transfer: ${(transfer.gzipBytes / 1024).toFixed(0)} KiB gzip (${(transfer.rawBytes / 1024).toFixed(0)} KiB raw) in ${transfer.files} files`);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const rootAt = process.argv.indexOf('--root');
  printPage(await measurePage({ port: 0, bigOnly: process.argv.includes('--big'), hugeOnly: process.argv.includes('--huge'),
    root: rootAt > 0 ? process.argv[rootAt + 1] : undefined }));
}
