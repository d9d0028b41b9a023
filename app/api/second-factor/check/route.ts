import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { passCheck } from "@/lib/auth/second-factor/checks";
import { checkSchema } from "@/lib/auth/second-factor/schemas";
import { json, readJson, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * { method: "totp" | "recovery", code } | { method: "passkey", response } | { method: "password", password }:
 * a second factor clears this session's mark (and is its step-up for 10 minutes); the password is the step-up
 * of an account without one. 10 attempts per account per 15 minutes (429 past it).
 */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  const input = await readJson(req, checkSchema);
  const outcome = await passCheck(user, input, req.headers);
  return json({ method: outcome.method, recoveryCodesLeft: outcome.recoveryCodesLeft }, { headers: { "Cache-Control": "no-store" } });
});
