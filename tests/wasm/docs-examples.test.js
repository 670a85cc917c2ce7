// Every ```js example of README.md and docs/*.md, run as written in a fresh Node
// process against the built library (`import ... from 'pathlab'` is this package;
// relative imports resolve from the repository's root, where a reader runs them).
// Examples that only a browser can run are fenced as ```html; nothing is skipped.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FILES = ['README.md', ...readdirSync(join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).sort().map((f) => `docs/${f}`)];

/** The ```js blocks of a Markdown text, with the line each starts on. */
export function jsBlocks(text) {
  const blocks = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i].trim() !== '```js') continue;
    const start = i + 1;
    let end = start;
    while (end < lines.length && lines[end].trim() !== '```') end++;
    blocks.push({ line: start, code: lines.slice(start, end).join('\n') });
    i = end;
  }
  return blocks;
}

let ran = 0;
afterAll(() => console.log(`[docs] ${ran} JavaScript examples ran, from ${FILES.length} Markdown files`));

describe('the examples of the documentation run', () => {
  it('finds examples to run', () => {
    expect(FILES.flatMap((f) => jsBlocks(readFileSync(join(ROOT, f), 'utf8'))).length).toBeGreaterThan(10);
  });
  for (const file of FILES) {
    for (const { line, code } of jsBlocks(readFileSync(join(ROOT, file), 'utf8'))) {
      it(`${file}, the example on line ${line}`, () => {
        const run = spawnSync(process.execPath, ['--input-type=module'], {
          input: code, cwd: ROOT, encoding: 'utf8', timeout: 60_000,
        });
        expect(run.status, `${file}:${line} failed:\n${run.stderr}`).toBe(0);
        ran++;
      });
    }
  }
});
