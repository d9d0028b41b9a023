import { requireUser } from "@/lib/auth/guards";
import { passkeyRegistrationOptions } from "@/lib/auth/second-factor/passkey-factor";
import { requireFreshCheck } from "@/lib/auth/second-factor/step-up";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Options for registering a new passkey (navigator.credentials.create); the challenge is kept on the session. Needs a fresh check. */
export const POST = route(async () => {
  const user = await requireUser();
  await requireFreshCheck(user);
  return json(await passkeyRegistrationOptions({ id: user.id, email: user.email, sid: user.session.sid }), {
    headers: { "Cache-Control": "no-store" },
  });
});
