// Errors with a stable code (docs/library.md, "Error codes"). The core's checks come back
// as a message plus the code from the raw object's errorCode(); the library's
// own checks of the same kinds use the same codes.
import { CORE_ERROR_CODES } from '../../build/pathlab-catalog.js';

/**
 * The codes the library sets itself, beside the core's: 'terminated' for a path worker used after
 * terminate() (path-worker.js), 'bad-trace' for a trace written by another program, which is read
 * in JavaScript only (trace-read.js). pathlab.d.ts's ErrorCode names the same two
 * (tests/wasm/error-codes.test.js holds them together).
 */
export const LIBRARY_ERROR_CODES = Object.freeze(['terminated', 'bad-trace']);

/** Every error.code the library sets: the core's (cpp/core/problem.hpp), then its own. */
export const ERROR_CODES = Object.freeze([...CORE_ERROR_CODES, ...LIBRARY_ERROR_CODES]);

/** An Error whose `code` is one of ERROR_CODES. */
export function pathlabError(code, message) {
  const error = /** @type {Error & {code?: string}} */ (new Error(message));
  error.code = code;
  return error;
}

/**
 * A value as an error message shows it: strings quoted, numbers as JavaScript writes them (NaN,
 * Infinity), anything else as JSON; long ones cut at 40 characters.
 */
export function describeValue(value) {
  if (typeof value === 'string') return `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;
  if (typeof value === 'number' || typeof value === 'bigint' || typeof value === 'symbol') return String(value);
  try {
    const text = JSON.stringify(value);
    return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
  } catch {
    return String(value);
  }
}

/** The core's last error, from a raw object with errorCode(), and its message. */
export function coreError(raw, message) {
  return pathlabError(raw.errorCode(), message);
}
