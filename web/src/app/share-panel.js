// The playground page's share and file controls: Copy link, Embed, .map / .scen
// import (file picker and drag-and-drop), .map and result JSON export, the scenario
// list, and opening the state in the page's URL fragment. The codecs and file helpers
// it drives are in web/src/share/, which touches no DOM.
// Nothing from a link or a file is ever inserted as HTML: only textContent and value.

import { decodeState, encodeShareUrl, ShareTooLargeError } from '../share/link.js';
import { readFileBytes, readFileText, resultJson, scenariosForMap, sortMapFiles } from '../share/map-files.js';
import { CONTROL_LABELS, CONTROL_NAMES, DEFAULT_CONTROLS, elementSnippet, embedQuery, iframeSnippet } from '../share/embed-params.js';
import { PANELS, PANEL_LABELS } from '../model/panel-names.js';
import { actFor } from '../ui/act.js';
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
  const embedDialog = buildEmbedDialog(app);
  actions.prepend(
    el('button', { type: 'button', id: 'copy-link', textContent: 'Copy link', title: 'Copy a link that reopens this map, these options and this step', onclick: act(() => linkDialog.open()) }),
    el('button', { type: 'button', id: 'embed-button', textContent: 'Embed', title: 'Get a snippet (an element or an iframe) to put this playground on a web page or tutorial', onclick: act(() => embedDialog.open()) }),
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

const MIN_FRAME_PX = 200; // the Embed dialog's frame sizes
const MAX_FRAME_PX = 2000;

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

// Embed: a <pathlab-embed> snippet (it sizes itself) and an iframe snippet, each with a
// Copy button, for these labelled options: autoplay, read-only, theme.
function buildEmbedDialog(app) {
  const autoplay = el('input', { type: 'checkbox', id: 'embed-autoplay' });
  const readOnly = el('input', { type: 'checkbox', id: 'embed-readonly' });
  const theme = el('select', { id: 'embed-theme' });
  for (const [value, text] of [['auto', 'Follow the reader’s setting'], ['light', 'Light'], ['dark', 'Dark']]) theme.add(new Option(text, value));
  // The teaching panels and the controls, named as the reader sees them (their lists live in teach/ and share/embed-params.js).
  const checkboxes = (prefix, names, label, checked) => names.map((name) => {
    const box = el('input', { type: 'checkbox', id: `${prefix}-${name}`, value: name, checked: checked(name) });
    return { box, item: el('label', { className: 'inline' }, box, ` ${label(name)}`) };
  });
  const panels = checkboxes('embed-panel', PANELS, (name) => PANEL_LABELS[name], () => false);
  const controls = checkboxes('embed-control', CONTROL_NAMES, (name) => CONTROL_LABELS[name], (name) => DEFAULT_CONTROLS.includes(name));
  const size = (id, value, label) => {
    const input = el('input', { type: 'number', id, min: String(MIN_FRAME_PX), max: String(MAX_FRAME_PX), step: '10', value: String(value) });
    input.setAttribute('aria-label', label);
    return input;
  };
  const frameWidth = size('embed-width', 640, 'Frame width in pixels');
  const frameHeight = size('embed-height', 420, 'Frame height in pixels');
  const preview = el('iframe', { id: 'embed-preview', title: 'Preview of the embedded playground', style: 'border:1px solid var(--border);max-width:100%' });
  const status = el('p', { className: 'hint', id: 'embed-status' });
  status.setAttribute('role', 'status');
  const snippets = {
    element: snippetBox('embed-element-snippet', 'Element', 'Grows to fit the map; a page script can drive it. Paste the script line once per page.', status),
    iframe: snippetBox('embed-snippet', 'iframe', 'A fixed-size frame, for sites that allow no scripts.', status),
  };
  const dialog = el('dialog', { id: 'embed-dialog', className: 'embed-dialog', style: 'width:min(46rem, 94vw)' },
    el('h2', { textContent: 'Embed this playground' }),
    el('p', { className: 'hint', textContent: 'Paste one of these snippets into your web page’s HTML. It shows this map, these options and this step.' }),
    el('fieldset', {},
      el('legend', { textContent: 'Options' }),
      el('p', {}, el('label', {}, autoplay, ' Start playing when the page opens')),
      el('p', {}, el('label', {}, readOnly, ' Read-only: readers cannot draw on the map')),
      el('p', {}, el('label', { htmlFor: 'embed-theme' }, 'Theme '), theme)),
    el('fieldset', { className: 'embed-choices' }, el('legend', { textContent: 'Teaching panels under the map' }), ...panels.map((p) => p.item)),
    el('fieldset', { className: 'embed-choices' }, el('legend', { textContent: 'Controls' }), ...controls.map((c) => c.item)),
    el('fieldset', {}, el('legend', { textContent: 'Preview (the iframe’s size)' }),
      el('p', {}, el('label', {}, 'Width ', frameWidth), ' × ', el('label', {}, 'height ', frameHeight), ' pixels'),
      el('div', { className: 'embed-preview' }, preview)),
    snippets.element.box, snippets.iframe.box, status,
    el('form', { method: 'dialog' }, el('button', { type: 'submit', textContent: 'Close' })));
  dialog.setAttribute('aria-label', 'Embed snippet');
  document.body.append(dialog);
  const picked = (list) => list.filter(({ box }) => box.checked).map(({ box }) => box.value);
  const pixels = (input, fallback) => {
    const n = Number(input.value);
    return Number.isFinite(n) && n >= MIN_FRAME_PX && n <= MAX_FRAME_PX ? Math.round(n) : fallback;
  };
  const refresh = async () => {
    const options = { autoplay: autoplay.checked, readOnly: readOnly.checked, theme: theme.value, panels: picked(panels), controls: picked(controls) };
    const frame = { width: pixels(frameWidth, 640), height: pixels(frameHeight, 420) };
    try {
      const base = new URL(`embed.html${embedQuery(options)}`, location.href).href;
      const embedUrl = await encodeShareUrl(app.getState(), base);
      snippets.iframe.text.value = iframeSnippet(embedUrl, frame);
      const link = await encodeShareUrl(app.getState(), new URL('index.html', location.href).href);
      snippets.element.text.value = elementSnippet(new URL('embed-element.js', location.href).href, link, options);
      Object.assign(preview, { width: String(frame.width), height: String(frame.height) });
      if (preview.src !== embedUrl) preview.src = embedUrl;
      status.textContent = '';
    } catch (error) {
      snippets.iframe.text.value = '';
      snippets.element.text.value = '';
      status.textContent = error.message;
    }
  };
  for (const control of [autoplay, readOnly, theme, frameWidth, frameHeight, ...[...panels, ...controls].map((c) => c.box)]) {
    control.addEventListener('change', refresh);
  }
  return {
    async open() {
      await refresh();
      dialog.showModal();
    },
  };
}

// A labelled read-only snippet with its Copy button (Ctrl+C still works when the clipboard is refused).
function snippetBox(id, title, explanation, status) {
  const text = el('textarea', { id, readOnly: true, rows: 4, spellcheck: false, style: 'width:100%' });
  const copy = el('button', { type: 'button', id: `${id}-copy`, textContent: `Copy ${title.toLowerCase()} snippet` });
  copy.addEventListener('click', async () => {
    text.select();
    status.textContent = await copyText(text.value) ? `${title} snippet copied to the clipboard.` : 'Press Ctrl+C (⌘C) to copy the selected snippet.';
  });
  const box = el('div', { className: 'snippet' },
    el('label', { htmlFor: id }, el('strong', { textContent: title }), ` — ${explanation}`), text, copy);
  return { box, text };
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

