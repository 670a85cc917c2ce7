// How the check compares numbers: the one rule (docs/check-your-search.md, "Writing a trace").
//
// A value a trace reports (g, h, f, a cost) is right when it is the true value as printed:
//   - written as text (the line format, or a quoted string), with the decimals it was printed
//     with: `5.41` is right for 5.41421…, `5.42` is not. A whole number (no decimals) is right
//     only for a whole true value: `g=1` is wrong for a diagonal's 1.41421…;
//   - read as a number (YAML and JSON numbers, where `1.0000` arrives as 1 and the printed
//     decimals are lost), as a value: within a relative VALUE_TOLERANCE of the truth.
// Either way sums that differ from the truth by rounding noise alone are right (NOISE).
//
// Two frontier keys (f, g or h as the algorithm orders cells) tie when they are within the same
// rounding noise, which is wider than the core's own rounding of f (sameKey).

/** Relative tolerance for a number read as a value (a float's 7 significant digits pass). */
export const VALUE_TOLERANCE = 1e-6;
/** Relative slack for sums equal on paper that differ in their last bits. */
const NOISE = 1e-9;

/**
 * Whether a reported number is `truth` as printed.
 * @param {number} reported
 * @param {number} truth
 * @param {number | null | undefined} digits the decimals it was printed with; null: read as a number (a value)
 */
export function matches(reported, truth, digits) {
  if (!Number.isFinite(reported) || !Number.isFinite(truth)) return reported === truth;
  const scale = Math.max(1, Math.abs(truth));
  if (digits === null || digits === undefined) return Math.abs(reported - truth) <= VALUE_TOLERANCE * scale;
  if (digits === 0 && Math.abs(truth - Math.round(truth)) > NOISE * scale) return false;
  return Math.abs(reported - truth) <= 0.5 * 10 ** -digits + NOISE * scale;
}

/** Within rounding noise: two sums of the same costs taken in another order. */
export function nearlyEqual(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b)) return a === b;
  return Math.abs(a - b) <= NOISE * Math.max(1, Math.abs(a), Math.abs(b));
}

/**
 * Whether two frontier keys tie. The core's open list rounds f to 34 significant bits
 * (cpp/core/open_list.hpp; model/frontier-key.js for the page), a relative step of about 1e-10:
 * keys within NOISE of each other cover that rounding and a program summing in another order.
 */
export const sameKey = nearlyEqual;

/** A number for a sentence: whole numbers as they are, others with two decimals. */
export function num(x) {
  if (!Number.isFinite(x)) return String(x);
  return Number.isInteger(x) ? String(x) : x.toFixed(2);
}

/** Two numbers said side by side, with as many decimals as it takes to tell them apart. */
export function numPair(a, b) {
  if (!Number.isFinite(a) || !Number.isFinite(b) || a === b) return [num(a), num(b)];
  for (let d = 2; d <= 12; d++) if (a.toFixed(d) !== b.toFixed(d)) return [a.toFixed(d), b.toFixed(d)];
  return [String(a), String(b)];
}
