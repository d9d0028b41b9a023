"use client";

import { useEffect } from "react";

/**
 * Marks <html data-hydrated> once React has taken over the page, so browser
 * tests (and anything else) can tell a dead server-rendered button from a live one.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return null;
}
