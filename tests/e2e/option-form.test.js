// The option form in real Chromium is built from the options table: one control per
// row of the page's table (model/option-table.js), in its order, each list holding the
// core's values (OPTION_INFO) under their names for people, each number field the core's
// bounds; keyboard input on a control sets the option the row names; at 1400 px every list's
// entries read whole.
import { beforeAll, describe, expect, test } from 'vitest';
import { openInContext, screenshot, useServedBrowser } from './support.js';
import { ALGORITHM_INFO, OPTION_INFO } from '../../web/src/lib/options.js';
import { OPTION_NAMES } from '../../web/src/model/page-options.js';
import { PAGE_OPTIONS } from '../../web/src/model/option-table.js';

const suite = useServedBrowser('/');
let page, session;
beforeAll(() => ({ page, session } = suite));

const row = (name) => OPTION_INFO.find((o) => o.name === name);
const pageOption = (name) => page.evaluate((n) => window.pathlab.state().options[n], name);

describe('the option form', () => {
  test('has one control per table row, in the table\'s order, with the core\'s values and bounds', async () => {
    const controls = await page.$$eval('#options .field > select, #options .field > input', (els) => els.map((el) => ({
      id: el.id, tag: el.tagName.toLowerCase(), min: el.getAttribute('min'), max: el.getAttribute('max'),
      label: document.querySelector(`label[for="${el.id}"]`)?.textContent,
      values: el.tagName === 'SELECT' ? [...el.options].map((o) => [o.value, o.textContent]) : null,
    })));
    const formControls = controls.filter((c) => OPTION_NAMES.includes(c.id.replace('option-', '')));
    expect(formControls.map((c) => c.id)).toEqual(OPTION_NAMES.map((name) => `option-${name}`));
    for (const control of formControls) {
      const name = control.id.replace('option-', '');
      const { kind, values, min } = row(name);
      expect(control.label, name).toBe(PAGE_OPTIONS[name].label);
      if (kind === 'choice') expect(control.values, name).toEqual(values.map((v) => [v.id, v.name]));
      else expect([control.tag, Number(control.min)], name).toEqual(['input', min]);
    }
    await page.locator('#options').scrollIntoViewIfNeeded();
    await screenshot(page, 'option-form');
  });

  test('the keyboard on a list sets the option to the table\'s next value, and its help says what it does', async () => {
    const values = row('diagonalMovement').values;
    const before = await pageOption('diagonalMovement');
    await page.focus('#option-diagonalMovement');
    await page.keyboard.press('ArrowUp');
    const after = values[values.findIndex((v) => v.id === before) - 1];
    await expect.poll(() => pageOption('diagonalMovement')).toBe(after.id);
    expect(await page.textContent('#option-diagonalMovement-help')).toMatch(new RegExp(`^${after.name}: `));
  });

  test('typing a cap sets maxExpansions; emptying it means no cap (the row is unlimited)', async () => {
    await page.click('#option-maxExpansions');
    await page.keyboard.type('250');
    await page.keyboard.press('Tab');
    await expect.poll(() => pageOption('maxExpansions')).toBe(250);
    await page.click('#option-maxExpansions');
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Tab');
    // Compared in the page: Infinity does not survive page.evaluate's serialisation.
    await expect.poll(() => page.evaluate(() => window.pathlab.state().options.maxExpansions === Infinity)).toBe(true);
    expect(session.errors).toEqual([]);
  });

  test('the weight field is open exactly for the searches whose row in the core\'s table honours a weight on an h', async () => {
    for (const { id, weight, heuristic } of ALGORITHM_INFO) {
      await page.selectOption('#option-algorithm', id);
      expect(await page.isDisabled('#option-weight'), id).toBe(!(weight && heuristic !== 'zero'));
    }
    await page.selectOption('#option-algorithm', 'astar');
    expect(session.errors).toEqual([]);
  });
});

describe('option lists at 1400 px', () => {
  test('show every entry whole', async () => {
    const { page, close } = await openInContext(suite.browser, `${suite.origin}/`, { viewport: { width: 1400, height: 900 } });
    const cut = await page.evaluate(() => {
      const probe = document.body.appendChild(document.createElement('span'));
      probe.style.cssText = 'position:absolute;visibility:hidden;white-space:nowrap';
      const found = [];
      for (const select of document.querySelectorAll('#options select')) {
        probe.style.font = getComputedStyle(select).font;
        const style = getComputedStyle(select);
        const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight) - 20; // 20: the arrow
        for (const option of select.options) {
          probe.textContent = option.textContent;
          if (probe.getBoundingClientRect().width > room) found.push(`${select.id}: ${option.textContent}`);
        }
      }
      return found;
    });
    expect(cut).toEqual([]);
    await page.selectOption('#option-diagonalMovement', 'only-when-no-obstacles');
    await screenshot(page, 'options-1400');
    await close();
  });
});
