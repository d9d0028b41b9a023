import { apiFetch } from "@/lib/api-client";
import { solveChallenge, type PowChallenge } from "./pow-solver";

// The browser's side of the broadcast's human check (SECURITY.md): one
// solution is kept ready, solved in the background while the owner reads the
// results page, and handed to the next broadcast. Loaded lazily (dynamic
// import) by components/emergency/results/use-broadcast.ts.

/** Challenges live 10 minutes on the server (POW_TTL_SECONDS); a solution older than this is not risked. */
const FRESH_MS = 8 * 60 * 1000;

let next: { solution: Promise<string | null>; fetchedAt: number } | null = null;

function start() {
  const fetchedAt = Date.now();
  // A challenge that cannot be had (offline, rate-limited) is a null solution: the broadcast still goes, and its 403 asks again.
  const solution = apiFetch<PowChallenge>("/api/challenge")
    .then((challenge) => solveChallenge(challenge))
    .catch(() => null);
  // A failed one is forgotten, so the next prepare or take tries again.
  void solution.then((s) => {
    if (!s && next?.solution === solution) next = null;
  });
  return { solution, fetchedAt };
}

/** Starts solving a challenge unless a fresh one is solved or on its way. */
export function prepareSolution(): void {
  if (!next || Date.now() - next.fetchedAt > FRESH_MS) next = start();
}

/**
 * The prepared solution (waiting for it while it is still being solved), or,
 * with `fresh`, one of a new challenge. Each is handed out once; the next is
 * prepared at once. Null when none could be had.
 */
export async function takeSolution(fresh = false): Promise<string | null> {
  if (fresh) next = null;
  prepareSolution();
  const taken = next!;
  next = null;
  const solution = await taken.solution;
  prepareSolution();
  return solution;
}
