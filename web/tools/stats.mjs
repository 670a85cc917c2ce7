// Summary statistics shared by the benchmark scripts.

/** The median (the mean of the two middle values for an even count); NaN for none. */
export function median(values) {
  const s = [...values].sort((a, b) => a - b);
  const n = s.length;
  return n === 0 ? NaN : n % 2 ? s[(n - 1) / 2] : (s[n / 2 - 1] + s[n / 2]) / 2;
}

/** The arithmetic mean; NaN for none. */
export function mean(values) {
  return values.length === 0 ? NaN : values.reduce((a, b) => a + b, 0) / values.length;
}

/** The median of `rounds` timings (ms) of fn(). */
export function timeMedian(rounds, fn) {
  const times = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  return median(times);
}
