// Severity shown and sorted on the clinic dashboard (SPEC §2, §4: critical, urgent, moderate).
export type Severity = "critical" | "urgent" | "moderate";
export const SEVERITY_ORDER: Severity[] = ["critical", "urgent", "moderate"];

const CRITICAL_KEYS = new Set(["unconscious", "breathing", "seizure", "choking", "bleeding", "poisoning"]);
const URGENT_KEYS = new Set(["trauma", "unable_stand", "broken_bone", "eye_injury", "swollen", "pain"]);

/** The most severe level among the chosen symptom keys; unknown keys count as moderate. */
export function severityFor(keys: readonly string[]): Severity {
  if (keys.some((k) => CRITICAL_KEYS.has(k))) return "critical";
  if (keys.some((k) => URGENT_KEYS.has(k))) return "urgent";
  return "moderate";
}

/** Sort comparator: critical first, moderate last. */
export function compareSeverity(a: Severity, b: Severity): number {
  return SEVERITY_ORDER.indexOf(a) - SEVERITY_ORDER.indexOf(b);
}
