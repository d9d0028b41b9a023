import { json, route } from "@/lib/http";
import { pushPublicKey } from "@/lib/push/subscriptions";

export const dynamic = "force-dynamic";

/** { publicKey }: the VAPID key a browser subscribes with (null while push is off). Public: it is meant to be shared. */
export const GET = route(async () => json({ publicKey: pushPublicKey() }, { headers: { "Cache-Control": "no-store" } }));
