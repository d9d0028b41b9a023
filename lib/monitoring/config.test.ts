import { REPLAY_PRIVACY, monitoringSettings } from "./config";
import { REDACTED } from "./redact";

describe("monitoring settings", () => {
  it("are off without a DSN", () => {
    expect(monitoringSettings(undefined)).toBeNull();
    expect(monitoringSettings("")).toBeNull();
  });

  it("resolve to production with 0.1 sampling and full on-error replays", () => {
    expect(monitoringSettings("https://k@o1.ingest.sentry.io/1")).toMatchObject({
      environment: "production",
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1,
      sendDefaultPii: false,
    });
    expect(monitoringSettings("https://k@o1.ingest.sentry.io/1", "staging")).toMatchObject({
      tracesSampleRate: 1,
      replaysSessionSampleRate: 1,
    });
    expect(REPLAY_PRIVACY).toEqual({ maskAllText: false, blockAllMedia: false, maskAllInputs: true });
  });

  it("redact every event before it is sent", () => {
    const settings = monitoringSettings("https://k@o1.ingest.sentry.io/1")!;
    expect(settings.beforeSend({ extra: { token: "t" } })).toEqual({ extra: { token: REDACTED } });
    expect(settings.beforeSendTransaction({ request: { headers: { cookie: "c" } } })).toEqual({
      request: { headers: { cookie: REDACTED } },
    });
  });
});
