// axe-core's WCAG 2.0, 2.1 and 2.2 rules (levels A and AA) over every state a student reaches
// (docs/accessibility.md): the playground at first load and after a search, each page mode, the
// teaching panels, Predict, Quiz me, Simulate by hand, a lesson, Check my search with a result, an
// assignment, the embed page and <pathlab-embed> (with the map's cursor too), waypoints placed by
// keyboard, the dark theme and a 390 x 844 phone. Each state is
// reached with real clicks and keys where a student would use them; any violation fails the test, and
// the message names the state, the rule and the elements.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { crossWallState, openInContext, selectMode, useServedBrowser } from './support.js';
import { encodeState } from '../../web/src/share/link.js';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];
const PHONE = { width: 390, height: 844 };

const suite = useServedBrowser();

/**
 * Runs axe in `target` (a page or a frame) and returns its violations as short lines, "rule: target (summary)".
 * @returns {Promise<string[]>}
 */
async function audit(target) {
  if (!(await target.evaluate(() => 'axe' in window))) await target.addScriptTag({ content: AXE_SOURCE });
  const violations = await target.evaluate((tags) => window.axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'] })
    .then((r) => r.violations.map((v) => ({ id: v.id, nodes: v.nodes.map((n) => `${n.target.join(' ')} (${n.failureSummary.replace(/\s+/g, ' ').slice(0, 160)})`) }))), WCAG_TAGS);
  return violations.flatMap((v) => v.nodes.map((n) => `${v.id}: ${n}`));
}

/** Collects each state's violations; the test expects none. */
function findings() {
  const found = {};
  return {
    async check(state, target) {
      const lines = await audit(target);
      if (lines.length > 0) found[state] = lines;
    },
    found,
  };
}

/** Fails with every finding spelt out (an assertion's diff would cut the list short). */
function expectNone(found) {
  const text = Object.entries(found).map(([state, lines]) => `${state}:\n  ${lines.join('\n  ')}`).join('\n');
  if (text) throw new Error(`axe-core found violations:\n${text}`);
  expect(found).toEqual({});
}

const ready = (page) => page.evaluate(() => window.pathlab.ready.then(() => true));
const finished = (page) => page.waitForFunction(() => window.pathlab.app.mode === 'finished', null, { timeout: 30_000 });

// A 3 x 1 corridor and a breadth-first trace of it, for Check my search.
const CORRIDOR = 'type octile\nheight 1\nwidth 3\nmap\n...\n';
const CORRIDOR_TRACE = ['algorithm bfs', 'diagonalMovement never', 'expand 0 0 g=0', 'generate 1 0 g=1 parent=0,0',
  'expand 1 0 g=1', 'generate 2 0 g=2 parent=1,0', 'expand 2 0 g=2'].join('\n');

describe('axe-core finds no WCAG 2.2 A or AA violation', () => {
  it('on the desktop playground: first load, a search, the modes, the teaching and learning panels', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    const { check, found } = findings();
    await ready(page);
    await check('first load', page);
    await page.click('#end');
    await finished(page);
    await check('after a search', page);
    await page.click('#predict-toggle');
    await page.waitForFunction(() => window.pathlab.app.learn.predict.state().on);
    await check('Predict', page);
    await page.click('#predict-toggle');
    await page.getByRole('button', { name: 'Quiz me' }).click();
    await page.waitForSelector('#quiz-choices:not([hidden])');
    await check('Quiz me', page);
    await page.getByRole('button', { name: 'Simulate by hand' }).click();
    await page.waitForSelector('.hand-grid button');
    await check('Simulate by hand', page);
    // With numbers on open and closed cells (the model run's), whose text contrast axe measures.
    await page.getByRole('button', { name: 'Play the model run' }).click();
    await page.waitForSelector('.hand-grid .hand-cell.closed');
    await page.waitForSelector('.hand-grid .hand-cell.open');
    await check('Simulate by hand, the model run', page);
    for (const mode of ['waypoints', 'flee', 'chase', 'compare', 'flowfield']) {
      await selectMode(page, mode);
      if (mode === 'compare') await page.waitForSelector('#compare-card:not([aria-busy="true"])', { state: 'attached' }).catch(() => {});
      await page.waitForTimeout(300);
      await check(`mode ${mode}`, page);
      if (mode === 'waypoints') {
        // The map's cursor on, a waypoint added by keyboard (A) two cells above S.
        await page.focus('#board');
        await page.keyboard.press('Enter');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('a');
        await page.waitForFunction(() => window.pathlab.app.modeHost.state().waypoints.some(([x, y]) => x === 7 && y === 9));
        await page.waitForTimeout(300);
        await check('mode waypoints, with the map\'s cursor and a waypoint placed by keyboard', page);
      }
    }
    await selectMode(page, 'grid');
    expect(errors).toEqual([]);
    await close();
    expectNone(found);
  });

  it('in a lesson, Check my search with a result, and an assignment', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    const { check, found } = findings();
    await ready(page);
    await page.evaluate(() => window.pathlab.openLesson('costs'));
    await page.waitForSelector('[role="region"][aria-label="Lesson"]:not([hidden])');
    await check('a lesson', page);
    await page.getByRole('button', { name: /Exit lesson/ }).click();
    await page.evaluate(async (map) => {
      await window.pathlab.loadMap(map);
      window.pathlab.setStart(0, 0);
      window.pathlab.setGoal(2, 0);
      window.pathlab.setOptions({ algorithm: 'bfs', diagonalMovement: 'never' });
    }, CORRIDOR);
    await page.setInputFiles('#check-file', { name: 'bfs.txt', mimeType: 'text/plain', buffer: Buffer.from(CORRIDOR_TRACE) });
    await page.waitForFunction(() => window.pathlab.traceCheck()?.verdict, null, { timeout: 30_000 });
    await check('Check my search with a result', page);
    // The verdict is announced: it sits in a polite live region.
    expect(await page.locator('#check-verdict').getAttribute('aria-live')).toBe('polite');
    expect(await page.textContent('#check-verdict')).toMatch(/bfs\.txt/);
    const assignment = `${suite.origin}/#assignment-v1.04pKmAEgV3JpdGUgQSouClByaW50IHRoZSBsaW5lIGZvcm1hdC5DJC8_AAQDAQQAAAMCAgIgAAYFbmV2ZXI`;
    await page.goto('about:blank');
    await page.goto(assignment);
    await ready(page);
    await page.waitForSelector('#check-assignment:not([hidden])');
    await check('an assignment', page);
    expect(errors).toEqual([]);
    await close();
    expectNone(found);
  });

  it('in the dark theme and on a 390 x 844 phone, at first load and after a search', async () => {
    const { check, found } = findings();
    for (const [name, options] of [['dark', { colorScheme: 'dark' }], ['phone', { viewport: PHONE, hasTouch: true, isMobile: true }], ['dark phone', { viewport: PHONE, colorScheme: 'dark', hasTouch: true, isMobile: true }]]) {
      const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, options);
      await ready(page);
      await check(`${name}: first load`, page);
      await page.click('#end');
      await finished(page);
      await check(`${name}: after a search`, page);
      if (name === 'dark') {
        await page.click('#predict-toggle');
        await check(`${name}: Predict`, page);
      }
      expect(errors).toEqual([]);
      await close();
    }
    expectNone(found);
  });

  it('on the embed page and in <pathlab-embed>, light and dark', async () => {
    const { check, found } = findings();
    const link = await encodeState(crossWallState());
    for (const colorScheme of ['light', 'dark']) {
      const embed = await openInContext(suite.browser, `${suite.origin}/embed.html?panels=code,open,explain#${link}`, { colorScheme, waitFor: 'html[data-ready="true"]' });
      await check(`embed page (${colorScheme})`, embed.page);
      await embed.page.getByRole('button', { name: /Run to the end/ }).first().click();
      await embed.page.waitForTimeout(500);
      await check(`embed page after a search (${colorScheme})`, embed.page);
      // The map's keys: Shift+Tab back from the bar's buttons to the map (its cursor), one move.
      for (let i = 0; i < 8 && !(await embed.page.evaluate(() => document.activeElement?.id === 'board')); i++) await embed.page.keyboard.press('Shift+Tab');
      await embed.page.keyboard.press('ArrowRight');
      expect(await embed.page.evaluate(() => [document.activeElement?.id, window.pathlab.app.renderer.cursor])).toEqual(['board', [3, 3]]);
      await check(`embed page with the map's cursor (${colorScheme})`, embed.page);
      expect(embed.errors).toEqual([]);
      await embed.close();
    }
    const host = await openInContext(suite.browser, `${suite.origin}/`);
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A tutorial</title></head>
<body><main><h1>Searching a maze</h1><p>Press Play and watch A* look for the way.</p>
<script type="module" src="${suite.origin}/embed-element.js"></script>
<pathlab-embed link="${suite.origin}/index.html#${link}"></pathlab-embed></main></body></html>`;
    await host.page.route(`${suite.origin}/tutorial-host.html`, (route) => route.fulfill({ contentType: 'text/html', body: html }));
    await host.page.goto(`${suite.origin}/tutorial-host.html`);
    await host.page.evaluate(() => customElements.whenDefined('pathlab-embed').then(() => document.querySelector('pathlab-embed').ready));
    await check('<pathlab-embed> host page', host.page);
    const frame = host.page.frames().find((f) => f.url().includes('/embed.html'));
    await frame.waitForSelector('html[data-ready="true"]');
    await check('<pathlab-embed> frame', frame);
    // Into the frame with Tab from the host page: its map shows the cursor and takes the keys there too.
    await host.page.keyboard.press('Tab');
    expect(await frame.evaluate(() => document.activeElement?.id)).toBe('board');
    await host.page.keyboard.press('ArrowDown');
    expect(await frame.evaluate(() => window.pathlab.app.renderer.cursor)).toEqual([2, 4]);
    await check('<pathlab-embed> frame with the map\'s cursor', frame);
    await host.close();
    expectNone(found);
  });
});
