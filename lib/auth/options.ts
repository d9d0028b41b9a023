import type { AuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import EmailProvider from "next-auth/providers/email";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { safeReturnTo } from "./return-to";
import { pawAlertAdapter } from "./adapter";
import { applyAdminEmails, authorizeCredentials } from "./credentials";
import { createServerSession, findSessionUserId, revokeSession, SESSION_MAX_AGE_SECONDS } from "./sessions";

let cached: AuthOptions | undefined;

/** OAuth providers whose addresses count as verified (see the jwt callback). */
const PROVIDER_VERIFIED = new Set(["google", "github"]);

/** Providers appear only when configured (ARCHITECTURE §6). */
export function getAuthOptions(): AuthOptions {
  if (cached) return cached;
  const env = getServerEnv();
  const providers: AuthOptions["providers"] = [
    CredentialsProvider({
      id: "credentials",
      name: "Email and password",
      credentials: { email: { type: "email" }, password: { type: "password" }, mode: { type: "text" } },
      authorize: (credentials, req) => authorizeCredentials(credentials, new Headers(req?.headers as Record<string, string> | undefined)),
    }),
  ];
  if (env.SMTP_URL && env.EMAIL_FROM) {
    providers.push(
      EmailProvider({
        server: env.SMTP_URL,
        from: env.EMAIL_FROM,
        ...(env.NODE_ENV === "development"
          ? {
              // Development only: print the link instead of needing a mailbox.
              async sendVerificationRequest({ url }) {
                console.log(`Sign-in link (development only): ${url}`);
              },
            }
          : {}),
      }),
    );
  }
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(GoogleProvider({ clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET }));
  }
  if (env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET) {
    providers.push(GitHubProvider({ clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET }));
  }

  cached = {
    adapter: pawAlertAdapter(),
    providers,
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
      // a browser is sent is getClientAuthOptions()'s callback below.
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
  return cached;
}

let cachedForClient: AuthOptions | undefined;

/**
 * The options NextAuth's own routes run with (app/api/auth/[...nextauth]):
 * `/api/auth/session` answers a revoked session (signed out, account
 * deleted, revoked by an admin) as no session at all, and never sends the
 * session id to the browser (issue 30, finding 5).
 */
export function getClientAuthOptions(): AuthOptions {
  if (cachedForClient) return cachedForClient;
  const options = getAuthOptions();
  cachedForClient = {
    ...options,
    callbacks: {
      ...options.callbacks,
      async session({ session, token }) {
        const live = typeof token.sid === "string" ? await findSessionUserId(token.sid) : null;
        // An empty object is NextAuth's "signed out" (its client and getServerSession read {} as null).
        if (!live || live !== token.uid) return {} as Session;
        return { user: session.user, expires: session.expires, uid: token.uid };
      },
    },
  };
  return cachedForClient;
}
