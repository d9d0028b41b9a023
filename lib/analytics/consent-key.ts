/** localStorage key of the analytics choice, "true" or "false". */
export const CONSENT_KEY = "analytics_consent";
