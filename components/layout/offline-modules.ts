// The code the offline doors load lazily (never in a page's HTML, so the
// service worker's copy of a page does not name it): the landing page's and the
// wizard's "Call the nearest open 24-hour hospital" panel, and the wizard's
// schemas and toasts. Loaded once the worker is active and the page is idle, on
// whichever page the owner opened, and handed to the worker: an owner who only
// ever saw the wizard online still has the landing page's door offline
// (issue 30 finding 7), and the other way round.

import { loadToast } from "@/lib/toast";

// One at a time, each when the page is idle again (issue 31): loaded together
// they were one task of ~120 ms at 4x CPU on every page, half of it zod's own
// evaluation and half the schemas' construction. The field rules come first:
// evaluating them is evaluating zod (they build no schema until called), so
// the two halves are separate tasks. (`import("zod")` itself would fetch all
// of zod, 390 KB against the 114 KB the schemas use.)
const OFFLINE_MODULES = [
  () => import("@/lib/validation/fields"),
  () => import("@/lib/emergency/schemas"),
  () => import("@/components/emergency/call-nearest/call-nearest-panel-island"),
  () => import("@/components/emergency/call-nearest/call-nearest-panel"),
  loadToast,
];

/** Loads each module after `idle()` resolves (the next idle moment of the page). */
export async function loadOfflineModules(idle: () => Promise<void>): Promise<void> {
  for (const load of OFFLINE_MODULES) {
    await idle();
    await load();
  }
}
