"use client";

import { useEffect, useState } from "react";
import { readConsent } from "@/lib/analytics/client";
import { CookieBannerPanel, type CookieBannerLabels } from "./cookie-banner-panel";

export type { CookieBannerLabels };

/**
 * Analytics consent. Unset → the banner; a stored choice → no banner (a
 * stored "true" lets AnalyticsPageViews start analytics on later visits). The banner is in the server HTML, so a first
 * visit paints it with the page instead of after hydration; a visitor who already
 * chose never sees it (CONSENT_SCRIPT in the layout hides it before paint, and the
 * effect below removes it once the choice is read from localStorage).
 */
export function CookieBanner({ labels }: { labels: CookieBannerLabels }) {
  const [open, setOpen] = useState(true);
  const [ready, setReady] = useState(false);

  useEffect(() => {
    const consent = readConsent();
    // localStorage is readable only after hydration, hence the effect.
    setOpen(consent === null);
    setReady(true);
  }, []);

  if (!open) return null;
  return <CookieBannerPanel labels={labels} ready={ready} onDone={() => setOpen(false)} />;
}
