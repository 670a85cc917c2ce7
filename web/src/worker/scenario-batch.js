// The search worker's scenario batch ("Run all" on a .scen file): every listed
// scenario searched on one map with one set of options, without a trace (only
// the result counts), reporting progress as it goes so the page can show it and
// stop it (the page stops a batch by terminating its worker).
//
// Request:  { id, type: 'batch', batch: { width, height, cells: Uint8Array, options, scenarios: [[sx, sy, gx, gy], …] } }
// Replies:  { id, ok: true, progress: true, from, results: [{ status, cost, expanded, micros, precomputeMicros?, precomputeBytes? } | { error }, …] }
//           for each slice of about REPORT_EVERY_MS, then { id, ok: true, done: true }

import { gridWith } from './worker-grid.js';

const REPORT_EVERY_MS = 100;

/** Runs the batch, calling post(message) with each slice of results and once at the end. */
export function runScenarioBatch(pl, { width, height, cells, options, scenarios }, post) {
  const grid = gridWith(pl, width, height, cells);
  let from = 0;
  let results = [];
  let since = performance.now();
  for (let i = 0; i < scenarios.length; i++) {
    const [sx, sy, gx, gy] = scenarios[i];
    results.push(searchOne(pl, grid, { ...options, start: [sx, sy], goal: [gx, gy] }));
    if (performance.now() - since >= REPORT_EVERY_MS || i === scenarios.length - 1) {
      post({ progress: true, from, results });
      from = i + 1;
      results = [];
      since = performance.now();
    }
  }
  post({ done: true });
}

function searchOne(pl, grid, options) {
  try {
    const { status, cost, expanded, micros, precomputeMicros, precomputeBytes } = pl.findPath(grid, options);
    return { status, cost, expanded, micros, ...(precomputeMicros === undefined ? {} : { precomputeMicros, precomputeBytes }) };
  } catch (error) {
    return { error: error?.message ?? String(error) };
  }
}
