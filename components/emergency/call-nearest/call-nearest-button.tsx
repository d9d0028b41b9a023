"use client";

import { useState, type ComponentType } from "react";
import { BUTTON_BASE, BUTTON_VARIANTS } from "@/components/ui/button-classes";
import type { PanelIntl } from "./call-nearest-panel-island";
import { Icon } from "@/components/ui/icon";
import { phoneIcon } from "@/components/ui/icons/phone";

// Button's look without Button (cva, tailwind-merge and Radix Slot are ~11 KB gzip
// the landing page does not otherwise load); tall and wrapping, for a long label on a phone.
const BUTTON_CLASS = `${BUTTON_BASE} ${BUTTON_VARIANTS.destructive} whitespace-normal text-lg min-h-14 w-full rounded-xl px-6 py-3`;

type Panel = ComponentType<{ onRetry: () => void }>;

/** The panel's code; with `intl` (no provider around the button) it brings its own provider and messages. */
const panelLoader = (intl: PanelIntl | undefined) => (): Promise<Panel> =>
  intl
    ? import("./call-nearest-panel-island").then(({ CallNearestPanelIsland }) => {
        const Island: Panel = ({ onRetry }) => <CallNearestPanelIsland intl={intl} onRetry={onRetry} />;
        return Island;
      })
    : import("./call-nearest-panel").then((m) => m.CallNearestPanel);

/**
 * "Call the nearest open 24-hour hospital" (issue 22): a button only. Its
 * logic (GPS, look-up, district picker, offline list) loads on tap, so the
 * landing page's first visit carries none of it; for offline use the root
 * layout hands it to the service worker (components/layout/offline-modules.ts).
 * The label comes translated as a prop,
 * so the button itself needs no next-intl client. Without JavaScript the button
 * cannot open anything: a plain link to `listHref`, the open 24-hour hospitals
 * with tel: links (/call-nearest), stands in its place.
 */
export function CallNearestButton({ label, listHref, intl }: { label: string; listHref: string; intl?: PanelIntl }) {
  const [loadPanel] = useState(() => panelLoader(intl));
  const [panel, setPanel] = useState<{ Panel: Panel; key: number } | null>(null);
  const [isLoading, setLoading] = useState(false);

  const open = async () => {
    if (panel) return setPanel({ ...panel, key: panel.key + 1 });
    setLoading(true);
    try {
      setPanel({ Panel: await loadPanel(), key: 0 });
    } finally {
      setLoading(false);
    }
  };

  return (
    <div className="flex w-full flex-col gap-3">
      <button
        type="button"
        className={`${BUTTON_CLASS} noscript:hidden`}
        onClick={open}
        aria-busy={isLoading}
        aria-expanded={panel !== null}
      >
        <Icon node={phoneIcon} className="size-6" />
        {label}
      </button>
      <noscript>
        <a href={listHref} className={BUTTON_CLASS}>
          <Icon node={phoneIcon} className="size-6" />
          {label}
        </a>
      </noscript>
      {panel && <panel.Panel key={panel.key} onRetry={open} />}
    </div>
  );
}
