import { redactEvent, redactSpan, type MonitoringEvent, type MonitoringSpan } from "./redact";

// Error-monitoring settings, shared by the browser and the server
// init. Pure, so it is unit-tested without Sentry.

export type MonitoringSettings = {
  dsn: string;
  environment: string;
  tracesSampleRate: number;
  replaysSessionSampleRate: number;
  replaysOnErrorSampleRate: number;
  sendDefaultPii: false;
  /** Spans are streamed (the SDK's default, said here because beforeSendSpan is written for it): they pass through beforeSendSpan, never beforeSend. */
  traceLifecycle: "stream";
  beforeSend: <E extends MonitoringEvent>(event: E) => E;
  beforeSendSpan: <S extends MonitoringSpan>(span: S) => S;
};

/** Session replay privacy: text and media visible, form inputs masked. */
export const REPLAY_PRIVACY = { maskAllText: false, blockAllMedia: false, maskAllInputs: true } as const;

/**
 * Settings for a DSN, or null (monitoring disabled) without one. The environment
 * resolves to "production" unless named otherwise; sample rates are 0.1 in
 * production and 1 elsewhere; every session with an error is replayed.
 */
export function monitoringSettings(dsn: string | undefined, environment?: string): MonitoringSettings | null {
  if (!dsn) return null;
  const env = environment || "production";
  const rate = env === "production" ? 0.1 : 1;
  return {
    dsn,
    environment: env,
    tracesSampleRate: rate,
    replaysSessionSampleRate: rate,
    replaysOnErrorSampleRate: 1,
    sendDefaultPii: false,
    traceLifecycle: "stream",
    beforeSend: redactEvent,
    beforeSendSpan: redactSpan,
  };
}
