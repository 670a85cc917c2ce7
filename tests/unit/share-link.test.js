// The share-link codec: round trips, size, golden links of each released format
// version, and clear errors for damaged or hostile links.
import { readFileSync, readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { crc32, fromBase64Url, toBase64Url } from '../../web/src/share/bytes.js';
import {
  decodeState, encodeShareUrl, encodeState, MAX_ENCODED_CHARS, ShareTooLargeError,
} from '../../web/src/share/link.js';
import { ALGORITHMS, COST_MODELS, DIAGONAL_RULES, HEURISTICS, OPEN_LISTS, TIE_BREAKS } from '../../web/src/lib/options.js';
import { craftLink, pick, randomCells, rng } from './support.js';

const FIXTURES = new URL('../fixtures/links/', import.meta.url);

function randomState(random, { width, height, wallShare = random() * 0.5, terrain = random() < 0.5 } = {}) {
  width ??= 1 + Math.floor(random() * 90);
  height ??= 1 + Math.floor(random() * 60);
  const cells = randomCells(random, width, height, { wallShare, maxCost: terrain ? 9 : 1 });
  const point = () => [Math.floor(random() * width), Math.floor(random() * height)];
  const algorithm = pick(random, ALGORITHMS);
  return {
    width, height, cells, start: point(), goal: point(),
    options: {
      algorithm, heuristic: pick(random, HEURISTICS), diagonalMovement: pick(random, DIAGONAL_RULES),
      weight: random() < 0.5 ? (algorithm === 'weighted-astar' ? 1.75 : 1) : 1 + random() * 4,
      maxExpansions: random() < 0.5 ? Infinity : 1 + Math.floor(random() * 1e9),
      tieBreaking: pick(random, TIE_BREAKS), costModel: pick(random, COST_MODELS), openList: pick(random, OPEN_LISTS),
      terrainCost: 'entered', // a link made before the option means it: critical tags left out decode to it
    },
    step: random() < 0.3 ? null : Math.floor(random() * 1e6),
    view: random() < 0.3 ? null : { zoom: 0.25 + random() * 40, centerX: random() * width, centerY: random() * height },
  };
}

function expectSameState(actual, expected) {
  expect({ ...actual, cells: null }).toEqual({ ...expected, cells: null });
  expect(actual.cells).toEqual(expected.cells);
}

describe('byte helpers', () => {
  it('computes the standard CRC-32 check value', () => {
    expect(crc32(new TextEncoder().encode('123456789'))).toBe(0xcbf43926);
  });

  it('writes the same base64url as Node', () => {
    const random = rng(5);
    for (let n = 0; n < 40; n++) {
      const bytes = Uint8Array.from({ length: n }, () => Math.floor(random() * 256));
      const text = toBase64Url(bytes);
      expect(text).toBe(Buffer.from(bytes).toString('base64url'));
      expect(fromBase64Url(text)).toEqual(bytes);
    }
  });
});

describe('share links', () => {
  it('round-trips 300 random maps with random options, steps and views', async () => {
    const random = rng(42);
    for (let n = 0; n < 300; n++) {
      const state = randomState(random);
      const decoded = await decodeState(await encodeShareUrl(state, 'https://example.org/pathlab/?embed=1'));
      expect(decoded.ok, decoded.error).toBe(true);
      expectSameState(decoded.state, state);
    }
  });

  it('fills in the documented defaults for a state that names no options', async () => {
    const cells = new Uint8Array(12).fill(1);
    const decoded = await decodeState(await encodeState({ width: 4, height: 3, cells, start: [0, 0], goal: [3, 2] }));
    expect(decoded.state).toEqual({
      width: 4, height: 3, cells, start: [0, 0], goal: [3, 2], step: null, view: null,
      options: {
        algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles', weight: 1,
        maxExpansions: Infinity, tieBreaking: 'lower-h', costModel: 'real', openList: 'heap', terrainCost: 'entered',
      },
    });
  });

  it('fits a 64 x 36 map with 30 % random walls in 1,000 URL characters', async () => {
    const random = rng(7);
    const state = randomState(random, { width: 64, height: 36, wallShare: 0.3, terrain: false });
    state.step = 517;
    const url = await encodeShareUrl(state, 'https://someone.github.io/pathlab/index.html');
    console.log(`64 x 36, 30 % walls: ${url.length} URL characters`);
    expect(url.length).toBeLessThanOrEqual(1000);
  });

  it('refuses a state too large for a link with a ShareTooLargeError', async () => {
    const random = rng(9);
    const state = randomState(random, { width: 1000, height: 1000, wallShare: 0.5, terrain: true });
    const error = await encodeState(state).catch((e) => e);
    expect(error).toBeInstanceOf(ShareTooLargeError);
    expect(error.message).toMatch(/too large for a link.*\.map file/);
    expect(error.chars).toBeGreaterThan(MAX_ENCODED_CHARS);
  });

  it('refuses to encode malformed states with a clear Error', async () => {
    const good = randomState(rng(3), { width: 5, height: 5 });
    await expect(encodeState({ ...good, width: 0 })).rejects.toThrow(/outside 1..8192/);
    await expect(encodeState({ ...good, cells: new Uint8Array(3) })).rejects.toThrow(/width \* height = 25/);
    await expect(encodeState({ ...good, cells: new Uint8Array(25) })).rejects.toThrow(/not a cell byte/);
    await expect(encodeState({ ...good, start: [5, 0] })).rejects.toThrow(/start must be \[x, y\] inside/);
    await expect(encodeState({ ...good, options: { algorithm: 'teleport' } })).rejects.toThrow(/unknown algorithm 'teleport'/);
  });
});

describe('golden links of each released format version', () => {
  // Built by hand here, independently of the encoder: a 7 x 5 map with a wall column,
  // terrain costs and non-default options.
  function goldenV1State() {
    const rows = [
      '..@....',
      '.3@.9..',
      '..@..2.',
      '.......',
      '@@@@.@@',
    ];
    const cells = new Uint8Array(35);
    rows.forEach((row, y) => [...row].forEach((ch, x) => {
      cells[y * 7 + x] = ch === '@' ? 0x81 : ch === '.' ? 1 : Number(ch);
    }));
    cells[4 * 7 + 0] = 0x80 | 4; // a wall that keeps terrain cost 4 underneath
    return {
      width: 7, height: 5, cells, start: [0, 0], goal: [6, 0],
      options: {
        algorithm: 'weighted-astar', heuristic: 'euclidean', diagonalMovement: 'always', weight: 2.5,
        maxExpansions: 1000, tieBreaking: 'fifo', costModel: 'integer', openList: 'node-array', terrainCost: 'entered',
      },
      step: 9,
      view: { zoom: 24, centerX: 3.5, centerY: 2.5 },
    };
  }

  it('has a golden link for every version', () => {
    expect(readdirSync(FIXTURES).filter((f) => f.endsWith('.txt')).sort()).toEqual(['v1-golden.txt', 'v1-minimal.txt', 'v1-modes.txt']); // v1-modes: share-link-modes.test.js
  });

  it('decodes the v1 golden link to the hand-built state', async () => {
    const link = readFileSync(new URL('v1-golden.txt', FIXTURES), 'utf8').trim();
    const decoded = await decodeState(link);
    expect(decoded.ok, decoded.error).toBe(true);
    expectSameState(decoded.state, goldenV1State());
  });

  it('decodes the v1 minimal link (defaults everywhere) to a plain 3 x 2 map', async () => {
    const link = readFileSync(new URL('v1-minimal.txt', FIXTURES), 'utf8').trim();
    const decoded = await decodeState(link);
    expect(decoded.ok, decoded.error).toBe(true);
    expectSameState(decoded.state, {
      width: 3, height: 2, cells: new Uint8Array([1, 1, 1, 1, 1, 1]), start: [0, 1], goal: [2, 0], step: null, view: null,
      options: {
        algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles', weight: 1,
        maxExpansions: Infinity, tieBreaking: 'lower-h', costModel: 'real', openList: 'heap', terrainCost: 'entered',
      },
    });
  });
});

const endpoints = [1, [0, 0, 1, 0]];

describe('damaged and hostile links', () => {
  async function errorOf(link) {
    const decoded = await decodeState(link);
    expect(decoded.ok).toBe(false);
    expect(typeof decoded.error).toBe('string');
    return decoded.error;
  }

  it('detects every truncation and every single-character change of a link', async () => {
    const state = randomState(rng(11), { width: 20, height: 10 });
    const link = await encodeState(state);
    for (let cut = 1; cut < link.length; cut++) {
      expect(await errorOf(link.slice(0, cut))).toMatch(/cut off|damaged|not a Pathlab|holds no/);
    }
    const random = rng(12);
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let n = 0; n < 500; n++) {
      const at = 3 + Math.floor(random() * (link.length - 3));
      const ch = pick(random, alphabet.replace(link[at], '').split(''));
      const changed = link.slice(0, at) + ch + link.slice(at + 1);
      const decoded = await decodeState(changed);
      // The last character may carry unused bits: then the bytes, and the map, are unchanged.
      if (decoded.ok) expectSameState(decoded.state, state);
      else expect(decoded.error).toMatch(/damaged|cut off/);
    }
  });

  it('names the problem for links that are not Pathlab links or come from a newer version', async () => {
    expect(await errorOf('https://example.org/pathlab/')).toMatch(/not a Pathlab share link/);
    expect(await errorOf('https://example.org/pathlab/#')).toMatch(/holds no Pathlab map/);
    expect(await errorOf('#v9.AAAAAAAAAA')).toMatch(/newer Pathlab \(format v9\)/);
    expect(await errorOf('#v0.AAAAAAAAAA')).toMatch(/unknown share link format v0/);
    expect(await errorOf('#v1.<script>alert(1)</script>')).toMatch(/character that cannot be in it, at position 1/);
    expect(await errorOf(42)).toMatch(/must be text/);
    expect(await errorOf(`#v1.${'A'.repeat(2_000_001)}`)).toMatch(/too long/);
  });

  it('checks declared sizes before allocating anything', async () => {
    expect(await errorOf(craftLink({ width: 100_000, height: 5, sections: [endpoints] }))).toMatch(/100000 x 5 is outside 1..8192/);
    expect(await errorOf(craftLink({ width: 8192, height: 8192, sections: [endpoints] }))).toMatch(/67,108,864 cells; at most 16,777,216 are allowed/);
    expect(await errorOf(craftLink({ width: 0, height: 5, sections: [endpoints] }))).toMatch(/outside/);
    expect(await errorOf(craftLink({ width: 2 ** 50, height: 1, sections: [endpoints] }))).toMatch(/outside/);
  });

  it('stops inflating at the size the declared map allows (decompression bomb)', async () => {
    const zeros = new Uint8Array(50_000_000);
    const bomb = new Uint8Array(await new Response(new Blob([zeros]).stream()
      .pipeThrough(new CompressionStream('deflate-raw'))).arrayBuffer());
    expect(bomb.length).toBeLessThan(100_000);
    const started = performance.now();
    expect(await errorOf(craftLink({ width: 2, height: 1, flags: 1, body: bomb }))).toMatch(/larger than its size allows/);
    console.log(`bomb of ${bomb.length} bytes refused in ${(performance.now() - started).toFixed(0)} ms`);
  });

  it('reports damaged compressed data, unknown flags and sections, and bad section contents', async () => {
    expect(await errorOf(craftLink({ width: 2, height: 1, flags: 1, body: new Uint8Array([0xff, 0xfe, 0x01]) })))
      .toMatch(/compressed data is damaged/);
    expect(await errorOf(craftLink({ width: 2, height: 1, flags: 2, sections: [endpoints] }))).toMatch(/features this page does not know/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [40, [1, 2]]] }))).toMatch(/section \(40\).*newer Pathlab/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [] }))).toMatch(/no start and goal/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [[1, [0, 0, 2, 0]]] }))).toMatch(/goal at \(2, 0\), outside its 2 x 1 map/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, endpoints] }))).toMatch(/repeats section 1/);
    expect(await errorOf(craftLink({ width: 20, height: 1, sections: [endpoints, [2, [1, 2]]] }))).toMatch(/walls have 2 bytes, the map size needs 3/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [3, [0x01]]] }))).toMatch(/terrain cost 0; costs are 1 to 9/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [1, [0, 0, 1, 0, 5]]] }))).toMatch(/repeats|too many/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [[1, [0, 0, 1, 0, 5]]] }))).toMatch(/1 bytes too many/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [7, [...new Uint8Array(new Float64Array([0.5]).buffer)]]] })))
      .toMatch(/weight is not a number >= 1/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [65, [...new Uint8Array(new Float64Array([NaN, 1, 1]).buffer)]]] })))
      .toMatch(/view/);
    expect(await errorOf(craftLink({ width: 2, height: 1, body: new Uint8Array([0x80]) }))).toMatch(/ends too early/);
  });

  it('refuses option names it does not know, quoting them only as plain text', async () => {
    const markup = new TextEncoder().encode('<img src=x onerror=alert(1)>');
    const error = await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [4, markup]] }));
    expect(error).toMatch(/asks for algorithm '<img src=x onerror=alert\(1\)>', which this page does not know \(it knows: astar/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [5, [0xff, 0xfe]]] }))).toMatch(/heuristic is not readable text/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [6, new Uint8Array(65).fill(97)]] }))).toMatch(/name is too long/);
  });

  it('says in the link\'s words what the library\'s option validator refuses', async () => {
    const float = (v) => [...new Uint8Array(new Float64Array([v]).buffer)];
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [8, [0]]] }))).toMatch(/expansion limit is not an integer >= 1/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [7, float(NaN)]] }))).toMatch(/weight is not a number >= 1/);
    expect(await errorOf(craftLink({ width: 2, height: 1, sections: [endpoints, [73, [...new TextEncoder().encode('bezier')]]] })))
      .toMatch(/asks for pathSmoothing 'bezier', which this page does not know \(it knows: none, string-pulling\)/);
    const weighted = await decodeState(craftLink({ width: 2, height: 1, sections: [endpoints, [4, [...new TextEncoder().encode('weighted-astar')]]] }));
    expect(weighted.state.options).toMatchObject({ algorithm: 'weighted-astar', weight: 1.75 }); // the default weight, filled in
  });

  it('skips optional sections (tag 64 and up) that a later version may add', async () => {
    const decoded = await decodeState(craftLink({ width: 2, height: 1, sections: [endpoints, [99, [1, 2, 3]], [127, []]] }));
    expect(decoded.ok, decoded.error).toBe(true);
    expect(decoded.state.goal).toEqual([1, 0]);
  });
});
