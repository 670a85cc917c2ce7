// The page mode in share links, in real Chromium: set up waypoints (real clicks)
// and a flee threat (a real drag), copy the link, open it in a fresh page and in
// embed.html, and compare the whole state, the mode's settings and its results.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { craftLink } from '../unit/support.js';
import { cellCenter, drag, launchBrowser, openInContext, screenshot, serve, selectMode } from './support.js';

let server;
let origin;
let browser;
let first; // the page where the state is made

beforeAll(async () => {
  ({ server, origin } = await serve({ sources: true })); // FULL_STATE reads waypoints mode's results: import('/src/modes/waypoints.js')
  browser = await launchBrowser();
  first = await freshPage('/');
});
afterAll(async () => {
  await browser?.close();
  await new Promise((resolve) => server?.close(resolve));
});

/** Opens `path` (the playground or embed.html) in a fresh browser context and waits until it is ready. */
const freshPage = (path, { viewport } = {}) =>
  openInContext(browser, origin + path, { viewport, waitFor: 'html[data-ready="true"]' });

// Everything a link should restore: the app's state (mode included), the scripting API's view, the mode's results.
// A string, so that Vitest's transform leaves the page-side import() alone.
// Times (micros) differ from run to run; everything else must match.
const FULL_STATE = `(async () => {
  const untimed = (r) => r && { ...r, micros: 'timed' };
  const s = window.pathlab.app.getState();
  const waypoints = await (await import('/src/modes/waypoints.js')).waypointMode.snapshot();
  return {
    app: { ...s, cells: Array.from(s.cells), options: { ...s.options, maxExpansions: String(s.options.maxExpansions) } },
    api: window.pathlab.state(),
    result: untimed(window.pathlab.app.result),
    waypoints: waypoints && { points: waypoints.points, links: waypoints.links,
      results: { astar: untimed(waypoints.results.astar), dijkstra: untimed(waypoints.results.dijkstra) } },
    modeControls: document.querySelector('#mode-controls').childElementCount,
  };
})()`;
const fullState = (page) => page.evaluate(FULL_STATE);

async function copyLink(page) {
  await page.$eval('#share-link', (input) => { input.value = ''; }); // not the previous link
  await page.click('#copy-link');
  await page.waitForSelector('#share-dialog[open]'); // opened once the link is made and offered to the clipboard
  const link = await page.inputValue('#share-link');
  await page.keyboard.press('Escape');
  return link;
}

const finished = (page) => page.waitForFunction(() => window.pathlab.app.mode === 'finished');

describe('page modes in share links', () => {
  let waypointLink;

  it('a waypoint setup made with clicks reopens in a fresh page', async () => {
    const { page } = first;
    await selectMode(page, 'waypoints');
    await page.click('#waypoint-clear');
    // The starter map: a wall at x = 20 (gap at y = 17) between S (7, 11) and G (33, 11).
    for (const cell of [[10, 17], [20, 17], [28, 17], [12, 5]]) {
      const [px, py] = await cellCenter(page, cell);
      await page.mouse.click(px, py);
    }
    await page.selectOption('#waypoint-algorithm', 'dijkstra');
    const made = await fullState(page);
    expect(made.app.mode).toEqual({ id: 'waypoints', waypoints: [[10, 17], [20, 17], [28, 17], [12, 5]], algorithm: 'dijkstra' });
    expect(made.waypoints.results.dijkstra.status).toBe('found');

    waypointLink = await copyLink(page);
    const opened = await freshPage(waypointLink.slice(origin.length));
    const reopened = await fullState(opened.page);
    expect(reopened).toEqual(made);
    expect(await opened.page.inputValue('#waypoint-algorithm')).toBe('dijkstra');
    expect(await opened.page.isChecked('#mode-card input[value="waypoints"]')).toBe(true);
    expect(await opened.page.isHidden('#error')).toBe(true);
    await screenshot(opened.page, 'share-modes-waypoints-reopened');
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('a flee threat dragged into place, with its safe distance and step, reopens in a fresh page', async () => {
    const { page } = first;
    await selectMode(page, 'flee');
    await page.$eval('#flee-distance', (input) => { input.value = '9.5'; input.dispatchEvent(new Event('input')); });
    await finished(page);
    // Drag the threat (where G was) next to S, with real pointer events.
    await drag(page, [33, 11], [12, 12]);
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished' && window.pathlab.app.model.goal[0] === 12);
    await page.click('#back'); // step back twice: the step travels with the link too
    await page.click('#back');
    const made = await fullState(page);
    expect(made.app.mode).toEqual({ id: 'flee', minDistance: 9.5 });
    expect(made.app.goal).toEqual([12, 12]);
    expect(made.api.step).toBe(made.api.totalSteps - 2);
    expect(made.result.status).toBe('found');

    const link = await copyLink(page);
    const opened = await freshPage(link.slice(origin.length));
    const reopened = await fullState(opened.page);
    expect(reopened).toEqual(made);
    expect(await opened.page.textContent('#flee-distance-value')).toBe('9.5');
    await screenshot(opened.page, 'share-modes-flee-reopened');
    expect(opened.errors).toEqual([]);
    await opened.close();
  });

  it('chase and compare settings reopen too', async () => {
    const { page } = first;
    await selectMode(page, 'chase');
    await page.uncheck('#chase-halfway');
    let opened = await freshPage((await copyLink(page)).slice(origin.length));
    expect((await fullState(opened.page)).app.mode).toEqual({ id: 'chase', stopWhenHalfway: false });
    expect(await opened.page.isChecked('#chase-halfway')).toBe(false);
    await opened.close();

    await selectMode(page, 'compare');
    await page.click('#mode-controls label:has(input[value="greedy"])'); // off
    await page.click('#mode-controls label:has(input[value="bfs"])'); // on
    await page.click('#compare-run');
    await page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas[data-algorithm="bfs"]').length === 1);
    opened = await freshPage((await copyLink(page)).slice(origin.length));
    expect((await fullState(opened.page)).app.mode).toEqual({ id: 'compare', algorithms: ['astar', 'dijkstra', 'bfs'] });
    await opened.page.waitForFunction(() => document.querySelectorAll('#compare-boards canvas').length === 3);
    await opened.close();
    await selectMode(page, 'grid');
  });

  it('embed.html opens the waypoint demo from the same link', async () => {
    const fragment = waypointLink.slice(waypointLink.indexOf('#'));
    const embed = await freshPage(`/embed.html?readonly=1${fragment}`, { viewport: { width: 640, height: 480 } });
    const shown = await fullState(embed.page);
    expect(shown.app.mode).toEqual({ id: 'waypoints', waypoints: [[10, 17], [20, 17], [28, 17], [12, 5]], algorithm: 'dijkstra' });
    expect(shown.waypoints.results.dijkstra.status).toBe('found');
    expect(shown.modeControls).toBeGreaterThan(0);
    // Read-only: a click on the map places no waypoint.
    const [px, py] = await cellCenter(embed.page, [5, 20]);
    await embed.page.mouse.click(px, py);
    expect((await fullState(embed.page)).waypoints.points).toHaveLength(4);
    await embed.page.click('#end'); // the page's playback controls step the waypoint search
    await screenshot(embed.page, 'share-modes-embed-waypoints');
    expect(await embed.page.isHidden('#error')).toBe(true);
    expect(embed.errors).toEqual([]);
    await embed.close();
  });

  it('a link with a hostile mode section is refused in the alert and changes nothing', async () => {
    const { page } = first;
    const before = await fullState(page);
    await page.evaluate((hash) => { location.hash = hash; }, wallWaypointLink());
    await expect.poll(() => page.textContent('#error')).toMatch(/could not be opened: .*waypoint 1 at \(1, 0\) is on a wall.*Nothing on the page was changed/);
    expect(await fullState(page)).toEqual(before);
    expect(first.errors).toEqual([]);
  });
});

// A 4 x 2 map with a wall at (1, 0) and, by hand, a waypoint mode with a waypoint on that wall.
function wallWaypointLink() {
  const sections = [[1, [0, 0, 3, 0]], [2, [0b10]], [66, [...new TextEncoder().encode('waypoints')]], [67, [1, 1, 0]],
    [68, [...new TextEncoder().encode('astar')]]];
  return craftLink({ width: 4, height: 2, sections });
}
