// Service worker: after the first visit the page works with no network at all.
// Network first (so a new build is picked up at once), falling back to what was cached. On
// install it caches the page and every asset index.html names (Trunk hashes their names).
const CACHE = 'status-explainer-v1';

self.addEventListener('install', (event) => {
  event.waitUntil((async () => {
    const cache = await caches.open(CACHE);
    const index = await fetch('./', { cache: 'no-store' });
    const html = await index.clone().text();
    const named = [...html.matchAll(/["'](\.\/[\w./-]+\.(?:js|wasm|css))["']/g)].map((m) => m[1]);
    // The worker that explains large pastes is started by the page, not named in index.html.
    const assets = [...new Set([...named, './explain-worker.js'])];
    await cache.put('./', index);
    await cache.addAll(assets);
    await self.skipWaiting();
  })());
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name !== CACHE) await caches.delete(name);
    await self.clients.claim();
  })());
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    try {
      const response = await fetch(request);
      if (response.ok) await cache.put(request, response.clone());
      return response;
    } catch (error) {
      const cached = (await cache.match(request, { ignoreSearch: true })) ||
        (request.mode === 'navigate' ? await cache.match('./') : undefined);
      if (cached) return cached;
      throw error;
    }
  })());
});
