import type { AuthOptions } from "next-auth";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { pawAlertAdapter } from "./adapter";
import { applyAdminEmails } from "./admin-emails";
import { safeReturnTo } from "./return-to";
import { createServerSession, revokeSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

// NextAuth's options without the sign-in providers: the secret, the JWT
// session, the pages and the callbacks. The guards (./guards.ts) read the
// session with these: getServerSession drops the providers it is given, so a
// session read here is the one NextAuth's own routes (lib/sign-in/options.ts, which adds
// the providers) made, and the guards do not load the password sign-in and
// sign-up (lib/sign-in/credentials.ts, lib/accounts/identity.ts) on every request.

let cachedSession: AuthOptions | undefined;

/** OAuth providers whose addresses count as verified (see the jwt callback). */
const PROVIDER_VERIFIED = new Set(["google", "github"]);

export function getSessionOptions(): AuthOptions {
  if (cachedSession) return cachedSession;
  const env = getServerEnv();
  cachedSession = {
    adapter: pawAlertAdapter(),
    providers: [],
    secret: env.NEXTAUTH_SECRET,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_SECONDS },
    pages: { signIn: "/login", error: "/login", verifyRequest: "/login" },
    callbacks: {
      async jwt({ token, user, account }) {
        if (user) {
          token.uid = user.id;
          // Every sign-in starts without the second factor (guards.ts: an admin waits for it);
          // a password sign-in has just typed the password (the step-up of an account without one).
          token.sid = await createServerSession(user.id, { withPassword: account?.provider === "credentials" });
          if (account && PROVIDER_VERIFIED.has(account.provider) && user.email) {
            // Google and GitHub only hand over an address their user has verified
            // with them (Google's verified address; GitHub's primary email), so an
            // OAuth sign-in counts as opening our link for that same address.
            await db.user.updateMany({
              where: { id: user.id, email: user.email.toLowerCase(), emailVerified: null },
              data: { emailVerified: new Date() },
            });
          }
          await applyAdminEmails(user.id, env.ADMIN_EMAILS);
        }
        return token;
      },
      // Server-side reads (getServerSession in ./guards.ts) get the session id,
      // which the guards check against the sessions table on every request. What
      // a browser is sent is getClientAuthOptions()'s callback (lib/sign-in/options.ts).
      async session({ session, token }) {
        return { ...session, sid: token.sid, uid: token.uid };
      },
      async redirect({ url, baseUrl }) {
        if (url.startsWith(baseUrl)) return baseUrl + safeReturnTo(url.slice(baseUrl.length) || "/");
        return baseUrl + safeReturnTo(url);
      },
    },
    events: {
      async signOut({ token }) {
        if (token?.sid) await revokeSession(String(token.sid));
      },
      async signIn({ user, isNewUser }) {
        log.info("auth.signed_in", { userId: user.id, isNewUser: Boolean(isNewUser) });
      },
    },
  };
  return cachedSession;
}
