import { REPLAY_PRIVACY, monitoringSettings } from "./config";
import { REDACTED } from "@/lib/security/redaction";

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

  it("redact every event and span before it is sent", () => {
    const settings = monitoringSettings("https://k@o1.ingest.sentry.io/1")!;
    expect(settings.beforeSend({ extra: { token: "t" } })).toEqual({ extra: { token: REDACTED } });
    // Spans are streamed past beforeSend: they have their own hook, with the same rule.
    expect(settings.traceLifecycle).toBe("stream");
    expect(
      settings.beforeSendSpan({
        name: "GET /clinics",
        attributes: { "url.query": "q=owner%40example.com", "http.request.header.cookie": ["c"] },
      }),
    ).toEqual({
      name: "GET /clinics",
      attributes: { "url.query": "q=[email]", "http.request.header.cookie": REDACTED },
    });
  });
});
