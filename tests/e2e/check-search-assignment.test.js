// Assignments of Check my search as a course uses them (docs/check-your-search.md, "Assignments"), with real
// input: a teacher makes a link that keeps Pathlab's own run until the student's check is correct; the
// student opens it on a 1400 x 1000 desktop (the board and the task in view at once), cannot play or
// download the run, checks a faulty trace (no Pathlab board beside it), then a correct one (the run shows);
// a link that never shows the run on a 390 x 844 phone and in a 400 px embed; a link made before the choice
// shows the run as it did. The traces come from the test's own A* (check-traces.js).
import { mkdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { astarLines, GOAL, MAP_TEXT, ROWS, START, withWrongG } from './check-traces.js';
import { encodeAssignmentUrl } from '../../web/src/check/assignment-format.js';

const suite = useServedBrowser();
mkdirSync(ARTIFACTS, { recursive: true });

const result = (page) => page.evaluate(() => window.pathlab.traceCheck());
const file = (name, lines) => ({ name, mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
const TASK = 'Write A* with 4-way moves.\nPrint its trace in the line format.';

// A link as the teacher's page makes it, for the map the tests draw.
async function linkFor(pathlabRun, page = '') {
  const cells = new Uint8Array(ROWS.length * ROWS[0].length).fill(1);
  ROWS.forEach((row, y) => [...row].forEach((c, x) => { if (c === '@') cells[y * ROWS[0].length + x] = 0x81; }));
  const state = { width: ROWS[0].length, height: ROWS.length, cells, start: START, goal: GOAL, options: { algorithm: 'astar', diagonalMovement: 'never' }, step: null, view: null };
  return encodeAssignmentUrl({ state, task: TASK, pathlabRun }, `${suite.origin}/${page}`);
}

// The element's box in the viewport: whether all of it is in view.
const inView = (page, selector) => page.evaluate((selector) => {
  const r = document.querySelector(selector).getBoundingClientRect();
  return r.width > 0 && r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
}, selector);

describe('an assignment that keeps Pathlab’s run until the student’s check is correct', () => {
  it('on a 1400 x 1000 desktop: made by the teacher, opened by a student with the board and task in view, run withheld, then shown after a correct check', async () => {
    const teacher = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 1400, height: 1000 } });
    await teacher.page.evaluate(() => window.pathlab.ready.then(() => true));
    await teacher.page.evaluate(async ({ map, start, goal }) => {
      await window.pathlab.loadMap(map);
      window.pathlab.setStart(...start);
      window.pathlab.setGoal(...goal);
      window.pathlab.setOptions({ algorithm: 'astar', diagonalMovement: 'never', heuristic: 'default' });
    }, { map: MAP_TEXT, start: START, goal: GOAL });
    await teacher.page.getByText('Make an assignment').click();
    await teacher.page.getByLabel('Task for the students').click();
    await teacher.page.keyboard.type('Write A* with 4-way moves.');
    await teacher.page.getByLabel(/Students see Pathlab’s own run/).selectOption({ label: 'After their own check is correct' });
    await teacher.page.getByRole('button', { name: 'Copy assignment link' }).click();
    await expect.poll(() => teacher.page.inputValue('#check-link')).toMatch(/#assignment-v1\./);
    const link = await teacher.page.inputValue('#check-link');
    await teacher.page.locator('#check-teacher').screenshot({ path: `${ARTIFACTS}check-assignment-teacher.png` });
    expect(teacher.errors).toEqual([]);
    await teacher.close();

    const { page, errors, close } = await openInContext(suite.browser, link, { viewport: { width: 1400, height: 1000 } });
    await page.evaluate(() => window.pathlab.ready.then(() => true));
    await expect.poll(() => page.isVisible('#check-assignment')).toBe(true);
    // The board and the task are seen together, without scrolling.
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await inView(page, '#board')).toBe(true);
    expect(await inView(page, '#check-task-text')).toBe(true);
    expect(await inView(page, '#check-file')).toBe(true);
    // Pathlab's run is not offered: no Play, no step buttons, no downloads of the run; Space plays nothing.
    expect(await page.textContent('#check-run-note')).toMatch(/hidden until your check is correct/);
    for (const id of ['#play', '#end', '#timeline']) expect(await page.isVisible(id)).toBe(false);
    const files = page.locator('details', { has: page.locator('#export-json') });
    if (!(await files.evaluate((d) => d.open))) await files.locator('summary').click(); // Files and scenarios, open
    expect(await page.isVisible('#export-posthoc')).toBe(false);
    expect(await page.isVisible('#export-json')).toBe(false);
    await page.focus('#board');
    await page.keyboard.press('End');
    await expect.poll(() => page.textContent('#error')).toMatch(/hidden until your check is correct/);
    expect(await page.evaluate(() => window.pathlab.state().step)).toBeNull();
    await page.screenshot({ path: `${ARTIFACTS}check-assignment-withheld-desktop.png` });

    // The downloads: the JSON says what the teacher chose; the task stands alone, in the option table's words.
    const [jsonFile] = await Promise.all([page.waitForEvent('download'), page.click('#check-get-json')]);
    expect(JSON.parse(readFileSync(await jsonFile.path(), 'utf8'))).toMatchObject({ format: 'pathlab-assignment', pathlabRun: 'after-correct', rows: ROWS });
    const [taskFile] = await Promise.all([page.waitForEvent('download'), page.click('#check-get-task')]);
    const task = readFileSync(await taskFile.path(), 'utf8');
    expect(task).not.toMatch(/docs\/|\.md\b/);
    expect(task).toMatch(/Heuristic: Manhattan: \|dx\| \+ \|dy\|/); // 'default' under 4-way moves, said by its name
    expect(task).not.toMatch(/Heuristic: Default|Costs: Real\n/);
    expect(task).toMatch(/Costs: Real: straight 1, diagonal √2[^\n]*\n\s+What a step costs on plain ground \(times the terrain cost: see Terrain cost\)/);
    expect(task).toMatch(/\nTerrain cost: Cell entered: a step costs its length times the terrain cost of the cell it steps into/);
    expect(task).toMatch(/expand X Y g=G h=H[\s\S]*generate X Y[\s\S]*path X1 Y1/);

    // A faulty trace: the student's run alone, the run still withheld.
    await page.setInputFiles('#check-file', file('mine.txt', withWrongG(astarLines(), 5)));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('diverged');
    expect(await page.locator('canvas[data-run="learner"]').count()).toBe(1);
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(0);
    expect(await page.isVisible('#check-run-note')).toBe(true);
    await expect.poll(() => page.evaluate(() => Number(document.querySelector('#check-step').value)), { timeout: 30_000 }).toBe(5);
    await page.screenshot({ path: `${ARTIFACTS}check-assignment-fails-desktop.png` });

    // The fix: correct, and now Pathlab's run is offered.
    await page.setInputFiles('#check-file', file('mine.txt', astarLines()));
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(1);
    expect(await page.isVisible('#check-run-note')).toBe(false);
    await page.screenshot({ path: `${ARTIFACTS}check-assignment-passed-desktop.png` });
    await page.click('#check-close');
    expect(await page.isVisible('#export-posthoc')).toBe(true);
    await page.click('#play');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().step), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('an assignment that never shows Pathlab’s run', () => {
  it('on a 390 x 844 phone: the card comes right after the board; a check fails, then passes, and the run stays hidden', async () => {
    const { page, errors, close } = await openInContext(suite.browser, await linkFor('never'), { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    await page.evaluate(() => window.pathlab.ready.then(() => true));
    await expect.poll(() => page.isVisible('#check-assignment')).toBe(true);
    expect(await page.evaluate(() => scrollY)).toBe(0);
    expect(await inView(page, '#board')).toBe(true);
    // The card follows the board's playback row, before the rest of the page (the teaching views, the options).
    const order = await page.evaluate(() => {
      const top = (s) => document.querySelector(s).getBoundingClientRect().top + scrollY;
      return { card: top('#check-card'), board: top('#board'), teach: top('#teach'), options: top('#options') };
    });
    expect(order.card).toBeGreaterThan(order.board);
    expect(order.card).toBeLessThan(order.teach);
    expect(order.card).toBeLessThan(order.options);
    expect(order.card).toBeLessThan(1400);
    expect(await page.isVisible('#play')).toBe(false);
    expect(await page.textContent('#check-run-note')).toMatch(/hidden: your teacher keeps it/);
    await page.locator('#check-card').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${ARTIFACTS}check-assignment-phone-card.png` });

    await page.tap('#check-text');
    await page.keyboard.insertText(withWrongG(astarLines(), 4).join('\n'));
    await page.getByRole('button', { name: /check my search/i }).tap();
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('diverged');
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(0);
    await page.tap('#check-text');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(astarLines().join('\n'));
    await page.getByRole('button', { name: /check my search/i }).tap();
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(0); // never: not even after a correct check
    expect(await page.locator('canvas[data-run="learner"]').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await page.locator('#check').screenshot({ path: `${ARTIFACTS}check-assignment-phone-passed.png` });
    await page.tap('#check-close');
    expect(await page.isVisible('#play')).toBe(false);
    // Leaving the assignment gives the page back: Play, and the card in its place at the end of the panel.
    await page.getByRole('button', { name: 'Leave the assignment' }).tap();
    await expect.poll(() => page.isVisible('#play')).toBe(true);
    expect(await page.isVisible('#check-run-note')).toBe(false);
    expect(await page.evaluate(() => document.querySelector('.panel').lastElementChild.id)).toBe('check-card');
    expect(errors).toEqual([]);
    await close();
  });

  it('in a 400 px embed: the bar offers no Play; the student’s faulty run is shown alone, then the fixed one', async () => {
    const link = await linkFor('never', 'embed.html');
    const { page, errors, close } = await openInContext(suite.browser, link, { viewport: { width: 400, height: 900 }, waitFor: 'html[data-ready="true"]' });
    await expect.poll(() => page.isVisible('#check-assignment')).toBe(true);
    expect(await page.isVisible('#play')).toBe(false);
    await page.click('#check-text');
    await page.keyboard.insertText(withWrongG(astarLines(), 3).join('\n'));
    await page.getByRole('button', { name: /check my search/i }).click();
    await expect.poll(async () => (await result(page))?.firstWrong?.step, { timeout: 30_000 }).toBe(3);
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(0);
    expect(await page.isVisible('#play')).toBe(true); // the bar steps the student's run now
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    await page.screenshot({ path: `${ARTIFACTS}check-assignment-embed.png`, fullPage: true });
    // The fix passes; the run stays the teacher's.
    await page.click('#check-text');
    await page.keyboard.press('Control+A');
    await page.keyboard.insertText(astarLines().join('\n'));
    await page.getByRole('button', { name: /check my search/i }).click();
    await expect.poll(async () => (await result(page))?.verdict, { timeout: 30_000 }).toBe('correct');
    expect(await page.locator('canvas[data-run="core"]').count()).toBe(0);
    await page.click('#check-close');
    expect(await page.isVisible('#play')).toBe(false);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('an assignment link made before the choice', () => {
  it('shows Pathlab’s run as it always did', async () => {
    const old = `${suite.origin}/#assignment-v1.04pKmAEgV3JpdGUgQSouClByaW50IHRoZSBsaW5lIGZvcm1hdC5DJC8_AAQDAQQAAAMCAgIgAAYFbmV2ZXI`;
    const { page, errors, close } = await openInContext(suite.browser, old, { viewport: { width: 1400, height: 1000 } });
    await page.evaluate(() => window.pathlab.ready.then(() => true));
    await expect.poll(() => page.isVisible('#check-assignment')).toBe(true);
    expect(await page.isVisible('#check-run-note')).toBe(false);
    await page.click('#play');
    await expect.poll(() => page.evaluate(() => window.pathlab.state().step), { timeout: 30_000 }).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await close();
  });
});
