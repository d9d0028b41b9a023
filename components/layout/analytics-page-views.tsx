"use client";

import { useEffect, useRef } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { readConsent, trackPageView } from "@/lib/analytics/client";

/**
 * Manual page views (automatic capture is off, SPEC §4): one per navigation,
 * only when analytics was accepted. Mount inside <Suspense> (search params).
 */
export function AnalyticsPageViews() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  const last = useRef<string | null>(null);

  useEffect(() => {
    const url = `${pathname}${search ? `?${search}` : ""}`;
    if (last.current === url) return;
    last.current = url;
    if (readConsent() === "true") void trackPageView(window.location.href);
  }, [pathname, search]);

  return null;
}
