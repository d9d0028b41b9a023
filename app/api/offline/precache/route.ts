import { json, route } from "@/lib/http";
import { offlinePrecacheUrls } from "@/lib/offline/precache";

export const dynamic = "force-dynamic";

/** Public: the files public/sw.js precaches besides its pages (the two-tap door's code); they change with every build. */
export const GET = route(async () => json(offlinePrecacheUrls(), { headers: { "Cache-Control": "no-cache" } }));
