import type { NextRequest } from "next/server";
import { getCurrentUser, requireUser } from "@/lib/auth/guards";
import { listOwnEmergencyRequests } from "@/lib/emergency/queries";
import { createEmergencyRequestSchema } from "@/lib/emergency/request-schema";
import { submitEmergencyRequest } from "@/lib/emergency/service";
import { json, readIdempotencyKey, readJson, route } from "@/lib/http";
import { clientIp, requestLocale } from "@/lib/request-meta";

export const dynamic = "force-dynamic";

/**
 * The wizard's submission → 201 { id, regionId }. Anonymous allowed.
 * With an `Idempotency-Key` header, a repeat of an already-stored submission
 * answers 200 with the same { id, regionId }, stores nothing and is not counted
 * against the per-address limit.
 */
export const POST = route(async (req: NextRequest) => {
  const idempotencyKey = readIdempotencyKey(req);
  // Counted once the payload is valid: a typo in the form never spends an owner's budget.
  const input = await readJson(req, createEmergencyRequestSchema);
  const { request, replayed, notes } = await submitEmergencyRequest(
    input,
    await getCurrentUser(),
    requestLocale(req),
    idempotencyKey,
    clientIp(req.headers),
  );
  // notes: optional fields left out because they could not be read (["ageDropped"]), for the owner to be told.
  return json(notes.length ? { ...request, notes } : request, { status: replayed ? 200 : 201 });
});

/** The signed-in owner's own requests. */
export const GET = route(async () => {
  const user = await requireUser();
  return json(await listOwnEmergencyRequests(user.id), { headers: { "Cache-Control": "no-store" } });
});
