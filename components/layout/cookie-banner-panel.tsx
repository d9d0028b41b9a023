"use client";

import { stopAnalytics, storeConsent, track, trackPageView } from "@/lib/analytics/client";
import { plainButton } from "@/components/ui/button-classes";
import { Icon } from "@/components/ui/icon";
import { xIcon } from "@/components/ui/icons/x";

// Plain elements styled like <Button>: the banner is on every page (see button-classes.ts).

/** The banner's words and its privacy link in the page's language (a plain link: no router code for it). */
export type CookieBannerLabels = {
  title: string;
  text: string;
  privacyLink: string;
  privacyHref: string;
  close: string;
  decline: string;
  accept: string;
};

/**
 * The consent banner. Accept stores "true", sends cookie_consent and a
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

  // A compact bar in the page flow: it never covers a button and is
  // never the largest thing painted on arrival. Without JavaScript no analytics
  // can run and its buttons could never work: nothing to ask, so no banner.
  return (
    <section aria-labelledby="cookie-banner-title" className="border-t bg-muted/40 noscript:hidden [html[data-consent]_&]:hidden">
      <div className="mx-auto flex max-w-5xl flex-wrap items-center gap-x-3 gap-y-2 px-4 py-2 text-xs">
        <h2 id="cookie-banner-title" className="sr-only">
          {labels.title}
        </h2>
        <p className="min-w-0 flex-1 basis-56 text-muted-foreground">
          {labels.text}{" "}
          <a href={labels.privacyHref} className="text-foreground underline underline-offset-4">
            {labels.privacyLink}
          </a>
        </p>
        <div className="flex items-center gap-2">
          <button type="button" disabled={!ready} onClick={decline} className={plainButton("outline", "sm")}>
            {labels.decline}
          </button>
          <button type="button" disabled={!ready} onClick={accept} className={plainButton("default", "sm")}>
            {labels.accept}
          </button>
          <button
            type="button"
            disabled={!ready}
            onClick={decline}
            aria-label={labels.close}
            className="rounded-md p-2 text-muted-foreground hover:text-foreground"
          >
            <Icon node={xIcon} className="size-4" />
          </button>
        </div>
      </div>
    </section>
  );
}
