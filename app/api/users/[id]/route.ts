import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { findUserForViewer } from "@/lib/accounts/queries";
import { updateProfileSchema } from "@/lib/accounts/schemas";
import { updateProfile } from "@/lib/accounts/service";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

type IdContext = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/** SPEC §3 current-user fields: yourself, or any user for an admin. */
export const GET = route(async (_req: NextRequest, ctx: IdContext) => {
  const viewer = await requireUser();
  const id = readUuid((await ctx.params).id, "User");
  return json(await findUserForViewer(viewer, id), { headers: NO_STORE });
});

/** Only yourself; role and clinicId are refused (admin endpoints only). */
export const PATCH = route(async (req: NextRequest, ctx: IdContext) => {
  const viewer = await requireUser();
  const id = readUuid((await ctx.params).id, "User");
  const input = await readJson(req, updateProfileSchema);
  return json(await updateProfile(viewer, id, input, req.headers), { headers: NO_STORE });
});
