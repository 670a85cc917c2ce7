// Shared helpers for end-to-end tests of the served pages: serve web/ on a
// free port, launch Debian's Chromium through playwright-core, open a page and
// collect its console errors and uncaught exceptions.
//
//   const session = await openPage('/');            // or '/embed.html?…'
//   await session.page.click('#play');
//   expect(session.errors).toEqual([]);
//   await session.close();                            // closes browser and server
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/tools/serve.mjs';
import { chromiumArgs } from '../vitest.config.js';

export const ARTIFACTS = fileURLToPath(new URL('../artifacts/', import.meta.url));

/** Starts the static server on a free port. Resolves to { server, origin }. */
export async function serve() {
  const server = await startServer({ port: 0 });
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}

/** Launches headless Chromium (/usr/bin/chromium, never a downloaded one). */
export function launchBrowser() {
  return chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: chromiumArgs });
}

/**
 * Serves web/, launches Chromium and opens `path`.
 * @param {string} path URL path, e.g. '/' or '/embed.html'
 * @param {{viewport?: {width: number, height: number}, hasTouch?: boolean, waitFor?: string}} [options]
 *   waitFor: a selector to wait for (default: the page's html[data-ready] flag when path is '/')
 * @returns {Promise<{page, browser, context, origin, errors: string[], close: () => Promise<void>}>}
 */
export async function openPage(path = '/', { viewport = { width: 1280, height: 800 }, hasTouch = false, waitFor } = {}) {
  const { server, origin } = await serve();
  let browser;
  try {
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport, hasTouch, deviceScaleFactor: 1 });
    const page = await context.newPage();
    const errors = [];
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('pageerror', (error) => errors.push(String(error)));
    await page.goto(origin + path);
    const selector = waitFor ?? (path === '/' || path.startsWith('/?') || path.startsWith('/#') ? 'html[data-ready="true"]' : 'body');
    try {
      await page.waitForSelector(selector, { timeout: 30_000 });
    } catch (error) {
      throw new Error(`${path} did not get ready (${selector}); page errors: ${errors.join(' | ') || 'none'}`, { cause: error });
    }
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

/** Saves a screenshot to tests/artifacts/<name>.png and returns its path. */
export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const file = `${ARTIFACTS}${name}.png`;
  await page.screenshot({ path: file });
  return file;
}
