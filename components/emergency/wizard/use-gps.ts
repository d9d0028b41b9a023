"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { GpsState } from "./types";

/** Browser geolocation, started on mount (detecting → detected | failed; retry starts again). */
export function useGps(enabled: boolean) {
  const [state, setState] = useState<GpsState>({ status: "detecting" });
  const started = useRef(false);

  const detect = useCallback(() => {
    if (typeof navigator === "undefined" || !("geolocation" in navigator)) {
      setState({ status: "failed", reason: "unsupported" });
      return;
    }
    setState({ status: "detecting" });
    navigator.geolocation.getCurrentPosition(
      (position) => setState({ status: "detected", latitude: position.coords.latitude, longitude: position.coords.longitude }),
      () => setState({ status: "failed", reason: "failed" }),
      // A panicking owner cannot wait long: fall back to typing after 10 s.
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, []);

  useEffect(() => {
    if (enabled && !started.current) {
      started.current = true;
      detect();
    }
  }, [enabled, detect]);

  return { state, retry: detect };
}
