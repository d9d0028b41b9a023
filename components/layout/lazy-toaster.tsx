"use client";

import { useEffect, useState, type ComponentType } from "react";

/**
 * The app-wide toaster, fetched after hydration: toasts only follow a user's
 * action, so sonner stays out of every page's first download (pages that raise
 * toasts import sonner's `toast` themselves). A plain effect, not next/dynamic,
 * whose loader code (~2 KB gzip) would itself ride on every first visit.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  useEffect(() => {
    void import("@/components/ui/sonner").then((m) => setToaster(() => m.Toaster));
  }, []);
  return Toaster ? <Toaster /> : null;
}
