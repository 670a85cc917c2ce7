// Link lengths for typical maps (printed for docs/share-links.md's table of typical lengths), each
// checked to round-trip exactly. Real game maps come from the Moving AI data set.
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';
import { generate } from '../../web/src/model/generators.js';
import { decodeState, encodeShareUrl, MAX_ENCODED_CHARS, ShareTooLargeError } from '../../web/src/share/link.js';
import { importMapText } from '../../web/src/share/map-files.js';
import { movingAIText } from '../movingai-data.js';

const BASE = 'https://example.github.io/pathlab/'; // a typical hosting address, 34 characters
let pl;
beforeAll(async () => { pl = await loadPathlab(); });

function stateFor({ width, height, cells }) {
  const free = [];
  for (let i = 0; i < cells.length && free.length < 1; i++) if (!(cells[i] & 0x80)) free.push(i);
  for (let i = cells.length - 1; i >= 0 && free.length < 2; i--) if (!(cells[i] & 0x80)) free.push(i);
  const point = (i) => [i % width, Math.floor(i / width)];
  return { width, height, cells, start: point(free[0]), goal: point(free[1]), options: { algorithm: 'astar' }, step: 120, view: { zoom: 4, centerX: width / 2, centerY: height / 2 } };
}

async function measure(name, map) {
  const state = stateFor(map);
  let url;
  try {
    url = await encodeShareUrl(state, BASE);
  } catch (error) {
    if (!(error instanceof ShareTooLargeError)) throw error;
    console.log(`${name.padEnd(40)} ${`${map.width} x ${map.height}`.padEnd(11)} too large for a link (${error.chars} characters): offered as a .map file`);
    return null;
  }
  const decoded = await decodeState(url);
  expect(decoded.ok, decoded.error).toBe(true);
  expect(decoded.state.cells).toEqual(state.cells);
  const walls = map.cells.filter((b) => b & 0x80).length / map.cells.length;
  console.log(`${name.padEnd(40)} ${`${map.width} x ${map.height}`.padEnd(11)} ${(walls * 100).toFixed(0).padStart(3)} % walls  ${String(url.length).padStart(6)} URL characters`);
  return url.length;
}

const movingAI = (file) => importMapText(pl, movingAIText(file)).map;

describe('share link lengths', () => {
  it('64 x 36 with 30 % random walls fits in 1,000 characters, for any seed', async () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const cells = generate('random', 64, 36, { seed, density: 0.3 });
      expect(await measure(`random 30 %, seed ${seed}`, { width: 64, height: 36, cells })).toBeLessThanOrEqual(1000);
    }
  });

  it('mazes and real 256 x 256 game maps fit in a link; 512 x 512 ones as far as they compress', async () => {
    await measure('depth-first maze', { width: 64, height: 36, cells: generate('depth-first-maze', 64, 36, { seed: 1 }) });
    await measure('depth-first maze', { width: 255, height: 255, cells: generate('depth-first-maze', 255, 255, { seed: 1 }) });
    await measure('recursive-division maze', { width: 256, height: 256, cells: generate('recursive-division', 256, 256, { seed: 1 }) });
    await measure('Moving AI arena (Dragon Age)', movingAI('arena.map'));
    expect(await measure('Moving AI den520d (Dragon Age)', movingAI('den520d.map'))).toBeLessThan(MAX_ENCODED_CHARS);
    expect(await measure('Moving AI Berlin_0_256 (city)', movingAI('Berlin_0_256.map'))).toBeLessThan(MAX_ENCODED_CHARS);
    await measure('Moving AI maze512-1-0', movingAI('maze512-1-0.map'));
    await measure('Moving AI 8room_000', movingAI('8room_000.map'));
    await measure('Moving AI random512-10-0', movingAI('random512-10-0.map'));
  });
});
