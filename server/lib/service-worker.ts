// The service worker's source (docs/phones.md), served as /sw.js at the root of each merchant's host: the hashed
// build files cache-first and the theme and merchant files refreshed in the background, for a fast second visit; a
// page that cannot load gets the merchant's offline page. It never touches the API (/wps, /lgw), the development
// helpers, the payment gateway, anything but GET, or another origin: member data and money answers always come from
// the network. The version is the server's start (a new build comes with a restart): a new version drops old caches.
// Pure: the route hands in the version.

/** Paths the worker leaves to the network, untouched. */
export const NEVER_CACHED = /^\/(wps|lgw|dev|sandbox-gateway|preview|healthz|openapi\.json|sw\.js)(\/|$)/;
export const OFFLINE_PATH = '/offline.html';

export function serviceWorkerSource(version: string): string {
  return `// Livery's service worker, version ${JSON.stringify(version)} (server/lib/service-worker.ts).
const CACHE = ${JSON.stringify(`livery-${version}`)};
const OFFLINE = ${JSON.stringify(OFFLINE_PATH)};
const NEVER = ${NEVER_CACHED.toString()};
const FRESH_IN_BACKGROUND = /^\\/(themes|merchant-assets)\\/|^\\/(favicon|favicon\\.ico|manifest\\.webmanifest|app-icon-\\d+\\.png|offline\\.html|offline\\.js)$/;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([new Request(OFFLINE, { cache: 'reload' }), new Request('/offline.js', { cache: 'reload' })])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('livery-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function freshInBackground(event) {
  const cache = await caches.open(CACHE);
  const hit = await cache.match(event.request);
  const network = fetch(event.request).then(async (response) => {
    if (response.ok) await cache.put(event.request, response.clone());
    return response;
  });
  if (hit) {
    event.waitUntil(network.catch(() => undefined));
    return hit;
  }
  return network;
}

async function pageOrOffline(request) {
  try {
    return await fetch(request);
  } catch (error) {
    const offline = await caches.match(OFFLINE);
    if (offline) return offline;
    throw error;
  }
}

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin || NEVER.test(url.pathname)) return;
  if (request.mode === 'navigate') event.respondWith(pageOrOffline(request));
  else if (url.pathname.startsWith('/assets/')) event.respondWith(cacheFirst(request));
  else if (FRESH_IN_BACKGROUND.test(url.pathname)) event.respondWith(freshInBackground(event));
});
`;
}
