// The speed slider's log scale: 1 step a second up to 10,000 steps a frame.
import { describe, expect, test } from 'vitest';
import { describeSpeed, sliderToSpeed, speedToSlider } from '../../web/src/ui/controls.js';

describe('speed slider', () => {
  test('spans 1 step/s to 10,000 steps/frame and grows monotonically', () => {
    expect(sliderToSpeed(0)).toBe(1);
    expect(sliderToSpeed(100)).toBe(600_000);
    for (let v = 1; v <= 100; v++) expect(sliderToSpeed(v)).toBeGreaterThanOrEqual(sliderToSpeed(v - 1));
  });

  test('speedToSlider inverts sliderToSpeed', () => {
    for (const v of [0, 10, 23, 50, 77, 100]) expect(speedToSlider(sliderToSpeed(v))).toBe(v);
  });

  test('describes slow speeds per second and fast ones per frame', () => {
    expect(describeSpeed(1)).toBe('1 step/s');
    expect(describeSpeed(20)).toBe('20 steps/s');
    expect(describeSpeed(600_000)).toBe('10,000 steps/frame');
  });
});
