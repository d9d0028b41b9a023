// PawAlert service worker (issue 10): keeps the emergency wizard, its scripts and
// the list of 24-hour hospitals so that /emergency still opens with no network.
// Issue 19: also the first-aid pages (/first-aid/<symptom>) a results or status
// page links to, so the owner's cards still open on the way with no signal.
// Online, every request goes to the network first, so behaviour is unchanged;
// only a failed network request is answered from the cache.
const CACHE = "pawalert-offline-v1";
// The app shell (landing) and the wizard, in both languages.
const PAGES = ["/", "/zh-HK", "/emergency", "/zh-HK/emergency"];
const HOSPITALS = "/api/clinics/hospitals-24h";
// Public, the same for everyone: kept when a page asks (only those it links to) or is visited.
const FIRST_AID = /^\/(zh-HK\/)?first-aid\/[a-z_]{2,20}(\/[a-z_]{2,20})?$/;
// Issue 30 finding 7: an owner's own results pages, kept as they were last seen
// so that a reload with no signal still shows every Call (not a blank wizard).
// The few most recent only: they hold the owner's name and phone.
const RESULTS = /^\/(zh-HK\/)?emergency-results\/[0-9a-f-]{36}$/;
const RESULTS_KEPT = 3;

const REFRESH_EVERY_MS = 10 * 60 * 1000;
let refreshedAt = 0;

// Anonymous copies (no cookies): a shared phone must not keep one owner's pets or profile.
// At most every 10 minutes: every page view asks, and mobile data is precious.
async function refresh(force) {
  if (!force && Date.now() - refreshedAt < REFRESH_EVERY_MS) return;
  refreshedAt = Date.now();
  const cache = await caches.open(CACHE);
  await Promise.all(
    [...PAGES, HOSPITALS].map(async (url) => {
      try {
        const res = await fetch(url, { credentials: "omit", cache: "no-store" });
        // A redirected page cannot answer a navigation later (browsers refuse it).
        if (!res.ok || res.redirected) return;
        if (PAGES.includes(url)) await cacheScriptsOf(cache, await res.clone().text());
        await cache.put(url, res);
      } catch {
        // Offline or the server is down: keep what is cached.
      }
    }),
  );
}

/**
 * Keeps pages with their scripts and styles: first-aid pages a page links to, and
 * the results page the owner is on (reached by the wizard's client-side
 * navigation, so never fetched as a navigation). Already kept ones are left
 * alone: a reload online keeps a results page's latest copy.
 */
async function keepPages(urls) {
  const cache = await caches.open(CACHE);
  await Promise.all(
    urls.map(async (url) => {
      if (await cache.match(url)) return;
      try {
        const res = await fetch(url, { credentials: "omit" });
        if (!res.ok || res.redirected) return;
        await cacheScriptsOf(cache, await res.clone().text());
        await keepPage(url, res);
      } catch {
        // Offline: try again on the next visit.
      }
    }),
  );
}

/** A visited page kept as its latest copy; of the results pages only the most recent few. */
async function keepPage(path, res) {
  const cache = await caches.open(CACHE);
  await cache.delete(path); // re-inserted last: the cache lists keys in insertion order
  await cache.put(path, res);
  if (!RESULTS.test(path)) return;
  const results = (await cache.keys()).filter((req) => RESULTS.test(new URL(req.url).pathname));
  await Promise.all(results.slice(0, -RESULTS_KEPT).map((req) => cache.delete(req)));
}

// A page is only usable offline with the scripts and styles it loads.
async function cacheScriptsOf(cache, html) {
  const urls = [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)].map((m) => m[0]))];
  await cacheUrls(cache, urls);
}

async function cacheUrls(cache, urls) {
  await Promise.all(urls.map(async (url) => (await cache.match(url)) || fetchAndKeep(url, url).catch(() => undefined)));
}

/** The network's answer, kept under `key` when it is a success. */
async function fetchAndKeep(request, key) {
  const res = await fetch(request);
  if (res.ok) await (await caches.open(CACHE)).put(key, res.clone());
  return res;
}

self.addEventListener("install", (event) => {
  event.waitUntil(refresh(true).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// From the page: "refresh" (online again, or a new visit) and "cache" with the
// same-origin static files it has loaded (lazy chunks never appear in the HTML).
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "refresh") event.waitUntil(refresh());
  if (data.type === "cache" && Array.isArray(data.urls)) {
    const urls = data.urls.filter((u) => typeof u === "string" && u.startsWith("/_next/static/"));
    event.waitUntil(caches.open(CACHE).then((cache) => cacheUrls(cache, urls)));
  }
  if (data.type === "pages" && Array.isArray(data.urls)) {
    const keepable = (u) => typeof u === "string" && (FIRST_AID.test(u) || RESULTS.test(u));
    event.waitUntil(keepPages(data.urls.filter(keepable).slice(0, 32)));
  }
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith("/_next/static/")) {
    // Content-hashed, immutable: the cache is as good as the network.
    event.respondWith(caches.match(url.pathname).then((hit) => hit || fetchAndKeep(request, url.pathname)));
    return;
  }

  if (url.pathname === HOSPITALS) {
    event.respondWith(fetchAndKeep(request, HOSPITALS).catch(() => caches.match(HOSPITALS).then((hit) => hit || Response.error())));
    return;
  }

  if (request.mode === "navigate") {
    // Offline: a kept page as it is; any other page sends the owner to the wizard in its language.
    const wizard = url.pathname === "/zh-HK" || url.pathname.startsWith("/zh-HK/") ? "/zh-HK/emergency" : "/emergency";
    const keep = FIRST_AID.test(url.pathname) || RESULTS.test(url.pathname);
    event.respondWith(
      fetch(request)
        .then((res) => {
          if (keep && res.ok && !res.redirected) event.waitUntil(keepPage(url.pathname, res.clone()));
          return res;
        })
        .catch(
          async () =>
            (await caches.match(url.pathname)) || ((await caches.match(wizard)) ? Response.redirect(wizard, 302) : Response.error()),
        ),
    );
  }
});
