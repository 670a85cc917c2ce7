// The GIF's colour tables (docs/slides.md): one global table that the frames share, and a table of a
// frame's own only for a frame that cannot use it. No DOM: unit-tested in Node.
//
// Frames arrive one at a time and are compressed as they come, so the global table grows as they
// arrive and is written at the end, in the file's head. While every colour seen so far fits in
// the table's 256 entries, each colour has an entry of its own and every frame's pixels keep their
// exact colours (no quantizer). Most animations of a search do not stay there: the closed cells
// shade through 64 levels of g on each terrain cost, and the edges of the markers, the path, arrows
// and numbers are anti-aliased into blends of their neighbours. Once the colours overflow the table,
// a colour within NEAR levels (on each of red, green and blue) of an entry shares that entry, and the
// frames indexed exactly until then are indexed again that way (so the table is not spent on early
// near-duplicates). A frame with a colour that is near no entry when the table is full takes a table
// of its own: its exact colours when it has at most 256, else gifenc's quantizer's.
//
// Frames are opaque (drawn over the page's surface colour): a colour is its red, green and blue, and
// alpha is not read, as gifenc's quantizer does not read it in its default format.

import { applyPalette, quantize } from '../vendor/gifenc/gifenc.esm.js';

export const MAX_COLOURS = 256;
// How far (levels per channel) a colour may be drawn from its own once the colours overflow the
// table: less than the quantizer's own rounding, whose buckets are 8 levels of red and blue wide.
export const NEAR = 8;
// The frames indexed exactly are held (one byte per pixel) until the colours overflow or this many
// bytes are held; then the table's entries so far stay as they are.
export const HOLD_BYTES = 64 * 1024 * 1024;
// A frame with more distinct colours than this is quantized without trying the shared table.
const MANY_COLOURS = 4096;

/**
 * @typedef {{frame: number, index: Uint8Array, palette: number[][] | null, colorDepth: number}} IndexedFrame
 *   frame: the frame's position in the animation; index: one palette index per pixel; palette: the
 *   frame's own table, or null for the global table; colorDepth: bits per index (gifenc's option,
 *   the LZW minimum code size)
 */

/** Bits an index needs to tell `count` colours apart (at least 1). */
export function bitsFor(count) {
  let bits = 1;
  while (1 << bits < count) bits++;
  return bits;
}

/** A 24-bit colour's [r, g, b]. */
export const triple = (rgb) => [rgb >>> 16, (rgb >>> 8) & 255, rgb & 255];

/** How far apart two 24-bit colours are: the largest difference of their red, green or blue. */
export function distance(a, b) {
  return Math.max(Math.abs((a >>> 16) - (b >>> 16)), Math.abs(((a >>> 8) & 255) - ((b >>> 8) & 255)), Math.abs((a & 255) - (b & 255)));
}

/**
 * The frame's distinct 24-bit colours in the order they first appear, with each pixel's place in
 * that list; null when there are more than `cap`.
 * @param {Uint8Array} rgba
 * @param {number} [cap]
 * @returns {{colours: number[], local: Uint8Array | Uint16Array} | null}
 */
export function distinctColours(rgba, cap = MAX_COLOURS) {
  const pixels = rgba.length >> 2;
  const local = cap <= 256 ? new Uint8Array(pixels) : new Uint16Array(pixels);
  /** @type {Map<number, number>} */
  const seen = new Map();
  const colours = [];
  // Runs of one colour are the rule on a board of flat cells: the last colour's place is kept at hand.
  let lastRgb = -1;
  let lastAt = 0;
  for (let p = 0, o = 0; p < pixels; p++, o += 4) {
    const rgb = (rgba[o] << 16) | (rgba[o + 1] << 8) | rgba[o + 2];
    if (rgb !== lastRgb) {
      let at = seen.get(rgb);
      if (at === undefined) {
        if (colours.length === cap) return null;
        at = colours.length;
        seen.set(rgb, at);
        colours.push(rgb);
      }
      lastRgb = rgb;
      lastAt = at;
    }
    local[p] = lastAt;
  }
  return { colours, local };
}

/** The pixels of `local` as indices through `map` (a place in the frame's colours -> an entry). */
function remap(local, map) {
  const index = new Uint8Array(local.length);
  for (let p = 0; p < local.length; p++) index[p] = map[local[p]];
  return index;
}

/** The global colour table, and each frame's indices into it or into a table of the frame's own. */
export class GifPalette {
  constructor({ holdBytes = HOLD_BYTES } = {}) {
    this.holdBytes = holdBytes;
    /** @type {Map<number, number>} a colour's entry: its own, or once `near`, an entry near it */
    this.at = new Map();
    /** @type {number[]} the table's 24-bit colours, in the order they joined it */
    this.colours = [];
    /** Whether near colours share entries (the animation's colours overflowed the table). */
    this.near = false;
    /** @type {{frame: number, index: Uint8Array}[]} frames indexed exactly that may be indexed again */
    this.held = [];
    this.heldBytes = 0;
    /** Entries that frames no longer held use: they stay. */
    this.kept = 0;
    this.count = 0;
  }

  /** The global table as gifenc takes palettes: [r, g, b] per entry. */
  get palette() {
    return this.colours.map(triple);
  }

  /**
   * Indexes the next frame. Returns the frames to compress now: this one, and when the colours
   * have just overflowed the table, the held frames again (each replaces its earlier indices).
   * @param {Uint8Array} rgba width x height x 4 bytes
   * @returns {IndexedFrame[]}
   */
  add(rgba) {
    const frame = this.count++;
    if (this.near) return [{ frame, ...this.nearFrame(rgba) }];
    const exact = distinctColours(rgba, MAX_COLOURS);
    const joining = exact ? exact.colours.filter((rgb) => !this.at.has(rgb)) : [];
    if (exact && this.colours.length + joining.length <= MAX_COLOURS) {
      for (const rgb of joining) this.join(rgb);
      const map = exact.colours.map((rgb) => /** @type {number} */ (this.at.get(rgb)));
      const index = remap(exact.local, map);
      this.hold(frame, index);
      return [{ frame, index, palette: null, colorDepth: bitsFor(Math.max(...map) + 1) }];
    }
    const again = this.overflow();
    return [...again, { frame, ...this.nearFrame(rgba) }];
  }

  /** @param {number} rgb */
  join(rgb) {
    this.at.set(rgb, this.colours.length);
    this.colours.push(rgb);
  }

  hold(frame, index) {
    this.held.push({ frame, index });
    this.heldBytes += index.length;
    if (this.heldBytes > this.holdBytes) {
      this.held = [];
      this.heldBytes = 0;
      this.kept = this.colours.length;
    }
  }

  // The colours overflow the table: the entries only held frames use go, near colours share entries
  // from now on, and the held frames are indexed again that way.
  overflow() {
    const old = this.colours;
    this.colours = old.slice(0, this.kept);
    this.at = new Map(this.colours.map((rgb, i) => [rgb, i]));
    this.near = true;
    const again = this.held.map(({ frame, index }) => {
      // The frame's own colours, from the entries it used.
      const place = new Int16Array(old.length).fill(-1);
      const colours = [];
      const local = new Uint8Array(index.length);
      for (let p = 0; p < index.length; p++) {
        const entry = index[p];
        if (place[entry] < 0) { place[entry] = colours.length; colours.push(old[entry]); }
        local[p] = place[entry];
      }
      return { frame, ...this.nearIndexed(colours, local, null) };
    });
    this.held = [];
    this.heldBytes = 0;
    return again;
  }

  /** @param {Uint8Array} rgba */
  nearFrame(rgba) {
    const found = distinctColours(rgba, MANY_COLOURS);
    return found ? this.nearIndexed(found.colours, found.local, rgba) : quantized(rgba);
  }

  /**
   * A frame's colours on the shared table, a colour near an entry sharing it: when every colour has
   * or finds an entry (joining while there is room), the frame uses the table; else a table of its own.
   * @param {number[]} colours the frame's distinct colours
   * @param {Uint8Array | Uint16Array} local each pixel's place in `colours`
   * @param {Uint8Array | null} rgba the frame's pixels, for the quantizer when it has over 256 colours
   * @returns {Omit<IndexedFrame, 'frame'>}
   */
  nearIndexed(colours, local, rgba) {
    const map = new Array(colours.length);
    /** @type {number[]} colours that would join, tried before they do */
    const joining = [];
    const entries = [...this.colours];
    let fits = true;
    for (let i = 0; i < colours.length && fits; i++) {
      const rgb = colours[i];
      let entry = this.at.get(rgb) ?? -1;
      if (entry < 0) {
        let best = NEAR + 1;
        for (let e = 0; e < entries.length; e++) {
          const d = distance(rgb, entries[e]);
          if (d < best) { best = d; entry = e; if (d === 0) break; }
        }
      }
      if (entry < 0) {
        if (entries.length === MAX_COLOURS) fits = false;
        else { entry = entries.length; entries.push(rgb); joining.push(rgb); }
      }
      map[i] = entry;
    }
    if (!fits) {
      if (colours.length <= MAX_COLOURS) {
        return { index: Uint8Array.from(local), palette: colours.map(triple), colorDepth: bitsFor(colours.length) };
      }
      return quantized(/** @type {Uint8Array} */ (rgba));
    }
    for (const rgb of joining) this.join(rgb);
    colours.forEach((rgb, i) => this.at.set(rgb, map[i]));
    let highest = 0;
    for (const entry of map) highest = Math.max(highest, entry);
    return { index: remap(local, map), palette: null, colorDepth: bitsFor(highest + 1) };
  }
}

/** A frame with too many colours for a table: quantized (gifenc), in a table of its own. */
function quantized(rgba) {
  const palette = quantize(rgba, MAX_COLOURS);
  return { index: applyPalette(rgba, palette), palette, colorDepth: bitsFor(palette.length) };
}

/**
 * The file's head, before the first frame: the GIF89a signature, the logical screen with the global
 * colour table (padded to a power of two, at least 2 entries), and the Netscape extension that loops
 * forever, as slides expect of an animation.
 * @param {number} width
 * @param {number} height
 * @param {number[][]} palette [r, g, b] entries, at most 256
 * @returns {Uint8Array}
 */
export function gifHead(width, height, palette) {
  if (palette.length > MAX_COLOURS) throw new Error(`a colour table holds at most ${MAX_COLOURS} colours, not ${palette.length}`);
  const bits = bitsFor(palette.length);
  const size = 1 << bits;
  const head = new Uint8Array(13 + size * 3 + 19);
  head.set([0x47, 0x49, 0x46, 0x38, 0x39, 0x61]); // GIF89a
  head.set([width & 255, width >> 8, height & 255, height >> 8], 6);
  // A global table follows; 8 bits per primary in the source; not sorted; its size is 2^bits.
  head[10] = 0x80 | (7 << 4) | (bits - 1);
  head[11] = 0; // background: entry 0 (every frame covers the whole screen)
  head[12] = 0; // no aspect ratio given
  palette.forEach((rgb, i) => head.set(rgb, 13 + i * 3));
  // Application extension NETSCAPE2.0, sub-block 1: loop count 0, forever.
  head.set([0x21, 0xff, 11, ...Array.from('NETSCAPE2.0', (c) => c.charCodeAt(0)), 3, 1, 0, 0, 0], 13 + size * 3);
  return head;
}

/** The byte that ends a GIF. */
export const GIF_TRAILER = 0x3b;

/**
 * A whole GIF: its head (gifHead) with the global table, the frames' encoded parts in order, and the trailer.
 * @param {number} width @param {number} height @param {number[][]} palette the global table
 * @param {Uint8Array[]} frames each frame's part as gifenc writes it
 * @returns {Uint8Array}
 */
export function gifFile(width, height, palette, frames) {
  const head = gifHead(width, height, palette);
  const bytes = new Uint8Array(head.length + frames.reduce((sum, f) => sum + f.length, 0) + 1);
  bytes.set(head);
  let at = head.length;
  for (const f of frames) {
    bytes.set(f, at);
    at += f.length;
  }
  bytes[at] = GIF_TRAILER;
  return bytes;
}
