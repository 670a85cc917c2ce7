// One readiness signal for the page's script API: window.pathlab.ready, a
// promise of the API once every part of the page is installed; no method that exists but throws
// until later (lessonState threw "lessons are not installed on this page" after run already worked).
// Every value the page assigns to window.pathlab is caught by a setter installed before the page's
// scripts run, and each of its reading methods is called at that very moment.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, useServedBrowser } from './support.js';

const suite = useServedBrowser();

// Runs in the page before its modules: records each window.pathlab published and what its reading methods did then.
function watchPublications() {
  const READERS = ['state', 'lessons', 'lessonState', 'prediction', 'walkState', 'exportMap', 'explain', 'pseudocode', 'openList'];
  window.published = [];
  let value;
  Object.defineProperty(window, 'pathlab', {
    configurable: true,
    get: () => value,
    set: (api) => {
      value = api;
      const record = { keys: Object.keys(api), hasReady: typeof api.ready?.then === 'function', failures: [] };
      for (const name of READERS) {
        if (typeof api[name] !== 'function') continue;
        try {
          api[name]();
        } catch (error) {
          record.failures.push(`${name}: ${error.message}`);
        }
      }
      window.published.push(record);
    },
  });
}

describe('window.pathlab.ready', () => {
  it('is there from the first value published, resolves to the whole API, and no method throws before it is ready', async () => {
    const context = await suite.browser.newContext({ viewport: { width: 1280, height: 800 } });
    await context.addInitScript(watchPublications);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(`${suite.origin}/`);
    await page.waitForFunction(() => window.pathlab !== undefined);
    // A script that waits on the one signal, then uses the API at once.
    const after = await page.evaluate(async () => {
      const api = await window.pathlab.ready;
      return { same: api === window.pathlab, lessonState: api.lessonState(), lessons: api.lessons().length, prediction: api.prediction().on, status: api.state().status, ready: document.documentElement.dataset.ready };
    });
    expect(after).toEqual({ same: true, lessonState: null, lessons: expect.any(Number), prediction: false, status: expect.any(String), ready: 'true' });
    expect(after.lessons).toBeGreaterThan(0);
    const published = await page.evaluate(() => window.published);
    expect(published.length).toBeGreaterThan(0);
    for (const record of published) {
      expect(record.hasReady).toBe(true);
      expect(record.failures).toEqual([]);
    }
    // The lesson a learner opens with the mouse is what lessonState() reads.
    await page.getByRole('button', { name: 'Start here' }).click();
    await expect.poll(() => page.evaluate(() => window.pathlab.lessonState()?.stop)).toBe(1);
    await page.screenshot({ path: `${ARTIFACTS}script-ready-lesson.png` });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('rejects with the reason when the page cannot start', async () => {
    const context = await suite.browser.newContext();
    await context.route('**/pathlab-core*.wasm', (route) => route.fulfill({ status: 404, body: 'gone' }));
    const broken = await context.newPage();
    await broken.goto(`${suite.origin}/`);
    await broken.waitForFunction(() => window.pathlab !== undefined);
    const outcome = await broken.evaluate(() => window.pathlab.ready.then(() => 'resolved', (error) => `rejected: ${error.message}`));
    expect(outcome).toMatch(/^rejected: /);
    expect(await broken.locator('#error').innerText()).toMatch(/Pathlab could not start/);
    await context.close();
  });

  it('says which browsers run it where WebAssembly SIMD is missing', async () => {
    const context = await suite.browser.newContext();
    // An engine without SIMD validates no module that uses it; this one says so of every module.
    await context.addInitScript(() => { WebAssembly.validate = () => false; });
    const page = await context.newPage();
    await page.goto(`${suite.origin}/`);
    await page.waitForFunction(() => window.pathlab !== undefined);
    const outcome = await page.evaluate(() => window.pathlab.ready.then(() => 'resolved', (error) => `rejected: ${error.message}`));
    expect(outcome).toMatch(/^rejected: This browser cannot run WebAssembly SIMD/);
    const shown = await page.locator('#error').innerText();
    expect(shown).toMatch(/Pathlab could not start: This browser cannot run WebAssembly SIMD, .*Safari 16\.4 or later/);
    await page.screenshot({ path: `${ARTIFACTS}no-simd.png` });
    await context.close();
  });
});
