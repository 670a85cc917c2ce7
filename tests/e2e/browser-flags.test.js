// The page tests' Chromium keeps Playwright's disabled features: Chromium reads only the last
// --disable-features switch, and tests/vitest.config.js gives one of its own after Playwright's.
import { describe, expect, it } from 'vitest';
import { openInContext, useServedBrowser } from './support.js';

describe('the page tests\' browser', () => {
  const suite = useServedBrowser();

  it('has every feature Playwright disables, and the address bar\'s popup, disabled by its last --disable-features', async () => {
    const { page, close } = await openInContext(suite.browser, 'chrome://version');
    const commandLine = await page.locator('#command_line').textContent();
    await close();
    const lists = [...commandLine.matchAll(/--disable-features=(\S*)/g)].map((match) => match[1].split(','));
    expect(lists.length).toBeGreaterThan(1); // Playwright's and ours
    const last = lists.at(-1);
    const missing = lists.flat().filter((name) => !last.includes(name));
    expect(missing, 'add these to PLAYWRIGHT_DISABLED_FEATURES in tests/vitest.config.js').toEqual([]);
    expect(last).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
