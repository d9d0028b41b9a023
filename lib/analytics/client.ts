"use client";

import type { PostHog } from "posthog-js";
import { CONSENT_KEY } from "./consent-key";

// Product analytics (PostHog), only after the visitor accepts the cookie banner,
// never in development, and only when NEXT_PUBLIC_POSTHOG_KEY is set.
// posthog-js is loaded on demand, so visitors who decline never download it.

/** The analytics events and their payloads. */
export type AnalyticsEvents = {
  emergency_request: { petType: string | null; region: string | null; is24Hour: boolean; clinicsCount: number };
  clinic_contact: { clinicId: string; contactMethod: "call" | "whatsapp" | "maps"; clinicName: string };
  clinic_search: { region: string; is24Hour: boolean; resultsCount: number };
  registration: { userId: string; method: string };
  pet_creation: { petType: string; breed: string | null };
  broadcast: { requestId: string; clinicsCount: number; petType: string | null };
  cookie_consent: { consent: boolean };
};

let client: PostHog | null = null;
let starting: Promise<PostHog | null> | null = null;

export function readConsent(): "true" | "false" | null {
  try {
    const value = localStorage.getItem(CONSENT_KEY);
    return value === "true" || value === "false" ? value : null;
  } catch {
    return null;
  }
}

export function storeConsent(granted: boolean) {
  try {
    localStorage.setItem(CONSENT_KEY, String(granted));
  } catch {}
}

function enabled() {
  return Boolean(process.env.NEXT_PUBLIC_POSTHOG_KEY) && process.env.NODE_ENV !== "development" && readConsent() === "true";
}

/** Starts PostHog if the visitor has consented; safe to call repeatedly. */
function startAnalytics(): Promise<PostHog | null> {
  if (!enabled()) return Promise.resolve(null);
  starting ??= import("posthog-js").then(({ default: posthog }) => {
    posthog.init(process.env.NEXT_PUBLIC_POSTHOG_KEY!, {
      api_host: process.env.NEXT_PUBLIC_POSTHOG_HOST || "https://us.i.posthog.com",
      // Page views are sent by hand on navigation.
      capture_pageview: false,
      capture_pageleave: false,
      autocapture: false,
      disable_session_recording: true,
      persistence: "localStorage",
    });
    client = posthog;
    return posthog;
  });
  return starting;
}

export async function track<E extends keyof AnalyticsEvents>(event: E, properties: AnalyticsEvents[E]) {
  if (!enabled()) return;
  (await startAnalytics())?.capture(event, properties);
}

export async function trackPageView(url: string) {
  if (!enabled()) return;
  (await startAnalytics())?.capture("$pageview", { $current_url: url });
}

/** After Decline: stop sending immediately for the rest of this visit. */
export function stopAnalytics() {
  client?.opt_out_capturing();
}
