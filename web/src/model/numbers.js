// Numbers for people, as every sentence and panel of the teaching views writes them.

// One formatter each (toLocaleString builds one per call: most of a list's drawing time).
const TWO_DECIMALS = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const WHOLE = new Intl.NumberFormat('en-US');

/** A number for people: 2 decimals ("11.00"), integers as integers under 10/14 costs, ∞, and ? for
 * one not known (the g of a learner's step the rule does not allow). */
export function formatNumber(value, integerCosts = false) {
  if (Number.isNaN(value)) return '?';
  if (value === Infinity) return '∞';
  if (value === -Infinity) return '−∞';
  if (integerCosts && Number.isInteger(value)) return WHOLE.format(value);
  return TWO_DECIMALS.format(value);
}
