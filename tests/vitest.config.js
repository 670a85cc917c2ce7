// Vitest projects: the page end to end through Playwright (alone), Node (pure JS units, the wasm
// library under Node, the npm package) beside Moving AI conformance, and real headless Chromium
// (the library in a browser). With PATHLAB_PAGE_WORKERS=2 (npm test sets it) the page's files run two
// at a time, but for those that time the page's frames, which run after them, alone (page-frames).
import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
import { playwright } from '@vitest/browser-playwright';

const root = fileURLToPath(new URL('..', import.meta.url));

// Playwright's own --disable-features list (playwright-core 1.65.1, chromiumSwitches.ts). Chromium
// reads only the last --disable-features switch, so ours must repeat it; tests/e2e/browser-flags.test.js
// fails when Playwright's list has a name this one lacks.
export const PLAYWRIGHT_DISABLED_FEATURES = [
  'AvoidUnnecessaryBeforeUnloadCheckSync', 'DestroyProfileOnBrowserClose', 'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable', 'LensOverlay', 'MediaRouter', 'PaintHolding', 'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect', 'TcpPortRandomizationWin', 'OptimizationHints', 'NetworkTimeServiceQuerying',
  'AimEnabled', 'PreconnectToSearch', 'msForceBrowserSignIn', 'msEdgeUpdateLaunchServicesPreferredVersion',
];
// Headless Chromium 156 is the whole browser: every new context opens a window whose address bar
// loads its suggestion popup, a WebUI page of about 200 modules in a renderer of its own. Opening
// the playground then cost more CPU than the page itself.
// Tests never use the address bar.
const OMNIBOX_POPUP_FEATURES = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
  `--disable-features=${[...PLAYWRIGHT_DISABLED_FEATURES, ...OMNIBOX_POPUP_FEATURES].join(',')}`,
];

// npm run test:quick (PATHLAB_QUICK=1): the Node project without its slow files, for the edit-and-test
// loop (docs/contributing.md, "The fast loop"): fuzzing, the packed npm package, command lines
// spawned once per case, npm start run for real, the replay of every algorithm's trace and the
// landmark tables' builds.
const SLOW_NODE_FILES = [
  'tests/unit/fuzz-*.test.js', 'tests/unit/model-replay.test.js', 'tests/package/**', 'tests/wasm/docs-examples.test.js',
  'tests/wasm/check-cli.test.js', 'tests/wasm/scen-cli.test.js', 'tests/wasm/check-starters.test.js',
  'tests/wasm/landmarks.test.js', 'tests/wasm/check-grading.test.js', 'tests/unit/start-script.test.js',
];

// The page files whose tests time the main thread's frames while big maps are searched and played:
// they run one at a time with nothing beside them. (teach.test.js and page.test.js print frame
// figures; their only checks are for one-second freezes, which a neighbour cannot cause.)
const FRAME_FILES = ['tests/e2e/big-map-*.test.js', 'tests/e2e/modes-compare-worker.test.js'];
// How many page files run at a time (docs/contributing.md, "The test map"). Two keeps both cores busy:
// a page file spends much of its time waiting (a worker's search, a poll, a throttled load).
const PAGE_WORKERS = Number(process.env.PATHLAB_PAGE_WORKERS ?? 1);

const pageProject = (name, { include, exclude = [], workers, groupOrder }) => ({
  test: {
    name,
    include,
    exclude: [...configDefaults.exclude, ...exclude],
    // The pages are opened as a visitor gets them: the production build, made once before them.
    globalSetup: ['tests/e2e/site.js'],
    environment: 'node',
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: workers > 1,
    maxWorkers: workers,
    sequence: { groupOrder },
    // The files share their worker's modules (each file's hooks still launch and close its
    // own browser and server): importing playwright-core again for every file cost time for nothing.
    isolate: false,
    // A poll waits for the page's real work (a worker's search, a repaint over several
    // frames), which a busy machine slows many times over: Vitest's 1 s default failed
    // tests on a loaded machine whose pages were only slow, not wrong.
    expect: { poll: { timeout: 15_000 } },
  },
});
const pageProjects = PAGE_WORKERS > 1
  ? [pageProject('page', { include: ['tests/e2e/**/*.test.js'], exclude: FRAME_FILES, workers: PAGE_WORKERS, groupOrder: 0 }),
    pageProject('page-frames', { include: FRAME_FILES, workers: 1, groupOrder: 1 })]
  // One at a time and alone (the CPU-heavy projects come after).
  : [pageProject('page', { include: ['tests/e2e/**/*.test.js'], workers: 1, groupOrder: 0 })];

export default defineConfig({
  root,
  test: {
    projects: [
      // The page end to end through Playwright, before the CPU-heavy projects (the group after the
      // page's): some of its tests time the main thread's frames while searches run.
      ...pageProjects,
      {
        // Pure JS units, the wasm library under Node and the npm package: CPU-bound and
        // independent, so they share the last group's two workers with the conformance files.
        test: {
          name: 'node',
          include: ['tests/unit/**/*.test.js', 'tests/wasm/**/*.test.js', 'tests/package/**/*.test.js'],
          exclude: [...configDefaults.exclude, ...(process.env.PATHLAB_QUICK ? SLOW_NODE_FILES : [])],
          environment: 'node',
          testTimeout: 120_000,
          hookTimeout: 120_000,
          sequence: { groupOrder: pageProjects.length },
          maxWorkers: 2,
        },
      },
      {
        // CPU-heavy: in the last group, so it never runs beside the page's frame-time tests; its
        // files, each a few minutes at most, and the Node units share the two workers.
        test: {
          name: 'conformance',
          include: ['tests/conformance/**/*.test.js'],
          environment: 'node',
          testTimeout: 1_800_000,
          sequence: { groupOrder: pageProjects.length },
          maxWorkers: 2,
        },
      },
      {
        test: {
          name: 'chromium',
          include: ['tests/browser/**/*.test.js'],
          testTimeout: 60_000,
          // A group of its own, last: Vitest refuses projects of one group with different maxWorkers.
          sequence: { groupOrder: pageProjects.length + 1 },
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
