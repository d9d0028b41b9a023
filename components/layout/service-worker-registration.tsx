"use client";

import { useEffect } from "react";
import { keepForOffline, registerServiceWorker } from "@/lib/offline/service-worker";
import { idle, settled, whenIdle } from "@/lib/idle";
import { loadOfflineModules } from "./offline-modules";

/**
 * Installs public/sw.js (offline emergency pages) in production builds; once it
 * is active and the page has settled (lib/idle.ts), loads the code the offline
 * doors load lazily and hands it to the worker with the page's own files.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production") return;
    // Registering is main-thread work (~15 ms at 4x CPU): not in hydration's task.
    return whenIdle(() => {
      if (!("serviceWorker" in navigator)) return;
      registerServiceWorker();
      // The doors' code once the page has settled (the worker already keeps the wizard, the
      // hospitals and, through OfflineNotice, a results page), then every file to the worker.
      void navigator.serviceWorker.ready
        .then(settled)
        .then(() => loadOfflineModules(idle))
        .then(keepForOffline)
        .then(() => {
          // Observable by tests: the doors' code is with the worker.
          document.documentElement.dataset.callNearestReady = "true";
        })
        .catch(() => undefined); // Offline support is a bonus: the site works without it.
    });
  }, []);
  return null;
}
