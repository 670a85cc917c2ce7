// Writing a lesson on the page (docs/lessons.md, "Writing a lesson"): the teacher arranges the map and
// options and steps to a moment as usual, then types a caption and presses Add stop; the stop is the
// page's whole state (app.getState()). Copy lesson link and Copy embed give the lesson as a link, a
// <pathlab-embed> element or an iframe, each opening on stop 1.

import { ACTIVITIES, encodeLessonUrl, MAX_STOPS } from './format.js';
import { algorithmInfo } from '../lib/options.js';

const ACTIVITY_LABELS = { none: 'Nothing else', predict: 'Ask for a prediction', quiz: 'Ask a quiz question' };

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
    region.append(this.view);
    this.#showCount();
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
    this.list.append(el('li', { textContent: `${stepWords(this.stops.at(-1).state)}: ${caption}` }));
    this.#showCount();
  }

  removeLast() {
    if (!this.stops.length) return;
    this.stops.pop();
    this.list.lastElementChild?.remove();
    this.#showCount();
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

  #showCount() {
    const n = this.stops.length;
    this.count.textContent = n === 0 ? 'No stops yet.' : `${n} ${n === 1 ? 'stop' : 'stops'}.`;
  }
}

function stepWords({ step, options }) {
  return step === null ? 'No search' : `Step ${step} of ${algorithmInfo(options.algorithm).name}`;
}
