// The toaster's wake-up call, apart from lib/toast.ts: the layout's LazyToaster
// listens for it without importing sonner's loader onto every page's first
// download (that import was ~0.4 KB gzip on every page). Client-only.

const EVENT = "pawalert:toast-wanted";

/** Says a toast is on its way: the toaster mounts now (it stays said for a toaster that mounts later). */
export function wantToaster(): void {
  document.documentElement.dataset.toastWanted = "true";
  window.dispatchEvent(new Event(EVENT));
}

/** Calls `want` when a toast is on its way (at once if one was already); returns the unsubscribe. */
export function onToasterWanted(want: () => void): () => void {
  if (document.documentElement.dataset.toastWanted) want();
  window.addEventListener(EVENT, want);
  return () => window.removeEventListener(EVENT, want);
}
