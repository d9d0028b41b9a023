import type { NextRequest } from "next/server";
import { getServerEnv } from "@/lib/env";
import { route } from "@/lib/http";
import { messagingConfig } from "@/lib/messaging/config";
import { verifyRespondLink } from "@/lib/messaging/links";
import { recordClinicResponse, respondPage } from "@/lib/messaging/respond";
import { readUuidOrNull } from "@/lib/validation/uuid";

export const dynamic = "force-dynamic";

function page(html: string, status: number) {
  return new Response(html, {
    status,
    headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
  });
}

/** One-click reply from a clinic email (an alert, or the daily availability ask): the signed link is the only credential (lib/messaging/links.ts). */
export const GET = route(async (req: NextRequest, ctx: RouteContext<"/api/messages/[id]/respond">) => {
  const { id } = await ctx.params;
  const secret = messagingConfig(getServerEnv()).linkSecret;
  const q = req.nextUrl.searchParams;
  const messageId = readUuidOrNull(id);
  const refused = (reason: "invalid" | "expired") => page(respondPage({ kind: "refused", reason }), 403);
  if (!secret || !messageId) return refused("invalid");
  const check = verifyRespondLink(secret, messageId, { answer: q.get("answer"), exp: q.get("exp"), sig: q.get("sig") });
  if (!check.ok) return refused(check.reason);
  const message = await recordClinicResponse(messageId, check.answer, "email");
  if (!message) return page(respondPage({ kind: "refused", reason: "not_found" }), 404);
  if (!message.emergencyRequest)
    return page(respondPage({ kind: "availability", answer: check.answer, late: message.availability === "late" }), 200);
  return page(respondPage({ kind: "recorded", answer: check.answer, phone: message.emergencyRequest.contactPhone }), 200);
});
