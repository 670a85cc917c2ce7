// The Export animation dialog (docs/slides.md): the step range (the whole run by
// default), steps per frame, frames per second, pixels per cell, the format and "with the panels";
// a live summary of what that makes (or why it cannot be made), progress with Cancel, and the
// file's download link. Only textContent is ever set from values. The page's button (button.js)
// loads this module, and with it the drawing and encoding, when it is first pressed.

import { exportAnimation, planFor, videoSupported } from './animation.js';
import { FORMATS, MAX_FPS, MAX_SCALE } from './plan.js';
import { el } from '../ui/dom.js';

function field(label, input, hint = '') {
  return el('label', { className: 'export-field' }, el('span', { textContent: label }), input, ...(hint ? [el('span', { className: 'hint', textContent: hint })] : []));
}

/**
 * Adds the dialog to the page (closed).
 * @param {import('../app/app.js').App} app
 * @returns {{open: () => void, dialog: HTMLDialogElement}}
 */
export function buildExportDialog(app) {
  /** @type {(id: string, min: number, max: number, step?: number | 'any') => HTMLInputElement} */
  const number = (id, min, max, step = 1) => el('input', { type: 'number', id, min: String(min), max: String(max), step: String(step), inputMode: 'numeric', required: true });
  const from = number('export-from', 0, 0);
  const to = number('export-to', 0, 0);
  const stepsPerFrame = number('export-steps-per-frame', 1, 1);
  const fps = number('export-fps', 1, MAX_FPS);
  const scale = number('export-scale', 0.25, MAX_SCALE, 'any');
  const format = el('select', { id: 'export-format' });
  for (const [value, text] of Object.entries(FORMATS)) {
    const option = new Option(text, value);
    if (value === 'webm' && !videoSupported()) {
      option.disabled = true;
      option.textContent = `${text}: not in this browser`;
    }
    format.add(option);
  }
  const panels = el('input', { type: 'checkbox', id: 'export-panels' });
  const summary = el('p', { className: 'hint export-summary', id: 'export-summary' });
  summary.setAttribute('aria-live', 'polite');
  const note = el('p', { className: 'hint', id: 'export-note', hidden: true });
  const progress = el('progress', { id: 'export-progress', max: 1, value: 0, hidden: true });
  progress.setAttribute('aria-label', 'Export progress');
  const status = el('p', { className: 'hint', id: 'export-status', role: 'status' });
  status.setAttribute('role', 'status');
  const link = el('a', { id: 'export-download', hidden: true });
  const start = el('button', { type: 'submit', id: 'export-start', textContent: 'Export' });
  const cancel = el('button', { type: 'button', id: 'export-cancel', textContent: 'Cancel export', hidden: true });
  const close = el('button', { type: 'button', id: 'export-close', textContent: 'Close' });
  const form = el('form', { className: 'export-form', noValidate: true },
    el('fieldset', {}, el('legend', { textContent: 'Steps' }),
      field('From step', from), field('To step', to), field('Steps per frame', stepsPerFrame)),
    el('fieldset', {}, el('legend', { textContent: 'Frames' }),
      field('Frames per second', fps), field('Pixels per cell', scale), field('Format', format),
      el('label', { className: 'inline' }, panels, ' With the panels (the step’s sentence and the open list)')),
    summary, note, progress, status, link,
    el('div', { className: 'export-buttons' }, start, cancel, close));
  const dialog = el('dialog', { id: 'export-dialog', className: 'export-dialog' },
    el('h2', { id: 'export-title', textContent: 'Export animation' }),
    el('p', { className: 'hint', textContent: 'The search’s steps as an animated GIF (every slide program plays it) or a video. The board on the page stays as it is.' }),
    form);
  dialog.setAttribute('aria-labelledby', 'export-title');
  // The page's shortcuts (Space plays, arrows step) must not act behind the dialog.
  dialog.addEventListener('keydown', (e) => e.stopPropagation());
  document.body.append(dialog);

  let running = null; // the AbortController of the export under way
  let url = null;
  let shownFor = null; // the search the range was filled for

  const request = () => ({ from: from.valueAsNumber, to: to.valueAsNumber, stepsPerFrame: stepsPerFrame.valueAsNumber,
    fps: fps.valueAsNumber, scale: scale.valueAsNumber, format: format.value, panels: panels.checked });

  const describe = () => {
    if (running) return;
    try {
      const plan = planFor(app, request());
      const seconds = ((plan.steps.length - 1) * plan.delayMs + plan.lastDelayMs) / 1000;
      summary.textContent = `${plan.steps.length.toLocaleString('en-US')} ${plan.steps.length === 1 ? 'frame' : 'frames'} of ${plan.width} × ${plan.height} pixels, `
        + `${seconds.toLocaleString('en-US', { maximumFractionDigits: 1 })} s (the last frame stays ${plan.lastDelayMs / 1000} s).`;
      note.textContent = plan.note;
      note.hidden = !plan.note;
      start.disabled = false;
    } catch (error) {
      summary.textContent = `Cannot export: ${error.message}.`;
      note.hidden = true;
      start.disabled = true;
    }
  };

  const fillRange = () => {
    const source = app.teachSource();
    const total = source?.replay?.totalSteps ?? 0;
    for (const input of [from, to]) input.max = String(total);
    stepsPerFrame.max = String(Math.max(1, total));
    if (shownFor !== source?.replay) {
      shownFor = source?.replay ?? null;
      from.value = '0';
      to.value = String(total);
      stepsPerFrame.value = String(Math.max(1, Math.ceil(total / 300))); // a whole run in about 300 frames at most
    }
    if (fps.value === '') fps.value = '10';
    if (scale.value === '' && source?.board?.model) {
      const side = Math.max(source.board.model.width, source.board.model.height);
      scale.value = String(Math.max(1, Math.min(16, Math.floor(640 / side))));
    }
  };

  const setRunning = (on) => {
    running = on ? new AbortController() : null;
    for (const input of form.querySelectorAll('input, select')) input.disabled = on;
    start.hidden = on;
    cancel.hidden = !on;
    progress.hidden = !on;
  };

  form.addEventListener('input', describe);
  form.addEventListener('change', describe);
  form.addEventListener('submit', async (e) => {
    e.preventDefault();
    if (running) return;
    link.hidden = true;
    if (url) URL.revokeObjectURL(url);
    url = null;
    setRunning(true);
    const { signal } = running;
    progress.value = 0;
    status.textContent = 'Drawing and encoding the frames…';
    try {
      const { blob, name, plan } = await exportAnimation(app, request(), {
        signal,
        onProgress: (done, total) => {
          progress.max = total;
          progress.value = done;
          status.textContent = `Frame ${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')}…`;
        },
      });
      url = URL.createObjectURL(blob);
      link.href = url;
      link.download = name;
      link.textContent = `Download ${name} (${formatBytes(blob.size)})`;
      link.hidden = false;
      status.textContent = `Ready: ${plan.steps.length.toLocaleString('en-US')} frames, ${formatBytes(blob.size)}.`;
      link.focus();
    } catch (error) {
      status.textContent = error.name === 'AbortError' ? 'Export cancelled: nothing was made.' : `The export failed: ${error.message}.`;
    } finally {
      setRunning(false);
      describe();
    }
  });
  cancel.addEventListener('click', () => running?.abort());
  close.addEventListener('click', () => dialog.close());
  dialog.addEventListener('close', () => running?.abort());

  const open = () => {
    if (dialog.open) return;
    fillRange();
    if (!running) {
      status.textContent = '';
      progress.hidden = true;
    }
    describe();
    dialog.showModal();
  };
  return { open, dialog };
}

function formatBytes(bytes) {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en-US')} KB`;
  return `${(bytes / (1024 * 1024)).toLocaleString('en-US', { maximumFractionDigits: 1 })} MB`;
}
