"use client";

import { useEffect, useState } from "react";
import type { LatLng } from "@/lib/geo/distance";

/**
 * The name of the gazetteer place nearest a GPS fix, in `locale` ("Mong Kok",
 * 「旺角」), so the owner reads a place, not coordinates. The gazetteer loads
 * once a fix arrives, not with the page; null until then, or if it cannot load
 * (offline before it was cached): the step then says only that the location was found.
 */
export function useNearestPlace(point: LatLng | null, locale: string): string | null {
  const [found, setFound] = useState<{ key: string; name: string } | null>(null);
  const key = point ? `${point.latitude},${point.longitude},${locale}` : null;
  useEffect(() => {
    if (!point || !key) return;
    let live = true;
    import("@/lib/geo/gazetteer")
      .then(({ nearestPlace, placeName }) => live && setFound({ key, name: placeName(nearestPlace(point), locale) }))
      .catch(() => undefined);
    return () => {
      live = false;
    };
    // The point's numbers are in `key`: a new object with the same fix is not a new place.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see above
  }, [key, locale]);
  return found && found.key === key ? found.name : null;
}
