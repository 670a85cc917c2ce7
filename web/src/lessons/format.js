// Lesson links: a lesson (a title and its stops, each a playground state with a caption) in a URL
// fragment, `#lesson-v1.<base64url>`. Pure JS, no DOM: works in Node and browsers. The byte layout is
// documented in docs/lessons.md ("Lesson format, version 1"); each stop's state is a share link's
// sections (docs/share-links.md, "Link format, version 1"), read by the same reader with the same
// checks, and a stop on the previous stop's map does not repeat its walls and terrain. The checksum,
// flags, compression and base64url are the links' one container (share/container.js), its body the lesson.
//
//   const text = await encodeLesson({ title, stops: [{ state, caption, activity }] });
//   const r = await decodeLesson(text);   // { ok: true, lesson } | { ok: false, error }
//
// decodeLesson never throws and never hangs: the text's length, the title's and captions' lengths,
// the stop count, every map's size and the total of their cells are checked before anything is
// allocated, and inflation stops at MAX_BODY_BYTES.

import { ByteReader, ByteWriter, ShareFormatError } from '../share/bytes.js';
import { isLinkOf, linkUrl, openContainer, refusalOf, sealContainer } from '../share/container.js';
import { MAX_CELLS, MAX_ENCODED_CHARS, readStateSections, stateSections } from '../share/link.js';

export const LESSON_VERSION = 1;
export const LESSON_PREFIX = 'lesson-v';
/** A lesson link is held to the share link's length (docs/share-links.md, "Damaged and hostile links"). */
export const MAX_LESSON_CHARS = MAX_ENCODED_CHARS;
export const MAX_STOPS = 40;
export const MAX_TITLE_BYTES = 120;
export const MAX_CAPTION_BYTES = 1000;
/** Inflated lessons stop here: more than the longest link can hold of real maps (no decompression bombs). */
export const MAX_BODY_BYTES = 4_000_000;
/** What a stop asks of the learner besides reading (the predict and quiz panels, when the page has them). */
export const ACTIVITIES = ['none', 'predict', 'quiz'];
const STOP_NEW_MAP = 1;
const ACTIVITY_SHIFT = 1;
const ACTIVITY_MASK = 0b110;

/** @type {import('../share/container.js').LinkFormat} */
const LESSON_LINK = Object.freeze({
  prefix: LESSON_PREFIX, version: LESSON_VERSION, deflate: true, flags: 0,
  minBytes: 6, // checksum, flags and a byte of the lesson
  maxChars: MAX_LESSON_CHARS,
  words: { link: 'lesson link', kind: 'lesson', holds: 'lesson' },
});

/** A problem with a lesson's content; its message is meant for the learner. */
export class LessonFormatError extends ShareFormatError {}

/** Thrown by encodeLesson when the lesson does not fit in a link. */
export class LessonTooLargeError extends Error {
  constructor(chars) {
    super(`this lesson is too long for a link (${chars.toLocaleString('en')} characters; the limit is ${MAX_LESSON_CHARS.toLocaleString('en')}): use fewer stops or smaller maps`);
    this.name = 'LessonTooLargeError';
    this.chars = chars;
  }
}

/** True when a URL, fragment or text holds a lesson link (and not a share link). */
export function isLessonLink(urlOrFragment) {
  return isLinkOf(LESSON_LINK, urlOrFragment);
}

/**
 * The lesson as link text `lesson-v1.<base64url>` (no '#').
 * @param {{title: string, stops: {state: object, caption: string, activity?: string}[]}} lesson
 * @returns {Promise<string>}
 * @throws {Error} for a malformed lesson; LessonTooLargeError past MAX_LESSON_CHARS
 */
export async function encodeLesson(lesson) {
  const { title, stops } = checkLesson(lesson);
  const out = new ByteWriter(1024);
  out.text(title);
  out.varint(stops.length);
  let previous = null;
  for (const { state, caption, activity = 'none' } of stops) {
    const newMap = !sameMap(previous, state);
    out.byte((newMap ? STOP_NEW_MAP : 0) | (ACTIVITIES.indexOf(activity) << ACTIVITY_SHIFT));
    out.text(caption);
    if (newMap) {
      out.varint(state.width);
      out.varint(state.height);
    }
    const sections = stateSections(state, { withCells: newMap });
    out.varint(sections.length);
    out.raw(sections);
    previous = state;
  }
  const text = await sealContainer(LESSON_LINK, { body: out.result() });
  if (text.length > MAX_LESSON_CHARS) throw new LessonTooLargeError(text.length);
  return text;
}

/**
 * A full lesson URL: baseUrl (default: the current page) without its fragment + '#' + encodeLesson(lesson).
 * @param {{title: string, stops: {state: object, caption: string, activity?: string}[]}} lesson
 * @param {string} [baseUrl]
 */
export async function encodeLessonUrl(lesson, baseUrl) {
  return linkUrl(await encodeLesson(lesson), baseUrl);
}

/**
 * Decodes lesson text: a full URL, '#lesson-v1.…' or 'lesson-v1.…'. Never throws.
 * @returns {Promise<{ok: true, lesson: {title: string, stops: {state: object, caption: string, activity: string}[]}}
 *   | {ok: false, error: string}>}
 */
export async function decodeLesson(text) {
  try {
    return { ok: true, lesson: await decodeOrThrow(text) };
  } catch (error) {
    return { ok: false, error: inLessonWords(refusalOf(error, LESSON_LINK)) };
  }
}

// The share reader's messages say "the link"; inside a lesson they are about a stop of the lesson.
function inLessonWords(message) {
  return message.replace(/\bthis link\b/g, 'this lesson').replace(/\bthe link\b/g, 'the lesson');
}

async function decodeOrThrow(input) {
  return readLesson(new ByteReader(await openContainer(input, LESSON_LINK).body(MAX_BODY_BYTES)));
}

function readLesson(reader) {
  const title = readText(reader, MAX_TITLE_BYTES, 'title');
  const stopCount = reader.varint();
  if (stopCount < 1 || stopCount > MAX_STOPS) throw new LessonFormatError(`the lesson has ${count(stopCount)} stops; a lesson has 1 to ${MAX_STOPS}`);
  const stops = [];
  let map = null;
  let cellsRead = 0;
  for (let i = 0; i < stopCount; i++) {
    const at = `stop ${i + 1}`;
    const kind = reader.byte();
    if (kind & ~(STOP_NEW_MAP | ACTIVITY_MASK)) throw new LessonFormatError(`${at} of the lesson uses features this page does not know`);
    const activity = ACTIVITIES[(kind & ACTIVITY_MASK) >> ACTIVITY_SHIFT];
    if (!activity) throw new LessonFormatError(`${at} of the lesson asks for an activity this page does not know`);
    const caption = readText(reader, MAX_CAPTION_BYTES, `${at}'s caption`);
    if (kind & STOP_NEW_MAP) {
      const width = reader.varint();
      const height = reader.varint();
      cellsRead += width * height;
      if (cellsRead > MAX_CELLS) throw new LessonFormatError(`the lesson's maps have more than ${count(MAX_CELLS)} cells together`);
      map = { width, height, cells: null };
    } else if (!map) {
      throw new LessonFormatError('the lesson\'s first stop has no map');
    }
    const length = reader.varint();
    let state;
    try {
      state = readStateSections(reader.take(length), map.width, map.height, map.cells);
    } catch (error) {
      if (error instanceof ShareFormatError) throw new LessonFormatError(`${at} of the lesson: ${error.message}`, { cause: error });
      throw error;
    }
    map.cells = state.cells;
    stops.push({ state, caption, activity });
  }
  if (reader.remaining !== 0) throw new LessonFormatError(`the lesson has ${count(reader.remaining)} bytes too many after its last stop`);
  return { title, stops };
}

function readText(reader, maxBytes, what) {
  const text = reader.text(maxBytes, `the lesson's ${what}`);
  if (hasControlChars(text)) throw new LessonFormatError(`the lesson's ${what} holds control characters`);
  return text;
}

const LINE_FEED = 0x0a;
const FIRST_PRINTABLE = 0x20; // U+0000..U+001F are the C0 control characters
const DELETE = 0x7f;

// Plain text only: line breaks (\n) are allowed in captions; the other C0 control characters
// (tab and carriage return among them) and DEL are not.
function hasControlChars(text) {
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if ((code < FIRST_PRINTABLE && code !== LINE_FEED) || code === DELETE) return true;
  }
  return false;
}

// ---- checking a lesson before encoding ----

function checkLesson(lesson) {
  if (!lesson || typeof lesson !== 'object') throw new Error('a lesson must be an object { title, stops }');
  const { title, stops } = lesson;
  checkText(title, MAX_TITLE_BYTES, 'the lesson\'s title');
  if (!Array.isArray(stops) || stops.length < 1 || stops.length > MAX_STOPS) throw new Error(`a lesson has 1 to ${MAX_STOPS} stops`);
  stops.forEach(({ caption, activity = 'none' }, i) => {
    checkText(caption, MAX_CAPTION_BYTES, `stop ${i + 1}'s caption`);
    if (!ACTIVITIES.includes(activity)) throw new Error(`stop ${i + 1}'s activity must be one of ${ACTIVITIES.join(', ')}`);
  });
  return lesson;
}

function checkText(text, maxBytes, what) {
  if (typeof text !== 'string') throw new Error(`${what} must be text`);
  if (new TextEncoder().encode(text).length > maxBytes) throw new Error(`${what} is too long (at most ${maxBytes} bytes)`);
  if (hasControlChars(text)) throw new Error(`${what} holds control characters`);
}

function sameMap(a, b) {
  if (!a || a.width !== b.width || a.height !== b.height) return false;
  for (let i = 0; i < a.cells.length; i++) if (a.cells[i] !== b.cells[i]) return false;
  return true;
}

function count(n) {
  return n.toLocaleString('en');
}
