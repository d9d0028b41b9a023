import type { NextRequest } from "next/server";
import { requireUser } from "@/lib/auth/guards";
import { secondFactorStatus } from "@/lib/auth/second-factor/status";
import { json, route } from "@/lib/http";

export const dynamic = "force-dynamic";

/** The caller's second factors (no secrets) and whether this session passed one. */
export const GET = route(async (req: NextRequest) => {
  const user = await requireUser();
  return json(await secondFactorStatus(user, req.headers.get("host")), { headers: { "Cache-Control": "no-store" } });
});
