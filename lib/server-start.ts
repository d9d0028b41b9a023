import { EnvError, getServerEnv } from "@/lib/env";

/** Start-up work of the Node.js server process (instrumentation.ts). */
export async function onServerStart() {
  try {
    // Configuration is validated once, at start-up, not on the first request (ARCHITECTURE §8).
    getServerEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // The messaging worker sends queued broadcasts; never during `next build`.
  if (process.env.NEXT_PHASE !== "phase-production-build") {
    const { startInProcessWorker } = await import("@/lib/messaging/in-process");
    startInProcessWorker();
  }
}
