// The searches' times against the release's (web/tools/bench-release.json), printed after every
// `npm run bench` run that measured the maps (the whole run, --astar-only, --jps-only): for each map
// and search, native and wasm medians beside the release's and their ratio. A search more than
// SLOWER_LIMIT slower fails the run loudly: a line starting "BENCH FAILED" and a non-zero exit.
// Figures from another machine say little: the file names the machine it was measured on, and the
// comparison says when this one differs. When a release is cut, `npm run bench -- --write-release`
// writes the file from that run.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';

export const RELEASE_FILE = new URL('./bench-release.json', import.meta.url);
const SLOWER_LIMIT = 0.05;
const SEARCHES = ['astar', 'jps', 'jps-plus', 'bidirectional-astar'];
const ENGINES = [['native', 'nativeMedianMicros'], ['wasm', 'wasmMedianMicros']];

/** The release's figures: { release, commit, machine, maps: { map: { queries, search: { nativeMedianMicros, wasmMedianMicros } } } }. */
export function readRelease() {
  if (!existsSync(RELEASE_FILE)) return null;
  return JSON.parse(readFileSync(RELEASE_FILE, 'utf8'));
}

/** Writes the release file from a report (its maps' search medians). */
export function writeRelease(report, release, commit) {
  const maps = {};
  for (const [map, summary] of Object.entries(report.maps)) {
    maps[map] = { queries: summary.queries };
    for (const search of SEARCHES.filter((s) => summary[s])) {
      maps[map][search] = Object.fromEntries(ENGINES.map(([, key]) => [key, summary[search][key]]));
    }
  }
  const file = { release, commit, when: report.when, command: report.command ?? 'npm run bench', machine: report.machine, maps };
  writeFileSync(RELEASE_FILE, `${JSON.stringify(file, null, 2)}\n`);
}

/**
 * Every search and engine measured both now and in the release, on the same queries (a map's median
 * over another number of queries is over other queries, so it is left out and named in `skipped`).
 * @returns {{ map: string, search: string, engine: string, release: number, now: number, ratio: number, slower: boolean }[] & {skipped?: string[]}}
 */
export function compareWithRelease(report, release) {
  const rows = [];
  rows.skipped = [];
  for (const [map, summary] of Object.entries(report.maps ?? {})) {
    const queries = release.maps[map]?.queries;
    if (queries !== undefined && summary.queries !== undefined && queries !== summary.queries) {
      rows.skipped.push(`${map} (${summary.queries} queries here, ${queries} in the release)`);
      continue;
    }
    for (const search of SEARCHES) {
      const then = release.maps[map]?.[search], now = summary[search];
      if (!then || !now) continue;
      for (const [engine, key] of ENGINES) {
        if (!(then[key] > 0) || !(now[key] > 0)) continue;
        const ratio = now[key] / then[key];
        rows.push({ map, search, engine, release: then[key], now: now[key], ratio, slower: ratio > 1 + SLOWER_LIMIT });
      }
    }
  }
  return rows;
}

/** The comparison's table and verdict lines; `failed` when a search is over the limit. */
export function formatRelease(rows, release, report, table) {
  const us = (x) => (x >= 1000 ? `${(x / 1000).toFixed(2)} ms` : `${x.toFixed(1)} us`);
  const sameMachine = release.machine?.cpu === report.machine?.cpu && release.machine?.cores === report.machine?.cores;
  const lines = [table(`Against release ${release.release} (${release.commit}, web/tools/bench-release.json; medians, now / release; ` +
    `fails above ${(1 + SLOWER_LIMIT).toFixed(2)}x)`,
  ['map', 'search', 'engine', 'release', 'now', 'now / release', 'verdict'],
  rows.map((r) => [r.map, r.search, r.engine, us(r.release), us(r.now), `${r.ratio.toFixed(3)}x`, r.slower ? 'SLOWER' : 'ok']))];
  if (!sameMachine) {
    lines.push(`note: the release was measured on ${release.machine?.cpu} (${release.machine?.cores} cores), this run on ` +
      `${report.machine?.cpu ?? os.cpus()[0]?.model} (${report.machine?.cores ?? os.cpus().length} cores)`);
  }
  if (rows.skipped?.length) lines.push(`not compared, as the release measured other queries: ${rows.skipped.join(', ')}`);
  const slower = rows.filter((r) => r.slower);
  if (rows.length === 0) lines.push('no search measured here was measured in the release: nothing compared');
  for (const r of slower) {
    lines.push(`BENCH FAILED: ${r.search} (${r.engine}) on ${r.map} is ${(100 * (r.ratio - 1)).toFixed(1)} % slower than in release ` +
      `${release.release}: ${us(r.now)} against ${us(r.release)} (limit ${100 * SLOWER_LIMIT} %)`);
  }
  if (rows.length > 0 && slower.length === 0) lines.push(`every search within ${100 * SLOWER_LIMIT} % of release ${release.release} or faster`);
  return { text: lines.join('\n'), failed: slower.length > 0 };
}
