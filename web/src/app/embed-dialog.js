// The playground's Embed dialog: a <pathlab-embed> snippet (it sizes itself) and an iframe snippet,
// each with a Copy button, for the options a reader can pick, and a preview in a frame of the size
// asked for. It loads when Embed is first pressed (share-panel.js).

import { encodeShareUrl } from '../share/link.js';
import { CONTROL_LABELS, CONTROL_NAMES, DEFAULT_CONTROLS, elementSnippet, embedQuery, iframeSnippet } from '../share/embed-params.js';
import { PANELS, PANEL_LABELS } from '../model/panel-names.js';
import { copyText, el } from '../ui/dom.js';

const MIN_FRAME_PX = 200; // the Embed dialog's frame sizes
const MAX_FRAME_PX = 2000;

/**
 * Builds the dialog into the page.
 * @param {import('./app.js').App} app
 * @returns {{open: () => Promise<void>}} open: the snippets for the page's state now, then the dialog shown
 */
export function buildEmbedDialog(app) {
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
