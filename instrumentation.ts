import type { Instrumentation } from "next";

// Runs once when the server starts (Next.js instrumentation hook).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { onServerStart } = await import("@/lib/server-start");
  await onServerStart();
  const { initServerMonitoring } = await import("@/lib/monitoring/server");
  await initServerMonitoring();
}

// Uncaught errors in pages and route handlers go to error monitoring (a no-op without SENTRY_DSN).
export const onRequestError: Instrumentation.onRequestError = async (...args) => {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { reportRequestError } = await import("@/lib/monitoring/server");
  reportRequestError(...args);
};
