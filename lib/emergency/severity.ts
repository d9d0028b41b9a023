// A request's severity from its symptoms; shown and sorted on the clinic dashboard.
import type { Severity } from "@/lib/domain/enums";

const CRITICAL_KEYS = new Set(["unconscious", "breathing", "seizure", "choking", "bleeding", "poisoning"]);
const URGENT_KEYS = new Set(["trauma", "unable_stand", "broken_bone", "eye_injury", "swollen", "pain"]);

/** The most severe level among the chosen symptom keys; unknown keys count as moderate. */
export function severityFor(keys: readonly string[]): Severity {
  if (keys.some((k) => CRITICAL_KEYS.has(k))) return "critical";
  if (keys.some((k) => URGENT_KEYS.has(k))) return "urgent";
  return "moderate";
}
