// A focused slider keeps its arrow keys: on Speed and on Flee's safe distance the
// arrows move the slider (as the platform's slider does), not the search timeline;
// off the sliders the arrows still step the search. Real keys through Chromium.
import { beforeAll, describe, expect, test } from 'vitest';
import { screenshot, useServedBrowser } from './support.js';

const suite = useServedBrowser('/');
let page, session;
beforeAll(() => ({ page, session } = suite));

const step = () => page.evaluate(() => window.pathlab.app.step);

describe('arrow keys on a focused slider', () => {
  test('move the Speed slider and leave the timeline alone', async () => {
    await page.click('#forward'); // a search at step 1
    await page.waitForFunction(() => window.pathlab.app.step === 1);
    await page.click('#forward');
    await page.waitForFunction(() => window.pathlab.app.step === 2);
    const before = Number(await page.inputValue('#speed'));
    const speedBefore = await page.evaluate(() => window.pathlab.app.speed);
    await page.focus('#speed');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowUp');
    expect(Number(await page.inputValue('#speed'))).toBe(before + 3);
    expect(await page.evaluate(() => window.pathlab.app.speed)).toBeGreaterThan(speedBefore);
    await page.keyboard.press('ArrowLeft');
    expect(Number(await page.inputValue('#speed'))).toBe(before + 2);
    await page.keyboard.press('End');
    expect(await page.inputValue('#speed')).toBe('100');
    expect(await step()).toBe(2); // not stepped, not run to the end
    await page.focus('#board'); // off the slider, the arrows step again
    await page.keyboard.press('ArrowRight');
    await page.waitForFunction(() => window.pathlab.app.step === 3);
  });

  test('move Flee\'s safe distance slider and leave the timeline alone', async () => {
    await page.click('#mode-card label:has(input[value="flee"])');
    const slider = await page.waitForSelector('#flee-distance');
    await page.click('#forward');
    await page.waitForFunction(() => window.pathlab.app.step !== null);
    const before = Number(await slider.inputValue());
    const stepBefore = await step();
    await slider.focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(Number(await slider.inputValue())).toBe(before + 1); // two steps of 0.5
    expect(await page.evaluate(() => window.pathlab.app.modeHost.state().minDistance)).toBe(before + 1);
    await screenshot(page, 'slider-keys-flee');
    await page.keyboard.press('ArrowLeft');
    expect(Number(await slider.inputValue())).toBe(before + 0.5);
    // Flee re-runs the search to its end for each new distance (what moving the slider does).
    await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
    expect(await page.evaluate(() => window.pathlab.app.modeHost.state().minDistance)).toBe(before + 0.5);
    expect(stepBefore).toBeLessThan(await step());
    expect(session.errors).toEqual([]);
  });
});
