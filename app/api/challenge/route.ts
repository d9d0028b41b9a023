import type { NextRequest } from "next/server";
import { json, route } from "@/lib/http";
import { consumeLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-meta";
import { issueChallenge } from "@/lib/sign-in/human-check";

export const dynamic = "force-dynamic";

/** Public: a signed proof-of-work challenge (ALTCHA format) for an anonymous broadcast; rate-limited per address. */
export const GET = route(async (req: NextRequest) => {
  await consumeLimit("challengeIp", clientIp(req.headers));
  return json(await issueChallenge(), { headers: { "Cache-Control": "no-store" } });
});
