import type { NextRequest } from "next/server";
import type { RegistrationResponseJSON } from "@simplewebauthn/server";
import { requireUser } from "@/lib/auth/guards";
import { registerPasskey } from "@/lib/auth/second-factor/passkey-factor";
import { passkeyRegistrationSchema } from "@/lib/auth/second-factor/schemas";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { json, readJson, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * { response }: the new passkey, checked against this session's challenge and kept. This session has then
 * passed its second factor; the first factor comes with recovery codes, shown this once. Needs a fresh check.
 */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  await requireFreshCheck(user);
  const { response } = await readJson(req, passkeyRegistrationSchema);
  const added = await registerPasskey(
    { id: user.id, email: user.email, sid: user.session.sid },
    response as RegistrationResponseJSON,
    req.headers,
  );
  return json(added, { status: 201, headers: { "Cache-Control": "no-store" } });
});
