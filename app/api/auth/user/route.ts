import { requireUser } from "@/lib/auth/guards";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/**
 * The signed-in user's own fields, or 401. `role` is the account's, also while an
 * admin's session waits for its second factor (GET /api/second-factor says so).
 */
export const GET = route(async () => {
  const { session: _session, awaitingSecondFactor, ...user } = await requireUser();
  return json({ ...user, role: awaitingSecondFactor ? "admin" : user.role }, { headers: { "Cache-Control": "no-store" } });
});
