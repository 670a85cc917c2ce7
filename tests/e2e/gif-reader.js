// A small GIF89a reader for the tests, written from the format's specification
// (https://www.w3.org/Graphics/GIF/spec-gif89a.txt), independent of the encoder the page uses:
// the header, colour tables, graphic control extensions (delays), image descriptors and their
// LZW data, composed frame by frame into full RGBA images. It also says which colour tables the file
// has: the global table's size (entries, 0 when there is none) and each frame's local table's (0 when
// the frame uses the global one), and each frame's LZW minimum code size.

/**
 * @param {Uint8Array} bytes
 * @returns {{width: number, height: number, loops: boolean, globalColours: number,
 *   frames: {delayCs: number, localColours: number, minCodeSize: number, rgba: Uint8Array}[]}}
 */
export function readGif(bytes) {
  let p = 0;
  const u8 = () => bytes[p++];
  const u16 = () => { const v = bytes[p] | (bytes[p + 1] << 8); p += 2; return v; };
  const signature = String.fromCharCode(...bytes.subarray(0, 6));
  if (signature !== 'GIF89a' && signature !== 'GIF87a') throw new Error(`not a GIF: ${JSON.stringify(signature)}`);
  p = 6;
  const width = u16();
  const height = u16();
  const packed = u8();
  p += 2; // background colour index, pixel aspect ratio
  const table = (flags) => {
    const size = 1 << ((flags & 7) + 1);
    const colours = bytes.subarray(p, p + size * 3);
    p += size * 3;
    return colours;
  };
  const global = packed & 0x80 ? table(packed) : null;
  const subBlocks = () => {
    const parts = [];
    for (let n = u8(); n > 0; n = u8()) { parts.push(bytes.subarray(p, p + n)); p += n; }
    const out = new Uint8Array(parts.reduce((s, b) => s + b.length, 0));
    let o = 0;
    for (const b of parts) { out.set(b, o); o += b.length; }
    return out;
  };
  const canvas = new Uint8Array(width * height * 4);
  const frames = [];
  let delayCs = 0;
  let loops = false;
  for (;;) {
    const block = u8();
    if (block === 0x3b) break; // trailer
    if (block === 0x21) {
      const label = u8();
      if (label === 0xf9) {
        p += 2; // block size 4, packed fields
        delayCs = u16();
        p += 2; // transparent colour index, terminator
      } else if (label === 0xff) {
        const data = subBlocks();
        if (String.fromCharCode(...data.subarray(0, 11)) === 'NETSCAPE2.0') loops = true;
      } else subBlocks();
      continue;
    }
    if (block !== 0x2c) throw new Error(`unexpected block 0x${block?.toString(16)} at byte ${p - 1}`);
    const left = u16(); const top = u16(); const w = u16(); const h = u16();
    const flags = u8();
    if (flags & 0x40) throw new Error('interlaced frames are not read by this test reader');
    const local = flags & 0x80 ? table(flags) : null;
    const colours = local ?? global;
    if (!colours) throw new Error(`frame ${frames.length} has no colour table, local or global`);
    const minCodeSize = u8();
    const indices = lzwDecode(minCodeSize, subBlocks(), w * h);
    for (let y = 0; y < h; y++) {
      for (let x = 0; x < w; x++) {
        const c = indices[y * w + x] * 3;
        if (c >= colours.length) throw new Error(`frame ${frames.length}: index ${c / 3} outside its ${colours.length / 3}-colour table`);
        const o = ((top + y) * width + left + x) * 4;
        canvas[o] = colours[c]; canvas[o + 1] = colours[c + 1]; canvas[o + 2] = colours[c + 2]; canvas[o + 3] = 255;
      }
    }
    frames.push({ delayCs, localColours: local ? local.length / 3 : 0, minCodeSize, rgba: canvas.slice() });
    delayCs = 0;
  }
  return { width, height, loops, globalColours: global ? global.length / 3 : 0, frames };
}

function lzwDecode(minCodeSize, data, count) {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Int32Array(4096);
  const suffix = new Uint8Array(4096);
  const length = new Int32Array(4096);
  for (let i = 0; i < clear; i++) { prefix[i] = -1; suffix[i] = i; length[i] = 1; }
  const out = new Uint8Array(count);
  let size = minCodeSize + 1;
  let next = end + 1;
  let previous = -1;
  let o = 0;
  let bit = 0;
  const write = (code) => {
    const n = length[code];
    for (let i = n - 1, c = code; i >= 0; i--, c = prefix[c]) if (o + i < count) out[o + i] = suffix[c];
    o += n;
  };
  const firstOf = (code) => { let c = code; while (prefix[c] !== -1) c = prefix[c]; return suffix[c]; };
  while (bit + size <= data.length * 8) {
    let code = 0;
    for (let i = 0; i < size; i++, bit++) code |= ((data[bit >> 3] >> (bit & 7)) & 1) << i;
    if (code === clear) { size = minCodeSize + 1; next = end + 1; previous = -1; continue; }
    if (code === end) break;
    if (previous === -1) { write(code); previous = code; continue; }
    if (code > next) throw new Error(`bad LZW code ${code} (next ${next})`);
    const first = code < next ? firstOf(code) : firstOf(previous);
    if (next < 4096) { prefix[next] = previous; suffix[next] = first; length[next] = length[previous] + 1; next++; }
    write(code);
    if (next === 1 << size && size < 12) size++;
    previous = code;
  }
  if (o < count) throw new Error(`LZW data ended after ${o} of ${count} pixels`);
  return out;
}
