// Keeps the playground's current document (map, terrain, start, goal, options,
// mode, step and view) in the browser's localStorage as it changes, so a reload
// or a closed tab loses nothing, and offers "New map" to start over.
//
// The document is stored as share-link text (web/src/share/link.js, docs/share-links.md, "Link
// format, version 1"): one compact, versioned, checked encoding for both, made in a
// worker (persist-worker.js) so that big maps do not stall the page. Saving
// waits until the page has been still for SAVE_DELAY_MS and skips playback, so
// drawing and playing never pay for it; a document that is already stored is not
// encoded again. Only the playground page saves: the embed page never installs
// this, and a playground shown inside a frame neither reads nor writes, so an
// embed never writes into its host page's storage.

import { decodeState, encodeState, ShareTooLargeError } from '../share/link.js';
import { DEFAULT_OPTIONS } from '../model/page-options.js';
import { starterModel } from './map-document.js';
import { CellsSync } from '../worker/cells-sync.js';

export const STORAGE_KEY = 'pathlab.document';
/** The longest document kept (characters of link text); larger maps are not kept, and the note says so. */
export const MAX_STORED_CHARS = 1_000_000;
export const SAVE_DELAY_MS = 400;
// More characters than markers, options, mode and view can ever take in a document: a map this far over the
// limit stays over it whatever else changes.
const FAR_OVER_CHARS = 10_000;

/**
 * Restores the stored document (when `restore` is true) and keeps the document stored from then on.
 * @param {import('./app.js').App} app
 * @param {{actions: HTMLElement, notes: HTMLElement, restore: boolean}} where the New map button and the note go;
 *   restore: false when the address carries a link (the link wins; the stored document is kept until the next change)
 * @returns {Promise<{save: () => Promise<void>}>} save() stores now (tests, and leaving the page)
 */
export async function installPersistence(app, { actions, notes, restore }) {
  const note = Object.assign(document.createElement('p'), { id: 'save-note', className: 'hint save-note' });
  note.setAttribute('role', 'status');
  const undo = Object.assign(document.createElement('button'), { type: 'button', id: 'undo-new-map', textContent: 'Undo', hidden: true });
  notes.append(note, undo);
  const storage = framed() ? null : openStorage();
  if (!storage) {
    note.textContent = framed()
      ? 'Shown inside another page: this drawing is not kept in the browser.'
      : 'This browser does not let the page keep your drawing (storage is blocked): use Copy link or Download .map to keep it.';
    return { save: async () => {} };
  }

  countMapChanges(app);
  const encoder = createEncoder();
  let savedSignature = null;
  let tooLargeMap = null; // the map change count of a map far too large to keep
  let timer = 0;
  let warned = false;
  const tell = (text, isProblem) => {
    note.textContent = text;
    note.dataset.problem = String(isProblem);
    if (isProblem && !warned) app.reportError(text); // once in the alert; the note keeps saying it
    warned ||= isProblem;
  };

  async function save() {
    clearTimeout(timer);
    const signature = signatureOf(app);
    if (signature === savedSignature) return;
    if (tooLargeMap === mapChanges.get(app)) return; // only markers, options, step or view changed: the map alone is too large
    let text;
    try {
      text = await encoder.encode(app);
    } catch (error) {
      if (!(error instanceof ShareTooLargeError)) throw error;
      // Far over: not copied (16 MB at 4096 x 4096) and encoded again until the map itself changes.
      if (error.chars > MAX_STORED_CHARS + FAR_OVER_CHARS) tooLargeMap = mapChanges.get(app);
      tell(`This map is too large to keep in the browser (${error.chars.toLocaleString('en')} characters of at most ${MAX_STORED_CHARS.toLocaleString('en')}): Download .map keeps it.`, true);
      return;
    }
    if (signature !== signatureOf(app)) return; // changed while encoding: the next save has it
    try {
      storage.setItem(STORAGE_KEY, text);
    } catch (error) {
      const full = error?.name === 'QuotaExceededError';
      tell(full
        ? 'The browser\'s storage for this page is full, so your latest changes are not kept: use Copy link or Download .map.'
        : `The browser refused to keep your drawing (${error?.message ?? error}): use Copy link or Download .map.`, true);
      return;
    }
    savedSignature = signature;
    warned = false;
    note.dataset.problem = 'false';
    note.textContent = 'Your drawing is kept in this browser: a reload brings it back.';
  }

  const schedule = () => {
    clearTimeout(timer);
    if (app.mode === 'playing' || app.mode === 'searching') return; // saved when playback stops
    if (app.lessonPlaying) return; // a lesson's maps are not the learner's drawing (web/src/lessons/player.js)
    timer = setTimeout(() => save().catch((error) => tell(`Your drawing could not be kept: ${error.message}`, true)), SAVE_DELAY_MS);
  };

  const newMap = Object.assign(document.createElement('button'), {
    type: 'button', id: 'new-map', textContent: 'New map', title: 'Start over with the starter map and default options (Undo brings the drawing back)',
  });
  let previous = null;
  newMap.addEventListener('click', async () => {
    app.clearError();
    previous = app.getState();
    await app.applyState(starterState());
    undo.hidden = false;
    await save();
    note.textContent = 'Started a new map; it is kept in this browser (Undo brings the drawing back).';
  });
  undo.addEventListener('click', async () => {
    if (!previous) return;
    undo.hidden = true;
    await app.applyState(previous);
    previous = null;
    await save();
  });
  actions.prepend(newMap);

  if (restore) await restoreStored(app, storage, tell);
  savedSignature = signatureOf(app); // what is shown now is stored, or came from a link: nothing to write yet
  app.subscribe(() => {
    if (!undo.hidden && previous && signatureOf(app) !== savedSignature) undo.hidden = true; // a new edit: no undo any more
    schedule();
  });
  // Zooming and panning change no app state: look again after any input that may have moved the view.
  for (const type of ['wheel', 'pointerup', 'keyup', 'click']) document.addEventListener(type, schedule, { passive: true });
  return { save };
}

// Opens the stored document; one that cannot be read is reported and left as it is (nothing is lost by looking).
async function restoreStored(app, storage, tell) {
  let text;
  try {
    text = storage.getItem(STORAGE_KEY);
  } catch {
    return;
  }
  if (!text) return;
  const decoded = await decodeState(text);
  try {
    if (decoded.ok === false) throw new Error(decoded.error);
    await app.applyState(decoded.state);
    tell('Your drawing from your last visit is back. New map starts over.', false);
  } catch (error) {
    tell(`The drawing kept from your last visit could not be opened (${error.message}); it stays stored until you change the map.`, true);
  }
}

// Changes worth saving: the map (counted by the app's 'map' events), markers, options, mode, step and view. Cheap: no cell is read.
const mapChanges = new WeakMap();
function countMapChanges(app) {
  mapChanges.set(app, 0);
  app.on('map', () => mapChanges.set(app, mapChanges.get(app) + 1));
}
function signatureOf(app) {
  const { model } = app;
  return JSON.stringify([mapChanges.get(app), model.start, model.goal, app.resolvedOptions(),
    app.modeHost?.state() ?? null, app.step, app.renderer.viewState()]);
}

function starterState() {
  const model = starterModel();
  return {
    width: model.width, height: model.height, cells: model.cells, start: model.start, goal: model.goal,
    options: { ...DEFAULT_OPTIONS }, step: null, mode: { id: 'grid' }, view: { zoom: 1, centerX: 0, centerY: 0, fit: 'map' },
  };
}

// Encodes an app's document in a worker (persist-worker.js), which keeps its own copy of the map and is sent
// only the cells changed since the last save (cells-sync.js): no 16 MB copy on the page's thread after an
// edit. Where workers cannot start, on this thread.
function createEncoder() {
  const onThisThread = (app) => encodeState(app.getState(), { maxChars: MAX_STORED_CHARS });
  let worker = null;
  try {
    worker = new Worker(new URL('./persist-worker.js', import.meta.url), { type: 'module' });
  } catch {
    return { encode: onThisThread };
  }
  const cellsSync = new CellsSync();
  const pending = new Map();
  let nextId = 1;
  let failed = false;
  worker.onerror = (event) => { // could not load: encode on this thread from now on
    event.preventDefault();
    failed = true;
    for (const { reject } of pending.values()) reject(new Error(`the saving worker failed (${event.message || 'could not load'})`));
    pending.clear();
  };
  worker.onmessage = ({ data }) => {
    if (!data.ok && data.chars === undefined) cellsSync.forget(); // it may not hold the map: send it whole next time
    const { resolve, reject } = pending.get(data.id);
    pending.delete(data.id);
    if (data.ok) resolve(data.text);
    else reject(data.chars !== undefined ? new ShareTooLargeError(data.chars, MAX_STORED_CHARS) : new Error(data.message));
  };
  return {
    encode(app) {
      if (failed) return onThisThread(app);
      const id = nextId++;
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        const { transfer, ...cells } = cellsSync.update(app.model);
        worker.postMessage({ id, state: app.getState({ withCells: false }), ...cells, maxChars: MAX_STORED_CHARS }, transfer);
      });
    },
  };
}

function framed() {
  try {
    return window.self !== window.top;
  } catch {
    return true; // a cross-origin parent we may not even compare with
  }
}

// localStorage, or null where the browser blocks it (privacy settings, sandboxed frames).
function openStorage() {
  try {
    const storage = window.localStorage;
    storage.getItem(STORAGE_KEY); // throws where storage is blocked; a full storage still reads
    return storage;
  } catch {
    return null;
  }
}
