// The reader's settings (docs/accessibility.md): prefers-reduced-motion (nothing plays by itself: an
// embed's autoplay waits, the flow field's agents wait for their button, Check my search opens at its
// first wrong step; Play still plays), prefers-
// contrast: more (the board's high-contrast ground), and reflow: a 320 px wide window and a 1280 px
// one at 200 % zoom scroll only down, never sideways, and every control is still there.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, crossWallState, openInContext, selectMode, useServedBrowser } from './support.js';
import { encodeState } from '../../web/src/share/link.js';
import { astarLines, GOAL, MAP_TEXT, START, withWrongG } from './check-traces.js';

const suite = useServedBrowser();
const ready = (page) => page.evaluate(() => window.pathlab.ready.then(() => true));

/** The board's colour at the middle of cell [x, y], read from the canvas. */
function boardColour(page, [x, y]) {
  return page.evaluate(([cx, cy]) => {
    const { renderer } = window.pathlab.app;
    const [sx, sy] = renderer.cellToScreen(cx + 0.5, cy + 0.5);
    const [r, g, b] = renderer.ctx.getImageData(Math.round(sx * devicePixelRatio), Math.round(sy * devicePixelRatio), 1, 1).data;
    return `#${[r, g, b].map((v) => v.toString(16).padStart(2, '0')).join('')}`;
  }, [x, y]);
}

describe('the reader\'s settings', () => {
  it('reduced motion: an embed set to autoplay waits for Play, and the flow field\'s agents for theirs', async () => {
    const link = await encodeState(crossWallState());
    const embed = await openInContext(suite.browser, `${suite.origin}/embed.html?autoplay=1#${link}`, { reducedMotion: 'reduce', waitFor: 'html[data-ready="true"]' });
    await embed.page.waitForTimeout(800);
    expect(await embed.page.evaluate(() => window.pathlab.state().mode)).toBe('editing');
    await embed.page.keyboard.press('Tab');
    await embed.page.getByRole('button', { name: /^Play/ }).press('Enter'); // asked: it plays
    await embed.page.waitForFunction(() => ['playing', 'finished'].includes(window.pathlab.state().mode));
    expect(embed.errors).toEqual([]);
    await embed.close();
    // Without the setting, the same link plays by itself.
    const moving = await openInContext(suite.browser, `${suite.origin}/embed.html?autoplay=1#${link}`, { waitFor: 'html[data-ready="true"]' });
    await moving.page.waitForFunction(() => ['playing', 'finished'].includes(window.pathlab.state().mode));
    await moving.close();

    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, { reducedMotion: 'reduce' });
    await ready(page);
    await selectMode(page, 'flowfield');
    const agentsButton = page.locator('#flow-play');
    expect(await agentsButton.textContent()).toBe('Play agents');
    expect(await agentsButton.getAttribute('aria-pressed')).toBe('false');
    await agentsButton.press('Enter');
    expect(await agentsButton.textContent()).toBe('Pause agents');
    expect(errors).toEqual([]);
    await close();
  });

  it('reduced motion: Check my search opens at the first wrong step without replaying by itself; Play replays', async () => {
    const faulty = withWrongG(astarLines(), 6).join('\n');
    const seenSteps = async (options) => {
      const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, options);
      await ready(page);
      await page.evaluate(async ({ map, start, goal }) => {
        await window.pathlab.loadMap(map);
        window.pathlab.setStart(...start);
        window.pathlab.setGoal(...goal);
        window.pathlab.setOptions({ algorithm: 'astar', diagonalMovement: 'never', heuristic: 'default' });
        // Every step the check's replay shows, sampled each frame from its step slider.
        window.checkSteps = new Set();
        const sample = () => {
          const slider = document.querySelector('#check-step');
          if (slider && !document.querySelector('#check')?.hidden) window.checkSteps.add(Number(slider.value));
          requestAnimationFrame(sample);
        };
        sample();
      }, { map: MAP_TEXT, start: START, goal: GOAL });
      await page.setInputFiles('#check-file', { name: 'astar.txt', mimeType: 'text/plain', buffer: Buffer.from(faulty) });
      await page.waitForFunction(() => window.pathlab.traceCheck()?.verdict === 'diverged', null, { timeout: 30_000 });
      await page.waitForTimeout(1500); // a replay left to itself would be under way by now (it reaches step 6 in a few seconds)
      return { page, errors, close, seen: await page.evaluate(() => [...window.checkSteps].sort((a, b) => a - b)) };
    };
    const still = await seenSteps({ reducedMotion: 'reduce' });
    expect(still.seen.filter((step) => step > 0 && step < 6)).toEqual([]); // no step between: it did not play
    expect(await still.page.evaluate(() => Number(document.querySelector('#check-step').value))).toBe(6);
    expect(await still.page.isVisible('#check-stopped')).toBe(true); // the first wrong step, explained
    expect(await still.page.textContent('#check-play')).toMatch(/Play/);
    await still.page.focus('#check-play');
    await still.page.keyboard.press('Enter'); // asked: it plays on from there
    await still.page.waitForFunction(() => Number(document.querySelector('#check-step').value) > 6);
    expect(still.errors).toEqual([]);
    await still.close();
    // Without the setting the same check replays by itself through the steps before the first wrong one.
    const moving = await seenSteps({});
    expect(moving.seen.filter((step) => step > 0 && step < 6).length).toBeGreaterThan(0);
    await moving.close();
  });

  it('more contrast: the board\'s ground is white in light, black in dark, the open cells deep teal or bright cyan', async () => {
    for (const [colorScheme, ground, open] of [['light', '#ffffff', '#06303c'], ['dark', '#000000', '#7ff0ff']]) {
      const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, { colorScheme, contrast: 'more' });
      await ready(page);
      await page.waitForTimeout(100);
      expect(await boardColour(page, [1, 1])).toBe(ground);
      // Step 1: the start's neighbours are open (the start is at (7, 11) on the starter map; (8, 11), east of it, is free ground).
      await page.evaluate(() => window.pathlab.step(1));
      await page.waitForTimeout(150);
      expect(await boardColour(page, [8, 11])).toBe(open);
      expect(errors).toEqual([]);
      await close();
    }
  });

  for (const [name, options] of [
    ['320 px wide', { viewport: { width: 320, height: 640 } }],
    ['1280 px at 200 % zoom', { viewport: { width: 640, height: 400 }, deviceScaleFactor: 2 }],
  ]) {
    it(`reflows at ${name}: no sideways scrolling, every control still reachable`, async () => {
      const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`, options);
      await ready(page);
      await page.click('#end').catch(async () => { await page.keyboard.press('End'); });
      await page.waitForFunction(() => window.pathlab.app.mode === 'finished');
      const width = options.viewport.width;
      const overflow = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        wide: [...document.querySelectorAll('body *')].filter((el) => {
          const r = el.getBoundingClientRect();
          return r.width > 0 && r.right > document.documentElement.clientWidth + 1 && getComputedStyle(el).position !== 'fixed' && !el.closest('[hidden], dialog:not([open])');
        }).map((el) => el.id || el.className || el.tagName).slice(0, 8),
      }));
      expect(overflow).toEqual({ scroll: width, wide: [] });
      // Every button and field of the playback bar and the tools is there and at least 24 px tall.
      const small = await page.evaluate(() => [...document.querySelectorAll('.playback button, .toolbar button, .toolbar select')]
        .filter((el) => el.getBoundingClientRect().height > 0 && el.getBoundingClientRect().height < 24).map((el) => el.id));
      expect(small).toEqual([]);
      await page.screenshot({ path: `${ARTIFACTS}reflow-${width}.png`, fullPage: true });
      expect(errors).toEqual([]);
      await close();
    });
  }
});
