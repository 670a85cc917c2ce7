// Learning by doing in embeds: the Embed dialog offers the Learn by
// doing card as a control (controls=learn, also the element's attribute), and a 400 px embed with it
// asks its reader to predict, answered by a click; a lesson whose stop asks for a prediction turns
// Predict on inside an embed too. Screenshot tests/artifacts/embed-learn.png.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { builtinLesson } from '../../web/src/lessons/builtin.js';
import { encodeLessonUrl } from '../../web/src/lessons/format.js';

const suite = useServedBrowser();
const READY = 'html[data-ready="true"]';

describe('learning in an embed', () => {
  it('is offered by the Embed dialog, and a 400 px embed with it asks for predictions', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    await page.click('#embed-button');
    await page.getByRole('checkbox', { name: /Learn by doing/ }).check();
    await expect.poll(() => page.inputValue('#embed-snippet')).toMatch(/controls=[a-z%2C,]*learn/i);
    const snippet = await page.inputValue('#embed-snippet');
    const src = /src="([^"]+)"/.exec(snippet)[1].replaceAll('&amp;', '&');
    expect(errors).toEqual([]);
    await close();

    const embed = await openInContext(suite.browser, src, { viewport: { width: 400, height: 760 }, waitFor: READY });
    const predict = embed.page.getByRole('button', { name: 'Predict the next step' });
    await predict.click();
    await expect.poll(() => embed.page.evaluate(() => window.pathlab.prediction().on)).toBe(true);
    await expect.poll(() => embed.page.evaluate(() => window.pathlab.state().status), { timeout: 20_000 }).toBe('running');
    for (let i = 0; i < 2; i++) {
      const before = await embed.page.evaluate(() => window.pathlab.state().step);
      const [{ cell }] = await embed.page.evaluate(() => window.pathlab.openList(1));
      const { x, y } = await embed.page.evaluate(([cx, cy]) => window.pathlab.cellCenter(cx, cy), cell);
      await embed.page.mouse.click(x, y);
      await expect.poll(() => embed.page.evaluate(() => window.pathlab.prediction().right)).toBe(i + 1);
      // The right guess is then expanded: the next guess is read from the step after it (a busy machine
      // answered the next openList before the step had moved, with the cell just guessed).
      await expect.poll(() => embed.page.evaluate(() => window.pathlab.state().step)).toBeGreaterThan(before);
    }
    // The card fits the frame: nothing scrolls sideways.
    expect(await embed.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(400);
    const card = await embed.page.locator('.learn').boundingBox();
    expect(card.x + card.width).toBeLessThanOrEqual(400);
    await embed.page.screenshot({ path: `${ARTIFACTS}embed-learn.png`, fullPage: true });
    expect(embed.errors).toEqual([]);
    await embed.close();
  });

  it('turns Predict on at a lesson stop that asks for a prediction', async () => {
    const lesson = builtinLesson('what-is-a-search');
    const stop = lesson.stops.findIndex((s) => s.activity === 'predict');
    expect(stop).toBeGreaterThan(0);
    const link = await encodeLessonUrl(lesson, `${suite.origin}/index.html`);
    const embed = await openInContext(suite.browser, `${suite.origin}/embed.html${link.slice(link.indexOf('#'))}`,
      { viewport: { width: 400, height: 760 }, waitFor: READY });
    const region = embed.page.getByRole('region', { name: 'Lesson' });
    for (let n = 0; n < stop; n++) {
      await region.getByRole('button', { name: 'Next' }).click();
      await embed.page.waitForFunction((k) => window.pathlab.lessonState()?.stop === k, n + 2);
    }
    // The stop's search comes first (slow on a busy machine), then Predict turns on.
    await expect.poll(() => embed.page.evaluate(() => window.pathlab.prediction().on), { timeout: 20_000 }).toBe(true);
    expect(await embed.page.getByRole('button', { name: 'Predict the next step' }).getAttribute('aria-pressed')).toBe('true');
    expect(embed.errors).toEqual([]);
    await embed.close();
  });
});
