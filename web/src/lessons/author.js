// Writing a lesson on the page (docs/lessons.md, "Writing a lesson"): the teacher arranges the map and
// options and steps to a moment as usual, then types a caption and presses Add stop; the stop is the
// page's whole state (app.getState()). Copy lesson link and Copy embed give the lesson as a link, a
// <pathlab-embed> element or an iframe, each opening on stop 1. The draft is kept in the browser as
// its own lesson text (the format the links use, read back through the same checks), so a reload
// or a closed tab loses no stop.

import { ACTIVITIES, decodeLesson, encodeLesson, encodeLessonUrl, MAX_STOPS } from './format.js';
import { algorithmInfo } from '../lib/options.js';

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

function el(tag, props = {}, ...children) {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
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
    this.stops.push({ state: this.app.getState(), caption, activity: this.activity.value });
    this.captionInput.value = '';
    this.activity.value = 'none';
    this.#listStop(this.stops.at(-1));
    this.#showCount();
    return this.#saveDraft();
  }

  removeLast() {
    if (!this.stops.length) return Promise.resolve();
    this.stops.pop();
    this.list.lastElementChild?.remove();
    this.#showCount();
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

  #listStop({ state, caption }) {
    this.list.append(el('li', { textContent: `${stepWords(state)}: ${caption}` }));
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
    for (const stop of this.stops) this.#listStop(stop);
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
