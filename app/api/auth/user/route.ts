import { requireUser } from "@/lib/auth/guards";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** SPEC §7: the current user, or 401. */
export const GET = route(async () => json(await requireUser(), { headers: { "Cache-Control": "no-store" } }));
