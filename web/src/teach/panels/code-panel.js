// The Pseudocode panel: the shown algorithm's pseudocode with the running line
// marked, and the micro-step controls (one trace event at a time). The lines come
// from model/pseudocode.js; the line running and the events from the trace.

import { TRACE_KINDS } from '../../lib/trace-format.js';
import { panelSection } from './panel-section.js';

/** @typedef {import('../teaching-views.js').TeachingViews} TeachingViews */
/** @typedef {import('../teaching-views.js').TeachSource} TeachSource */
/** @typedef {import('../teaching-views.js').Derived} Derived */
/** @typedef {{title: string, lines: string[]}} Code */

export class CodePanel {
  /**
   * @param {TeachingViews} views
   * @param {boolean} collapsed start folded (phones)
   */
  constructor(views, collapsed) {
    this.views = views;
    const id = views.id;
    this.section = panelSection({ label: 'Pseudocode', panel: 'code', subId: `${id}-code-title`, collapsed, body: `
            <ol class="pseudocode" id="${id}-code"></ol>
            <div class="micro-controls">
              <label class="inline"><input type="checkbox" id="${id}-micro"> Micro-steps</label>
              <button type="button" id="${id}-micro-back" aria-label="Previous micro-step: ◀ Event">◀ Event</button>
              <button type="button" id="${id}-micro-next" aria-label="Next micro-step: Event ▶">Event ▶</button>
              <output id="${id}-micro-where" class="hint"></output>
            </div>` });
    const $ = (suffix) => /** @type {HTMLElement} */ (this.section.querySelector(`#${id}-${suffix}`));
    this.title = $('code-title');
    this.list = $('code');
    this.microBox = /** @type {HTMLInputElement} */ ($('micro'));
    this.microBack = /** @type {HTMLButtonElement} */ ($('micro-back'));
    this.microNext = /** @type {HTMLButtonElement} */ ($('micro-next'));
    this.microWhere = $('micro-where');
    /** @type {Code | null} */
    this.codeShown = null;
    this.microBox.addEventListener('change', () => views.app.setTraceDetail(this.microBox.checked ? 'micro' : 'steps'));
    this.microBack.addEventListener('click', () => views.microStep(-1));
    this.microNext.addEventListener('click', () => views.microStep(1));
  }

  /** No search shown: the pseudocode of the options set, no line running. */
  renderIdle(code) {
    this.microBox.checked = this.views.app.traceDetail === 'micro';
    this.title.textContent = code.title;
    this.#renderCode(code, 0);
    this.microWhere.textContent = '';
  }

  /**
   * @param {TeachSource} source
   * @param {Derived} d
   * @param {number} line the running line (1-based; 0: none)
   */
  render(source, d, line) {
    this.microBox.checked = this.views.app.traceDetail === 'micro';
    this.title.textContent = d.code.title;
    if (this.views.shown.has('code')) this.#renderCode(d.code, line);
    this.#renderMicro(source, d);
  }

  /** @param {Code} code @param {number} line */
  #renderCode(code, line) {
    const list = this.list;
    if (this.codeShown !== code) {
      this.codeShown = code;
      list.replaceChildren(...code.lines.map((text) => {
        const item = document.createElement('li');
        item.textContent = text.trimStart();
        item.style.setProperty('--indent', String((text.length - text.trimStart().length) / 2));
        return item;
      }));
    }
    [...list.children].forEach((item, i) => {
      const running = i + 1 === line;
      item.classList.toggle('running', running);
      if (running) item.setAttribute('aria-current', 'step');
      else item.removeAttribute('aria-current');
    });
  }

  /** @param {TeachSource} source @param {Derived} d */
  #renderMicro(source, d) {
    const { from, to } = d.explainer.eventsOf(source.replay.step);
    const micro = this.views.app.traceDetail === 'micro' && source.space === 'grid';
    const index = this.views.micro.index;
    this.microBack.disabled = index < 0 && source.replay.step === 0;
    this.microNext.disabled = index >= to - from - 1 && source.replay.step === source.replay.totalSteps;
    const kinds = source.replay.trace.kinds;
    const hasMicro = [...Array(Math.min(to - from, 3)).keys()].some((k) => (kinds[from + k] & 0x7f) === TRACE_KINDS.goalTest);
    // Spoken only while the micro-step buttons walk a step's events; a whole step is the announcer's to say.
    this.microWhere.setAttribute('aria-live', index < 0 ? 'off' : 'polite');
    this.microWhere.textContent = index < 0
      ? `whole step (${(to - from).toLocaleString('en-US')} events)${micro && !hasMicro && source.replay.step > 0 ? ' · this algorithm records whole steps only' : ''}`
      : `event ${index + 1} of ${to - from}`;
  }
}
