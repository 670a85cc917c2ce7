// The teaching views in share links (optional section 74) and in the embed's
// panels= parameter; older golden links still open unchanged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../web/src/share/link.js';
import { fromBase64Url } from '../../web/src/share/bytes.js';
import { embedQuery, parseEmbedParams } from '../../web/src/share/embed-params.js';

const base = {
  width: 4, height: 3, cells: new Uint8Array(12).fill(1), start: [0, 0], goal: [3, 2],
  options: { algorithm: 'astar', heuristic: 'default', diagonalMovement: 'only-when-no-obstacles', weight: 1, maxExpansions: Infinity,
    tieBreaking: 'lower-h', costModel: 'real', openList: 'heap' },
  step: 3, view: null,
};

describe('share links: the teaching section', () => {
  it('round-trips which panels and toggles are on', async () => {
    for (const teach of [
      { panels: ['code', 'open', 'explain'], arrows: true, numbers: false, micro: true },
      { panels: [], arrows: false, numbers: true, micro: false },
      { panels: ['open'], arrows: true, numbers: true, micro: false },
    ]) {
      const decoded = await decodeState(await encodeState({ ...base, teach }));
      expect(decoded.ok).toBe(true);
      expect(decoded.state.teach).toEqual(teach);
    }
  });

  it('is one optional section (tag 74) of one byte, bits as documented', async () => {
    const text = await encodeState({ ...base, teach: { panels: ['code', 'explain'], arrows: true, numbers: false, micro: true } });
    const plain = await encodeState(base);
    expect(text.length).toBeGreaterThan(plain.length);
    const bytes = fromBase64Url(text.slice(3));
    expect(bytes[4] & 1).toBe(0); // this tiny state is not deflated: the section is readable as is
    const body = [...bytes.slice(7)];
    const at = body.findIndex((b, i) => b === 74 && body[i + 1] === 1);
    expect(at).toBeGreaterThan(0);
    expect(body[at + 2]).toBe(1 | 4 | 8 | 32);
  });

  it('leaves states without it, and every golden link, exactly as before', async () => {
    expect((await decodeState(await encodeState(base))).state.teach).toBeUndefined();
    for (const name of ['v1-golden.txt', 'v1-minimal.txt', 'v1-modes.txt']) {
      const lines = readFileSync(new URL(`../fixtures/links/${name}`, import.meta.url), 'utf8').split('\n').filter((l) => l.includes('v1.'));
      for (const line of lines) {
        const decoded = await decodeState(line.slice(line.indexOf('v1.')).trim());
        expect(decoded.ok, name).toBe(true);
        expect(decoded.state.teach).toBeUndefined();
      }
    }
  });
});

describe('embed panels= parameter', () => {
  it('defaults to no panels, reads lists, all and none, and names unknown panels', () => {
    expect(parseEmbedParams('').panels).toEqual([]);
    expect(parseEmbedParams('?panels=code,open,explain').panels).toEqual(['code', 'open', 'explain']);
    expect(parseEmbedParams('?panels=explain,code').panels).toEqual(['code', 'explain']);
    expect(parseEmbedParams('?panels=all').panels).toEqual(['code', 'open', 'explain']);
    expect(parseEmbedParams('?panels=none').panels).toEqual([]);
    const bad = parseEmbedParams('?panels=code,heap');
    expect(bad.panels).toEqual(['code']);
    expect(bad.problems[0]).toMatch(/unknown panel 'heap'/);
    expect(embedQuery({ panels: ['code', 'open'] })).toBe('?panels=code%2Copen');
    expect(parseEmbedParams(embedQuery({ panels: ['open', 'explain'] })).panels).toEqual(['open', 'explain']);
  });
});
