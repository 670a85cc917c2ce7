// npm start's server: the page's Help links to api/, the documentation site of npm run dist.
// Serving the source tree, /api/ comes from that site, or says how to build it.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer } from '../../web/tools/serve.mjs';

const temp = mkdtempSync(join(tmpdir(), 'pathlab-serve-docs-'));
const servers = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  rmSync(temp, { recursive: true, force: true });
});

async function serve(options) {
  const server = await startServer({ port: 0, ...options });
  servers.push(server);
  return (path) => fetch(`http://127.0.0.1:${server.address().port}${path}`);
}

describe('the documentation under /api/', () => {
  it('is served from the documentation site beside the page', async () => {
    const site = join(temp, 'site');
    mkdirSync(join(site, 'documents'), { recursive: true });
    writeFileSync(join(site, 'index.html'), '<h1>docs front page</h1>');
    writeFileSync(join(site, 'documents', 'library.html'), '<h1>library</h1>');
    const get = await serve({ docsRoot: site });
    expect(await (await get('/api/index.html')).text()).toBe('<h1>docs front page</h1>');
    expect(await (await get('/api/')).text()).toBe('<h1>docs front page</h1>');
    expect(await (await get('/api/documents/library.html')).text()).toBe('<h1>library</h1>');
    expect(await (await get('/index.html')).text()).toMatch(/<title>/); // the page itself, as before
  });

  it('says how to build it when it is not built', async () => {
    const get = await serve({ docsRoot: join(temp, 'missing') });
    const response = await get('/api/index.html');
    expect(response.status).toBe(404);
    expect(await response.text()).toMatch(/npm run dist/);
  });

  it('is an ordinary path when serving another folder, such as the built site', async () => {
    const site = join(temp, 'dist');
    mkdirSync(join(site, 'api'), { recursive: true });
    writeFileSync(join(site, 'api', 'index.html'), 'from the site itself');
    const get = await serve({ root: site });
    expect(await (await get('/api/index.html')).text()).toBe('from the site itself');
  });
});
