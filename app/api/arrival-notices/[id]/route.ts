import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { closeArrivalSchema } from "@/lib/arrivals/schemas";
import { closeArrival } from "@/lib/arrivals/service";
import { json, readJson, route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** { state: "arrived" | "no_show" }: staff of the notice's clinic close it (issue 29); audited. */
export const PATCH = route(async (req: NextRequest, ctx: RouteContext<"/api/arrival-notices/[id]">) => {
  const id = readUuid((await ctx.params).id, "Arrival notice");
  const user = await requireUser();
  const { state } = await readJson(req, closeArrivalSchema);
  return json(await closeArrival(id, state, user, req.headers));
});
