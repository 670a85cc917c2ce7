// Peeking at the open list while predicting (docs/learning.md, "Predict"): the list's top entries on
// a corner of the board, so that the list and the board are read together and the next cell is
// pressed without scrolling between them (the Open list panel sits under the board, a screen away on
// a laptop and a phone). Its first row is the answer, so it is a deliberate peek: off until the
// learner asks for it with the toggle, or unfolds the Open list panel while Predict is on. The box
// lets presses through to the board, and turning it on brings the board into view.

const ROWS = 5;

export class OpenPeek {
  /**
   * @param {import('../app/app.js').App} app
   * @param {{toggle: HTMLButtonElement, predictToggle: HTMLButtonElement}} el
   */
  constructor(app, { toggle, predictToggle }) {
    this.app = app;
    this.toggle = toggle;
    this.predictToggle = predictToggle;
    this.on = false;
    this.box = null;
    toggle.addEventListener('click', () => this.setOn(!this.on));
    // Predict's toggle says whether Predict is on (predict.js sets aria-pressed).
    new MutationObserver(() => this.#render()).observe(predictToggle, { attributes: true, attributeFilter: ['aria-pressed'] });
    // Unfolding the Open list panel while predicting is a peek too: shown beside the board.
    document.addEventListener('toggle', (e) => {
      const details = /** @type {HTMLDetailsElement} */ (e.target);
      if (details.open && this.#predicting() && details.closest('[role="region"][aria-label="Open list"]')) this.setOn(true, { scroll: false });
    }, true);
    app.on('step', () => this.#render());
    app.on('search', () => this.#render());
    this.#render();
  }

  /** @param {boolean} on @param {{scroll?: boolean}} [how] scroll: bring the board into view (the toggle's press) */
  setOn(on, { scroll = true } = {}) {
    this.on = !!on;
    this.#render();
    if (this.on && scroll) this.app.renderer.canvas.scrollIntoView({ block: 'nearest' });
  }

  #predicting() { return this.predictToggle.getAttribute('aria-pressed') === 'true'; }

  #render() {
    const predicting = this.#predicting();
    this.toggle.hidden = !predicting;
    this.toggle.setAttribute('aria-pressed', String(this.on && predicting));
    if (!this.on || !predicting) {
      this.box?.remove();
      this.box = null;
      return;
    }
    if (!this.box) {
      this.box = document.createElement('div');
      this.box.className = 'open-peek';
      this.box.setAttribute('role', 'region');
      this.box.setAttribute('aria-label', 'Open list, next first');
      this.app.renderer.canvas.parentElement.append(this.box);
    }
    const entries = this.app.teaching?.openList(ROWS) ?? [];
    const number = (v) => (Number.isInteger(v) ? String(v) : v.toFixed(2));
    const rows = entries.map((e) => {
      const cell = /** @type {number[]} */ (e.cell);
      const item = document.createElement('li');
      item.dataset.cell = cell.join(',');
      item.textContent = `(${cell.join(', ')}) f ${number(e.f)} · g ${number(e.g)} · h ${number(e.h)}`;
      return item;
    });
    const list = document.createElement('ol');
    list.append(...rows);
    const title = document.createElement('p');
    title.textContent = entries.length ? 'Open list, next first' : 'The open list is empty';
    this.box.replaceChildren(title, list);
  }
}
