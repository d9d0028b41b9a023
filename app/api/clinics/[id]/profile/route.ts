import type { NextRequest } from "next/server";
import { requireClinicStaff } from "@/lib/auth/guards";
import { saveClinicProfile } from "@/lib/clinics/profile-edit";
import { profileEditSchema } from "@/lib/clinics/profile-schemas";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

type Ctx = RouteContext<"/api/clinics/[id]/profile">;

/** Staff of this clinic or an admin state what the hospital can do (audited); answers the saved profile. */
export const PUT = route(async (req: NextRequest, ctx: Ctx) => {
  const { id } = await ctx.params;
  const user = await requireClinicStaff(id);
  const edit = await readJson(req, profileEditSchema);
  return json(await saveClinicProfile(readUuid(id, "Clinic"), edit, user, req.headers));
});
