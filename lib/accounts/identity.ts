import type { Locale } from "@/lib/i18n/locale";
import { writeAudit } from "@/lib/audit";
import type { Prisma } from "@/lib/generated/prisma/client";
import { hashPassword, verifyPassword } from "@/lib/auth/password";
import { STEP_UP_MINUTES } from "@/lib/auth/sessions";
import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";
import { AppError, notFound, validationError } from "@/lib/errors";
import { localizedPath } from "@/lib/i18n/metadata";
import { log } from "@/lib/log";
import { consumeLimit } from "@/lib/rate-limit";
import { announceChange, recordChange, type NoticeActor } from "@/lib/clinics/guarded-changes";
import { hashToken, looksLikeToken, newLinkToken } from "@/lib/security/link-tokens";
import { sendAccountMail } from "@/lib/messaging/account-mail";

// Verified identity. An address is someone's only
// after its owner opens a link sent to it: finishing a sign-up, changing the
// account's email, and accepting a clinic's staff invitation all go through a
// single-use link. The token is 32 random bytes; the table keeps only its
// HMAC-SHA256 under the server secret (so neither a database copy nor a guess
// opens a link), with an expiry and used_at (set once, by a conditional update).
//
// Answers never reveal whether an address has an account: sign-up and an email
// change answer the same for a taken and a free address, and in both cases a
// mail goes to that address (a link when free, a notice when taken).

export const TOKEN_TTL_HOURS = { signup: 24, email_change: 24, staff_invite: 7 * 24 } as const;
export type TokenKind = keyof typeof TOKEN_TTL_HOURS;

/** How recent a sign-in must be to stand in for the password (accounts without one): the step-up's window. */
const RECENT_SIGN_IN_MINUTES = STEP_UP_MINUTES;

type TokenData = { email: string; userId?: string; clinicId?: string; invitedBy?: string; passwordHash?: string };

/** The database client, or a transaction's. */
type Client = Prisma.TransactionClient | typeof db;

async function issueToken(
  kind: TokenKind,
  data: TokenData,
  client: Client = db,
): Promise<{ token: string; expiresAt: Date; id: string; createdAt: Date }> {
  const token = newLinkToken();
  const expiresAt = new Date(Date.now() + TOKEN_TTL_HOURS[kind] * 3600_000);
  const row = await client.identityToken.create({
    data: { kind, tokenHash: hashToken(token), expiresAt, ...data },
    select: { id: true, createdAt: true },
  });
  return { token, expiresAt, ...row };
}

function linkFor(locale: Locale, path: string): string {
  return new URL(localizedPath(locale, path), getServerEnv().APP_URL).toString();
}

/** A live (unused, unexpired) token of one of these kinds, or null. */
async function findLive(token: string, kinds: TokenKind[]) {
  if (!looksLikeToken(token)) return null;
  const row = await db.identityToken.findUnique({ where: { tokenHash: hashToken(token) } });
  if (!row || !kinds.includes(row.kind as TokenKind) || row.usedAt || row.expiresAt.getTime() <= Date.now()) return null;
  return row;
}

async function emailInUse(email: string, exceptUserId?: string): Promise<boolean> {
  const row = await db.user.findFirst({
    where: { email: { equals: email, mode: "insensitive" }, ...(exceptUserId ? { id: { not: exceptUserId } } : {}) },
    select: { id: true },
  });
  return row !== null;
}

/**
 * Anyone may type any address into a sign-up or an email change, and each one
 * mails that address: past the per-address budget (accountMailTo) the mail is
 * quietly not sent. The answer does not change (it must not say anything about
 * the address), and the budget is spent the same way for taken and free ones.
 */
async function mailUnlessFlooded(to: string, kind: Parameters<typeof sendAccountMail>[1], vars?: Parameters<typeof sendAccountMail>[2]) {
  try {
    await consumeLimit("accountMailTo", to);
  } catch {
    log.warn("account_mail.flood", { kind });
    return;
  }
  sendAccountMail(to, kind, vars);
}

// ---------------------------------------------------------------- sign-up

/**
 * Sign-up never signs in and never says whether the address is free. A free
 * address gets a link (the account is created, already verified, when it is
 * opened; the password chosen now is kept hashed with the token until then);
 * a taken one gets a notice, and nothing else changes. The password is hashed
 * in both cases so both take the same time.
 */
export async function startSignUp(email: string, password: string, locale: Locale): Promise<void> {
  const passwordHash = await hashPassword(password);
  if (await emailInUse(email)) {
    await mailUnlessFlooded(email, "signup_taken", { link: linkFor(locale, "/login") });
    return;
  }
  const { token } = await issueToken("signup", { email, passwordHash });
  await mailUnlessFlooded(email, "verify_signup", { link: linkFor(locale, `/verify-email/${token}`) });
}

// ---------------------------------------------------------------- email change

export type ReauthInput = { currentPassword?: string };

/**
 * Asks to move the account to `newEmail`. Needs the current password (or, for
 * an account with none, a sign-in in the last RECENT_SIGN_IN_MINUTES), and is
 * rate-limited per account. The address itself changes only when the link
 * sent to it is opened; a taken address gets a notice instead. The caller
 * answers the same either way.
 */
export async function requestEmailChange(
  userId: string,
  newEmail: string,
  reauth: ReauthInput & { sessionStartedAt: Date | null },
  locale: Locale,
  headers?: Headers,
): Promise<void> {
  await consumeLimit("emailChange", userId);
  const user = await db.user.findUnique({ where: { id: userId }, select: { id: true, password: true } });
  if (!user) throw notFound("User");
  if (user.password) {
    if (!reauth.currentPassword) throw validationError({ currentPassword: "Account.currentPasswordRequired" });
    if (!(await verifyPassword(reauth.currentPassword, user.password))) {
      throw new AppError("forbidden", "Current password is wrong", { currentPassword: "Account.currentPasswordWrong" });
    }
  } else {
    const started = reauth.sessionStartedAt?.getTime() ?? 0;
    if (Date.now() - started > RECENT_SIGN_IN_MINUTES * 60_000) {
      throw new AppError("forbidden", `Sign in again (within ${RECENT_SIGN_IN_MINUTES} minutes) to change your email`, {
        email: "Account.recentSignInRequired",
      });
    }
  }
  await writeAudit({ entityType: "user", entityId: userId, action: "request_email_change", userId, changes: {}, headers });
  if (await emailInUse(newEmail, userId)) {
    await mailUnlessFlooded(newEmail, "email_taken");
    return;
  }
  const { token } = await issueToken("email_change", { email: newEmail, userId });
  await mailUnlessFlooded(newEmail, "verify_email", { link: linkFor(locale, `/verify-email/${token}`) });
}

// ---------------------------------------------------------------- opening a link

export type ConfirmOutcome = "account_created" | "email_changed" | "invalid" | "taken";

/** Opens a sign-up or email-change link (single use). */
export async function confirmEmailLink(token: string): Promise<ConfirmOutcome> {
  const row = await findLive(token, ["signup", "email_change"]);
  if (!row) return "invalid";
  return db.$transaction(async (tx) => {
    const now = new Date();
    const { count } = await tx.identityToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: now } });
    if (count !== 1) return "invalid";
    const holder = await tx.user.findFirst({ where: { email: { equals: row.email, mode: "insensitive" } }, select: { id: true } });
    if (row.kind === "signup") {
      if (holder) return "taken";
      const user = await tx.user.create({
        data: { email: row.email, password: row.passwordHash, emailVerified: now },
        select: { id: true },
      });
      await writeAudit({ entityType: "user", entityId: user.id, action: "sign_up_verified", userId: user.id, changes: {} }, tx);
      return "account_created";
    }
    if (!row.userId || (holder && holder.id !== row.userId)) return "taken";
    await tx.user.update({ where: { id: row.userId }, data: { email: row.email, emailVerified: now } });
    // Older links for this account are spent too: only the newest opened address counts.
    await tx.identityToken.updateMany({ where: { userId: row.userId, kind: "email_change", usedAt: null }, data: { usedAt: now } });
    await writeAudit(
      { entityType: "user", entityId: row.userId, action: "email_verified", userId: row.userId, changes: { fields: ["email"] } },
      tx,
    );
    return "email_changed";
  });
}

// ---------------------------------------------------------------- staff invitations

export type Invitation = { id: string; email: string; expiresAt: Date; createdAt: Date };

async function clinicName(clinicId: string, client: Client = db): Promise<string> {
  const clinic = await client.clinic.findUnique({ where: { id: clinicId }, select: { name: true } });
  if (!clinic) throw notFound("Clinic");
  return clinic.name;
}

/**
 * An admin invites an address to a clinic's staff: a 7-day link is emailed;
 * nothing changes until the person opens it while signed in with that address,
 * verified (acceptInvitation). Whether the address has an account is not said.
 * The clinic's other staff and the admins are told, with a link that
 * withdraws it (lib/clinics/guarded-changes.ts; the caller checked the admin
 * and the fresh check).
 */
export async function inviteStaff(clinicId: string, email: string, admin: NoticeActor, headers?: Headers): Promise<Invitation> {
  // The invitation, its audit entry and its undo link are written together: none without the others.
  const { token, invitation, clinicName, notice } = await db.$transaction(async (tx) => {
    const created = await createInvitation(clinicId, email, admin.id, headers, tx);
    const changes = { invited: { from: null, to: email }, invitation: { from: null, to: created.invitation.id } };
    return { ...created, notice: await recordChange(tx, { clinicId, kind: "staff_invite", changes, actor: admin }) };
  });
  sendAccountMail(email, "staff_invite", { clinic: clinicName, link: linkFor("en", `/invitations/${token}`) });
  await announceChange(notice);
  return invitation;
}

/** The invitation row and its token (for the mail; tests read it here). */
export async function createInvitation(clinicId: string, email: string, adminId: string, headers?: Headers, client: Client = db) {
  const name = await clinicName(clinicId, client);
  const { token, expiresAt, id, createdAt } = await issueToken("staff_invite", { email, clinicId, invitedBy: adminId }, client);
  await writeAudit(
    {
      entityType: "clinic",
      entityId: clinicId,
      action: "staff_invite",
      userId: adminId,
      changes: { invited: { from: null, to: email } },
      headers,
    },
    client,
  );
  return { token, clinicName: name, invitation: { id, email, expiresAt, createdAt } satisfies Invitation };
}

/** Invitations not yet accepted and not expired, newest first. */
export async function listInvitations(clinicId: string): Promise<Invitation[]> {
  await clinicName(clinicId);
  return db.identityToken.findMany({
    where: { kind: "staff_invite", clinicId, usedAt: null, expiresAt: { gt: new Date() } },
    select: { id: true, email: true, expiresAt: true, createdAt: true },
    orderBy: { createdAt: "desc" },
  });
}

/** What the invitation page shows (nothing is spent by looking). */
export async function findInvitation(
  token: string,
): Promise<{ clinicId: string; clinic: { name: string; nameZh: string | null }; email: string; expiresAt: Date } | null> {
  const row = await findLive(token, ["staff_invite"]);
  if (!row?.clinicId) return null;
  const clinic = await db.clinic.findUnique({ where: { id: row.clinicId }, select: { name: true, nameZh: true } });
  return clinic ? { clinicId: row.clinicId, clinic, email: row.email, expiresAt: row.expiresAt } : null;
}

/**
 * The invited person accepts: signed in, with the invited address as their
 * account's verified email. Someone linked to another clinic is moved (both
 * histories record it, as an admin's link did).
 */
export async function acceptInvitation(token: string, userId: string, headers?: Headers): Promise<{ clinicId: string }> {
  const row = await findLive(token, ["staff_invite"]);
  if (!row?.clinicId) throw notFound("Invitation");
  const clinicId = row.clinicId;
  const user = await db.user.findUnique({
    where: { id: userId },
    select: { id: true, email: true, emailVerified: true, clinicId: true },
  });
  if (!user) throw notFound("User");
  if (!user.email || user.email.toLowerCase() !== row.email.toLowerCase()) {
    throw new AppError("forbidden", "This invitation is for another email address", { _: "Identity.inviteWrongAccount" });
  }
  if (!user.emailVerified) throw new AppError("forbidden", "Verify this email address first", { _: "Identity.inviteUnverified" });
  await db.$transaction(async (tx) => {
    const { count } = await tx.identityToken.updateMany({ where: { id: row.id, usedAt: null }, data: { usedAt: new Date() } });
    if (count !== 1) throw notFound("Invitation");
    if (user.clinicId === clinicId) return;
    const moved = await tx.user.updateMany({ where: { id: user.id, clinicId: user.clinicId }, data: { clinicId } });
    if (moved.count !== 1) throw new AppError("conflict", "This account's clinic just changed. Reload and try again.");
    const who = { id: user.id, email: user.email };
    if (user.clinicId) {
      await writeAudit(
        {
          entityType: "clinic",
          entityId: user.clinicId,
          action: "staff_unlink",
          userId: user.id,
          changes: { staff: { from: who, to: null }, movedTo: { from: null, to: clinicId } },
          headers,
        },
        tx,
      );
    }
    await writeAudit(
      {
        entityType: "clinic",
        entityId: clinicId,
        action: "staff_link",
        userId: row.invitedBy,
        changes: {
          staff: { from: null, to: who },
          invitation: { from: null, to: row.id },
          ...(user.clinicId ? { movedFrom: { from: user.clinicId, to: null } } : {}),
        },
        headers,
      },
      tx,
    );
  });
  return { clinicId };
}
