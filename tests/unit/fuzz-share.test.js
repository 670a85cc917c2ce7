// 100,000 mutated share links (plain maps and every page mode) through the decoder: it must always answer
// { ok: true, state } with a valid state or { ok: false, error } with a message,
// never throw, crash or hang. Half the mutations re-seal the checksum so they reach
// the parser and the inflater behind it, not just the CRC check.
import { describe, expect, it } from 'vitest';
import { crc32, fromBase64Url, toBase64Url } from '../../web/src/share/bytes.js';
import { decodeState, encodeState } from '../../web/src/share/link.js';
import { randomCells, rng } from './support.js';

const MUTANTS = 100_000;

async function seedLinks(random) {
  const links = [];
  for (const [width, height, walls, terrain] of [[3, 2, 0, false], [16, 9, 0.3, false], [40, 30, 0.2, true], [64, 36, 0.3, false], [128, 8, 0.05, false]]) {
    const cells = randomCells(random, width, height, { wallShare: walls, maxCost: terrain ? 9 : 1 });
    links.push(await encodeState({
      width, height, cells, start: [0, 0], goal: [width - 1, height - 1],
      options: { algorithm: 'dijkstra', heuristic: 'manhattan', weight: 1.5, maxExpansions: 500, openList: 'array' },
      step: 3, view: { zoom: 8, centerX: 1, centerY: 2 },
    }));
  }
  // Links with the page mode's sections (66..71), on a map with walls the waypoints must avoid.
  const width = 24, height = 12;
  const cells = new Uint8Array(width * height).fill(1);
  for (let y = 2; y < 10; y++) cells[y * width + 12] = 0x81;
  const map = { width, height, cells, start: [1, 1], goal: [22, 10], step: 2 };
  for (const mode of [
    { id: 'waypoints', waypoints: [[3, 4], [11, 1], [13, 11], [20, 5], [6, 9]], algorithm: 'dijkstra' },
    { id: 'flee', minDistance: 9.5 },
    { id: 'chase', stopWhenHalfway: true },
    { id: 'compare', algorithms: ['astar', 'dijkstra', 'greedy', 'bfs'] },
  ]) links.push(await encodeState({ ...map, mode }));
  return links;
}

const NOISE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.#v%<>"\'&=+/ \u00e9\u{1F600}\0';

function mutateText(link, random) {
  const at = Math.floor(random() * (link.length + 1));
  const noise = () => NOISE[Math.floor(random() * NOISE.length)];
  switch (Math.floor(random() * 5)) {
    case 0: return link.slice(0, at);
    case 1: return link.slice(0, at) + noise() + link.slice(at + 1);
    case 2: return link.slice(0, at) + noise() + link.slice(at);
    case 3: return link.slice(0, at) + link.slice(at + 1 + Math.floor(random() * 8));
    default: return link.slice(0, at) + link.slice(Math.floor(random() * link.length));
  }
}

// Mutates the bytes after the checksum, then writes a matching checksum.
function mutateSealed(link, random) {
  let bytes = fromBase64Url(link.slice(3));
  const edits = 1 + Math.floor(random() * 3);
  for (let e = 0; e < edits; e++) {
    const at = 4 + Math.floor(random() * (bytes.length - 4));
    switch (Math.floor(random() * 5)) {
      case 0: bytes[at] ^= 1 << Math.floor(random() * 8); break;
      case 1: bytes[at] = Math.floor(random() * 256); break;
      case 2: bytes = bytes.slice(0, Math.max(5, at)); break;
      case 3: {
        const grown = new Uint8Array(bytes.length + 1);
        grown.set(bytes.subarray(0, at));
        grown[at] = Math.floor(random() * 256);
        grown.set(bytes.subarray(at), at + 1);
        bytes = grown;
        break;
      }
      default: bytes[4 + Math.floor(random() * Math.min(6, bytes.length - 4))] = Math.floor(random() * 256); // flags, sizes
    }
  }
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  return `v1.${toBase64Url(bytes)}`;
}

describe('share link decoder under 100,000 mutated links', () => {
  it('always answers with a valid state or a message', async () => {
    const random = rng(2024);
    const links = await seedLinks(random);
    const started = performance.now();
    const counts = { ok: 0, refused: 0 };
    for (let n = 0; n < MUTANTS; n++) {
      const link = links[n % links.length];
      const mutant = n % 2 === 0 ? mutateText(link, random) : mutateSealed(link, random);
      const decoded = await decodeState(mutant);
      if (decoded.ok) {
        counts.ok++;
        // Whatever decodes must be a state the encoder accepts (valid sizes, cells, points, names).
        await encodeState(decoded.state);
      } else {
        counts.refused++;
        expect(typeof decoded.error).toBe('string');
        expect(decoded.error.length).toBeGreaterThan(10);
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(`${MUTANTS} mutated links in ${seconds.toFixed(1)} s: ${counts.ok} decoded to valid states, ${counts.refused} refused with a message`);
    expect(counts.ok + counts.refused).toBe(MUTANTS);
  });
});
