// Vitest projects: Node (pure JS units, the wasm library under Node, the page
// end to end through Playwright), Moving AI conformance (after the others) and
// real headless Chromium (the library in a browser).
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';

const root = fileURLToPath(new URL('..', import.meta.url));
export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

export default defineConfig({
  root,
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.js', 'tests/wasm/**/*.test.js', 'tests/e2e/**/*.test.js', 'tests/package/**/*.test.js'],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        // CPU-heavy: a group of its own (groupOrder), so it never runs beside
        // the page's frame-time tests; the optimal algorithms in one parametrised
        // file, and any other conformance file beside it on the second core.
        test: {
          name: 'conformance',
          include: ['tests/conformance/**/*.test.js'],
          environment: 'node',
          testTimeout: 1_800_000,
          sequence: { groupOrder: 1 },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'chromium',
          include: ['tests/browser/**/*.test.js'],
          testTimeout: 60_000,
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({ launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs } }),
            instances: [{ browser: 'chromium' }],
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
