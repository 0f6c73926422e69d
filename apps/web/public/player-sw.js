// Service worker of the station screen player (/ecran, features/screens/public/PlayerPage.tsx):
// keeps what the player needs to go on playing without network. Registered with scope /ecran, so
// it serves the player page alone; no other page of the site is ever handled by it.
// - the page itself and the build's files: network first, the cached copy when offline;
// - creatives (/uploads/*, immutable names): cache first;
// - the playlist: network first, the last one when offline.
const CACHE = 'screen-player-v1';

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key.startsWith('screen-player-') && key !== CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

async function networkFirst(request, key) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put(key, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(key);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request.url);
  if (cached) return cached;
  const response = await fetch(request.url);
  if (response.ok) await cache.put(request.url, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate') {
    // Whatever the fragment or query, the player page is one document.
    event.respondWith(networkFirst(request, '/ecran'));
  } else if (url.pathname.startsWith('/uploads/')) {
    event.respondWith(cacheFirst(request));
  } else if (url.pathname === '/api/screen/playlist') {
    event.respondWith(networkFirst(request, url.pathname));
  } else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/api/site')) {
    event.respondWith(networkFirst(request, url.pathname + url.search));
  }
});
