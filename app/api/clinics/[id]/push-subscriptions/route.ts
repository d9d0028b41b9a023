import type { NextRequest } from "next/server";
import { requireClinicStaff } from "@/lib/auth/guards";
import { readJson, route } from "@/lib/http";
import { deleteSubscription, requirePushConfigured, saveSubscription, subscribeSchema, unsubscribeSchema } from "@/lib/push/subscriptions";
import { readUuid } from "@/lib/validation/params";

export const dynamic = "force-dynamic";

type Ctx = RouteContext<"/api/clinics/[id]/push-subscriptions">;

/** Staff of this clinic only (an admin is no clinic's device): the caller's user and clinic, never the body's. */
async function staffOwner(ctx: Ctx) {
  const { id } = await ctx.params;
  const user = await requireClinicStaff(id, { allowAdmin: false });
  return { userId: user.id, clinicId: readUuid(id, "Clinic") };
}

/** { endpoint, keys: { p256dh, auth }, language }: this device gets the clinic's alerts. 201. */
export const POST = route(async (req: NextRequest, ctx: Ctx) => {
  const owner = await staffOwner(ctx);
  requirePushConfigured();
  await saveSubscription(owner, await readJson(req, subscribeSchema));
  return new Response(null, { status: 201 });
});

/** { endpoint }: this device stops getting them. 204 (also when it was not subscribed). */
export const DELETE = route(async (req: NextRequest, ctx: Ctx) => {
  const owner = await staffOwner(ctx);
  await deleteSubscription(owner, (await readJson(req, unsubscribeSchema)).endpoint);
  return new Response(null, { status: 204 });
});
