// The page's side of public/sw.js. Client-only.

/**
 * Registers the service worker once the page has loaded, so it never competes with
 * the first paint. The page's files are handed to it afterwards, once (the root
 * layout's ServiceWorkerRegistration, after loading what the wizard loads lazily).
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
  // Pages this one links to for offline use (the first-aid cards), and
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

/** Posts `type` to the worker with a port and resolves with its answer. */
function ask<T>(worker: ServiceWorker, type: string): Promise<T> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = (event: MessageEvent<T>) => resolve(event.data);
    worker.postMessage({ type }, [channel.port2]);
  });
}

/**
 * Once the worker controls this page: marks <html data-works-offline> as soon
 * as the page would open and work with no network (the worker keeps it with its
 * scripts, the hospitals and the door's code: public/sw.js, "status"). Its
 * install kept the page being read first; then it is asked for the rest it
 * keeps, and, for a page it did not keep at install, asked again. The landing
 * page's "Saved on this phone" line shows on the mark, by CSS: no code of its own.
 */
export async function markWorksOffline(): Promise<void> {
  const sw = navigator.serviceWorker;
  if (!sw.controller) await new Promise((resolve) => sw.addEventListener("controllerchange", resolve, { once: true }));
  const worker = sw.controller;
  if (!worker) return;
  const mark = async () => {
    const works = (await ask<{ works?: boolean }>(worker, "status")).works === true;
    if (works) document.documentElement.dataset.worksOffline = "true";
    return works;
  };
  const works = await mark();
  await ask(worker, "refresh");
  if (!works) await mark();
}
