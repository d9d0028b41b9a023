import type { NextRequest } from "next/server";
import { acceptInvitation } from "@/lib/accounts/identity";
import { acceptInvitationSchema } from "@/lib/accounts/schemas";
import { requireUser } from "@/lib/auth/guards";
import { json, readJson, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** { token }: the signed-in user, whose verified email is the invited one, becomes staff of the inviting clinic. */
export const POST = route(async (req: NextRequest) => {
  const user = await requireUser();
  const { token } = await readJson(req, acceptInvitationSchema);
  return json(await acceptInvitation(token, user.id, req.headers), { headers: { "Cache-Control": "no-store" } });
});
