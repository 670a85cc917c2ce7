// Running a game map's scenarios (8room_000: 2,140 of them): filter by bucket,
// Previous / Next, and Run all in a worker with progress, a summary checked against
// the file's own listed optimal lengths, and a Stop button. Files picked through the
// page's file input, buttons clicked with the mouse.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MOVINGAI_DIR, movingAIText } from '../movingai-data.js';
import { openPage, screenshot } from './support.js';

const SCEN = movingAIText('8room_000.map.scen').trim().split('\n').slice(1).map((line) => line.trim().split(/\s+/));
let session;
let page;
beforeAll(async () => {
  session = await openPage('/', { viewport: { width: 1400, height: 900 } });
  page = session.page;
  await page.setInputFiles('#share-files', [`${MOVINGAI_DIR}8room_000.map`, `${MOVINGAI_DIR}8room_000.map.scen`]);
  await page.waitForFunction(() => document.querySelectorAll('#scenario-list option').length > 1);
});
afterAll(async () => { await session?.close(); });

const summaryText = () => page.textContent('#scenario-summary');
const verdictText = () => page.textContent('#scenario-verdict');
const SLOW = { timeout: 30_000 }; // a busy machine (other test runs beside this one) can take seconds per search

describe('the scenario runner', () => {
  test('filters by bucket', async () => {
    expect(await page.locator('#scenario-list option').count()).toBe(SCEN.length + 1);
    const buckets = new Set(SCEN.map((f) => f[0]));
    expect(await page.locator('#scenario-bucket option').count()).toBe(buckets.size + 1);
    await page.selectOption('#scenario-bucket', '7');
    const inBucket = SCEN.filter((f) => f[0] === '7').length;
    expect(inBucket).toBe(10);
    expect(await page.locator('#scenario-list option').count()).toBe(inBucket + 1);
    expect(await page.$$eval('#scenario-list option', (options) => options.slice(1).every((o) => o.textContent.includes('(bucket 7)')))).toBe(true);
  });

  test('Next and Previous step through the bucket, each searched and checked', async () => {
    const firstOfBucket = SCEN.findIndex((f) => f[0] === '7');
    await page.click('#scenario-next');
    await expect.poll(verdictText, SLOW).toMatch(new RegExp(`^#${firstOfBucket}: ✓ length .* matches the listed optimal ${Number(SCEN[firstOfBucket][8])}`));
    await page.click('#scenario-next');
    await expect.poll(verdictText, SLOW).toMatch(new RegExp(`^#${firstOfBucket + 1}: ✓`));
    const [, , , , sx, sy, gx, gy] = SCEN[firstOfBucket + 1].map(Number);
    expect(await page.evaluate(() => [...window.pathlab.app.model.start, ...window.pathlab.app.model.goal])).toEqual([sx, sy, gx, gy]);
    await page.click('#scenario-previous');
    await expect.poll(verdictText, SLOW).toMatch(new RegExp(`^#${firstOfBucket}: ✓`));
  });

  test('Run all on a bucket: every scenario matches its listed optimal with A*', async () => {
    await page.click('#scenario-run-all');
    await expect.poll(summaryText, { timeout: 60_000 }).toMatch(/^A\* on 10 of 10 scenarios \(bucket 7\):/);
    const text = await summaryText();
    expect(text).toMatch(/10 match the listed optimal, 0 differ, 0 without a full path\./);
    expect(text).toMatch(/Expansions: [\d,]+ in all, [\d,]+ per search\./);
    expect(text).toMatch(/Search time: [\d.,]+ ms in all/);
    await page.locator('#share-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'scenario-runner-bucket');
  });

  test('Run all with JPS+: its one-off jump table is reported apart from the search time', async () => {
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'JPS+' });
    await page.click('#scenario-run-all');
    await expect.poll(summaryText, { timeout: 60_000 }).toMatch(/^JPS\+ on 10 of 10 scenarios \(bucket 7\):/);
    const text = await summaryText();
    expect(text).toMatch(/10 match the listed optimal/);
    expect(text).toMatch(/Search time: [\d.,]+ ms in all, [\d.,]+ ms per search .*Jump table: table of [\d.,]+ (bytes|kB|MB) built in [\d.,]+ (µs|ms), once per map, not in the search time\./);
    await page.locator('#share-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'scenario-runner-jps-plus');
    await page.getByLabel('Algorithm', { exact: true }).selectOption({ label: 'A*' });
  });

  test('Run all on every bucket shows progress and stops on Stop; the page stays usable', async () => {
    await page.selectOption('#scenario-bucket', '');
    await page.click('#scenario-run-all');
    await page.waitForFunction(() => Number(document.querySelector('#scenario-progress').value) > 0);
    expect(await page.isVisible('#scenario-stop')).toBe(true);
    expect(await page.isDisabled('#scenario-run-all')).toBe(true);
    await page.locator('#share-card').scrollIntoViewIfNeeded();
    await screenshot(page, 'scenario-runner-progress');
    await page.click('#scenario-stop');
    await expect.poll(summaryText, SLOW).toMatch(/, stopped:/);
    const searched = Number(await page.getAttribute('#scenario-summary', 'data-searched'));
    const matched = Number(await page.getAttribute('#scenario-summary', 'data-matched'));
    expect(searched).toBeGreaterThan(0);
    expect(searched).toBeLessThan(SCEN.length);
    expect(matched).toBe(searched); // A* is optimal: each searched one matches the file
    expect(await page.isHidden('#scenario-stop')).toBe(true);
    expect(await page.isHidden('#scenario-progress')).toBe(true);
    await page.click('#end'); // the page's own search still runs
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    expect(session.errors).toEqual([]);
  });
});
