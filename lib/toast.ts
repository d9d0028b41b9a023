// sonner loads with the first toast, not with a page (it is not in any page's
// first download). One shared loader, so that a page can clear toasts raised
// by the previous page without fetching sonner when none was ever shown.

import { wantToaster } from "./toast-wanted";

let sonner: Promise<typeof import("sonner")> | null = null;

export function loadToast() {
  sonner ??= import("sonner");
  // The toaster (components/layout/lazy-toaster.tsx) mounts once the page has settled, or now.
  wantToaster();
  return sonner.then((m) => m.toast);
}

/** Dismisses every toast on screen, if sonner was ever loaded. */
export function dismissToasts() {
  void sonner?.then((m) => m.toast.dismiss());
}

type Toast = Awaited<ReturnType<typeof loadToast>>;

/**
 * The one way components raise a toast (eslint forbids importing sonner
 * elsewhere): sonner's own calls, each shown once sonner has loaded (at once
 * after the first).
 */
export const toast = {
  success: (...args: Parameters<Toast["success"]>) => void loadToast().then((t) => t.success(...args)),
  error: (...args: Parameters<Toast["error"]>) => void loadToast().then((t) => t.error(...args)),
};
