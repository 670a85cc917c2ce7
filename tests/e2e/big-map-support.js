// A 4096 x 4096 test map, a recorder of the page's main-thread stalls, and the
// three things a person does with a big map (open it through the file input,
// search it to the end, play it), each measured: for big-map-4096.test.js and
// `npm run bench`'s page section (web/tools/bench-page.mjs).

/**
 * A size x size Moving AI map with about `density` walls from a xorshift32 stream; the corners and `free` cells stay free.
 * @returns {{text: string, cells: Uint8Array}} the .map text and the same map as cell bytes (0x81 wall, 1 free)
 */
export function hugeMap(size, density, seed, free = []) {
  const header = `type octile\nheight ${size}\nwidth ${size}\nmap\n`;
  const bytes = Buffer.alloc(header.length + size * (size + 1));
  bytes.write(header, 'latin1');
  const cells = new Uint8Array(size * size);
  let state = seed;
  let at = header.length;
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      state ^= state << 13; state >>>= 0;
      state ^= state >>> 17;
      state ^= state << 5; state >>>= 0;
      const corner = (x === 0 || x === size - 1) && (y === 0 || y === size - 1);
      const wall = !corner && state % 1000 < density * 1000;
      cells[y * size + x] = wall ? 0x81 : 1;
      bytes[at++] = wall ? 0x40 /* @ */ : 0x2e /* . */;
    }
    bytes[at++] = 0x0a;
  }
  for (const [x, y] of free) {
    cells[y * size + x] = 1;
    bytes[header.length + y * (size + 1) + x] = 0x2e;
  }
  return { text: bytes.toString('latin1'), cells };
}

/**
 * Starts recording in the page, from now on: every requestAnimationFrame timestamp, every long task
 * (PerformanceObserver 'longtask', tasks over 50 ms), when the app last replaced or edited the map,
 * and the last frame in which the page was still searching, repainting its board or moving the replay (a long jump).
 */
export function recordFrames(page) {
  return page.evaluate(() => {
    window.__frames?.stop();
    const { app } = window.pathlab;
    const rec = { times: [], tasks: [], mapAt: null, busyAt: null, running: true };
    const observer = new PerformanceObserver((list) => { for (const e of list.getEntries()) rec.tasks.push([e.startTime, e.duration]); });
    observer.observe({ type: 'longtask' });
    const unsubscribe = app.on('map', () => { rec.mapAt = performance.now(); });
    const tick = (now) => {
      rec.times.push(now);
      if (app.mode === 'searching' || app.renderer.repainting || app.playback.seeking) rec.busyAt = now;
      if (rec.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    rec.stop = () => { rec.running = false; observer.disconnect(); unsubscribe(); };
    window.__frames = rec;
  });
}

/**
 * Stops recording; the longest gap between frames and the longest task since `since` (page clock, ms).
 * @returns {Promise<{longestGap: number, longestTask: number, frames: number, mapAt: number|null, lastFrame: number}>}
 *   lastFrame: the first frame after the last one that was still searching or repainting
 */
export function readFrames(page, since) {
  return page.evaluate((from) => {
    const rec = window.__frames;
    rec.stop();
    const now = performance.now();
    const times = [from, ...rec.times.filter((t) => t >= from), now];
    let longestGap = 0;
    for (let i = 1; i < times.length; i++) longestGap = Math.max(longestGap, times[i] - times[i - 1]);
    const longestTask = Math.max(0, ...rec.tasks.filter(([start]) => start >= from).map(([, duration]) => duration));
    const lastFrame = rec.busyAt === null ? from : (rec.times.find((t) => t > rec.busyAt) ?? now);
    return { longestGap, longestTask, frames: times.length - 2, mapAt: rec.mapAt, lastFrame };
  }, since);
}

const LONG_WAIT = { timeout: 60_000, polling: 50 };
const idle = () => window.pathlab.app.mode !== 'searching' && !window.pathlab.app.renderer.repainting;

/**
 * Opens a .map file through the playground's file input (#share-files), as a person picking it does,
 * and waits until the map is shown and painted.
 * @returns {Promise<object>} readFrames() from the moment the file was picked
 */
export async function openMeasured(page, file, width) {
  await recordFrames(page);
  const began = await page.evaluate(() => performance.now());
  await page.setInputFiles('#share-files', file);
  await page.waitForFunction((w) => window.pathlab.state().width === w, width, LONG_WAIT);
  await page.waitForFunction(idle, null, LONG_WAIT);
  return { began, ...await readFrames(page, began) };
}

/**
 * Picks the algorithm in the options form, clicks "Run to the end" and waits until the result is painted.
 * @returns {Promise<object>} readFrames() from the click, and the page's result
 */
export async function searchMeasured(page, algorithm) {
  await page.waitForFunction(idle, null, LONG_WAIT);
  await recordFrames(page);
  const began = await page.evaluate(() => performance.now());
  await page.selectOption('#option-algorithm', algorithm);
  await page.click('#end');
  await page.waitForFunction(() => window.pathlab.state().status === 'found', null, LONG_WAIT);
  await page.waitForFunction(idle, null, LONG_WAIT);
  const frames = await readFrames(page, began);
  return { began, ...frames, result: await page.evaluate(() => window.pathlab.app.result) };
}

/**
 * Plays the finished search from the start with the Play button, as a person does (Play at the last step
 * goes back to step 0 first), at `speed` steps a second until `steps` are shown, then pauses.
 * @returns {Promise<object>} readFrames() from the click on Play (going back to the start included), and
 *   window.pathlab.state() after the pause
 */
export async function playMeasured(page, steps, speed) {
  await page.waitForFunction(() => window.pathlab.state().mode === 'finished', null, LONG_WAIT);
  await page.evaluate((s) => window.pathlab.app.setSpeed(s), speed);
  await recordFrames(page);
  const began = await page.evaluate(() => performance.now());
  await page.click('#play');
  await page.waitForFunction((n) => window.pathlab.state().step >= n, steps, LONG_WAIT);
  await page.click('#play'); // pause
  const frames = await readFrames(page, began);
  return { began, ...frames, state: await page.evaluate(() => window.pathlab.state()) };
}

/**
 * Compares `samples` pseudo-random cells of the main board (or with `label`, the board of that name: a compare
 * board, "A*"; actMeasured() finds them) with the palette colour their map byte and the replayed search give
 * (an independent reading of the palette, not the renderer's colour table): both the board's pixel buffer and
 * what its canvases hold (read back with getImageData), once the repaint is done.
 * @returns {Promise<object[]>} the first few mismatches (empty: none)
 */
export async function boardMismatches(page, samples, label = null) {
  // A string, so that Vitest's transform leaves the page-side import() alone.
  await page.evaluate("import('/src/render/palette.js').then((palette) => { window.__palette = palette; })");
  await page.evaluate(() => {
    window.__board = (name) => (name === null ? window.pathlab.app.renderer : [...window.__boards].find((b) => b.label === name));
  });
  await page.waitForFunction((name) => !window.__board(name).repainting, label, LONG_WAIT);
  return page.evaluate(([count, name]) => {
    const { CLOSED, CLOSED_LEVELS, OPEN, TERRAIN, WALL } = window.__palette;
    const renderer = window.__board(name);
    const { replay, model } = renderer;
    const wrong = [];
    let seed = 12345;
    for (let k = 0; k < count; k++) {
      seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
      const i = seed % model.cells.length;
      const byte = model.cells[i];
      const cost = byte & 0x0f;
      const state = replay ? replay.state[i] : 0;
      const level = state === 2 ? Math.min(CLOSED_LEVELS - 1, Math.floor((replay.g[i] * (CLOSED_LEVELS - 1)) / replay.maxG)) : 0;
      const expected = byte & 0x80 ? WALL : state === 2 ? CLOSED[cost * CLOSED_LEVELS + level] : state === 1 ? OPEN[cost] : TERRAIN[cost];
      const [x, y] = [i % model.width, Math.floor(i / model.width)];
      const strip = renderer.board.strips.find((s) => y >= s.top && y < s.top + s.rows);
      const shown = new Uint32Array(strip.ctx.getImageData(x, y - strip.top, 1, 1).data.buffer)[0];
      if (renderer.pixels[i] !== expected || shown !== expected) wrong.push({ x, y, state, pixel: renderer.pixels[i], shown, expected });
    }
    return wrong.slice(0, 5);
  }, [samples, label]);
}

/**
 * Moves the timeline with real input, as a person does: `key` pressed on the focused timeline (Home, End,
 * PageUp…), or with `fraction` a click at that fraction of its width; waits until the asked step is shown
 * and the board painted.
 * @returns {Promise<object>} readFrames() from the input, landedMs (when the replay reached the asked step, from
 *   the input), and window.pathlab.state() after it
 */
export async function jumpMeasured(page, { key, fraction }) {
  await page.waitForFunction(idle, null, LONG_WAIT);
  await recordFrames(page);
  const began = await page.evaluate(() => {
    const { playback } = window.pathlab.app; // when the replay last arrived at the asked step
    window.__landed = null;
    playback.addEventListener('stepchange', () => { if (!playback.seeking) window.__landed = performance.now(); });
    return performance.now();
  });
  const timeline = page.locator('#timeline');
  if (key) {
    await timeline.focus();
    await page.keyboard.press(key);
  } else {
    const box = await timeline.boundingBox();
    await page.mouse.click(box.x + box.width * fraction, box.y + box.height / 2);
  }
  const asked = await page.evaluate(() => Number(document.querySelector('#timeline').value));
  await page.waitForFunction((k) => window.pathlab.state().step === k, asked, LONG_WAIT);
  await page.waitForFunction(() => !window.pathlab.app.playback.seeking, null, LONG_WAIT);
  await page.waitForFunction(idle, null, LONG_WAIT);
  const frames = await readFrames(page, began);
  const landed = await page.evaluate(() => window.__landed);
  return { began, asked, ...frames, landedMs: landed - began, state: await page.evaluate(() => window.pathlab.state()) };
}

/**
 * Draws a straight stroke with the mouse from cell `from` to cell `to` ([x, y]) with the Wall tool (or `tool`),
 * as a person drags, then waits `settleMs` (saving starts 0.4 s after the page goes still).
 * @returns {Promise<object>} readFrames() from the press until then
 */
export async function strokeMeasured(page, from, to, { tool = 'wall', settleMs = 1500 } = {}) {
  await page.waitForFunction(idle, null, LONG_WAIT);
  await page.check(`input[name="tool"][value="${tool}"]`);
  const box = await page.locator('#board').boundingBox();
  const [[ax, ay], [bx, by]] = await page.evaluate((ends) => ends
    .map(([x, y]) => window.pathlab.app.renderer.cellToScreen(x + 0.5, y + 0.5)), [from, to]);
  await recordFrames(page);
  const began = await page.evaluate(() => performance.now());
  await page.mouse.move(box.x + ax, box.y + ay);
  await page.mouse.down();
  await page.mouse.move(box.x + bx, box.y + by, { steps: 8 });
  await page.mouse.up();
  await page.waitForTimeout(settleMs);
  return { began, ...await readFrames(page, began) };
}

/**
 * Does `act(page)` (real clicks or keys) with the recorder on, then waits until `done` (a page function) holds and
 * every board on the page (the main one, compare boards) has finished repainting and no search or long jump is
 * under way; `settleMs` more after that (saving starts 0.4 s after the page goes still).
 * @returns {Promise<object>} readFrames() from just before `act`
 */
export async function actMeasured(page, act, done, { settleMs = 0 } = {}) {
  // A string, so that Vitest's transform leaves the page-side import() alone.
  await page.evaluate("import('/src/render/renderer.js').then(({ watchBoards }) => { "
    + 'if (window.__boards) return; window.__boards = new Set(); '
    + "watchBoards((b) => { window.__boards.add(b); b.addEventListener('dispose', () => window.__boards.delete(b)); }); })");
  await page.waitForFunction(allIdle, null, LONG_WAIT);
  await recordFrames(page);
  const began = await page.evaluate(() => performance.now());
  await act(page);
  await page.waitForFunction(done, null, LONG_WAIT);
  await page.waitForFunction(allIdle, null, LONG_WAIT);
  if (settleMs) await page.waitForTimeout(settleMs);
  return { began, ...await readFrames(page, began) };
}

function allIdle() {
  const { app } = window.pathlab;
  return app.mode !== 'searching' && !app.playback.seeking && [...window.__boards].every((b) => !b.repainting && !b.playback?.seeking);
}
