// The built site the page tests open (what a visitor gets): web/tools/site-build.mjs's output,
// written once before the page tests by buildTestSite() (tests/vitest.config.js, globalSetup),
// without the API pages of npm run dist (no page test reads them; tests/e2e/dist.test.js builds
// a whole site of its own).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../web/tools/site-build.mjs';

// PATHLAB_TEST_SITE names another folder, so that two page-test runs on one machine (two
// developers' checkouts, or a run beside a full npm test) do not rebuild each other's site.
const folder = process.env.PATHLAB_TEST_SITE
  ? resolve(process.env.PATHLAB_TEST_SITE)
  : fileURLToPath(new URL('../../build/test-site', import.meta.url));
export const TEST_SITE = join(folder, '/');
/** esbuild's metafiles of that build (which source went into which file), for tests of what loads when. */
export const TEST_SITE_META = `${folder}-meta.json`;

/**
 * Vitest's global setup of the page tests: builds the site into TEST_SITE, once a run (the page's
 * files may be two projects, page and page-frames: tests/vitest.config.js).
 */
export default async function buildTestSite() {
  globalThis.pathlabTestSiteBuilt ??= (async () => {
    rmSync(TEST_SITE, { recursive: true, force: true });
    mkdirSync(TEST_SITE, { recursive: true });
    const { metafiles } = await buildSite(TEST_SITE);
    writeFileSync(TEST_SITE_META, JSON.stringify(metafiles));
  })();
  await globalThis.pathlabTestSiteBuilt;
}
