"use client";

import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

// "Alert this device" / "Tell me when a hospital answers": one small leaf.
// It says why instead of offering a button that cannot work (push off on the
// server, a browser without push, an iPhone not added to the home screen,
// notifications blocked). The subscribe code loads on the tap
// (lib/push/browser.ts). Which page's subscription this browser holds is
// remembered per page, since one browser subscription may serve several.

export type PushTexts = Record<"enable" | "disable" | "on" | "off" | "unsupported" | "iosInstall" | "denied" | "failed", string>;

type State = "checking" | "off" | "unsupported" | "iosInstall" | "denied" | "ready" | "on" | "busy" | "failed";

const storageKey = (path: string) => `push:${path}`;

function availability(publicKey: string | null): State {
  if (!publicKey) return "off";
  const iPhone = /iPhone|iPad|iPod/.test(navigator.userAgent);
  const installed = matchMedia("(display-mode: standalone)").matches || (navigator as { standalone?: boolean }).standalone === true;
  if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
    return iPhone && !installed ? "iosInstall" : "unsupported";
  }
  return Notification.permission === "denied" ? "denied" : "ready";
}

export function PushToggle({
  path,
  publicKey,
  language,
  texts,
}: {
  path: string;
  publicKey: string | null;
  language: string;
  texts: PushTexts;
}) {
  const [state, setState] = useState<State>("checking");
  const [endpoint, setEndpoint] = useState<string | null>(null);

  useEffect(() => {
    const first = availability(publicKey);
    if (first !== "ready") return setState(first);
    const saved = localStorage.getItem(storageKey(path));
    void navigator.serviceWorker.ready
      .then((registration) => registration.pushManager.getSubscription())
      .then((subscription) => {
        const on = Boolean(subscription && saved === subscription.endpoint);
        setEndpoint(on ? saved : null);
        setState(on ? "on" : "ready");
      })
      .catch(() => setState("ready"));
  }, [path, publicKey]);

  async function toggle() {
    const { subscribeDevice, unsubscribeDevice } = await import("@/lib/push/browser");
    setState("busy");
    if (endpoint) {
      const done = await unsubscribeDevice(path, endpoint);
      if (done) {
        localStorage.removeItem(storageKey(path));
        setEndpoint(null);
      }
      return setState(done ? "ready" : "failed");
    }
    const outcome = await subscribeDevice(path, publicKey!, language);
    if (typeof outcome === "string") return setState(outcome);
    localStorage.setItem(storageKey(path), outcome.endpoint);
    setEndpoint(outcome.endpoint);
    setState("on");
  }

  if (state === "checking") return null;
  if (state === "off" || state === "unsupported" || state === "iosInstall" || state === "denied") {
    return (
      <p className="text-sm text-muted-foreground" data-testid="push-unavailable">
        {texts[state]}
      </p>
    );
  }
  const on = state === "on" || (state === "busy" && endpoint !== null);
  return (
    <div className="flex flex-col gap-1">
      <Button type="button" variant="outline" className="self-start" disabled={state === "busy"} onClick={() => void toggle()}>
        {on ? texts.disable : texts.enable}
      </Button>
      <p className="text-sm text-muted-foreground" role="status">
        {state === "on" ? texts.on : state === "failed" ? texts.failed : ""}
      </p>
    </div>
  );
}
