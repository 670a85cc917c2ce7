// Reads a search trace written by someone else's program (docs/check-your-search.md, "Writing a
// trace"): a Posthoc search trace (YAML or JSON, or the object itself) or the line format, into
// one list of events { type, x, y, g, h, f, parent, line, digits }. Limits on size, nesting and
// YAML aliases keep hostile files from taking the page or the process down; every refusal is an
// Error with code 'bad-trace' whose message says what is wrong and where.

import { pathlabError } from './errors.js';
import { yamlModule } from './yaml.js';

export const TRACE_LIMITS = Object.freeze({
  textChars: 128 * 1024 * 1024, // JSON and the line format
  yamlChars: 16 * 1024 * 1024, // YAML takes far more memory per character while it is parsed
  yamlAliases: 100,
  depth: 64,
  events: 5_000_000,
});

// The event types a check reads (Posthoc's names); the line format's short words map onto them.
export const EVENT_TYPES = Object.freeze(['source', 'destination', 'expanding', 'generating', 'updating', 'closing', 'end']);
const LINE_WORDS = Object.freeze({
  start: 'source', source: 'source', goal: 'destination', destination: 'destination',
  expand: 'expanding', expanding: 'expanding', generate: 'generating', generating: 'generating',
  update: 'updating', updating: 'updating', close: 'closing', closing: 'closing', end: 'end',
});
// Option lines of the line format, by the library's option names.
const OPTION_WORDS = Object.freeze(['algorithm', 'diagonalMovement', 'heuristic', 'weight', 'costModel', 'tieRule']);

function bad(message) {
  return pathlabError('bad-trace', message);
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

/** Whether readTrace would read `input` as YAML (so the YAML reader must be loaded first: yaml.js). */
export function traceNeedsYaml(input) {
  if (typeof input !== 'string') return false;
  const head = input.replace(/^\uFEFF/, '').trimStart();
  return head !== '' && !head.startsWith('{') && !head.startsWith('[') && looksLikeYaml(head);
}

// YAML starts with a document marker, a comment then a key, or a key: the line format's
// lines start with a word and a space.
function looksLikeYaml(head) {
  const first = head.split('\n').find((line) => line.trim() !== '' && !line.trimStart().startsWith('#')) ?? '';
  return first.startsWith('---') || /^[A-Za-z_"'][\w"' ]*:(\s|$)/.test(first.trim());
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
  const list = value.events;
  if (!Array.isArray(list)) throw bad('the trace has no events list (a Posthoc trace keeps its events under "events")');
  if (list.length > TRACE_LIMITS.events) throw bad(`the trace has ${list.length} events; at most ${TRACE_LIMITS.events} can be checked`);
  const events = [];
  const cellOfId = new Map();
  let ignored = 0;
  for (let i = 0; i < list.length; i++) {
    const raw = list[i];
    if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) throw bad(`event ${i} is not an object`);
    const type = raw.type;
    if (typeof type !== 'string') throw bad(`event ${i} has no type`);
    if (!EVENT_TYPES.includes(type)) {
      ignored++;
      continue;
    }
    const event = { type, index: i, x: NaN, y: NaN, parent: null, digits: {} };
    const hasXY = raw.x !== undefined || raw.y !== undefined;
    if (hasXY) {
      event.x = whole(raw.x, `event ${i}'s x`);
      event.y = whole(raw.y, `event ${i}'s y`);
    } else if (raw.id !== undefined && raw.id !== null && width) {
      const id = whole(raw.id, `event ${i}'s id`);
      event.x = id % width;
      event.y = Math.floor(id / width);
    } else if (type !== 'end') {
      throw bad(`event ${i} (${type}) has neither x and y nor an id that names a cell`);
    }
    if (raw.id !== undefined && raw.id !== null && Number.isFinite(event.x)) cellOfId.set(String(raw.id), [event.x, event.y]);
    if (raw.pId !== undefined && raw.pId !== null) {
      const cell = cellOfId.get(String(raw.pId));
      if (cell) event.parent = cell;
      else if (!hasXY && width && Number.isInteger(raw.pId)) event.parent = [raw.pId % width, Math.floor(raw.pId / width)];
      else event.parent = { unknownId: String(raw.pId) };
    }
    for (const key of ['g', 'h', 'f']) {
      if (raw[key] === undefined || raw[key] === null) continue;
      event[key] = number(raw[key], `event ${i}'s ${key}`);
      event.digits[key] = decimalsOf(String(raw[key]));
    }
    events.push(event);
  }
  const info = value.pathlab && typeof value.pathlab === 'object' ? value.pathlab : {};
  const result = { format, events, options: {}, ignored };
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
  let start;
  let goal;
  let path;
  const lines = text.split('\n');
  for (let n = 0; n < lines.length; n++) {
    const line = lines[n].trim();
    if (line === '' || line.startsWith('#')) continue;
    const where = `line ${n + 1}`;
    const words = line.split(/\s+/);
    const word = words[0];
    if (OPTION_WORDS.includes(word)) {
      if (words.length !== 2) throw bad(`${where}: write "${word} VALUE"`);
      options[word] = word === 'weight' ? number(words[1], `${where}: the weight`) : words[1];
      continue;
    }
    if (word === 'path') {
      const numbers = words.slice(1).map((w) => whole(w, `${where}: a path coordinate`));
      if (numbers.length % 2 !== 0) throw bad(`${where}: a path is x y pairs, and "${line}" has an odd count of numbers`);
      path = [];
      for (let i = 0; i < numbers.length; i += 2) path.push([numbers[i], numbers[i + 1]]);
      continue;
    }
    const type = LINE_WORDS[word];
    if (!type) throw bad(`${where}: unknown word "${clip(word)}" (expected expand, generate, update, close, start, goal, path or end)`);
    if (events.length >= TRACE_LIMITS.events) throw bad(`the trace has more than ${TRACE_LIMITS.events} events`);
    const event = { type, index: events.length, x: NaN, y: NaN, parent: null, line: n + 1, digits: {} };
    let rest = 1;
    if (type !== 'end') {
      if (words.length < 3) throw bad(`${where}: "${word}" needs the cell's x and y`);
      event.x = whole(words[1], `${where}: x`);
      event.y = whole(words[2], `${where}: y`);
      rest = 3;
    }
    for (const field of words.slice(rest)) {
      if (type === 'end' && (field === 'found' || field === 'no-path')) {
        event.outcome = field;
        continue;
      }
      const match = /^(g|h|f|parent|cost)=(.+)$/.exec(field);
      if (!match) throw bad(`${where}: "${clip(field)}" is not g=, h=, f=, parent=X,Y${type === 'end' ? ', cost=, found or no-path' : ''}`);
      const [, key, value] = match;
      if (key === 'parent') {
        const parts = value.split(',');
        if (parts.length !== 2) throw bad(`${where}: write the parent as parent=X,Y`);
        event.parent = [whole(parts[0], `${where}: the parent's x`), whole(parts[1], `${where}: the parent's y`)];
      } else {
        event[key] = number(value, `${where}: ${key}`);
        event.digits[key] = decimalsOf(value);
      }
    }
    if (type === 'source') start = [event.x, event.y];
    if (type === 'destination') goal = [event.x, event.y];
    events.push(event);
  }
  if (events.length === 0) throw bad('the trace has no events (lines such as "expand 3 4 g=5.41 h=2.00")');
  const result = { format: 'line', events, options, ignored: 0 };
  if (start) result.start = start;
  if (goal) result.goal = goal;
  if (path) result.path = path;
  return result;
}

function whole(value, what) {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 0 || n > 0x7fffffff) {
    throw bad(`${what} must be a whole number >= 0, not ${describe(value)}`);
  }
  return n;
}

// NaN and infinities are kept: a trace that reports g = NaN is read, and the check says it is wrong.
function number(value, what) {
  if (typeof value === 'number') return value;
  if (typeof value === 'string') {
    const text = value.trim();
    if (/^[+-]?(nan|inf(inity)?)$/i.test(text)) return /nan/i.test(text) ? NaN : (text.startsWith('-') ? -Infinity : Infinity);
    const n = Number(text);
    if (text !== '' && !Number.isNaN(n)) return n;
  }
  throw bad(`${what} must be a number, not ${describe(value)}`);
}

/** How many decimals a number was printed with ("5.41" → 2, "5" → 0, "1e-3" → 3, "NaN" → 0). */
export function decimalsOf(text) {
  const match = /^[+-]?\d*(?:\.(\d*))?(?:e([+-]?\d+))?$/i.exec(text.trim());
  if (!match) return 0;
  const places = (match[1]?.length ?? 0) - Number(match[2] ?? 0);
  return Math.max(0, Math.min(17, places));
}

function isPoint(p) {
  return Array.isArray(p) && p.length === 2 && p.every((v) => Number.isInteger(v) && v >= 0);
}

function describe(value) {
  if (typeof value === 'string') return `"${clip(value)}"`;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return 'a list';
  return value === null ? 'null' : typeof value;
}

function clip(text) {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function megabytes(chars) {
  return `${(chars / (1024 * 1024)).toFixed(1)} MiB`;
}
