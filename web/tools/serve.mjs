// A small static file server for the playground: serves web/ on localhost.
//   node web/tools/serve.mjs            PORT (default 8357), HOST (default 127.0.0.1)
// Import startServer() to serve from tests on a free port. The page's Help links to api/, the
// documentation site that npm run dist writes (docs/contributing.md, "The documentation"); serving
// the source tree, /api/ comes from dist/api/ and says how to build it when it is missing.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

export const DEFAULT_PORT = 8357;
const WEB_ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS_SITE = fileURLToPath(new URL('../../dist/api/', import.meta.url));
const NO_DOCS = 'The documentation site is not built: run `npm run dist` (it writes dist/api/). '
  + 'The same pages are README.md and docs/*.md in the repository.';
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.map': 'text/plain; charset=utf-8',
  '.scen': 'text/plain; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

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

/**
 * Starts serving `root`. Resolves to the http.Server once listening.
 * @param {{port?: number, host?: string, root?: string, docsRoot?: string|null}} [options] port 0 picks a
 *   free port; docsRoot serves /api/ (by default dist/api/ when serving web/ itself, none otherwise)
 */
export function startServer({ port = DEFAULT_PORT, host = '127.0.0.1', root = WEB_ROOT,
  docsRoot = root === WEB_ROOT ? DOCS_SITE : null } = {}) {
  const server = createServer(async (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const url = request.url || '/';
    const docs = docsRoot !== null && /^\/api(\/|$)/.test(url);
    let file = docs ? resolveUnder(docsRoot, url.slice(4) || '/') : resolveUnder(root, url);
    if (!file) {
      response.writeHead(400).end('bad path');
      return;
    }
    try {
      let info = await stat(file);
      if (info.isDirectory()) {
        file = join(file, 'index.html');
        info = await stat(file);
      }
      response.writeHead(200, {
        'Content-Type': TYPES[extname(file)] || 'application/octet-stream',
        'Content-Length': info.size,
        'Cache-Control': 'no-cache',
        'X-Content-Type-Options': 'nosniff',
        // Pages on other sites may load embed-element.js (a module script needs CORS), as from GitHub Pages.
        'Access-Control-Allow-Origin': '*',
      });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    } catch {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end(docs ? NO_DOCS : 'not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const port = Number(process.env.PORT || DEFAULT_PORT);
  const host = process.env.HOST || '127.0.0.1';
  startServer({ port, host }).then(
    (server) => console.log(`Pathlab playground: http://${host === '0.0.0.0' ? 'localhost' : host}:${server.address().port}/`),
    (error) => {
      console.error(`pathlab serve: cannot listen on ${host}:${port}: ${error.message}`);
      process.exit(1);
    },
  );
}
