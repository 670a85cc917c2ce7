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
const MIN_TIMED_MS = 500;
const MAX_ROUNDS = 15;

/**
 * @returns {{ result: object, micros: number, endToEndMicros: number }} the first call's result, and
 *   the mean time per call of the wasm call and of the whole findPath call
 */
export function timeFindPath(pl, grid, options) {
  const { result, micros: endToEndMicros } = timeCall(() => pl.findPath(grid, options));
  const timed = { result, micros: result.micros, endToEndMicros };
  if (result.micros >= BATCH_MICROS) return timed;
  const { start, goal, ...settings } = options;
  const query = pl.prepareQuery(settings);
  const call = wasmCall(query, grid);
  const n = Math.max(1, Math.min(BATCH_CALLS, Math.ceil(BATCH_MICROS / Math.max(result.micros, 0.05))));
  const t0 = performance.now();
  for (let i = 0; i < n; i++) call(start, goal);
  timed.micros = ((performance.now() - t0) * 1000) / n;
  query.delete();
  return timed;
}

/**
 * A call as a program makes it (findPath, findPathCells): its first result and its mean time in
 * microseconds, repeated back to back while the calls so far took under BATCH_MICROS (at most
 * BATCH_CALLS calls).
 * @returns {{ result: object, micros: number }}
 */
export function timeCall(call) {
  const t0 = performance.now();
  const result = call();
  let micros = (performance.now() - t0) * 1000, calls = 1;
  while (micros < BATCH_MICROS && calls < BATCH_CALLS) {
    call();
    calls++;
    micros = (performance.now() - t0) * 1000;
  }
  return { result, micros: micros / calls };
}

/**
 * The wasm call alone for a prepared query on a grid, as `(start, goal) => status`: the library's
 * own call into the core (Runtime.run's first line), without the JS result. The benchmarks'
 * one use of the library's insides.
 */
export function wasmCall(query, grid) {
  const search = query.runtime.sharedSearch;
  return (start, goal) => search.run(grid.raw, start[0], start[1], goal[0], goal[1], query.raw);
}

/**
 * Runs each pass untimed, again and again until it has run for WARM_UP_MS (at least once), before
 * the timed rounds: V8 runs code from its baseline compilers until it has run a while
 * (docs/performance.md, "Warm and cold: the first searches"), as the native bench's --warmup 1
 * warms its side.
 * @param {(() => unknown)[]} passes
 */
export function warmUp(passes) {
  for (const pass of passes) {
    const t0 = performance.now();
    do pass(); while (performance.now() - t0 < WARM_UP_MS);
  }
}

/**
 * Each engine warmed up, then rounds in which the engines take turns over all the queries (a
 * collection first, so no engine pays for another's garbage): { name: [round][query] answers }.
 * At least `rounds` rounds, and more (up to MAX_ROUNDS) until the timed rounds have run for
 * MIN_TIMED_MS: on a small map a round takes a millisecond or two, and three of them let one
 * spell of a shared machine's load decide a query's median.
 * @param {Record<string, (query: object) => object>} engines
 */
export function takingTurns(engines, queries, rounds) {
  warmUp(Object.values(engines).map((run) => () => queries.forEach(run)));
  const passes = Object.fromEntries(Object.keys(engines).map((k) => [k, []]));
  const t0 = performance.now();
  for (let round = 0; round < rounds || (round < MAX_ROUNDS && performance.now() - t0 < MIN_TIMED_MS); round++) {
    for (const [name, run] of Object.entries(engines)) {
      globalThis.gc?.();
      passes[name].push(queries.map(run));
    }
  }
  return passes;
}
