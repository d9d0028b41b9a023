import type { Adapter, AdapterAccount, AdapterUser } from "next-auth/adapters";
import { db } from "@/lib/db";

// NextAuth's storage for OAuth accounts and e-mail sign-in tokens, mapped onto
// our tables. Sessions are JWTs backed by our own `sessions` rows (sessions.ts),
// so the adapter's session methods are never called.

type UserRow = { id: string; email: string | null; emailVerified: Date | null; username: string | null; profileImageUrl: string | null };

const USER_SELECT = { id: true, email: true, emailVerified: true, username: true, profileImageUrl: true } as const;

function toAdapterUser(u: UserRow): AdapterUser {
  return { id: u.id, email: u.email ?? "", emailVerified: u.emailVerified, name: u.username, image: u.profileImageUrl };
}

export function pawAlertAdapter(): Adapter {
  return {
    async createUser(user: Omit<AdapterUser, "id">) {
      const row = await db.user.create({
        data: {
          email: user.email.toLowerCase(),
          emailVerified: user.emailVerified,
          username: user.name ?? null,
          profileImageUrl: user.image ?? null,
        },
        select: USER_SELECT,
      });
      return toAdapterUser(row);
    },
    async getUser(id) {
      const row = await db.user.findUnique({ where: { id }, select: USER_SELECT });
      return row ? toAdapterUser(row) : null;
    },
    async getUserByEmail(email) {
      const row = await db.user.findUnique({ where: { email: email.toLowerCase() }, select: USER_SELECT });
      return row ? toAdapterUser(row) : null;
    },
    async getUserByAccount({ provider, providerAccountId }) {
      const account = await db.account.findUnique({
        where: { provider_providerAccountId: { provider, providerAccountId } },
        select: { user: { select: USER_SELECT } },
      });
      return account ? toAdapterUser(account.user) : null;
    },
    async updateUser(user) {
      const row = await db.user.update({
        where: { id: user.id },
        data: { emailVerified: user.emailVerified, ...(user.image !== undefined ? { profileImageUrl: user.image } : {}) },
        select: USER_SELECT,
      });
      return toAdapterUser(row);
    },
    async linkAccount(account: AdapterAccount) {
      await db.account.create({
        data: {
          userId: account.userId,
          type: account.type,
          provider: account.provider,
          providerAccountId: account.providerAccountId,
          refreshToken: account.refresh_token ?? null,
          accessToken: account.access_token ?? null,
          expiresAt: account.expires_at ?? null,
          tokenType: account.token_type ?? null,
          scope: account.scope ?? null,
          idToken: account.id_token ?? null,
          sessionState: typeof account.session_state === "string" ? account.session_state : null,
        },
      });
    },
    async createVerificationToken(token) {
      await db.verificationToken.create({ data: token });
      return token;
    },
    async useVerificationToken({ identifier, token }) {
      const found = await db.verificationToken.findUnique({ where: { identifier_token: { identifier, token } } });
      if (!found) return null;
      await db.verificationToken.delete({ where: { identifier_token: { identifier, token } } });
      return found;
    },
  };
}
