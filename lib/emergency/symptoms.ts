// The symptom choices: the 16 keys, in the order the wizard shows them.
// Client-safe: the labels come from the `Symptoms` message namespace.
export const SYMPTOM_KEYS = [
  "unconscious",
  "breathing",
  "seizure",
  "choking",
  "bleeding",
  "trauma",
  "poisoning",
  "unable_stand",
  "swollen",
  "pain",
  "vomiting",
  "diarrhea",
  "broken_bone",
  "eye_injury",
  "not_eating",
  "other",
] as const;
export type SymptomKey = (typeof SYMPTOM_KEYS)[number];

/**
 * The symptom text stored with a request: the labels of the chosen keys in
 * SYMPTOM_KEYS order (unknown keys ignored), joined by ", ".
 * For "other" with non-blank free text, the label is followed by the trimmed
 * text after a colon ("Seizure, Other: limping"), so a clinic still sees that
 * the owner typed it; "other" without text keeps only its label.
 */
export function buildSymptomText(keys: readonly string[], labelOf: (key: SymptomKey) => string, otherText?: string): string {
  const chosen = new Set(keys);
  const free = otherText?.trim();
  return SYMPTOM_KEYS.filter((key) => chosen.has(key))
    .map((key) => (key === "other" && free ? `${labelOf(key)}: ${free}` : labelOf(key)))
    .join(", ");
}
