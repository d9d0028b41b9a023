"use client";

import { useEffect } from "react";
import { keepForOffline, registerServiceWorker } from "@/lib/offline/service-worker";
import { loadOfflineModules } from "./offline-modules";

const whenIdle = () =>
  new Promise<void>((resolve) => (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000)))(() => resolve()));

/**
 * Installs public/sw.js (offline emergency pages) in production builds; once it
 * is active and the page is idle, loads the code the offline doors load lazily
 * and hands it to the worker with the page's own files.
 */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    registerServiceWorker();
    void navigator.serviceWorker.ready
      .then(() => loadOfflineModules(whenIdle))
      .then(keepForOffline)
      .then(() => {
        // Observable by tests: the doors' code is with the worker.
        document.documentElement.dataset.callNearestReady = "true";
      })
      .catch(() => undefined); // Offline support is a bonus: the site works without it.
  }, []);
  return null;
}
