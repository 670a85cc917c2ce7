// docs/contributing.md ("Adding an algorithm") lists the files a new grid search touches, with
// Fringe search's as the example, and says how many there are. This keeps the list true
// against the tree: each listed file exists and names Fringe search, the count is the list's,
// and no other source file names it (by its enumerator, its search's or engine's names, its id
// as a string or its page file), but those of its frontier kind that the same page lists for a
// new kind. The files that find algorithms from the table (the engine registry, the page's index
// of algorithm files) must name none: a hand-kept list there fails here.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { ALGORITHM_INFO, ALGORITHMS } from 'pathlab';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const read = (path) => readFileSync(join(ROOT, path), 'utf8');

/** The section of docs/contributing.md under a "## " heading. */
function section(heading) {
  const found = read('docs/contributing.md').split(/^## /m).find((s) => s.startsWith(`${heading}\n`));
  if (!found) throw new Error(`docs/contributing.md has no section "${heading}"`);
  return found;
}

/** The rows of the first table whose header has `column`: each row's cells, backticks removed. */
function tableRows(text, column) {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.startsWith('|') && l.split('|').map((c) => c.trim()).includes(column));
  if (start < 0) throw new Error(`no table with a column "${column}"`);
  const header = lines[start].split('|').slice(1, -1).map((c) => c.trim());
  const rows = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1).map((c) => c.trim().replace(/`/g, ''));
    rows.push(Object.fromEntries(header.map((h, i) => [h, cells[i]])));
  }
  return rows;
}

// Where the code lives: every file but tests, docs, generated output (web/build/) and copied
// vendor modules. Walked on disk, so that a file not yet committed counts too.
const SOURCE_ROOTS = ['cpp', 'web', '.tools', '.ci', 'CMakeLists.txt', 'package.json', 'eslint.config.js', 'tsconfig.json'];
const NOT_SOURCE = ['web/build', 'web/src/vendor'];
function sourceFiles() {
  const files = [];
  const walk = (path) => {
    if (NOT_SOURCE.includes(path) || !existsSync(join(ROOT, path))) return;
    if (statSync(join(ROOT, path)).isDirectory()) {
      for (const name of readdirSync(join(ROOT, path))) walk(`${path}/${name}`);
    } else if (!path.endsWith('.md')) {
      files.push(path);
    }
  };
  for (const root of SOURCE_ROOTS) walk(root);
  return files;
}

// Fringe search named in code: its enumerator, its search and engine, its id as a string, its page file.
const NAMES_FRINGE = [/\bAlgorithm::Fringe\b/, /\bFringeSearch\b/, /\bfringe_(search|engine)\b/, /['"`]fringe['"`]/, /\balgorithms\/fringe\.js\b|\.\/fringe\.js\b/];
const namesFringe = (text) => NAMES_FRINGE.some((pattern) => pattern.test(text));

const searchRows = tableRows(section('Adding an algorithm'), "Fringe search's");
const kindRows = tableRows(section('Adding a frontier kind'), "now-later's");

describe('docs/contributing.md counts the files of a new search truthfully', () => {
  test('the stated count is the table\'s, and each role is one file', () => {
    const stated = section('Adding an algorithm').match(/That is (\d+) files/);
    expect(stated, 'a sentence "That is N files"').not.toBeNull();
    expect(searchRows.length).toBe(Number(stated[1]));
    expect(new Set(searchRows.map((r) => r["Fringe search's"])).size).toBe(searchRows.length);
  });

  test('each listed file exists and holds Fringe search', () => {
    for (const { "Fringe search's": path } of searchRows) {
      expect(existsSync(join(ROOT, path)), path).toBe(true);
      const text = read(path);
      if (path === 'docs/algorithms.md') expect(text).toMatch(/^## Fringe search$/m);
      else if (path === 'cpp/core/algorithm.hpp') expect(text.match(/enum class Algorithm \{([^}]*)\}/)[1]).toMatch(/^\s*Fringe,$/m);
      else expect(namesFringe(text), `${path} names Fringe search`).toBe(true);
    }
  });

  test('no other source file names Fringe search but those of its frontier kind', () => {
    const kindOfFringe = ALGORITHM_INFO.find((a) => a.id === 'fringe').frontier;
    expect(kindOfFringe).toBe('now-later'); // the kind whose files the second table lists
    const allowed = new Set([...searchRows.map((r) => r["Fringe search's"]), ...kindRows.map((r) => r["now-later's"])]);
    const naming = sourceFiles().filter((path) => namesFringe(read(path)));
    expect(naming.length).toBeGreaterThan(3); // the scan sees the files it should
    expect(naming.filter((path) => !allowed.has(path))).toEqual([]);
  });

  test('the registry and the page\'s index find algorithms from the table, naming none', () => {
    const ids = new RegExp(`['"\`](${ALGORITHMS.map((id) => id.replace(/-/g, '\\-')).join('|')})(\\.js)?['"\`]`);
    const listFree = ['cpp/algorithms/engine_registry.cpp', 'cpp/algorithms/engine_registry.hpp', 'cpp/algorithms/grid_engine.hpp',
      'cpp/algorithms/engine_of.hpp', 'web/src/algorithm-pages/page-files.js'];
    for (const path of listFree) {
      const text = read(path);
      expect(text, path).not.toMatch(/\bAlgorithm::(?!Count\b)[A-Z]\w*/);
      expect(text, path).not.toMatch(ids);
      expect(text, path).not.toMatch(/\bmake[A-Z]\w*Engine\b(?<!makeFleeEngine|makeAgentEngine|makeOtherEngine)/);
      expect(text, path).not.toMatch(/from '\.\/[a-z-]+\.js'/);
    }
  });
});

describe('docs/contributing.md lists the files of a new frontier kind truthfully', () => {
  test('the views that speak of the frontier name no kind: each kind\'s words are its own file', () => {
    const kinds = [...new Set(ALGORITHM_INFO.map((a) => a.frontier))];
    expect(kinds.length).toBeGreaterThan(3);
    const named = new RegExp(`['"\`](${kinds.join('|')})['"\`]`);
    const views = ['web/src/model/frontier.js', 'web/src/model/frontiers/frontier-kinds.js', 'web/src/model/explain.js', 'web/src/learn/questions.js',
      'web/src/learn/predict-judge.js', 'web/src/teach/panels/open-list-panel.js'];
    for (const path of views) expect(read(path).replace(/frontierKind\('priority-queue'\)|FILES\['priority-queue'\]/g, ''), path).not.toMatch(named);
    for (const kind of kinds) expect(existsSync(join(ROOT, `web/src/model/frontiers/${kind}.js`)), kind).toBe(true);
  });

  test('the stated count is the table\'s, and each listed file exists', () => {
    const stated = section('Adding a frontier kind').match(/That is (\d+) files/);
    expect(stated, 'a sentence "That is N files"').not.toBeNull();
    expect(kindRows.length).toBe(Number(stated[1]));
    for (const { "now-later's": path } of kindRows) expect(existsSync(join(ROOT, path)), path).toBe(true);
  });
});
