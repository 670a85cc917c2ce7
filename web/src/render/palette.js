// Colours of the board, as packed RGBA words for an ImageData Uint32 view
// (little-endian: 0xAABBGGRR), plus CSS colours for the overlays and legend.
//
// Two themes follow the page's (light, dark), each with an optional
// colour-blind-safe variant of the search colours (Okabe-Ito hues: closed cells
// shade olive yellow to blue by g, open is reddish purple, the path vermillion; told
// apart by lightness as well as hue). Walls are never told by colour alone: the
// board draws them hatched (wall-hatch.js, in wallHatch) once cells are big enough
// to show it. usePalette() switches everything in place:
// importers keep reading CSS, TERRAIN, OPEN, CLOSED and WALL (a live binding),
// and compare `paletteVersion` to know when to repaint.

import { CELL_STATE } from '../model/replay.js';
import { COST_MASK, WALL_BIT } from '../model/grid-model.js';

/** The palette's colours by name (CSS syntax). Changed in place by usePalette(). */
export const CSS = {};

const THEMES = {
  // Three steps of lightness carry the search's meaning, each 3:1 or more from the next (WCAG 1.4.11):
  // the light ground (cells not reached), the closed cells' amber to red in the middle, and the open
  // cells, the frontier, in a deep teal beyond them. The walls share the open cells' end of the scale
  // (no fourth step fits between black and white at 3:1 apiece) and are told from them by their
  // hatching, wallHatch's diagonal lines, 3:1 or more from the wall colour.
  // tests/unit/palette-contrast.test.js measures every pair docs/accessibility.md names.
  light: {
    free: '#f7f5f0',
    terrainHigh: '#8a6a44', // cost 9: a dark earth brown; costs 2..8 shade between free and this
    wall: '#16181d',
    wallHatch: '#8a919c',
    open: '#0a4050',
    closedLow: '#b78400',
    closedHigh: '#e25a44',
    path: '#12924a',
    pathOutline: '#ffffff',
    start: '#7b3fc4',
    goal: '#1f5fd6',
    landmark: '#9a6700',
    markerRing: '#ffffff',
    current: '#111827',
    gridLine: 'rgba(40, 44, 52, 0.14)',
    hover: '#111827',
    cursor: '#c2410c', // the keyboard's cell cursor: the page's focus hue, deep enough for 3:1 on the light cells
    fault: '#d4119a', // Check my search's cell at fault: a hue no cell has, framed in markerRing like the cursor
  },
  // Dark ground, light walls; costlier terrain is a lighter, warmer brown. The same three steps,
  // mirrored: a near-black ground, the closed cells' amber to red, and bright cyan open cells with the white walls.
  dark: {
    free: '#15181e',
    terrainHigh: '#b08552',
    wall: '#f2f4f7',
    wallHatch: '#7d8594',
    open: '#6fe6fc',
    closedLow: '#9a6f00',
    closedHigh: '#c9423a',
    path: '#4fe08a',
    pathOutline: '#0a0c10',
    start: '#a678f2',
    goal: '#4f8ef7',
    landmark: '#e0a526',
    markerRing: '#0d1017',
    current: '#ffffff',
    gridLine: 'rgba(255, 255, 255, 0.08)',
    hover: '#ffffff',
    cursor: '#f59e0b', // the page's focus colour (styles.css --focus)
    fault: '#ff4fd1',
  },
};

// The reader asked for more contrast (prefers-contrast: more): the same three steps as the themes, each
// wider: a white or black ground, the closed cells' amber to red further from it, the open cells further
// from those; walls of the ground's opposite, told from the open cells by their hatching; heavier grid
// lines. tests/unit/palette-contrast.test.js measures the pairs.
const MORE_CONTRAST = {
  light: {
    free: '#ffffff', terrainHigh: '#6b4f2a', wall: '#000000', wallHatch: '#a3a3a3', open: '#06303c', closedLow: '#a87800', closedHigh: '#d4472f',
    path: '#166534', pathOutline: '#ffffff', current: '#000000', gridLine: 'rgba(0, 0, 0, 0.3)', hover: '#000000', markerRing: '#ffffff',
  },
  dark: {
    free: '#000000', terrainHigh: '#8a6a44', wall: '#ffffff', wallHatch: '#5c5c5c', open: '#7ff0ff', closedLow: '#967000', closedHigh: '#c8402f',
    path: '#86efac', pathOutline: '#000000', current: '#ffffff', gridLine: 'rgba(255, 255, 255, 0.3)', hover: '#ffffff', markerRing: '#000000',
  },
};

// Okabe-Ito's hues, for readers who cannot lean on hue: the closed cells' two ends apart in lightness
// too, and every closed shade 3:1 or more from the ground. Black to white is too short for that and
// 3:1 between the closed cells and the open cells as well (3:1, 2.5:1 and 3:1 multiply past 21:1), so the closed cells run
// from their far end (low g: dark olive in the light theme, olive yellow in the dark) to their end
// nearest the ground (high g: a sky blue, a deep blue), and the open cells lie beyond the far end,
// closer to it than 3:1. The high-g end, which a growing search's frontier borders, stays well over
// 3:1 from the open cells. The ground goes to white (black) and the walls to black in the light
// theme for the room. The path is vermillion.
const COLOUR_BLIND_SAFE = {
  light: { free: '#ffffff', wall: '#000000', open: '#230019', closedLow: '#504c00', closedHigh: '#4a9ac8', path: '#d55e00' },
  dark: { free: '#000000', open: '#ffeef7', closedLow: '#b7aa00', closedHigh: '#005f95', path: '#ff7a1f' },
};

const LEVELS = 64;
const DARK_TEXT = '#111827'; // text on light cells: the page's own near-black
export const CLOSED_LEVELS = LEVELS;
/** Terrain colour by cost 1..9 (index 0 unused). */
export const TERRAIN = new Uint32Array(10);
/** OPEN[cost]: the open-set colour over terrain `cost`. */
export const OPEN = new Uint32Array(10);
/** CLOSED[cost * CLOSED_LEVELS + level]: closed colour for g level 0..LEVELS-1 (low to high) over terrain. */
export const CLOSED = new Uint32Array(10 * LEVELS);
export let WALL = 0;
/** Bumped on every palette change: whoever painted pixels with the old one repaints. */
export let paletteVersion = 0;
let currentKey = '';

/** How much terrain darkens the search colours, by cost (so terrain stays visible under them). */
const SHADE = Array.from({ length: 10 }, (_, cost) => 1 - 0.07 * Math.max(0, cost - 1));

/**
 * Switches the board's colours. Does nothing when they are already these. `more`: the reader asked for
 * more contrast (the colour-blind-safe hues then give way to it).
 * @param {{dark?: boolean, colourBlind?: boolean, more?: boolean}} choice
 */
export function usePalette({ dark = false, colourBlind = false, more = false } = {}) {
  const theme = dark ? 'dark' : 'light';
  const key = `${theme}${colourBlind ? '+safe' : ''}${more ? '+more' : ''}`;
  if (key === currentKey) return;
  const variant = more ? MORE_CONTRAST[theme] : colourBlind ? COLOUR_BLIND_SAFE[theme] : {};
  Object.assign(CSS, THEMES[theme], variant, { colourBlind, theme, more });
  CSS.terrain = rgbHex(mix(hexRgb(CSS.free), hexRgb(CSS.terrainHigh), 0.5)); // for the legend
  // Text written on open and closed cells (Simulate by hand's numbers): near-black or white, whichever
  // stands further from the cell's colour, as the palettes put these cells at either end of the scale.
  CSS.openText = readableOn(CSS.open);
  CSS.closedText = readableOn(CSS.closedLow);
  fillTables();
  currentKey = key;
  paletteVersion++;
}

function fillTables() {
  const free = hexRgb(CSS.free);
  const high = hexRgb(CSS.terrainHigh);
  const open = hexRgb(CSS.open);
  const low = hexRgb(CSS.closedLow);
  const top = hexRgb(CSS.closedHigh);
  const shade = (rgb, cost) => rgb.map((v) => Math.round(v * SHADE[cost]));
  for (let cost = 0; cost < 10; cost++) {
    TERRAIN[cost] = pack(...mix(free, high, Math.max(0, cost - 1) / 8));
    OPEN[cost] = pack(...shade(open, cost));
    for (let level = 0; level < LEVELS; level++) {
      CLOSED[cost * LEVELS + level] = pack(...shade(mix(low, top, level / (LEVELS - 1)), cost));
    }
  }
  WALL = pack(...hexRgb(CSS.wall));
}

/** Packs r, g, b (0..255) into an opaque little-endian RGBA word. */
export function pack(r, g, b) {
  return (0xff000000 | (b << 16) | (g << 8) | r) >>> 0;
}

function hexRgb(hex) {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function rgbHex(rgb) {
  return `#${rgb.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

// WCAG's relative luminance of a colour.
function luminance(hex) {
  const [r, g, b] = hexRgb(hex).map((v) => v / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

// Near-black or white, whichever contrasts more with `hex`.
function readableOn(hex) {
  const l = luminance(hex);
  return (l + 0.05) / (luminance(DARK_TEXT) + 0.05) >= 1.05 / (l + 0.05) ? DARK_TEXT : '#ffffff';
}
function mix(a, b, t) {
  return a.map((v, i) => Math.round(v + (b[i] - v) * t));
}

usePalette(); // light until the page says otherwise

// Every board colour in one table, indexed by colourIndex(cell byte, replay state, shade level).
// Looking colours up without branching beats branching on walls and states, which a random
// map makes unpredictable (docs/performance.md, "What makes it fast").
const LEVEL_BITS = Math.log2(CLOSED_LEVELS); // CLOSED_LEVELS is a power of two
const STATE_BITS = 2; // CELL_STATE none, open, closed
const BYTE_MASK = WALL_BIT | COST_MASK; // the cell byte's bits that choose a colour

/** A cell's index in a board's colour table (board.colours): the export paints with the table the board shows (web/src/export/). */
export function colourIndex(byte, state, level) {
  return ((byte & BYTE_MASK) << (STATE_BITS + LEVEL_BITS)) | (state << LEVEL_BITS) | level;
}

/** g's closed-set shade level, 0 .. CLOSED_LEVELS - 1 (scale: (CLOSED_LEVELS - 1) / the replay's largest g). */
export function shadeLevel(g, scale) {
  const level = (g * scale) | 0;
  return level < CLOSED_LEVELS - 1 ? level : CLOSED_LEVELS - 1;
}

/** Every board colour of the palette in use, indexed by colourIndex (a board keeps one: board.colours). */
export function colourTable() {
  const table = new Uint32Array((BYTE_MASK + 1) << (STATE_BITS + LEVEL_BITS));
  for (let byte = 0; byte <= BYTE_MASK; byte++) {
    for (const state of [CELL_STATE.none, CELL_STATE.open, CELL_STATE.closed]) {
      for (let level = 0; level < CLOSED_LEVELS; level++) table[colourIndex(byte, state, level)] = cellColour(byte, state, level);
    }
  }
  return table;
}

// A cell's board colour: walls, terrain by cost, open, closed shaded by g's level.
function cellColour(byte, state, level) {
  if (byte & WALL_BIT) return WALL;
  const cost = byte & COST_MASK; // 1..9 in a valid map; the other values get 0 (transparent)
  if (state === CELL_STATE.closed) return CLOSED[cost * CLOSED_LEVELS + level] ?? 0;
  return (state === CELL_STATE.open ? OPEN[cost] : TERRAIN[cost]) ?? 0;
}

const darkScheme = globalThis.matchMedia?.('(prefers-color-scheme: dark)');

const moreContrast = globalThis.matchMedia?.('(prefers-contrast: more)');

/** Whether the reader asked for more contrast (prefers-contrast: more). */
export function pageWantsContrast() {
  return moreContrast?.matches ?? false;
}

/** Whether the page shows its dark theme (html[data-theme], else the system's preference). */
export function pageIsDark() {
  const { theme } = document.documentElement.dataset;
  if (theme === 'dark' || theme === 'light') return theme === 'dark';
  return darkScheme?.matches ?? false;
}
