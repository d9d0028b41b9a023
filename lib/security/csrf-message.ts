import en from "@/messages/en.json";
import zh from "@/messages/zh-HK.json";
import type { CsrfViolation } from "./csrf";

// The 403 the proxy answers before any page or handler runs: no locale is
// known there, so the message carries both languages, like every rate limit's.
const KEYS = { cross_site: "crossSiteRefused", json_required: "jsonRequired" } as const;

export function csrfRefusalMessage(violation: CsrfViolation): string {
  const key = KEYS[violation];
  return `${en.Errors[key]} / ${zh.Errors[key]}`;
}
