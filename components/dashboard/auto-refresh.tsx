"use client";

import { useEffect } from "react";
import { useRouter } from "@/i18n/navigation";
import { POLL_MS } from "@/components/request-state/live-state";

/** Re-renders the dashboard from the server every POLL_MS while the tab is visible: the owner pages' 5 s polling. */
export function AutoRefresh() {
  const router = useRouter();
  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState === "visible") router.refresh();
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [router]);
  return null;
}
