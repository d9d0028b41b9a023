import type { AuthenticationResponseJSON } from "@simplewebauthn/server";
import { writeAudit } from "@/lib/audit";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { log } from "@/lib/log";
import { consumeLimit, resetLimit } from "@/lib/rate-limit";
import type { CurrentUser } from "../current-user";
import { verifyPassword } from "../password";
import { markPassword, markSecondFactor } from "../sessions";
import { hasSecondFactor, spendRecoveryCode } from "./factors";
import { checkPasskey } from "./passkey-factor";
import type { CheckInput } from "./schemas";
import { checkTotp, wrongCode } from "./totp-factor";

// One proof of who is signed in (POST /api/second-factor/check): a passkey,
// an authenticator-app code or a recovery code clears the session's "lacking
// the second factor" mark and counts as the step-up for STEP_UP_MINUTES; the
// password counts as the step-up only for an account with no second factor.
// Every attempt is counted against the account's budget before it is checked
// (so parallel guesses are counted too); a success clears the count.

export type CheckOutcome = { method: CheckInput["method"]; secondFactorAt: Date | null; recoveryCodesLeft?: number };

export async function passCheck(user: Pick<CurrentUser, "id" | "session">, input: CheckInput, headers?: Headers): Promise<CheckOutcome> {
  await consumeLimit("secondFactorCheck", user.id);
  const ok = await proves(user, input);
  if (!ok) {
    log.info("second_factor.check_failed", { userId: user.id, method: input.method });
    if (input.method === "password") {
      throw new AppError("forbidden", "The password is not right", { password: "SecondFactor.passwordWrong" });
    }
    if (input.method === "passkey") throw new AppError("forbidden", "The passkey was not accepted", { _: "SecondFactor.passkeyRefused" });
    throw input.method === "recovery"
      ? new AppError("forbidden", "That recovery code is not right or was used", { code: "SecondFactor.recoveryWrong" })
      : wrongCode();
  }
  await resetLimit("secondFactorCheck", user.id);
  const now = new Date();
  if (input.method === "password") {
    await markPassword(user.session.sid, now);
    return { method: input.method, secondFactorAt: user.session.secondFactorAt };
  }
  await markSecondFactor(user.session.sid, now);
  log.info("second_factor.passed", { userId: user.id, method: input.method });
  if (input.method !== "recovery") return { method: input.method, secondFactorAt: now };
  const recoveryCodesLeft = await db.recoveryCode.count({ where: { userId: user.id, usedAt: null } });
  await writeAudit({
    entityType: "user",
    entityId: user.id,
    action: "recovery_code_used",
    userId: user.id,
    changes: { left: recoveryCodesLeft },
    headers,
  });
  return { method: input.method, secondFactorAt: now, recoveryCodesLeft };
}

async function proves(user: Pick<CurrentUser, "id" | "session">, input: CheckInput): Promise<boolean> {
  switch (input.method) {
    case "totp":
      return checkTotp(user.id, input.code);
    case "recovery":
      return spendRecoveryCode(user.id, input.code);
    case "passkey":
      return checkPasskey({ id: user.id, email: null, sid: user.session.sid }, input.response as AuthenticationResponseJSON);
    case "password": {
      // With a second factor the password is no step-up: that factor is.
      if (await hasSecondFactor(user.id)) {
        throw new AppError("forbidden", "Use your second factor to confirm", { password: "SecondFactor.useSecondFactor" });
      }
      const row = await db.user.findUnique({ where: { id: user.id }, select: { password: true } });
      return verifyPassword(input.password, row?.password);
    }
  }
}
