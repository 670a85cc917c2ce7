// Share links and embeds keep the agent size and the extra goals. A person sets a
// 2 x 2 agent with the keyboard and adds two extra goals with Shift+clicks, presses Copy link; the
// link reopens the playground with both (its controls, state().options and the search), and an embed
// in a 400 px frame opens it the same. A frozen link made before the settings existed still opens with
// a 1 x 1 agent and no extra goal. Screenshots tests/artifacts/share-game-*.png.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, cellCenter, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();
const options = (page) => page.evaluate(() => window.pathlab.state().options);
const searched = (page) => page.evaluate(async () => {
  await window.pathlab.run();
  const { agentSize, goal, goals } = window.pathlab.app.searchedOptions;
  return { options: { agentSize, goal, goals }, path: window.pathlab.app.result.path };
});

async function shiftClick(page, cell) {
  await page.locator('#board').scrollIntoViewIfNeeded();
  const [x, y] = await cellCenter(page, cell);
  await page.keyboard.down('Shift');
  await page.mouse.click(x, y);
  await page.keyboard.up('Shift');
}

describe('agent size and extra goals in share links and embeds', () => {
  it('survive Copy link, reopening the playground and an embed', async () => {
    const first = await openInContext(suite.browser, `${suite.origin}/`);
    const { start, goal } = await first.page.evaluate(() => window.pathlab.state());
    await first.page.getByLabel('Agent size').focus();
    await first.page.keyboard.press('ArrowDown'); // 2 x 2 cells
    await expect.poll(() => options(first.page).then((o) => o.agentSize)).toBe(2);
    const goals = [[start[0] - 4, start[1]], [start[0] + 2, start[1] + 6]];
    for (const cell of goals) await shiftClick(first.page, cell);
    await expect.poll(() => options(first.page).then((o) => o.extraGoals)).toEqual(goals);
    const expected = await searched(first.page);
    expect(expected.options).toMatchObject({ agentSize: 2, goals: [goal, ...goals] });
    await first.page.click('#copy-link');
    await first.page.waitForFunction(() => document.getElementById('share-link').value.includes('#v1.'));
    const link = await first.page.inputValue('#share-link');
    await first.close();

    // The playground from the link: the controls show them, and the search is the same.
    const second = await openInContext(suite.browser, link);
    expect(await options(second.page)).toMatchObject({ agentSize: 2, extraGoals: goals });
    expect(await second.page.getByLabel('Agent size').inputValue()).toBe('2');
    expect(await second.page.$$eval('#extra-goals li', (items) => items.map((li) => li.textContent.trim()))).toEqual(
      goals.map(([x, y], i) => `Goal ${i + 2} at (${x}, ${y}) Remove`));
    expect(await searched(second.page)).toEqual(expected);
    await second.page.screenshot({ path: `${ARTIFACTS}share-game-reopened.png` });
    expect(second.errors).toEqual([]);
    await second.close();

    // An embed of the link in a 400 px frame.
    const fragment = link.slice(link.indexOf('#'));
    const embed = await openInContext(suite.browser, `${suite.origin}/embed.html?controls=play,step,timeline${fragment}`,
      { viewport: { width: 400, height: 500 }, waitFor: 'html[data-ready="true"]' });
    expect(await options(embed.page)).toMatchObject({ agentSize: 2, extraGoals: goals });
    expect(await searched(embed.page)).toEqual(expected);
    await embed.page.screenshot({ path: `${ARTIFACTS}share-game-embed.png` });
    expect(embed.errors).toEqual([]);
    await embed.close();
  });

  it('a link made before them opens with a 1 x 1 agent and no extra goal', async () => {
    const golden = readFileSync(new URL('../fixtures/links/v1-golden.txt', import.meta.url), 'utf8').trim();
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/${golden.slice(golden.indexOf('#'))}`);
    expect(await options(page)).toMatchObject({ agentSize: 1, extraGoals: [] });
    expect(errors).toEqual([]);
    await close();
  });
});
