// The npm package as a user gets it: `npm pack`, then the tarball installed into
// an empty temporary project and used in Node (ESM), in a browser page through an
// import map (no bundler), in a Vite build and the Vite dev server, and from
// TypeScript (--strict, nodenext); its command, `npx pathlab check`, with its exit statuses.
import { execFile } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../web/tools/serve.mjs';
import { launchBrowser, screenshot } from '../e2e/support.js';

const run = promisify(execFile);
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('./project/', import.meta.url));
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const VITE = join(ROOT, 'node_modules/vite/bin/vite.js');

// The expected results, worked out by hand in project/check.js's comments (not by the library).
const EXPECTED = JSON.parse(readFileSync(join(FIXTURES, 'expected.json'), 'utf8'));

let temp;
let project;
let packed;

beforeAll(async () => {
  temp = mkdtempSync(join(tmpdir(), 'pathlab-package-'));
  // npm pack runs `prepack` (the wasm build, incremental) and reports what the tarball holds.
  const { stdout } = await run('npm', ['pack', '--json', '--pack-destination', temp], { cwd: ROOT, maxBuffer: 64 << 20 });
  packed = JSON.parse(stdout.slice(stdout.search(/^\[\s*$/m)))[0]; // after the build's own output
  project = join(temp, 'app');
  cpSync(FIXTURES, project, { recursive: true });
  // An empty project that installs nothing but the tarball (it has no dependencies: no registry needed).
  await run('npm', ['install', '--offline', '--no-audit', '--no-fund', '--loglevel=error', join(temp, packed.filename)], { cwd: project });
}, 600_000);

afterAll(() => {
  if (temp) rmSync(temp, { recursive: true, force: true });
});

describe('npm pack', () => {
  it('ships the library, its types and the built wasm, and nothing else', () => {
    const files = packed.files.map((f) => f.path).sort();
    expect(files).toContain('web/src/lib/pathlab.js');
    expect(files).toContain('web/src/lib/pathlab.d.ts');
    expect(files).toContain('web/build/pathlab-core.mjs');
    expect(files).toContain('web/build/pathlab-core.wasm');
    expect(files).toContain('web/build/pathlab-catalog.js');
    expect(files).toContain('web/build/pathlab-catalog.d.ts');
    expect(files).toContain('web/src/lib/cli.js'); // the command, package.json's bin
    expect(files).toContain('web/src/vendor/yaml/index.js'); // the trace reader's YAML parser
    const outside = files.filter((f) => !f.startsWith('web/src/lib/') && !f.startsWith('web/src/vendor/yaml/')
      && !/^web\/build\/pathlab-(core|catalog)\./.test(f));
    expect(outside.sort()).toEqual(['LICENSE', 'README.md', 'package.json']); // npm always adds these three
    console.log(`[package] ${packed.filename}: ${files.length} files, ${(packed.size / 1024).toFixed(1)} KiB packed, `
      + `${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked`);
  });
});

describe('the installed package', () => {
  it('works in Node: import { loadPathlab } from "pathlab"', async () => {
    const { stdout } = await run(process.execPath, ['node-check.mjs'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual(EXPECTED);
  });

  it('works in a browser page through an import map, with no bundler', async () => {
    const server = await startServer({ port: 0, root: project });
    try {
      const result = await openAndRead(`http://127.0.0.1:${server.address().port}/importmap.html`, 'package-importmap');
      expect(result.value).toEqual(EXPECTED);
      expect(result.wasm).toEqual([expect.stringMatching(/\/node_modules\/pathlab\/web\/build\/pathlab-core\.wasm$/)]);
    } finally {
      server.close();
    }
  });

  it('works in a Vite build, served under a sub-path, with the wasm found at run time', async () => {
    const build = await run(process.execPath, [VITE, 'build', '--logLevel', 'warn'], { cwd: project });
    expect(`${build.stdout}${build.stderr}`, 'vite build warnings').toBe('');
    // The built site served from a sub-directory of the host, as a project page would be.
    const host = join(temp, 'host');
    mkdirSync(host, { recursive: true });
    cpSync(join(project, 'dist'), join(host, 'game'), { recursive: true });
    const server = await startServer({ port: 0, root: host });
    try {
      const result = await openAndRead(`http://127.0.0.1:${server.address().port}/game/`, 'package-vite');
      expect(result.value).toEqual(EXPECTED);
      expect(result.wasm).toEqual([expect.stringMatching(/\/game\/assets\/pathlab-core-[\w-]+\.wasm$/)]);
    } finally {
      server.close();
    }
  });

  it('works with the Vite dev server', async () => {
    const { createServer } = await import('vite');
    const server = await createServer({ root: project, configFile: join(project, 'vite.config.js'), server: { host: '127.0.0.1', port: 0 } });
    await server.listen();
    try {
      const result = await openAndRead(server.resolvedUrls.local[0], 'package-vite-dev');
      expect(result.value).toEqual(EXPECTED);
      expect(result.wasm).toEqual([expect.stringMatching(/\/node_modules\/pathlab\/web\/build\/pathlab-core\.wasm$/)]);
    } finally {
      await server.close();
    }
  });

  it('type-checks correct TypeScript under --strict and runs it', async () => {
    const tsc = await run(process.execPath, [TSC, '-p', 'tsconfig.json'], { cwd: project }).catch((error) => error);
    expect(tsc.stdout ?? '', 'tsc errors in good.ts').toBe('');
    const { stdout } = await run(process.execPath, ['out/good.js'], { cwd: project });
    expect(JSON.parse(stdout)).toEqual(EXPECTED);
  });

  it('refuses wrong TypeScript: a start that is not [x, y], unknown names, a wrong result field', async () => {
    const failure = await run(process.execPath, [TSC, '-p', 'tsconfig.bad.json'], { cwd: project }).then(() => null, (error) => error);
    expect(failure, 'tsc accepted bad.ts').not.toBeNull();
    const errors = failure.stdout.trim().split('\n').filter((line) => /error TS\d+/.test(line));
    const lines = errors.map((line) => Number(/bad\.ts\((\d+),/.exec(line)?.[1]));
    // Every line marked "// wrong" in bad.ts, and only those, has an error.
    const marked = readFileSync(join(project, 'bad.ts'), 'utf8').split('\n')
      .flatMap((text, i) => (text.includes('// wrong') ? [i + 1] : []));
    expect(marked.length).toBeGreaterThanOrEqual(6);
    expect([...new Set(lines)].sort((a, b) => a - b)).toEqual(marked);
    expect(failure.stdout).toMatch(/bad\.ts\(\d+,\d+\): error TS2322: Type 'string' is not assignable to type 'Point'/);
  });
});

describe('npx pathlab check, from the installed package', () => {
  // The JavaScript starter's run on the test map, and a copy with its second expansion's g made wrong.
  beforeAll(async () => {
    cpSync(join(ROOT, 'tests/data/check/room.map'), join(project, 'room.map'));
    const { stdout } = await run(process.execPath, [join(ROOT, 'docs/starters/astar.js'), 'room.map', '1', '10', '18', '1'], { cwd: project });
    writeFileSync(join(project, 'run.txt'), stdout);
    expect(stdout).toContain('\nexpand 2 9 g=1.4142 ');
    writeFileSync(join(project, 'wrong.txt'), stdout.replace('\nexpand 2 9 g=1.4142 ', '\nexpand 2 9 g=1.5000 '));
    writeFileSync(join(project, 'broken.txt'), 'expand 1 10 g=0\nfly 2 2\n');
  });

  // Exit status, stdout and stderr of `npx pathlab …` in the project (its own bin, no registry).
  const npx = (...args) => run('npx', ['--no', '--offline', 'pathlab', ...args], { cwd: project })
    .then(({ stdout, stderr }) => ({ code: 0, stdout, stderr }), (error) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }));
  const check = (...args) => npx('check', '--map', 'room.map', '--algorithm', 'astar', ...args);

  it('is the package\'s bin', () => {
    const installed = JSON.parse(readFileSync(join(project, 'node_modules/pathlab/package.json'), 'utf8'));
    expect(installed.bin).toEqual({ pathlab: 'web/src/lib/cli.js' });
  });

  it('exits 0 on a correct run, with the report', async () => {
    const r = await check('--trace', 'run.txt');
    expect(r.stderr).toBe('');
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^Verdict: correct$/m);
  });

  it('exits 1 on a wrong run, naming the step, the line and the finding; --json prints the result', async () => {
    const r = await check('--trace', 'wrong.txt');
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/^First wrong: step 2, line 7: wrong-g$/m);
    const json = await check('--trace', 'wrong.txt', '--json');
    expect(json.code).toBe(1);
    expect(JSON.parse(json.stdout).firstWrong).toMatchObject({ event: 6, step: 2, finding: 'wrong-g' });
  });

  it('exits 2 on an unreadable trace, a missing file and a bad argument, saying why on stderr', async () => {
    for (const [args, message] of [
      [['--trace', 'broken.txt'], /^pathlab: cannot check broken\.txt: line 2: unknown word "fly"/],
      [['--trace', 'nothing.txt'], /^pathlab: cannot read the trace nothing\.txt: no such file/],
      [['--trace', 'run.txt', '--start', 'here'], /^pathlab: --start wants a cell as X,Y/],
    ]) {
      const r = await check(...args);
      expect(r.code, args.join(' ')).toBe(2);
      expect(r.stderr).toMatch(message);
    }
    const usage = await npx('--help');
    expect(usage.code).toBe(0);
    expect(usage.stdout).toMatch(/^Usage:\n {2}pathlab check --map FILE --trace FILE/);
  });
});

async function openAndRead(url, name) {
  const browser = await launchBrowser();
  try {
    const page = await browser.newPage({ viewport: { width: 640, height: 360 } });
    const errors = [];
    const wasm = [];
    page.on('pageerror', (error) => errors.push(String(error)));
    page.on('console', (message) => { if (message.type() === 'error') errors.push(message.text()); });
    page.on('response', (response) => { if (response.url().endsWith('.wasm') && response.ok()) wasm.push(response.url()); });
    await page.goto(url);
    await page.waitForSelector('#result[data-done]', { timeout: 30_000 });
    const text = await page.textContent('#result');
    await screenshot(page, name);
    expect(errors).toEqual([]);
    return { value: JSON.parse(text), wasm };
  } finally {
    await browser.close();
  }
}
