import "server-only";
import { getServerEnv } from "@/lib/env";
import { log } from "@/lib/log";
import { monitoringSettings } from "./config";
import { DISABLED_MESSAGE } from "./disabled-message";

// Server-side error monitoring: @sentry/nextjs is loaded only when SENTRY_DSN
// is set, so a build or server without a DSN never loads the SDK.

type CaptureRequestError = typeof import("@sentry/nextjs").captureRequestError;
let capture: CaptureRequestError | null = null;

export async function initServerMonitoring(): Promise<void> {
  const env = getServerEnv();
  const settings = monitoringSettings(env.SENTRY_DSN, env.SENTRY_ENVIRONMENT);
  if (!settings) {
    log.info("monitoring.disabled", { message: DISABLED_MESSAGE });
    return;
  }
  const Sentry = await import("@sentry/nextjs");
  // The SDK's event types are richer than ours; redactEvent keeps every field it does not scrub.
  Sentry.init({ ...settings, beforeSend: settings.beforeSend as never, beforeSendSpan: settings.beforeSendSpan as never });
  capture = Sentry.captureRequestError;
  log.info("monitoring.enabled", { environment: settings.environment });
}

/** Next.js onRequestError hook: reported only when monitoring is on. */
export function reportRequestError(...args: Parameters<CaptureRequestError>): void {
  capture?.(...args);
}
