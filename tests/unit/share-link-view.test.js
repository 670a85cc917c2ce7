// Section 72 of share links: what the sender saw (the whole map fitted, or a region
// around the view's centre), so that any frame shows the same part of the map.
// Bytes are built here by hand (craftLink), independently of the encoder.
import { describe, expect, it } from 'vitest';
import { decodeState, encodeState } from '../../web/src/share/link.js';
import { craftLink } from './support.js';

const endpoints = [1, [0, 0, 1, 0]];
const float64s = (...values) => [...new Uint8Array(new Float64Array(values).buffer)];
const view = [65, float64s(24, 20, 12)];

describe('the view fit section (72)', () => {
  it('decodes a fitted view and a region from hand-made bytes', async () => {
    const fitted = await decodeState(craftLink({ width: 40, height: 24, sections: [endpoints, view, [72, [1]]] }));
    expect(fitted.ok, fitted.error).toBe(true);
    expect(fitted.state.view).toEqual({ zoom: 24, centerX: 20, centerY: 12, fit: 'map' });
    const region = await decodeState(craftLink({ width: 40, height: 24, sections: [endpoints, view, [72, [2, ...float64s(10.5, 6.25)]]] }));
    expect(region.ok, region.error).toBe(true);
    expect(region.state.view).toEqual({ zoom: 24, centerX: 20, centerY: 12, fit: 'region', span: [10.5, 6.25] });
  });

  it('leaves links without it as they were (zoom and centre only)', async () => {
    const old = await decodeState(craftLink({ width: 40, height: 24, sections: [endpoints, view] }));
    expect(old.state.view).toEqual({ zoom: 24, centerX: 20, centerY: 12 });
  });

  it('round-trips through the encoder', async () => {
    const base = { width: 40, height: 24, cells: new Uint8Array(40 * 24).fill(1), start: [0, 0], goal: [39, 23], options: {}, step: null };
    for (const shown of [{ zoom: 3, centerX: 20, centerY: 12, fit: 'map' }, { zoom: 30, centerX: 5.5, centerY: 7, fit: 'region', span: [46.6, 30] }]) {
      const decoded = await decodeState(await encodeState({ ...base, view: shown }));
      expect(decoded.state.view).toEqual(shown);
    }
  });

  it('refuses a fit without a view, unknown kinds and sizes that are not positive', async () => {
    const errorOf = async (sections) => (await decodeState(craftLink({ width: 4, height: 4, sections }))).error;
    expect(await errorOf([endpoints, [72, [1]]])).toMatch(/no view \(section 65\)/);
    expect(await errorOf([endpoints, view, [72, [3]]])).toMatch(/view fit is 3/);
    expect(await errorOf([endpoints, view, [72, [2, ...float64s(0, 4)]]])).toMatch(/view region is not a positive size/);
    expect(await errorOf([endpoints, view, [72, [2, ...float64s(Infinity, 4)]]])).toMatch(/view region/);
    expect(await errorOf([endpoints, view, [72, [2, 1]]])).toMatch(/ends too early/);
  });
});
