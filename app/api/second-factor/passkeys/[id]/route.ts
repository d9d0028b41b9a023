import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { removePasskey } from "@/lib/auth/second-factor/passkey-factor";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { route } from "@/lib/http";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

/** Removes one of the caller's passkeys (404 for anyone else's). Needs a fresh check. */
export const DELETE = route(async (req: NextRequest, ctx: RouteContext<"/api/second-factor/passkeys/[id]">) => {
  const user = await requireUser();
  await requireFreshCheck(user);
  await removePasskey(user.id, readUuid((await ctx.params).id, "Passkey"), req.headers);
  return new Response(null, { status: 204 });
});
