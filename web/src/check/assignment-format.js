// Assignment links: a teacher's task for "Check my search" (docs/check-your-search.md, "Assignments") in a
// URL fragment, `#assignment-v1.<base64url>`. Pure JS, no DOM. The map, start, goal and options are a
// share link's bytes, written and read by the share link's own code (share/link.js: its checksum,
// compression, size limits and option checks); around them go the task text and whether the tie rule
// is fixed and whether the students may see Pathlab's own run (PATHLAB_RUN), under a checksum of their own.
//
//   const text = await encodeAssignment({ state, task, tieRule, pathlabRun });   // state: app.getState()
//   const r = await decodeAssignment(text);   // { ok: true, assignment: { state, task, tieRule, pathlabRun } } | { ok: false, error }
//
// The links' one container (share/container.js), not compressed: flag bit 0 set = the tie rule is fixed,
// bits 1 and 2 = PATHLAB_RUN's `bits` (0 in links made before there was a choice: the run is shown);
// its head is the task (varint byte length ≤ MAX_TASK_BYTES, UTF-8, no control characters but line
// breaks), its body the bytes of a version-1 share link (what follows `#v1.`, base64url-decoded).
// decodeAssignment never throws.

import { fromBase64Url, ShareFormatError, toBase64Url } from '../share/bytes.js';
import { isLinkOf, linkUrl, openContainer, refusalOf, sealContainer } from '../share/container.js';
import { decodeState, encodeState, FORMAT_VERSION, MAX_ENCODED_CHARS } from '../share/link.js';
import { algorithmInfo, optionDefault } from '../lib/options.js';
import { CHECKABLE_FAMILIES, TIE_RULES } from '../lib/check-options.js';

export const ASSIGNMENT_VERSION = 1;
export const ASSIGNMENT_PREFIX = 'assignment-v';
export const MAX_TASK_BYTES = 2000;
const FLAG_TIE_FIXED = 1;
const RUN_SHIFT = 1;
const RUN_MASK = 0b11 << RUN_SHIFT;

/**
 * Whether the students may see Pathlab's own run of the assignment (Play on the board, the Posthoc download,
 * the check's second board): the one table of the choice. `field` names it in the assignment's JSON, each
 * value's `bits` are its flag bits in the link, `teacher` says it in the teacher's menu and `withheld` tells
 * the student while the run is hidden. A link without the bits (made before the choice) shows the run.
 */
export const PATHLAB_RUN = Object.freeze({
  field: 'pathlabRun',
  default: 'always',
  values: Object.freeze([
    Object.freeze({ id: 'always', bits: 0, teacher: 'Always', withheld: '' }),
    Object.freeze({ id: 'after-correct', bits: 1, teacher: 'After their own check is correct',
      withheld: 'Pathlab’s own run of this assignment (Play, its trace) is hidden until your check is correct.' }),
    Object.freeze({ id: 'never', bits: 2, teacher: 'Never', withheld: 'Pathlab’s own run of this assignment (Play, its trace) is hidden: your teacher keeps it.' }),
  ]),
});
const RUN_IDS = PATHLAB_RUN.values.map((v) => v.id);

/**
 * Whether the students see Pathlab's own run under an assignment's rule, their check correct or not yet.
 * @param {string} rule one of PATHLAB_RUN's ids
 * @param {boolean} passed a check of this assignment was correct
 */
export function pathlabRunShown(rule, passed) {
  return rule === 'always' || (rule === 'after-correct' && passed);
}

/** @type {import('../share/container.js').LinkFormat} */
const ASSIGNMENT_LINK = Object.freeze({
  prefix: ASSIGNMENT_PREFIX, version: ASSIGNMENT_VERSION, deflate: false, flags: FLAG_TIE_FIXED | RUN_MASK,
  minBytes: 7, // checksum, flags, the task's length and a byte
  maxChars: MAX_ENCODED_CHARS,
  words: { link: 'assignment link', kind: 'assignment', holds: 'assignment', askFrom: 'your teacher' },
});

/** True when a URL, fragment or text holds an assignment link. */
export function isAssignmentLink(urlOrFragment) {
  return isLinkOf(ASSIGNMENT_LINK, urlOrFragment);
}

/** Whether Check my search can check this algorithm (the library's checkTrace families). */
export function checkableAlgorithm(id) {
  const info = algorithmInfo(id);
  return !!info && CHECKABLE_FAMILIES.includes(info.family);
}

/**
 * The assignment as link text `assignment-v1.<base64url>` (no '#').
 * @param {{state: object, task: string, tieRule?: 'any' | 'fixed', pathlabRun?: string}} assignment state: a share state
 *   (app.getState()); pathlabRun: one of PATHLAB_RUN's ids
 * @returns {Promise<string>}
 * @throws {Error} for a malformed assignment (its message says what), or a map too large for a link
 */
export async function encodeAssignment({ state, task, tieRule = 'any', pathlabRun = PATHLAB_RUN.default }) {
  checkTask(task, Error);
  if (!TIE_RULES.includes(tieRule)) throw new Error(`the tie rule must be ${TIE_RULES.join(' or ')}`);
  const run = PATHLAB_RUN.values.find((v) => v.id === pathlabRun);
  if (!run) throw new Error(`whether students see Pathlab’s run must be ${RUN_IDS.join(', ')}`);
  const algorithm = state?.options?.algorithm ?? optionDefault('algorithm');
  if (!checkableAlgorithm(algorithm)) throw new Error(notCheckable(algorithm));
  // What a student's program needs, nothing of the page's view, step, mode or panels.
  const shared = { width: state.width, height: state.height, cells: state.cells, start: state.start, goal: state.goal, options: state.options, step: null, view: null };
  const link = await encodeState(shared);
  const text = await sealContainer(ASSIGNMENT_LINK, {
    flags: (tieRule === 'fixed' ? FLAG_TIE_FIXED : 0) | (run.bits << RUN_SHIFT),
    head: (out) => out.text(task),
    body: fromBase64Url(link.slice(`v${FORMAT_VERSION}.`.length)),
  });
  if (text.length > MAX_ENCODED_CHARS) throw new Error(`this assignment is too long for a link (${text.length.toLocaleString('en')} characters; at most ${MAX_ENCODED_CHARS.toLocaleString('en')}): use a smaller map`);
  return text;
}

/**
 * A full assignment URL: baseUrl (default: the current page) without its fragment + '#' + encodeAssignment(assignment).
 * @param {{state: object, task: string, tieRule?: 'any' | 'fixed', pathlabRun?: string}} assignment
 * @param {string} [baseUrl]
 */
export async function encodeAssignmentUrl(assignment, baseUrl) {
  return linkUrl(await encodeAssignment(assignment), baseUrl);
}

/**
 * Decodes assignment text: a full URL, '#assignment-v1.…' or 'assignment-v1.…'. Never throws.
 * @returns {Promise<{ok: true, assignment: {state: object, task: string, tieRule: 'any' | 'fixed', pathlabRun: string}} | {ok: false, error: string}>}
 */
export async function decodeAssignment(text) {
  try {
    return { ok: true, assignment: await decodeOrThrow(text) };
  } catch (error) {
    // The byte reader's own words ("the link ends too early") are about this link.
    return { ok: false, error: refusalOf(error, ASSIGNMENT_LINK).replace(/^the link\b/, 'the assignment link') };
  }
}

async function decodeOrThrow(input) {
  const { flags, head, body } = openContainer(input, ASSIGNMENT_LINK);
  const run = PATHLAB_RUN.values.find((v) => v.bits === (flags & RUN_MASK) >> RUN_SHIFT);
  if (!run) throw new ShareFormatError('this assignment link asks for a rule about Pathlab’s run that this Pathlab does not know: it may be made by a newer Pathlab');
  const task = head.text(MAX_TASK_BYTES, 'the assignment\'s task');
  checkTask(task, ShareFormatError);
  const decoded = await decodeState(`v${FORMAT_VERSION}.${toBase64Url(await body())}`);
  if (decoded.ok === false) throw new ShareFormatError(`the assignment's map: ${decoded.error.replace(/\bthis link\b/g, 'this assignment').replace(/\bthe link\b/g, 'the assignment')}`);
  const algorithm = decoded.state.options?.algorithm ?? optionDefault('algorithm');
  if (!checkableAlgorithm(algorithm)) throw new ShareFormatError(notCheckable(algorithm));
  return { state: decoded.state, task, tieRule: /** @type {'any' | 'fixed'} */ (flags & FLAG_TIE_FIXED ? 'fixed' : 'any'), pathlabRun: run.id };
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
