import type { NextRequest } from "next/server";
import { safeReturnTo } from "@/lib/auth/return-to";
import { toLocale } from "@/lib/i18n/locale";
import { localizedPath } from "@/lib/i18n/metadata";

/** GET /api/login?returnTo=/path → the sign-in page in the visitor's language. */
export function GET(req: NextRequest) {
  const returnTo = safeReturnTo(req.nextUrl.searchParams.get("returnTo"));
  const locale = toLocale(req.cookies.get("NEXT_LOCALE")?.value);
  const target = `${localizedPath(locale, "/login")}?${new URLSearchParams({ callbackUrl: returnTo })}`;
  // A relative Location keeps the visitor on whatever host they used.
  return new Response(null, { status: 303, headers: { Location: target } });
}
