// The Stats card's words for JPS+'s jump table (web/src/ui/stats-panels.js): its size and build time.
import { describe, expect, test } from 'vitest';
import { formatBytes, tableBuildText } from '../../web/src/ui/stats-panels.js';

describe('the jump table in words', () => {
  test('sizes read in bytes, kB or MB (1,024 bytes to the kB)', () => {
    expect(formatBytes(0)).toBe('0 bytes');
    expect(formatBytes(1023)).toBe('1023 bytes');
    expect(formatBytes(1024)).toBe('1 kB');
    expect(formatBytes(135200)).toBe('132 kB'); // 130 x 130 padded cells, 8 bytes each
    expect(formatBytes(2 * 1024 * 1024 + 200 * 1024)).toBe('2.2 MB');
  });

  test('the table names its size and build time, and searches without one get no words', () => {
    expect(tableBuildText({ precomputeMicros: 12350, precomputeBytes: 2 * 1024 * 1024 })).toMatch(/^table of 2 MB built in 12\.35 ms, once per map$/);
    expect(tableBuildText({ precomputeMicros: 80, precomputeBytes: 900 })).toMatch(/^table of 900 bytes built in 80 µs, once per map$/);
    expect(tableBuildText({ micros: 5 })).toBe('');
    expect(tableBuildText(undefined)).toBe('');
  });
});
