import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { totpConfirmSchema } from "@/lib/auth/second-factor/schemas";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { confirmTotpSetup } from "@/lib/auth/second-factor/totp-factor";
import { json, readJson, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * { code }: the app's first code confirms it. This session has then passed its second factor.
 * The first factor comes with recovery codes, shown this once. Counted with the account's check budget.
 */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  await requireFreshCheck(user);
  const { code } = await readJson(req, totpConfirmSchema);
  const { recoveryCodes } = await confirmTotpSetup({ id: user.id, sid: user.session.sid }, code, req.headers);
  return json({ recoveryCodes }, { status: 201, headers: { "Cache-Control": "no-store" } });
});
