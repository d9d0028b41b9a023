import type { NextRequest } from "next/server";
import { getCurrentUser, requireUser } from "@/lib/auth/guards";
import { listOwnEmergencyRequests } from "@/lib/emergency/queries";
import { createEmergencyRequestSchema } from "@/lib/emergency/schemas";
import { createEmergencyRequest } from "@/lib/emergency/service";
import { json, readJson, route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";
import { clientIp, requestLocale } from "@/lib/request-meta";

export const dynamic = "force-dynamic";

/** SPEC §7: the wizard's submission → { id, regionId }. Anonymous allowed. */
export const POST = route(async (req: NextRequest) => {
  const input = await readJson(req, createEmergencyRequestSchema);
  // Counted once the payload is valid: a typo in the form never spends an owner's budget.
  await consumeLimit("emergencyCreateIp", clientIp(req.headers));
  const created = await createEmergencyRequest(input, await getCurrentUser(), requestLocale(req));
  return json(created, { status: 201 });
});

/** The signed-in owner's own requests. */
export const GET = route(async () => {
  const user = await requireUser();
  return json(await listOwnEmergencyRequests(user.id), { headers: { "Cache-Control": "no-store" } });
});
