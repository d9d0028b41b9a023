// Solves a proof-of-work challenge of lib/security/challenge.ts (ALTCHA's v1
// format) with Web Crypto: finds n in 0..maxnumber with SHA-256(salt + n) equal
// to the challenge, and returns the base64 JSON payload the X-Altcha header
// carries. Client-safe and dependency-free; the results page loads it lazily
// (lib/security/pow-client.ts), never with the first visit.

export type PowChallenge = { algorithm: string; challenge: string; maxnumber?: number; salt: string; signature: string };

/** Hashes per batch: digested in parallel, then the main thread is yielded so taps and rendering go on. */
const BATCH = 1000;

const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The payload for X-Altcha, or null when no number up to maxnumber fits (or the solve was aborted). */
export async function solveChallenge(challenge: PowChallenge, signal?: AbortSignal): Promise<string | null> {
  if (challenge.algorithm !== "SHA-256" || !/^[0-9a-f]{64}$/.test(challenge.challenge)) return null;
  const target = Uint8Array.from(challenge.challenge.match(/../g)!, (h) => parseInt(h, 16));
  const max = challenge.maxnumber ?? 1_000_000;
  const encoder = new TextEncoder();
  const started = Date.now();
  for (let start = 0; start <= max; start += BATCH) {
    if (signal?.aborted) return null;
    const count = Math.min(BATCH, max + 1 - start);
    const digests = await Promise.all(
      Array.from({ length: count }, (_, i) => crypto.subtle.digest("SHA-256", encoder.encode(challenge.salt + (start + i)))),
    );
    const found = digests.findIndex((digest) => sameBytes(new Uint8Array(digest), target));
    if (found >= 0) {
      const { algorithm, salt, signature } = challenge;
      const payload = { algorithm, challenge: challenge.challenge, number: start + found, salt, signature, took: Date.now() - started };
      return btoa(JSON.stringify(payload));
    }
    await yieldToBrowser();
  }
  return null;
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
