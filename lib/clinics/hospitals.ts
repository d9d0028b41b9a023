import "server-only";
import { db } from "@/lib/db";
import type { EmergencyHospital } from "@/lib/offline/hospitals";
import { numberOrNull } from "@/lib/db/decimal";
import { CLINIC_CONTACT_SELECT } from "./contact";

/** Every active 24-hour clinic, compact (name, address, phone, point, region), for the offline list. */
export async function listEmergencyHospitals(): Promise<EmergencyHospital[]> {
  const rows = await db.clinic.findMany({
    where: { status: "active", is24Hour: true },
    select: {
      ...CLINIC_CONTACT_SELECT,
      latitude: true,
      longitude: true,
      region: { select: { code: true } },
    },
    orderBy: { name: "asc" },
  });
  return rows.map(({ region, latitude, longitude, ...rest }) => ({
    ...rest,
    latitude: numberOrNull(latitude),
    longitude: numberOrNull(longitude),
    regionCode: region.code,
  }));
}
