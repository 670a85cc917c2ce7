// The embed's keyboard (docs/accessibility.md, "In an embed"): the playground's map keys (ui/map-keys.js:
// Tab to the map shows its cell cursor, the arrows move it and read its cell, and where the embed may be
// edited Enter, Shift + arrows, S and G edit at the cursor) and its spoken steps (ui/announcer.js), with
// the playback keys of the controls the embed shows (docs/embedding.md, controls=): Space with Play, the
// arrows (off the cursor), Home and End with the step buttons or the timeline, C with Clear. The keys
// are heard on the map and on the page's background only: a focused button, field or slider keeps its own.

import { MapKeys } from '../ui/map-keys.js';
import { installAnnouncer } from '../ui/announcer.js';
import { isTyping } from '../ui/keyboard.js';

/**
 * @param {import('../app/app.js').App} app with its teaching views installed (the announcer speaks their sentences)
 * @param {{controls: Set<string>}} params the embed's parameters (share/embed-params.js)
 * @returns {MapKeys}
 */
export function installEmbedKeys(app, { controls }) {
  const canvas = app.renderer.canvas;
  const description = Object.assign(document.createElement('p'), { id: 'board-description', hidden: true });
  const region = Object.assign(document.createElement('p'), { id: 'announcer', className: 'visually-hidden' });
  region.setAttribute('aria-live', 'polite');
  canvas.after(description, region);
  const say = installAnnouncer(app, region);
  const mapKeys = new MapKeys(app, { description, say, help: false, unlessPointer: true });

  const stepping = controls.has('step') || controls.has('timeline');
  const playbackAction = (e) => {
    const many = e.shiftKey ? 10 : 1;
    const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
    if (key === ' ' && controls.has('play')) return () => app.driver.togglePlay();
    if (key === 'c' && controls.has('reset')) return () => app.clearSearch();
    if (!stepping) return null;
    if (key === 'ArrowRight') return () => app.driver.stepForward(many);
    if (key === 'ArrowLeft') return () => app.driver.stepBack(many);
    if (key === 'Home') return () => app.driver.stepBack(Infinity);
    if (key === 'End') return () => app.driver.runToEnd();
    return null;
  };
  document.addEventListener('keydown', (e) => {
    const onMap = e.target === canvas;
    if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target) || (!onMap && e.target !== document.body)) return;
    const action = (onMap && mapKeys.actionFor(e)) || playbackAction(e);
    if (!action) return;
    e.preventDefault();
    Promise.resolve()
      .then(action)
      .catch((error) => { if (error.name !== 'AbortError') app.reportError(error.message); });
  });
  return mapKeys;
}
