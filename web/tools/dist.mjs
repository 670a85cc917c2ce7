// npm run dist: the static site, ready to copy to any static host under any path (every
// address in the pages is relative): the production build of the playground, the embed page,
// <pathlab-embed> (embed-element.js), the example article, the workers and the wasm core
// (site-build.mjs: bundled, minified, content-hashed in assets/, a service worker for offline
// use), and in api/ the documentation (README.md and docs/ as pages) with the API reference
// generated from web/src/lib/pathlab.d.ts by TypeDoc (the page's Help links to it).
//   node web/tools/dist.mjs [--out DIR] [--no-api]    default DIR: dist/ at the repository's root
// `npm run dist` builds the wasm first. docs/embedding.md, "Publishing the site".
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildSite, siteSize } from './site-build.mjs';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ROOT = resolve(WEB, '..');
const MARKER = '.pathlab-dist'; // marks a folder this script wrote, so it may replace it

/**
 * Writes the site into `out` (replacing a folder this script wrote before).
 * @returns {Promise<{files: number, bytes: number, version: string}>}
 */
export async function writeDist(out) {
  if (!existsSync(join(WEB, 'build/pathlab-core.wasm'))) {
    throw new Error('the wasm core is not built (web/build/pathlab-core.wasm): run `npm run build` first');
  }
  if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(join(out, MARKER))) {
    throw new Error(`${out} exists and was not written by npm run dist; choose another --out or empty it`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  const { version } = await buildSite(out);
  writeFileSync(join(out, MARKER), 'Written by npm run dist; replaced by the next run.\n');
  return { ...siteSize(out), version };
}

/**
 * Writes the documentation site into `out`/api: README.md as its front page, docs/*.md,
 * CHANGELOG.md and CONTRIBUTING.md as pages (their links between each other resolved), and
 * the API reference of the package's types.
 * @returns {Promise<{files: number, bytes: number}>} the whole of `out`
 */
export async function writeApiDocs(out) {
  const { Application } = await import('typedoc');
  const api = join(out, 'api');
  const app = await Application.bootstrapWithPlugins({
    entryPoints: [join(WEB, 'src/lib/pathlab.d.ts')],
    tsconfig: join(WEB, 'tools/api-tsconfig.json'),
    name: 'Pathlab',
    includeVersion: true,
    readme: join(ROOT, 'README.md'),
    projectDocuments: [join(ROOT, 'docs/*.md'), join(ROOT, 'CHANGELOG.md'), join(ROOT, 'CONTRIBUTING.md')],
    out: api,
    logLevel: 'Warn',
  });
  const project = await app.convert();
  if (!project || app.logger.hasErrors()) throw new Error('TypeDoc could not read web/src/lib/pathlab.d.ts (see its messages above)');
  await app.generateDocs(project, api);
  if (app.logger.hasErrors()) throw new Error('TypeDoc could not write the API reference (see its messages above)');
  return siteSize(out);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  const api = !args.includes('--no-api');
  if ((at >= 0 && !args[at + 1]) || args.some((a, i) => a !== '--out' && a !== '--no-api' && i !== at + 1)) {
    console.error('usage: node web/tools/dist.mjs [--out DIR] [--no-api]');
    process.exit(2);
  }
  const out = resolve(at >= 0 ? args[at + 1] : join(ROOT, 'dist'));
  try {
    let { files, bytes } = await writeDist(out);
    if (api) ({ files, bytes } = await writeApiDocs(out));
    const where = relative(process.cwd(), out) || '.';
    console.log(`dist: ${files} files, ${(bytes / 1024).toFixed(0)} KiB in ${where}/ (copy it to any static host, under any path)`);
  } catch (error) {
    console.error(`dist: ${error.message}`);
    process.exit(1);
  }
}
