import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { acknowledgeArrivalSchema } from "@/lib/arrivals/schemas";
import { acknowledgeArrival, ownClinicArrival } from "@/lib/arrivals/service";
import { json, readJson, route } from "@/lib/http";
import { readUuidOrNull } from "@/lib/validation/uuid";

export const dynamic = "force-dynamic";

/**
 * "We're expecting them": staff of the notice's clinic tell the owner on the way; pushed to the owner's
 * phone, audited, the first time kept. Permission first (403 alike for a missing notice, another clinic's
 * and an id that is not one), then the body ({}).
 */
export const POST = route(async (req: NextRequest, ctx: RouteContext<"/api/arrival-notices/[id]/acknowledgement">) => {
  const user = await requireUser();
  const notice = await ownClinicArrival(readUuidOrNull((await ctx.params).id), user);
  await readJson(req, acknowledgeArrivalSchema);
  return json(await acknowledgeArrival(notice, user, req.headers));
});
