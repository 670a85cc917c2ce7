// Rules of the tree that keep it easy to hold (docs/contributing.md, "Checks of the code"): a fact
// kept in one list, no file name twice in web/src, comments that give reasons rather than tracker
// numbers or measured figures, source files of at most 650 lines, and commit subjects of at most
// 72 characters from the first commit that followed the rule.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const git = (...args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/** Tracked and new (not ignored) files under the given paths, vendored ones aside. */
function files(...paths) {
  return git('ls-files', '-co', '--exclude-standard', '--', ...paths).split('\n')
    .filter((f) => f && !f.includes('/vendor/') && !f.startsWith('tests/artifacts/'))
    .filter((f) => { try { readFileSync(`${ROOT}${f}`); return true; } catch { return false; } });
}
const read = (file) => readFileSync(`${ROOT}${file}`, 'utf8');
const SOURCES = () => files('web/src', 'web/tools', 'web/embed-element.js', 'cpp', 'tests', '.tools')
  .filter((f) => /\.(?:m?js|cpp|hpp|sh)$/.test(f));

/** Comment text of a source file, line by line: `//` and `#` line comments and block comments. */
function commentLines(text) {
  const out = [];
  text.split('\n').forEach((line, i) => {
    const m = line.match(/(?:^|\s)(?:\/\/|#(?!include|pragma|!)|\/?\*)\s?(.*)$/);
    if (m) out.push([i + 1, m[1]]);
  });
  return out;
}

/** Source without its line comments and block comment lines (a list quoted in a comment is no copy). */
const withoutComments = (text) => text.split('\n').filter((l) => !/^\s*(?:\/\/|\/?\*)/.test(l)).join('\n');

describe('one list per fact', () => {
  // Each fact as a pattern that only its one home may hold.
  const FACTS = [
    ['the teaching panels', /\[\s*'code',\s*'open',\s*'explain'\s*\]/, ['web/src/model/panel-names.js']],
    ["the core's error codes", /'out-of-bounds',\s*'endpoint-wall'|"out-of-bounds",\s*"endpoint-wall"/, ['cpp/core/problem.hpp']],
    ["the open list key's dropped bits", /0x7ffff\b|0x1fff\b/, []],
  ];
  test.each(FACTS)('%s live in one place', (_fact, pattern, homes) => {
    const found = files('web/src', 'web/tools', 'cpp').filter((f) => /\.(?:m?js|cpp|hpp|d\.ts)$/.test(f))
      .filter((f) => pattern.test(withoutComments(read(f))));
    expect(found.sort()).toEqual(homes);
  });
});

test('no file name twice in web/src', () => {
  const byName = {};
  for (const file of files('web/src')) (byName[basename(file)] ??= []).push(file);
  expect(Object.values(byName).filter((list) => list.length > 1)).toEqual([]);
});

describe('comments', () => {
  test('cite no tracker numbers (say the reason instead)', () => {
    const found = SOURCES().flatMap((file) => commentLines(read(file))
      .filter(([, text]) => /\bissues? #?\d+|\bseed \d+/i.test(text)).map(([line, text]) => `${file}:${line}: ${text}`));
    expect(found).toEqual([]);
  });

  test('hold no measured figures (the bench prints those)', () => {
    // A figure that reports a measurement: a verb of measuring, then a number with a unit of time,
    // a speed-up or a share, within one clause.
    const MEASURED = /\b(?:took|takes|measured|faster|slower|speed-?up|costs? about)\b[^.;:]{0,40}?\d[\d.,]*\s?(?:ms|µs|s|%|×)(?![\w-])/i;
    const found = SOURCES().filter((f) => !f.startsWith('web/tools/bench'))
      .flatMap((file) => commentLines(read(file))
        .filter(([, text]) => MEASURED.test(text)).map(([line, text]) => `${file}:${line}: ${text}`));
    expect(found).toEqual([]);
  });
});

test('no source file over 650 lines (vendored and generated files aside)', () => {
  const long = files('web/src', 'web/tools', 'web/embed-element.js', 'cpp')
    .filter((f) => /\.(?:m?js|cpp|hpp|css)$/.test(f))
    .map((f) => [f, read(f).split('\n').length]).filter(([, lines]) => lines > 650);
  expect(long).toEqual([]);
});

// History lives in git and the CHANGELOG: a reference page says what was measured and how, not when or
// under what load (a date's run is a diary entry; a load average describes one afternoon's machine).
test('README and docs hold no dated runs or load averages', () => {
  const dated = files('README.md', 'docs').filter((f) => f.endsWith('.md'))
    .flatMap((f) => read(f).split('\n').map((line, i) => [f, i + 1, line]))
    .filter(([, , line]) => /\bon 20\d\d-\d\d-\d\d\b|\bload (?:average )?\d+\.\d+/.test(line))
    .map(([f, n, line]) => `${f}:${n}: ${line.slice(0, 80)}`);
  expect(dated).toEqual([]);
});

test('commit subjects are at most 72 characters', () => {
  // From the first commit made under the rule; a shallow clone that lacks it checks what it has.
  const FIRST = '4fc4b3e';
  let range;
  try {
    git('cat-file', '-e', `${FIRST}^{commit}`);
    range = [`${FIRST}..HEAD`];
  } catch {
    range = ['-1', 'HEAD'];
  }
  const subjects = git('log', '--format=%s', ...range).split('\n').filter(Boolean);
  expect(subjects.length).toBeGreaterThan(0);
  expect(subjects.filter((s) => s.length > 72)).toEqual([]);
});
