// Every algorithm the library calls optimal has a conformance file here.
import { existsSync } from 'node:fs';
import { expect, test } from 'vitest';
import { OPTIMAL_ALGORITHMS } from 'pathlab';

test.each(OPTIMAL_ALGORITHMS)('%s has a conformance test file', (algorithm) => {
  expect(existsSync(new URL(`./${algorithm}.test.js`, import.meta.url))).toBe(true);
});
