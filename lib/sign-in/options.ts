import type { AuthOptions, Session } from "next-auth";
import CredentialsProvider from "next-auth/providers/credentials";
import EmailProvider from "next-auth/providers/email";
import GitHubProvider from "next-auth/providers/github";
import GoogleProvider from "next-auth/providers/google";
import { getServerEnv } from "@/lib/env";
import { authorizeCredentials } from "./credentials";
import { getSessionOptions } from "@/lib/auth/session-options";
import { findSessionUserId } from "@/lib/auth/sessions";

let cached: AuthOptions | undefined;

/** The session options (./session-options.ts) with the sign-in providers; each provider appears only when configured. */
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

  cached = { ...getSessionOptions(), providers };
  return cached;
}

let cachedForClient: AuthOptions | undefined;

/**
 * The options NextAuth's own routes run with (app/api/auth/[...nextauth]):
 * `/api/auth/session` answers a revoked session (signed out, account
 * deleted, revoked by an admin) as no session at all, and never sends the
 * session id to the browser.
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
