// The production build of the site (npm run dist; docs/embedding.md, "Publishing the site"):
// the pages' and workers' modules bundled and minified by esbuild, every file a page loads named
// by its content's hash in assets/ (so a host may cache it for good), source maps beside them,
// copies compressed ahead, and a service worker that keeps the playground working offline after
// a first visit.
//
//   index.html, embed.html, tutorial.html   the pages, pointing at their bundles
//   embed-element.js                        <pathlab-embed>: one file at a stable address (tutorials link it)
//   sw.js                                   the service worker (web/src/app/service-worker.js and its file list)
//   assets/                                 content-hashed bundles, workers, CSS and the wasm core
//
// A page's first load is one file (buildPageModules): esbuild's own splitting makes a chunk for
// every set of parts that share a module, which cut the playground's first load into some twenty
// files, each a request, to save a few kilobytes.
//
// The sources stay plain ES modules served as they are in development (npm run serve:src); the
// build reads them without changes, through three rewrites made only in the bundle:
//   - `new URL('./file', import.meta.url)`: a worker's module becomes that worker's bundle, and
//     any other file (the wasm core) a hashed copy in assets/;
//   - `import(\`./${name}.js\`)` (the algorithm and frontier-kind files found from the core's
//     table): a table of the folder's files bundled in, so no file is a request of its own;
//   - the wasm core's glue (build/pathlab-core.mjs) is imported statically by the library,
//     which loads it at once anyway, so it is no extra round trip; and in a page it instantiates
//     the core that the page's head began compiling while it downloads (EARLY_CORE).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { basename, dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';

const WEB = fileURLToPath(new URL('..', import.meta.url));
const ASSETS = 'assets';
/** The pages and the module each one starts; the stylesheets they link are bundled into one per page. */
export const PAGES = [
  { html: 'index.html', name: 'playground' },
  { html: 'embed.html', name: 'embed' },
  { html: 'tutorial.html', name: 'tutorial' },
];
/** Files at a stable address: embed-element.js is what tutorials put in their script tags. */
const STABLE_SCRIPTS = ['embed-element.js'];
const TARGET = ['chrome109', 'firefox115', 'safari16.4'];

/** The name of a content-hashed file: base32 of SHA-256's first 40 bits, as esbuild names its own. */
export function hashedName(name, bytes) {
  const digest = createHash('sha256').update(bytes).digest();
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = 0;
  let value = 0;
  let hash = '';
  for (const byte of digest.subarray(0, 5)) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      hash += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  const ext = extname(name);
  return `${basename(name, ext)}-${hash}${ext}`;
}

/**
 * Builds the site into `out` (which must exist and be empty).
 * @returns {Promise<{files: string[], metafiles: object[], version: string}>} the files written, relative to
 *   out; esbuild's metafiles (which source went into which file); the version the service worker caches
 */
export async function buildSite(out) {
  const assetsDir = join(out, ASSETS);
  mkdirSync(assetsDir, { recursive: true });
  const written = new Set();
  const note = (file) => written.add(relative(out, file).split('\\').join('/'));

  /** Copies a file a module points at (the wasm core) into assets/ under its hashed name. */
  const assetNames = new Map();
  const asset = (file) => {
    if (!assetNames.has(file)) {
      const bytes = readFileSync(file);
      const name = hashedName(basename(file), bytes);
      writeFileSync(join(assetsDir, name), bytes);
      note(join(assetsDir, name));
      assetNames.set(file, name);
    }
    return assetNames.get(file);
  };

  const workerNames = new Map(); // a worker's source file -> its bundle's name in assets/
  const common = {
    bundle: true, format: 'esm', splitting: true, minify: true, sourcemap: 'linked', target: TARGET,
    outdir: assetsDir, entryNames: '[name]-[hash]', chunkNames: 'chunk-[hash]',
    metafile: true, write: true, logLevel: 'warning', legalComments: 'eof', charset: 'utf8',
  };
  const plugins = [siteRewrites({ asset, workerNames })];

  // 1. The workers, first: the pages' bundles name them.
  const workers = findWorkers();
  const workerBuild = await esbuild.build({ ...common, entryPoints: workers, plugins });
  for (const [output, meta] of Object.entries(workerBuild.metafile.outputs)) {
    note(resolve(output));
    if (meta.entryPoint) workerNames.set(resolve(meta.entryPoint), basename(output));
  }

  // 2. Each page's modules: what it runs at once in one file, each part it loads later in its own.
  const pages = PAGES.map((page) => ({ ...page, ...readPage(page.html) }));
  const pageBuilds = [];
  for (const page of pages) {
    const built = await buildPageModules(page, { common, plugins });
    for (const meta of built.metafiles) for (const output of Object.keys(meta.outputs)) note(resolve(output));
    pageBuilds.push(built);
    page.bundle = built.bundle;
    page.loadsCore = built.loadsCore;
  }

  // 3. <pathlab-embed>: one file at its public address, no chunks (a tutorial loads it alone).
  for (const script of STABLE_SCRIPTS) {
    const result = await esbuild.build({ ...common, splitting: false, outdir: undefined, entryNames: undefined, chunkNames: undefined,
      entryPoints: [join(WEB, script)], outfile: join(out, script), plugins });
    for (const output of Object.keys(result.metafile.outputs)) note(resolve(output));
  }

  // 4. Each page: its stylesheets bundled into one file, its script, and the wasm core asked for at once
  // and compiled while it downloads, by a script before the stylesheets (a classic script waits for
  // the stylesheets above it).
  const wasm = [...assetNames.values()].find((name) => name.endsWith('.wasm'));
  for (const page of pages) {
    const early = wasm && page.loadsCore ? [earlyCoreScript(`${ASSETS}/${wasm}`)] : [];
    const head = [`<script type="module" src="${ASSETS}/${page.bundle}"></script>`, SW_REGISTRATION];
    let styles = [];
    if (page.styles.length > 0) {
      const css = await bundleCss(page.styles);
      const cssName = hashedName(`${page.name}.css`, css);
      writeFileSync(join(assetsDir, cssName), css);
      note(join(assetsDir, cssName));
      styles = [`<link rel="stylesheet" href="${ASSETS}/${cssName}">`];
    }
    const lines = page.text.split('\n');
    const firstStyle = lines.findIndex((line) => STYLE_LINK.test(line));
    if (firstStyle < 0) head.unshift(...early);
    const html = lines.flatMap((line, i) => {
      const indent = /^\s*/.exec(line)[0];
      if (STYLE_LINK.test(line)) return i === firstStyle ? [...early, ...styles].map((tag) => indent + tag) : [];
      if (line.includes(page.scriptTag)) return head.map((tag) => indent + tag);
      return [line];
    }).join('\n');
    writeFileSync(join(out, page.html), html);
    note(join(out, page.html));
  }

  // 5. The service worker, with the list of every file a page may load (source maps aside).
  const precache = [...written].filter((file) => !file.endsWith('.map')).sort();
  const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 16);
  await esbuild.build({
    ...common, splitting: false, outdir: undefined, entryNames: undefined, chunkNames: undefined, sourcemap: false,
    entryPoints: [join(WEB, 'src/app/service-worker.js')], outfile: join(out, 'sw.js'),
    define: { PATHLAB_PRECACHE: JSON.stringify(['./', ...precache]), PATHLAB_VERSION: JSON.stringify(version) },
  });
  note(join(out, 'sw.js'));
  precompress(out, [...written]);
  return { files: [...written].sort(), metafiles: [workerBuild.metafile, ...pageBuilds.flatMap((built) => built.metafiles)], version };
}

// Text and wasm compress about 4:1; a host that serves files compressed ahead (nginx's gzip_static
// and brotli_static, npm start's server) then sends Brotli at its best ratio, too slow to make per request.
const COMPRESSIBLE = /\.(html|js|css|wasm|json|svg)$/;

/** Writes x.br and x.gz beside each compressible file of at least 1 KB. */
function precompress(out, files) {
  for (const file of files.filter((name) => COMPRESSIBLE.test(name))) {
    const bytes = readFileSync(join(out, file));
    if (bytes.length < 1024) continue;
    writeFileSync(join(out, `${file}.br`), brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
    writeFileSync(join(out, `${file}.gz`), gzipSync(bytes, { level: 9 }));
  }
}

// Registers the service worker once the page has loaded, so that its precaching never competes
// with the first load; a page served without it (the sources, file://) simply goes without.
const SW_REGISTRATION = `<script type="module">if ('serviceWorker' in navigator && location.protocol !== 'file:') addEventListener('load', () => setTimeout(() => navigator.serviceWorker.register('sw.js').catch(() => {}), 1000));</script>`;

const STYLE_LINK = /^\s*<link rel="stylesheet" href="([^"]+)">\s*$/; // one a line, as the pages are written

// The page's wasm core, fetched as the page's head is read and compiled by the browser while its bytes
// arrive (WebAssembly.compileStreaming), so that only instantiating it is left when the bundle asks for it;
// the bundle's glue takes it from here (EARLY_CORE_GLUE). Without compileStreaming the glue loads the core itself.
const EARLY_CORE = '__pathlabEarlyCore';
const earlyCoreScript = (href) => `<script>if (WebAssembly.compileStreaming) self.${EARLY_CORE} = ` +
  `{ url: ${JSON.stringify(href)}, module: WebAssembly.compileStreaming(fetch(${JSON.stringify(href)})) };</script>`;

/**
 * The wasm core's glue as the bundles import it (siteRewrites): with a compilation the page's head began
 * (earlyCoreScript), Emscripten's instantiateWasm hook instantiates that one; where it failed (a host that
 * serves .wasm under another type refuses streaming), the bytes are fetched again, from the HTTP cache;
 * elsewhere (a worker, the sources, wasmBinary given) the glue loads the core as it always does.
 */
const EARLY_CORE_GLUE = (glue) => `import createCore from ${JSON.stringify(glue)};
export default function createCoreEarly(options = {}) {
  const early = globalThis.${EARLY_CORE};
  if (!early || options.wasmBinary) return createCore(options);
  delete globalThis.${EARLY_CORE}; // one instance from it; a second one loads as the glue does
  return new Promise((resolve, reject) => {
    const instantiateWasm = (imports, receive) => {
      early.module.then((module) => WebAssembly.instantiate(module, imports).then((instance) => receive(instance, module)),
        () => fetch(early.url).then((response) => response.arrayBuffer()).then((bytes) => WebAssembly.instantiate(bytes, imports))
          .then(({ instance, module }) => receive(instance, module)))
        .catch(reject);
      return {};
    };
    createCore({ ...options, instantiateWasm }).then(resolve, reject);
  });
}
`;

/** A page's module script and stylesheets, read from its HTML. */
function readPage(html) {
  const text = readFileSync(join(WEB, html), 'utf8');
  const scripts = [...text.matchAll(/<script type="module" src="(src\/[^"]+)"><\/script>/g)];
  if (scripts.length !== 1) throw new Error(`${html}: expected one module script under src/, found ${scripts.length}`);
  const styles = text.split('\n').filter((line) => STYLE_LINK.test(line)).map((line) => join(WEB, STYLE_LINK.exec(line)[1]));
  return { text, script: scripts[0][1], scriptTag: scripts[0][0], styles };
}

/** The stylesheets of a page, in their order, as one minified file. */
async function bundleCss(files) {
  if (files.length === 0) return Buffer.from('');
  const contents = files.map((file) => `@import ${JSON.stringify('./' + relative(WEB, file).split('\\').join('/'))};`).join('\n');
  const result = await esbuild.build({ stdin: { contents, loader: 'css', resolveDir: WEB }, bundle: true, minify: true, write: false, target: TARGET, logLevel: 'warning' });
  return Buffer.from(result.outputFiles[0].contents);
}

/**
 * A page's modules (the file's header says why this way): one bundle of everything it runs at
 * once, and a bundle for each part it loads when first used (a dynamic import() of the sources),
 * split among those parts only. The first-load bundle keeps each module it shares with the later
 * parts whole in a table on globalThis (SHARED), and the later parts take those modules from that
 * table, so both use one instance of each module (one App, one options table). A module a part takes
 * from the table is that module's exports as they were when the part loaded: the page's first
 * load has run by then, and no shared module reassigns an export a part reads (palette.js's
 * `let` exports are read only by the first load's modules).
 * @returns {Promise<{bundle: string, loadsCore: boolean, metafiles: object[]}>} bundle: the first
 *   load's file name in assets/
 */
async function buildPageModules(page, { common, plugins }) {
  const entry = join(WEB, page.script);
  // What the page runs at once, in the order it runs it (one bundle without splitting keeps the
  // sources' order), and which parts it loads later (its dynamic imports, left out).
  const later = new Set();
  const leaveOut = {
    name: 'pathlab-later-parts',
    setup(build) {
      build.onResolve({ filter: /^\./ }, ({ path, resolveDir, kind }) => {
        if (kind !== 'dynamic-import') return undefined;
        later.add(resolve(resolveDir, path));
        return { path, external: true };
      });
    },
  };
  const probe = await esbuild.build({ ...common, splitting: false, write: false, sourcemap: false, minify: false,
    entryPoints: [entry], plugins: [...plugins, leaveOut] });
  const [probeOutput] = Object.values(probe.metafile.outputs).filter((meta) => meta.entryPoint);
  const atOnce = Object.keys(probeOutput.inputs).map((input) => resolve(input));
  const key = (file) => relative(WEB, file).split('\\').join('/');

  // The later parts, each module they share with the first load taken from its table.
  const shared = new Set(atOnce); // grows below: the first load's modules
  const fromTable = {
    name: 'pathlab-shared-modules',
    setup(build) {
      build.onResolve({ filter: /^\./ }, ({ path, resolveDir, namespace }) => {
        if (namespace !== 'file') return undefined;
        const file = resolve(resolveDir, path);
        return shared.has(file) ? { path: file, namespace: 'pathlab-shared' } : undefined;
      });
      build.onLoad({ filter: /.*/, namespace: 'pathlab-shared' }, async ({ path }) => {
        const names = await exportsOf(path);
        const plain = names.filter((name) => name !== 'default');
        return {
          contents: [`const module = globalThis.${SHARED}[${JSON.stringify(key(path))}];`,
            plain.length ? `export const { ${plain.join(', ')} } = module;` : '',
            names.includes('default') ? 'export default module.default;' : ''].join('\n'),
          loader: 'js',
        };
      });
    },
  };
  let laterNames = new Map();
  let taken = new Set();

  // The first load: the modules the later parts take, put whole in the table in the order the page runs
  // them, then the page's own module; the rest of the first load is tree-shaken as any bundle is. Its
  // dynamic imports point at the later parts' files.
  const table = {
    name: 'pathlab-first-load',
    setup(build) {
      build.onResolve({ filter: /^pathlab-first-load$/ }, () => ({ path: 'first-load', namespace: 'pathlab-first-load' }));
      // The page's own module runs for what it does, not for exports (package.json says the library has no
      // side effects, which would let esbuild leave out a module imported for them alone).
      build.onResolve({ filter: new RegExp(`^${entry.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) }, () => ({ path: entry, sideEffects: true }));
      build.onLoad({ filter: /.*/, namespace: 'pathlab-first-load' }, () => {
        const modules = [...shared].filter((file) => file !== entry && taken.has(file));
        return {
          contents: [...modules.map((file, i) => `import * as m${i} from ${JSON.stringify(file)};`),
            `globalThis.${SHARED} = { ${modules.map((file, i) => `${JSON.stringify(key(file))}: m${i}`).join(', ')} };`,
            `import ${JSON.stringify(entry)};`].join('\n'),
          loader: 'js', resolveDir: WEB,
        };
      });
      build.onResolve({ filter: /^\./ }, ({ path, resolveDir, kind }) => {
        if (kind !== 'dynamic-import') return undefined;
        const name = laterNames.get(resolve(resolveDir, path));
        if (!name) throw new Error(`${path}, loaded later from ${relative(WEB, resolveDir)}, was not built`);
        return { path: `./${name}`, external: true };
      });
    },
  };

  // A module the table keeps whole may bring into the first load a module that the page alone did not
  // use (an export of a shared module that only a later part calls, and what that export imports): it
  // is then shared too, and both builds are made again, until the first load holds only shared modules.
  let laterBuild = null;
  let firstBuild = null;
  const stale = new Set(); // files of the builds made again
  for (;;) {
    for (const meta of [laterBuild?.metafile, firstBuild?.metafile]) for (const output of Object.keys(meta?.outputs ?? {})) stale.add(resolve(output));
    laterBuild = later.size === 0 ? null : await esbuild.build({ ...common, entryNames: `${page.name}-[name]-[hash]`,
      chunkNames: `${page.name}-chunk-[hash]`, entryPoints: [...later], plugins: [fromTable, ...plugins] });
    laterNames = new Map(Object.entries(laterBuild?.metafile.outputs ?? {})
      .filter(([, meta]) => meta.entryPoint).map(([output, meta]) => [resolve(meta.entryPoint), basename(output)]));
    taken = new Set(Object.keys(laterBuild?.metafile.inputs ?? {}).filter((input) => input.startsWith('pathlab-shared:'))
      .map((input) => resolve(input.slice('pathlab-shared:'.length))));
    firstBuild = await esbuild.build({ ...common, splitting: false, entryPoints: [{ in: 'pathlab-first-load', out: page.name }],
      plugins: [table, ...plugins] });
    const [, firstOutput] = Object.entries(firstBuild.metafile.outputs).find(([, meta]) => meta.entryPoint);
    const added = Object.keys(firstOutput.inputs).filter((input) => !/^[a-z-]+:/.test(input)).map((input) => resolve(input))
      .filter((file) => !shared.has(file));
    if (added.length === 0) break;
    for (const file of added) shared.add(file);
  }
  const kept = new Set([laterBuild?.metafile, firstBuild.metafile].flatMap((meta) => Object.keys(meta?.outputs ?? {}).map((output) => resolve(output))));
  for (const file of stale) if (!kept.has(file)) rmSync(file, { force: true });
  const [bundle] = Object.entries(firstBuild.metafile.outputs).find(([, meta]) => meta.entryPoint);
  return {
    bundle: basename(bundle),
    loadsCore: atOnce.some((file) => file.endsWith(join('build', 'pathlab-core.mjs'))),
    metafiles: [firstBuild.metafile, ...(laterBuild ? [laterBuild.metafile] : [])],
  };
}

// The table of a page's first-load modules that its later parts read (buildPageModules).
const SHARED = '__pathlabModules';

/** The names a module exports, read by esbuild without bundling. */
async function exportsOf(file) {
  const result = await esbuild.build({ entryPoints: [file], bundle: false, write: false, metafile: true, format: 'esm', logLevel: 'silent' });
  return Object.values(result.metafile.outputs)[0].exports;
}

/** Every module that a page starts as a worker: found from the sources' `new Worker(new URL(…))` and `… = new URL('…-worker….js', …)`. */
function findWorkers() {
  const found = new Set();
  for (const file of sourceFiles(join(WEB, 'src'))) {
    const text = readFileSync(file, 'utf8');
    for (const [, target] of text.matchAll(/new URL\('([^']+\.js)', import\.meta\.url\)/g)) found.add(resolve(dirname(file), target));
  }
  return [...found].sort();
}

function sourceFiles(dir) {
  return readdirSync(dir, { recursive: true }).map((name) => join(dir, name))
    .filter((file) => file.endsWith('.js') && !file.includes(`${join('src', 'vendor')}`) && statSync(file).isFile());
}

/**
 * The bundle's rewrites of the sources (the file's header says which and why).
 * @param {{asset: (file: string) => string, workerNames: Map<string, string>}} p
 * @returns {esbuild.Plugin}
 */
function siteRewrites({ asset, workerNames }) {
  return {
    name: 'pathlab-site',
    setup(build) {
      build.onResolve({ filter: /^pathlab-early-core$/ }, () => ({ path: 'early-core', namespace: 'pathlab-early-core' }));
      build.onLoad({ filter: /.*/, namespace: 'pathlab-early-core' }, () => ({
        contents: EARLY_CORE_GLUE(join(WEB, 'build', 'pathlab-core.mjs')), loader: 'js', resolveDir: WEB,
      }));
      build.onLoad({ filter: /\.(m?js)$/ }, async ({ path }) => {
        if (!path.startsWith(WEB)) return undefined;
        let text = readFileSync(path, 'utf8');
        const original = text;
        const dir = dirname(path);
        // new URL('./x', import.meta.url): a worker's bundle, or a hashed copy of the file.
        const urls = [...text.matchAll(/new URL\((['"])([^'"]+)\1,\s*import\.meta\.url\)/g)];
        for (const match of urls) {
          const target = resolve(dir, match[2]);
          if (extname(target) === '.html') continue; // a page: beside the bundle that points at it (embed-element.js)
          let name;
          if (extname(target) === '.js') {
            name = workerNames.get(target);
            if (!name) continue; // the workers' own build: these are made next
          } else {
            if (!existsSync(target)) throw new Error(`${relative(WEB, path)} points at ${match[2]}, which does not exist`);
            name = asset(target);
          }
          // Bundles and assets are all in assets/, so the name is relative to the bundle that holds it.
          text = text.replace(match[0], `new URL(${JSON.stringify('./' + name)}, import.meta.url)`);
        }
        // import(`./${name}.js`): the folder's files as a table bundled in.
        let tables = '';
        text = text.replace(/import\((?:\s*\/\*[^*]*\*\/)*\s*`\.\/\$\{(\w+)\}\.js`\s*\)/g, (whole, variable) => {
          const files = readdirSync(dir).filter((name) => name.endsWith('.js') && join(dir, name) !== path).sort();
          tables += files.map((name, i) => `import * as __pathlabFile${i} from ${JSON.stringify('./' + name)};\n`).join('');
          const table = `{${files.map((name, i) => `${JSON.stringify(basename(name, '.js'))}: __pathlabFile${i}`).join(', ')}}`;
          return `((table, name) => (Object.hasOwn(table, name) ? Promise.resolve(table[name]) : Promise.reject(new Error(\`no file ./\${name}.js\`))))(${table}, ${variable})`;
        });
        text = tables + text;
        // The library's dynamic import of the core: static in the bundle (it is needed at once), through
        // the glue that takes the page's early compilation.
        if (path.endsWith(join('src', 'lib', 'pathlab.js'))) {
          text = text.replace("await import('../../build/pathlab-core.mjs')", '__pathlabCore');
          text = `import * as __pathlabCore from 'pathlab-early-core';\n${text}`;
        }
        return text === original ? undefined : { contents: text, loader: 'js', resolveDir: dir };
      });
    },
  };
}

/** A site's files, for a report: how many and how large. */
export function siteSize(dir) {
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

