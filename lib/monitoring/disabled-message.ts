// Its own module so that instrumentation-client.ts, which runs on every page,
// does not pull the settings and redaction code into the browser bundle.
export const DISABLED_MESSAGE = "Error monitoring is disabled: no Sentry DSN is set.";
