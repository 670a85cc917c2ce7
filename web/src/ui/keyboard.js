// Keyboard shortcuts (listed in help-text.js SHORTCUTS) and the help overlay.
// Shortcuts are ignored while typing in a form field, and a focused slider or
// radio group keeps the keys it moves with. On the focused map, its own keys
// (map-keys.js: the arrows, Enter, S, G) come first.

import { SHORTCUTS } from './help-text.js';
import { selectTool } from './controls.js';

const ZOOM_STEP = 1.25;
const TOOL_KEYS = { w: 'wall', e: 'erase', t: 'terrain', p: 'pan', i: 'inspect' };

/**
 * @param {import('../app/app.js').App} app
 * @param {(id: string) => any} $ the page's element by id
 * @param {import('./map-keys.js').MapKeys} [mapKeys] the map's keys, when the map takes the keyboard
 */
export function bindKeyboard(app, $, mapKeys) {
  const dialog = $('help');
  for (const [keys, what] of SHORTCUTS) {
    const row = document.createElement('tr');
    row.append(Object.assign(document.createElement('th'), { textContent: keys }), Object.assign(document.createElement('td'), { textContent: what }));
    $('shortcuts').append(row);
  }
  $('help-button').addEventListener('click', () => dialog.showModal());

  onShortcut(app, (e) => dialog.open || movesControl(e),
    (e) => (e.target === app.renderer.canvas && mapKeys?.actionFor(e)) || actionFor(app, e));
}

/**
 * Listens for the page's shortcuts: a key pressed with Ctrl, Cmd or Alt, or while typing in a field, or
 * one `ignore` names is left alone; else the action `actionOf` finds for it, if any, runs (its default
 * prevented, which also stops a focused button from scrolling or clicking on Space) and a failure shows
 * as the page's error.
 * @param {import('../app/app.js').App} app
 * @param {(e: KeyboardEvent) => boolean} ignore
 * @param {(e: KeyboardEvent) => (null | false | undefined | (() => unknown))} actionOf
 */
export function onShortcut(app, ignore, actionOf) {
  document.addEventListener('keydown', (e) => {
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || ignore(e)) return;
    const action = actionOf(e);
    if (!action) return;
    e.preventDefault();
    Promise.resolve()
      .then(action)
      .catch((error) => { if (error.name !== 'AbortError') app.reportError(error.message); });
  });
}

/**
 * The playback keys: Space plays or pauses, the arrows step (ten with Shift), Home and End go to either
 * end, C clears the search. They drive what the page shows: the grid search, or the mode's own
 * playback (app.setDriver). `has` says which the page offers (an embed shows some controls only).
 * @param {import('../app/app.js').App} app
 * @param {KeyboardEvent} e
 * @param {{play: boolean, step: boolean, clear: boolean}} [has]
 */
export function playbackAction(app, e, has = { play: true, step: true, clear: true }) {
  const many = e.shiftKey ? 10 : 1;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  if (key === ' ' && has.play) return () => app.driver.togglePlay();
  if (key === 'c' && has.clear) return () => app.clearSearch();
  if (!has.step) return null;
  if (key === 'ArrowRight') return () => app.driver.stepForward(many);
  if (key === 'ArrowLeft') return () => app.driver.stepBack(many);
  if (key === 'Home') return () => app.driver.stepBack(Infinity);
  if (key === 'End') return () => app.driver.runToEnd();
  return null;
}

function actionFor(app, e) {
  const playback = playbackAction(app, e);
  if (playback) return playback;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  const rect = app.renderer.canvas.getBoundingClientRect();
  switch (key) {
    case '?': return () => /** @type {HTMLDialogElement} */ (document.getElementById('help')).showModal();
    case '+': case '=': return () => app.renderer.zoomAt(ZOOM_STEP, rect.width / 2, rect.height / 2);
    case '-': return () => app.renderer.zoomAt(1 / ZOOM_STEP, rect.width / 2, rect.height / 2);
    case '0': return () => app.renderer.fit();
    case 'z': return () => app.renderer.zoomToPath();
    default:
      if (TOOL_KEYS[key]) return () => selectTool(app, TOOL_KEYS[key]);
      if (/^[2-9]$/.test(key)) {
        return () => {
          app.editor.terrainCost = Number(key);
          /** @type {HTMLInputElement} */ (document.getElementById('terrain-cost')).value = key;
          selectTool(app, 'terrain');
        };
      }
      return null;
  }
}

// Keys a focused slider or radio group uses itself (a slider's arrows, Home, End and
// Page keys move it; a radio group's arrows pick the next choice): not shortcuts there.
const CONTROL_KEYS = {
  range: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'PageUp', 'PageDown'],
  radio: ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'],
};
function movesControl(e) {
  const { target } = e;
  return target instanceof HTMLInputElement && (CONTROL_KEYS[target.type]?.includes(e.key) ?? false);
}

/** Whether a key press goes to a form field being typed in (shortcuts leave those alone). */
export function isTyping(target) {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target.tagName === 'TEXTAREA' || target.tagName === 'SELECT') return true;
  return target instanceof HTMLInputElement && !['checkbox', 'radio', 'range', 'button'].includes(target.type);
}
