import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { findUserForViewer } from "@/lib/accounts/queries";
import { updateProfileSchema } from "@/lib/accounts/update-profile-schema";
import { assertOwnProfile, updateProfile } from "@/lib/accounts/service";
import { json, readJson, route } from "@/lib/http";
import { requestLocale } from "@/lib/request-meta";
import { readUuid } from "@/lib/validation/params";

type IdContext = { params: Promise<{ id: string }> };

export const dynamic = "force-dynamic";

const NO_STORE = { "Cache-Control": "no-store" };

/** A user's account fields: yourself, or any user for an admin. */
export const GET = route(async (_req: NextRequest, ctx: IdContext) => {
  const viewer = await requireUser();
  const id = readUuid((await ctx.params).id, "User");
  return json(await findUserForViewer(viewer, id), { headers: NO_STORE });
});

/** Only yourself (403 before the body is read); role and clinicId are refused (admin endpoints only); a new email needs the current password and applies only once its link is opened. */
export const PATCH = route(async (req: NextRequest, ctx: IdContext) => {
  const viewer = await requireUser();
  const id = readUuid((await ctx.params).id, "User");
  assertOwnProfile(viewer, id);
  const input = await readJson(req, updateProfileSchema);
  return json(await updateProfile(viewer, id, input, req.headers, requestLocale(req)), { headers: NO_STORE });
});
