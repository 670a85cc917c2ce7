// The library's .scen reader (the core's one reader, parseMovingAIScenarios,
// through the wasm binding), as the scenario runner, the page and the bench use it.
import { beforeAll, expect, test } from 'vitest';
import { loadPathlab } from 'pathlab';
import { parseScenarios } from '../../web/src/lib/scenarios.js';

let pl;
beforeAll(async () => { pl = await loadPathlab(); });

test('reads both generations of scenario files', () => {
  const old = parseScenarios(pl, 'version 1\n0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n1\tmaps/dao/arena.map\t49\t49\t1\t13\t4\t12\t3.41421\n\n\n');
  expect(old.ok).toBe(true);
  expect(old.scenarios[1]).toEqual({
    bucket: 1, map: 'maps/dao/arena.map', mapWidth: 49, mapHeight: 49, start: [1, 13], goal: [4, 12], optimal: 3.41421, optimalDecimals: 5,
    tolerance: 1e-3,
  });
  expect(old.scenarios[0]).toMatchObject({ optimal: 1, optimalDecimals: 0 });
  const current = parseScenarios(pl, 'version 1.0\r\n3 Berlin_0_256.map 256 256 10 20 30 40 12.41421356\r\n');
  expect(current.scenarios[0]).toMatchObject({ map: 'Berlin_0_256.map', optimal: 12.41421356, optimalDecimals: 8 });
});

test('keeps map names as written; the format is printable ASCII, so other bytes are named', () => {
  expect(parseScenarios(pl, 'version 1\n0 ../maps/dao/a-b_c.map 4 4 0 0 3 3 4.24264\n').scenarios[0].map).toBe('../maps/dao/a-b_c.map');
  expect(parseScenarios(pl, 'version 1\n0 carte_été.map 4 4 0 0 3 3 4.24264\n').error)
    .toMatch(/^line 2: unexpected byte 0xC3 at column 9 \(only printable ASCII is allowed\)/);
});

test.each([
  ['', /^line 1: empty file/],
  ['version 2\n', /^line 1: unsupported scenario version "2"/],
  ['0 a 10 10 1 1 2 2 3\n', /^line 1: missing version line/],
  ['version 1\n0 a 10 10 1 1 2\n', /^line 2: expected 9 fields .*found 7/],
  ['version 1\n0 a 10 10 1 1 2 2 -3\n', /^line 2: optimal length "-3" is negative/],
  ['version 1\n0 a 10 10 1 1 2 x 3\n', /^line 2: goal y "x" is not a whole number/],
  ['version 1\n0 a 10 10 1 1 20 2 3\n', /^line 2: goal \(20, 2\) is outside the 10 x 10 map/],
  ['version 1\n0 a 99999 10 1 1 2 2 3\n', /^line 2: map width 99999 is too large/],
  [42, /^line 1: scenario text must be a string/],
])('malformed scenario text %# names the line and what is wrong', (text, message) => {
  const r = parseScenarios(pl, text);
  expect(r.ok).toBe(false);
  expect(r.error).toMatch(message);
});

test('the tolerance follows the printed precision with a floor of 1e-3', () => {
  const lengths = ['3', '3.5', '3.25', '3.41421', '3.41421356'];
  const text = `version 1\n${lengths.map((l) => `0 m 9 9 0 0 1 1 ${l}`).join('\n')}\n`;
  expect(parseScenarios(pl, text).scenarios.map((s) => s.tolerance)).toEqual([0.5, 0.05, 0.005, 1e-3, 1e-3]);
});
