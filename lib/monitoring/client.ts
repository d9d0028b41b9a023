import * as Sentry from "@sentry/nextjs";
import { REPLAY_PRIVACY, monitoringSettings } from "./config";

// Browser error monitoring; imported on demand by instrumentation-client.ts
// only when NEXT_PUBLIC_SENTRY_DSN is set, so the SDK is not in the bundle otherwise.

export function initClientMonitoring(dsn: string, environment?: string) {
  const settings = monitoringSettings(dsn, environment);
  if (!settings) return;
  Sentry.init({
    ...settings,
    beforeSend: settings.beforeSend as never,
    beforeSendSpan: settings.beforeSendSpan as never,
    integrations: [Sentry.replayIntegration(REPLAY_PRIVACY)],
  });
}
