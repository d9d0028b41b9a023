import type { NextRequest } from "next/server";
import { getServerEnv } from "@/lib/env";
import { route } from "@/lib/http";
import { messagingConfig } from "@/lib/messaging/config";
import { verifyRespondLink } from "@/lib/messaging/links";
import { recordClinicResponse, respondPage } from "@/lib/messaging/respond";

export const dynamic = "force-dynamic";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
  const check =
    secret && UUID.test(id)
      ? verifyRespondLink(secret, id.toLowerCase(), { answer: q.get("answer"), exp: q.get("exp"), sig: q.get("sig") })
      : null;
  if (!check || !check.ok) return page(respondPage({ kind: "refused", reason: check?.reason ?? "invalid" }), 403);
  const message = await recordClinicResponse(id.toLowerCase(), check.answer, "email");
  if (!message) return page(respondPage({ kind: "refused", reason: "not_found" }), 404);
  if (!message.emergencyRequest)
    return page(respondPage({ kind: "availability", answer: check.answer, late: message.availability === "late" }), 200);
  return page(respondPage({ kind: "recorded", answer: check.answer, phone: message.emergencyRequest.contactPhone }), 200);
});
