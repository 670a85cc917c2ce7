// Exported animations show what the board shows: with Parent arrows (and Cell
// numbers) turned on by a click in Teaching views, the GIF's frames carry them, drawn in the reached
// cells as on the board (an arrow's halo may touch the edge it shares with the parent), and nowhere else; with them off the frames are as before. The checkbox is
// clicked; the GIF is made by window.pathlab.exportAnimation and read with the tests' own reader.
// Screenshots tests/artifacts/export-teaching.png (the page) and export-teaching-frame.png (the frame).
import { describe, expect, it } from 'vitest';
import { ARTIFACTS, openInContext, useServedBrowser } from './support.js';
import { readGif } from './gif-reader.js';
import { writeFileSync } from 'node:fs';
import { PNG } from 'pngjs';

const suite = useServedBrowser();
const SCALE = 20; // px per cell: arrows show from 8, as on the board
const STEP = 12;

async function exportLastFrame(page) {
  const bytes = await page.evaluate(async ({ step, scale }) => {
    const blob = await window.pathlab.exportAnimation({ from: step - 2, to: step, stepsPerFrame: 1, fps: 10, scale, format: 'gif' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, { step: STEP, scale: SCALE });
  const gif = readGif(Uint8Array.from(bytes));
  return { gif, frame: gif.frames.at(-1).rgba };
}

describe('exported frames and the teaching views', () => {
  it('carry the parent arrows the board shows, in the reached cells only', async () => {
    const { page, errors, close } = await openInContext(suite.browser, `${suite.origin}/`);
    await page.evaluate(async (step) => {
      await window.pathlab.run();
      await window.pathlab.stepBack(window.pathlab.state().step - step);
    }, STEP);
    const { width, height, reached } = await page.evaluate(() => {
      const { app } = window.pathlab;
      const cells = [];
      for (let i = 0; i < app.replay.state.length; i++) if (app.replay.state[i] !== 0) cells.push(i);
      return { width: app.model.width, height: app.model.height, reached: cells };
    });
    expect(reached.length).toBeGreaterThan(10);
    const plain = await exportLastFrame(page);
    expect([plain.gif.width, plain.gif.height]).toEqual([width * SCALE, height * SCALE]);
    // Walls are hatched in the frames as on the board: a wall cell's pixels hold two colours far apart.
    const wall = await page.evaluate(() => window.pathlab.app.model.cells.findIndex((c) => c & 0x80));
    const colours = new Set();
    for (let py = 0; py < SCALE; py++) {
      for (let px = 0; px < SCALE; px++) {
        const p = 4 * (((Math.floor(wall / width) * SCALE) + py) * width * SCALE + (wall % width) * SCALE + px);
        colours.add(plain.frame[p] + plain.frame[p + 1] + plain.frame[p + 2]);
      }
    }
    expect(Math.max(...colours) - Math.min(...colours)).toBeGreaterThan(150);
    await page.getByRole('checkbox', { name: 'Parent arrows' }).first().click();
    expect(await page.getByRole('checkbox', { name: 'Parent arrows' }).first().isChecked()).toBe(true);
    await page.screenshot({ path: `${ARTIFACTS}export-teaching.png` });
    const arrows = await exportLastFrame(page);
    const png = new PNG({ width: arrows.gif.width, height: arrows.gif.height });
    png.data = Buffer.from(arrows.frame);
    writeFileSync(`${ARTIFACTS}export-teaching-frame.png`, PNG.sync.write(png));
    // The cells whose pixels differ between the two exports.
    const changed = new Set();
    for (let p = 0; p < plain.frame.length; p += 4) {
      // Where a frame's colours overflow the GIF's table, a colour may take an entry near it (a few levels
      // off), differently in the two exports; ink differs a lot.
      const far = [0, 1, 2].some((k) => Math.abs(plain.frame[p + k] - arrows.frame[p + k]) > 40);
      if (far) {
        const x = Math.floor((p / 4) % (width * SCALE) / SCALE), y = Math.floor(p / 4 / (width * SCALE) / SCALE);
        changed.add(y * width + x);
      }
    }
    const reachedSet = new Set(reached);
    // An arrow ends at the edge its cell shares with its parent's, so its halo may touch that neighbour.
    const nearReached = (c) => [-1, 0, 1].some((dy) => [-1, 0, 1].some((dx) => reachedSet.has(c + dy * width + dx)));
    const outside = [...changed].filter((c) => !nearReached(c));
    expect(outside).toEqual([]);
    // Every reached cell but the start has an arrow.
    expect(changed.size).toBeGreaterThanOrEqual(reached.length - 1);
    expect(errors).toEqual([]);
    await close();
  });
});
