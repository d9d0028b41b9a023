import { createChallenge } from "altcha-lib/v1";
import { db } from "@/lib/db";
import { AppError } from "@/lib/errors";
import { setTestSession, signInAs } from "@/tests/utils/session";
import { solveChallenge } from "@/lib/security/pow-solver";

// The broadcast's human check: what counts as a solution, and that each is spent once.

process.env.NEXTAUTH_SECRET ??= "challenge-test-secret";
// Only the session source is stood in for; the real guards run (tests/utils/session.ts).
jest.mock("next-auth", () => require("@/tests/utils/session").nextAuthWithTestSession());

// Imported after the mock (jest hoists jest.mock above imports anyway).
import { challengeHmacKey, checkSolution, issueChallenge, POW_MAX_NUMBER, POW_TTL_SECONDS, requireHumanCheck } from "./human-check";
import { getServerEnv } from "@/lib/env";

const key = () => challengeHmacKey(getServerEnv());
const headers = (altcha?: string) => new Headers(altcha ? { "x-altcha": altcha } : {});
const encode = (payload: unknown) => Buffer.from(JSON.stringify(payload)).toString("base64");
const decode = (payload: string) => JSON.parse(Buffer.from(payload, "base64").toString("utf8"));

/** A solved challenge of ours, with a small answer so the test is quick. */
async function solved(opts: { expires?: Date; number?: number; hmacKey?: string } = {}) {
  const challenge = await createChallenge({
    algorithm: "SHA-256",
    maxnumber: POW_MAX_NUMBER,
    number: opts.number ?? 7,
    hmacKey: opts.hmacKey ?? key(),
    expires: opts.expires ?? new Date(Date.now() + 60_000),
  });
  return (await solveChallenge({ ...challenge, maxnumber: 50 }))!;
}

describe("proof-of-work challenges", () => {
  beforeEach(() => {
    setTestSession(null);
  });

  it("issues SHA-256 challenges up to POW_MAX_NUMBER that expire in POW_TTL_SECONDS", async () => {
    const now = new Date("2026-11-25T01:00:00Z");
    const challenge = await issueChallenge(now);
    expect(challenge).toMatchObject({ algorithm: "SHA-256", maxnumber: POW_MAX_NUMBER });
    expect(challenge.salt).toContain(`expires=${now.getTime() / 1000 + POW_TTL_SECONDS}`);
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
  });

  it("derives its key from NEXTAUTH_SECRET unless ALTCHA_HMAC_KEY is set", () => {
    const derived = challengeHmacKey({ NEXTAUTH_SECRET: "a-secret", NODE_ENV: "production" });
    expect(derived).toMatch(/^[0-9a-f]{64}$/);
    expect(derived).not.toContain("a-secret");
    expect(challengeHmacKey({ NEXTAUTH_SECRET: "another", NODE_ENV: "production" })).not.toBe(derived);
    expect(challengeHmacKey({ ALTCHA_HMAC_KEY: "k".repeat(32), NEXTAUTH_SECRET: "a-secret", NODE_ENV: "production" })).toBe("k".repeat(32));
    expect(() => challengeHmacKey({ NODE_ENV: "production" })).toThrow(/NEXTAUTH_SECRET/);
  });

  it("accepts a solution, and refuses a missing, malformed, forged, tampered or expired one", async () => {
    const good = await solved();
    expect(await checkSolution(good, key())).toMatchObject({ ok: true });
    expect(await checkSolution(null, key())).toEqual({ ok: false, reason: "missing" });
    expect(await checkSolution("not base64 json", key())).toEqual({ ok: false, reason: "malformed" });
    expect(await checkSolution("A".repeat(5000), key())).toEqual({ ok: false, reason: "malformed" });
    expect(await checkSolution(encode({ ...decode(good), number: "7" }), key())).toEqual({ ok: false, reason: "malformed" });
    expect(await checkSolution(encode({ ...decode(good), algorithm: "SHA-1" }), key())).toEqual({ ok: false, reason: "malformed" });
    expect(await checkSolution(encode({ ...decode(good), number: 8 }), key())).toEqual({ ok: false, reason: "invalid" });
    expect(await checkSolution(await solved({ hmacKey: "someone else's key" }), key())).toEqual({ ok: false, reason: "invalid" });
    // A later expiry in the salt breaks the challenge hash (and with it the signature).
    const longer = { ...decode(good), salt: decode(good).salt.replace(/expires=\d+/, "expires=9999999999") };
    expect(await checkSolution(encode(longer), key())).toEqual({ ok: false, reason: "invalid" });
    expect(await checkSolution(await solved({ expires: new Date(Date.now() - 1000) }), key())).toEqual({ ok: false, reason: "expired" });
    expect(await checkSolution(good, key(), new Date(Date.now() + 61_000))).toEqual({ ok: false, reason: "expired" });
  });

  it("spends a solution on its first broadcast: the second is refused with challenge_required", async () => {
    const good = await solved({ number: 11 });
    await expect(requireHumanCheck(headers(good))).resolves.toBeUndefined();
    const again = await requireHumanCheck(headers(good)).catch((e: AppError) => e);
    expect(again).toBeInstanceOf(AppError);
    expect((again as AppError).code).toBe("challenge_required");
    expect((again as AppError).status).toBe(403);
    expect((again as AppError).message).toMatch(/person.* \/ .*真人/);
    await expect(requireHumanCheck(headers())).rejects.toMatchObject({ code: "challenge_required" });
  });

  it("spends a solution once even when two requests race with it", async () => {
    const good = await solved({ number: 12 });
    const results = await Promise.allSettled([requireHumanCheck(headers(good)), requireHumanCheck(headers(good))]);
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
  });

  it("removes spent solutions of expired challenges", async () => {
    await db.powChallenge.create({ data: { signature: "old".padEnd(64, "0"), expiresAt: new Date(Date.now() - 60_000) } });
    await requireHumanCheck(headers(await solved({ number: 13 })));
    expect(await db.powChallenge.count({ where: { expiresAt: { lt: new Date() } } })).toBe(0);
  });

  it("lets a signed-in owner through without a solution", async () => {
    const owner = await db.user.create({ data: {}, select: { id: true } });
    await signInAs(owner.id);
    await expect(requireHumanCheck(headers())).resolves.toBeUndefined();
  });
});
