import { writeAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { RECOVERY_CODE_COUNT, hashRecoveryCode, newRecoveryCode } from "./recovery-codes";

// What second factors an account has. A confirmed authenticator app or any
// passkey is a second factor; recovery codes exist only beside one (they are
// removed with the last factor).

type Client = Pick<typeof db, "totpFactor" | "passkey" | "recoveryCode">;

export type PasskeySummary = { id: string; createdAt: string; lastUsedAt: string | null; synced: boolean };

export type SecondFactors = {
  totp: boolean;
  passkeys: PasskeySummary[];
  recoveryCodesLeft: number;
};

export async function listSecondFactors(userId: string): Promise<SecondFactors> {
  const [totp, passkeys, recoveryCodesLeft] = await Promise.all([
    db.totpFactor.findUnique({ where: { userId }, select: { confirmedAt: true } }),
    db.passkey.findMany({
      where: { userId },
      select: { id: true, createdAt: true, lastUsedAt: true, deviceType: true },
      orderBy: { createdAt: "asc" },
    }),
    db.recoveryCode.count({ where: { userId, usedAt: null } }),
  ]);
  return {
    totp: Boolean(totp?.confirmedAt),
    passkeys: passkeys.map((p) => ({
      id: p.id,
      createdAt: p.createdAt.toISOString(),
      lastUsedAt: p.lastUsedAt?.toISOString() ?? null,
      synced: p.deviceType === "multiDevice",
    })),
    recoveryCodesLeft,
  };
}

export async function hasSecondFactor(userId: string, client: Client = db): Promise<boolean> {
  const [totp, passkeys] = await Promise.all([
    client.totpFactor.count({ where: { userId, confirmedAt: { not: null } } }),
    client.passkey.count({ where: { userId } }),
  ]);
  return totp + passkeys > 0;
}

/** A fresh set of recovery codes (the old ones stop working); the codes themselves are returned once, never stored. */
export async function replaceRecoveryCodes(userId: string, tx: Prisma.TransactionClient): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await tx.recoveryCode.deleteMany({ where: { userId } });
  await tx.recoveryCode.createMany({ data: codes.map((code) => ({ userId, codeHash: hashRecoveryCode(code) })) });
  return codes;
}

/** A new set of recovery codes on request (409 without a second factor: they would lead nowhere). */
export async function makeRecoveryCodes(userId: string, headers?: Headers): Promise<string[]> {
  if (!(await hasSecondFactor(userId))) throw new AppError("conflict", "Set up a passkey or an authenticator app first");
  return db.$transaction(async (tx) => {
    const codes = await replaceRecoveryCodes(userId, tx);
    await writeAudit({ entityType: "user", entityId: userId, action: "recovery_codes_replaced", userId, changes: {}, headers }, tx);
    return codes;
  });
}

/**
 * After a factor was added: the first one comes with recovery codes (returned
 * to show once); later ones keep the codes the account has.
 */
export async function recoveryCodesForNewFactor(userId: string, tx: Prisma.TransactionClient): Promise<string[] | null> {
  const left = await tx.recoveryCode.count({ where: { userId, usedAt: null } });
  return left > 0 ? null : replaceRecoveryCodes(userId, tx);
}

/** After a factor was removed: with none left, the recovery codes go too (they are a way back to a factor that is gone). */
export async function dropRecoveryCodesIfNoFactor(userId: string, tx: Prisma.TransactionClient): Promise<void> {
  if (!(await hasSecondFactor(userId, tx))) await tx.recoveryCode.deleteMany({ where: { userId } });
}

/** Spends one recovery code; false when it is wrong or already used. */
export async function spendRecoveryCode(userId: string, code: string): Promise<boolean> {
  const { count } = await db.recoveryCode.updateMany({
    where: { userId, codeHash: hashRecoveryCode(code), usedAt: null },
    data: { usedAt: new Date() },
  });
  return count === 1;
}
