// Encodes the playground's document for persist.js off the page's thread: the
// share-link encoder takes about 45 ms on a 1024 x 1024 map and 300 ms on a
// 2048 x 2048 one in Chromium, long enough to make drawing stutter.
//
// Request: { id, state, maxChars }   Reply: { id, ok: true, text } | { id, ok: false, chars?, message }
// (chars: set when the document is longer than maxChars)

import { encodeState, ShareTooLargeError } from '../share/link.js';

self.onmessage = async ({ data: { id, state, maxChars } }) => {
  try {
    self.postMessage({ id, ok: true, text: await encodeState(state, { maxChars }) });
  } catch (error) {
    self.postMessage({ id, ok: false, chars: error instanceof ShareTooLargeError ? error.chars : undefined, message: error?.message ?? String(error) });
  }
};
