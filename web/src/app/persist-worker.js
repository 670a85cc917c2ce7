// Encodes the playground's document for persist.js off the page's thread: the
// share-link encoder takes several frames on a 1024 x 1024 map and more on
// bigger ones, long enough to make drawing stutter.
//
// The worker keeps the map's cells between requests; each brings the whole map
// or the cells changed since the previous one (web/src/worker/cells-sync.js).
//
// Request: { id, state (without cells), cells: Uint8Array | null, cellChanges?, maxChars }
// Reply: { id, ok: true, text } | { id, ok: false, chars?, message } (chars: set when the document is longer than maxChars)

import { encodeState, ShareTooLargeError } from '../share/link.js';
import { applyCellChanges } from '../worker/cells-sync.js';

let held = null; // the map's cells as the page last sent them

self.onmessage = async ({ data: { id, state, cells, cellChanges, maxChars } }) => {
  try {
    if (cells) held = cells;
    else if (held?.length !== state.width * state.height) throw new Error('the saving worker lost its copy of the map');
    else if (cellChanges) applyCellChanges(cellChanges, (i, byte) => { held[i] = byte; });
    self.postMessage({ id, ok: true, text: await encodeState({ ...state, cells: held }, { maxChars }) });
  } catch (error) {
    self.postMessage({ id, ok: false, chars: error instanceof ShareTooLargeError ? error.chars : undefined, message: error?.message ?? String(error) });
  }
};
