// Timing findPath queries through the library (wasm) in the benchmarks, once warm.
//   - micros: the wasm call (start, search and outcome, as findPath's own `micros` covers it). A
//     query under BATCH_MICROS is called again back to back, without building its result in JS,
//     and the batch is timed as a whole (at most BATCH_CALLS calls), as the native bench repeats a
//     scenario: a call of a microsecond or less timed alone is mostly the clock's reads.
//   - endToEndMicros: the whole findPath call as a program makes it, options object and result
//     included; repeated back to back the same way.
const BATCH_MICROS = 100;
const BATCH_CALLS = 250;
const WARM_UP_MS = 300;

/**
 * @returns {{ result: object, micros: number, endToEndMicros: number }} the first call's result, and
 *   the mean time per call of the wasm call and of the whole findPath call
 */
export function timeFindPath(pl, grid, options) {
  let t0 = performance.now();
  const result = pl.findPath(grid, options);
  let endToEnd = (performance.now() - t0) * 1000, calls = 1;
  if (result.micros >= BATCH_MICROS) return { result, micros: result.micros, endToEndMicros: endToEnd };
  while (endToEnd < BATCH_MICROS && calls < BATCH_CALLS) {
    pl.findPath(grid, options);
    calls++;
    endToEnd = (performance.now() - t0) * 1000;
  }
  // The wasm call alone: the library's own call into the core (Runtime.run's first line), with
  // the options prepared once.
  const { start, goal, ...settings } = options;
  const query = pl.prepareQuery(settings);
  const search = query.runtime.sharedSearch;
  const n = Math.max(1, Math.min(BATCH_CALLS, Math.ceil(BATCH_MICROS / Math.max(result.micros, 0.05))));
  t0 = performance.now();
  for (let i = 0; i < n; i++) search.run(grid.raw, start[0], start[1], goal[0], goal[1], query.raw);
  const micros = ((performance.now() - t0) * 1000) / n;
  query.delete();
  return { result, micros, endToEndMicros: endToEnd / calls };
}

/**
 * Runs each pass untimed, again and again until it has run for WARM_UP_MS (at least once), before
 * the timed rounds. V8 first runs wasm from its baseline compiler (Liftoff) and moves a function to
 * its optimizing compiler (TurboFan) only once that function has run for a while: a JPS+ query on
 * arena, a microsecond's work, took 2.5 us over its first 4,800 calls in a fresh process and 0.9 us
 * over the next 4,800 (`node --no-liftoff`, TurboFan from the first call: 0.5 us). One pass of short
 * queries is far too short to get there. The native bench's --warmup 1 warms its side; both sides
 * are then measured as a program that searches often runs them.
 * @param {(() => unknown)[]} passes
 */
export function warmUp(passes) {
  for (const pass of passes) {
    const t0 = performance.now();
    do pass(); while (performance.now() - t0 < WARM_UP_MS);
  }
}
