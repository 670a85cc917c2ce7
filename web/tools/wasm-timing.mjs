// Timing one findPath query through the library (wasm) in the benchmarks.
// A query is repeated, back to back, until its calls have taken BATCH_MICROS (at most
// BATCH_CALLS calls), and its times are the means: one call of a microsecond or less is
// swamped by the clock's reads and the machine's jitter.
const BATCH_MICROS = 20;
const BATCH_CALLS = 100;

/**
 * @returns {{ result: object, micros: number, endToEndMicros: number }} the last call's result; the
 *   mean of findPath's own `micros` and of the whole call's time, over the calls
 */
export function timeFindPath(pl, grid, options) {
  const t0 = performance.now();
  let result = pl.findPath(grid, options);
  let micros = result.micros, calls = 1;
  while ((performance.now() - t0) * 1000 < BATCH_MICROS && calls < BATCH_CALLS) {
    result = pl.findPath(grid, options);
    micros += result.micros;
    calls++;
  }
  return { result, micros: micros / calls, endToEndMicros: ((performance.now() - t0) * 1000) / calls };
}
