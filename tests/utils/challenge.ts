import { createHash } from "node:crypto";
import { api } from "./http";

// Anonymous broadcasts carry a solved proof-of-work challenge (X-Altcha,
// lib/sign-in/human-check.ts): api-tier helpers that fetch one from the server
// and solve it with node:crypto, as the results page does with Web Crypto.

export type Challenge = { algorithm: string; challenge: string; maxnumber: number; salt: string; signature: string };

/** The X-Altcha payload (base64 JSON) of a challenge: the number n with SHA-256(salt + n) = challenge. */
export function solve(c: Challenge): string {
  for (let number = 0; number <= c.maxnumber; number++) {
    if (
      createHash("sha256")
        .update(c.salt + number)
        .digest("hex") === c.challenge
    ) {
      const { algorithm, challenge, salt, signature } = c;
      return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString("base64");
    }
  }
  throw new Error("challenge has no solution");
}

/** A fresh challenge from the server, asked from the same client address as the broadcast will be. */
export async function fetchChallenge(headers: Record<string, string> = {}): Promise<Challenge> {
  const res = await api("/api/challenge", { headers });
  if (res.status !== 200) throw new Error(`GET /api/challenge answered ${res.status}`);
  return (await res.json()) as Challenge;
}

/** `headers` plus X-Altcha with a freshly solved challenge. */
export async function withSolution(headers: Record<string, string> = {}): Promise<Record<string, string>> {
  return { ...headers, "x-altcha": solve(await fetchChallenge(headers)) };
}
