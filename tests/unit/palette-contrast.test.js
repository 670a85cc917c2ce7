// The board's colours that carry meaning, measured with WCAG's contrast ratio (relative luminance,
// 1.4.11 asks 3:1 for graphics needed to understand the content). The formula is written here, from
// WCAG 2.2's definition, not taken from the code under test; the colours are palette.js's.
//
// What must be told from what (docs/accessibility.md, "Colours"), in every palette: light and dark, each
// plain, colour-blind-safe, or with more contrast:
// - the ground (a cell not reached) from every search colour: open, each closed shade, walls, the path,
//   the markers, the expanding cell's frame, the keyboard's cursor and the cell at fault;
// - the open cells (the frontier) from every closed shade, and the walls from every closed shade;
// - the closed shades' two ends from each other (g's low and high);
// - the walls from the open cells;
// - the path from its outline, which stands between it and any cell beneath; the start, the goal, the
//   cursor and the cell at fault from the ring drawn under them; the expanding cell's frame (or the ring
//   drawn under it) from the closed shades it is drawn on;
// - the costliest terrain from the ground (costs 2 to 8 shade between them: their cost is in words).
// Black to white holds three steps of 3:1, not four. The walls share a step with the open cells and are
// told from them by their hatching (wall-hatch.js; its lines 3:1 from the wall colour, drawn as
// tests/e2e/page-theme.test.js reads back); the colour-blind-safe palettes, whose closed ends must differ
// in lightness, hold the open cells and walls to less than 3:1 from the closed cells' far end. Each
// palette's floors below say which.
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

describe('the formula', () => {
  test('gives WCAG\'s own end points and a known pair', () => {
    expect(ratio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(ratio('#777777', '#777777')).toBe(1);
    expect(ratio('#767676', '#ffffff')).toBeCloseTo(4.54, 2); // the grey often quoted as the lightest at 4.5:1 on white
  });
});

// Each palette's floors, WCAG ratios written here: 3 is 1.4.11's ask; a pair held to less says what else tells it.
const PLAIN = {
  openFromClosed: 3,
  wallFromClosed: 3,
  closedFromGround: 3,
  // The closed shades run amber to red at one lightness (the middle step): their ends differ in hue.
  ends: { hue: 30 },
};
const COLOUR_BLIND = {
  // The closed cells' ends apart in lightness take the room: the open cells and the walls stand closer than
  // 3:1 to the far end (g low), and 3:1 or more from the high-g end that a search's frontier borders.
  openFromClosed: 2.1,
  wallFromClosed: 2.1,
  openFromHighEnd: 3,
  closedFromGround: 3,
  ends: { lightness: 2.5 },
};
const MORE = {
  // The themes' three steps, each wider; walls and open cells share the far end, told apart by the hatching.
  openFromClosed: 3,
  wallFromClosed: 3,
  closedFromGround: 3.9,
  ends: { hue: 20 },
};

const VARIANTS = [
  ['light', { dark: false }, PLAIN],
  ['dark', { dark: true }, PLAIN],
  ['light, colour-blind-safe', { dark: false, colourBlind: true }, COLOUR_BLIND],
  ['dark, colour-blind-safe', { dark: true, colourBlind: true }, COLOUR_BLIND],
  ['light, more contrast', { dark: false, more: true }, MORE],
  ['dark, more contrast', { dark: true, more: true }, MORE],
];

// Hue angle in degrees (HSL's), and the distance between two, round the circle.
function hue(hex) {
  const [r, g, b] = channels(hex).map((v) => v / 255);
  const max = Math.max(r, g, b);
  const span = max - Math.min(r, g, b);
  if (span === 0) return 0;
  const h = max === r ? ((g - b) / span) % 6 : max === g ? (b - r) / span + 2 : (r - g) / span + 4;
  return (h * 60 + 360) % 360;
}
const hueApart = (a, b) => { const d = Math.abs(hue(a) - hue(b)); return Math.min(d, 360 - d); };

describe('hue angles', () => {
  test('of the primaries and of a known orange', () => {
    expect([hue('#ff0000'), hue('#00ff00'), hue('#0000ff')]).toEqual([0, 120, 240]);
    expect(hue('#ff8000')).toBeCloseTo(30.1, 1);
    expect(hueApart('#ff0000', '#ff00ff')).toBeCloseTo(60, 5);
  });
});

describe('every board palette keeps its floors', () => {
  for (const [name, choice, floors] of VARIANTS) {
    test(name, () => {
      usePalette(choice);
      const shades = closedShades();
      const last = shades.length - 1;
      const ground = ['open', 'wall', 'path', 'start', 'goal', 'current', 'cursor', 'fault', 'terrainHigh', 'landmark'];
      const pairs = [
        ...ground.map((n) => [CSS[n], CSS.free, n, 'the ground', 3]),
        ...(floors.closedFromGround ? shades.map((s, level) => [s, CSS.free, `closed shade ${level}`, 'the ground', floors.closedFromGround]) : []),
        ...shades.map((s, level) => [CSS.open, s, 'open', `closed shade ${level}`, floors.openFromClosed]),
        ...shades.map((s, level) => [CSS.wall, s, 'wall', `closed shade ${level}`, floors.wallFromClosed]),
        [CSS.open, shades[last], 'open', 'the high-g end', floors.openFromHighEnd ?? 3],
        [CSS.wall, CSS.wallHatch, 'wall', 'its hatching', 3],
        [CSS.path, CSS.pathOutline, 'path', 'its outline', 3],
        ...['start', 'goal', 'cursor', 'fault'].map((n) => [CSS[n], CSS.markerRing, n, 'its ring', 3]),
        ...(floors.wallFromOpen ? [[CSS.wall, CSS.open, 'wall', 'open', floors.wallFromOpen]] : []),
        // Text on the cells (Simulate by hand's numbers): WCAG 1.4.3's 4.5:1 for text of its size.
        [CSS.openText, CSS.open, 'text on open cells', 'open', 4.5],
        [CSS.closedText, CSS.closedLow, 'text on closed cells', 'closed', 4.5],
      ];
      const short = pairs.map(([a, b, an, bn, least]) => [an, bn, ratio(a, b), least]).filter(([, , r, least]) => r < least)
        .map(([an, bn, r, least]) => `${an} against ${bn}: ${r.toFixed(2)} (floor ${least})`);
      expect(short).toEqual([]);
      expect(pairs.length).toBeGreaterThan(2 * CLOSED_LEVELS);
      expect(ratio(CSS.wall, CSS.free)).toBeGreaterThanOrEqual(7); // the map's own lines: more than enough
      // The expanding cell's frame is drawn over a ring in markerRing: one or the other stands out on each shade.
      const frameShort = shades.filter((s) => Math.max(ratio(CSS.current, s), ratio(CSS.markerRing, s)) < 3);
      expect(frameShort).toEqual([]);
      // The closed shades' ends: apart in lightness (the colour-blind-safe palettes), else in hue.
      if (floors.ends.lightness) expect(ratio(shades[0], shades[last])).toBeGreaterThanOrEqual(floors.ends.lightness);
      else expect(hueApart(shades[0], shades[last])).toBeGreaterThanOrEqual(floors.ends.hue);
      usePalette({ dark: false });
    });
  }

  test('more contrast wins over the colour-blind-safe colours when both are asked', () => {
    for (const dark of [false, true]) {
      usePalette({ dark, more: true });
      const more = { ...CSS };
      usePalette({ dark, more: true, colourBlind: true });
      for (const n of ['free', 'wall', 'open', 'closedLow', 'closedHigh', 'path']) expect(CSS[n], n).toBe(more[n]);
    }
    usePalette({ dark: false });
  });
});
