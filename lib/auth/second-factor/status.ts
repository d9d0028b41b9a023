import { isAdmin } from "@/lib/domain/enums";
import type { CurrentUser } from "../current-user";
import { listSecondFactors, type SecondFactors } from "./factors";
import { passkeysWorkAt } from "./relying-party";
import { isFresh, stepUpMethod, type StepUpMethod } from "./step-up";

/** GET /api/second-factor and the pages that manage or ask for it: one account's second factors and this session's state. */
export type SecondFactorStatus = SecondFactors & {
  /** The account has a second factor (an authenticator app or a passkey). */
  enrolled: boolean;
  /** Required of this account (an admin); offered to everyone else. */
  required: boolean;
  /** This session passed a second factor. */
  passed: boolean;
  /** How this account steps up, and whether this session did so within the last 10 minutes. */
  stepUp: { method: StepUpMethod; fresh: boolean };
  /** Passkeys can be used on a page served under this host (the relying party's origin). */
  passkeysHere: boolean;
};

export async function secondFactorStatus(user: CurrentUser, host: string | null): Promise<SecondFactorStatus> {
  const factors = await listSecondFactors(user.id);
  const enrolled = factors.totp || factors.passkeys.length > 0;
  // The factors just read decide the step-up method: not read again (only the password, when there is none).
  const method = await stepUpMethod(user.id, enrolled);
  return {
    ...factors,
    enrolled,
    required: user.awaitingSecondFactor || isAdmin(user),
    passed: user.session.secondFactorAt !== null,
    stepUp: { method, fresh: isFresh(user, method) },
    passkeysHere: passkeysWorkAt(host),
  };
}
