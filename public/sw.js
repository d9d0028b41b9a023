// PawAlert service worker: keeps the landing page and the emergency
// wizard, their scripts, the code they load later (the two-tap door's panel) and
// the list of 24-hour hospitals, so that both still open and work with no
// network. Its install keeps what the door of the page being read needs, and
// nothing more, so that it is ready seconds after the first visit; the page then
// asks for the rest.
// Also the first-aid pages (/first-aid/<symptom>) a results or status
// page links to, so the owner's cards still open on the way with no signal.
// Online, every request goes to the network first, so behaviour is unchanged;
// only a failed network request is answered from the cache.
// And Web Push: the notifications of "Alert this device" and "Tell me when a
// hospital answers" (at the end of this file).
const CACHE = "pawalert-offline-v1";
// The app shell (landing) and the wizard, in both languages.
const DOOR_PAGES = ["/", "/zh-HK"];
const PAGES = [...DOOR_PAGES, "/emergency", "/zh-HK/emergency"];
const HOSPITALS = "/api/clinics/hospitals-24h";
// What those pages load later (the two-tap door's panel), as the build listed it from its
// manifests (scripts/offline-precache.mjs): kept with them, before any tap needs it, so the
// landing page's door works offline however soon after the first visit the signal goes.
const LAZY_FILES = "/api/offline/precache";
// Public, the same for everyone: kept when a page asks (only those it links to) or is visited.
const FIRST_AID = /^\/(zh-HK\/)?first-aid\/[a-z_]{2,20}(\/[a-z_]{2,20})?$/;
// An owner's own results pages, kept as they were last seen
// so that a reload with no signal still shows every Call (not a blank wizard).
// The few most recent only: they hold the owner's name and phone.
const RESULTS = /^\/(zh-HK\/)?emergency-results\/[0-9a-f-]{36}$/;
const RESULTS_KEPT = 3;

const REFRESH_EVERY_MS = 10 * 60 * 1000;
/** When each kept URL was last fetched (or is being fetched) by this worker. */
const fetchedAt = new Map();

// Anonymous copies (no cookies): a shared phone must not keep one owner's pets or profile.
// Each at most every 10 minutes: every page view asks, and mobile data is precious.
async function refresh(urls = [...PAGES, HOSPITALS, LAZY_FILES]) {
  const due = urls.filter((url) => !(Date.now() - (fetchedAt.get(url) ?? 0) < REFRESH_EVERY_MS));
  for (const url of due) fetchedAt.set(url, Date.now());
  const cache = await caches.open(CACHE);
  await Promise.all(
    due.map(async (url) => {
      try {
        if (url === LAZY_FILES) return await keepLazyFiles(cache);
        const res = await fetch(url, { credentials: "omit", cache: "no-store" });
        // A redirected page cannot answer a navigation later (browsers refuse it).
        if (!res.ok || res.redirected) return;
        if (PAGES.includes(url)) await cacheScriptsOf(cache, await res.clone().text());
        await cache.put(url, res);
      } catch {
        // Offline or the server is down: keep what is cached, and try again on the next ask.
        fetchedAt.delete(url);
      }
    }),
  );
}

/** The build's list of what the kept pages load later, and every file on it (each build names them anew). */
async function keepLazyFiles(cache) {
  const res = await fetch(LAZY_FILES, { cache: "no-store" });
  if (!res.ok) return;
  const urls = await res.clone().json();
  if (!Array.isArray(urls)) return;
  await cacheUrls(
    cache,
    urls.filter((u) => typeof u === "string" && u.startsWith("/_next/static/")),
  );
  await cache.put(LAZY_FILES, res);
}

/**
 * Whether a page would open and work with no network: it is kept with every
 * script and style it names, and so are the hospitals and what the kept pages
 * load later.
 */
async function worksOffline(path) {
  const cache = await caches.open(CACHE);
  const [page, lazy, hospitals] = await Promise.all([cache.match(path), cache.match(LAZY_FILES), cache.match(HOSPITALS)]);
  if (!page || !lazy || !hospitals) return false;
  const urls = [...staticUrlsIn(await page.text()), ...(await lazy.json())];
  return (await Promise.all(urls.map((url) => cache.match(url)))).every(Boolean);
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
  await cacheUrls(cache, staticUrlsIn(html));
}

const staticUrlsIn = (html) => [...new Set([...html.matchAll(/\/_next\/static\/[^"'\s)\\]+/g)].map((m) => m[0]))];

/** Static files (content-hashed: the browser's own copy of one is as good as the server's) being kept now. */
const keeping = new Map();

async function cacheUrls(cache, urls) {
  await Promise.all(urls.map(async (url) => (await cache.match(url)) || keepStatic(url)));
}

/** Each file once, however many pages name it at the same time; the page has usually just loaded it. */
function keepStatic(url) {
  if (!keeping.has(url)) {
    const kept = fetchAndKeep(new Request(url, { cache: "force-cache" }), url)
      .catch(() => undefined)
      .finally(() => keeping.delete(url));
    keeping.set(url, kept);
  }
  return keeping.get(url);
}

/** The network's answer, kept under `key` when it is a success. */
async function fetchAndKeep(request, key) {
  const res = await fetch(request);
  if (res.ok) await (await caches.open(CACHE)).put(key, res.clone());
  return res;
}

// The page being read first (its door works offline within seconds of the first
// visit: the landing page, or the wizard's step 1), else the landing page; the
// page asks for the rest once the worker controls it.
self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      const open = (await self.clients.matchAll({ type: "window", includeUncontrolled: true })).map((c) => new URL(c.url).pathname);
      const reading = PAGES.filter((page) => open.includes(page));
      await refresh([...(reading.length ? reading : DOOR_PAGES), HOSPITALS, LAZY_FILES]);
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key !== CACHE) await caches.delete(key);
      await self.clients.claim();
    })(),
  );
});

// From the page: "refresh" (online again, or a new visit), "cache" with the
// same-origin static files it has loaded (lazy chunks never appear in the HTML),
// "pages" to keep, and "status" with a port: whether the page itself works offline.
self.addEventListener("message", (event) => {
  const data = event.data || {};
  if (data.type === "status" && event.ports[0] && event.source) {
    const port = event.ports[0];
    event.waitUntil(worksOffline(new URL(event.source.url).pathname).then((works) => port.postMessage({ works })));
  }
  // With a port, answered once done.
  if (data.type === "refresh") event.waitUntil(refresh().then(() => event.ports[0]?.postMessage({ done: true })));
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

// Web Push (lib/messaging/push-content.ts writes the payload): show it; a tap
// opens the page it names (in a tab of the site left open, if any), on this site only; Accept / Decline
// open the signed reply link the clinic's e-mail carries (the answer is
// recorded exactly as from the e-mail), then the dashboard. A payload this
// worker does not understand still shows a plain notice that opens the site.
const PUSH_VERSION = 1;
const FALLBACK_TITLE = "PawAlert 毛孩急救通";

function pushPayload(data) {
  try {
    const payload = data ? data.json() : null;
    if (payload && payload.v === PUSH_VERSION && typeof payload.title === "string" && typeof payload.url === "string") return payload;
  } catch {}
  return null;
}

/** A same-site path; anything else becomes the home page. */
function sameSite(url) {
  try {
    const target = new URL(url, self.location.origin);
    return target.origin === self.location.origin ? target.href : new URL("/", self.location.origin).href;
  } catch {
    return new URL("/", self.location.origin).href;
  }
}

self.addEventListener("push", (event) => {
  const payload = pushPayload(event.data);
  const options = payload
    ? {
        body: typeof payload.body === "string" ? payload.body : "",
        tag: typeof payload.tag === "string" ? payload.tag : undefined,
        timestamp: typeof payload.timestamp === "number" ? payload.timestamp : undefined,
        icon: "/icon-192.png",
        badge: "/icon-192.png",
        requireInteraction: Array.isArray(payload.actions),
        renotify: payload.renotify === true && typeof payload.tag === "string",
        actions: Array.isArray(payload.actions) ? payload.actions.slice(0, 2) : [],
        data: { url: payload.url, answers: payload.answers || null },
      }
    : { icon: "/icon-192.png", data: { url: "/", answers: null } };
  event.waitUntil(self.registration.showNotification(payload ? payload.title : FALLBACK_TITLE, options));
});

// A tab already showing the page is brought to the front; else the site's tab
// last in use (one this worker controls: only those can be navigated) is
// brought forward and goes there, so a dashboard or results page left open is
// reused instead of a new tab each time; with none, a new window opens.
async function openPage(url) {
  const target = sameSite(url);
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((w) => w.url === target);
  if (open) return open.focus();
  const [tab] = await self.clients.matchAll({ type: "window" });
  if (tab) {
    // Focus first, while the tap still allows it; going there does not depend on it.
    await tab.focus().catch(() => undefined);
    const moved = await tab.navigate(target).catch(() => null);
    if (moved) return moved;
  }
  return self.clients.openWindow(target);
}

self.addEventListener("notificationclick", (event) => {
  const data = event.notification.data || {};
  event.notification.close();
  const answer = (event.action === "accept" || event.action === "decline") && data.answers ? data.answers[event.action] : null;
  event.waitUntil(
    (async () => {
      // The signed link is the whole credential; a failure still opens the dashboard, where the answer can be given.
      if (answer && sameSite(answer) === answer) await fetch(answer, { credentials: "omit" }).catch(() => undefined);
      await openPage(data.url || "/");
    })(),
  );
});
