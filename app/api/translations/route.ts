import type { NextRequest } from "next/server";
import { json, readQuery, route } from "@/lib/http";
import { listTranslations } from "@/lib/translations/queries";
import { translationsQuerySchema } from "@/lib/translations/schemas";

export const dynamic = "force-dynamic";

/** GET /api/translations?lang= → [{ key, value }]. Public; an admin's change shows within a minute. */
export const GET = route(async (req: NextRequest) => {
  const { lang } = readQuery(req, translationsQuerySchema);
  return json(await listTranslations(lang), { headers: { "Cache-Control": "public, max-age=60" } });
});
