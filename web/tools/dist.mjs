// npm run dist: the static site, ready to copy to any static host under any path
// (every address in the pages is relative): the playground (index.html), the embed
// page, <pathlab-embed> (embed-element.js), the example article and the wasm core, and
// in api/ the documentation (README.md and docs/ as pages) with the API reference
// generated from web/src/lib/pathlab.d.ts by TypeDoc (the page's Help links to it).
//   node web/tools/dist.mjs [--out DIR]     default DIR: dist/ at the repository's root
// `npm run dist` builds the wasm first. docs/embedding.md, "Publishing the site".
import { cpSync, existsSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ROOT = resolve(WEB, '..');
// What the pages load, relative to web/: pages, styles, the element, every page module, the core.
const ENTRIES = ['index.html', 'embed.html', 'tutorial.html', 'embed-element.js', 'styles.css', 'src',
  'build/pathlab-core.mjs', 'build/pathlab-core.wasm', 'build/pathlab-catalog.js'];
const SKIP = /\.d\.ts$/; // the package's types: not for browsers
const MARKER = '.pathlab-dist'; // marks a folder this script wrote, so it may replace it

/**
 * Writes the site into `out` (replacing a folder this script wrote before).
 * @returns {{files: number, bytes: number}}
 */
export function writeDist(out) {
  if (!existsSync(join(WEB, 'build/pathlab-core.wasm'))) {
    throw new Error('the wasm core is not built (web/build/pathlab-core.wasm): run `npm run build` first');
  }
  if (existsSync(out) && readdirSync(out).length > 0 && !existsSync(join(out, MARKER))) {
    throw new Error(`${out} exists and was not written by npm run dist; choose another --out or empty it`);
  }
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const entry of ENTRIES) {
    cpSync(join(WEB, entry), join(out, entry), { recursive: true, filter: (source) => !SKIP.test(source) });
  }
  writeFileSync(join(out, MARKER), 'Written by npm run dist; replaced by the next run.\n');
  return measure(out);
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
  return measure(out);
}

function measure(dir) {
  let files = 0;
  let bytes = 0;
  for (const name of readdirSync(dir, { recursive: true })) {
    const info = statSync(join(dir, name));
    if (info.isFile()) {
      files++;
      bytes += info.size;
    }
  }
  return { files, bytes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  const at = args.indexOf('--out');
  if ((at >= 0 && !args[at + 1]) || args.some((a, i) => a !== '--out' && i !== at + 1)) {
    console.error('usage: node web/tools/dist.mjs [--out DIR]');
    process.exit(2);
  }
  const out = resolve(at >= 0 ? args[at + 1] : join(ROOT, 'dist'));
  try {
    writeDist(out);
    const { files, bytes } = await writeApiDocs(out);
    const where = relative(process.cwd(), out) || '.';
    console.log(`dist: ${files} files, ${(bytes / 1024).toFixed(0)} KiB in ${where}/ (copy it to any static host, under any path)`);
  } catch (error) {
    console.error(`dist: ${error.message}`);
    process.exit(1);
  }
}
