import { bilingual } from "@/lib/i18n/translator";
import type { CsrfViolation } from "./csrf";

// The 403 the proxy answers before any page or handler runs: no locale is
// known there, so the message carries both languages, like every rate limit's.
const KEYS = { cross_site: "crossSiteRefused", json_required: "jsonRequired" } as const;

export function csrfRefusalMessage(violation: CsrfViolation): string {
  return bilingual("Errors", (t) => t(KEYS[violation]));
}
