import type { NextRequest } from "next/server";
import { getCurrentUser, requireUser } from "@/lib/auth/guards";
import { listOwnEmergencyRequests } from "@/lib/emergency/queries";
import { createEmergencyRequestSchema } from "@/lib/emergency/request-schema";
import { createEmergencyRequest, findByIdempotencyKey } from "@/lib/emergency/service";
import { json, readIdempotencyKey, readJson, route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";
import { clientIp, requestLocale } from "@/lib/request-meta";

export const dynamic = "force-dynamic";

/**
 * SPEC §7: the wizard's submission → 201 { id, regionId }. Anonymous allowed.
 * With an `Idempotency-Key` header, a repeat of an already-stored submission
 * answers 200 with the same { id, regionId } and stores nothing.
 */
export const POST = route(async (req: NextRequest) => {
  const idempotencyKey = readIdempotencyKey(req);
  const input = await readJson(req, createEmergencyRequestSchema);
  // A retry of a stored request is answered before the rate limit: it costs the owner no new slot.
  const earlier = idempotencyKey ? await findByIdempotencyKey(idempotencyKey) : null;
  if (earlier) return json(earlier, { status: 200 });
  // Counted once the payload is valid: a typo in the form never spends an owner's budget.
  await consumeLimit("emergencyCreateIp", clientIp(req.headers));
  const { request, replayed, notes } = await createEmergencyRequest(input, await getCurrentUser(), requestLocale(req), idempotencyKey);
  // notes: optional fields left out because they could not be read (["ageDropped"]), for the owner to be told.
  return json(notes.length ? { ...request, notes } : request, { status: replayed ? 200 : 201 });
});

/** The signed-in owner's own requests. */
export const GET = route(async () => {
  const user = await requireUser();
  return json(await listOwnEmergencyRequests(user.id), { headers: { "Cache-Control": "no-store" } });
});
