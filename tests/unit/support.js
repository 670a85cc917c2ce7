// Test data shared by the unit tests (and the share-link e2e tests): a seeded
// generator, so that every run sees the same "random" maps and states, random
// cell arrays, wasm grids for searches, and share links built by hand around
// chosen sections.
import { ByteWriter, crc32, toBase64Url } from '../../web/src/share/bytes.js';
import { generate } from '../../web/src/model/generators.js';

/** A seeded Mulberry32 stream of floats in [0, 1): the page's own generator. */
export { seededRandom as rng } from '../../web/src/model/generators.js';

/** A random element of `list`. */
export const pick = (random, list) => list[Math.floor(random() * list.length)];

/**
 * Cell bytes as the page and share links hold them: a wall with probability
 * `wallShare` (bit 0x80), terrain cost 1..maxCost (always 1 when maxCost is 1).
 */
export function randomCells(random, width, height, { wallShare, maxCost = 1 }) {
  const cells = new Uint8Array(width * height);
  for (let i = 0; i < cells.length; i++) {
    const wall = random() < wallShare ? 0x80 : 0;
    cells[i] = wall | (maxCost > 1 ? 1 + Math.floor(random() * maxCost) : 1);
  }
  return cells;
}

/**
 * A wasm Grid of the page's "random" walls (generators.js, `density` of them) with the
 * corners free, and the options of a search from the top-left to the bottom-right corner.
 * @returns {{grid, options}} the caller deletes the grid
 */
export function cornerToCorner(pl, width, height, seed, density, options = {}) {
  const grid = new pl.Grid(width, height);
  const cells = generate('random', width, height, { seed, density });
  cells[0] = 1;
  cells[cells.length - 1] = 1;
  grid.setCells(cells);
  return { grid, options: { start: [0, 0], goal: [width - 1, height - 1], ...options } };
}

// Builds a link around hand-written sections, with a correct checksum, to reach the
// decoder's inner checks. sections: [[tag, Uint8Array | number[]], ...]
export function craftLink({ width, height, sections, flags = 0, body = null, version = 1 }) {
  const out = new ByteWriter();
  out.raw([0, 0, 0, 0]);
  out.byte(flags);
  out.varint(width);
  out.varint(height);
  if (body) out.raw(body);
  else {
    for (const [tag, content] of sections) {
      out.varint(tag);
      out.varint(content.length);
      out.raw(content);
    }
  }
  const bytes = out.result();
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  return `#v${version}.${toBase64Url(bytes)}`;
}
