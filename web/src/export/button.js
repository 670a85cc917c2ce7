// The "Export animation" button in the header's action bar (docs/slides.md). The dialog it opens
// (dialog.js) and what draws and encodes the frames (animation.js, plan.js, the GIF worker) load when
// it is first pressed (ui/lazy.js); a load that fails is said in the page's alert, and the next press
// tries again.

import { el } from '../ui/dom.js';
import { lazyPart } from '../ui/lazy.js';

/**
 * Adds the button to the header's action bar; the dialog joins the page when the button is first pressed.
 * @param {import('../app/app.js').App} app
 * @param {{actions: HTMLElement}} where
 * @returns {{open: () => Promise<void>, dialog: () => HTMLDialogElement | null}} open: loads the dialog if need be and
 *   opens it (rejects when it cannot be loaded); dialog: the dialog once it is on the page, else null
 */
export function installExportDialog(app, { actions }) {
  const loadDialog = lazyPart('the Export animation dialog', () => import('./dialog.js').then((m) => m.buildExportDialog(app)));
  const open = async () => (await loadDialog()).open();
  const button = el('button', { type: 'button', id: 'export-button', textContent: 'Export animation',
    title: 'Save the search’s steps as an animated GIF or a video for slides' });
  button.setAttribute('aria-haspopup', 'dialog');
  button.addEventListener('click', () => {
    open().catch((error) => app.reportError(error.message));
  });
  actions.prepend(button);
  return { open, dialog: () => loadDialog.loaded()?.dialog ?? null };
}
