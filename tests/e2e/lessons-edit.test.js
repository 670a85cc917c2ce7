// Editing a lesson: any lesson, built-in or opened from a link, opens in the
// editor with "Edit this lesson"; a stop's text is edited by typing, stops are moved, inserted in the
// middle and deleted by clicks, and the new link opens the edited lesson in a fresh page. Real
// clicks and keys; screenshot tests/artifacts/lessons-edit.png.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { BUILTIN_LESSONS } from '../../web/src/lessons/builtin.js';

const suite = useServedBrowser();
const region = (page) => page.getByRole('region', { name: 'Lesson' });
const waitForStop = (page, stop) => page.waitForFunction((n) => window.pathlab.lessonState()?.stop === n, stop, { timeout: 20_000 });
const authorStops = (page) => page.evaluate(() => window.pathlab.app.lessons.author.stops.map((s) => ({ caption: s.caption, step: s.state.step })));

// Every stop of a lesson link, as a fresh page shows it, by clicks on Next.
async function playThrough(link) {
  const fresh = await openInContext(suite.browser, link, { waitFor: 'html[data-ready="true"]' });
  try {
    await waitForStop(fresh.page, 1);
    const shown = [];
    for (let stop = 1; ; stop++) {
      const state = await fresh.page.evaluate(() => window.pathlab.lessonState());
      shown.push({ caption: state.caption, step: await fresh.page.evaluate(() => window.pathlab.state().step), title: state.title });
      if (stop === state.stops) break;
      await region(fresh.page).getByRole('button', { name: 'Next' }).click();
      await waitForStop(fresh.page, stop + 1);
    }
    expect(fresh.errors).toEqual([]);
    return shown;
  } finally {
    await fresh.close();
  }
}

describe('editing a lesson', () => {
  it('opens a built-in lesson in the editor; edits, moves, inserts and deletes stops; the link opens the result', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    const builtin = BUILTIN_LESSONS[0];
    expect(builtin.stops.length).toBeGreaterThanOrEqual(3);
    await page.getByRole('button', { name: 'Lessons', exact: true }).click();
    await page.getByRole('dialog', { name: 'Lessons' }).getByRole('button', { name: builtin.title }).click();
    await waitForStop(page, 1);
    await region(page).getByRole('button', { name: 'Edit this lesson' }).click();
    const lesson = region(page);
    await expect.poll(() => authorStops(page).then((s) => s.length)).toBe(builtin.stops.length);
    expect(await lesson.getByLabel('Lesson title').inputValue()).toBe(builtin.title);
    const original = await authorStops(page);

    // Stop 2's text, typed.
    const text2 = lesson.getByLabel('Text of stop 2');
    await text2.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type('An edited second stop.');
    await page.keyboard.press('Tab');
    // Stop 3 up, before stop 2.
    await lesson.getByRole('button', { name: 'Move stop 3 up' }).click();
    // Stop 1 deleted.
    await lesson.getByRole('button', { name: 'Delete stop 1' }).click();
    // A new stop in the middle: the page's state at step 3, before (now) stop 2.
    await page.getByRole('button', { name: /Step forward/ }).click();
    await page.waitForFunction(() => window.pathlab.state().step >= 1);
    const insertedStep = await page.evaluate(() => window.pathlab.state().step);
    await lesson.getByLabel('Caption').fill('Inserted in the middle.');
    await lesson.getByRole('button', { name: 'Insert before stop 2' }).click();
    const expected = [original[2], { caption: 'Inserted in the middle.', step: insertedStep }, { ...original[1], caption: 'An edited second stop.' }, ...original.slice(3)];
    expect(await authorStops(page)).toEqual(expected);
    await page.screenshot({ path: `${ARTIFACTS}lessons-edit.png`, fullPage: true });

    // Copy lesson link: the fresh page shows the edited stops in their new order.
    await lesson.getByRole('button', { name: 'Copy lesson link' }).click();
    await expect.poll(() => lesson.getByLabel('Lesson link or embed').inputValue()).toMatch(/#lesson-v1\./);
    const link = await lesson.getByLabel('Lesson link or embed').inputValue();
    const shown = await playThrough(link);
    expect(shown.map(({ caption, step }) => ({ caption, step }))).toEqual(expected);
    expect(shown[0].title).toBe(builtin.title);
    // The built-in lesson itself is unchanged.
    expect(await page.evaluate(() => window.pathlab.app.lessons.list()[0].stops)).toBe(builtin.stops.length);

    // A lesson opened from a link is edited further: its last stop deleted, the link again.
    const second = await openInContext(suite.browser, link, { waitFor: 'html[data-ready="true"]' });
    await waitForStop(second.page, 1);
    await region(second.page).getByRole('button', { name: 'Edit this lesson' }).click();
    await expect.poll(() => authorStops(second.page).then((s) => s.length)).toBe(expected.length);
    await region(second.page).getByRole('button', { name: `Delete stop ${expected.length}` }).click();
    await region(second.page).getByRole('button', { name: 'Copy lesson link' }).click();
    await expect.poll(() => region(second.page).getByLabel('Lesson link or embed').inputValue()).toMatch(/#lesson-v1\./);
    const shorter = await playThrough(await region(second.page).getByLabel('Lesson link or embed').inputValue());
    expect(shorter.map(({ caption, step }) => ({ caption, step }))).toEqual(expected.slice(0, -1));
    expect(second.errors).toEqual([]);
    await second.close();
    expect(errors).toEqual([]);
    await close();
  });
});
