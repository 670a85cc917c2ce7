// The board's colours that carry meaning, measured with WCAG's contrast ratio (relative luminance,
// 1.4.11 asks 3:1 for graphics needed to understand the content). The formula is written here, from
// WCAG 2.2's definition, not taken from the code under test; the colours are palette.js's.
//
// What must be told from what (docs/accessibility.md, "Colours"):
// - the ground (a cell not reached) from every search colour: open, each closed shade, walls, the path,
//   the markers, the expanding cell's frame, the keyboard's cursor and the cell at fault;
// - the open cells (the frontier) from every closed shade, and the walls from every closed shade;
// - the path from its outline, which stands between it and any cell beneath; the start, the goal, the
//   cursor and the cell at fault from the ring drawn under them; the expanding cell's frame from the
//   closed shades it is drawn on;
// - the costliest terrain from the ground (costs 2 to 8 shade between them: their cost is in words).
// The one pair left under 3:1 is the walls against the open cells: black to white holds three steps of
// 3:1, not four, so they share the far step and differ in hue; docs/accessibility.md says so.
import { describe, expect, test } from 'vitest';
import { CLOSED_LEVELS, CSS, usePalette } from '../../web/src/render/palette.js';

const channels = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

function luminance(hex) {
  const [r, g, b] = channels(hex).map((v) => v / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function ratio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// The closed cells' shades as the board mixes them, from low g to high (palette.js: a straight mix per channel).
function closedShades() {
  const [low, high] = [CSS.closedLow, CSS.closedHigh].map(channels);
  return Array.from({ length: CLOSED_LEVELS }, (_, level) => `#${low.map((v, i) => Math.round(v + (high[i] - v) * (level / (CLOSED_LEVELS - 1))).toString(16).padStart(2, '0')).join('')}`);
}

/** Every pair below `at least` as "name against name: ratio", for a readable failure. */
function shortOf(pairs, least = 3) {
  return pairs.map(([a, b, an, bn]) => [an, bn, ratio(a, b)]).filter(([, , r]) => r < least).map(([an, bn, r]) => `${an} against ${bn}: ${r.toFixed(2)}`);
}

describe('the formula', () => {
  test('gives WCAG\'s own end points and a known pair', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#777777')).toBe(1);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the grey often quoted as the lightest at 4.5:1 on white
  });
});

const VARIANTS = [
  ['light', { dark: false }],
  ['dark', { dark: true }],
  ['light, colour-blind-safe', { dark: false, colourBlind: true }],
  ['dark, colour-blind-safe', { dark: true, colourBlind: true }],
];

describe('the default board palettes reach 3:1 where colour carries meaning', () => {
  for (const [name, choice] of VARIANTS) {
    test(name, () => {
      usePalette(choice);
      const shades = closedShades();
      const pairs = [
        ...['open', 'wall', 'path', 'start', 'goal', 'current', 'cursor', 'fault', 'terrainHigh', 'landmark'].map((n) => [CSS[n], CSS.free, n, 'the ground']),
        ...shades.map((s, level) => [s, CSS.free, `closed shade ${level}`, 'the ground']),
        ...shades.map((s, level) => [CSS.open, s, 'open', `closed shade ${level}`]),
        ...shades.map((s, level) => [CSS.wall, s, 'wall', `closed shade ${level}`]),
        ...shades.map((s, level) => [CSS.current, s, 'the expanding cell\'s frame', `closed shade ${level}`]),
        [CSS.path, CSS.pathOutline, 'path', 'its outline'],
        ...['start', 'goal', 'cursor', 'fault'].map((n) => [CSS[n], CSS.markerRing, n, 'its ring']),
      ];
      expect(pairs.length).toBe(10 + 4 * CLOSED_LEVELS + 5);
      expect(shortOf(pairs)).toEqual([]);
      expect(ratio(CSS.wall, CSS.free)).toBeGreaterThanOrEqual(7); // the map's own lines: more than enough
      usePalette({ dark: false });
    });
  }

  test('the walls and the open cells share the far step of lightness and differ in hue', () => {
    for (const dark of [false, true]) {
      usePalette({ dark });
      const [wall, open] = [CSS.wall, CSS.open].map(channels);
      // Neutral walls (channels within a few levels), coloured open cells (blue well above red).
      expect(Math.max(...wall) - Math.min(...wall)).toBeLessThan(16);
      expect(open[2] - open[0]).toBeGreaterThan(60);
    }
    usePalette({ dark: false });
  });
});

describe('board colours with prefers-contrast: more', () => {
  for (const dark of [false, true]) {
    test(`${dark ? 'dark' : 'light'}: open cells, walls, the path and the cursor reach 3:1`, () => {
      usePalette({ dark, more: true });
      expect(ratio(CSS.open, CSS.free)).toBeGreaterThanOrEqual(3);
      expect(ratio(CSS.open, CSS.wall)).toBeGreaterThanOrEqual(3);
      for (const shade of closedShades()) expect(ratio(CSS.open, shade)).toBeGreaterThanOrEqual(3);
      expect(ratio(CSS.wall, CSS.free)).toBeGreaterThanOrEqual(7);
      expect(ratio(CSS.path, CSS.free)).toBeGreaterThanOrEqual(3);
      expect(ratio(CSS.path, CSS.pathOutline)).toBeGreaterThanOrEqual(3);
      expect(ratio(CSS.cursor, CSS.free)).toBeGreaterThanOrEqual(3);
      usePalette({ dark: false });
    });
  }
});
