import { writeAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { consumeLimit, resetLimit } from "@/lib/rate-limit";
import { markSecondFactor } from "../sessions";
import { dropRecoveryCodesIfNoFactor, recoveryCodesForNewFactor } from "./factors";
import { openSecret, sealSecret } from "./secret-box";
import { newTotpKey, totpCodeStep, totpUri } from "./totp";

// An account's authenticator app: set up (a new key, shown as a setup key and
// an otpauth:// URI), confirmed by its first code, checked (each code once),
// removed.

export const wrongCode = () => new AppError("forbidden", "That code is not right", { code: "SecondFactor.codeWrong" });

/** A new key, kept unconfirmed until its first code arrives (a second setup replaces it). 409 while one is in use. */
export async function startTotpSetup(userId: string, account: string): Promise<{ key: string; uri: string }> {
  const existing = await db.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } });
  if (existing?.confirmedAt) throw new AppError("conflict", "An authenticator app is set up already; remove it first");
  const key = newTotpKey();
  const secret = sealSecret(key);
  await db.totpFactor.upsert({
    where: { userId },
    create: { userId, secret },
    update: { secret, confirmedAt: null, lastStep: null, createdAt: new Date() },
  });
  return { key, uri: totpUri(key, account) };
}

/**
 * The first code confirms the app: from now on it is a second factor, and this
 * session has passed it. Recovery codes come with the first factor. The code
 * is counted with the account's check budget (lib/auth/second-factor/checks.ts).
 */
export async function confirmTotpSetup(
  account: { id: string; sid: string },
  code: string,
  headers?: Headers,
): Promise<{ recoveryCodes: string[] | null }> {
  await consumeLimit("secondFactorCheck", account.id);
  const confirmed = await confirmCode(account.id, code, headers);
  await resetLimit("secondFactorCheck", account.id);
  await markSecondFactor(account.sid);
  return confirmed;
}

async function confirmCode(userId: string, code: string, headers?: Headers): Promise<{ recoveryCodes: string[] | null }> {
  const row = await db.totpFactor.findUnique({ where: { userId } });
  if (!row || row.confirmedAt) throw new AppError("conflict", "Start the authenticator app's setup again");
  const key = openSecret(row.secret);
  const step = key ? totpCodeStep(key, code) : null;
  if (step === null) throw wrongCode();
  return db.$transaction(async (tx) => {
    const { count } = await tx.totpFactor.updateMany({
      where: { userId, confirmedAt: null, secret: row.secret },
      data: { confirmedAt: new Date(), lastStep: step },
    });
    if (count !== 1) throw new AppError("conflict", "Start the authenticator app's setup again");
    await writeAudit(
      { entityType: "user", entityId: userId, action: "second_factor_added", userId, changes: { method: "totp" }, headers },
      tx,
    );
    return { recoveryCodes: await recoveryCodesForNewFactor(userId, tx) };
  });
}

/** Whether a code from the confirmed app is right and not used before (its step is then spent). */
export async function checkTotp(userId: string, code: string, now = Date.now()): Promise<boolean> {
  const row = await db.totpFactor.findUnique({ where: { userId } });
  if (!row?.confirmedAt) return false;
  const key = openSecret(row.secret);
  if (!key) {
    log.warn("second_factor.totp_unreadable", { userId });
    return false;
  }
  const step = totpCodeStep(key, code, now);
  if (step === null) return false;
  // One conditional update: of two requests with the same code, one wins.
  const { count } = await db.totpFactor.updateMany({
    where: { userId, confirmedAt: { not: null }, OR: [{ lastStep: null }, { lastStep: { lt: step } }] },
    data: { lastStep: step },
  });
  return count === 1;
}

export async function removeTotp(userId: string, headers?: Headers): Promise<void> {
  await db.$transaction(async (tx) => {
    const row = await tx.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } });
    if (!row) return;
    await tx.totpFactor.delete({ where: { userId } });
    await dropRecoveryCodesIfNoFactor(userId, tx);
    // A setup never confirmed was never a factor.
    if (!row.confirmedAt) return;
    await writeAudit(
      { entityType: "user", entityId: userId, action: "second_factor_removed", userId, changes: { method: "totp" }, headers },
      tx,
    );
  });
}
