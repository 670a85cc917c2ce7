// The static server's caching and compression (web/tools/serve.mjs), over real HTTP against a
// folder written here: validators and 304s, Cache-Control for hashed assets and everything else,
// Brotli and gzip by Accept-Encoding, HEAD, a changed file, and the command line.
// node:http rather than fetch: fetch decompresses by itself and would hide the encoding.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer } from '../../web/tools/serve.mjs';

const SCRIPT = fileURLToPath(new URL('../../web/tools/serve.mjs', import.meta.url));
const IMMUTABLE = 'public, max-age=31536000, immutable';

const site = mkdtempSync(join(tmpdir(), 'pathlab-serve-'));
const files = {
  'index.html': Buffer.from(`<!doctype html><title>served</title>\n${'<p>a paragraph of the page</p>\n'.repeat(80)}`),
  'assets/x-ABCDEFGH.js': Buffer.from(Array.from({ length: 200 }, (_, i) => `export const a${i} = ${i * 31};\n`).join('')),
  // About 250 KB of varied, compressible JavaScript.
  'big.js': Buffer.from(Array.from({ length: 9000 }, (_, i) => `export const v${i} = ${(i * 7919) % 10007};\n`).join('')),
  // A PNG's signature and random bytes: an already compressed type, 8 KB.
  'picture.png': Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), randomBytes(8192)]),
  'assets/x-ABCDEFGH.js.map': Buffer.from(JSON.stringify({ version: 3, sources: ['x.js'], mappings: 'AAAA;'.repeat(400) })),
  'site.webmanifest': Buffer.from(JSON.stringify({ name: 'Pathlab', start_url: '.', display: 'standalone' })),
  'tiny.js': Buffer.from('export const tiny = 1;\n'),
  'changing.js': Buffer.from(`export const version = 'first';\n${'// padding so it is compressed\n'.repeat(100)}`),
};
for (const [name, content] of Object.entries(files)) {
  mkdirSync(join(site, name, '..'), { recursive: true });
  writeFileSync(join(site, name), content);
}
// A known modification time: Last-Modified and If-Modified-Since are checked against this literal.
const MTIME = new Date('2024-01-02T03:04:05Z');
utimesSync(join(site, 'index.html'), MTIME, MTIME);

let server;
let port;
beforeAll(async () => {
  server = await startServer({ port: 0, root: site });
  port = server.address().port;
});
afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  rmSync(site, { recursive: true, force: true });
});

/** One raw request: status, headers and the body's bytes as sent (not decompressed). */
function get(path, { method = 'GET', headers = {} } = {}) {
  return new Promise((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port, path, method, headers, agent: false }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

describe('validators', () => {
  it('sends a strong ETag and Last-Modified, and 304 with no body for a matching If-None-Match', async () => {
    const first = await get('/index.html');
    expect(first.status).toBe(200);
    expect(first.headers.etag).toMatch(/^"[^"]+"$/); // strong: no W/ prefix
    expect(first.headers['last-modified']).toBe('Tue, 02 Jan 2024 03:04:05 GMT');
    expect(first.body.equals(files['index.html'])).toBe(true);

    const again = await get('/index.html', { headers: { 'If-None-Match': first.headers.etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(again.headers['cache-control']).toBe('no-cache');

    const inList = await get('/index.html', { headers: { 'If-None-Match': `"other", ${first.headers.etag}` } });
    expect(inList.status).toBe(304);
    expect((await get('/index.html', { headers: { 'If-None-Match': '*' } })).status).toBe(304);
    const other = await get('/index.html', { headers: { 'If-None-Match': '"not-this-one"' } });
    expect(other.status).toBe(200);
    expect(other.body.equals(files['index.html'])).toBe(true);
  });

  it('answers If-Modified-Since with 304 unless the file is newer, and If-None-Match takes precedence', async () => {
    const same = await get('/index.html', { headers: { 'If-Modified-Since': 'Tue, 02 Jan 2024 03:04:05 GMT' } });
    expect(same.status).toBe(304);
    expect(same.body.length).toBe(0);
    const later = await get('/index.html', { headers: { 'If-Modified-Since': 'Wed, 01 May 2024 00:00:00 GMT' } });
    expect(later.status).toBe(304);
    const earlier = await get('/index.html', { headers: { 'If-Modified-Since': 'Tue, 02 Jan 2024 03:04:04 GMT' } });
    expect(earlier.status).toBe(200);
    expect(earlier.body.equals(files['index.html'])).toBe(true);
    const garbage = await get('/index.html', { headers: { 'If-Modified-Since': 'yesterday' } });
    expect(garbage.status).toBe(200);
    // A non-matching If-None-Match wins over a matching If-Modified-Since.
    const both = await get('/index.html', {
      headers: { 'If-None-Match': '"stale"', 'If-Modified-Since': 'Wed, 01 May 2024 00:00:00 GMT' },
    });
    expect(both.status).toBe(200);
  });

  it('gives a changed file a new ETag and its new content, not a stale compressed copy', async () => {
    const path = join(site, 'changing.js');
    const before = await get('/changing.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(before.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(before.body).equals(files['changing.js'])).toBe(true);
    const beforeGzip = await get('/changing.js', { headers: { 'Accept-Encoding': 'gzip' } });

    // The same size, other bytes, a later time.
    const changed = Buffer.from(files['changing.js'].toString().replace("'first'", "'other'"));
    expect(changed.length).toBe(files['changing.js'].length);
    writeFileSync(path, changed);
    const later = new Date(Date.now() + 5000);
    utimesSync(path, later, later);

    const after = await get('/changing.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(after.status).toBe(200);
    expect(after.headers.etag).not.toBe(before.headers.etag);
    expect(brotliDecompressSync(after.body).equals(changed)).toBe(true);
    const afterGzip = await get('/changing.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(afterGzip.headers.etag).not.toBe(beforeGzip.headers.etag);
    expect(gunzipSync(afterGzip.body).equals(changed)).toBe(true);
    const plain = await get('/changing.js');
    expect(plain.body.equals(changed)).toBe(true);
    // The old validator no longer matches.
    const revalidated = await get('/changing.js', { headers: { 'Accept-Encoding': 'br', 'If-None-Match': before.headers.etag } });
    expect(revalidated.status).toBe(200);
    expect(brotliDecompressSync(revalidated.body).equals(changed)).toBe(true);

    // A different size too.
    const longer = Buffer.concat([changed, Buffer.from('export const more = 2;\n')]);
    writeFileSync(path, longer);
    const latest = await get('/changing.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(latest.headers.etag).not.toBe(after.headers.etag);
    expect(brotliDecompressSync(latest.body).equals(longer)).toBe(true);
  });
});

describe('Cache-Control', () => {
  it('is immutable for hashed files under assets/ and no-cache for everything else', async () => {
    expect((await get('/assets/x-ABCDEFGH.js')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/assets/x-ABCDEFGH.js.map')).headers['cache-control']).toBe(IMMUTABLE);
    expect((await get('/index.html')).headers['cache-control']).toBe('no-cache');
    expect((await get('/')).headers['cache-control']).toBe('no-cache');
    expect((await get('/big.js')).headers['cache-control']).toBe('no-cache');
    expect((await get('/site.webmanifest')).headers['cache-control']).toBe('no-cache');
  });

  it('keeps immutable on a 304', async () => {
    const first = await get('/assets/x-ABCDEFGH.js', { headers: { 'Accept-Encoding': 'gzip' } });
    const again = await get('/assets/x-ABCDEFGH.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': first.headers.etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers['cache-control']).toBe(IMMUTABLE);
  });
});

describe('compression', () => {
  it('sends Brotli when accepted, with the compressed length, and it decompresses to the file', async () => {
    const response = await get('/big.js', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers.vary).toMatch(/Accept-Encoding/i);
    expect(Number(response.headers['content-length'])).toBe(response.body.length);
    expect(response.body.length).toBeLessThan(files['big.js'].length / 3);
    expect(brotliDecompressSync(response.body).equals(files['big.js'])).toBe(true);
  });

  it('sends the copies compressed ahead beside a file (x.br, x.gz) when they are not older than it', async () => {
    // The copies hold a marked variant, so the body shows which was sent.
    const source = Buffer.from(`export const where = 'file';\n${'// padding\n'.repeat(200)}`);
    const ahead = Buffer.from(source.toString().replace("'file'", "'ahead'"));
    writeFileSync(join(site, 'ahead.js'), source);
    writeFileSync(join(site, 'ahead.js.br'), brotliCompressSync(ahead));
    writeFileSync(join(site, 'ahead.js.gz'), gzipSync(ahead));
    const br = await get('/ahead.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).equals(ahead)).toBe(true);
    const gz = await get('/ahead.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(gunzipSync(gz.body).equals(ahead)).toBe(true);
    // A file newer than its copies is compressed from itself.
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(site, 'ahead.js'), later, later);
    const fresh = await get('/ahead.js', { headers: { 'Accept-Encoding': 'br' } });
    expect(brotliDecompressSync(fresh.body).equals(source)).toBe(true);
  });

  it('sends gzip when only gzip is accepted, or preferred by q-value', async () => {
    for (const accept of ['gzip', 'br;q=0, gzip', 'gzip;q=1.0, br;q=0.5']) {
      const response = await get('/big.js', { headers: { 'Accept-Encoding': accept } });
      expect(response.headers['content-encoding'], accept).toBe('gzip');
      expect(Number(response.headers['content-length'])).toBe(response.body.length);
      expect(gunzipSync(response.body).equals(files['big.js'])).toBe(true);
    }
  });

  it('sends the file as it is when no coding is accepted', async () => {
    for (const headers of [{}, { 'Accept-Encoding': 'identity' }, { 'Accept-Encoding': 'br;q=0, gzip;q=0' }]) {
      const response = await get('/big.js', { headers });
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.headers.vary).toMatch(/Accept-Encoding/i);
      expect(Number(response.headers['content-length'])).toBe(files['big.js'].length);
      expect(response.body.equals(files['big.js'])).toBe(true);
    }
  });

  it('gives each coding its own ETag, each revalidating to 304', async () => {
    const tags = [];
    for (const accept of ['br', 'gzip', 'identity']) {
      const response = await get('/big.js', { headers: { 'Accept-Encoding': accept } });
      tags.push(response.headers.etag);
      const again = await get('/big.js', { headers: { 'Accept-Encoding': accept, 'If-None-Match': response.headers.etag } });
      expect(again.status).toBe(304);
      expect(again.headers.vary).toMatch(/Accept-Encoding/i);
    }
    expect(new Set(tags).size).toBe(3);
  });

  it('serves concurrent first requests the same correct body', async () => {
    writeFileSync(join(site, 'fresh.js'), files['big.js']);
    const responses = await Promise.all(Array.from({ length: 6 }, () => get('/fresh.js', { headers: { 'Accept-Encoding': 'br' } })));
    for (const response of responses) expect(brotliDecompressSync(response.body).equals(files['big.js'])).toBe(true);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    for (const accept of ['br', 'gzip', 'identity']) {
      const headers = { 'Accept-Encoding': accept };
      const full = await get('/big.js', { headers });
      const head = await get('/big.js', { method: 'HEAD', headers });
      expect(head.status).toBe(200);
      expect(head.body.length).toBe(0);
      for (const name of ['content-type', 'content-length', 'content-encoding', 'etag', 'last-modified', 'cache-control', 'vary']) {
        expect(head.headers[name], `${accept} ${name}`).toBe(full.headers[name]);
      }
    }
    const png = await get('/picture.png', { method: 'HEAD' });
    expect(png.body.length).toBe(0);
    expect(Number(png.headers['content-length'])).toBe(files['picture.png'].length);
  });

  it('does not compress images or tiny files', async () => {
    const png = await get('/picture.png', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(png.headers['content-type']).toBe('image/png');
    expect(png.headers['content-encoding']).toBeUndefined();
    expect(png.headers.vary).toBeUndefined();
    expect(png.headers.etag).toMatch(/^"[^"]+"$/);
    expect(png.body.equals(files['picture.png'])).toBe(true);

    const tiny = await get('/tiny.js', { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body.equals(files['tiny.js'])).toBe(true);
  });
});

describe('what stays as before, and the new types', () => {
  it('serves source maps as JSON and web manifests as manifests, compressed when big enough', async () => {
    const map = await get('/assets/x-ABCDEFGH.js.map', { headers: { 'Accept-Encoding': 'br' } });
    expect(map.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(map.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(map.body).equals(files['assets/x-ABCDEFGH.js.map'])).toBe(true);
    const manifest = await get('/site.webmanifest');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(manifest.body.equals(files['site.webmanifest'])).toBe(true);
  });

  it('keeps its security and CORS headers, 400 for a path leaving the root, 404, 405', async () => {
    const page = await get('/index.html');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['access-control-allow-origin']).toBe('*');
    expect((await get('/../package.json')).status).toBe(400);
    expect((await get('/%2e%2e/%2e%2e/etc/passwd')).status).toBe(400);
    expect((await get('/assets/..%2f..%2fpackage.json')).status).toBe(400);
    const missing = await get('/nothing-here.js');
    expect(missing.status).toBe(404);
    expect(missing.body.toString()).toBe('not found');
    const post = await get('/index.html', { method: 'POST' });
    expect(post.status).toBe(405);
    expect(post.headers.allow).toBe('GET, HEAD');
  });
});

/** Runs the command line until it exits or prints its URL. */
function runCli(args, env = {}) {
  const child = spawn(process.execPath, [SCRIPT, ...args], {
    env: { ...process.env, PORT: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  child.stdout.setEncoding('utf8').on('data', (text) => { stdout += text; });
  child.stderr.setEncoding('utf8').on('data', (text) => { stderr += text; });
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.stdout.on('data', () => {
      const url = /Pathlab playground: (http:\/\/\S+)/.exec(stdout);
      if (url) {
        child.kill();
        resolve({ url: url[1], stdout, stderr, code: null });
      }
    });
    child.on('exit', (code) => resolve({ url: null, stdout, stderr, code }));
  });
}

describe('the command line', () => {
  it('refuses an unknown argument with its usage and exit code 2', async () => {
    for (const args of [['--bogus'], ['--src', 'extra'], ['web']]) {
      const result = await runCli(args);
      expect(result.code, args.join(' ')).toBe(2);
      expect(result.stderr).toMatch(/usage: node web\/tools\/serve\.mjs \[--src\]/);
      expect(result.url).toBeNull();
    }
  });

  it('serves the sources with --src and says so', async () => {
    const result = await runCli(['--src']);
    expect(result.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(result.stdout).toMatch(/sources/);
  });

  it('serves the built site without an argument, or says to run npm run dist when it is missing', async () => {
    const built = existsSync(fileURLToPath(new URL('../../dist/index.html', import.meta.url)));
    const result = await runCli([]);
    if (built) {
      expect(result.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
      expect(result.stdout).toMatch(/built site/);
    } else {
      expect(result.code).toBe(1);
      expect(result.stderr).toMatch(/npm run dist/);
    }
  });
});
