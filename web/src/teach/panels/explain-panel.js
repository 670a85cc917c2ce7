// The Step explanation panel: the sentence for the step (or micro-step) shown,
// from model/explain.js, and the breakpoints form that says when Play stops
// (breakpoints.js holds them and finds the first hit in the trace).

import { panelSection } from './panel-section.js';

/** @typedef {import('../teaching-views.js').TeachingViews} TeachingViews */

export class ExplainPanel {
  /**
   * @param {TeachingViews} views
   * @param {boolean} collapsed start folded (phones)
   */
  constructor(views, collapsed) {
    this.views = views;
    const id = views.id;
    this.section = panelSection({ label: 'Step explanation', panel: 'explain', subId: `${id}-step`, collapsed, body: `
            <p class="explain-text" id="${id}-explain" aria-live="polite"></p>
            <fieldset class="breakpoints"><legend>Breakpoints: Play stops</legend>
              <div class="bp-row"><label class="inline"><input type="checkbox" id="${id}-bp-cell"> when cell</label>
                <input type="number" id="${id}-bp-x" min="0" aria-label="Breakpoint cell x" class="bp-num">
                <input type="number" id="${id}-bp-y" min="0" aria-label="Breakpoint cell y" class="bp-num">
                <select id="${id}-bp-when" aria-label="Breakpoint event"><option value="opened">is opened</option><option value="expanded">is expanded</option></select>
                <button type="button" id="${id}-bp-use" title="Use the cell under the pointer or last tapped (B)">Inspected cell (B)</button></div>
              <div class="bp-row"><label class="inline"><input type="checkbox" id="${id}-bp-open"> when the open list first holds more than</label>
                <input type="number" id="${id}-bp-n" min="0" value="100" aria-label="Open list size" class="bp-num"> entries</div>
              <div class="bp-row"><label class="inline"><input type="checkbox" id="${id}-bp-path"> when the path is found</label></div>
              <p class="hint" id="${id}-bp-message" aria-live="polite"></p>
            </fieldset>` });
    const $ = (suffix) => /** @type {HTMLElement} */ (this.section.querySelector(`#${id}-${suffix}`));
    this.stepTitle = $('step');
    this.text = $('explain');
    this.bpCell = /** @type {HTMLInputElement} */ ($('bp-cell'));
    this.bpX = /** @type {HTMLInputElement} */ ($('bp-x'));
    this.bpY = /** @type {HTMLInputElement} */ ($('bp-y'));
    this.bpWhen = /** @type {HTMLSelectElement} */ ($('bp-when'));
    this.bpOpen = /** @type {HTMLInputElement} */ ($('bp-open'));
    this.bpN = /** @type {HTMLInputElement} */ ($('bp-n'));
    this.bpPath = /** @type {HTMLInputElement} */ ($('bp-path'));
    this.bpMessage = $('bp-message');
    for (const input of [this.bpCell, this.bpX, this.bpY, this.bpWhen, this.bpOpen, this.bpN, this.bpPath]) {
      input.addEventListener('change', () => this.#readBreakpoints());
    }
    $('bp-use').addEventListener('click', () => this.breakAtInspected());
  }

  /** No search shown yet. */
  renderIdle() {
    this.text.textContent = 'No search is shown yet: press Play or Step. The panels follow the search step by step.';
    this.stepTitle.textContent = '';
  }

  /** While the open list catches up with a long search: how far it got. */
  renderReading(text) {
    this.text.textContent = text;
  }

  /**
   * @param {{text: string, step: number}} explanation
   * @param {number} totalSteps
   * @param {boolean} playing the live region stays quiet while playing
   */
  render({ text, step }, totalSteps, playing) {
    this.stepTitle.textContent = `step ${step.toLocaleString('en-US')} of ${totalSteps.toLocaleString('en-US')}`;
    // The playground speaks each step through its own live region (ui/announcer.js, marked data-speaks-steps),
    // which a folded panel would not: the text here stays quiet then, so that a step is spoken once.
    const spokenElsewhere = document.querySelector('[data-speaks-steps]') !== null;
    this.text.setAttribute('aria-live', playing || spokenElsewhere ? 'off' : 'polite');
    if (this.text.textContent !== text) this.text.textContent = text;
  }

  /** Says why Play stopped. */
  stoppedAt(step, reason) {
    this.bpMessage.textContent = `Stopped at step ${step.toLocaleString('en-US')}: ${reason}.`;
  }

  /** Sets the cell breakpoint to the inspected cell (hovered or tapped on a board). Returns whether there was one. */
  breakAtInspected() {
    const cell = this.views.app.inspected;
    if (!cell) {
      this.bpMessage.textContent = 'Hover or tap a cell on the board first, then press B or this button.';
      return false;
    }
    this.bpX.value = String(cell[0]);
    this.bpY.value = String(cell[1]);
    this.bpCell.checked = true;
    this.#readBreakpoints();
    return true;
  }

  #readBreakpoints() {
    const { app, breakpoints } = this.views;
    const width = app.model.width, height = app.model.height;
    const x = Number(this.bpX.value), y = Number(this.bpY.value);
    const cellOk = Number.isInteger(x) && Number.isInteger(y) && x >= 0 && y >= 0 && x < width && y < height && this.bpX.value !== '' && this.bpY.value !== '';
    breakpoints.cell = this.bpCell.checked && cellOk ? { index: y * width + x, x, y, when: this.bpWhen.value } : null;
    const n = Number(this.bpN.value);
    breakpoints.openMoreThan = this.bpOpen.checked && Number.isInteger(n) && n >= 0 ? n : null;
    breakpoints.pathFound = this.bpPath.checked;
    const problems = [];
    if (this.bpCell.checked && !cellOk) problems.push(`the cell must be inside the ${width} × ${height} map`);
    if (this.bpOpen.checked && breakpoints.openMoreThan === null) problems.push('the open list size must be a whole number ≥ 0');
    this.bpMessage.textContent = problems.length ? `Not set: ${problems.join('; ')}.`
      : breakpoints.cell ? `Play stops when (${x}, ${y}) ${breakpoints.cell.when === 'opened' ? 'is opened' : 'is expanded'}.` : '';
    this.views.redrawBoards();
  }
}
