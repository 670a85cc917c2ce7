// The playground page's share and file controls: Copy link, Embed (embed-dialog.js), .map / .scen
// import (file picker and drag-and-drop), .map and result JSON export, the scenario
// list, and opening the state in the page's URL fragment. The codecs and file helpers
// it drives are in web/src/share/, which touches no DOM.
// Nothing from a link or a file is ever inserted as HTML: only textContent and value.

import { decodeState, encodeShareUrl, ShareTooLargeError } from '../share/link.js';
import { readFileBytes, readFileText, resultJson, scenariosForMap, sortMapFiles } from '../share/map-files.js';
import { actFor } from '../ui/act.js';
import { lazyPart } from '../ui/lazy.js';
import { installScenarioRunner } from '../ui/scenario-runner.js';
import { fullStop } from '../ui/sentence.js';
import { copyText, downloadText, el } from '../ui/dom.js';

/**
 * Adds the share and file controls to the page and opens the link in its fragment.
 * @param {import('../app/app.js').App} app
 * @param {{actions: HTMLElement, panel: HTMLElement, otherLinks?: (hash: string) => boolean}} where the header's
 *   action bar and the side panel; otherLinks: fragments another part of the page opens (lesson links)
 * @returns {Promise<void>} once the fragment's state (if any) is applied
 */
export async function installSharePanel(app, { actions, panel, otherLinks = () => false }) {
  const ui = buildPanel(app, actions, panel);
  enableDrop(app, ui);
  const open = () => (otherLinks(location.hash) ? Promise.resolve() : openLink(app, location.hash));
  window.addEventListener('hashchange', open);
  await open();
}

/** Applies the state in a URL fragment; a broken link keeps the current map and says why in the alert. */
export async function openLink(app, hash) {
  if (!hash || hash === '#') return;
  const decoded = await decodeState(hash);
  if (decoded.ok === false) {
    app.reportError(`This link could not be opened: ${fullStop(decoded.error)} Nothing on the page was changed.`);
    return;
  }
  try {
    await app.applyState(decoded.state);
  } catch (error) {
    // A part of the page the link needs (its page mode, modes.js) that could not be loaded changed nothing either.
    if (error.code === 'load-failed') app.reportError(`This link could not be opened: ${fullStop(error.message)} Nothing on the page was changed.`);
    else app.reportError(`This link's map could not be opened: ${fullStop(error.message)}`);
  }
}

function buildPanel(app, actions, panel) {
  const act = actFor(app);
  const linkDialog = buildLinkDialog(app);
  // The Embed dialog joins the page when it is first opened (embed-dialog.js): its preview is a frame,
  // a page of its own, which cost the playground's start more than anything else it built.
  const loadEmbedDialog = lazyPart('the Embed dialog', () => import('./embed-dialog.js').then((m) => m.buildEmbedDialog(app)));
  actions.prepend(
    el('button', { type: 'button', id: 'copy-link', textContent: 'Copy link', title: 'Copy a link that reopens this map, these options and this step', onclick: act(() => linkDialog.open()) }),
    el('button', { type: 'button', id: 'embed-button', textContent: 'Embed', title: 'Get a snippet (an element or an iframe) to put this playground on a web page or tutorial', onclick: act(async () => (await loadEmbedDialog()).open()) }),
  );

  const files = el('input', { type: 'file', id: 'share-files', multiple: true, accept: '.map,.scen' });
  const scenarioTools = el('div', { className: 'scenario-runner' });
  // The picker forgets its files (so that the same file can be picked again): the names opened show here instead.
  const opened = el('p', { className: 'hint', id: 'share-opened' });
  opened.setAttribute('role', 'status');
  const ui = { runner: installScenarioRunner(app, scenarioTools, act), opened };
  app.on('map', () => { if (opened.dataset.model !== String(app.model.id)) opened.textContent = ''; }); // another map: not the file's
  files.addEventListener('change', act(async () => {
    await importFiles(app, ui, files.files);
    files.value = '';
  }));
  const card = el('details', { className: 'card', id: 'share-card', open: true },
    el('summary', { textContent: 'Files and scenarios' }),
    el('div', { className: 'map-tools' },
      el('label', { className: 'file' }, 'Open .map and .scen', files),
      el('p', { className: 'hint', textContent: 'or drop them anywhere on the page.' }),
      opened,
      scenarioTools,
      el('button', { type: 'button', id: 'export-map', textContent: 'Download .map', onclick: act(() => downloadText('pathlab.map', app.exportMap(), 'text/plain')) }),
      el('button', { type: 'button', id: 'export-json', textContent: 'Download result + trace (JSON)', onclick: act(() => exportResult(app)) })));
  panel.append(card);
  return ui;
}

// Copy link: the link in a read-only text box, copied to the clipboard when allowed.
function buildLinkDialog(app) {
  const input = el('input', { type: 'text', id: 'share-link', readOnly: true, spellcheck: false, style: 'width:100%' });
  input.setAttribute('aria-label', 'Share link');
  const status = el('p', { className: 'hint', id: 'share-status' });
  status.setAttribute('role', 'status');
  const fallback = el('button', { type: 'button', textContent: 'Download .map instead', hidden: true, onclick: () => downloadText('pathlab.map', app.exportMap(), 'text/plain') });
  const dialog = el('dialog', { id: 'share-dialog', style: 'width:min(36rem, 92vw)' },
    el('h2', { textContent: 'Share this playground' }), input, status, fallback,
    el('form', { method: 'dialog' }, el('button', { type: 'submit', textContent: 'Close' })));
  dialog.setAttribute('aria-label', 'Share link');
  document.body.append(dialog);
  return {
    async open() {
      fallback.hidden = true;
      let url;
      try {
        url = await encodeShareUrl(app.getState(), location.href);
      } catch (error) {
        if (!(error instanceof ShareTooLargeError)) throw error;
        input.value = '';
        status.textContent = error.message;
        fallback.hidden = false;
        dialog.showModal();
        return;
      }
      input.value = url;
      history.replaceState(null, '', url); // reloading the page keeps this state too
      status.textContent = `${url.length.toLocaleString('en')} characters. ${await copyText(url) ? 'Copied to the clipboard.' : 'Press Ctrl+C (⌘C) to copy.'}`;
      dialog.showModal();
      input.select();
    },
  };
}

async function importFiles(app, ui, fileList) {
  const { map, scen, error } = sortMapFiles(fileList);
  if (error) throw new Error(error);
  if (map) {
    const read = await readFileBytes(map, 'map');
    if (read.ok === false) throw new Error(read.error);
    const opened = await app.openMapFile(read.bytes).catch((error) => { throw new Error(`${map.name}: ${error.message}`); }); // parsed in a worker
    if (!opened) return; // another map replaced it meanwhile
    ui.runner.setScenarios([]);
  }
  const names = [];
  if (map) names.push(`${map.name} (${app.model.width} × ${app.model.height})`);
  if (scen) {
    const read = await readFileText(scen, 'scen');
    if (read.ok === false) throw new Error(read.error);
    const listed = scenariosForMap(app.pathlab, read.text, app.model.width, app.model.height);
    if (listed.ok === false) throw new Error(`${scen.name}: ${listed.error}`);
    ui.runner.setScenarios(listed.scenarios);
    names.push(`${scen.name} (${listed.scenarios.length.toLocaleString('en')} scenario${listed.scenarios.length === 1 ? '' : 's'})`);
  }
  if (names.length > 0) ui.opened.textContent = `Opened ${names.join(' and ')}.`;
  ui.opened.dataset.model = String(app.model.id);
}

async function exportResult(app) {
  if (!app.result) await app.runToEnd();
  downloadText('pathlab-result.json', resultJson(app.getState(), app.result, app.replay?.trace ?? null), 'application/json');
}

function enableDrop(app, ui) {
  document.addEventListener('dragover', (e) => {
    if ([...(e.dataTransfer?.types ?? [])].includes('Files')) e.preventDefault();
  });
  document.addEventListener('drop', async (e) => {
    if (!e.dataTransfer?.files?.length) return;
    e.preventDefault();
    try {
      app.clearError();
      await importFiles(app, ui, e.dataTransfer.files);
    } catch (error) {
      app.reportError(error.message);
    }
  });
}

