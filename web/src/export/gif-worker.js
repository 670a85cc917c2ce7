// The GIF encoder's worker (docs/slides.md): frames arrive as RGBA pixels, each is indexed into the
// GIF's shared colour table, or a table of its own where it cannot use that one (gif-palette.js), and
// LZW-compressed by gifenc (web/src/vendor/gifenc/) as it comes, off the page's thread. The file's head
// carries the shared table, which is complete only after the last frame, so it is written then.
//   { type: 'frame', width, height, rgba: ArrayBuffer (transferred), delay: ms } -> { type: 'encoded', count }
//   { type: 'finish' } -> { type: 'done', bytes: ArrayBuffer (transferred) }

import { GIFEncoder } from '../vendor/gifenc/gifenc.esm.js';
import { gifFile, GifPalette } from './gif-palette.js';

const palette = new GifPalette();
// auto: false, and no frame is `first`: gifenc writes only a frame's control block, descriptor, own
// table (when given a palette) and compressed pixels; the head is gifHead's.
const frameWriter = GIFEncoder({ auto: false });
/** @type {Uint8Array[]} each frame's bytes, compressed */
const frames = [];
/** @type {number[]} each frame's delay, ms */
const delays = [];
let width = 0;
let height = 0;

self.onmessage = ({ data }) => {
  try {
    if (data.type === 'frame') {
      if (delays.length === 0) ({ width, height } = data);
      delays.push(data.delay);
      // A frame compressed before may come back: indexed again once the colours overflowed the table.
      for (const { frame, index, palette: own, colorDepth } of palette.add(new Uint8Array(data.rgba))) {
        frameWriter.reset();
        frameWriter.writeFrame(index, width, height, { palette: own, colorDepth, delay: delays[frame] });
        frames[frame] = frameWriter.bytes();
      }
      self.postMessage({ type: 'encoded', count: delays.length });
    } else if (data.type === 'finish') {
      const gif = gifFile(width, height, palette.palette, frames);
      frames.length = 0;
      self.postMessage({ type: 'done', bytes: gif.buffer }, { transfer: [gif.buffer] });
    }
  } catch (error) {
    self.postMessage({ type: 'error', message: error.message });
  }
};
