// Colours of the board, as packed RGBA words for an ImageData Uint32 view
// (little-endian: 0xAABBGGRR), plus CSS colours for the overlays and legend.
// The board keeps one light palette in both page themes: the search colours
// (yellow to red by g, after seed 000) read best on a light ground.

export const CSS = Object.freeze({
  free: '#f6f4ef',
  wall: '#2b2f3a',
  open: '#5fd4e8',
  closedLow: '#ffe36e',
  closedHigh: '#d9363e',
  path: '#12924a',
  start: '#7b3fc4',
  goal: '#1f5fd6',
  current: '#111827',
  gridLine: 'rgba(40, 44, 52, 0.14)',
  hover: '#111827',
});

const TERRAIN_LIGHT = [0xf6, 0xf4, 0xef];
const TERRAIN_DARK = [0x8a, 0x6a, 0x44]; // cost 9: a dark earth brown

/** Packs r, g, b (0..255) into an opaque little-endian RGBA word. */
export function pack(r, g, b) {
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

function hexRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function mix(a, b, t) {
  return a.map((v, i) => Math.round(v + (b[i] - v) * t));
}

/** Terrain colour by cost 1..9 (index 0 unused). */
export const TERRAIN = Uint32Array.from({ length: 10 }, (_, cost) => {
  const t = Math.max(0, cost - 1) / 8;
  return pack(...mix(TERRAIN_LIGHT, TERRAIN_DARK, t));
});

export const WALL = pack(...hexRgb(CSS.wall));

/** How much terrain darkens the search colours, by cost (so terrain stays visible under them). */
const SHADE = Array.from({ length: 10 }, (_, cost) => 1 - 0.07 * Math.max(0, cost - 1));

const LEVELS = 64;
const OPEN_RGB = hexRgb(CSS.open);
const CLOSED_LOW = hexRgb(CSS.closedLow);
const CLOSED_HIGH = hexRgb(CSS.closedHigh);

/** OPEN[cost]: the open-set colour over terrain `cost`. */
export const OPEN = Uint32Array.from({ length: 10 }, (_, cost) => pack(...OPEN_RGB.map((v) => Math.round(v * SHADE[cost]))));

/** CLOSED[cost * LEVELS + level]: closed colour for g level 0..LEVELS-1 (yellow to red) over terrain. */
export const CLOSED = (() => {
  const table = new Uint32Array(10 * LEVELS);
  for (let cost = 0; cost < 10; cost++) {
    for (let level = 0; level < LEVELS; level++) {
      const rgb = mix(CLOSED_LOW, CLOSED_HIGH, level / (LEVELS - 1)).map((v) => Math.round(v * SHADE[cost]));
      table[cost * LEVELS + level] = pack(...rgb);
    }
  }
  return table;
})();
export const CLOSED_LEVELS = LEVELS;
