// npm start on a machine without the native build: it serves the built site as soon as the wasm
// core and the site are built, and never builds (or installs the packages of) what only npm test
// needs: the native GoogleTest suite and benchmarks (build/native), GoogleTest, Google Benchmark,
// Chromium, clang-format.
// The real .tools/start.sh runs with bash's xtrace exported to its child scripts (SHELLOPTS), so
// every command it and setup.sh and build.sh run is read as it happens; a command that touches
// build/native stops the run and fails the test at once. The wasm build is incremental: with
// web/build/ up to date it only checks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TEST_ONLY = /build\/native|libgtest-dev|libbenchmark-dev|chromium|clang-format/;

test('npm start serves the built site and its wasm without building or installing what only npm test needs', async () => {
  const child = spawn('bash', ['.tools/start.sh'], {
    cwd: root,
    env: { ...process.env, PORT: '0', SHELLOPTS: 'xtrace' },
    detached: true, // its own process group: the server it execs is stopped with it
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const trace = [];
  let stdout = '';
  try {
    const url = await new Promise((resolve, reject) => {
      const fail = (why) => reject(new Error(`${why}\ntrace:\n${trace.join('\n')}\nstdout:\n${stdout}`));
      child.stderr.setEncoding('utf8').on('data', (text) => {
        for (const line of text.split('\n').filter(Boolean)) {
          trace.push(line);
          if (line.startsWith('+') && TEST_ONLY.test(line)) fail(`npm start ran a step of npm test: ${line}`);
        }
      });
      child.stdout.setEncoding('utf8').on('data', (text) => {
        stdout += text;
        const served = /Pathlab playground: (http:\/\/\S+)/.exec(stdout);
        if (served) resolve(served[1]);
      });
      child.on('exit', (code) => fail(`npm start ended with ${code} before serving`));
    });
    expect(trace.some((line) => /^\++ cmake --build build\/wasm/.test(line))).toBe(true);
    expect(trace.some((line) => /^\++ node web\/tools\/dist\.mjs/.test(line))).toBe(true);
    expect(stdout).toContain('the built site');
    const page = await fetch(url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Pathlab');
    // The built page names its bundles and the wasm core by their content's hash (site-build.mjs).
    // The head's script starts compiling it while it downloads.
    const core = /"(assets\/pathlab-core-[A-Z2-7]{8}\.wasm)"/.exec(html);
    expect(core).not.toBeNull();
    const wasm = await fetch(new URL(core[1], url));
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}, 600_000);
