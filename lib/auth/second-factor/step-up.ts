import { AppError } from "@/lib/errors";
import { db } from "@/lib/db";
import type { CurrentUser } from "../current-user";
import { STEP_UP_MINUTES } from "../sessions";
import { hasSecondFactor } from "./factors";

// Step-up: before a change that redirects emergencies (a clinic's phone,
// WhatsApp, e-mail, map point or staff) and before a change of the second
// factors themselves, the session must have proved who it is within the last
// STEP_UP_MINUTES: with its second factor when the account has one; without
// one, by the password typed again (or, for an account with no password, a
// sign-in that recent). Admins always have a second factor (they cannot act
// without one).

/** How this account steps up: its second factor, its password, or (no password: OAuth / e-mail link) a new sign-in. */
export type StepUpMethod = "second_factor" | "password" | "sign_in";

/** `enrolled`: the account has a second factor, when the caller has already read its factors. */
export async function stepUpMethod(userId: string, enrolled?: boolean): Promise<StepUpMethod> {
  if (enrolled ?? (await hasSecondFactor(userId))) return "second_factor";
  const row = await db.user.findUnique({ where: { id: userId }, select: { password: true } });
  return row?.password ? "password" : "sign_in";
}

/** When this session last proved itself by the account's step-up method, or null. */
export function lastCheckAt(user: Pick<CurrentUser, "session">, method: StepUpMethod): Date | null {
  if (method === "second_factor") return user.session.secondFactorAt;
  if (method === "password") return user.session.passwordAt;
  return user.session.startedAt;
}

/** Whether this session proved itself by `method` within the last STEP_UP_MINUTES. */
export function isFresh(user: Pick<CurrentUser, "session">, method: StepUpMethod, now = Date.now()): boolean {
  const at = lastCheckAt(user, method);
  return at !== null && now - at.getTime() <= STEP_UP_MINUTES * 60_000;
}

export async function hasFreshCheck(user: Pick<CurrentUser, "id" | "session">, now = Date.now()): Promise<boolean> {
  return isFresh(user, await stepUpMethod(user.id), now);
}

export const stepUpRequired = () =>
  new AppError("step_up_required", `Confirm it is you (within ${STEP_UP_MINUTES} minutes) before this change`);

/** 403 step_up_required unless this session proved itself within STEP_UP_MINUTES. */
export async function requireFreshCheck(user: Pick<CurrentUser, "id" | "session">): Promise<void> {
  if (!(await hasFreshCheck(user))) throw stepUpRequired();
}
