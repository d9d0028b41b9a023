import type { Session } from "next-auth";
import { createServerSession, SESSION_MAX_AGE_SECONDS } from "@/lib/auth/sessions";
import { db } from "@/lib/db";

// In-process route tests sign in the one way production does, minus the cookie:
// next-auth's getServerSession is the only thing mocked, and it answers with
// the session set here. The real guards (lib/auth/guards.ts) then read the
// sessions row and the user from the database, so a test cannot drift from
// what the guards really check. Use in a test file with:
//   jest.mock("next-auth", () => require("@/tests/utils/session").nextAuthWithTestSession());

let current: Session | null = null;

/** next-auth as it is, but getServerSession answers with the test's session. */
export function nextAuthWithTestSession() {
  return { ...jest.requireActual("next-auth"), getServerSession: async () => current };
}

/**
 * Signs `userId` in with a real sessions row; `signedInMinutesAgo` ages it
 * (past RECENT_SIGN_IN_MINUTES, a sign-in no longer stands in for a password).
 * The session typed the password and passed the second factor
 * `checkedMinutesAgo` (an admin's powers need the second factor;
 * `secondFactor: false` leaves the session waiting for it; past
 * STEP_UP_MINUTES, neither check is fresh). Returns the session, to switch
 * back to it with setTestSession().
 */
export async function signInAs(
  userId: string,
  { signedInMinutesAgo = 0, checkedMinutesAgo = 0, secondFactor = true } = {},
): Promise<Session> {
  const sid = await createServerSession(userId, { withPassword: true });
  const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  await db.session.update({
    where: { sid },
    data: {
      expire: new Date(ago(signedInMinutesAgo).getTime() + SESSION_MAX_AGE_SECONDS * 1000),
      passwordAt: ago(checkedMinutesAgo),
      secondFactorAt: secondFactor ? ago(checkedMinutesAgo) : null,
    },
  });
  current = { sid, uid: userId, expires: new Date(Date.now() + 3_600_000).toISOString() } as Session;
  return current;
}

/** Switch to a session made earlier, or to none (anonymous). */
export function setTestSession(session: Session | null): void {
  current = session;
}
