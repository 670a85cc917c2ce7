// The map by keyboard alone (docs/accessibility.md): the board canvas is one focusable element named
// "Map, 40 × 24 cells", with a cell cursor the renderer draws while the map has focus. Arrow keys move
// the cursor (Shift: move and apply the tool, so that a held Shift paints a line), Enter applies the tool
// at the cursor, S and G put the start and the goal there. The cursor's cell is inspected, so the
// Inspector and the board's values follow it, and it is spoken through the page's announcer; the map's
// text description (aria-describedby) says its size, start, goal, walls and the cursor's cell.
// The cursor comes with Tab (focus given any other way: press Enter). keyboard.js (the embed: embed-keys.js)
// asks actionFor() first for keys pressed on the map; Predict's own listener on the canvas takes the arrows
// and Enter while it is on, and the map is not edited then. Nor is it where the editor is off (a read-only
// embed): the cursor moves and reads, the editing keys do nothing and the description leaves them out.
// A page mode adds keys of its own through the editor's pointer handler (`mapKeys`: waypoints' A) and may
// name the goal otherwise (`goalName`: Flee's threat).

import { WALL_BIT, COST_MASK, MIN_COST } from '../model/grid-model.js';
import { inspectorRows } from './stats-panels.js';
import { SHORTCUTS } from './help-text.js';

const MOVES = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

const ON_MAP = 'On the map: ';
/**
 * What the keys on the map do, from the help's table (help-text.js SHORTCUTS): the description ends with it.
 * @param {{editing?: boolean, mode?: string | null, help?: boolean}} [where] editing: whether the map can be
 *   edited (else the rows that edit are left out); mode: the page mode shown (rows of other modes are left
 *   out); help: whether `?` lists every key (the playground's; the embed has no help dialog)
 */
export function mapKeyHelp({ editing = true, mode = null, help = true } = {}) {
  const rows = SHORTCUTS.filter(([, what, about]) => what.startsWith(ON_MAP) && (editing || !about?.edits) && (!about?.mode || about.mode === mode));
  return `${rows.map(([keys, what]) => `${keys}: ${what.slice(ON_MAP.length)}`).join('. ')}.${help ? ' Question mark: every key.' : ''}`;
}

export class MapKeys {
  /**
   * @param {import('../app/app.js').App} app
   * @param {{description: HTMLElement, say: (text: string, options?: {leads?: boolean}) => void, help?: boolean, unlessPointer?: boolean}} parts
   *   description: the map's text description (the canvas's aria-describedby); say: speaks a sentence (the
   *   announcer); help: whether the page has the `?` help (default true); unlessPointer: the cursor comes with
   *   any focus but a pointer's (an embed's frame, which cannot see a host page's Tab into it)
   */
  constructor(app, { description, say, help = true, unlessPointer = false }) {
    this.app = app;
    this.help = help;
    this.canvas = app.renderer.canvas;
    this.description = description;
    this.say = say;
    /** @type {[number, number] | null} the cursor's cell; null until the map first has focus */
    this.cursor = null;
    this.counts = null; // { walls, terrain } of the map, counted again after each edit while focused
    this.canvas.setAttribute('role', 'application'); // the arrows reach the page, not a screen reader's browse mode
    this.canvas.setAttribute('aria-roledescription', 'map');
    this.canvas.setAttribute('aria-describedby', description.id);
    // The cursor comes with focus from Tab; focus any other way (a script, a screen reader's browse mode)
    // leaves the arrow keys stepping the search, as they did before the map had keys, until Enter shows it.
    this.on = false;
    this.tabbing = false;
    this.pointing = false;
    document.addEventListener('keydown', (e) => {
      if (e.key !== 'Tab') return;
      this.tabbing = true; // focus moves in this key's default action, before the timer
      setTimeout(() => { this.tabbing = false; });
    }, true);
    document.addEventListener('pointerdown', () => {
      this.pointing = true; // as for Tab: focus moves in the press's default action
      setTimeout(() => { this.pointing = false; });
    }, true);
    this.canvas.addEventListener('focus', () => {
      if (!(this.tabbing || (unlessPointer && !this.pointing))) return this.#describe();
      this.#turnOn();
      // Said as well as the map's name: Orca with Chromium reads nothing when a role="application" element
      // gets focus (docs/accessibility.md, "With a screen reader: Orca"), and every reader then hears where the cursor is.
      if (this.on) this.say(`Map cursor at ${this.cellWords()}${this.help ? ' Press ? for the keys.' : ''}`);
    });
    this.canvas.addEventListener('blur', () => {
      this.on = false;
      app.renderer.setCursor(null);
    });
    app.on('map', () => { this.counts = null; this.#name(); this.#describe(); });
    for (const kind of ['step', 'search', 'inspect']) app.on(kind, () => this.#describe()); // inspect: the cursor moved
    this.#name();
  }

  get focused() { return document.activeElement === this.canvas; }

  /** The action for a key pressed on the map, or null when it is not one of the map's keys. */
  actionFor(e) {
    if (!this.on) return e.key === 'Enter' ? () => { this.#turnOn(); this.say(this.cellWords()); } : null;
    const move = MOVES[e.key];
    if (move) return () => this.move(move[0], move[1], { apply: e.shiftKey });
    if (e.key === 'Enter') return () => this.apply();
    if (!this.#editable()) return null; // the keys below edit: a read-only map leaves them to the page
    const key = e.key.toLowerCase();
    if (key === 's' || key === 'g') return () => this.placeMarker(key === 's' ? 'start' : 'goal');
    const modeKey = this.app.editor.handler?.mapKeys?.[key];
    if (modeKey) {
      return () => {
        this.say(modeKey.run(this.#cursor()), { leads: true });
        this.#describe();
      };
    }
    return null;
  }

  /** Moves the cursor by (dx, dy), clamped to the map; with `apply` the tool paints the cells left and reached. */
  move(dx, dy, { apply = false } = {}) {
    const { model } = this.app;
    const from = this.#cursor();
    const to = [Math.max(0, Math.min(model.width - 1, from[0] + dx)), Math.max(0, Math.min(model.height - 1, from[1] + dy))];
    this.#show(to);
    const edits = apply && this.#editable();
    if (edits) this.app.editor.applyTool([from, to], { line: true });
    this.say(this.cellWords(), { leads: edits }); // an edit may set the search off again: its words lead
  }

  /** Applies the current tool at the cursor (a wall toggles; Pan and Inspect only speak the cell). */
  apply() {
    const cell = this.#cursor();
    const edits = this.#editable();
    if (edits) this.app.editor.applyTool([cell]);
    this.say(this.cellWords(), { leads: edits });
  }

  /** Puts the start or the goal at the cursor; a wall there is refused with the page's alert. */
  placeMarker(which) {
    if (!this.#editable()) return;
    const [x, y] = this.#cursor();
    this.app.setMarker(which, x, y); // throws a clear Error on a wall: keyboard.js shows it
    const goal = this.app.editor.handler?.goalName ?? 'Goal G';
    this.say(`${which === 'start' ? 'Start S' : goal} at (${x}, ${y}).`, { leads: true });
  }

  /** The cursor's cell in words: the Inspector's rows (stats-panels.js), and S or G when a marker is on it. */
  cellWords() {
    const { app } = this;
    const [x, y] = this.#cursor();
    const goal = app.editor.handler?.goalName?.toLowerCase() ?? 'the goal G';
    const marker = app.model.isStart(x, y) ? ', the start S' : app.model.isGoal(x, y) ? `, ${goal}` : '';
    const extra = app.editor.handler?.cellWords?.([x, y]) ?? ''; // a page mode's own words for the cell: ", a waypoint"
    const [, ...rest] = inspectorRows(app, [x, y], null); // the first row names the cell: said above
    return `(${x}, ${y})${marker}${extra}${rest.map(([term, value]) => `, ${term.toLowerCase() === 'terrain' ? '' : `${term} `}${value}`).join('')}.`;
  }

  // While Predict is on the map answers questions, it is not edited (predict.js says so too); a read-only
  // embed turns the editor off.
  #editable() {
    return this.app.editor.enabled && !this.app.editor.handler?.predict;
  }

  #cursor() {
    const { model } = this.app;
    const [sx, sy] = model.start;
    if (!this.cursor || !model.inside(...this.cursor)) this.cursor = [sx, sy]; // at first, or on another map, smaller
    return this.cursor;
  }

  #show(cell) {
    this.cursor = cell;
    this.app.renderer.setCursor(cell);
    this.app.inspect(cell);
  }

  #turnOn() {
    if (this.app.editor.handler?.predict) return; // Predict marks its own cell
    this.on = true;
    this.#show(this.#cursor());
    this.#describe();
  }

  #name() {
    const { width, height } = this.app.model;
    this.canvas.setAttribute('aria-label', `Map, ${width} × ${height} cells`);
  }

  // The description is written while the map has focus, when a screen reader reads it (counting a big map's
  // walls after every edit would cost the others).
  #describe() {
    if (!this.focused) return;
    const { model } = this.app;
    this.counts ??= countCells(model.cells);
    const [sx, sy] = model.start;
    const [gx, gy] = model.goal;
    const { handler, enabled } = this.app.editor;
    const goal = handler?.goalName?.toLowerCase() ?? 'goal G';
    const text = `${model.width} × ${model.height} cells. Start S at (${sx}, ${sy}), ${goal} at (${gx}, ${gy}). `
      + `${handler?.mapWords?.() ?? ''}`
      + `${plural(this.counts.walls, 'wall')}, ${plural(this.counts.terrain, 'cell')} of costly terrain. `
      + `${this.on ? `Cursor at ${this.cellWords()}` : 'Press Enter for the cell cursor.'} `
      + `${enabled ? '' : 'The map cannot be changed here. '}${mapKeyHelp({ editing: this.#editable(), mode: handler?.mode ?? null, help: this.help })}`;
    if (this.description.textContent !== text) this.description.textContent = text;
  }
}

function plural(n, word) {
  return `${n.toLocaleString('en')} ${word}${n === 1 ? '' : 's'}`;
}

function countCells(cells) {
  let walls = 0;
  let terrain = 0;
  for (let i = 0; i < cells.length; i++) {
    const c = cells[i];
    if (c & WALL_BIT) walls++;
    else if ((c & COST_MASK) > MIN_COST) terrain++;
  }
  return { walls, terrain };
}
