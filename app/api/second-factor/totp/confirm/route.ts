import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { totpConfirmSchema } from "@/lib/auth/second-factor/schemas";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { confirmTotpSetup } from "@/lib/auth/second-factor/totp-factor";
import { markSecondFactor } from "@/lib/auth/sessions";
import { json, readJson, route } from "@/lib/http";
import { consumeLimit, resetLimit } from "@/lib/rate-limit";

export const dynamic = "force-dynamic";

/**
 * { code }: the app's first code confirms it. This session has then passed its second factor.
 * The first factor comes with recovery codes, shown this once. Counted with the account's check budget.
 */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  await requireFreshCheck(user);
  const { code } = await readJson(req, totpConfirmSchema);
  await consumeLimit("secondFactorCheck", user.id);
  const { recoveryCodes } = await confirmTotpSetup(user.id, code, req.headers);
  await resetLimit("secondFactorCheck", user.id);
  await markSecondFactor(user.session.sid);
  return json({ recoveryCodes }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
