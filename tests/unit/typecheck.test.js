// TypeScript checks the page's modules against their JSDoc and the library's d.ts
// (tsconfig.json, checkJs): any error fails this test with tsc's report.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

test('tsc finds no type error in web/src', () => {
  const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: ROOT, encoding: 'utf8' });
  expect(tsc.error).toBeUndefined();
  expect(`${tsc.stdout}${tsc.stderr}`.trim()).toBe('');
  expect(tsc.status).toBe(0);
}, 300_000);
