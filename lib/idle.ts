// Work a page does after hydration that nobody waits for (the service worker,
// the remembered language, the toaster, the broadcast's human check) runs in an
// idle moment of its own. Run in an effect, it lands in the task that commits
// hydration, the longest of a first visit (its passive effects were
// ~35 ms of a ~160 ms task at 4x CPU on the results page). Client-only.

/** Runs `fn` once the browser is idle (at most `timeout` ms from now); returns the cancel. */
export function whenIdle(fn: () => void, timeout = 3000): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(() => fn(), { timeout });
    return () => window.cancelIdleCallback(id);
  }
  // Safari has no requestIdleCallback: after the load's own tasks.
  const id = window.setTimeout(fn, 1000);
  return () => window.clearTimeout(id);
}

/** `whenIdle` as a promise (no cancel). */
export const idle = (): Promise<void> => new Promise((resolve) => void whenIdle(resolve));

/**
 * How long after the load event background work waits. The offline warm-up's zod
 * evaluation (~50 ms at 4x CPU, one task that cannot be split) and sonner's first render were long
 * tasks in the seconds an owner first reads and taps the page; here they come once it has settled.
 */
export const SETTLE_MS = 5000;

/** Runs `fn` in an idle moment at least SETTLE_MS after the page's load event; returns the cancel. */
export function whenSettled(fn: () => void): () => void {
  let cancel = () => {};
  const wait = () => {
    const timer = window.setTimeout(() => (cancel = whenIdle(fn)), SETTLE_MS);
    cancel = () => window.clearTimeout(timer);
  };
  if (document.readyState === "complete") wait();
  else {
    window.addEventListener("load", wait, { once: true });
    cancel = () => window.removeEventListener("load", wait);
  }
  return () => cancel();
}

/** `whenSettled` as a promise (no cancel). */
export const settled = (): Promise<void> => new Promise((resolve) => void whenSettled(resolve));
