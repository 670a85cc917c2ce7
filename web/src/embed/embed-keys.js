// The embed's keyboard (docs/accessibility.md, "In an embed"): the playground's map keys (ui/map-keys.js:
// Tab to the map shows its cell cursor, the arrows move it and read its cell, and where the embed may be
// edited Enter, Shift + arrows, S and G edit at the cursor) and its spoken steps (ui/announcer.js), with
// the playback keys of the controls the embed shows (docs/embedding.md, controls=): Space with Play, the
// arrows (off the cursor), Home and End with the step buttons or the timeline, C with Clear. The keys
// are heard on the map and on the page's background only: a focused button, field or slider keeps its own.

import { MapKeys } from '../ui/map-keys.js';
import { installAnnouncer } from '../ui/announcer.js';
import { onShortcut, playbackAction } from '../ui/keyboard.js';

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

  const has = { play: controls.has('play'), step: controls.has('step') || controls.has('timeline'), clear: controls.has('reset') };
  onShortcut(app, (e) => e.target !== canvas && e.target !== document.body,
    (e) => (e.target === canvas && mapKeys.actionFor(e)) || playbackAction(app, e, has));
  return mapKeys;
}
