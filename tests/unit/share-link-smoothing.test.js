// The pathSmoothing option in share links: an optional section (73), written
// only when smoothing is on, so links without it are byte for byte as before.
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../web/src/share/link.js';

function state(options) {
  const cells = new Uint8Array(12).fill(1);
  cells[5] = 0x81;
  return { width: 4, height: 3, cells, start: [0, 0], goal: [3, 2], options, step: null, view: null };
}

describe('pathSmoothing in links', () => {
  it('round-trips string pulling', async () => {
    const decoded = await decodeState(await encodeState(state({ algorithm: 'astar', pathSmoothing: 'string-pulling' })));
    expect(decoded.ok).toBe(true);
    expect(decoded.state.options.pathSmoothing).toBe('string-pulling');
  });

  it("writes nothing for 'none', so such links equal links made before the option existed", async () => {
    const without = await encodeState(state({ algorithm: 'theta-star' }));
    expect(await encodeState(state({ algorithm: 'theta-star', pathSmoothing: 'none' }))).toBe(without);
    const decoded = await decodeState(without);
    expect(decoded.ok).toBe(true);
    expect(decoded.state.options.algorithm).toBe('theta-star');
    expect('pathSmoothing' in decoded.state.options).toBe(false);
  });

  it('carries each new algorithm name', async () => {
    for (const algorithm of ['theta-star', 'lazy-theta-star', 'ida-star', 'dfs']) {
      const decoded = await decodeState(await encodeState(state({ algorithm })));
      expect(decoded.state.options.algorithm).toBe(algorithm);
    }
  });

  it('refuses an unknown smoothing when encoding', async () => {
    await expect(encodeState(state({ pathSmoothing: 'bezier' }))).rejects.toThrow("unknown pathSmoothing 'bezier'");
  });
});
