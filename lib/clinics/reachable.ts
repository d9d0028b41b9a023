import { crossing, onOutlyingIsland } from "@/lib/geo/islands";
import type { LatLng } from "@/lib/geo/distance";
import { bestClinic, type FirstPick, type RankContext } from "./ranking";

type Candidate = Parameters<typeof bestClinic>[0][number] & { latitude: number | null; longitude: number | null };

/**
 * bestClinic() for an owner who may be on an outlying island: a clinic
 * reachable without a ferry comes first when one is open
 * (Lamma's own clinic before a hospital in Kennedy Town); otherwise the usual
 * choice, whose distance then names the ferry. An island's own clinic chosen
 * over the usual one is first because no ferry is needed, and says so.
 */
export function bestClinicFrom<T extends Candidate>(
  clinics: readonly T[],
  from: LatLng | null,
  ctx: RankContext = { now: new Date() },
): FirstPick<T> | null {
  // A clinic that said yes to this request is the pick wherever it is.
  const accepted = clinics.some((c) => ctx.answers?.get(c.id)?.response === "accepted");
  if (!from || accepted || !onOutlyingIsland(from)) return bestClinic(clinics, ctx);
  const sameIsland = clinics.filter(
    (c) => c.latitude !== null && c.longitude !== null && !crossing(from, { latitude: c.latitude, longitude: c.longitude }),
  );
  const anywhere = bestClinic(clinics, ctx);
  const onIsland = bestClinic(sameIsland, ctx);
  if (!onIsland) return anywhere;
  return onIsland.clinic.id === anywhere?.clinic.id ? anywhere : { ...onIsland, reason: "no_ferry" };
}
