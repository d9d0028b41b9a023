import type { NextRequest } from "next/server";
import { getCurrentUser } from "@/lib/auth/guards";
import { profileLinkTarget } from "@/lib/clinics/profile-link";
import { getServerEnv } from "@/lib/env";
import { route } from "@/lib/http";
import { toLocale } from "@/lib/i18n/locale";
import { messagingConfig } from "@/lib/messaging/config";
import { verifyProfileLink } from "@/lib/messaging/links";
import { respondPage } from "@/lib/messaging/respond";
import { readUuidOrNull } from "@/lib/validation/uuid";

export const dynamic = "force-dynamic";

/** The availability ask's monthly link: a checked signature, then the profile editor (after sign-in when needed). */
export const GET = route(async (req: NextRequest, ctx: RouteContext<"/api/clinics/[id]/profile-link">) => {
  const clinicId = readUuidOrNull((await ctx.params).id);
  const secret = messagingConfig(getServerEnv()).linkSecret;
  const q = req.nextUrl.searchParams;
  const check = secret && clinicId ? verifyProfileLink(secret, clinicId, { exp: q.get("exp"), sig: q.get("sig") }) : null;
  if (!clinicId || !check?.ok) {
    return new Response(respondPage({ kind: "profileLink", reason: check?.ok === false ? check.reason : "invalid" }), {
      status: 403,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" },
    });
  }
  const target = profileLinkTarget(toLocale(req.cookies.get("NEXT_LOCALE")?.value), clinicId, await getCurrentUser());
  // A relative Location keeps the clinic on whatever host it used; no-referrer keeps the signature out of other logs.
  return new Response(null, { status: 303, headers: { Location: target, "Cache-Control": "no-store", "Referrer-Policy": "no-referrer" } });
});
