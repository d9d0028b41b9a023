import { isOneOf } from "@/lib/domain/enums";

// What a card may say about a clinic taking emergencies (docs/PRODUCT.md,
// "Truth on screen"). The switch alone says nothing: only a stored setting
// with its author and time does, and only for a day, after which the clinic
// has to confirm again. Client-safe (no server imports).

export const AVAILABILITY_SOURCES = ["clinic", "admin", "clinic_reply"] as const;
export type AvailabilitySource = (typeof AVAILABILITY_SOURCES)[number];

/** How long a confirmation (or a "not accepting") is shown, in hours. */
export const AVAILABILITY_CLAIM_HOURS = 24;

export type AvailabilityFacts = {
  isAvailable: boolean;
  availabilityUpdatedAt: Date | string | null;
  availabilitySource: string | null;
};

/** null = no claim may be made. `at` is an ISO timestamp. */
export type AvailabilityClaim = { accepting: boolean; source: AvailabilitySource; at: string } | null;

export function availabilityClaim(facts: AvailabilityFacts, now: Date): AvailabilityClaim {
  const { availabilityUpdatedAt, availabilitySource } = facts;
  if (!availabilityUpdatedAt || !isOneOf(AVAILABILITY_SOURCES, availabilitySource)) return null;
  const at = new Date(availabilityUpdatedAt);
  const age = now.getTime() - at.getTime();
  if (!(age < AVAILABILITY_CLAIM_HOURS * 3_600_000)) return null;
  return { accepting: facts.isAvailable, source: availabilitySource as AvailabilitySource, at: at.toISOString() };
}
