"use client";

import dynamic from "next/dynamic";
import { Component, useState, type ReactNode } from "react";
import { BUTTON_BASE, BUTTON_VARIANTS } from "@/components/ui/button-classes";
import type { PanelIntl } from "./call-nearest-panel-island";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";

// Button's look without Button (cva, tailwind-merge and Radix Slot are ~11 KB gzip
// the landing page does not otherwise load); tall and wrapping, for a long label on a phone.
const BUTTON_CLASS = `${BUTTON_BASE} ${BUTTON_VARIANTS.destructive} whitespace-normal text-lg min-h-14 w-full rounded-xl px-6 py-3`;

// The panel's code loads on the first tap. Through next/dynamic, so that the build lists its chunks in each
// page's react-loadable-manifest.json: the service worker precaches them when it installs
// (scripts/offline-precache.mjs), and the door works offline from the first visit on.
/** With its own next-intl provider and messages, for a page with no provider around the button (the landing page). */
const PanelIsland = dynamic(() => import("./call-nearest-panel-island").then((m) => m.CallNearestPanelIsland), { ssr: false });
const Panel = dynamic(() => import("./call-nearest-panel").then((m) => m.CallNearestPanel), { ssr: false });

/**
 * "Call the nearest open 24-hour hospital": a button only. Its
 * logic (GPS, look-up, district picker, offline list) loads on tap, so the
 * landing page's first visit carries none of it. The label comes translated
 * as a prop, so the button itself needs no next-intl client. Without
 * JavaScript the button cannot open anything: a plain link to `listHref`, the
 * open 24-hour hospitals with tel: links (/call-nearest), stands in its place.
 */
export function CallNearestButton({ label, listHref, intl }: { label: string; listHref: string; intl?: PanelIntl }) {
  // How many times it was tapped: each tap after the first starts the panel again (GPS, look-up).
  const [taps, setTaps] = useState(0);
  const open = () => setTaps((n) => n + 1);

  return (
    <div className="flex w-full flex-col gap-3">
      <button type="button" className={`${BUTTON_CLASS} noscript:hidden`} onClick={open} aria-expanded={taps > 0}>
        <Icon node={phoneIcon} className="size-6" />
        {label}
      </button>
      <noscript>
        <a href={listHref} className={BUTTON_CLASS}>
          <Icon node={phoneIcon} className="size-6" />
          {label}
        </a>
      </noscript>
      {taps > 0 && (
        <OrGoTo href={listHref}>
          {intl ? <PanelIsland key={taps} intl={intl} onRetry={open} /> : <Panel key={taps} onRetry={open} />}
        </OrGoTo>
      )}
    </div>
  );
}

/**
 * The panel, or, should its code fail to load (a deploy removed the chunk, or
 * offline before the worker kept it), the list the button stands for without
 * JavaScript: online it answers, offline the worker sends the owner to the
 * wizard's saved hospitals. Never the page's error screen.
 */
class OrGoTo extends Component<{ href: string; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch() {
    window.location.assign(this.props.href);
  }

  render() {
    return this.state.failed ? null : this.props.children;
  }
}
