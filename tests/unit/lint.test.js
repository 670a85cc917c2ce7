// ESLint (eslint.config.js) over web/ and tests/, and clang-format (.clang-format) over the
// C++ in check mode: any finding fails the test with the tool's report.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const run = (command, args) => spawnSync(command, args, { cwd: ROOT, encoding: 'utf8' });

test('eslint finds nothing in web/ and tests/', () => {
  const eslint = run(process.execPath, ['node_modules/eslint/bin/eslint.js', 'web', 'tests']);
  expect(eslint.error).toBeUndefined();
  expect(`${eslint.stdout}${eslint.stderr}`.trim()).toBe('');
  expect(eslint.status).toBe(0);
}, 300_000);

test('the C++ is formatted as .clang-format says', () => {
  const format = run('bash', ['.tools/format.sh', '--check']);
  expect(format.error).toBeUndefined();
  expect(format.stderr.trim()).toBe('');
  expect(format.status).toBe(0);
}, 300_000);
