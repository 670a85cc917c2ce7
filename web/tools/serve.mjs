// A small static file server for the playground, with the caching and compression of a good
// static host, so that a reload or a second embed costs a few 304s.
//   node web/tools/serve.mjs          the built site, dist/ (npm run dist writes it)
//   node web/tools/serve.mjs --src    the sources, web/, for development
// PORT (default 8357) and HOST (default 127.0.0.1) choose the address. Import startServer() to
// serve from tests on a free port; it serves the sources unless given a root. The page's Help links
// to api/, the documentation site that npm run dist writes (docs/contributing.md, "The
// documentation"): in the built site it is dist/api/ itself; serving the sources, /api/ comes from
// dist/api/ and says how to build it when it is missing.
//
// Caching: every response carries a strong ETag and Last-Modified and is answered with 304 when the
// client's copy is current. Files under assets/ at the served root have content-hashed names (the
// production build writes only such files there), so they never change: `immutable`, a year. All
// else (pages, embed-element.js, sw.js, the docs, the sources) keeps its address when its content
// changes, so `no-cache`: the browser revalidates on every use, which the validators make cheap.
// Compression: Brotli or gzip by Accept-Encoding for text-like types and wasm, computed once per
// file content and kept in a bounded in-memory cache.
import { createReadStream, existsSync } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { extname, join, normalize, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';

export const DEFAULT_PORT = 8357;
/** The built site that npm run dist writes: dist/ at the repository's root. */
export const SITE_ROOT = fileURLToPath(new URL('../../dist/', import.meta.url));
/** The sources: web/, served as they are for development. */
export const SOURCE_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS_SITE = join(SITE_ROOT, 'api/');
const NO_DOCS = 'The documentation site is not built: run `npm run dist` (it writes dist/api/). '
  + 'The same pages are README.md and docs/*.md in the repository.';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'text/plain; charset=utf-8', // a Moving AI map; source maps (x.js.map) are JSON, below
  '.scen': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};
const SOURCE_MAP = /\.(m?js|css)\.map$/;
// Types worth compressing: text, JSON, SVG and wasm (about 4:1). Images and fonts are already compressed.
const COMPRESSIBLE = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg\+xml)/;
const MIN_COMPRESS = 1024; // below this the saving is less than the headers and a round of work
// Files up to this size are read whole to hash (and compress) them; larger ones, which the site
// does not have, are streamed and get a size-and-time ETag, so their first byte is not delayed.
const MAX_BUFFERED = 16 * 1024 * 1024;
const CACHE_BYTES = 64 * 1024 * 1024; // compressed bodies kept, in total
const CACHE_FILES = 10_000; // file versions whose ETag is remembered
// Brotli's quality by size: the first request of each file version waits for its compression, and
// quality 11, the smallest output, takes over a second on the wasm core, so large files get a quick
// quality whose output is a little larger.
const BROTLI_BEST_UP_TO = 64 * 1024;
const BROTLI_BIG_QUALITY = 5;

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Resolves a URL path to a file under root, or null if it would leave root. */
export function resolveUnder(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0].split('#')[0]);
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = normalize(join(root, decoded));
  return file === root.replace(/[\\/]$/, '') || file.startsWith(root.endsWith(sep) ? root : root + sep) ? file : null;
}

function contentType(file) {
  if (SOURCE_MAP.test(file)) return 'application/json; charset=utf-8';
  return TYPES[extname(file)] || 'application/octet-stream';
}

/**
 * The content coding to answer with: 'br' or 'gzip' by the header's q-values (br on a tie, as it
 * is smaller), or 'identity' when neither is acceptable.
 * @param {string|undefined} header Accept-Encoding
 */
function chooseEncoding(header) {
  const weights = new Map();
  for (const part of (header || '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((piece) => piece.trim());
    if (!name) continue;
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weight = (name) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weight('br');
  const gz = weight('gzip');
  if (br > 0 && br >= gz) return 'br';
  return gz > 0 ? 'gzip' : 'identity';
}

function compress(buffer, encoding, type) {
  if (encoding === 'gzip') return gzipAsync(buffer, { level: 9 });
  return brotliAsync(buffer, {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: buffer.length <= BROTLI_BEST_UP_TO ? 11 : BROTLI_BIG_QUALITY,
      [zlibConstants.BROTLI_PARAM_MODE]: type.startsWith('application/wasm')
        ? zlibConstants.BROTLI_MODE_GENERIC : zlibConstants.BROTLI_MODE_TEXT,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: buffer.length,
    },
  });
}

/**
 * Reads a file with the stat of the same open handle, so the content, its ETag and the
 * size and time they are remembered under belong together.
 * @returns {Promise<{info: import('node:fs').Stats, tag: string, buffer: Buffer|null}>}
 */
async function readVersion(file) {
  const handle = await open(file, 'r');
  try {
    const info = await handle.stat();
    if (info.size > MAX_BUFFERED) return { info, tag: `${info.size.toString(36)}-${info.mtimeMs.toString(36)}`, buffer: null };
    const buffer = await handle.readFile();
    return { info, tag: contentTag(buffer), buffer };
  } finally {
    await handle.close();
  }
}

// The ETag is a hash of the content rather than of size and mtime: npm run dist deletes and rewrites
// every file, so a size-and-time tag would change on every build and the browser would fetch each
// unchanged page again; a content hash stays, so a rebuild costs 304s. Hashing is done once per file
// version (path, size, mtime).
function contentTag(buffer) {
  return createHash('sha256').update(buffer).digest('base64url').slice(0, 22);
}

/** The ETags of file versions and the compressed bodies of contents, both bounded, oldest use out first. */
class ServeCache {
  /** @type {Map<string, {size: number, mtimeMs: number, tag: string}>} file path → its last version */
  versions = new Map();
  /** @type {Map<string, Buffer>} `${tag} ${encoding}` → body; keyed by content, so a file rewritten
   * unchanged, or two files alike, share one compression */
  bodies = new Map();
  /** @type {Map<string, Promise<Buffer>>} compressions under way, so concurrent requests share one */
  pending = new Map();
  bytes = 0;

  /** The ETag of this version of the file, if known. */
  tagOf(file, info) {
    const known = this.versions.get(file);
    return known && known.size === info.size && known.mtimeMs === info.mtimeMs ? known.tag : null;
  }

  remember(file, info, tag) {
    this.versions.delete(file);
    this.versions.set(file, { size: info.size, mtimeMs: info.mtimeMs, tag });
    if (this.versions.size > CACHE_FILES) this.versions.delete(this.versions.keys().next().value);
  }

  body(tag, encoding) {
    const key = `${tag} ${encoding}`;
    const body = this.bodies.get(key);
    if (body) {
      this.bodies.delete(key); // to the end: the most recently used
      this.bodies.set(key, body);
    }
    return body || null;
  }

  compress(tag, encoding, buffer, type) {
    const key = `${tag} ${encoding}`;
    let job = this.pending.get(key);
    if (!job) {
      job = compress(buffer, encoding, type).then((body) => {
        this.bodies.set(key, body);
        this.bytes += body.length;
        for (const [oldKey, old] of this.bodies) {
          if (this.bytes <= CACHE_BYTES) break;
          this.bodies.delete(oldKey);
          this.bytes -= old.length;
        }
        return body;
      }).finally(() => this.pending.delete(key));
      this.pending.set(key, job);
    }
    return job;
  }
}

const SIBLING = { br: '.br', gzip: '.gz' };

/**
 * The file compressed ahead by the build (x.js.br, x.js.gz beside x.js: npm run dist writes them at
 * the best ratio, which would take too long per request), when it is there and not older than the file.
 * @returns {Promise<Buffer|null>}
 */
async function readPrecompressed(file, encoding, info) {
  try {
    const sibling = file + SIBLING[encoding];
    const siblingInfo = await stat(sibling);
    return siblingInfo.mtimeMs >= info.mtimeMs ? await readFile(sibling) : null;
  } catch {
    return null;
  }
}

/** Whether the request's validators match: If-None-Match decides when present, else If-Modified-Since. */
function notModified(request, etag, info) {
  const ifNoneMatch = request.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    return ifNoneMatch.split(',').some((candidate) => {
      const tag = candidate.trim().replace(/^W\//, ''); // If-None-Match compares weakly (RFC 9110 13.1.2)
      return tag === '*' || tag === etag;
    });
  }
  const since = Date.parse(request.headers['if-modified-since'] || '');
  // HTTP dates have whole seconds: compare the modification time as Last-Modified states it.
  return Number.isFinite(since) && Math.floor(info.mtimeMs / 1000) * 1000 <= since;
}

/**
 * Starts serving `root`. Resolves to the http.Server once listening.
 * @param {{port?: number, host?: string, root?: string, docsRoot?: string|null}} [options] port 0 picks a
 *   free port; root defaults to the sources (SOURCE_ROOT); docsRoot serves /api/ (by default dist/api/
 *   when serving the sources, none otherwise: in another folder, such as the built site, /api/ is
 *   an ordinary path)
 */
export function startServer({ port = DEFAULT_PORT, host = '127.0.0.1', root = SOURCE_ROOT,
  docsRoot = root === SOURCE_ROOT ? DOCS_SITE : null } = {}) {
  const cache = new ServeCache();

  async function respond(request, response) {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = request.url || '/';
    const docs = docsRoot !== null && /^\/api(\/|$)/.test(url);
    const base = docs ? docsRoot : root;
    let file = docs ? resolveUnder(docsRoot, url.slice(4) || '/') : resolveUnder(root, url);
    if (!file) {
      response.writeHead(400).end('bad path');
      return;
    }
    let info, tag, buffer = null;
    try {
      info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      if (!info.isFile()) throw new Error('not a file');
      tag = cache.tagOf(file, info);
      if (!tag) {
        ({ info, tag, buffer } = await readVersion(file));
        cache.remember(file, info, tag);
      }
    } catch {
      response.writeHead(404, {
        'Content-Type': 'text/plain; charset=utf-8',
        'X-Content-Type-Options': 'nosniff',
      }).end(docs ? NO_DOCS : 'not found');
      return;
    }

    const type = contentType(file);
    const compressible = COMPRESSIBLE.test(type);
    const accepted = compressible ? chooseEncoding(request.headers['accept-encoding']) : 'identity';
    const encodingFor = ({ size }) => (size >= MIN_COMPRESS && size <= MAX_BUFFERED ? accepted : 'identity');
    let encoding = encodingFor(info);
    let body = encoding === 'identity' ? null : cache.body(tag, encoding) ?? await readPrecompressed(file, encoding, info);
    if (encoding !== 'identity' && !body && !buffer) {
      // The content is needed to compress it. Read again; if the file changed since its stat, this
      // is the newer version, and the ETag below is that version's.
      ({ info, tag, buffer } = await readVersion(file));
      cache.remember(file, info, tag);
      encoding = encodingFor(info);
      body = encoding === 'identity' ? null : cache.body(tag, encoding);
    }
    const immutable = !docs && relative(base, file).split(sep)[0] === 'assets';
    const headers = {
      // A strong ETag names one sequence of bytes, so each content coding has its own.
      ETag: `"${encoding === 'identity' ? tag : `${tag}-${encoding}`}"`,
      'Last-Modified': new Date(info.mtimeMs).toUTCString(),
      'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(compressible ? { Vary: 'Accept-Encoding' } : {}),
      'X-Content-Type-Options': 'nosniff',
      // Pages on other sites may load embed-element.js (a module script needs CORS), as from GitHub Pages.
      'Access-Control-Allow-Origin': '*',
    };
    if (notModified(request, headers.ETag, info)) {
      response.writeHead(304, headers).end();
      return;
    }

    if (encoding === 'identity') {
      response.writeHead(200, { ...headers, 'Content-Type': type, 'Content-Length': info.size });
      if (request.method === 'HEAD') response.end();
      else if (buffer) response.end(buffer);
      else createReadStream(file).on('error', (error) => response.destroy(error)).pipe(response);
      return;
    }
    body ??= await cache.compress(tag, encoding, buffer, type);
    response.writeHead(200, {
      ...headers, 'Content-Type': type, 'Content-Encoding': encoding, 'Content-Length': body.length,
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  const server = createServer((request, response) => {
    respond(request, response).catch((error) => {
      if (response.headersSent) response.destroy(error);
      else response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' }).end('server error');
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

const USAGE = `usage: node web/tools/serve.mjs [--src]
  (no argument)  serve the built site, dist/ (npm run dist writes it)
  --src          serve the sources, web/, for development
PORT (default ${DEFAULT_PORT}) and HOST (default 127.0.0.1) choose the address.`;

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const args = process.argv.slice(2);
  if (args.length > 1 || (args.length === 1 && args[0] !== '--src')) {
    console.error(USAGE);
    process.exit(2);
  }
  const sources = args[0] === '--src';
  if (!sources && !existsSync(join(SITE_ROOT, 'index.html'))) {
    console.error('pathlab serve: the built site is missing (dist/index.html): run `npm run dist` to build it, '
      + 'or `node web/tools/serve.mjs --src` to serve the sources.');
    process.exit(1);
  }
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const host = process.env.HOST || '127.0.0.1';
  startServer({ port, host, root: sources ? SOURCE_ROOT : SITE_ROOT }).then(
    (server) => console.log(`Pathlab playground: http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/ `
      + `(${sources ? 'the sources, web/' : 'the built site, dist/'})`),
    (error) => {
      console.error(`pathlab serve: cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
