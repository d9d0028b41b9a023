// Solves a proof-of-work challenge of lib/sign-in/human-check.ts (ALTCHA's v1
// format) with Web Crypto: finds n in 0..maxnumber with SHA-256(salt + n) equal
// to the challenge, and returns the base64 JSON payload the X-Altcha header
// carries. Client-safe and dependency-free; the results page loads it lazily
// (lib/security/pow-client.ts), never with the first visit.

export type PowChallenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/**
 * The search itself. Self-contained (no name from outside it but the
 * platform's), because its source also runs in a Worker (`workerSource`).
 * Hashes go in batches digested in parallel, yielding between them.
 */
export async function findNumber(salt: string, challenge: string, max: number, aborted?: () => boolean): Promise<number | null> {
  const target = challenge.match(/../g)!.map((h) => parseInt(h, 16));
  const encoder = new TextEncoder();
  const batch = 1000;
  for (let start = 0; start <= max; start += batch) {
    if (aborted?.()) return null;
    const count = Math.min(batch, max + 1 - start);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) => crypto.subtle.digest("SHA-256", encoder.encode(salt + (start + i)))),
    );
    const found = digests.findIndex((digest) => {
      const bytes = new Uint8Array(digest);
      return bytes.length === target.length && bytes.every((b, j) => b === target[j]);
    });
    if (found >= 0) return start + found;
    await new Promise((resolve) => setTimeout(resolve, 0));
  }
  return null;
}

/**
 * A Worker's script: `findNumber` on the message's arguments, its answer posted back. A search that
 * throws posts undefined (the page then searches itself): a Worker's rejected promise fires no
 * `error` on the Worker, so without it the solve, and the broadcast waiting for it, would hang.
 */
export const workerSource = () =>
  `onmessage = (e) => (${findNumber.toString()})(...e.data).then((n) => postMessage(n), () => postMessage(undefined));`;

/**
 * The payload for X-Altcha, or null when no number up to maxnumber fits (or the solve was aborted).
 * In a browser the hashing runs in a Worker: tens of thousands of digests, and their
 * promises, kept the results page's main thread busy for seconds on a mid-range phone. Where no
 * Worker can start (none in this runtime, or refused), the same search runs here.
 */
export async function solveChallenge(challenge: PowChallenge, signal?: AbortSignal): Promise<string | null> {
  if (challenge.algorithm !== "SHA-256" || !/^[0-9a-f]{64}$/.test(challenge.challenge)) return null;
  const max = challenge.maxnumber ?? 1_000_000;
  const started = Date.now();
  const args = [challenge.salt, challenge.challenge, max] as const;
  const inPage = () => findNumber(...args, () => signal?.aborted === true);
  const fromWorker = await inWorker(args, signal);
  const number = fromWorker === undefined ? await inPage() : fromWorker;
  if (number === null || signal?.aborted) return null;
  const { algorithm, salt, signature } = challenge;
  return btoa(JSON.stringify({ algorithm, challenge: challenge.challenge, number, salt, signature, took: Date.now() - started }));
}

/** `findNumber` in a Worker: its number, null if none fits, or undefined when no Worker could run it. */
function inWorker(args: readonly [string, string, number], signal?: AbortSignal): Promise<number | null | undefined> {
  if (typeof Worker === "undefined" || typeof Blob === "undefined" || signal?.aborted) return Promise.resolve(undefined);
  let url: string;
  let worker: Worker;
  try {
    url = URL.createObjectURL(new Blob([workerSource()], { type: "text/javascript" }));
    worker = new Worker(url);
  } catch {
    return Promise.resolve(undefined);
  }
  return new Promise((resolve) => {
    const done = (answer: number | null | undefined) => {
      worker.terminate();
      URL.revokeObjectURL(url);
      resolve(answer);
    };
    worker.onmessage = (event: MessageEvent<number | null | undefined>) => done(event.data);
    worker.onerror = () => done(undefined);
    signal?.addEventListener("abort", () => done(null));
    worker.postMessage(args);
  });
}
