// The page's folders depend in one direction: the order written in docs/architecture.md
// ("Folders and their order") is read from there, and every import under web/src/ that
// runs (static, re-export, dynamic import(), a worker's new URL()) must point to its own
// folder or one to its left. JSDoc type imports are comments and do not count.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const SRC = join(ROOT, 'web/src');

/** The folders in their order, from the code block under the docs' heading. */
function documentedOrder() {
  const doc = readFileSync(join(ROOT, 'docs/architecture.md'), 'utf8');
  const section = doc.split(/^## /m).find((s) => s.startsWith('Folders and their order'));
  if (!section) throw new Error('docs/architecture.md has no section "Folders and their order"');
  const line = section.match(/^```\n([^\n]*→[^\n]*)\n```/m);
  if (!line) throw new Error('the section "Folders and their order" has no code block with the order (a → b → …)');
  return line[1].split('→').map((name) => name.trim());
}

/** Source without comments (a `//` inside a string may cut the rest of its line; imports never hold one). */
function withoutComments(text) {
  return text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"])\/\/.*$/gm, '$1');
}

/** The specifiers a module loads at run time. */
export function importsOf(text) {
  const code = withoutComments(text);
  const found = [];
  const patterns = [
    /^\s*(?:import|export)\b[^;'"]*?\bfrom\s*['"]([^'"]+)['"]/gms, // import … from, export … from
    /^\s*import\s*['"]([^'"]+)['"]/gm, // import 'x' (side effects)
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g, // import('x')
    /\bnew URL\(\s*['"]([^'"]+)['"]\s*,\s*import\.meta\.url\s*\)/g, // workers and the wasm
  ];
  for (const pattern of patterns) for (const match of code.matchAll(pattern)) found.push(match[1]);
  return found;
}

/**
 * The imports of `files` ({ path under web/src: text }) that break `order`: each as
 * "from → to (specifier)". A folder not in the order is a problem of its own.
 */
export function upwardImports(files, order) {
  const rank = new Map(order.map((name, i) => [name, i]));
  const problems = [];
  for (const [path, text] of Object.entries(files)) {
    const folder = path.split('/')[0];
    if (!rank.has(folder)) {
      problems.push(`${path}: its folder ${folder}/ is not in the order of docs/architecture.md`);
      continue;
    }
    for (const specifier of importsOf(text)) {
      if (!specifier.startsWith('.')) continue; // bare names: none in the page; the lib's wasm is outside web/src
      const target = posix.normalize(posix.join(posix.dirname(path), specifier));
      if (target.startsWith('..')) continue; // web/build/ (the wasm core, the catalog) or web/ pages
      const to = target.split('/')[0];
      if (!rank.has(to)) problems.push(`${path} imports ${specifier}: folder ${to}/ is not in the order`);
      else if (rank.get(to) > rank.get(folder)) problems.push(`${path} imports ${specifier}: ${folder}/ may not import ${to}/, which comes after it`);
    }
  }
  return problems;
}

function sourceFiles() {
  const files = {};
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith('.js') || name.endsWith('.mjs')) files[relative(SRC, path).split('\\').join('/')] = readFileSync(path, 'utf8');
    }
  };
  for (const name of readdirSync(SRC)) if (statSync(join(SRC, name)).isDirectory()) walk(join(SRC, name));
  return files;
}

describe('folder order', () => {
  it('reads the order from docs/architecture.md', () => {
    const order = documentedOrder();
    expect(order[0]).toBe('lib');
    expect(order.at(-1)).toBe('embed');
    expect(new Set(order).size).toBe(order.length);
  });

  it('names every folder of web/src in the order', () => {
    const folders = readdirSync(SRC).filter((name) => statSync(join(SRC, name)).isDirectory());
    expect(folders.filter((f) => !documentedOrder().includes(f))).toEqual([]);
  });

  it('finds no import pointing to a folder to its right', () => {
    const files = sourceFiles();
    // The parser sees the page's real imports, so an empty list below means something.
    expect(importsOf(files['app/main.js'])).toContain('./app.js');
    expect(importsOf(files['worker/search-client.js']).some((s) => s.endsWith('search-worker.js'))).toBe(true);
    const problems = upwardImports(files, documentedOrder());
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('catches an upward import, a re-export, a dynamic import and a worker URL, and ignores JSDoc types', () => {
    const order = ['lib', 'model', 'app'];
    const files = {
      'model/a.js': "import { App } from '../app/app.js';",
      'model/b.js': "export { x } from '../app/x.js';",
      'model/c.js': "const m = await import('../app/y.js');",
      'model/d.js': "new Worker(new URL('../app/w.js', import.meta.url));",
      'model/e.js': "/** @param {import('../app/app.js').App} app */\nimport { y } from '../lib/y.js';\n// import('../app/z.js')",
      'model/f.js': 'import {\n  a,\n  b,\n} from "../app/multi.js";',
      'other/g.js': '',
    };
    const problems = upwardImports(files, order);
    expect(problems.filter((p) => p.startsWith('model/')).map((p) => p.split(' ')[0])).toEqual(['model/a.js', 'model/b.js', 'model/c.js', 'model/d.js', 'model/f.js']);
    expect(problems.some((p) => p.startsWith('other/g.js'))).toBe(true);
  });
});
