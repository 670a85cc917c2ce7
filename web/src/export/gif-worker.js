// The GIF encoder's worker (docs/slides.md): frames arrive as RGBA pixels, each is given a palette
// of at most 256 colours and LZW-compressed by gifenc (web/src/vendor/gifenc/), off the page's thread.
//   { type: 'frame', width, height, rgba: ArrayBuffer (transferred), delay: ms } -> { type: 'encoded', count }
//   { type: 'finish' } -> { type: 'done', bytes: ArrayBuffer (transferred) }

import { applyPalette, GIFEncoder, quantize } from '../vendor/gifenc/gifenc.esm.js';

const gif = GIFEncoder();
let count = 0;

self.onmessage = ({ data }) => {
  try {
    if (data.type === 'frame') {
      const rgba = new Uint8Array(data.rgba);
      // The board's colours are few and flat: the quantizer keeps each one (no dithering, see gifenc's README).
      const palette = quantize(rgba, 256);
      const index = applyPalette(rgba, palette);
      // repeat 0: loop forever, as slides expect of an animation.
      gif.writeFrame(index, data.width, data.height, { palette, delay: data.delay, repeat: 0 });
      self.postMessage({ type: 'encoded', count: ++count });
    } else if (data.type === 'finish') {
      gif.finish();
      const bytes = gif.bytes().slice().buffer;
      self.postMessage({ type: 'done', bytes }, { transfer: [bytes] });
    }
  } catch (error) {
    self.postMessage({ type: 'error', message: error.message });
  }
};
