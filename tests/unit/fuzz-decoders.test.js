// A short coverage-guided run of the share-link and lesson-link decoders, the trace readers, the assignment JSON
// reader and a class's grading (web/tools/fuzz-decoders.mjs;
// `npm run fuzz` runs it longer, with the libFuzzer map reader): no input makes a decoder throw or answer
// out of its contract, and the guidance works (mutants reach decoder code the seeds alone do not).
import { describe, expect, it } from 'vitest';
import { fuzzDecoder } from '../../web/tools/fuzz-decoders.mjs';

describe('coverage-guided fuzzing of the link decoders and trace readers', () => {
  it.each(['link', 'lesson', 'trace', 'assignment', 'assignment-json', 'batch'])('%s decoder: 1,000 runs, no crash, coverage grows', async (target) => {
    const r = await fuzzDecoder(target, { runs: 1000, seconds: 600 });
    console.log(`${target} decoder: ${r.runs} runs, ${r.crashes.length} crashes, corpus ${r.corpus}, blocks ${r.blocks} (seeds ${r.seedBlocks})`);
    expect(r.crashes).toEqual([]);
    expect(r.runs).toBe(1000);
    expect(r.blocks).toBeGreaterThan(r.seedBlocks);
  }, 300_000);
});
