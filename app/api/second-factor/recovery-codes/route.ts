import { requireUser } from "@/lib/auth/guards";
import { makeRecoveryCodes } from "@/lib/auth/second-factor/factors";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { json, route } from "@/lib/http";
import type { NextRequest } from "next/server";

export const dynamic = "force-dynamic";

/** A new set of ten recovery codes, shown this once; the old ones stop working. Needs a second factor and a fresh check. */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  await requireFreshCheck(user);
  return json({ recoveryCodes: await makeRecoveryCodes(user.id, req.headers) }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
