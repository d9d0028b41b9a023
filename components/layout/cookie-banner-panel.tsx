"use client";

import { XIcon } from "lucide-react";
import { Link } from "@/i18n/navigation";
import { stopAnalytics, storeConsent, track, trackPageView } from "@/lib/analytics/client";
import type { CookieBannerLabels } from "./cookie-banner";
import { plainButton } from "@/components/ui/button-classes";

// Plain elements styled like <Button>: the banner is on every page (see button-classes.ts).

/**
 * The consent banner (SPEC §4). Accept stores "true", sends cookie_consent and a
 * page view; Decline or close stores "false". Sticky in the page flow so it never
 * hides the end of the page; hidden by CSS when <html data-consent> says the visitor
 * already chose. The buttons are disabled until React is live (`ready`), since a tap
 * before hydration would be lost.
 */
export function CookieBannerPanel({ labels, ready, onDone }: { labels: CookieBannerLabels; ready: boolean; onDone: () => void }) {
  function accept() {
    storeConsent(true);
    onDone();
    void track("cookie_consent", { consent: true }).then(() => trackPageView(window.location.href));
  }

  function decline() {
    storeConsent(false);
    stopAnalytics();
    onDone();
  }

  return (
    <section
      aria-labelledby="cookie-banner-title"
      className="sticky bottom-0 z-40 border-t bg-background/95 shadow-[0_-4px_12px_rgb(0_0_0/0.08)] backdrop-blur [html[data-consent]_&]:hidden"
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
          <button
            type="button"
            disabled={!ready}
            onClick={decline}
            className={`${plainButton("outline")} flex-1 sm:flex-none`}
          >
            {labels.decline}
          </button>
          <button
            type="button"
            disabled={!ready}
            onClick={accept}
            className={`${plainButton("default")} flex-1 sm:flex-none`}
          >
            {labels.accept}
          </button>
        </div>
        <button
          type="button"
          disabled={!ready}
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
