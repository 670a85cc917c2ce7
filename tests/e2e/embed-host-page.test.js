// What a teacher embedding Pathlab tripped over: 400 px frames on a page of another
// origin (an iframe and <pathlab-embed>), driven with the real mouse and the host's script.
// Screenshots in tests/artifacts/embed-host-page-*.png.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';
import { encodeState } from '../../web/src/share/link.js';
import { ARTIFACTS, crossWallState, openInContext, useTwoOriginsBrowser } from './support.js';

const hostRoot = mkdtempSync(join(tmpdir(), 'pathlab-embed-host-'));
const suite = useTwoOriginsBrowser(() => hostRoot);
let embedOrigin, hostOrigin, browser;
beforeAll(() => ({ embedOrigin, hostOrigin, browser } = suite));

const SLOW_PREVIEW = { timeout: 20_000 };
const shot = (page, name, options = {}) => page.screenshot({ path: `${ARTIFACTS}embed-host-page-${name}.png`, ...options });

/** Writes a host page (a 400 px column around `body`) and opens it; `script` runs in the host page. */
async function openHost(name, body, { viewport = { width: 800, height: 900 }, waitForReady = true } = {}) {
  writeFileSync(join(hostRoot, `${name}.html`), `<!doctype html><html lang="en"><head><meta charset="utf-8">
<title>A lesson</title><link rel="icon" href="data:,">
<style>body { font: 16px/1.5 Georgia, serif; margin: 1rem; } .column { width: 400px; }</style></head>
<body><h1>Searching a maze</h1><div class="column">${body}</div>
<script>
  window.heard = { steps: [], finished: [], errors: [] };
  addEventListener('DOMContentLoaded', () => {
    const element = document.querySelector('pathlab-embed');
    if (!element) return;
    element.addEventListener('stepchange', (e) => window.heard.steps.push(e.detail));
    element.addEventListener('searchfinish', (e) => window.heard.finished.push(e.detail));
    element.addEventListener('error', (e) => window.heard.errors.push(e.detail));
  });
</script></body></html>`);
  const session = await openInContext(browser, `${hostOrigin}/${name}.html`, { viewport, waitFor: 'body' });
  if (waitForReady && body.includes('pathlab-embed')) {
    await session.page.evaluate(() => customElements.whenDefined('pathlab-embed').then(() => document.querySelector('pathlab-embed').ready));
  }
  return session;
}

async function embedFrame(page) {
  await expect.poll(() => page.frames().some((f) => f.url().startsWith(`${embedOrigin}/embed.html`)), { timeout: 20_000 }).toBe(true);
  const frame = page.frames().find((f) => f.url().startsWith(`${embedOrigin}/embed.html`));
  await frame.waitForSelector('html[data-ready="true"]');
  return frame;
}

const elementSnippet = (link, attributes = '') => `<script type="module" src="${embedOrigin}/embed-element.js"></script>
<pathlab-embed link="${link}"${attributes}></pathlab-embed>`;

// Whether every control of the bar lies inside the frame and shows its whole text.
const barFits = (frame) => frame.evaluate(() => {
  const width = document.documentElement.clientWidth;
  return [...document.querySelectorAll('#controls > *, #controls .timeline > *')].map((el) => {
    const box = el.getBoundingClientRect();
    return { id: el.id || el.className, inside: box.left >= 0 && box.right <= width + 0.5, whole: el.scrollWidth <= el.clientWidth + 1 || el.tagName === 'INPUT' };
  });
});

describe('a 400 px frame shows the whole counter', () => {
  test('in an iframe and in <pathlab-embed>, before and after searching with the mouse', async () => {
    const link = `${embedOrigin}/index.html#${await encodeState(crossWallState())}`;
    const hash = link.slice(link.indexOf('#'));
    for (const [name, body] of [
      ['iframe', `<iframe src="${embedOrigin}/embed.html${hash}" width="400" height="420" style="border: 0" title="Pathlab"></iframe>`],
      ['element', elementSnippet(link)],
    ]) {
      const { page, errors, close } = await openHost(`narrow-${name}`, body);
      const frame = await embedFrame(page);
      const counter = frame.locator('#step-counter');
      expect(await counter.textContent()).toBe('No search yet');
      for (const control of await barFits(frame)) expect(control).toMatchObject({ inside: true, whole: true });
      await frame.getByRole('button', { name: 'Run to the end' }).click();
      await expect.poll(() => counter.textContent(), { timeout: 20_000 }).toMatch(/^Step [\d,]+ \/ [\d,]+$/);
      for (const control of await barFits(frame)) expect(control).toMatchObject({ inside: true, whole: true });
      await frame.getByRole('button', { name: 'Step back' }).click();
      for (const control of await barFits(frame)) expect(control).toMatchObject({ inside: true, whole: true });
      await shot(page, `narrow-${name}`, { fullPage: true });
      expect(errors).toEqual([]);
      await close();
    }
  });
});

describe('<pathlab-embed> below the fold', () => {
  test("reports the host script's steps at once, without being scrolled into view", async () => {
    const link = `${embedOrigin}/index.html#${await encodeState(crossWallState())}`;
    const { page, errors, close } = await openHost('below-fold', `<div style="height: 2400px">The lesson's long text…</div>${elementSnippet(link)}`);
    const outOfView = () => page.evaluate(() => document.querySelector('pathlab-embed').getBoundingClientRect().top > innerHeight);
    expect(await outOfView()).toBe(true);
    await page.evaluate(() => document.querySelector('pathlab-embed').step(10));
    await expect.poll(() => page.evaluate(() => window.heard.steps.at(-1)?.step)).toBe(10);
    await page.evaluate(() => document.querySelector('pathlab-embed').stepBack(3));
    await expect.poll(() => page.evaluate(() => window.heard.steps.at(-1)?.step)).toBe(7);
    expect(await outOfView()).toBe(true); // nobody scrolled
    expect(errors).toEqual([]);
    await close();
  });
});

describe('a broken link rejects ready and fires error', () => {
  test('with the link error\'s code and message; the frame shows the starter map and still answers', async () => {
    const link = `${embedOrigin}/index.html#v1.AAAAAAAAAAAAAAAA`;
    const { page, errors, close } = await openHost('broken-link', elementSnippet(link), { waitForReady: false });
    const outcome = await page.evaluate(() => customElements.whenDefined('pathlab-embed')
      .then(() => document.querySelector('pathlab-embed').ready)
      .then(() => null, (error) => ({ code: error.code, message: error.message })));
    expect(outcome).toEqual({ code: 'bad-link', message: expect.stringMatching(/^this link is damaged: its checksum does not match/) });
    await expect.poll(() => page.evaluate(() => window.heard.errors)).toEqual([outcome]);
    // The frame says so in words, and a host can still drive its starter map.
    const frame = await embedFrame(page);
    expect(await frame.locator('#error').textContent()).toMatch(/^Link: this link is damaged: .*\. The map shown is not the link's\.$/);
    expect(await page.evaluate(() => document.querySelector('pathlab-embed').state())).toMatchObject({ status: 'idle', step: null });
    await shot(page, 'broken-link');
    // A link that reads well keeps ready resolving and fires no error.
    await page.evaluate((good) => document.querySelector('pathlab-embed').setAttribute('link', good), `${embedOrigin}/index.html#${await encodeState(crossWallState())}`);
    expect(await page.evaluate(() => document.querySelector('pathlab-embed').ready.then((s) => s.width))).toBe(30);
    expect(await page.evaluate(() => window.heard.errors.length)).toBe(1);
    expect(errors).toEqual([]);
    await close();
  });
});

describe("the element's shareUrl() opens the full playground", () => {
  test('at the same map and step', async () => {
    const link = `${embedOrigin}/index.html#${await encodeState(crossWallState())}`;
    const { page, errors, close } = await openHost('share-url', elementSnippet(link));
    await page.evaluate(() => document.querySelector('pathlab-embed').step(12));
    const url = await page.evaluate(() => document.querySelector('pathlab-embed').shareUrl());
    expect(url).toMatch(new RegExp(`^${embedOrigin}/index\\.html#v1\\.[\\w-]+$`));
    const opened = await openInContext(browser, url, { waitFor: 'html[data-ready="true"]' });
    expect(await opened.page.evaluate(() => window.pathlab.state())).toMatchObject({ width: 30, height: 20, step: 12, start: [2, 3], goal: [27, 17] });
    expect(await opened.page.locator('#step-counter').textContent()).toMatch(/^Step 12 \//);
    await opened.close();
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the play button keeps its size', () => {
  test('Play, Pause and Replay in a 400 px frame: no step button moves', async () => {
    const link = `${embedOrigin}/index.html#${await encodeState(crossWallState())}`;
    const { page, errors, close } = await openHost('play-width', elementSnippet(link, ' speed="20"'));
    const frame = await embedFrame(page);
    const boxes = () => frame.evaluate(() => ['play', 'back', 'forward', 'end'].map((id) => {
      const box = document.getElementById(id).getBoundingClientRect();
      return [Math.round(box.left), Math.round(box.width)];
    }));
    const play = frame.locator('#play');
    const before = await boxes();
    await play.click();
    await expect.poll(() => play.textContent()).toBe('❚❚ Pause');
    expect(await boxes()).toEqual(before);
    await frame.getByRole('button', { name: 'Run to the end' }).click();
    await expect.poll(() => play.textContent()).toBe('↺ Replay');
    expect(await boxes()).toEqual(before);
    await shot(page, 'play-width-replay', { clip: { x: 0, y: 0, width: 440, height: 520 } });
    expect(errors).toEqual([]);
    await close();
  });
});

describe('the Embed dialog offers the teaching panels and controls, with a preview', () => {
  test('checkboxes named after them; the snippets and the live preview follow the choices', async () => {
    const { page, errors, close } = await openInContext(browser, `${embedOrigin}/#${await encodeState(crossWallState())}`, { viewport: { width: 1280, height: 1000 } });
    await page.getByRole('button', { name: 'Embed' }).click();
    const dialog = page.getByRole('dialog', { name: 'Embed snippet' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    for (const name of ['Pseudocode', 'Open list', 'Step explanation']) expect(await dialog.getByLabel(name).isChecked()).toBe(false);
    for (const name of ['Play / Pause', 'Step buttons', 'Timeline and step counter', 'Algorithm menu']) expect(await dialog.getByLabel(name).isChecked()).toBe(true);
    await dialog.getByLabel('Pseudocode').check();
    await dialog.getByLabel('Step explanation').check();
    await dialog.getByLabel('Algorithm menu').uncheck();
    await dialog.getByLabel('Frame width in pixels').fill('400');
    await dialog.getByLabel('Frame width in pixels').press('Tab');
    await dialog.getByLabel('Frame height in pixels').fill('640');
    await dialog.getByLabel('Frame height in pixels').press('Tab');
    await expect.poll(() => page.inputValue('#embed-element-snippet')).toMatch(/ controls="play,step,timeline" panels="code,explain"><\/pathlab-embed>$/);
    // The snippets follow each field as it changes; under load the last one can land a frame later.
    await expect.poll(() => page.inputValue('#embed-snippet')).toMatch(/ width="400" height="640" /);
    const iframe = await page.inputValue('#embed-snippet');
    expect(iframe).toMatch(/embed\.html\?controls=play%2Cstep%2Ctimeline&amp;panels=code%2Cexplain#v1\./);
    // The preview is that frame, at that size, showing the chosen panels and controls.
    const preview = page.locator('#embed-preview');
    expect(await preview.evaluate((f) => [f.width, f.height])).toEqual(['400', '640']);
    const frame = page.frameLocator('#embed-preview');
    await expect.poll(() => frame.locator('[role="region"][aria-label="Pseudocode"]').count(), SLOW_PREVIEW).toBe(1);
    expect(await frame.locator('[role="region"][aria-label="Step explanation"]').count()).toBe(1);
    expect(await frame.locator('#algorithm').count()).toBe(0);
    expect(await frame.locator('#play').count()).toBe(1);
    await dialog.screenshot({ path: `${ARTIFACTS}embed-host-page-dialog.png` });
    // The element snippet works as offered: pasted into a 400 px column on another origin.
    const { page: host, errors: hostErrors, close: closeHost } = await openHost('from-dialog', await page.inputValue('#embed-element-snippet'));
    const embedded = await embedFrame(host);
    expect(await embedded.locator('[role="region"][aria-label="Pseudocode"]').count()).toBe(1);
    expect(await embedded.locator('#algorithm').count()).toBe(0);
    expect(hostErrors).toEqual([]);
    await closeHost();
    expect(errors).toEqual([]);
    await close();
  });
});
