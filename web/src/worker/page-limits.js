// Limits the page puts on searches that could otherwise run for hours: IDA*
// repeats its work without end on ordinary maps (docs/algorithms.md,
// "IDA*"), so without a cap of the user's the page stops it.
// The library itself sets no such limit.

export const PAGE_IDA_STAR_CAP = 500_000;

/** The options the worker runs: as given, or with the page's cap for IDA*. */
export function withPageLimits(options) {
  if (options.algorithm !== 'ida-star' || (options.maxExpansions ?? Infinity) !== Infinity) return options;
  return { ...options, maxExpansions: PAGE_IDA_STAR_CAP };
}
