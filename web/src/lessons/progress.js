// Lesson progress in the browser's localStorage: the stop each lesson was left at, whether it was
// finished, and whether this browser has opened a lesson at all (the first visit's "Start here").
// Storage that is blocked or full costs only the memory of progress: the page never fails on it.

export const PROGRESS_KEY = 'pathlab.lessons';

export class LessonProgress {
  constructor(storage = openStorage()) {
    this.storage = storage;
    this.data = read(storage);
  }

  /** True once any lesson was opened in this browser. */
  get started() { return this.data.started; }

  /** { stop, stops, done } for a lesson, or null when never opened. */
  of(id) {
    return this.data.lessons[id] ?? null;
  }

  /** Records that a lesson shows stop `stop` (1-based) of `stops`; the last stop marks it done. */
  reached(id, stop, stops) {
    const before = this.data.lessons[id];
    this.data.started = true;
    this.data.lessons[id] = { stop, stops, done: Boolean(before?.done) || stop === stops };
    this.#write();
  }

  #write() {
    try {
      this.storage?.setItem(PROGRESS_KEY, JSON.stringify(this.data));
    } catch {
      // Full or blocked storage: progress lives until the page closes, as on a browser without storage.
    }
  }
}

// What is stored was written by this page but may be anything by now (another version, a hand edit):
// only well-formed entries are kept.
function read(storage) {
  const data = { started: false, lessons: {} };
  let parsed;
  try {
    parsed = JSON.parse(storage?.getItem(PROGRESS_KEY) ?? 'null');
  } catch {
    return data;
  }
  if (!parsed || typeof parsed !== 'object') return data;
  data.started = parsed.started === true;
  for (const [id, entry] of Object.entries(parsed.lessons ?? {})) {
    const { stop, stops, done } = entry ?? {};
    if (Number.isInteger(stop) && Number.isInteger(stops) && stop >= 1 && stop <= stops) data.lessons[id] = { stop, stops, done: done === true };
  }
  return data;
}

function openStorage() {
  try {
    return window.self === window.top ? window.localStorage : null; // an embed keeps nothing in its host's storage
  } catch {
    return null;
  }
}
