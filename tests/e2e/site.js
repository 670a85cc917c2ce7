// The built site the page tests open (what a visitor gets): web/tools/site-build.mjs's output,
// written once before the page tests by buildTestSite() (tests/vitest.config.js, globalSetup),
// without the API pages of npm run dist (no page test reads them; tests/e2e/dist.test.js builds
// a whole site of its own).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildSite } from '../../web/tools/site-build.mjs';

export const TEST_SITE = fileURLToPath(new URL('../../build/test-site/', import.meta.url));
/** esbuild's metafiles of that build (which source went into which file), for tests of what loads when. */
export const TEST_SITE_META = fileURLToPath(new URL('../../build/test-site-meta.json', import.meta.url));

/** Vitest's global setup of the page tests: builds the site into TEST_SITE. */
export default async function buildTestSite() {
  rmSync(TEST_SITE, { recursive: true, force: true });
  mkdirSync(TEST_SITE, { recursive: true });
  const { metafiles } = await buildSite(TEST_SITE);
  writeFileSync(TEST_SITE_META, JSON.stringify(metafiles));
}
