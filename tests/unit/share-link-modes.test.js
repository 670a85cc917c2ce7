// The page mode in share links (sections 66..71, all optional): round trips of
// random mode states, the frozen golden links, what an older page does with
// them, and clear messages for bad or hostile mode sections.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ByteReader, ByteWriter, crc32, fromBase64Url, toBase64Url } from '../../web/src/share/bytes.js';
import { deflateRaw, inflateRaw } from '../../web/src/share/compress.js';
import { decodeState, encodeShareUrl, encodeState, TAG } from '../../web/src/share/link.js';
import { ALGORITHMS } from '../../web/src/lib/options.js';
import { checkModeState, MAX_PLACED_WAYPOINTS, maxSafeDistance } from '../../web/src/model/mode-state.js';
import { craftLink, randomCells, rng } from './support.js';

const FIXTURES = new URL('../fixtures/links/', import.meta.url);

function randomMap(random) {
  const width = 2 + Math.floor(random() * 60);
  const height = 2 + Math.floor(random() * 40);
  const cells = randomCells(random, width, height, { wallShare: 0.25, maxCost: 3 });
  const point = () => [Math.floor(random() * width), Math.floor(random() * height)];
  return { width, height, cells, start: point(), goal: point(), options: { algorithm: 'astar' }, step: null, view: null };
}

function randomMode(random, { width, height, cells }) {
  switch (Math.floor(random() * 6)) {
    case 0: return { id: 'chase', stopWhenHalfway: random() < 0.5 };
    case 1: return { id: 'flee', minDistance: random() < 0.3 ? 0 : random() * maxSafeDistance(width, height) };
    case 2: {
      const waypoints = [];
      const count = Math.floor(random() * 30);
      for (let n = 0; n < count; n++) {
        const i = Math.floor(random() * cells.length);
        if (!(cells[i] & 0x80)) waypoints.push([i % width, Math.floor(i / width)]);
      }
      return { id: 'waypoints', waypoints, algorithm: random() < 0.5 ? 'astar' : 'dijkstra' };
    }
    case 3: {
      const shuffled = [...ALGORITHMS].sort(() => random() - 0.5);
      return { id: 'compare', algorithms: shuffled.slice(0, 2 + Math.floor(random() * (ALGORITHMS.length - 1))) };
    }
    case 4: return { id: 'flowfield' };
    default: return { id: 'grid' };
  }
}

function withoutCells(state) {
  return { ...state, cells: [...state.cells] };
}

describe('mode sections in share links', () => {
  it('round-trips 300 random maps in every mode', async () => {
    const random = rng(66);
    for (let n = 0; n < 300; n++) {
      const map = randomMap(random);
      const mode = randomMode(random, map);
      const decoded = await decodeState(await encodeShareUrl({ ...map, mode }, 'https://example.org/pathlab/'));
      expect(decoded.ok, decoded.error).toBe(true);
      // The grid search is the default: its links carry no mode section, exactly like links made before modes existed.
      expect(decoded.state.mode).toEqual(mode.id === 'grid' ? undefined : mode);
      expect(decoded.state.cells).toEqual(map.cells);
      expect(decoded.state.start).toEqual(map.start);
    }
  });

  it('keeps grid-mode links byte for byte what they were', async () => {
    const map = randomMap(rng(3));
    expect(await encodeState({ ...map, mode: { id: 'grid' } })).toBe(await encodeState(map));
  });

  it('keeps 2,046 waypoints (the visibility graph cap with S and G) well inside the link caps', async () => {
    const width = 256, height = 256;
    const cells = new Uint8Array(width * height).fill(1);
    const waypoints = Array.from({ length: MAX_PLACED_WAYPOINTS }, (_, i) => [(i * 37) % width, (i * 11) % height]);
    const state = { width, height, cells, start: [0, 0], goal: [255, 255], mode: { id: 'waypoints', waypoints, algorithm: 'astar' } };
    const decoded = await decodeState(await encodeState(state));
    expect(decoded.ok, decoded.error).toBe(true);
    expect(decoded.state.mode.waypoints).toEqual(waypoints);
    await expect(encodeState({ ...state, mode: { ...state.mode, waypoints: [...waypoints, [1, 1]] } })).rejects.toThrow(/at most 2046/);
  });

  it('refuses to encode a malformed mode with a clear Error', async () => {
    const map = { ...randomMap(rng(4)), width: 3, height: 2, cells: new Uint8Array([1, 0x81, 1, 1, 1, 1]), start: [0, 0], goal: [2, 1] };
    await expect(encodeState({ ...map, mode: { id: 'teleport' } })).rejects.toThrow(/unknown mode 'teleport'/);
    await expect(encodeState({ ...map, mode: { id: 'waypoints', waypoints: [[1, 0]], algorithm: 'astar' } })).rejects.toThrow(/waypoint 1 at \(1, 0\) is on a wall/);
    await expect(encodeState({ ...map, mode: { id: 'waypoints', waypoints: [[3, 0]], algorithm: 'astar' } })).rejects.toThrow(/outside the 3 x 2 map/);
    await expect(encodeState({ ...map, mode: { id: 'waypoints', waypoints: [], algorithm: 'greedy' } })).rejects.toThrow(/astar or dijkstra/);
    await expect(encodeState({ ...map, mode: { id: 'flee', minDistance: -1 } })).rejects.toThrow(/from 0 to 4/);
    await expect(encodeState({ ...map, mode: { id: 'flee', minDistance: NaN } })).rejects.toThrow(/safe distance/);
    await expect(encodeState({ ...map, mode: { id: 'chase', stopWhenHalfway: 'yes' } })).rejects.toThrow(/true or false/);
    await expect(encodeState({ ...map, mode: { id: 'compare', algorithms: ['astar'] } })).rejects.toThrow(/compare 2 to/);
    await expect(encodeState({ ...map, mode: { id: 'compare', algorithms: ['astar', 'astar'] } })).rejects.toThrow(/repeat/);
    await expect(encodeState({ ...map, mode: { id: 'compare', algorithms: ['astar', 'warp'] } })).rejects.toThrow(/cannot compare algorithm 'warp'/);
  });

  it('checkModeState keeps only the fields of the mode and reads undefined as the grid search', () => {
    const map = { width: 4, height: 4, cells: new Uint8Array(16).fill(1) };
    expect(checkModeState(undefined, map)).toEqual({ id: 'grid' });
    expect(checkModeState({ id: 'flee', minDistance: 2, waypoints: [[0, 0]] }, map)).toEqual({ id: 'flee', minDistance: 2 });
  });
});

describe('golden links with mode sections', () => {
  // Built by hand, independently of the encoder: a 6 x 4 map with a wall, and one
  // state per mode. The links in v1-modes.txt were made once from these and frozen.
  function goldenMap() {
    const rows = ['......', '..@...', '..@.5.', '......'];
    const cells = new Uint8Array(24);
    rows.forEach((row, y) => [...row].forEach((ch, x) => { cells[y * 6 + x] = ch === '@' ? 0x81 : ch === '.' ? 1 : Number(ch); }));
    return {
      width: 6, height: 4, cells, start: [0, 2], goal: [5, 1], step: null, view: null,
      options: {
        algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles', weight: 1,
        maxExpansions: Infinity, tieBreaking: 'lower-h', costModel: 'real', openList: 'heap', terrainCost: 'entered',
      },
    };
  }
  const GOLDEN_MODES = {
    chase: { id: 'chase', stopWhenHalfway: true },
    flee: { id: 'flee', minDistance: 4.5 },
    waypoints: { id: 'waypoints', waypoints: [[1, 0], [3, 3], [4, 0]], algorithm: 'dijkstra' },
    compare: { id: 'compare', algorithms: ['dijkstra', 'astar', 'bfs'] },
  };
  const goldenLinks = () => Object.fromEntries(readFileSync(new URL('v1-modes.txt', FIXTURES), 'utf8')
    .trim().split('\n').map((line) => line.split(' ')));

  it('has one frozen link per mode', () => {
    expect(Object.keys(goldenLinks()).sort()).toEqual(Object.keys(GOLDEN_MODES).sort());
  });

  for (const [name, mode] of Object.entries(GOLDEN_MODES)) {
    it(`decodes the ${name} golden link to the hand-built state`, async () => {
      const decoded = await decodeState(goldenLinks()[name]);
      expect(decoded.ok, decoded.error).toBe(true);
      expect(withoutCells(decoded.state)).toEqual(withoutCells({ ...goldenMap(), mode }));
    });

    it(`shows the ${name} golden link's map on a page that predates modes`, async () => {
      // A page that predates modes skips tags 64 and up it does not know. Renumber the
      // mode sections to tags this page does not know either (reseal the checksum):
      // what is left must be exactly the map, start, goal and options.
      const decoded = await decodeState(await renumberModeSections(goldenLinks()[name]));
      expect(decoded.ok, decoded.error).toBe(true);
      expect(withoutCells(decoded.state)).toEqual(withoutCells(goldenMap()));
    });
  }
});

// Rewrites a link's sections 66..71 as 120..125 (unknown, optional), keeping their content.
async function renumberModeSections(link) {
  const bytes = fromBase64Url(link.split('#v1.')[1]);
  const header = new ByteReader(bytes.subarray(4));
  const flags = header.byte();
  const [width, height] = [header.varint(), header.varint()];
  const rest = header.take(header.remaining);
  const body = new ByteReader(flags & 1 ? await inflateRaw(rest, 1 << 20) : rest);
  const sections = new ByteWriter();
  let renumbered = 0;
  while (body.remaining > 0) {
    const tag = body.varint();
    const content = body.take(body.varint());
    const moved = tag >= TAG.mode && tag <= TAG.comparedAlgorithms;
    if (moved) renumbered++;
    sections.varint(moved ? tag + 54 : tag);
    sections.varint(content.length);
    sections.raw(content);
  }
  expect(renumbered).toBeGreaterThan(0);
  const out = new ByteWriter();
  out.raw([0, 0, 0, 0]);
  out.byte(1);
  out.varint(width);
  out.varint(height);
  out.raw(await deflateRaw(sections.result()));
  const sealed = out.result();
  new DataView(sealed.buffer).setUint32(0, crc32(sealed.subarray(4)), true);
  return `v1.${toBase64Url(sealed)}`;
}

const text = (s) => [...new TextEncoder().encode(s)];
const float = (v) => [...new Uint8Array(new Float64Array([v]).buffer)];
const endpoints = [1, [0, 0, 3, 0]];
const wallAt1 = [2, [0b10]]; // 4 x 2 map, wall at (1, 0)

describe('damaged and hostile mode sections', () => {
  async function errorOf(sections, width = 4, height = 2) {
    const decoded = await decodeState(craftLink({ width, height, sections: [endpoints, ...sections] }));
    expect(decoded.ok).toBe(false);
    return decoded.error;
  }

  it('names the problem', async () => {
    expect(await errorOf([[66, text('<b>x</b>')]])).toMatch(/asks for mode '<b>x<\/b>', which this page does not know \(it knows: grid/);
    expect(await errorOf([[66, [0xff]]])).toMatch(/mode is not readable text/);
    expect(await errorOf([[69, float(2)]])).toMatch(/mode settings but no mode/);
    expect(await errorOf([[66, text('flee')]])).toMatch(/flee mode lacks its minDistance/);
    expect(await errorOf([[66, text('flee')], [69, float(2)], [70, [1]]])).toMatch(/flee mode has a setting it does not use \(stopWhenHalfway\)/);
    expect(await errorOf([[66, text('flee')], [69, float(Infinity)]])).toMatch(/safe distance must be a number from 0 to 5/);
    expect(await errorOf([[66, text('flee')], [69, float(6)]])).toMatch(/from 0 to 5/);
    expect(await errorOf([[66, text('chase')], [70, [2]]])).toMatch(/stop-when-halfway switch is 2/);
    expect(await errorOf([[66, text('waypoints')], [67, [1, 1, 0]], [68, text('astar')], wallAt1])).toMatch(/waypoint 1 at \(1, 0\) is on a wall/);
    expect(await errorOf([[66, text('waypoints')], [67, [1, 9, 0]], [68, text('astar')]])).toMatch(/waypoint 1 at \(9, 0\) is outside the 4 x 2 map/);
    expect(await errorOf([[66, text('waypoints')], [67, [1, 1, 0]], [68, text('bfs')]])).toMatch(/waypoint search must be astar or dijkstra/);
    expect(await errorOf([[66, text('waypoints')], [67, [2, 1, 0]], [68, text('astar')]])).toMatch(/ends too early/);
    expect(await errorOf([[66, text('compare')], [71, [2, 5, ...text('astar'), 2, ...text('zz')]]])).toMatch(/cannot compare algorithm 'zz'/);
    expect(await errorOf([[66, text('compare')], [71, [1, 5, ...text('astar')]]])).toMatch(/compare 2 to/);
    expect(await errorOf([[66, text('compare')], [71, [2, 99, 1]]])).toMatch(/name is too long/);
    expect(await errorOf([[66, text('grid')], [66, text('grid')]])).toMatch(/repeats section 66/);
  });

  it('checks declared counts before allocating', async () => {
    const huge = new ByteWriter();
    huge.varint(2 ** 40);
    expect(await errorOf([[66, text('waypoints')], [67, [...huge.result()]], [68, text('astar')]])).toMatch(/2046 are allowed/);
    expect(await errorOf([[66, text('compare')], [71, [...huge.result()]]])).toMatch(/compares 1099511627776 algorithms/);
  });
});
