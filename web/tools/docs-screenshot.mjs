// The README's picture of the playground, docs/images/playground.png: the starter map
// searched with A* and stopped part-way, so the open and closed sets show, at 1200 x 800
// in headless Chromium (Debian's /usr/bin/chromium). Then `optipng -o5 -strip all` on it keeps it small.
//   node web/tools/docs-screenshot.mjs [--step N]
import { chromium } from 'playwright-core';
import { fileURLToPath } from 'node:url';
import { startServer } from './serve.mjs';

const OUT = fileURLToPath(new URL('../../docs/images/playground.png', import.meta.url));
const at = process.argv.indexOf('--step');
const step = at > 0 ? Number(process.argv[at + 1]) : 120;

const server = await startServer({ port: 0 });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 }, colorScheme: 'light' });
  await page.goto(`http://127.0.0.1:${server.address().port}/`);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 30_000 });
  await page.evaluate(async (n) => {
    await window.pathlab.run();
    const { totalSteps } = window.pathlab.state();
    await window.pathlab.stepBack(Math.max(0, totalSteps - n));
  }, step);
  await page.waitForTimeout(300); // the board repaints in the next animation frames
  await page.screenshot({ path: OUT });
  console.log(`wrote ${OUT}`);
} finally {
  await browser.close();
  server.close();
}
