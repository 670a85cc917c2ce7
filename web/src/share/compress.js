// deflate-raw through the platform's CompressionStream / DecompressionStream
// (Chromium, Firefox, Safari 16.4+, Node 20). Inflation stops as soon as the output
// passes a cap, so a tiny link cannot expand into gigabytes (a "decompression bomb").

import { ShareFormatError } from './bytes.js';

/** @returns {Promise<Uint8Array>} the deflate-raw compression of bytes */
export async function deflateRaw(bytes) {
  const stream = new Blob([bytes]).stream().pipeThrough(new CompressionStream('deflate-raw'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/**
 * Inflates deflate-raw data, refusing output longer than maxBytes.
 * @param {number} maxBytes
 * @param {string} [link] what its messages call the text the data came in ('lesson link')
 * @returns {Promise<Uint8Array>}
 * @throws {ShareFormatError} on corrupt data or output over the cap
 */
export async function inflateRaw(bytes, maxBytes, link = 'link') {
  const reader = new Blob([bytes]).stream().pipeThrough(new DecompressionStream('deflate-raw')).getReader();
  const chunks = [];
  let total = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      total += value.length;
      if (total > maxBytes) throw new ShareFormatError(`the ${link}'s map data is larger than its size allows (over ${maxBytes.toLocaleString('en')} bytes)`);
      chunks.push(value);
    }
  } catch (error) {
    reader.cancel().catch(() => {});
    if (error instanceof ShareFormatError) throw error;
    throw new ShareFormatError(`the ${link}'s compressed data is damaged`);
  }
  const out = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    out.set(chunk, offset);
    offset += chunk.length;
  }
  return out;
}
