// Reads a search trace written by someone else's program (docs/check-your-search.md, "Writing a
// trace"): a Posthoc search trace (YAML or JSON, or the object itself) or the line format, into
// one list of events { type, x, y, g, h, f, parent, line, digits }. Limits on size, nesting and
// YAML aliases keep hostile files from taking the page or the process down; every refusal is an
// Error with code 'bad-trace' whose message says what is wrong and where.

import { pathlabError } from './errors.js';
import { yamlModule } from './yaml.js';
import { CHECK_OPTIONS } from './check-options.js';
import { looksLikeYaml } from './trace-kind.js';

export const TRACE_LIMITS = Object.freeze({
  textChars: 128 * 1024 * 1024, // JSON and the line format
  yamlChars: 16 * 1024 * 1024, // YAML takes far more memory per character while it is parsed
  yamlAliases: 100,
  depth: 64,
  events: 5_000_000,
});

// The event types a check reads (Posthoc's names), and every word that names one: Posthoc's own
// aliases (it reads `open` as generating, `finish` and `solution` as end) and the line format's
// short words. One table for both formats.
export const EVENT_TYPES = Object.freeze(['source', 'destination', 'expanding', 'generating', 'updating', 'closing', 'end']);
const EVENT_WORDS = Object.freeze({
  start: 'source', source: 'source', goal: 'destination', destination: 'destination',
  expand: 'expanding', expanding: 'expanding', generate: 'generating', generating: 'generating', open: 'generating', opening: 'generating',
  update: 'updating', updating: 'updating', close: 'closing', closing: 'closing', end: 'end', finish: 'end', solution: 'end',
});
// Option lines of the line format and a Posthoc trace's pathlab.options, by the library's option names.
const OPTION_WORDS = Object.freeze([...CHECK_OPTIONS, 'tieRule']);
// Parent ids that say "no parent": C++ programs print SIZE_MAX (2^64 - 1, which JavaScript reads as
// 18446744073709552000) or -1; Posthoc itself takes null.
const NO_PARENT_IDS = new Set(['-1', '18446744073709551615', '18446744073709552000', '1.8446744073709552e+19']);

// Every refusal: the message may quote the file, never its unprintable bytes.
function bad(message) {
  return pathlabError('bad-trace', printableText(message));
}

// A character a message must not echo: a control character but the line break, an undecoded
// byte (U+FFFD), a lone surrogate.
function unprintableAt(text, i) {
  const c = text.charCodeAt(i);
  if (c < 0x20) return c !== 0x0a;
  if (c >= 0x7f && c <= 0x9f) return true;
  if (c === 0xfffd) return true;
  if (c >= 0xd800 && c <= 0xdbff) return !(text.charCodeAt(i + 1) >= 0xdc00 && text.charCodeAt(i + 1) <= 0xdfff);
  if (c >= 0xdc00 && c <= 0xdfff) return !(text.charCodeAt(i - 1) >= 0xd800 && text.charCodeAt(i - 1) <= 0xdbff);
  return false;
}

/** Text safe to quote in a message: unprintable characters (and undecoded bytes) as '?'. */
export function printableText(text) {
  let out = '';
  for (let i = 0; i < text.length; i++) out += unprintableAt(text, i) ? '?' : text[i];
  return out;
}

/**
 * A trace as events. `input` is text (YAML, JSON or the line format) or a Posthoc object ({ events }).
 * `width` (the map's) turns an event's bare `id` into a cell where it has no x and y.
 * @param {unknown} input
 * @param {{ width?: number }} [context]
 * @returns {{ format: string, events: object[], start?: number[], goal?: number[], options: object, map?: object, path?: number[][], ignored: number }}
 */
export function readTrace(input, { width = 0 } = {}) {
  if (typeof input === 'string') return readText(input, width);
  if (input && typeof input === 'object' && !Array.isArray(input)) {
    checkDepth(input);
    return readPosthoc(input, 'object', width);
  }
  throw bad(`a trace must be text or an object with an events list, not ${describe(input)}`);
}

function readText(text, width) {
  if (text.length > TRACE_LIMITS.textChars) {
    throw bad(`the trace is ${megabytes(text.length)}; at most ${megabytes(TRACE_LIMITS.textChars)} can be read`);
  }
  const head = text.replace(/^\uFEFF/, '').trimStart();
  if (head === '') throw bad('the trace is empty');
  // Binary files (a program's executable, a zip, random bytes): NUL or bytes that did not decode as UTF-8 near the start.
  const opening = text.slice(0, 4096);
  if (opening.includes('\u0000') || opening.includes('\ufffd')) throw bad('the file is not text (it holds bytes that are not letters, digits or punctuation): a trace is the line format, YAML or JSON');
  if (head.startsWith('{') || head.startsWith('[')) {
    checkBracketDepth(text);
    let value;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw bad(`the trace is not valid JSON: ${error.message}`);
    }
    if (Array.isArray(value) || value === null || typeof value !== 'object') throw bad('a JSON trace must be an object with an events list');
    return readPosthoc(value, 'posthoc-json', width);
  }
  if (looksLikeYaml(head)) return readPosthoc(yamlValue(text), 'posthoc-yaml', width);
  return readLines(text);
}

function yamlValue(text) {
  if (text.length > TRACE_LIMITS.yamlChars) {
    throw bad(`the YAML trace is ${megabytes(text.length)}; YAML is read up to ${megabytes(TRACE_LIMITS.yamlChars)} (write JSON or the line format for larger runs)`);
  }
  checkBracketDepth(text);
  let value;
  try {
    value = yamlModule().parse(text, { schema: 'core', maxAliasCount: TRACE_LIMITS.yamlAliases, uniqueKeys: true, prettyErrors: true, logLevel: 'error' });
  } catch (error) {
    if (error instanceof RangeError) throw bad(`the YAML trace is nested too deeply to read (at most ${TRACE_LIMITS.depth} levels)`);
    const message = String(error.message).split('\n')[0];
    if (/alias/i.test(message)) throw bad(`the YAML trace uses too many aliases (at most ${TRACE_LIMITS.yamlAliases}): ${message}`);
    throw bad(`the trace is not valid YAML: ${message}`);
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw bad('a YAML trace must be a mapping with an events list');
  checkDepth(value);
  return value;
}

// Flow-style nesting ([[[[…) is counted before a parser sees it, so that no parser recurses
// thousands of levels deep; block nesting is counted on the parsed value.
function checkBracketDepth(text) {
  let depth = 0;
  let quote = '';
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (quote) {
      if (c === 92 /* \ */) i++;
      else if (String.fromCharCode(c) === quote) quote = '';
      continue;
    }
    if (c === 34 /* " */) quote = '"';
    else if (c === 91 /* [ */ || c === 123 /* { */) {
      if (++depth > TRACE_LIMITS.depth) throw bad(`the trace is nested too deeply (more than ${TRACE_LIMITS.depth} levels)`);
    } else if (c === 93 || c === 125) depth--;
  }
}

function checkDepth(value) {
  const stack = [[value, 1]];
  let seen = 0;
  while (stack.length > 0) {
    const [node, depth] = stack.pop();
    if (depth > TRACE_LIMITS.depth) throw bad(`the trace is nested too deeply (more than ${TRACE_LIMITS.depth} levels)`);
    if (++seen > 8 * TRACE_LIMITS.events) throw bad('the trace holds too many values to read');
    // An event's own fields are scalars: only collections are walked, and an events list's
    // entries one level at a time.
    const children = Array.isArray(node) ? node : Object.values(node);
    for (const child of children) if (child !== null && typeof child === 'object') stack.push([child, depth + 1]);
  }
}

function readPosthoc(value, format, width) {
  // Posthoc's v1.0.4 traces keep their events under eventList; Posthoc reads both lists, eventList first.
  const hasList = Array.isArray(value.events);
  const hasOld = Array.isArray(value.eventList);
  if (!hasList && !hasOld) throw bad('the trace has no events list (a Posthoc trace keeps its events under "events")');
  const list = hasList && hasOld ? [...value.eventList, ...value.events] : hasList ? value.events : value.eventList;
  if (list.length > TRACE_LIMITS.events) throw bad(`the trace has ${list.length} events; at most ${TRACE_LIMITS.events} can be checked`);
  const events = [];
  const cellOfId = new Map();
  /** @type {Record<string, number>} */
  const ignoredTypes = {};
  let ignored = 0;
  for (let i = 0; i < list.length; i++) {
    const raw = list[i];
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw bad(`event ${i} is not an object`);
    if (typeof raw.type !== 'string') throw bad(`event ${i} has no type`);
    const type = Object.hasOwn(EVENT_WORDS, raw.type) ? EVENT_WORDS[raw.type] : undefined;
    if (!type) {
      ignored++;
      const name = clip(raw.type);
      ignoredTypes[name] = (ignoredTypes[name] ?? 0) + 1;
      continue;
    }
    const event = { type, index: i, x: NaN, y: NaN, parent: null, digits: {} };
    const hasXY = raw.x !== undefined || raw.y !== undefined;
    if (hasXY) {
      event.x = coordinate(raw.x, `event ${i}'s x`);
      event.y = coordinate(raw.y, `event ${i}'s y`);
    } else if (raw.id !== undefined && raw.id !== null && width) {
      const id = whole(raw.id, `event ${i}'s id`);
      event.x = id % width;
      event.y = Math.floor(id / width);
    } else if (type !== 'end') {
      throw bad(`event ${i} (${clip(raw.type)}) has neither x and y nor an id that names a cell`);
    }
    if (raw.id !== undefined && raw.id !== null && Number.isFinite(event.x)) cellOfId.set(String(raw.id), [event.x, event.y]);
    if (raw.pId !== undefined && raw.pId !== null && !NO_PARENT_IDS.has(String(raw.pId))) {
      const cell = cellOfId.get(String(raw.pId));
      if (cell) event.parent = cell;
      else if (!hasXY && width && Number.isInteger(raw.pId) && raw.pId >= 0) event.parent = [raw.pId % width, Math.floor(raw.pId / width)];
      else event.parent = { unknownId: clip(String(raw.pId)) };
    }
    for (const key of ['g', 'h', 'f']) {
      if (raw[key] === undefined || raw[key] === null) continue;
      event[key] = number(raw[key], `event ${i}'s ${key}`);
      // A YAML or JSON number arrives as a value, its printed decimals lost: compared as a value (trace-numbers.js).
      event.digits[key] = typeof raw[key] === 'number' ? null : decimalsOf(String(raw[key]));
    }
    events.push(event);
  }
  const info = value.pathlab && typeof value.pathlab === 'object' ? value.pathlab : {};
  const result = { format, events, options: {}, ignored, ignoredTypes };
  const source = events.find((e) => e.type === 'source');
  const destination = events.find((e) => e.type === 'destination');
  if (source) result.start = [source.x, source.y];
  else if (isPoint(info.start)) result.start = info.start.slice();
  if (destination) result.goal = [destination.x, destination.y];
  else if (isPoint(info.goal)) result.goal = info.goal.slice();
  if (info.options && typeof info.options === 'object') {
    for (const name of OPTION_WORDS) if (info.options[name] !== undefined) result.options[name] = info.options[name];
  }
  if (typeof info.map === 'string') result.map = { text: info.map };
  return result;
}

function readLines(text) {
  const events = [];
  const options = {};
  const optionLines = {};
  const found = { start: undefined, goal: undefined, path: undefined };
  const lines = text.split('\n');
  // The last line with words, when the file does not end with a line break: a line the writer may not have finished.
  let last = lines.length - 1;
  while (last >= 0 && lines[last].trim() === '') last--;
  const open = !/\n\s*$/.test(text);
  let cutOff;
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '' || line.startsWith('#')) continue;
    try {
      readLine(line, n + 1, { events, options, optionLines, found });
    } catch (error) {
      // A line cut in the middle at the very end is a file cut short, not a wrong format.
      if (error.code !== 'bad-trace' || n !== last || !open || events.length === 0) throw error;
      cutOff = { line: n + 1, reason: error.message.replace(/^line \d+: /, '') };
    }
  }
  if (events.length === 0) throw bad('the trace has no events (lines such as "expand 3 4 g=5.41 h=2.00")');
  const result = { format: 'line', events, options, optionLines, ignored: 0, ignoredTypes: {} };
  if (found.start) result.start = found.start;
  if (found.goal) result.goal = found.goal;
  if (found.path) result.path = found.path;
  if (cutOff) result.cutOff = cutOff;
  else if (open && last >= 0) result.unfinishedLine = last + 1; // the last line has no line break: it may be cut too
  return result;
}

function readLine(line, lineNumber, { events, options, optionLines, found }) {
  // Messages are made only for a refusal: a trace has millions of fields.
  const at = (what) => `line ${lineNumber}: ${what}`;
  const words = line.split(/\s+/);
  const word = words[0];
  if (OPTION_WORDS.includes(word)) {
    if (words.length !== 2) throw bad(at(`write "${word} VALUE"`));
    options[word] = word === 'weight' ? number(words[1], at('the weight')) : words[1];
    optionLines[word] = lineNumber;
    return;
  }
  if (word === 'path') {
    const numbers = words.slice(1).map((w) => coordinate(w, lineNumber, 'a path coordinate'));
    if (numbers.length % 2 !== 0) throw bad(at(`a path is x y pairs, and this line has an odd count of numbers (${numbers.length})`));
    found.path = [];
    for (let i = 0; i < numbers.length; i += 2) found.path.push([numbers[i], numbers[i + 1]]);
    return;
  }
  const type = Object.hasOwn(EVENT_WORDS, word) ? EVENT_WORDS[word] : undefined;
  if (!type) throw bad(at(`${printable(word) ? `unknown word "${clip(word)}"` : 'a word in bytes that are not text'} (expected expand, generate, update, close, start, goal, path or end)`));
  if (events.length >= TRACE_LIMITS.events) throw bad(`the trace has more than ${TRACE_LIMITS.events} events`);
  const event = { type, index: events.length, x: NaN, y: NaN, parent: null, line: lineNumber, digits: {} };
  let rest = 1;
  if (type !== 'end') {
    if (words.length < 3) throw bad(at(`"${clip(word)}" needs the cell's x and y`));
    event.x = coordinate(words[1], lineNumber, 'x');
    event.y = coordinate(words[2], lineNumber, 'y');
    rest = 3;
  }
  for (let w = rest; w < words.length; w++) {
    const field = words[w];
    if (type === 'end' && (field === 'found' || field === 'no-path')) {
      event.outcome = field;
      continue;
    }
    const equals = field.indexOf('=');
    const key = equals > 0 ? field.slice(0, equals) : '';
    const value = field.slice(equals + 1);
    if (!FIELD_KEYS.has(key) || value === '') throw bad(at(`${describe(field)} is not g=, h=, f=, parent=X,Y${type === 'end' ? ', cost=, found or no-path' : ''}`));
    if (key === 'parent') {
      const comma = value.indexOf(',');
      if (comma < 0 || value.indexOf(',', comma + 1) >= 0) throw bad(at('write the parent as parent=X,Y'));
      event.parent = [coordinate(value.slice(0, comma), lineNumber, 'the parent\'s x'), coordinate(value.slice(comma + 1), lineNumber, 'the parent\'s y')];
    } else {
      event[key] = number(value, lineNumber, key);
      event.digits[key] = decimalsOf(value);
    }
  }
  if (type === 'source') found.start = [event.x, event.y];
  if (type === 'destination') found.goal = [event.x, event.y];
  events.push(event);
}

const FIELD_KEYS = new Set(['g', 'h', 'f', 'parent', 'cost']);

// A cell's coordinate: a whole number, negative ones too (a search that steps off the map is
// wrong at that step, which the check says; the reader only refuses what is not a number).
function coordinate(value, lineOrWhat, label = '') {
  const n = typeof value === 'string' && value.trim() !== '' ? +value : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < -0x80000000 || n > 0x7fffffff) {
    throw bad(`${named(lineOrWhat, label)} must be a whole number, not ${describe(value)}`);
  }
  return n;
}

// What a message names: `line N: label` for the line format, a Posthoc field's own words otherwise.
function named(lineOrWhat, label) {
  return typeof lineOrWhat === 'number' ? `line ${lineOrWhat}: ${label}` : lineOrWhat;
}

function whole(value, what) {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0x7fffffff) {
    throw bad(`${what} must be a whole number >= 0, not ${describe(value)}`);
  }
  return n;
}

// NaN and infinities are kept: a trace that reports g = NaN is read, and the check says it is wrong.
function number(value, lineOrWhat, label = '') {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const quick = +value; // the common case: a plain decimal number
    if (!Number.isNaN(quick) && value !== '' && value.trim() === value) return quick;
    const text = value.trim();
    if (/^[+-]?(nan|inf(inity)?)$/i.test(text)) return /nan/i.test(text) ? NaN : (text.startsWith('-') ? -Infinity : Infinity);
    const n = Number(text);
    if (text !== '' && !Number.isNaN(n)) return n;
  }
  throw bad(`${named(lineOrWhat, label)} must be a number, not ${describe(value)}`);
}

/** How many decimals a number was printed with ("5.41" → 2, "5" → 0, "1e-3" → 3, "NaN" → 0). */
export function decimalsOf(text) {
  if (/^[+-]?\d*\.?\d*$/.test(text)) { // no exponent: the count after the point
    const point = text.indexOf('.');
    return point < 0 ? 0 : Math.min(17, text.length - point - 1);
  }
  const match = /^[+-]?\d*(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) return 0;
  const places = (match[1]?.length ?? 0) - Number(match[2] ?? 0);
  return Math.max(0, Math.min(17, places));
}

function isPoint(p) {
  return Array.isArray(p) && p.length === 2 && p.every((v) => Number.isInteger(v) && v >= 0);
}

function describe(value) {
  if (typeof value === 'string') return printable(value) ? `"${clip(value)}"` : 'bytes that are not text';
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'null' : typeof value;
}

function printable(text) {
  for (let i = 0; i < text.length; i++) if (unprintableAt(text, i)) return false;
  return true;
}

function clip(text) {
  const shown = printableText(text);
  return shown.length > 40 ? `${shown.slice(0, 40)}…` : shown;
}

function megabytes(chars) {
  return `${(chars / (1024 * 1024)).toFixed(1)} MiB`;
}

export { traceNeedsYaml } from './trace-kind.js';
