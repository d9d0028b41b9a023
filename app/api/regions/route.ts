import { json, route } from "@/lib/http";
import { listRegions } from "@/lib/regions/queries";

export const dynamic = "force-dynamic";

/** GET /api/regions → [{ id, code, nameEn, nameZh }]. Public. */
export const GET = route(async () => json(await listRegions(), { headers: { "Cache-Control": "public, max-age=300" } }));
