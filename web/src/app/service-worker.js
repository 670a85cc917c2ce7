// The built site's service worker (sw.js; docs/embedding.md, "Publishing the site"): after a first
// visit the playground opens without a network, so a student on a train keeps their lab.
//
// The build (web/tools/site-build.mjs) puts in the list of the site's files and a version named
// by them. Every file in assets/ is named by its content's hash, so a page is always the set its
// HTML names: pages are asked of the network first (an update shows on the next load) and taken
// from the cache only when the network fails; assets come from the cache first, since a name
// never changes its content. A new version waits until no page of the old one is open, then
// drops the old cache, so an open page never gets a file of another version.
/* global PATHLAB_PRECACHE, PATHLAB_VERSION */

// The page's type check knows the DOM, not a service worker's scope: its events are typed here.
/** @typedef {Event & {waitUntil: (p: Promise<any>) => void}} ExtendableEvent */
/** @typedef {ExtendableEvent & {request: Request, respondWith: (r: Promise<Response>) => void}} FetchEvent */
const sw = /** @type {any} */ (self);
const CACHE = `pathlab-${PATHLAB_VERSION}`;
const FILES = PATHLAB_PRECACHE;

sw.addEventListener('install', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(FILES)));
});

sw.addEventListener('activate', (/** @type {ExtendableEvent} */ event) => {
  event.waitUntil(caches.keys().then((names) => Promise.all(
    names.filter((name) => name.startsWith('pathlab-') && name !== CACHE).map((name) => caches.delete(name)))));
});

sw.addEventListener('fetch', (/** @type {FetchEvent} */ event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== location.origin) return;
  const scope = new URL(sw.registration.scope);
  if (!url.pathname.startsWith(scope.pathname)) return;
  const immutable = url.pathname.startsWith(`${scope.pathname}assets/`);
  event.respondWith(immutable ? cacheFirst(request) : networkFirst(request));
});

async function cacheFirst(request) {
  const cached = await caches.match(request);
  return cached ?? fetch(request);
}

async function networkFirst(request) {
  try {
    return await fetch(request);
  } catch (error) {
    // A page's address may carry a query (embed.html?controls=…): the cached page is the same file.
    const cached = await caches.match(request, { ignoreSearch: request.mode === 'navigate' });
    if (cached) return cached;
    throw error;
  }
}
