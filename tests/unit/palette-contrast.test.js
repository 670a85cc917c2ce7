// The board's colours that carry meaning, measured with WCAG's contrast ratio (relative luminance,
// 1.4.11 asks 3:1 for graphics needed to understand the content): with prefers-contrast: more, the
// open cells against the ground, the walls and every shade of the closed cells; the walls, the path
// and the keyboard's cursor against the ground. The default palette's pairs are listed in
// docs/accessibility.md; this test holds the ones it promises there.
import { describe, expect, test } from 'vitest';
import { CLOSED_LEVELS, CSS, usePalette } from '../../web/src/render/palette.js';

function luminance(hex) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function ratio(a, b) {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// The closed cells' shades as the board mixes them, from low g to high (palette.js: a straight mix).
function closedShades() {
  const [low, high] = [CSS.closedLow, CSS.closedHigh].map((hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)));
  return Array.from({ length: CLOSED_LEVELS }, (_, level) => `#${low.map((v, i) => Math.round(v + (high[i] - v) * (level / (CLOSED_LEVELS - 1))).toString(16).padStart(2, '0')).join('')}`);
}

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

  test('the default palettes keep the cursor, the walls, the path, the markers and the expanding cell at 3:1 on the ground', () => {
    for (const dark of [false, true]) {
      usePalette({ dark });
      for (const name of ['cursor', 'wall', 'path', 'start', 'goal', 'current']) expect(ratio(CSS[name], CSS.free), `${dark ? 'dark' : 'light'} ${name}`).toBeGreaterThanOrEqual(3);
    }
    usePalette({ dark: false });
  });
});
