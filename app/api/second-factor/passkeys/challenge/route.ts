import { requireUser } from "@/lib/auth/guards";
import { passkeyAuthenticationOptions } from "@/lib/auth/second-factor/passkey-factor";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** Options for signing with one of the caller's passkeys (navigator.credentials.get), answered at POST /api/second-factor/check. */
export const POST = route(async () => {
  const user = await requireUser();
  return json(await passkeyAuthenticationOptions({ id: user.id, email: user.email, sid: user.session.sid }), {
    headers: { "Cache-Control": "no-store" },
  });
});
