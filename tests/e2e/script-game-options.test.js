// The script API keeps up with the page's game settings: agent size and extra
// goals set by pathlab.setOptions show on the page's controls and run the search; set by a person
// (the Agent size list with the keyboard, a Shift+click on the board), a script reads them back in
// state().options. Every control of the options form has its option in state().options.
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, cellCenter, openInContext, useServedBrowser } from './support.js';

const suite = useServedBrowser();

describe('agentSize and extraGoals through window.pathlab', () => {
  it('set by a script, shown on the page and searched; set by a person, read back by a script', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    const api = (fn, arg) => page.evaluate(async ([source, value]) => {
      const pathlab = await window.pathlab.ready;
      return new Function('pathlab', 'value', `return (${source})(pathlab, value)`)(pathlab, value);
    }, [fn.toString(), arg]);

    // Every option control of the form is readable in state().options.
    const names = await page.$$eval('#options select[name], #options input[name]', (controls) => controls.map((c) => c.name));
    expect(names).toContain('agentSize');
    const options = await api((pathlab) => pathlab.state().options);
    for (const name of names) expect(options, name).toHaveProperty(name);
    expect(options).toMatchObject({ agentSize: 1, extraGoals: [] });

    // A script sets a 2 x 2 agent: the page's control follows, and the search uses it.
    await api((pathlab) => pathlab.setOptions({ agentSize: 2 }));
    expect(await page.getByLabel('Agent size').inputValue()).toBe('2');
    const { start, goal } = await api((pathlab) => pathlab.state());
    const extra = [start[0] - 4, start[1]];
    await api((pathlab, value) => pathlab.setOptions({ extraGoals: [value] }), extra);
    await expect.poll(() => page.getByRole('button', { name: `Remove goal 2 at (${extra[0]}, ${extra[1]})` }).count()).toBe(1);
    const result = await api((pathlab) => pathlab.run());
    expect(result.status).toBe('found');
    expect(result.path.at(-1)).toEqual(extra); // the nearer goal
    expect(await page.evaluate(() => window.pathlab.app.searchedOptions)).toMatchObject({ agentSize: 2, goals: [goal, extra] });
    expect(await api((pathlab) => pathlab.state().options)).toMatchObject({ agentSize: 2, extraGoals: [extra] });
    await page.screenshot({ path: `${ARTIFACTS}script-game-options.png` });

    // Bad values are refused with a clear message and change nothing.
    const refused = await api(async (pathlab) => {
      const tries = [{ agentSize: 9 }, { agentSize: 1.5 }, { extraGoals: [[999, 0]] }, { extraGoals: 'here' }, { extraGoals: [[...pathlab.state().goal]] }];
      const messages = [];
      for (const options of tries) {
        try { pathlab.setOptions(options); messages.push(null); } catch (error) { messages.push(error.message); }
      }
      return { messages, options: pathlab.state().options };
    });
    expect(refused.messages.every((m) => typeof m === 'string' && m.length > 0)).toBe(true);
    expect(refused.messages[0]).toMatch(/agentSize/);
    expect(refused.messages[2]).toMatch(/outside/);
    expect(refused.messages[4]).toMatch(/is G already/);
    expect(refused.options).toMatchObject({ agentSize: 2, extraGoals: [extra] });

    // A person: Agent size 3 by the keyboard, a goal taken away and another added by Shift+click.
    await page.getByLabel('Agent size').focus();
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => api((pathlab) => pathlab.state().options.agentSize)).toBe(3);
    await page.getByRole('button', { name: `Remove goal 2 at (${extra[0]}, ${extra[1]})` }).click();
    const clicked = [start[0], start[1] + 3];
    await page.locator('#board').scrollIntoViewIfNeeded(); // the Remove button is below the board
    const [px, py] = await cellCenter(page, clicked);
    await page.keyboard.down('Shift');
    await page.mouse.click(px, py);
    await page.keyboard.up('Shift');
    await expect.poll(() => api((pathlab) => pathlab.state().options.extraGoals)).toEqual([clicked]);
    // And back to none by a script: the list on the page empties.
    await api((pathlab) => pathlab.setOptions({ agentSize: 1, extraGoals: [] }));
    expect(await page.$$eval('#extra-goals li', (items) => items.length)).toBe(0);
    expect(await page.getByLabel('Agent size').inputValue()).toBe('1');
    expect(errors).toEqual([]);
    await close();
  });
});
