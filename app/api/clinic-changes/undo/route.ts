import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { undoChange, undoSchema } from "@/lib/clinics/undo-change";
import { json, readJson, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * { token }: undoes the change its mailed link names (a clinic's contacts or staff): signed in as
 * staff of that clinic or as an admin; 404 once used, after 24 hours or for an unknown token.
 */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  const { token } = await readJson(req, undoSchema);
  return json(await undoChange(token, user, req.headers), { headers: { "Cache-Control": "no-store" } });
});
