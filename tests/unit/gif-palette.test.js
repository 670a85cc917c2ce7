// The GIF's colour tables (web/src/export/gif-palette.js): frames whose colours fit share one table
// and keep every pixel exact; once the colours overflow, near colours share entries and the frames
// held so far are indexed again; a frame that cannot use the table gets its own. Each case is
// encoded into a whole GIF (gifenc for the frames, gifHead for the head) and read back with the
// tests' own GIF reader, against the pixels that went in.
import { describe, expect, it } from 'vitest';
import { GIFEncoder } from '../../web/src/vendor/gifenc/gifenc.esm.js';
import { bitsFor, distinctColours, gifFile, gifHead, GifPalette, NEAR } from '../../web/src/export/gif-palette.js';
import { readGif } from '../e2e/gif-reader.js';

const W = 24;
const H = 16;

// A frame painted by `colourAt(x, y)` -> [r, g, b], opaque.
function frame(colourAt) {
  const rgba = new Uint8Array(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) rgba.set([...colourAt(x, y), 255], (y * W + x) * 4);
  }
  return rgba;
}

// Encodes the frames as the worker does and reads the file back.
function roundTrip(frames, options) {
  const palette = new GifPalette(options);
  const writer = GIFEncoder({ auto: false });
  const parts = [];
  const emitted = [];
  for (const rgba of frames) {
    const batch = palette.add(rgba.slice());
    emitted.push(batch.map((f) => f.frame));
    for (const { frame: at, index, palette: own, colorDepth } of batch) {
      writer.reset();
      writer.writeFrame(index, W, H, { palette: own, colorDepth, delay: 100 });
      parts[at] = writer.bytes();
    }
  }
  return { gif: readGif(gifFile(W, H, palette.palette, parts)), palette, emitted };
}

const largestDifference = (a, b) => {
  let largest = 0;
  for (let o = 0; o < a.length; o += 4) for (let k = 0; k < 3; k++) largest = Math.max(largest, Math.abs(a[o + k] - b[o + k]));
  return largest;
};

// Colour number i of a set spread far apart: steps of 16 on each channel, none within NEAR of another.
const far = (i) => [(i % 16) * 16, (Math.floor(i / 16) % 16) * 16, Math.floor(i / 256) * 16 + 8];

describe('GifPalette', () => {
  it('keeps every pixel exact in one shared table while the colours fit', () => {
    const frames = [
      frame((x) => (x < 12 ? [246, 244, 239] : [43, 47, 58])),
      frame((x, y) => (y < 8 ? [246, 244, 239] : [95, 212, 232])),
      frame((x, y) => ((x + y) % 2 ? [95, 212, 232] : [247, 245, 240])), // a colour one level from another
    ];
    const { gif, palette } = roundTrip(frames);
    expect(palette.palette).toEqual([[246, 244, 239], [43, 47, 58], [95, 212, 232], [247, 245, 240]]);
    expect(gif.globalColours).toBe(4);
    expect(gif.frames.map((f) => f.localColours)).toEqual([0, 0, 0]);
    gif.frames.forEach((f, i) => expect(largestDifference(f.rgba, frames[i])).toBe(0));
    // The LZW codes start as narrow as each frame's indices allow: the first two need 2 entries' worth.
    expect(gif.frames.map((f) => f.minCodeSize)).toEqual([2, 2, 2]);
  });

  it('once the colours overflow, near colours share entries and the frames held so far are indexed again', () => {
    // 200 colours, then the same 200 one level brighter: 400 exact colours, 200 near pairs.
    const frames = [
      frame((x, y) => far((y * W + x) % 200)),
      frame((x, y) => far((y * W + x) % 200).map((v) => v + 1)),
      frame((x, y) => far((y * W + x + 7) % 200)),
    ];
    const { gif, palette, emitted } = roundTrip(frames);
    expect(palette.near).toBe(true);
    expect(emitted).toEqual([[0], [0, 1], [2]]); // frame 0 again with frame 1
    expect(palette.palette.length).toBe(200);
    expect(gif.frames.map((f) => f.localColours)).toEqual([0, 0, 0]);
    expect(largestDifference(gif.frames[0].rgba, frames[0])).toBe(0);
    expect(largestDifference(gif.frames[1].rgba, frames[1])).toBe(1);
    expect(largestDifference(gif.frames[2].rgba, frames[2])).toBe(0);
  });

  it('gives a frame its own exact table when its colours are near no entry and the table is full', () => {
    const frames = [
      frame((x, y) => far((y * W + x) % 250)),
      frame((x, y) => far(250 + ((y * W + x) % 20))), // 20 colours, each 16 levels from any other
      frame((x, y) => far((y * W + x) % 100)),
    ];
    const { gif } = roundTrip(frames);
    expect(gif.globalColours).toBe(256);
    expect(gif.frames.map((f) => f.localColours)).toEqual([0, 32, 0]); // 20 colours, padded to 32
    gif.frames.forEach((f, i) => expect(largestDifference(f.rgba, frames[i])).toBe(0));
  });

  it('quantizes a frame of more than 256 colours that the table cannot hold, in a table of its own', () => {
    const many = frame((x, y) => far(y * W + x)); // 384 colours, 16 levels apart
    const { gif } = roundTrip([many]);
    expect(gif.frames[0].localColours).toBeGreaterThan(0);
    expect(gif.frames[0].localColours).toBeLessThanOrEqual(256);
    expect(gif.globalColours).toBe(2); // the head's table, unused
  });

  it('a colour shares an entry only within NEAR levels on every channel', () => {
    const frames = [
      frame((x, y) => far((y * W + x) % 256)), // every entry has blue 8
      frame((x) => (x < 12 ? far(5).map((v, k) => (k === 2 ? v + NEAR : v)) : far(9))),
      frame((x) => (x < 12 ? far(5).map((v, k) => (k === 2 ? v + NEAR + 1 : v)) : far(9))),
    ];
    const { gif } = roundTrip(frames);
    expect(gif.frames.map((f) => f.localColours)).toEqual([0, 0, 2]);
    expect(largestDifference(gif.frames[1].rgba, frames[1])).toBe(NEAR);
    expect(largestDifference(gif.frames[2].rgba, frames[2])).toBe(0);
  });

  it('holds only so many bytes of exact frames: frames let go are not indexed again', () => {
    const frames = [
      frame((x, y) => far((y * W + x) % 100)),
      frame((x, y) => far(100 + ((y * W + x) % 100))),
      frame((x, y) => far(200 + ((y * W + x) % 100))),
    ];
    const { gif, palette, emitted } = roundTrip(frames, { holdBytes: W * H }); // one frame's indices
    expect(emitted).toEqual([[0], [1], [2]]);
    expect(palette.near).toBe(true);
    // Frames 0 and 1 keep their 200 exact entries; frame 2's 100 far colours do not fit beside them.
    expect(gif.frames.map((f) => f.localColours)).toEqual([0, 0, 128]);
    gif.frames.forEach((f, i) => expect(largestDifference(f.rgba, frames[i])).toBe(0));
  });
});

describe('the pieces', () => {
  it('lists a frame\'s colours in order of appearance, and gives up past the cap', () => {
    const rgba = frame((x) => [x % 3, 0, 0]);
    const found = distinctColours(rgba);
    expect(found?.colours).toEqual([0x000000, 0x010000, 0x020000]);
    expect(Array.from(found?.local.subarray(0, 4) ?? [])).toEqual([0, 1, 2, 0]);
    expect(distinctColours(rgba, 2)).toBeNull();
  });

  it('counts the bits an index needs', () => {
    expect([1, 2, 3, 4, 5, 128, 129, 256].map(bitsFor)).toEqual([1, 1, 2, 2, 3, 7, 8, 8]);
  });

  it('writes a GIF89a head with the table padded to a power of two and a loop forever', () => {
    const head = gifHead(300, 2, [[1, 2, 3], [4, 5, 6], [7, 8, 9]]);
    expect(String.fromCharCode(...head.subarray(0, 6))).toBe('GIF89a');
    expect([...head.subarray(6, 13)]).toEqual([44, 1, 2, 0, 0xf1, 0, 0]);
    expect([...head.subarray(13, 25)]).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 0, 0, 0]);
    expect(String.fromCharCode(...head.subarray(28, 39))).toBe('NETSCAPE2.0');
    expect([...head.subarray(39)]).toEqual([3, 1, 0, 0, 0]);
    expect(() => gifHead(1, 1, Array.from({ length: 257 }, () => [0, 0, 0]))).toThrow(/at most 256/);
  });
});
