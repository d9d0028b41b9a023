import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { closeArrivalSchema } from "@/lib/arrivals/schemas";
import { closeArrival, ownClinicArrival } from "@/lib/arrivals/service";
import { json, readJson, route } from "@/lib/http";
import { readUuidOrNull } from "@/lib/validation/uuid";

export const dynamic = "force-dynamic";

/**
 * { state: "arrived" | "no_show" }: staff of the notice's clinic close it; audited. Permission first
 * (403 alike for a missing notice, another clinic's and an id that is not one), then the body.
 */
export const PATCH = route(async (req: NextRequest, ctx: RouteContext<"/api/arrival-notices/[id]">) => {
  const user = await requireUser();
  const notice = await ownClinicArrival(readUuidOrNull((await ctx.params).id), user);
  const { state } = await readJson(req, closeArrivalSchema);
  return json(await closeArrival(notice, state, user, req.headers));
});
