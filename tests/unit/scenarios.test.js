// The JS .scen reader (used by the wasm scenario runner and the page).
import { expect, test } from 'vitest';
import { lengthTolerance, parseScenarios } from '../../web/src/lib/scenarios.js';

test('reads both generations of scenario files', () => {
  const old = parseScenarios('version 1\n0\tmaps/dao/arena.map\t49\t49\t1\t11\t1\t12\t1\n1\tmaps/dao/arena.map\t49\t49\t1\t13\t4\t12\t3.41421\n\n\n');
  expect(old.ok).toBe(true);
  expect(old.scenarios[1]).toEqual({
    bucket: 1, map: 'maps/dao/arena.map', mapWidth: 49, mapHeight: 49, start: [1, 13], goal: [4, 12], optimal: 3.41421, optimalDecimals: 5,
  });
  expect(old.scenarios[0].optimalDecimals).toBe(0);
  const current = parseScenarios('version 1.0\r\n3 Berlin_0_256.map 256 256 10 20 30 40 12.41421356\r\n');
  expect(current.scenarios[0]).toMatchObject({ map: 'Berlin_0_256.map', optimal: 12.41421356, optimalDecimals: 8 });
});

test.each([
  ['', /line 1: empty file/],
  ['version 2\n', /line 1: expected "version 1"/],
  ['version 1\n0 a 10 10 1 1 2\n', /line 2: expected 9 fields, found 7/],
  ['version 1\n0 a 10 10 1 1 2 2 -3\n', /line 2: optimal length/],
  ['version 1\n0 a 10 10 1 1 2 x 3\n', /line 2: field 8 must be a whole number/],
  ['version 1\n0 a 10 10 1 1 20 2 3\n', /line 2: goal \(20, 2\) is outside the 10 x 10 map/],
  ['version 1\n0 a 99999 10 1 1 2 2 3\n', /line 2: map size/],
])('malformed scenario text %# names the line', (text, message) => {
  const r = parseScenarios(text);
  expect(r.ok).toBe(false);
  expect(r.error).toMatch(message);
});

test('tolerance follows the printed precision with a floor of 1e-3', () => {
  expect(lengthTolerance(0)).toBe(0.5);
  expect(lengthTolerance(5)).toBe(1e-3);
  expect(lengthTolerance(8)).toBe(1e-3);
  expect(lengthTolerance(2)).toBeCloseTo(0.005, 12);
});
