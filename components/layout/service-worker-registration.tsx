"use client";

import { useEffect } from "react";
import { registerServiceWorker } from "@/lib/offline/service-worker";

/** Installs public/sw.js (offline emergency page) in production builds. */
export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV === "production") registerServiceWorker();
  }, []);
  return null;
}
