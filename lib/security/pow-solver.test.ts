import { createChallenge, verifySolution } from "altcha-lib/v1";
import { solveChallenge, workerSource } from "./pow-solver";

// The browser's solver against altcha-lib's own challenges and verification
// (the server's side, lib/sign-in/human-check.ts).

const KEY = "unit-test-hmac-key";
const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));

describe("solveChallenge", () => {
  it("finds the number, and altcha-lib accepts the payload", async () => {
    const challenge = await createChallenge({
      algorithm: "SHA-256",
      maxnumber: 5_000,
      number: 4_321,
      hmacKey: KEY,
      expires: new Date(Date.now() + 60_000),
    });
    const payload = await solveChallenge(challenge);
    expect(payload).not.toBeNull();
    expect(decode(payload!)).toMatchObject({
      algorithm: "SHA-256",
      challenge: challenge.challenge,
      number: 4_321,
      salt: challenge.salt,
      signature: challenge.signature,
    });
    expect(await verifySolution(payload!, KEY)).toBe(true);
  });

  it("finds the numbers at both ends of the range", async () => {
    for (const number of [0, 2_000]) {
      const challenge = await createChallenge({ algorithm: "SHA-256", maxnumber: 2_000, number, hmacKey: KEY });
      expect(decode((await solveChallenge(challenge))!).number).toBe(number);
    }
  });

  it("gives null when no number in range fits, for another algorithm, or when aborted", async () => {
    const outOfRange = await createChallenge({ algorithm: "SHA-256", maxnumber: 1_500, number: 1_600, hmacKey: KEY });
    expect(await solveChallenge(outOfRange)).toBeNull();
    const sha1 = await createChallenge({ algorithm: "SHA-1", maxnumber: 100, number: 5, hmacKey: KEY });
    expect(await solveChallenge(sha1)).toBeNull();
    const controller = new AbortController();
    controller.abort();
    const challenge = await createChallenge({ algorithm: "SHA-256", maxnumber: 5_000, number: 10, hmacKey: KEY });
    expect(await solveChallenge(challenge, controller.signal)).toBeNull();
  });

  it("yields to the event loop between batches of hashes", async () => {
    const challenge = await createChallenge({ algorithm: "SHA-256", maxnumber: 3_500, number: 3_400, hmacKey: KEY });
    let ticks = 0;
    const timer = setInterval(() => ticks++, 0);
    try {
      expect(await solveChallenge(challenge)).not.toBeNull();
    } finally {
      clearInterval(timer);
    }
    expect(ticks).toBeGreaterThanOrEqual(2);
  });
});

describe("the Worker's script", () => {
  it("runs on its own, with nothing but the platform's names (a Worker sees no module scope)", async () => {
    const { runInNewContext } = await import("node:vm");
    const challenge = await createChallenge({ algorithm: "SHA-256", maxnumber: 2_000, number: 1_234, hmacKey: KEY });
    let posted: unknown;
    const scope: Record<string, unknown> = {
      TextEncoder,
      crypto: globalThis.crypto,
      Promise,
      setTimeout,
      postMessage: (data: unknown) => (posted = data),
    };
    runInNewContext(workerSource(), scope);
    await (scope.onmessage as (e: { data: unknown[] }) => Promise<void>)({ data: [challenge.salt, challenge.challenge, 2_000] });
    expect(posted).toBe(1_234);
  });

  it("posts undefined when the search throws (no hashing there), so the page searches itself instead of waiting forever", async () => {
    const { runInNewContext } = await import("node:vm");
    const posted: unknown[] = [];
    const scope: Record<string, unknown> = {
      TextEncoder,
      crypto: {},
      Promise,
      setTimeout,
      postMessage: (data: unknown) => posted.push(data),
    };
    runInNewContext(workerSource(), scope);
    await (scope.onmessage as (e: { data: unknown[] }) => Promise<void>)({ data: ["salt", "ab".repeat(32), 10] });
    expect(posted).toEqual([undefined]);
  });
});
