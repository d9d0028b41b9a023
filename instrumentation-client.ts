// Runs in the browser before the app hydrates (Next.js instrumentation-client).
// Error monitoring is on only when NEXT_PUBLIC_SENTRY_DSN was set at build time;
// the SDK is then loaded on demand, so builds without a DSN ship none of it.
import { DISABLED_MESSAGE } from "@/lib/monitoring/disabled-message";

const dsn = process.env.NEXT_PUBLIC_SENTRY_DSN;

if (dsn) {
  void import("@/lib/monitoring/client").then((m) => m.initClientMonitoring(dsn, process.env.NEXT_PUBLIC_SENTRY_ENVIRONMENT));
} else if (typeof window !== "undefined") {
  console.info(`[PawAlert] ${DISABLED_MESSAGE}`);
}
