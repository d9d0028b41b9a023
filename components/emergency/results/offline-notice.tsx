"use client";

import { useEffect } from "react";
import { useOnline } from "@/components/emergency/wizard/use-online";
import { keepForOffline } from "@/lib/offline/service-worker";

/**
 * Shown when the phone is offline on a results page (a copy the service worker
 * kept for reloads, or a page whose connection dropped): the calls still work,
 * answers wait for the connection. Texts come translated from the server, so
 * this leaf needs no next-intl client; nothing shows in the server HTML. It also
 * hands the page to the service worker: the wizard reaches it by a client-side
 * navigation, which the worker never sees.
 */
export function OfflineNotice({ title, text }: { title: string; text: string }) {
  const online = useOnline();
  useEffect(() => {
    if (process.env.NODE_ENV === "production") void keepForOffline().catch(() => undefined);
  }, []);
  if (online) return null;
  return (
    <section role="alert" aria-labelledby="results-offline-title" className="rounded-lg border-2 border-destructive bg-destructive/5 p-3">
      <h2 id="results-offline-title" className="font-bold text-destructive">
        {title}
      </h2>
      <p className="text-sm">{text}</p>
    </section>
  );
}
