import { ApiError } from "@/lib/api-client";

// The browser's side of the human check (SECURITY.md), for everything a page
// sends that reaches a clinic: a broadcast, "Tell them I'm coming". The solver
// (pow-client.ts) is imported lazily, so no page's first visit carries it; one
// solution is prepared in the background and handed to the next send.

const loadPow = () => import("./pow-client");

/** Starts solving a challenge in the background (call it once the page is idle). */
export function prepareHumanCheck(): void {
  void loadPow().then(
    (pow) => pow.prepareSolution(),
    () => {},
  );
}

/** A solved challenge for X-Altcha, or null (the server then answers 403 challenge_required). */
const solution = (fresh: boolean) =>
  loadPow()
    .then((pow) => pow.takeSolution(fresh))
    .catch(() => null);

/**
 * Sends with the prepared solution in X-Altcha; refused as missing or stale
 * (challenge_required), solves a fresh one and sends once more, so the tap
 * adds no step. A signed-in caller's server ignores the header.
 */
export async function withHumanCheck<T>(send: (headers: Record<string, string> | undefined) => Promise<T>): Promise<T> {
  const attempt = async (fresh: boolean) => {
    const altcha = await solution(fresh);
    return send(altcha ? { "X-Altcha": altcha } : undefined);
  };
  return attempt(false).catch((error: unknown) => {
    if (error instanceof ApiError && error.code === "challenge_required") return attempt(true);
    throw error;
  });
}
