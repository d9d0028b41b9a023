import { requireUser } from "@/lib/auth/guards";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { removeTotp, startTotpSetup } from "@/lib/auth/second-factor/totp-factor";
import { json, route } from "@/lib/http";
import type { NextRequest } from "next/server";

export const dynamic = "force-dynamic";

/** Starts setting up an authenticator app: a new key (setup key and otpauth:// URI), unconfirmed until its first code. Needs a fresh check. */
export const POST = route(async () => {
  const user = await requireUser();
  await requireFreshCheck(user);
  return json(await startTotpSetup(user.id, user.email ?? user.username ?? user.id), {
    status: 201,
    headers: { "Cache-Control": "no-store" },
  });
});

/** Removes the authenticator app (and, with no factor left, the recovery codes). Needs a fresh check. */
export const DELETE = route(async (req: NextRequest) => {
  const user = await requireUser();
  await requireFreshCheck(user);
  await removeTotp(user.id, req.headers);
  return new Response(null, { status: 204 });
});
