// npm start on a machine without the native build: it serves as soon as the wasm core is built,
// and never builds (or installs the packages of) what only npm test needs: the native GoogleTest
// suite and benchmarks (build/native), GoogleTest, Google Benchmark, Chromium, clang-format.
// The real .tools/start.sh runs with bash's xtrace exported to its child scripts (SHELLOPTS), so
// every command it and setup.sh and build.sh run is read as it happens; a command that touches
// build/native stops the run and fails the test at once. The wasm build is incremental: with
// web/build/ up to date it only checks.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const TEST_ONLY = /build\/native|libgtest-dev|libbenchmark-dev|chromium|clang-format|npm ci/;

test('npm start serves the page and its wasm without building or installing what only npm test needs', async () => {
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
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Pathlab');
    const wasm = await fetch(new URL('build/pathlab-core.wasm', url));
    expect(wasm.status).toBe(200);
    expect(wasm.headers.get('content-type')).toBe('application/wasm');
  } finally {
    if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  }
}, 600_000);
