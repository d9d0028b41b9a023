"use client";

import { useEffect, useState } from "react";
import { XIcon } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { Button } from "@/components/ui/button";
import { readConsent, startAnalytics, stopAnalytics, storeConsent, track, trackPageView } from "@/lib/analytics/client";

export type CookieBannerLabels = { title: string; text: string; privacyLink: string; close: string; decline: string; accept: string };

/**
 * SPEC §4 analytics consent. Unset → the banner; Accept stores "true", starts
 * analytics, sends cookie_consent and a page view; Decline or close stores
 * "false". A stored "true" starts analytics on later visits without the banner.
 * Rendered only after mount (the choice lives in localStorage), and sticky in
 * the page flow so it never hides the end of the page.
 */
export function CookieBanner({ labels }: { labels: CookieBannerLabels }) {
  const [open, setOpen] = useState(false);

  useEffect(() => {
    const consent = readConsent();
    if (consent === "true") void startAnalytics();
    // localStorage is readable only after hydration, hence the effect.
    else if (consent === null) setOpen(true);
  }, []);

  if (!open) return null;

  function accept() {
    storeConsent(true);
    setOpen(false);
    void track("cookie_consent", { consent: true }).then(() => trackPageView(window.location.href));
  }

  function decline() {
    storeConsent(false);
    stopAnalytics();
    setOpen(false);
  }

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-40 border-t bg-background/95 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur"
    >
      <div className="relative mx-auto flex max-w-5xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center">
        <div className="flex-1 pr-8 text-sm">
          <h2 id="cookie-banner-title" className="font-semibold">
            {labels.title}
          </h2>
          <p className="text-muted-foreground">
            {labels.text}{" "}
            <Link href="/privacy" className="text-foreground underline underline-offset-4">
              {labels.privacyLink}
            </Link>
          </p>
        </div>
        <div className="flex gap-2">
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={decline}>
            {labels.decline}
          </Button>
          <Button className="flex-1 sm:flex-none" onClick={accept}>
            {labels.accept}
          </Button>
        </div>
        <button
          type="button"
          onClick={decline}
          aria-label={labels.close}
          className="absolute top-2 right-2 rounded-md p-2 text-muted-foreground hover:text-foreground"
        >
          <XIcon className="size-4" aria-hidden="true" />
        </button>
      </div>
    </section>
  );
}
