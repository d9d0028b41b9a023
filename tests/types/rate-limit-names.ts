// Compile-time checks only (never run): the "types" step of npm test's first
// tier fails if a rate limit could again be anything but a named budget of
// LIMITS, that is if an @ts-expect-error below stops finding its error.
import { consumeLimit, countAttempt, limitedFor } from "@/lib/rate-limit";

export async function limitsAreNamedBudgets() {
  // @ts-expect-error: a name LIMITS does not hold (a misspelt "signInIp")
  await consumeLimit("signinIp", "203.0.113.1");
  // @ts-expect-error: a budget passed inline instead of named in LIMITS
  await consumeLimit("signInIp", "203.0.113.1", { points: 1000, durationSeconds: 60 });
  // @ts-expect-error: the counters take a name of LIMITS too
  await countAttempt("anything", "someone@example.com");
  // @ts-expect-error: and so do the readers
  await limitedFor("anything", "203.0.113.1");
  return consumeLimit("signInIp", "203.0.113.1");
}
