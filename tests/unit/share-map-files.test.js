// Map files in and out: Moving AI .map import through the library, .map export,
// .scen scenario lists checked against real searches, result JSON.
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadPathlab } from '../../web/src/lib/pathlab.js';
import {
  compareWithOptimal, exportMapText, importMapText, MAX_MAP_FILE_BYTES, readFileText, resultJson, scenarioLabel,
  scenariosForMap, sortMapFiles,
} from '../../web/src/share/map-files.js';
import { MOVINGAI_DIR } from '../movingai-data.js';

const DATA = MOVINGAI_DIR;
const data = (name) => readFileSync(new URL(name, `file://${DATA}`), 'utf8');
let pl;
beforeAll(async () => { pl = await loadPathlab(); });

describe('map import and export', () => {
  it('imports a real Moving AI map with the walls its text shows', () => {
    const text = data('arena.map');
    const imported = importMapText(pl, text);
    expect(imported.ok, imported.error).toBe(true);
    const rows = text.split(/\r?\n/).slice(4, 4 + 49);
    const expectedWalls = rows.join('').split('').filter((c) => '@OTW'.includes(c)).length;
    const { width, height, cells } = imported.map;
    expect([width, height]).toEqual([49, 49]);
    expect(cells.filter((b) => b & 0x80).length).toBe(expectedWalls);
    rows.forEach((row, y) => [...row].forEach((ch, x) => expect(!!(cells[y * 49 + x] & 0x80)).toBe('@OTW'.includes(ch))));
  });

  it('round-trips a map with terrain through export and import', () => {
    const width = 23;
    const height = 11;
    const cells = Uint8Array.from({ length: width * height }, (_, i) => (i % 7 === 0 ? 0x81 : 1 + ((i * 5) % 9)));
    const text = exportMapText(pl, { width, height, cells });
    expect(text.startsWith('type octile\nheight 11\nwidth 23\nmap\n')).toBe(true);
    const back = importMapText(pl, text);
    expect(back.ok, back.error).toBe(true);
    expect(back.map.cells).toEqual(cells);
  });

  it('reports malformed and oversized map files with a message and no exception', () => {
    const bad = importMapText(pl, 'type octile\nheight 2\nwidth 3\nmap\n...\n.x.\n');
    expect(bad.ok).toBe(false);
    expect(bad.error).toMatch(/line 6/);
    expect(importMapText(pl, 'type octile\nheight 900000\nwidth 900000\nmap\n').error).toMatch(/900000/);
    expect(importMapText(pl, 'x'.repeat(MAX_MAP_FILE_BYTES + 1)).error).toMatch(/too large/);
    expect(importMapText(pl, 42).error).toMatch(/must be text/);
    expect(importMapText(pl, data('arena.map')).ok).toBe(true); // the library is still usable
  });
});

describe('dropped and picked files', () => {
  it('sorts a .map and a .scen and refuses anything else', async () => {
    const map = new File(['type octile\nheight 1\nwidth 1\nmap\n.\n'], 'Room.MAP');
    const scen = new File(['version 1\n'], 'room.map.scen');
    expect(sortMapFiles([scen, map])).toEqual({ map, scen, error: null });
    expect(sortMapFiles([map, map]).error).toMatch(/one .map file/);
    expect(sortMapFiles([new File(['<b>'], '<b>evil</b>.html')]).error).toBe("'<b>evil</b>.html' is neither a .map nor a .scen file");
    expect(sortMapFiles([]).error).toMatch(/no .map or .scen/);
    expect(await readFileText(map, 'map')).toEqual({ ok: true, text: 'type octile\nheight 1\nwidth 1\nmap\n.\n' });
    expect((await readFileText({ name: 'huge.map', size: 1e12 }, 'map')).error).toMatch(/too large \(1,000,000,000,000 bytes/);
  });
});

describe('scenarios', () => {
  it('lists a real .scen and finds every listed optimal length with A*', () => {
    const map = importMapText(pl, data('arena.map')).map;
    const listed = scenariosForMap(pl, data('arena.map.scen'), map.width, map.height);
    expect(listed.ok, listed.error).toBe(true);
    expect(listed.scenarios).toHaveLength(160);
    expect(scenarioLabel(listed.scenarios[0])).toMatch(/^#0 \(bucket 0\): \(\d+, \d+\) → \(\d+, \d+\), optimal [\d.]+$/);
    const grid = new pl.Grid(map.width, map.height);
    grid.setCells(map.cells);
    for (const scenario of listed.scenarios) {
      const result = pl.findPath(grid, { start: scenario.start, goal: scenario.goal });
      const verdict = compareWithOptimal(result, scenario);
      expect(verdict.matches, verdict.message).toBe(true);
      expect(verdict.message).toMatch(/matches the listed optimal/);
    }
    grid.delete();
  });

  it('says when a length differs, when the rule differs, and when a .scen is for another map', () => {
    const scenario = { optimal: 10.5, optimalDecimals: 8, tolerance: 1e-3 };
    expect(compareWithOptimal({ status: 'found', cost: 10.6 }, scenario).message).toMatch(/differs from the listed optimal 10.5 by 0.1000$/);
    const never = compareWithOptimal({ status: 'found', cost: 12 }, scenario, { diagonalMovement: 'never' });
    expect(never).toMatchObject({ matches: false, comparable: false });
    expect(never.message).toMatch(/assumes diagonals only between free side cells/);
    expect(compareWithOptimal({ status: 'no-path', cost: Infinity }, scenario).message).toMatch(/no full path \(no-path\)/);
    expect(scenariosForMap(pl, data('arena.map.scen'), 10, 10).error).toMatch(/for a 49 x 49 map; the map is 10 x 10/);
    expect(scenariosForMap(pl, 'version 1\n0 a.map 10 10 1 1 2 2 x\n', 10, 10).error).toMatch(/malformed scenario file: line 2/);
  });
});

describe('result JSON', () => {
  it('holds the result and the whole trace, with Infinity as null', () => {
    const grid = pl.Grid.fromMatrix([[0, 0, 0], [1, 1, 0], [0, 0, 0]]);
    const search = pl.createSearch(grid, { start: [0, 0], goal: [0, 2] });
    const result = search.run();
    const trace = search.traceCopy();
    const state = { width: 3, height: 3, start: [0, 0], goal: [0, 2], options: { algorithm: 'astar', maxExpansions: Infinity } };
    const doc = JSON.parse(resultJson(state, result, trace));
    expect(doc).toMatchObject({ format: 'pathlab-search', version: 1, map: { width: 3, height: 3 }, options: { maxExpansions: null } });
    expect(doc.result.path).toEqual(result.path);
    expect([doc.result.path[0], doc.result.path.at(-1)]).toEqual([[0, 0], [0, 2]]);
    expect(doc.result.cost).toBeCloseTo(result.cost, 12);
    expect(doc.trace.events).toBe(trace.length);
    expect(doc.trace.kinds).toEqual(Array.from(trace.kinds));
    expect(doc.trace.g).toEqual(Array.from(trace.g));
    expect(doc.trace.kinds.filter((k) => k === 3)).toHaveLength(result.path.length);
    expect(JSON.parse(resultJson(state, { status: 'no-path', path: [], cost: Infinity })).result.cost).toBeNull();
    search.delete();
    grid.delete();
  });
});
