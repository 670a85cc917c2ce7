// Lessons in real Chromium with real pointer, touch and keyboard input: every built-in lesson played
// through with Next and Back (each stop checked against the lesson's own data), a lesson written by
// clicks and typing reopened from its link in a fresh page, captions kept as text, broken and hostile
// lesson links refused in words with the learner's drawing kept, the embed, and the screenshots.
import { describe, expect, it } from 'vitest';
import { BUILTIN_LESSONS } from '../../web/src/lessons/builtin.js';
import { REPLANNING_ALGORITHMS } from '../../web/src/lib/options.js';
import { encodeLesson } from '../../web/src/lessons/format.js';
import { ByteWriter, crc32, toBase64Url } from '../../web/src/share/bytes.js';
import { drag, openInContext, screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser(); // a server and a browser; each test opens its own pages

const lessonState = (page) => page.evaluate(() => window.pathlab.lessonState());
const region = (page) => page.getByRole('region', { name: 'Lesson' });
const waitForStop = (page, stop) => page.waitForFunction((n) => window.pathlab.lessonState()?.stop === n
  && window.pathlab.state().status !== 'searching', stop);

// What the page shows against what the lesson's stop holds.
async function expectStopShown(page, lesson, stopNumber) {
  const { state, caption } = lesson.stops[stopNumber - 1];
  expect(await lessonState(page)).toEqual({ id: lesson.id, title: lesson.title, stop: stopNumber, stops: lesson.stops.length, caption });
  // The stop's step is shown once its search has come back, which a busy machine can delay past the search's end.
  // LPA* and D* Lite repair the last stop's search on the page (live re-run): a stop at its search's end shows
  // the repair's end, which may come sooner than a fresh search's.
  const repaired = REPLANNING_ALGORITHMS.includes(state.options.algorithm) && stopNumber > 1;
  // The whole playback state is polled, so that a failure says what the page shows instead.
  if (!repaired) {
    await expect.poll(() => page.evaluate(() => { const { step, totalSteps, status } = window.pathlab.state(); return { step, totalSteps, status }; }))
      .toMatchObject({ step: state.step });
  }
  const shown = await page.evaluate(() => window.pathlab.state());
  if (repaired) expect([shown.step, shown.status]).toEqual([shown.totalSteps, 'found']);
  else expect(shown.step).toBe(state.step);
  expect(shown.options.algorithm).toBe(state.options.algorithm);
  expect([shown.width, shown.height, shown.start, shown.goal]).toEqual([state.width, state.height, state.start, state.goal]);
  await expect.poll(() => region(page).locator('.lesson-caption').textContent()).toBe(caption);
}

describe('built-in lessons', () => {
  it('Start here on a first visit, then every lesson played through with Next and Back', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      expect(await page.evaluate(() => window.pathlab.lessons())).toEqual(
        BUILTIN_LESSONS.map(({ id, title, stops }) => ({ id, title, stops: stops.length })));
      await page.getByRole('button', { name: 'Start here' }).click();
      await waitForStop(page, 1);
      expect((await lessonState(page)).id).toBe(BUILTIN_LESSONS[0].id);
      // The option form and drawing tools wait; playback stays.
      expect(await page.locator('#options').isVisible()).toBe(false);
      expect(await page.locator('.toolbar').isVisible()).toBe(false);
      expect(await page.locator('#play').isVisible()).toBe(true);
      for (const lesson of BUILTIN_LESSONS) {
        if ((await lessonState(page))?.id !== lesson.id) {
          await page.getByRole('button', { name: 'Lessons', exact: true }).click();
          await page.getByRole('dialog', { name: 'Lessons' }).getByRole('button', { name: lesson.title }).click();
          await waitForStop(page, 1);
        }
        await expectStopShown(page, lesson, 1);
        expect(await region(page).getByRole('button', { name: 'Back' }).isDisabled()).toBe(true);
        for (let n = 2; n <= lesson.stops.length; n++) {
          await region(page).getByRole('button', { name: 'Next' }).click();
          await waitForStop(page, n);
          await expectStopShown(page, lesson, n);
        }
        expect(await region(page).getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
        await region(page).getByRole('button', { name: 'Back' }).click();
        await waitForStop(page, lesson.stops.length - 1);
        await expectStopShown(page, lesson, lesson.stops.length - 1);
      }
      // Progress is kept: the list says which lessons are done, and a reload no longer offers Start here.
      await page.getByRole('button', { name: 'Lessons', exact: true }).click();
      await expect.poll(() => page.getByRole('dialog', { name: 'Lessons' }).locator('li').first().textContent()).toContain('done');
      await page.keyboard.press('Escape');
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      expect(await page.getByRole('button', { name: 'Start here' }).isVisible()).toBe(false);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('a stop is shown whole, its Predict on, before a Next pressed meanwhile shows the next stop', async () => {
    const lesson = BUILTIN_LESSONS[0];
    expect(lesson.stops[2].activity).toBe('predict'); // stop 3 turns Predict on; stop 4 shows its search's end
    const end = lesson.stops[3].state.step;
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      // Predict's part of the page loads when first used: held back, as a slow network would.
      let release;
      const held = new Promise((resolve) => { release = resolve; });
      await page.route('**/assets/playground-activities-*.js', async (route) => { await held; await route.continue(); });
      await page.getByRole('button', { name: 'Start here' }).click();
      await waitForStop(page, 1);
      await region(page).getByRole('button', { name: 'Next' }).click();
      await waitForStop(page, 2);
      await region(page).getByRole('button', { name: 'Next' }).click();
      await region(page).getByRole('button', { name: 'Next' }).click();
      await page.waitForTimeout(300);
      expect((await lessonState(page)).stop).toBe(2); // stop 3 waits for Predict, and stop 4 for stop 3
      release();
      await waitForStop(page, 4);
      await expectStopShown(page, lesson, 4);
      // Predict, on since stop 3, did not take stop 4's search back to its first step.
      expect(await page.evaluate(() => window.pathlab.app.learn.predict.state().on)).toBe(true);
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => window.pathlab.state().step)).toBe(end);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });

  it('Exit lesson brings back the drawing, which the lesson never overwrote in storage', async () => {
    const { page, close } = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      await drag(page, [2, 2], [2, 9]); // the learner's own wall
      const drawn = await page.evaluate(() => window.pathlab.exportMap());
      await page.waitForFunction(() => localStorage.getItem('pathlab.document') !== null); // kept in the browser
      const stored = await page.evaluate(() => localStorage.getItem('pathlab.document'));
      await page.getByRole('button', { name: 'Start here' }).click();
      await waitForStop(page, 1);
      await region(page).getByRole('button', { name: 'Next' }).click();
      await waitForStop(page, 2);
      await page.waitForTimeout(600); // longer than the page's save delay: nothing of the lesson may be saved
      expect(await page.evaluate(() => localStorage.getItem('pathlab.document'))).toBe(stored);
      await region(page).getByRole('button', { name: 'Exit lesson' }).click();
      await page.waitForFunction(() => window.pathlab.lessonState() === null);
      expect(await page.evaluate(() => window.pathlab.exportMap())).toBe(drawn);
      expect(await page.locator('#options').isVisible()).toBe(true);
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      expect(await page.evaluate(() => window.pathlab.exportMap())).toBe(drawn);
    } finally {
      await close();
    }
  });

  it('on a 390 x 844 phone, by touch, and on a desktop: screenshots', async () => {
    const phone = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    try {
      await phone.page.getByRole('button', { name: 'Start here' }).tap();
      await waitForStop(phone.page, 1);
      await region(phone.page).getByRole('button', { name: 'Next' }).tap();
      await waitForStop(phone.page, 2);
      await region(phone.page).getByRole('button', { name: 'Next' }).tap();
      await waitForStop(phone.page, 3);
      const box = await region(phone.page).boundingBox();
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(390);
      await screenshot(phone.page, 'lesson-phone');
    } finally {
      await phone.close();
    }
    const desktop = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      await desktop.page.evaluate(() => window.pathlab.openLesson('costs'));
      await region(desktop.page).getByRole('button', { name: 'Next' }).focus();
      await desktop.page.keyboard.press('Enter'); // the keyboard moves through the stops too
      await waitForStop(desktop.page, 2);
      await screenshot(desktop.page, 'lesson-desktop');
    } finally {
      await desktop.close();
    }
  });
});

describe('writing a lesson', () => {
  it('is written by clicks and typing, and its link reopens the same stops in a fresh page', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    const hostile = '<img src=x onerror="window.hacked=1">';
    let link;
    try {
      await page.getByRole('button', { name: 'Make a lesson' }).click();
      const lessonRegion = region(page);
      await lessonRegion.getByLabel('Lesson title').fill('Walls and steps');
      await page.getByRole('button', { name: /Step forward/ }).click();
      await page.getByRole('button', { name: /Step forward/ }).click();
      await page.waitForFunction(() => window.pathlab.state().step === 2);
      await lessonRegion.getByLabel('Caption').click();
      await page.keyboard.type('Two steps of A*: the open cells ring the start.');
      await lessonRegion.getByRole('button', { name: 'Add stop' }).click();
      await page.locator('#option-algorithm').selectOption('dijkstra');
      await page.getByRole('button', { name: /Run to the end/ }).click();
      await page.waitForFunction(() => window.pathlab.state().status === 'found');
      await lessonRegion.getByLabel('Caption').fill(hostile);
      await lessonRegion.getByRole('button', { name: 'Add stop' }).click();
      const written = await page.evaluate(() => window.pathlab.app.lessons.author.stops.map((s) => ({
        step: s.state.step, algorithm: s.state.options.algorithm, caption: s.caption })));
      expect(written.map((s) => s.algorithm)).toEqual(['astar', 'dijkstra']);
      expect(written[0].step).toBe(2);
      link = await page.evaluate(() => window.pathlab.lessonLink());
      expect(link).toMatch(/#lesson-v1\./);
      await lessonRegion.getByRole('button', { name: 'Copy iframe' }).click();
      // The snippet is written once the lesson is encoded (asynchronously): wait for it.
      await expect.poll(() => lessonRegion.getByLabel('Lesson link or embed').inputValue()).toMatch(/^<iframe src="[^"]*embed\.html#lesson-v1\./);
      expect(errors).toEqual([]);

      const fresh = await openInContext(suite.browser, link, { waitFor: 'html[data-ready="true"]' });
      try {
        await waitForStop(fresh.page, 1);
        expect(await lessonState(fresh.page)).toMatchObject({ title: 'Walls and steps', stop: 1, stops: 2, caption: written[0].caption });
        expect(await fresh.page.evaluate(() => window.pathlab.state().step)).toBe(written[0].step);
        await region(fresh.page).getByRole('button', { name: 'Next' }).click();
        await waitForStop(fresh.page, 2);
        const shown = await fresh.page.evaluate(() => window.pathlab.state());
        expect([shown.step, shown.options.algorithm]).toEqual([written[1].step, 'dijkstra']);
        // The caption is text: shown as typed, no element made from it, nothing run.
        expect(await region(fresh.page).locator('.lesson-caption').textContent()).toBe(hostile);
        expect(await region(fresh.page).locator('img').count()).toBe(0);
        expect(await fresh.page.evaluate(() => window.hacked)).toBeUndefined();
        expect(fresh.errors).toEqual([]);
      } finally {
        await fresh.close();
      }
      // The embed opens on stop 1 with the Lesson region.
      const embed = await openInContext(suite.browser, `${suite.origin}/embed.html${link.slice(link.indexOf('#'))}`, { waitFor: 'html[data-ready="true"]' });
      try {
        expect(await lessonState(embed.page)).toMatchObject({ stop: 1, stops: 2 });
        await region(embed.page).getByRole('button', { name: 'Next' }).click();
        await waitForStop(embed.page, 2);
        expect(await embed.page.evaluate(() => window.pathlab.state().options.algorithm)).toBe('dijkstra');
      } finally {
        await embed.close();
      }
      // The draft is kept in the browser: a reload brings back its title and stops, and its link is the same
      // (the editor loads when first used, here by lessonLink(), with the draft back).
      await page.reload();
      await page.waitForSelector('html[data-ready="true"]');
      expect(await page.evaluate(() => window.pathlab.lessonLink())).toBe(link);
      expect(await page.evaluate(() => window.pathlab.app.lessons.author.stops.length)).toBe(2);
      await page.getByRole('button', { name: 'Make a lesson' }).click();
      expect(await region(page).getByLabel('Lesson title').inputValue()).toBe('Walls and steps');
      expect(await region(page).locator('.lesson-stops li').count()).toBe(2);
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});

// A lesson link's bytes written by hand around chosen stop sections (docs/lessons.md, "Lesson format, version 1").
function handLesson({ width = 6, height = 4, sections }) {
  const body = new ByteWriter();
  const text = (s) => { const b = new TextEncoder().encode(s); body.varint(b.length); body.raw(b); };
  text('Hand made');
  body.varint(1);
  body.byte(1);
  text('A stop');
  body.varint(width);
  body.varint(height);
  body.varint(sections.length);
  body.raw(sections);
  const out = new ByteWriter();
  out.raw([0, 0, 0, 0]);
  out.byte(0);
  out.raw(body.result());
  const bytes = out.result();
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  return `lesson-v1.${toBase64Url(bytes)}`;
}
const section = (tag, content) => [tag, content.length, ...content];

describe('broken and hostile lesson links', () => {
  it('are refused in words, leave a usable page and keep the drawing', async () => {
    const good = await encodeLesson(BUILTIN_LESSONS[1]);
    const cases = [
      ['cut off', good.slice(0, -12), /damaged|cut off/],
      ['from a newer version', good.replace('lesson-v1.', 'lesson-v7.'), /newer Pathlab/],
      ['huge', `lesson-v1.${'A'.repeat(150_000)}`, /too long/],
      ['with a start outside its map', handLesson({ sections: new Uint8Array(section(1, [9, 9, 0, 0])) }), /outside its 6 x 4 map/],
      ['with an unknown algorithm', handLesson({ sections: new Uint8Array([...section(1, [0, 0, 5, 3]), ...section(4, [...new TextEncoder().encode('warp-drive')])]) }),
        /algorithm 'warp-drive'.*does not know/],
    ];
    const { page, context, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    try {
      await drag(page, [3, 3], [3, 10]);
      const drawn = await page.evaluate(() => window.pathlab.exportMap());
      for (const [what, text, message] of cases) {
        await page.evaluate((hash) => { location.hash = hash; }, text);
        const alert = page.getByRole('alert');
        await expect.poll(() => alert.textContent(), { message: what }).toMatch(message);
        expect(await alert.textContent()).toMatch(/This lesson could not be opened/);
        expect(await page.evaluate(() => window.pathlab.exportMap())).toBe(drawn);
        expect(await lessonState(page)).toBeNull();
        await page.evaluate(() => { history.replaceState(null, '', '/'); });
      }
      // Still usable: a search runs on the learner's map.
      expect((await page.evaluate(() => window.pathlab.run())).status).toMatch(/found|no-path/);
      await page.waitForTimeout(600); // the drawing is saved
      // A broken lesson link opened at load keeps the stored drawing too.
      const again = await context.newPage();
      await again.goto(`${suite.origin}/#${cases[0][1]}`);
      await again.waitForSelector('html[data-ready="true"]');
      expect(await again.getByRole('alert').textContent()).toMatch(/This lesson could not be opened/);
      expect(await again.evaluate(() => window.pathlab.exportMap())).toBe(drawn);
      await screenshot(again, 'lesson-broken-link');
      expect(errors).toEqual([]);
    } finally {
      await close();
    }
  });
});
