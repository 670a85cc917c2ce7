// Every relative link of README.md and docs/ resolves: the file exists and, with
// a #fragment, the target Markdown file has a heading with that GitHub anchor. The code's
// citations of a docs heading (docs/library.md, "Error codes") name headings that exist.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

function markdownFiles() {
  const files = ['README.md', 'CONTRIBUTING.md', 'CHANGELOG.md'].filter((f) => existsSync(join(ROOT, f)));
  const walk = (dir) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (name.endsWith('.md')) files.push(path);
    }
  };
  walk('docs');
  return files;
}

/** Markdown without fenced code blocks and inline code, which hold no links. */
function prose(text) {
  return text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/`[^`\n]*`/g, (code) => ' '.repeat(code.length));
}

/** GitHub's anchor for a heading: its text lowercased, punctuation dropped, spaces as hyphens. */
export function githubAnchor(heading) {
  const text = heading
    .replace(/`([^`]*)`/g, (_, code) => code.replace(/[<>]/g, '')) // code spans: their text, never HTML
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1') // links and images: their text
    .replace(/\\(.)/g, '$1') // escapes
    .replace(/<[^>]+>/g, ''); // inline HTML
  return text.trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/ /g, '-');
}

function anchorsOf(text) {
  const seen = new Map();
  const anchors = new Set();
  for (const line of text.replace(/^```[^\n]*\n[\s\S]*?^```[ \t]*$/gm, '').split('\n')) {
    const m = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (!m) continue;
    const base = githubAnchor(m[1]);
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    anchors.add(n === 0 ? base : `${base}-${n}`);
  }
  return anchors;
}

/** [text](target) and ![alt](target) links, and src/href attributes of inline HTML. */
function linksOf(text) {
  const links = [];
  const body = prose(text);
  const lineOf = (index) => body.slice(0, index).split('\n').length;
  for (const m of body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ target: m[1], line: lineOf(m.index) });
  for (const m of body.matchAll(/\b(?:src|href)="([^"]+)"/g)) links.push({ target: m[1], line: lineOf(m.index) });
  return links;
}

describe('githubAnchor', () => {
  it('follows GitHub’s rule on the kinds of headings these docs use', () => {
    expect(githubAnchor('Replanning: LPA\\* and D\\* Lite')).toBe('replanning-lpa-and-d-lite');
    expect(githubAnchor('The `<pathlab-embed>` element')).toBe('the-pathlab-embed-element');
    expect(githubAnchor('Link format, version 1')).toBe('link-format-version-1');
    expect(githubAnchor('Tried and did not help')).toBe('tried-and-did-not-help');
  });
});

describe('links in README.md and docs/', () => {
  const files = markdownFiles();
  it('finds the documentation', () => {
    expect(files).toContain('README.md');
    expect(files.length).toBeGreaterThan(5);
  });
  for (const file of files) {
    it(`${file}: every relative link and #anchor resolves`, () => {
      const text = readFileSync(join(ROOT, file), 'utf8');
      const broken = [];
      for (const { target, line } of linksOf(text)) {
        if (/^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//')) continue; // http:, mailto:, data: …
        const [path, fragment] = target.split('#');
        const resolved = path ? join(dirname(join(ROOT, file)), decodeURIComponent(path)) : join(ROOT, file);
        if (!existsSync(resolved)) {
          broken.push(`line ${line}: ${target} (no file ${relative(ROOT, resolved)})`);
          continue;
        }
        if (fragment !== undefined && resolved.endsWith('.md') && !anchorsOf(readFileSync(resolved, 'utf8')).has(fragment)) {
          broken.push(`line ${line}: ${target} (no heading with that anchor in ${relative(ROOT, resolved)})`);
        }
      }
      expect(broken, `${file}:\n${broken.join('\n')}`).toEqual([]);
    });
  }
});

/** The source files whose comments may cite the docs: code, tools, tests and scripts. */
function sourceFiles() {
  const files = [];
  const walk = (dir) => {
    for (const name of readdirSync(join(ROOT, dir))) {
      const path = `${dir}/${name}`;
      if (name === 'vendor' || name === 'node_modules' || name === 'artifacts' || name === 'data') continue;
      if (statSync(join(ROOT, path)).isDirectory()) walk(path);
      else if (/\.(js|mjs|cpp|hpp|sh|py)$/.test(name)) files.push(path);
    }
  };
  for (const dir of ['web/src', 'web/tools', 'cpp', 'tests', '.tools', 'docs/starters']) if (existsSync(join(ROOT, dir))) walk(dir);
  return files;
}

describe('docs headings cited in the code', () => {
  it('every citation docs/<page>.md, "<heading>" names a heading of that page', () => {
    const broken = [];
    let cited = 0;
    for (const file of sourceFiles()) {
      const text = readFileSync(join(ROOT, file), 'utf8');
      for (const m of text.matchAll(/docs\/([a-z-]+\.md),? \(?"([^"\n]+)"/g)) {
        const page = join(ROOT, 'docs', m[1]);
        cited++;
        if (!existsSync(page)) broken.push(`${file}: docs/${m[1]} does not exist`);
        else if (!anchorsOf(readFileSync(page, 'utf8')).has(githubAnchor(m[2]))) broken.push(`${file}: docs/${m[1]} has no heading "${m[2]}"`);
      }
    }
    expect(cited).toBeGreaterThan(40);
    expect(broken).toEqual([]);
  });
});
