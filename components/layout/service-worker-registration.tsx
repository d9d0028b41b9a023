"use client";

import { useEffect } from "react";
import { keepForOffline, markWorksOffline, registerServiceWorker } from "@/lib/offline/service-worker";
import { idle, settled } from "@/lib/idle";
import { loadOfflineModules } from "./offline-modules";

/**
 * Installs public/sw.js (offline emergency pages) in production builds, whose
 * install keeps the landing page, the wizard and the two-tap door's code; says
 * when this page works offline; once the page has settled (lib/idle.ts), loads
 * the code the wizard loads lazily and hands it to the worker with the page's own files.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production") return;
    // Registering is main-thread work (~15 ms at 4x CPU): not in hydration's task, but in the next one,
    // not at idle: the worker's install is what makes the door work offline, and a phone may lose its
    // signal seconds after the first load (idle could wait up to 3 s on a busy phone).
    const timer = window.setTimeout(() => {
      if (!("serviceWorker" in navigator)) return;
      registerServiceWorker();
      // Offline support is a bonus: the site works without it.
      markWorksOffline().catch(() => undefined);
      // The wizard's code once the page has settled (the worker already keeps the wizard, the
      // hospitals, the door and, through OfflineNotice, a results page), then every file to the worker.
      void navigator.serviceWorker.ready
        .then(settled)
        .then(() => loadOfflineModules(idle))
        .then(keepForOffline)
        .catch(() => undefined);
    }, 0);
    return () => window.clearTimeout(timer);
  }, []);
  return null;
}
