// The yaml parser copied into web/src/vendor/yaml/ is the package's browser build as published, byte
// for byte (docs/contributing.md, "Dependencies"): the dev dependency of the same version is the original.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const COPY = join(ROOT, 'web/src/vendor/yaml');
const ORIGINAL = join(ROOT, 'node_modules/yaml/browser/dist');

function files(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const path = join(d, name);
      if (statSync(path).isDirectory()) walk(path);
      else out.push(relative(dir, path));
    }
  };
  walk(dir);
  return out.sort();
}

describe('the vendored yaml parser', () => {
  it('is the published browser build, file for file', () => {
    const original = files(ORIGINAL);
    const copy = files(COPY).filter((f) => f !== 'LICENSE' && f !== 'index.d.ts');
    expect(copy).toEqual(original);
    for (const f of original) expect(readFileSync(join(COPY, f)).equals(readFileSync(join(ORIGINAL, f))), f).toBe(true);
    expect(readFileSync(join(COPY, 'LICENSE'), 'utf8')).toBe(readFileSync(join(ROOT, 'node_modules/yaml/LICENSE'), 'utf8'));
    expect(JSON.parse(readFileSync(join(ROOT, 'node_modules/yaml/package.json'), 'utf8')).version).toBe('2.9.1');
  });
});
