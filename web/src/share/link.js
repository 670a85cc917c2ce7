// Share links: the playground's whole state in a URL fragment, `#v1.<base64url>`.
// Pure JS, no DOM: works in Node and browsers. The byte layout is documented in
// docs/share-links.md ("Link format, version 1"); links of every released version must keep
// decoding, so the v1 layout and its defaults below are frozen: add new tags, never
// change old ones.
//
//   const url = await encodeShareUrl(state, 'https://example.org/pathlab/');
//   const r = await decodeState(url);   // { ok: true, state } | { ok: false, error }
//
// The checksum, flags, compression and base64url are the links' one container (container.js);
// its head is the map's width and height, its body the sections.
//
// decodeState never throws and never hangs: sizes are checked before anything is
// allocated, inflation stops at the size the declared map allows, every field is
// checked against its range, and the search options go through the library's one
// validator (normalizeOptions), its refusals said in the link's words.

import { ByteReader, ByteWriter, ShareFormatError } from './bytes.js';
import { linkTextOf, linkUrl, MAX_LINK_TEXT_CHARS, openContainer, refusalOf, sealContainer } from './container.js';
import { checkModeState, MAX_PLACED_WAYPOINTS, MODE_IDS } from '../model/mode-state.js';
import { PAGE_OPTIONS } from '../model/option-table.js';
import { checkGameSettings, GAME_DEFAULTS, MAX_EXTRA_GOALS } from '../model/game-settings.js';
import { ALGORITHMS, defaultWeight, normalizeOptions, normalizeSettings, OPTION_INFO } from '../lib/options.js';
import {
  CELL_COST_MASK, CELL_WALL_BIT, MAX_CELLS, MAX_SIDE, MAX_TERRAIN_COST, MIN_TERRAIN_COST,
} from '../lib/cell-format.js';
import { PANELS } from '../model/panel-names.js';

export const FORMAT_VERSION = 1;
/** Links this version makes are at most this long (the fragment, without the page address). */
export const MAX_ENCODED_CHARS = 100_000;
/** Longer text is refused unread (Chromium's own URL limit is 2 MB). */
export const MAX_DECODED_CHARS = MAX_LINK_TEXT_CHARS;
export { linkTextOf, MAX_CELLS, MAX_SIDE };
const MAX_NAME_BYTES = 64;
const MAX_OTHER_SECTION_BYTES = 65_536;

/** @type {import('./container.js').LinkFormat} */
const SHARE_LINK = Object.freeze({
  prefix: 'v', version: FORMAT_VERSION, deflate: true, flags: 0,
  minBytes: 7, // checksum, flags, width, height
  words: { link: 'link', kind: 'share', holds: 'map' },
});

/** The options a link carries, one section each: the rows of the core's options table with a link tag, in tag order. */
const LINK_OPTIONS = OPTION_INFO.filter((o) => o.linkTag !== null).sort((a, b) => a.linkTag - b.linkTag);

/**
 * Section tags. Tags below 64 are critical (a decoder that does not know one refuses the link); 64 and up may be skipped.
 * The options' tags are the options table's (OPTION_INFO linkTag: 4..12 and 73); the others are the format's own.
 */
export const TAG = Object.freeze({
  endpoints: 1, walls: 2, costs: 3,
  ...Object.fromEntries(LINK_OPTIONS.map((o) => [o.name, o.linkTag])),
  step: 64, view: 65,
  mode: 66, waypoints: 67, waypointAlgorithm: 68, fleeDistance: 69, stopWhenHalfway: 70, comparedAlgorithms: 71,
  viewFit: 72,
  teach: 74,
  agentSize: 75, extraGoals: 76,
});
/** Section 72's first byte: the sender saw the whole map fitted, or a region (the centre of section 65, this many cells across and down). */
const VIEW_FIT = Object.freeze({ map: 1, region: 2 });
const FIRST_OPTIONAL_TAG = 64;

/**
 * What a v1 link means when it leaves an option out: frozen with the format, so a later change
 * of a default in the options table does not change what an old link shows (tests check they are
 * today's defaults). weight undefined: the algorithm's. An option in an optional section (tag 64
 * and up) that a link leaves out stays out of the decoded options, as an older page leaves it.
 */
const V1_ABSENT = Object.freeze({
  algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles', weight: undefined,
  maxExpansions: Infinity, tieBreaking: 'lower-h', costModel: 'real', openList: 'heap', pathSmoothing: 'none',
  terrainCost: 'entered',
});
export { V1_ABSENT as LINK_ABSENT_OPTIONS };

/** Thrown by encodeState when the state does not fit in a link; offer a file instead. */
export class ShareTooLargeError extends Error {
  constructor(chars, limit = MAX_ENCODED_CHARS) {
    super(`this map is too large for a link (${chars.toLocaleString('en')} characters; the limit is ${limit.toLocaleString('en')}): export it as a .map file instead`);
    this.name = 'ShareTooLargeError';
    this.chars = chars;
  }
}

/**
 * The state as link text `v1.<base64url>` (no '#').
 * @param {object} state { width, height, cells, start, goal, options, step, view } (docs/share-links.md, "In code")
 * @param {{maxChars?: number}} [limits] maxChars: the longest text made (a link's MAX_ENCODED_CHARS
 *   unless given; the page's saved drawing allows more, up to what decodeState reads)
 * @returns {Promise<string>}
 * @throws {Error} for a malformed state; ShareTooLargeError past maxChars
 */
export async function encodeState(state, { maxChars = MAX_ENCODED_CHARS } = {}) {
  checkState(state);
  const head = (out) => [state.width, state.height].forEach((v) => out.varint(v));
  const text = await sealContainer(SHARE_LINK, { head, body: writeSections(state) });
  if (text.length > Math.min(maxChars, MAX_DECODED_CHARS)) throw new ShareTooLargeError(text.length, maxChars);
  return text;
}

/**
 * A full share URL: baseUrl (default: the current page) without its fragment + '#' + encodeState(state).
 * @param {object} state
 * @param {string} [baseUrl]
 * @returns {Promise<string>}
 */
export async function encodeShareUrl(state, baseUrl) {
  return linkUrl(await encodeState(state), baseUrl);
}

/**
 * Decodes link text: a full URL, '#v1.…' or 'v1.…'. Never throws.
 * @returns {Promise<{ok: true, state: object} | {ok: false, error: string}>}
 */
export async function decodeState(text) {
  try {
    return { ok: true, state: await decodeOrThrow(text) };
  } catch (error) {
    return { ok: false, error: refusalOf(error, SHARE_LINK) };
  }
}

async function decodeOrThrow(input) {
  const link = openContainer(input, SHARE_LINK);
  const width = link.head.varint();
  const height = link.head.varint();
  checkSize(width, height, ShareFormatError);
  return readSections(new ByteReader(await link.body(maxBodyBytes(width * height))), width, height);
}

/**
 * A state's sections (the layout above, without checksum, size or compression), for formats that carry
 * several states: a lesson's stops (web/src/lessons/format.js). withCells false leaves the walls and
 * terrain out (a stop on the previous stop's map).
 * @returns {Uint8Array}
 * @throws {Error} for a malformed state, as encodeState does
 */
export function stateSections(state, { withCells = true } = {}) {
  checkState(state);
  return writeSections(state, withCells);
}

/**
 * Reads what stateSections wrote, as decodeState reads a link's sections (the same checks and messages).
 * `cells`: the map a stop without walls and terrain stands on (its sections 2 and 3 are then refused).
 * @throws {ShareFormatError}
 */
export function readStateSections(bytes, width, height, cells = null) {
  checkSize(width, height, ShareFormatError);
  return readSections(new ByteReader(bytes), width, height, cells);
}

function maxBodyBytes(cellCount) {
  return Math.ceil(cellCount / 8) + Math.ceil(cellCount / 2) + MAX_OTHER_SECTION_BYTES;
}

// ---- writing ----

function writeSections(state, withCells = true) {
  const { width, height, cells, options = {} } = state;
  const out = new ByteWriter(Math.ceil((width * height) / 8) + 256);
  section(out, TAG.endpoints, (w) => [...state.start, ...state.goal].forEach((v) => w.varint(v)));
  const walls = withCells && wallBits(cells);
  if (walls) section(out, TAG.walls, (w) => w.raw(walls));
  const costs = withCells && costNibbles(cells);
  if (costs) section(out, TAG.costs, (w) => w.raw(costs));
  for (const row of LINK_OPTIONS) writeOption(out, row, options);
  if (state.step !== null && state.step !== undefined) section(out, TAG.step, (w) => w.varint(state.step));
  if (state.view) {
    section(out, TAG.view, (w) => [state.view.zoom, state.view.centerX, state.view.centerY].forEach((v) => w.float64(v)));
    writeViewFit(out, state.view);
  }
  if (state.mode && state.mode.id !== 'grid') writeMode(out, state.mode);
  if (state.teach) section(out, TAG.teach, (w) => w.byte(teachBits(state.teach)));
  if (state.game) writeGame(out, state.game);
  return out.result();
}

// The game settings (sections 75 and 76), each only when it differs from a 1 x 1 agent and no extra
// goal, so other links stay byte for byte as before; optional, so an older page skips them.
function writeGame(out, { agentSize, extraGoals }) {
  if (agentSize !== GAME_DEFAULTS.agentSize) section(out, TAG.agentSize, (w) => w.varint(agentSize));
  if (extraGoals.length) {
    section(out, TAG.extraGoals, (w) => {
      w.varint(extraGoals.length);
      for (const [x, y] of extraGoals) [x, y].forEach((v) => w.varint(v));
    });
  }
}

// What the sender saw, so the receiver shows the same part of the map whatever its frame's size
// (section 65 alone is a zoom in pixels per cell, which crops the map in a smaller frame).
function writeViewFit(out, view) {
  if (view.fit === 'map') section(out, TAG.viewFit, (w) => w.byte(VIEW_FIT.map));
  if (view.fit === 'region') {
    section(out, TAG.viewFit, (w) => {
      w.byte(VIEW_FIT.region);
      view.span.forEach((v) => w.float64(v));
    });
  }
}

// The teaching views (section 74): one byte, a bit per panel or toggle that is on.
const TEACH_BITS = { code: 1, open: 2, explain: 4, arrows: 8, numbers: 16, micro: 32 };

function teachBits({ panels = [], arrows, numbers, micro }) {
  let bits = 0;
  for (const panel of panels) bits |= TEACH_BITS[panel] ?? 0;
  if (arrows) bits |= TEACH_BITS.arrows;
  if (numbers) bits |= TEACH_BITS.numbers;
  if (micro) bits |= TEACH_BITS.micro;
  return bits;
}

// Bits a later version may add are ignored, as optional sections are.
function teachFrom(bits) {
  return { panels: PANELS.filter((p) => bits & TEACH_BITS[p]), arrows: !!(bits & TEACH_BITS.arrows),
    numbers: !!(bits & TEACH_BITS.numbers), micro: !!(bits & TEACH_BITS.micro) };
}

// The page mode and its settings, in optional sections (older pages skip them and show the map).
function writeMode(out, mode) {
  const text = (w, value) => w.raw(new TextEncoder().encode(value));
  section(out, TAG.mode, (w) => text(w, mode.id));
  if (mode.id === 'chase') section(out, TAG.stopWhenHalfway, (w) => w.byte(mode.stopWhenHalfway ? 1 : 0));
  if (mode.id === 'flee') section(out, TAG.fleeDistance, (w) => w.float64(mode.minDistance));
  if (mode.id === 'waypoints') {
    section(out, TAG.waypoints, (w) => {
      w.varint(mode.waypoints.length);
      for (const [x, y] of mode.waypoints) [x, y].forEach((v) => w.varint(v));
    });
    section(out, TAG.waypointAlgorithm, (w) => text(w, mode.algorithm));
  }
  if (mode.id === 'compare') {
    section(out, TAG.comparedAlgorithms, (w) => {
      w.varint(mode.algorithms.length);
      mode.algorithms.forEach((name) => w.text(name));
    });
  }
}

function section(out, tag, fill) {
  const content = new ByteWriter(64);
  fill(content);
  out.varint(tag);
  out.varint(content.length);
  out.raw(content.result());
}

// An option's section, unless the link means its value by leaving it out: a choice as its
// value's id in UTF-8, a number as a float64, a whole number as a varint (Infinity: left out).
function writeOption(out, { name, kind, linkTag, default: byDefault }, options) {
  const value = options[name];
  // A default the table leaves to the algorithm (the weight's) is that algorithm's.
  const absent = byDefault === null ? defaultWeight(options.algorithm ?? V1_ABSENT.algorithm) : V1_ABSENT[name];
  if (value === undefined || value === null || value === absent) return;
  if (kind === 'choice') section(out, linkTag, (w) => w.raw(new TextEncoder().encode(value)));
  else if (kind === 'number') section(out, linkTag, (w) => w.float64(value));
  else if (Number.isInteger(value)) section(out, linkTag, (w) => w.varint(value));
}

/** Walls as a bitset, cell i at bit (i % 8) of byte i / 8; null when there are none. */
function wallBits(cells) {
  const bits = new Uint8Array(Math.ceil(cells.length / 8));
  let any = false;
  for (let i = 0; i < cells.length; i++) {
    if (cells[i] & CELL_WALL_BIT) {
      bits[i >> 3] |= 1 << (i & 7);
      any = true;
    }
  }
  return any ? bits : null;
}

/** Terrain costs, cell i in the low (even i) or high (odd i) nibble of byte i / 2; null when all are 1. */
function costNibbles(cells) {
  const nibbles = new Uint8Array(Math.ceil(cells.length / 2));
  let any = false;
  for (let i = 0; i < cells.length; i++) {
    const cost = cells[i] & CELL_COST_MASK;
    if (cost !== 1) any = true;
    nibbles[i >> 1] |= cost << ((i & 1) * 4);
  }
  return any ? nibbles : null;
}

// ---- reading ----

function readSections(reader, width, height, sharedCells = null) {
  const cellCount = width * height;
  const state = {
    width, height, cells: sharedCells ? sharedCells.slice() : new Uint8Array(cellCount).fill(MIN_TERRAIN_COST), start: null, goal: null,
    options: Object.fromEntries(LINK_OPTIONS.filter((o) => o.linkTag < FIRST_OPTIONAL_TAG).map((o) => [o.name, V1_ABSENT[o.name]])),
    step: null, view: null,
  };
  const seen = new Set();
  const modeFields = {};
  const gameFields = {};
  let viewFit = null;
  while (reader.remaining > 0) {
    const tag = reader.varint();
    const length = reader.varint();
    const content = new ByteReader(reader.take(length));
    if (seen.has(tag)) throw new ShareFormatError(`the link repeats section ${tag}`);
    if (sharedCells && (tag === TAG.walls || tag === TAG.costs)) throw new ShareFormatError(`section ${tag} (the map's cells) is in a stop that reuses the previous stop's map`);
    seen.add(tag);
    if (MODE_TAGS.has(tag)) readModeSection(tag, content, modeFields);
    else if (tag === TAG.agentSize) gameFields.agentSize = content.varint();
    else if (tag === TAG.extraGoals) gameFields.extraGoals = readGoals(content);
    else if (tag === TAG.viewFit) viewFit = readViewFit(content);
    else readSection(tag, content, state);
    if (content.remaining !== 0) throw new ShareFormatError(`section ${tag} of the link has ${count(content.remaining)} bytes too many`);
  }
  if (!state.start) throw new ShareFormatError('the link has no start and goal');
  state.options.weight = validOptions(state).weight;
  if (viewFit) {
    if (!state.view) throw new ShareFormatError('the link says how to fit its view (section 72) but has no view (section 65)');
    Object.assign(state.view, viewFit);
  }
  if (Object.keys(modeFields).length > 0) state.mode = modeFrom(modeFields, state);
  if (Object.keys(gameFields).length > 0) state.game = gameFrom(gameFields, state);
  return state;
}

// ---- reading the game settings (75, 76) ----

function readGoals(content) {
  const goals = content.varint();
  if (goals > MAX_EXTRA_GOALS) throw new ShareFormatError(`the link has ${count(goals)} extra goals; at most ${count(MAX_EXTRA_GOALS)} are allowed`);
  return Array.from({ length: goals }, () => [content.varint(), content.varint()]);
}

function gameFrom(fields, state) {
  try {
    return checkGameSettings(GAME_DEFAULTS, fields, mapOf(state));
  } catch (error) {
    throw new ShareFormatError(`the link's agent size or extra goals are not usable: ${error.message}`);
  }
}

// What checkGameSettings needs of a map: its size and G.
function mapOf({ width, height, goal }) {
  return { width, height, goal, inside: (x, y) => x >= 0 && y >= 0 && x < width && y < height };
}

function readViewFit(content) {
  const kind = content.byte();
  if (kind === VIEW_FIT.map) return { fit: 'map' };
  if (kind !== VIEW_FIT.region) throw new ShareFormatError(`the link's view fit is ${kind}; it must be 1 (whole map) or 2 (a region)`);
  const span = [content.float64(), content.float64()];
  if (!span.every((v) => Number.isFinite(v) && v > 0)) {
    throw new ShareFormatError('the link\'s view region is not a positive size in cells');
  }
  return { fit: 'region', span };
}

// ---- reading the mode sections (66..71) ----

const MODE_TAGS = new Set([TAG.mode, TAG.waypoints, TAG.waypointAlgorithm, TAG.fleeDistance, TAG.stopWhenHalfway, TAG.comparedAlgorithms]);
/** Which mode each settings section belongs to: it is required in that mode and refused in others. */
const MODE_SETTINGS = {
  chase: ['stopWhenHalfway'], flee: ['minDistance'], waypoints: ['waypoints', 'algorithm'], compare: ['algorithms'],
};

function readModeSection(tag, content, fields) {
  switch (tag) {
    case TAG.mode:
      fields.id = readText(content, content.remaining, 'mode');
      return;
    case TAG.waypoints: {
      const count = content.varint();
      if (count > MAX_PLACED_WAYPOINTS) throw new ShareFormatError(`the link has ${count.toLocaleString('en')} waypoints; at most ${MAX_PLACED_WAYPOINTS} are allowed`);
      fields.waypoints = Array.from({ length: count }, () => [content.varint(), content.varint()]);
      return;
    }
    case TAG.waypointAlgorithm:
      fields.algorithm = readText(content, content.remaining, 'waypoint algorithm');
      return;
    case TAG.fleeDistance:
      fields.minDistance = content.float64();
      return;
    case TAG.stopWhenHalfway: {
      const flag = content.byte();
      if (flag > 1) throw new ShareFormatError(`the link's stop-when-halfway switch is ${flag}; it must be 0 or 1`);
      fields.stopWhenHalfway = flag === 1;
      return;
    }
    default: { // TAG.comparedAlgorithms
      const count = content.varint();
      if (count > ALGORITHMS.length) throw new ShareFormatError(`the link compares ${count} algorithms; this page knows ${ALGORITHMS.length}`);
      fields.algorithms = Array.from({ length: count }, () => readText(content, content.varint(), 'compared algorithm'));
    }
  }
}

function modeFrom(fields, state) {
  const { id } = fields;
  if (id === undefined) throw new ShareFormatError('the link has mode settings but no mode (section 66)');
  if (!MODE_IDS.includes(id)) throw new ShareFormatError(`this link asks for mode '${shownText(id)}', which this page does not know (it knows: ${MODE_IDS.join(', ')})`);
  const wanted = MODE_SETTINGS[id] ?? [];
  const stray = Object.keys(fields).find((key) => key !== 'id' && !wanted.includes(key));
  if (stray) throw new ShareFormatError(`the link's ${id} mode has a setting it does not use (${stray})`);
  const missing = wanted.find((key) => !(key in fields));
  if (missing) throw new ShareFormatError(`the link's ${id} mode lacks its ${missing} setting`);
  try {
    return checkModeState(fields, state);
  } catch (error) {
    throw new ShareFormatError(`the link's mode is not usable: ${error.message}`);
  }
}

function readText(content, length, what) {
  if (length > MAX_NAME_BYTES) throw new ShareFormatError(`the link's ${what} name is too long`);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(content.take(length));
  } catch (error) {
    if (error instanceof ShareFormatError) throw error;
    throw new ShareFormatError(`the link's ${what} is not readable text`);
  }
}

function shownText(value) {
  return String(value).replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}

function readSection(tag, content, state) {
  const { width, height, cells } = state;
  switch (tag) {
    case TAG.endpoints: {
      const [sx, sy, gx, gy] = [content.varint(), content.varint(), content.varint(), content.varint()];
      state.start = insidePoint(sx, sy, width, height, 'start');
      state.goal = insidePoint(gx, gy, width, height, 'goal');
      return;
    }
    case TAG.walls: {
      const bits = content.take(exactLength(content, Math.ceil(cells.length / 8), 'walls'));
      for (let i = 0; i < cells.length; i++) if (bits[i >> 3] & (1 << (i & 7))) cells[i] |= CELL_WALL_BIT;
      return;
    }
    case TAG.costs: {
      const nibbles = content.take(exactLength(content, Math.ceil(cells.length / 2), 'terrain costs'));
      for (let i = 0; i < cells.length; i++) {
        const cost = (nibbles[i >> 1] >> ((i & 1) * 4)) & CELL_COST_MASK;
        if (cost < MIN_TERRAIN_COST || cost > MAX_TERRAIN_COST) {
          throw new ShareFormatError(`the link gives cell (${i % width}, ${Math.floor(i / width)}) terrain cost ${cost}; costs are 1 to 9`);
        }
        cells[i] = (cells[i] & CELL_WALL_BIT) | cost;
      }
      return;
    }
    case TAG.step: {
      const step = content.varint();
      if (!Number.isSafeInteger(step)) throw new ShareFormatError('the link\'s step number is too large');
      state.step = step;
      return;
    }
    case TAG.teach:
      state.teach = teachFrom(content.byte());
      return;
    case TAG.view: {
      const [zoom, centerX, centerY] = [content.float64(), content.float64(), content.float64()];
      if (![zoom, centerX, centerY].every(Number.isFinite) || !(zoom > 0)) {
        throw new ShareFormatError('the link\'s view (zoom and centre) is not a set of finite numbers');
      }
      state.view = { zoom, centerX, centerY };
      return;
    }
    default: {
      const row = LINK_OPTIONS.find((o) => o.linkTag === tag);
      if (row) {
        state.options[row.name] = readOption(row, content);
        return;
      }
      if (tag >= FIRST_OPTIONAL_TAG) {
        content.take(content.remaining); // a later version's optional section: skipped
        return;
      }
      throw new ShareFormatError(`this link uses a section (${tag}) this page does not know; a newer Pathlab made it`);
    }
  }
}

// An option's value as writeOption wrote it; the validator checks it after the last section.
function readOption({ name, kind }, content) {
  if (kind === 'choice') return readText(content, content.remaining, name);
  if (kind === 'number') return content.float64();
  const n = content.varint();
  if (!Number.isSafeInteger(n)) throw new ShareFormatError(`the link's ${PAGE_OPTIONS[name]?.label.toLowerCase() ?? name} is too large`);
  return n;
}

function exactLength(content, expected, what) {
  if (content.remaining !== expected) {
    throw new ShareFormatError(`the link's ${what} have ${count(content.remaining)} bytes, the map size needs ${count(expected)}`);
  }
  return expected;
}

// The decoded options through the library's validator; the weight comes back resolved
// (a link leaves out the algorithm's default weight).
function validOptions({ options, start, goal }) {
  try {
    return normalizeOptions({ ...options, start, goal }).public;
  } catch (error) {
    throw new ShareFormatError(linkWords(error));
  }
}

// What the validator refused, as a link's reader is told it.
function linkWords({ option, value, allowed, message }) {
  if (allowed) return `this link asks for ${option} '${shownText(value)}', which this page does not know (it knows: ${allowed.join(', ')})`;
  if (option === 'weight') return 'the link\'s heuristic weight is not a number >= 1';
  if (option === 'maxExpansions') return 'the link\'s expansion limit is not an integer >= 1';
  return `the link's search options are not usable: ${message}`;
}

function insidePoint(x, y, width, height, what) {
  if (x >= width || y >= height) throw new ShareFormatError(`the link puts the ${what} at (${x}, ${y}), outside its ${width} x ${height} map`);
  return [x, y];
}

// ---- checking a state before encoding ----

function checkSize(width, height, ErrorType) {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1 || width > MAX_SIDE || height > MAX_SIDE) {
    throw new ErrorType(`the map size ${width} x ${height} is outside 1..${MAX_SIDE} per side`);
  }
  if (width * height > MAX_CELLS) throw new ErrorType(`the map has ${count(width * height)} cells; at most ${count(MAX_CELLS)} are allowed`);
}

function checkState(state) {
  if (!state || typeof state !== 'object') throw new Error('share state must be an object');
  const { width, height, cells, start, goal, options = {}, step, view } = state;
  checkSize(width, height, Error);
  if (!(cells instanceof Uint8Array) || cells.length !== width * height) {
    throw new Error(`state.cells must be a Uint8Array of width * height = ${width * height} bytes`);
  }
  for (let i = 0; i < cells.length; i++) {
    const cost = cells[i] & ~CELL_WALL_BIT;
    if (cost < MIN_TERRAIN_COST || cost > MAX_TERRAIN_COST) throw new Error(`state.cells[${i}] = ${cells[i]} is not a cell byte (cost 1..9, wall bit 0x80)`);
  }
  for (const [what, p] of [['start', start], ['goal', goal]]) {
    if (!Array.isArray(p) || p.length !== 2 || !Number.isInteger(p[0]) || !Number.isInteger(p[1])
        || p[0] < 0 || p[1] < 0 || p[0] >= width || p[1] >= height) {
      throw new Error(`state.${what} must be [x, y] inside the ${width} x ${height} map`);
    }
  }
  normalizeSettings(Object.fromEntries(LINK_OPTIONS.map(({ name }) => [name, options[name] ?? undefined])));
  if (options.maxExpansions > Number.MAX_SAFE_INTEGER && options.maxExpansions !== Infinity) {
    throw new Error('options.maxExpansions is too large for a link (at most 2^53 - 1, or Infinity)');
  }
  if (!(step === undefined || step === null || (Number.isSafeInteger(step) && step >= 0))) throw new Error('state.step must be an integer >= 0 or null');
  if (view && ![view.zoom, view.centerX, view.centerY].every(Number.isFinite)) throw new Error('state.view must hold finite zoom, centerX and centerY');
  if (view && !(view.zoom > 0)) throw new Error('state.view.zoom must be > 0');
  if (view?.fit !== undefined && !['map', 'region'].includes(view.fit)) throw new Error('state.view.fit must be \'map\' or \'region\'');
  if (view?.fit === 'region' && !(Array.isArray(view.span) && view.span.length === 2 && view.span.every((v) => Number.isFinite(v) && v > 0))) {
    throw new Error('state.view.span must be [cells across, cells down], both > 0');
  }
  if (state.mode !== undefined && state.mode !== null) checkModeState(state.mode, state);
  if (state.game !== undefined && state.game !== null) checkGameSettings(GAME_DEFAULTS, state.game, mapOf(state));
}

/** A count for people: 16,777,216, not 16777216. */
function count(n) {
  return n.toLocaleString('en');
}
