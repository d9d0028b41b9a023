"use client";

import { useEffect, useState, type ComponentType } from "react";
import { useTranslations } from "next-intl";
import { PhoneCallIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { keepForOffline } from "@/lib/offline/service-worker";

type Panel = ComponentType<{ onRetry: () => void }>;

const loadPanel = () => import("./call-nearest-panel").then((m) => m.CallNearestPanel);

/**
 * "Call the nearest open 24-hour hospital" (issue 22): a button only. Its
 * logic (GPS, look-up, district picker, offline list) loads on tap, so the
 * landing page's first visit carries none of it. Once the service worker is
 * active the panel is fetched when the page is idle and handed to the worker,
 * so that the path works offline too.
 */
export function CallNearestButton() {
  const t = useTranslations("CallNearest");
  const [panel, setPanel] = useState<{ Panel: Panel; key: number } | null>(null);
  const [isLoading, setLoading] = useState(false);

  useEffect(() => {
    if (!("serviceWorker" in navigator)) return;
    // Pending for ever without a worker (nothing to keep it for).
    void navigator.serviceWorker.ready
      .then(
        () =>
          new Promise<void>((resolve) =>
            (window.requestIdleCallback ?? ((fn: () => void) => window.setTimeout(fn, 1000)))(() => resolve()),
          ),
      )
      .then(loadPanel)
      .then(keepForOffline)
      .then(() => {
        // Observable by tests: the panel's code is with the worker.
        document.documentElement.dataset.callNearestReady = "true";
      })
      .catch(() => undefined);
  }, []);

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
      <Button
        type="button"
        size="xl"
        variant="destructive"
        className="w-full"
        onClick={open}
        aria-busy={isLoading}
        aria-expanded={panel !== null}
      >
        <PhoneCallIcon aria-hidden="true" />
        {t("button")}
      </Button>
      {panel && <panel.Panel key={panel.key} onRetry={open} />}
    </div>
  );
}
