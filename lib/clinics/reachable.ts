import { crossing, onOutlyingIsland } from "@/lib/geo/islands";
import type { LatLng } from "@/lib/geo/distance";
import { bestClinic } from "./ranking";

type Candidate = Parameters<typeof bestClinic>[0][number] & { latitude: number | null; longitude: number | null };

/**
 * bestClinic() for an owner who may be on an outlying island (finding 9 of
 * issue 30): a clinic reachable without a ferry comes first when one is open
 * (Lamma's own clinic before a hospital in Kennedy Town); otherwise the usual
 * choice, whose distance then names the ferry.
 */
export function bestClinicFrom<T extends Candidate>(clinics: readonly T[], from: LatLng | null): T | null {
  if (!from || !onOutlyingIsland(from)) return bestClinic(clinics);
  const sameIsland = clinics.filter(
    (c) => c.latitude !== null && c.longitude !== null && !crossing(from, { latitude: c.latitude, longitude: c.longitude }),
  );
  return bestClinic(sameIsland) ?? bestClinic(clinics);
}
