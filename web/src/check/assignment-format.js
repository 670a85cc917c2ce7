// Assignment links: a teacher's task for "Check my search" (docs/check-your-search.md, "Assignments") in a
// URL fragment, `#assignment-v1.<base64url>`. Pure JS, no DOM. The map, start, goal and options are a
// share link's bytes, written and read by the share link's own code (share/link.js: its checksum,
// compression, size limits and option checks); around them go the task text and whether the tie rule
// is fixed, under a checksum of their own.
//
//   const text = await encodeAssignment({ state, task, tieRule });   // state: app.getState()
//   const r = await decodeAssignment(text);   // { ok: true, assignment: { state, task, tieRule } } | { ok: false, error }
//
// Bytes after the prefix: CRC-32 (4, little-endian) of every byte after these four; flags (1: bit 0 set =
// the tie rule is fixed, other bits 0); the task (varint byte length ≤ MAX_TASK_BYTES, UTF-8, no control
// characters but line breaks); then the rest: the bytes of a version-1 share link (what follows `#v1.`,
// base64url-decoded). decodeAssignment never throws.

import { ByteReader, ByteWriter, crc32, fromBase64Url, ShareFormatError, toBase64Url } from '../share/bytes.js';
import { decodeState, encodeState, FORMAT_VERSION, linkTextOf, MAX_DECODED_CHARS, MAX_ENCODED_CHARS } from '../share/link.js';
import { algorithmInfo } from '../lib/options.js';
import { CHECKABLE_FAMILIES, TIE_RULES } from '../lib/trace-check.js';

export const ASSIGNMENT_VERSION = 1;
export const ASSIGNMENT_PREFIX = 'assignment-v';
export const MAX_TASK_BYTES = 2000;
const FLAG_TIE_FIXED = 1;

/** True when a URL, fragment or text holds an assignment link. */
export function isAssignmentLink(urlOrFragment) {
  return linkTextOf(String(urlOrFragment ?? '')).trim().startsWith(ASSIGNMENT_PREFIX);
}

/** Whether Check my search can check this algorithm (the library's checkTrace families). */
export function checkableAlgorithm(id) {
  const info = algorithmInfo(id);
  return !!info && CHECKABLE_FAMILIES.includes(info.family);
}

/**
 * The assignment as link text `assignment-v1.<base64url>` (no '#').
 * @param {{state: object, task: string, tieRule?: 'any' | 'fixed'}} assignment state: a share state (app.getState())
 * @returns {Promise<string>}
 * @throws {Error} for a malformed assignment (its message says what), or a map too large for a link
 */
export async function encodeAssignment({ state, task, tieRule = 'any' }) {
  checkTask(task, Error);
  if (!TIE_RULES.includes(tieRule)) throw new Error(`the tie rule must be ${TIE_RULES.join(' or ')}`);
  const algorithm = state?.options?.algorithm ?? 'astar';
  if (!checkableAlgorithm(algorithm)) throw new Error(notCheckable(algorithm));
  // What a student's program needs, nothing of the page's view, step, mode or panels.
  const shared = { width: state.width, height: state.height, cells: state.cells, start: state.start, goal: state.goal, options: state.options, step: null, view: null };
  const link = await encodeState(shared);
  const out = new ByteWriter(link.length);
  out.raw([0, 0, 0, 0]); // CRC-32, filled in below
  out.byte(tieRule === 'fixed' ? FLAG_TIE_FIXED : 0);
  const taskBytes = new TextEncoder().encode(task);
  out.varint(taskBytes.length);
  out.raw(taskBytes);
  out.raw(fromBase64Url(link.slice(`v${FORMAT_VERSION}.`.length)));
  const bytes = out.result();
  new DataView(bytes.buffer).setUint32(0, crc32(bytes.subarray(4)), true);
  const text = `${ASSIGNMENT_PREFIX}${ASSIGNMENT_VERSION}.${toBase64Url(bytes)}`;
  if (text.length > MAX_ENCODED_CHARS) throw new Error(`this assignment is too long for a link (${text.length.toLocaleString('en')} characters; at most ${MAX_ENCODED_CHARS.toLocaleString('en')}): use a smaller map`);
  return text;
}

/** A full assignment URL: baseUrl without its fragment + '#' + encodeAssignment(assignment). */
export async function encodeAssignmentUrl(assignment, baseUrl = globalThis.location?.href ?? '') {
  return `${String(baseUrl).split('#')[0]}#${await encodeAssignment(assignment)}`;
}

/**
 * Decodes assignment text: a full URL, '#assignment-v1.…' or 'assignment-v1.…'. Never throws.
 * @returns {Promise<{ok: true, assignment: {state: object, task: string, tieRule: 'any' | 'fixed'}} | {ok: false, error: string}>}
 */
export async function decodeAssignment(text) {
  try {
    return { ok: true, assignment: await decodeOrThrow(text) };
  } catch (error) {
    // The byte reader's own words ("the link ends too early") are about this link.
    if (error instanceof ShareFormatError) return { ok: false, error: error.message.replace(/^the link\b/, 'the assignment link') };
    return { ok: false, error: `this assignment could not be read (${String(error?.message ?? error).slice(0, 120)})` };
  }
}

async function decodeOrThrow(input) {
  if (typeof input !== 'string') throw new ShareFormatError('an assignment link must be text');
  if (input.length > MAX_DECODED_CHARS) throw new ShareFormatError(`this assignment link is too long (${count(input.length)} characters; at most ${count(MAX_DECODED_CHARS)} are read)`);
  const text = linkTextOf(input).trim();
  const match = /^assignment-v(\d{1,6})\.(.*)$/s.exec(text);
  if (!match) throw new ShareFormatError('this is not a Pathlab assignment link (it should start with #assignment-v1.)');
  const version = Number(match[1]);
  if (version !== ASSIGNMENT_VERSION) {
    throw new ShareFormatError(version > ASSIGNMENT_VERSION
      ? `this assignment was made by a newer Pathlab (assignment format v${version}); this page reads format v${ASSIGNMENT_VERSION}`
      : `unknown assignment format v${version}`);
  }
  if (match[2].length > MAX_ENCODED_CHARS) throw new ShareFormatError(`this assignment link is too long (${count(match[2].length)} characters; assignments are at most ${count(MAX_ENCODED_CHARS)})`);
  const bytes = fromBase64Url(match[2]);
  if (bytes.length < 7) throw new ShareFormatError('the assignment link is cut off (too short to hold an assignment)');
  if (new DataView(bytes.buffer, bytes.byteOffset).getUint32(0, true) !== crc32(bytes.subarray(4))) {
    throw new ShareFormatError('this assignment link is damaged: its checksum does not match, so it was cut off or altered. Ask your teacher for the link again, or copy all of it.');
  }
  const reader = new ByteReader(bytes.subarray(4));
  const flags = reader.byte();
  if (flags & ~FLAG_TIE_FIXED) throw new ShareFormatError('this assignment uses features this page does not know (a newer Pathlab made it)');
  const length = reader.varint();
  if (length > MAX_TASK_BYTES) throw new ShareFormatError(`the assignment's task is too long (${count(length)} bytes; at most ${count(MAX_TASK_BYTES)})`);
  let task;
  try {
    task = new TextDecoder('utf-8', { fatal: true }).decode(reader.take(length));
  } catch (error) {
    if (error instanceof ShareFormatError) throw error;
    throw new ShareFormatError('the assignment\'s task is not readable text');
  }
  checkTask(task, ShareFormatError);
  const decoded = await decodeState(`v${FORMAT_VERSION}.${toBase64Url(reader.take(reader.remaining))}`);
  if (decoded.ok === false) throw new ShareFormatError(`the assignment's map: ${decoded.error.replace(/\bthis link\b/g, 'this assignment').replace(/\bthe link\b/g, 'the assignment')}`);
  const algorithm = decoded.state.options?.algorithm ?? 'astar';
  if (!checkableAlgorithm(algorithm)) throw new ShareFormatError(notCheckable(algorithm));
  return { state: decoded.state, task, tieRule: /** @type {'any' | 'fixed'} */ (flags & FLAG_TIE_FIXED ? 'fixed' : 'any') };
}

function notCheckable(algorithm) {
  const name = algorithmInfo(algorithm)?.name ?? String(algorithm).slice(0, 40);
  return `this assignment asks for ${name}, which Check my search cannot check (it checks breadth-first and depth-first search, Dijkstra, A*, weighted A* and greedy best-first search)`;
}

const LINE_FEED = 0x0a;

// Plain text: line breaks allowed, the other control characters (tab and carriage return among them) and DEL not.
function checkTask(task, ErrorType) {
  if (typeof task !== 'string' || task.trim() === '') throw new ErrorType('the assignment needs a task: say what the students should do');
  if (new TextEncoder().encode(task).length > MAX_TASK_BYTES) throw new ErrorType(`the task is too long (at most ${MAX_TASK_BYTES} bytes)`);
  for (let i = 0; i < task.length; i++) {
    const code = task.charCodeAt(i);
    if ((code < 0x20 && code !== LINE_FEED) || code === 0x7f) throw new ErrorType('the task holds control characters (only line breaks are allowed)');
  }
}

function count(n) {
  return n.toLocaleString('en');
}
