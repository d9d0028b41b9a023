import type { ServerEnv } from "@/lib/env";

// The server's one secret for what it signs or seals itself: the clinics'
// reply links, the HMAC of single-use account links, the authenticator-app
// keys' box. It is NEXTAUTH_SECRET, which production always has (lib/env.ts
// and the embedded launcher make sure); `next dev` without one gets a fixed
// development secret so that links still work.

const DEV_LINK_SECRET = "pawalert-development-link-secret";

export function linkSecret(env: ServerEnv): string | undefined {
  return env.NEXTAUTH_SECRET ?? (env.NODE_ENV === "production" ? undefined : DEV_LINK_SECRET);
}
