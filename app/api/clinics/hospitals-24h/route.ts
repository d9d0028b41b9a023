import { listEmergencyHospitals } from "@/lib/clinics/hospitals";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Public: the 24-hour hospitals the service worker keeps for offline emergencies (lib/offline/hospitals.ts). */
export const GET = route(async () => json(await listEmergencyHospitals(), { headers: { "Cache-Control": "public, max-age=300" } }));
