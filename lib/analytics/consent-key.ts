/** localStorage key of the analytics choice, "true" or "false" (SPEC §4). */
export const CONSENT_KEY = "analytics_consent";
