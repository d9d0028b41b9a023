// The code the wizard loads lazily (never in a page's HTML, so the service
// worker's copy of a page does not name it): its schemas and toasts. Loaded
// once the worker is active and the page is idle, on whichever page the owner
// opened, and handed to the worker: an owner who only ever saw the landing
// page online can still fill in the wizard offline.
// The two-tap door's panel is not here: it is next/dynamic, so the build lists
// its chunks and the worker precaches them when it installs (public/sw.js).

import { loadToast } from "@/lib/toast";

// One at a time, each when the page is idle again: loaded together
// they were one task of ~120 ms at 4x CPU on every page, half of it zod's own
// evaluation and half the schemas' construction. The field rules come first:
// evaluating them is evaluating zod (they build no schema until called), so
// the two halves are separate tasks. (`import("zod")` itself would fetch all
// of zod, 390 KB against the 114 KB the schemas use.)
const OFFLINE_MODULES = [() => import("@/lib/validation/fields"), () => import("@/lib/emergency/schemas"), loadToast];

/** Loads each module after `idle()` resolves (the next idle moment of the page). */
export async function loadOfflineModules(idle: () => Promise<void>): Promise<void> {
  for (const load of OFFLINE_MODULES) {
    await idle();
    await load();
  }
}
