// The page's side of public/sw.js. Client-only.

/**
 * Registers the service worker once the page has loaded, so it never competes with
 * the first paint. The page's files are handed to it afterwards, once (the root
 * layout's ServiceWorkerRegistration, after loading what the offline doors need).
 */
export function registerServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // Offline support is a bonus: the site works without it.
  const register = () => navigator.serviceWorker.register("/sw.js").catch(() => undefined);
  if (document.readyState === "complete") void register();
  else window.addEventListener("load", () => void register(), { once: true });
}

/**
 * Asks the worker to refresh its pages and hospital list and to keep every static
 * file this page has loaded (lazily loaded chunks never appear in a page's HTML).
 */
export async function keepForOffline(): Promise<void> {
  if (!("serviceWorker" in navigator) || !navigator.onLine) return;
  const registration = await navigator.serviceWorker.ready;
  const urls = performance
    .getEntriesByType("resource")
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === location.origin && url.pathname.startsWith("/_next/static/"))
    .map((url) => url.pathname);
  registration.active?.postMessage({ type: "refresh" });
  registration.active?.postMessage({ type: "cache", urls });
  // Pages this one links to for offline use (the first-aid cards, issue 19), and
  // this page itself: the worker keeps it if it is an owner's results page.
  const pages = [...document.querySelectorAll<HTMLAnchorElement>("a[data-keep-offline]")]
    .map((link) => new URL(link.href))
    .filter((url) => url.origin === location.origin)
    .map((url) => url.pathname)
    .concat(location.pathname);
  registration.active?.postMessage({ type: "pages", urls: [...new Set(pages)] });
  // Observable by tests and devtools: this page has handed its files to the worker.
  document.documentElement.dataset.offlineReady = "true";
}
