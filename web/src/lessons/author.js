// Writing a lesson on the page (docs/lessons.md, "Writing a lesson"): the teacher arranges the map and
// options and steps to a moment as usual, then types a caption and presses Add stop; the stop is the
// page's whole state (app.getState()). Copy lesson link and Copy embed give the lesson as a link, a
// <pathlab-embed> element or an iframe, each opening on stop 1. The draft is kept in the browser as
// its own lesson text (the format the links use, read back through the same checks), so a reload
// or a closed tab loses no stop. Any stop's text can be edited in the list, and stops moved, inserted
// before another (the page's state with the caption typed) and deleted; "Edit this lesson" in the
// player (player.js) loads any lesson played here, built-in or from a link, as a copy to edit.

import { ACTIVITIES, decodeLesson, encodeLesson, encodeLessonUrl, MAX_STOPS } from './format.js';
import { algorithmInfo } from '../lib/options.js';
import { el } from '../ui/dom.js';

const ACTIVITY_LABELS = { none: 'Nothing else', predict: 'Ask for a prediction', quiz: 'Ask a quiz question' };

/** Where the lesson being written is kept between visits (localStorage). */
export const DRAFT_KEY = 'pathlab.lessonDraft';

/** The page's localStorage, or null where it is blocked (a sandboxed frame, privacy settings). */
function draftStorage() {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function labelled(text, control) {
  return el('label', { className: 'lesson-field' }, text, control);
}

export class LessonAuthor {
  /**
   * @param {import('../app/app.js').App} app
   * @param {HTMLElement} region the Lesson region
   * @param {{embedSnippets: (url: string) => {element: string, iframe: string}}} how the embed snippets of a link
   */
  constructor(app, region, { embedSnippets }) {
    this.app = app;
    this.region = region;
    this.embedSnippets = embedSnippets;
    this.stops = [];
    this.titleInput = el('input', { type: 'text', value: 'My lesson', maxLength: 100, spellcheck: true });
    this.captionInput = el('textarea', { rows: 3, maxLength: 600 });
    this.captionInput.placeholder = 'What should the learner see at this step?';
    this.activity = el('select', {}, ...ACTIVITIES.map((value) => el('option', { value, textContent: ACTIVITY_LABELS[value] })));
    this.count = el('p', { className: 'lesson-counter' });
    this.count.setAttribute('role', 'status');
    this.list = el('ol', { className: 'lesson-stops' });
    this.output = el('textarea', { readOnly: true, rows: 3, spellcheck: false, hidden: true, className: 'lesson-output' });
    this.output.setAttribute('aria-label', 'Lesson link or embed');
    const act = (fn) => async () => {
      try {
        app.clearError();
        await fn();
      } catch (error) {
        app.reportError(error.message);
      }
    };
    this.view = el('div', { className: 'lesson-author', hidden: true },
      el('h2', { className: 'lesson-title', textContent: 'Write a lesson' }),
      el('p', { className: 'hint', textContent: 'Arrange the map and options, step to a moment, write a caption, then Add stop. Repeat for each stop.' }),
      labelled('Lesson title', this.titleInput),
      labelled('Caption', this.captionInput),
      labelled('Also', this.activity),
      el('div', { className: 'lesson-buttons' },
        el('button', { type: 'button', className: 'primary', textContent: 'Add stop', onclick: act(() => this.addStop()) }),
        el('button', { type: 'button', textContent: 'Remove last stop', onclick: act(() => this.removeLast()) })),
      this.count, this.list,
      el('div', { className: 'lesson-buttons' },
        el('button', { type: 'button', textContent: 'Copy lesson link', onclick: act(() => this.copy('link')) }),
        el('button', { type: 'button', textContent: 'Copy embed', onclick: act(() => this.copy('element')) }),
        el('button', { type: 'button', textContent: 'Copy iframe', onclick: act(() => this.copy('iframe')) }),
        el('button', { type: 'button', textContent: 'Stop writing', onclick: act(() => this.close()) })),
      this.output);
    this.titleInput.addEventListener('change', () => this.#saveDraft());
    this.act = act;
    region.append(this.view);
    this.#showCount();
    /** Settles once a draft kept in this browser is back (or none was). */
    this.restored = this.#restoreDraft();
  }

  get writing() { return !this.view.hidden; }

  start() {
    this.view.hidden = false;
    this.region.hidden = false;
    this.captionInput.focus();
  }

  close() {
    this.view.hidden = true;
    this.region.hidden = this.region.querySelector('.lesson-play:not([hidden])') === null;
  }

  /** Adds the page's state as a stop with the caption typed; clears the caption for the next one. */
  addStop() {
    if (this.stops.length >= MAX_STOPS) throw new Error(`a lesson has at most ${MAX_STOPS} stops`);
    const caption = this.captionInput.value.trim();
    if (!caption) throw new Error('Write a caption for this stop first: what should the learner notice?');
    return this.insertStop(this.stops.length);
  }

  /** Inserts the page's state as a stop before stop index (0-based), with the caption typed. */
  insertStop(index) {
    if (this.stops.length >= MAX_STOPS) throw new Error(`a lesson has at most ${MAX_STOPS} stops`);
    const caption = this.captionInput.value.trim();
    if (!caption) throw new Error('Write a caption for this stop first: what should the learner notice?');
    this.stops.splice(index, 0, { state: this.app.getState(), caption, activity: this.activity.value });
    this.captionInput.value = '';
    this.activity.value = 'none';
    return this.#changed();
  }

  removeLast() {
    return this.deleteStop(this.stops.length - 1);
  }

  /** Deletes stop index (0-based). */
  deleteStop(index) {
    if (index < 0 || index >= this.stops.length) return Promise.resolve();
    this.stops.splice(index, 1);
    return this.#changed();
  }

  /** Moves stop index (0-based) by delta places (-1 up, 1 down). */
  moveStop(index, delta) {
    const to = index + delta;
    if (to < 0 || to >= this.stops.length) return Promise.resolve();
    const [stop] = this.stops.splice(index, 1);
    this.stops.splice(to, 0, stop);
    return this.#changed(to, delta < 0 ? 'up' : 'down');
  }

  /** Sets the text of stop index (0-based). */
  setCaption(index, text) {
    const caption = String(text).trim();
    if (!caption) throw new Error(`Stop ${index + 1} needs some text: what should the learner notice?`);
    this.stops[index].caption = caption;
    return this.#changed();
  }

  /** Shows stop index on the page, to see it or to build the next stop from it. */
  showStop(index) {
    return this.app.applyState(this.stops[index].state);
  }

  /** Replaces the draft with a copy of `lesson` (built-in, from a link) to edit, and opens the editor. */
  load(lesson) {
    this.titleInput.value = lesson.title;
    this.stops = lesson.stops.map((stop) => structuredClone(stop));
    this.start();
    return this.#changed();
  }

  // The list, the count and the kept draft after any change; focus back on a moved stop's button.
  #changed(focusIndex = -1, direction = '') {
    this.#renderStops();
    this.#showCount();
    if (focusIndex >= 0) /** @type {HTMLElement | null} */ (this.list.querySelector(`[aria-label="Move stop ${focusIndex + 1} ${direction}"]`))?.focus();
    return this.#saveDraft();
  }

  /** The lesson being written. */
  lesson() {
    if (!this.stops.length) throw new Error('This lesson has no stops yet: write a caption and press Add stop.');
    return { title: this.titleInput.value.trim() || 'A Pathlab lesson', stops: this.stops };
  }

  /** The lesson's link, opening on stop 1. */
  link() {
    return encodeLessonUrl(this.lesson(), new URL('index.html', location.href).href);
  }

  async copy(kind) {
    const url = await this.link();
    const text = kind === 'link' ? url : this.embedSnippets(url)[kind];
    this.output.value = text;
    this.output.hidden = false;
    this.output.select();
    const copied = await navigator.clipboard?.writeText(text).then(() => true, () => false);
    this.count.textContent = `${text.length.toLocaleString('en')} characters. ${copied ? 'Copied to the clipboard.' : 'Press Ctrl+C (⌘C) to copy.'}`;
  }

  // One item per stop: its step, its text (edited in place) and its buttons.
  #renderStops() {
    const n = this.stops.length;
    this.list.replaceChildren(...this.stops.map(({ state, caption }, i) => {
      const text = el('textarea', { rows: 2, maxLength: 600, value: caption, className: 'lesson-stop-text' });
      text.setAttribute('aria-label', `Text of stop ${i + 1}`);
      text.addEventListener('change', this.act(async () => {
        try {
          await this.setCaption(i, text.value);
        } catch (error) {
          text.value = this.stops[i].caption;
          throw error;
        }
      }));
      const button = (label, name, fn, disabled = false) => {
        const b = el('button', { type: 'button', textContent: label, disabled, onclick: this.act(fn) });
        b.setAttribute('aria-label', name);
        return b;
      };
      return el('li', {},
        el('span', { className: 'lesson-stop-step', textContent: stepWords(state) }),
        text,
        el('span', { className: 'lesson-stop-buttons' },
          button('Show', `Show stop ${i + 1}`, () => this.showStop(i)),
          button('↑', `Move stop ${i + 1} up`, () => this.moveStop(i, -1), i === 0),
          button('↓', `Move stop ${i + 1} down`, () => this.moveStop(i, 1), i === n - 1),
          button('Insert before', `Insert before stop ${i + 1}`, () => this.insertStop(i)),
          button('Delete', `Delete stop ${i + 1}`, () => this.deleteStop(i))));
    }));
  }

  // The draft as lesson text; with no stops, nothing. Storage that is full or blocked keeps it for this visit only.
  async #saveDraft() {
    const storage = draftStorage();
    if (!storage) return;
    try {
      if (!this.stops.length) storage.removeItem(DRAFT_KEY);
      else storage.setItem(DRAFT_KEY, await encodeLesson(this.lesson()));
    } catch {
      this.count.textContent += ' This browser cannot keep the draft (storage full or blocked): copy its link before you leave.';
    }
  }

  // A draft from an earlier visit, read through the lesson reader's checks; one it refuses is dropped.
  async #restoreDraft() {
    const storage = draftStorage();
    let text;
    try {
      text = storage?.getItem(DRAFT_KEY) ?? null;
    } catch {
      return;
    }
    if (text === null || this.stops.length) return;
    const decoded = await decodeLesson(text);
    if (decoded.ok === false) {
      try { storage.removeItem(DRAFT_KEY); } catch { /* blocked: nothing to clean */ }
      return;
    }
    this.titleInput.value = decoded.lesson.title;
    this.stops = decoded.lesson.stops;
    this.#renderStops();
    this.#showCount();
  }

  #showCount() {
    const n = this.stops.length;
    this.count.textContent = n === 0 ? 'No stops yet.' : `${n} ${n === 1 ? 'stop' : 'stops'}.`;
  }
}

function stepWords({ step, options }) {
  return step === null ? 'No search' : `Step ${step} of ${algorithmInfo(options.algorithm).name}`;
}
