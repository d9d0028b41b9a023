import { db } from "@/lib/db";
import { hashPassword } from "@/lib/auth/password";
import { signInDelayMs } from "@/lib/sign-in/credentials";
import { resetData } from "@/tests/utils/db";
import { confirmEmailLink, requestEmailChange, startSignUp } from "./identity";
import { sendAccountMail } from "@/lib/messaging/account-mail";

// Verified identity below the HTTP layer: what is stored, what a
// link does once, and the rules the API tier cannot reach (no OAuth provider there).

jest.mock("@/lib/messaging/account-mail", () => ({ sendAccountMail: jest.fn() }));
const sent = sendAccountMail as jest.MockedFunction<typeof sendAccountMail>;

/** The token in the last mailed link. */
function lastToken(): string {
  const link = sent.mock.calls.at(-1)?.[2]?.link ?? "";
  return link.split("/").pop()!;
}

beforeEach(async () => {
  await resetData();
  sent.mockClear();
});

describe("sign-up links", () => {
  it("keep only a hash; the account appears, verified, when the link is opened, once", async () => {
    await startSignUp("new.owner@test.example", "long-enough-password", "zh-HK");
    expect(sent).toHaveBeenCalledWith(
      "new.owner@test.example",
      "verify_signup",
      expect.objectContaining({ link: expect.stringMatching(/\/zh-HK\/verify-email\/[\w-]{43}$/) }),
    );
    const token = lastToken();
    const [row] = await db.identityToken.findMany();
    expect(row.tokenHash).not.toContain(token);
    expect(row.expiresAt.getTime() - row.createdAt.getTime()).toBeGreaterThan(23.9 * 3600_000);
    expect(await db.user.count()).toBe(0);

    expect(await confirmEmailLink(token)).toBe("account_created");
    const user = await db.user.findUniqueOrThrow({ where: { email: "new.owner@test.example" } });
    expect(user.emailVerified).not.toBeNull();
    expect(await confirmEmailLink(token)).toBe("invalid");
  });

  it("a taken address gets a notice and nothing else; an expired link does nothing", async () => {
    await db.user.create({ data: { email: "taken@test.example", password: await hashPassword("original-password") } });
    await startSignUp("taken@test.example", "long-enough-password", "en");
    expect(sent.mock.calls.at(-1)?.[1]).toBe("signup_taken");
    expect(await db.identityToken.count()).toBe(0);

    await startSignUp("late@test.example", "long-enough-password", "en");
    await db.identityToken.updateMany({ data: { expiresAt: new Date(Date.now() - 1000) } });
    expect(await confirmEmailLink(lastToken())).toBe("invalid");
    expect(await db.user.count({ where: { email: "late@test.example" } })).toBe(0);
  });
});

describe("email change", () => {
  it("an account without a password needs a sign-in within the last 10 minutes", async () => {
    const user = await db.user.create({ data: { email: "oauth@test.example", emailVerified: new Date() } });
    const old = new Date(Date.now() - 11 * 60_000);
    await expect(requestEmailChange(user.id, "next@test.example", { sessionStartedAt: old }, "en")).rejects.toMatchObject({
      code: "forbidden",
      fields: { email: "Account.recentSignInRequired" },
    });
    await expect(requestEmailChange(user.id, "next@test.example", { sessionStartedAt: null }, "en")).rejects.toMatchObject({
      code: "forbidden",
    });
    expect(sent).not.toHaveBeenCalled();

    await requestEmailChange(user.id, "next@test.example", { sessionStartedAt: new Date(Date.now() - 60_000) }, "en");
    expect(sent.mock.calls.at(-1)?.slice(0, 2)).toEqual(["next@test.example", "verify_email"]);
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe("oauth@test.example");
    expect(await confirmEmailLink(lastToken())).toBe("email_changed");
    expect(await db.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({ email: "next@test.example" });
  });

  it("a link whose address was taken meanwhile changes nothing", async () => {
    const user = await db.user.create({ data: { email: "me@test.example", password: await hashPassword("long-enough-password") } });
    await requestEmailChange(user.id, "contested@test.example", { currentPassword: "long-enough-password", sessionStartedAt: null }, "en");
    const token = lastToken();
    await db.user.create({ data: { email: "contested@test.example" } });
    expect(await confirmEmailLink(token)).toBe("taken");
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).email).toBe("me@test.example");
  });
});

describe("progressive sign-in delay", () => {
  it("is none for 4 failures, then doubles from 1 s up to 30 s", () => {
    expect([0, 4, 5, 6, 7, 9, 10, 50].map(signInDelayMs)).toEqual([0, 0, 1000, 2000, 4000, 16000, 30000, 30000]);
  });
});
