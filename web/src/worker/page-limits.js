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

/**
 * Why a search stopped at the page's cap, in words with a way out, or '' when it did not (the note
 * under the playback controls and the Stats card). `options` as searched (no cap of the user's),
 * `result` the search's.
 */
export function pageCapNote(options, result) {
  if (options?.algorithm !== 'ida-star' || (options.maxExpansions ?? Infinity) !== Infinity) return '';
  if (result?.status !== 'limit' || result.stoppedBy !== 'maxExpansions') return '';
  const passes = result.iterations ? ` (${result.iterations.toLocaleString('en')} passes here)` : '';
  return `IDA* stops at this page's cap of ${PAGE_IDA_STAR_CAP.toLocaleString('en')} expansions before reaching the goal: `
    + `each deepening pass starts again from the start and expands the cells of the last pass again${passes}, `
    + 'so its work grows very fast with the distance to the goal. Try it on a smaller map (20 × 12 in the Map card), '
    + 'or set an expansion cap of your own in the search options.';
}
