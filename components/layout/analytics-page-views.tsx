"use client";

import { useEffect } from "react";
import { usePathname, useSearchParams } from "next/navigation";
import { trackPageView } from "@/lib/analytics/client";

/**
 * Manual page views (automatic capture is off): one per navigation
 * (the effect runs when the path or query changes). trackPageView sends only
 * when analytics was accepted, and starts PostHog on the first one.
 * Mount inside <Suspense> (search params).
 */
export function AnalyticsPageViews() {
  const pathname = usePathname();
  const search = useSearchParams().toString();

  useEffect(() => {
    void trackPageView(window.location.href);
  }, [pathname, search]);

  return null;
}
