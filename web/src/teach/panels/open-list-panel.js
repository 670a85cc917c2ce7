// The Open list panel: the frontier at the step shown, in the order the search
// takes it (model/frontier.js follows the core's trace.frontier), with the
// columns and heading in the algorithm's own terms, both lists of a
// bidirectional search, and the link between a hovered entry and its cell.
// Only the rows in view are drawn (virtual scrolling), so 50,000 entries scroll like 50.

import { BOTH } from '../../model/open-list.js';
import { formatNumber } from '../../model/explain.js';
import { frontierKind } from '../../model/frontiers/frontier-kinds.js';
import { panelSection } from './panel-section.js';

/** @typedef {import('../teaching-views.js').TeachingViews} TeachingViews */
/** @typedef {import('../teaching-views.js').TeachSource} TeachSource */
/** @typedef {import('../teaching-views.js').Derived} Derived */
/** @typedef {import('../../model/frontier.js').FrontierTracker} FrontierTracker */
/**
 * What the rows in view are drawn from.
 * @typedef {{source: TeachSource, tracker: FrontierTracker, side: number, size: number, short: boolean,
 *   queue: boolean, tie: boolean, both: boolean, integer: boolean}} Rows
 */

const ROW_HEIGHT = 26; // px, the rows' fixed height (virtual scrolling)
const OVERSCAN = 6; // rows drawn above and below the visible ones

export class OpenListPanel {
  /**
   * @param {TeachingViews} views
   * @param {boolean} collapsed start folded (phones)
   */
  constructor(views, collapsed) {
    this.views = views;
    const id = views.id;
    this.section = panelSection({ label: 'Open list', panel: 'open', subId: `${id}-open-title`, collapsed, body: `
            <div class="open-sides" id="${id}-sides" hidden>
              <button type="button" data-side="${BOTH}" aria-pressed="true">Both</button>
              <button type="button" data-side="0" aria-pressed="false">Forward</button>
              <button type="button" data-side="1" aria-pressed="false">Backward</button>
            </div>
            <div role="table" id="${id}-open-table" aria-label="Open list" aria-rowcount="1">
              <div class="open-head" id="${id}-open-head"></div>
              <div class="open-scroll" id="${id}-open-scroll" tabindex="0" role="rowgroup" aria-label="Entries in the order the search takes them">
                <div class="open-spacer" id="${id}-open-spacer" role="none"><div class="open-rows" role="none" id="${id}-open-rows"></div></div>
              </div>
            </div>
            <p class="hint" id="${id}-open-hover"></p>` });
    const $ = (suffix) => /** @type {HTMLElement} */ (this.section.querySelector(`#${id}-${suffix}`));
    this.title = $('open-title');
    this.sides = $('sides');
    this.table = $('open-table');
    this.head = $('open-head');
    this.scroll = $('open-scroll');
    this.spacer = $('open-spacer');
    this.rowsEl = $('open-rows');
    this.hoverNote = $('open-hover');
    this.side = 0;
    /** @type {Rows | null} */
    this.rows = null;
    /** @type {FrontierTracker | null} the tracker whose sides were last chosen */
    this.sidesOf = null;
    this.lastInspected = -1;
    this.sides.addEventListener('click', (e) => {
      const button = /** @type {HTMLElement} */ (e.target).closest('[data-side]');
      if (!(button instanceof HTMLElement)) return;
      this.side = Number(button.dataset.side);
      this.scroll.scrollTop = 0;
      views.schedule();
    });
    this.scroll.addEventListener('scroll', () => this.drawRows());
    this.rowsEl.addEventListener('pointerover', (e) => { if (e.pointerType !== 'touch') this.#hoverRow(e); });
    this.rowsEl.addEventListener('pointerdown', (e) => this.#hoverRow(e));
    this.scroll.addEventListener('pointerleave', (e) => { if (e.pointerType === 'mouse') this.#setHover(null); });
  }

  /** No search shown: an empty list. */
  renderIdle() {
    this.title.textContent = '';
    this.sides.hidden = true;
    this.rows = null;
    this.spacer.style.height = '0px';
    this.rowsEl.replaceChildren();
    this.table.setAttribute('aria-rowcount', '1');
    // Nor the columns and hover note of a search no longer shown (after Clear search or New map), as on a fresh page.
    this.head.replaceChildren();
    this.head.removeAttribute('role'); // no header row without columns (a row needs cells)
    this.head.removeAttribute('aria-rowindex');
    delete this.head.dataset.columns;
    this.hoverNote.textContent = '';
  }

  /** @param {TeachSource} source @param {Derived} d */
  render(source, d) {
    if (this.views.shown.has('open')) this.#renderList(source, d);
    this.#renderHoverNote(source, d);
  }

  /** @param {TeachSource} source @param {Derived} d */
  #renderList(source, d) {
    const { tracker } = d;
    const two = tracker.sides.length === 2;
    this.sides.hidden = !two;
    // A bidirectional search opens on both lists together (the order the search takes them).
    if (this.sidesOf !== tracker) {
      this.sidesOf = tracker;
      this.side = two ? BOTH : 0;
    }
    if (!two) this.side = 0;
    if (two) {
      for (const button of this.sides.querySelectorAll('button[data-side]')) {
        const side = Number(/** @type {HTMLElement} */ (button).dataset.side);
        button.setAttribute('aria-pressed', String(side === this.side));
        const name = side === BOTH ? 'Both' : side === 0 ? 'Forward' : 'Backward';
        button.textContent = `${name} ${tracker.sizeOf(side).toLocaleString('en-US')}${tracker.nextSide === side ? ' · next' : ''}`;
      }
    }
    const { kind } = tracker.rule;
    const queue = tracker.rule.queue;
    const tie = (tracker.rule.tie === 'fifo' || tracker.rule.tie === 'lifo') && !queue && frontierKind(kind).tieColumn !== false;
    const size = tracker.sizeOf(this.side);
    this.title.textContent = frontierTitle(tracker, size, source.options?.costModel === 'integer');
    const noH = tracker.rule.hWeight === 0; // Dijkstra: h is always 0, f is g
    // Both lists together: a side column instead of h (the panel has room for five columns; h is in each side's list).
    const both = this.side === BOTH;
    const columns = both ? [...(noH ? ['#', 'cell', 'g'] : ['#', 'cell', 'f', 'g']), 'side']
      : queue || noH ? ['#', 'cell', 'g'] : ['#', 'cell', 'f', 'g', 'h', ...(tie ? ['tie'] : [])];
    const head = columns.join('|');
    if (this.head.dataset.columns !== head) {
      this.head.dataset.columns = head;
      this.head.replaceChildren(...columns.map((c) => {
        const header = Object.assign(document.createElement('span'), { textContent: c });
        header.setAttribute('role', 'columnheader');
        return header;
      }));
      this.head.setAttribute('role', 'row');
      this.head.setAttribute('aria-rowindex', '1');
      this.head.style.setProperty('--columns', String(columns.length));
      this.rowsEl.style.setProperty('--columns', String(columns.length));
    }
    this.rows = { source, tracker, side: this.side, size, short: queue || noH, queue, tie, both, integer: source.options?.costModel === 'integer' };
    this.spacer.style.height = `${size * ROW_HEIGHT}px`;
    // A real table for screen readers: only the rows in view exist, so the count and each row's place are told.
    this.table.setAttribute('aria-rowcount', String(size + 1));
    this.drawRows();
  }

  /** Draws only the rows in view (plus a few). */
  drawRows() {
    const r = this.rows;
    if (!r) return;
    const scroll = this.scroll;
    const first = Math.max(0, Math.floor(scroll.scrollTop / ROW_HEIGHT) - OVERSCAN);
    const count = Math.ceil((scroll.clientHeight || 300) / ROW_HEIGHT) + 2 * OVERSCAN;
    const entries = r.tracker.entries(r.side, first, count);
    const rows = this.rowsEl;
    rows.style.transform = `translateY(${first * ROW_HEIGHT}px)`;
    while (rows.children.length < entries.length) {
      const row = document.createElement('div');
      row.setAttribute('role', 'row');
      row.className = 'open-row';
      rows.append(row);
    }
    while (rows.children.length > entries.length) rows.lastChild.remove();
    const n = (v) => formatNumber(v, r.integer);
    const inspected = this.views.inspectedIndex(r.source);
    entries.forEach((entry, i) => {
      const row = /** @type {HTMLElement} */ (rows.children[i]);
      const [x, y] = this.views.position(r.source, entry.cell);
      const cells = r.both ? [first + i + 1, `(${x}, ${y})`, ...(r.short ? [] : [n(entry.f)]), n(entry.g), entry.side === 0 ? 'fwd' : 'back']
        : r.short ? [first + i + 1, `(${x}, ${y})`, n(entry.g)]
          : [first + i + 1, `(${x}, ${y})`, n(entry.f), n(entry.g), n(entry.h), ...(r.tie ? [formatNumber(entry.tie, true)] : [])];
      const key = cells.join('|');
      if (row.dataset.key !== key) {
        row.dataset.key = key;
        row.dataset.cell = String(entry.cell);
        // Text changes in place: scrolling rewrites a few dozen strings, not elements.
        while (row.children.length < cells.length) {
          const cell = document.createElement('span');
          cell.setAttribute('role', 'cell');
          row.append(cell);
        }
        while (row.children.length > cells.length) row.lastChild.remove();
        cells.forEach((text, c) => { if (row.children[c].textContent !== String(text)) row.children[c].textContent = String(text); });
        row.setAttribute('aria-label', `${first + i + 1}: ${this.views.describe(r.source, entry.cell)}${r.short ? '' : `, f ${n(entry.f)}`}, g ${n(entry.g)}${r.both ? `, ${entry.side === 0 ? 'forward' : 'backward'}` : ''}`);
      }
      row.setAttribute('aria-rowindex', String(first + i + 2)); // the header row is 1
      row.classList.toggle('next', first + i === 0);
      row.classList.toggle('hovered', entry.cell === this.views.hoverCell || entry.cell === inspected);
    });
  }

  // A cell hovered on the board: where it waits in the open list (and scroll there).
  /** @param {TeachSource} source @param {Derived} d */
  #renderHoverNote(source, d) {
    const index = this.views.inspectedIndex(source);
    const note = this.hoverNote;
    if (index < 0) {
      note.textContent = 'Hover or tap an entry to find its cell; hover a cell to find its entry.';
      this.lastInspected = -1;
      return;
    }
    const side = d.tracker.sideOf(index);
    const both = this.side === BOTH && d.tracker.sides.length === 2;
    const rank = side >= 0 ? d.tracker.rankOf(index, both ? BOTH : side) : -1;
    const where = d.tracker.sides.length !== 2 ? '' : both ? ` of both lists (${side === 0 ? 'forward' : 'backward'})` : ` of the ${side === 0 ? 'forward' : 'backward'} list`;
    note.textContent = rank < 0 ? `${this.views.describe(source, index)} is not in the open list.`
      : `${this.views.describe(source, index)} waits at place ${(rank + 1).toLocaleString('en-US')}${where}.`;
    if (rank >= 0 && this.lastInspected !== index && this.views.shown.has('open')) {
      this.lastInspected = index;
      if (!both && side !== this.side) {
        this.side = side;
        this.#renderList(source, d);
      }
      const scroll = this.scroll;
      const top = rank * ROW_HEIGHT;
      if (top < scroll.scrollTop || top > scroll.scrollTop + scroll.clientHeight - ROW_HEIGHT) {
        scroll.scrollTop = Math.max(0, top - scroll.clientHeight / 2);
        this.drawRows();
      }
    }
  }

  /** @param {PointerEvent} e */
  #hoverRow(e) {
    const row = /** @type {HTMLElement} */ (e.target).closest('.open-row');
    if (!(row instanceof HTMLElement)) return;
    const cell = Number(row.dataset.cell);
    // A tap on the highlighted entry clears it; a mouse just follows the pointer.
    if (e.type === 'pointerdown' && e.pointerType !== 'mouse' && this.views.hoverCell === cell) this.#setHover(null);
    else this.#setHover(cell);
  }

  /** @param {number | null} cell */
  #setHover(cell) {
    if (this.views.hoverCell === cell) return;
    this.views.hoverCell = cell;
    this.views.redrawBoards();
    this.drawRows();
  }
}

/**
 * The list's heading in the algorithm's own terms (its frontier kind's, model/frontiers/): a
 * queue, a stack, IDA*'s pass and bound, keys [k1; k2].
 * @param {FrontierTracker} tracker
 * @param {number} size
 * @param {boolean} integer integer costs (no decimals)
 */
function frontierTitle(tracker, size, integer) {
  const count = size.toLocaleString('en-US');
  const { title } = frontierKind(tracker.rule.kind);
  return title ? title(tracker, count, size, integer) : `${count} ${size === 1 ? 'entry' : 'entries'}`;
}
