// The code the offline doors load lazily (never in a page's HTML, so the
// service worker's copy of a page does not name it): the landing page's and the
// wizard's "Call the nearest open 24-hour hospital" panel, and the wizard's
// schemas and toasts. Loaded once the worker is active and the page is idle, on
// whichever page the owner opened, and handed to the worker: an owner who only
// ever saw the wizard online still has the landing page's door offline
// (issue 30 finding 7), and the other way round.

import { loadToast } from "@/lib/toast";

const OFFLINE_MODULES = [
  () => import("@/components/emergency/call-nearest/call-nearest-panel-island"),
  () => import("@/components/emergency/call-nearest/call-nearest-panel"),
  () => import("@/lib/emergency/schemas"),
  loadToast,
];

export const loadOfflineModules = () => Promise.all(OFFLINE_MODULES.map((load) => load()));
