import { db } from "@/lib/db";
import { getServerEnv } from "@/lib/env";

// The one "now" of server code that makes claims about time (open now, a
// confirmation's age, the daily ask). Normally the machine's clock. With
// TEST_CLOCK=1 (the test runner's servers only; production start-up refuses
// it) it is the instant stored in feature_flags 'test_clock' while that flag
// is enabled, so that a browser test can fix the time of the running server,
// its pages and its worker alike, and move it.

export const TEST_CLOCK_FLAG = "test_clock";

export async function currentTime(): Promise<Date> {
  if (!getServerEnv().TEST_CLOCK) return new Date();
  const flag = await db.featureFlag.findUnique({ where: { key: TEST_CLOCK_FLAG }, select: { enabled: true, value: true } });
  const at = flag?.enabled ? (flag.value as { at?: string } | null)?.at : undefined;
  return at ? new Date(at) : new Date();
}
