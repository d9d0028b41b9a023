import type { NextRequest } from "next/server";
import { readJson, route } from "@/lib/http";
import {
  deleteSubscription,
  requestOwner,
  requirePushConfigured,
  saveRequestSubscription,
  subscribeSchema,
  unsubscribeSchema,
} from "@/lib/push/subscriptions";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

type Ctx = RouteContext<"/api/emergency-requests/[id]/push-subscriptions">;

/** { endpoint, keys: { p256dh, auth }, language }: public by the request's id; this device hears the hospitals' answers. 201; 404 unknown. */
export const POST = route(async (req: NextRequest, ctx: Ctx) => {
  const owner = await requestOwner(readUuid((await ctx.params).id, "Emergency request"));
  requirePushConfigured();
  await saveRequestSubscription(owner, await readJson(req, subscribeSchema));
  return new Response(null, { status: 201 });
});

/** { endpoint }: this device stops hearing them. 204 (also when it was not subscribed); 404 unknown request. */
export const DELETE = route(async (req: NextRequest, ctx: Ctx) => {
  const owner = await requestOwner(readUuid((await ctx.params).id, "Emergency request"));
  await deleteSubscription(owner, (await readJson(req, unsubscribeSchema)).endpoint);
  return new Response(null, { status: 204 });
});
