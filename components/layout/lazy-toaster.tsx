"use client";

import { useEffect, useState, type ComponentType } from "react";
import { whenSettled } from "@/lib/idle";
import { onToasterWanted } from "@/lib/toast-wanted";

/**
 * The app-wide toaster, fetched after hydration: toasts only follow a user's
 * action, so sonner stays out of every page's first download (pages that raise
 * toasts import sonner's `toast` themselves). A plain effect, not next/dynamic,
 * whose loader code (~2 KB gzip) would itself ride on every first visit.
 */
export function LazyToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null);
  // Once the page has settled, not in its first seconds: sonner's evaluation inserts its stylesheet
  // and its first render (~50 ms at 4x CPU) was a long task there. At once if a toast comes
  // first; a toast raised before the toaster mounts is shown when it does (sonner replays them).
  useEffect(() => {
    let mounted = false;
    const mount = () => {
      if (mounted) return;
      mounted = true;
      void import("@/components/ui/sonner").then((m) => setToaster(() => m.Toaster));
    };
    const cancel = whenSettled(mount);
    const off = onToasterWanted(mount);
    return () => {
      cancel();
      off();
    };
  }, []);
  return Toaster ? <Toaster /> : null;
}
