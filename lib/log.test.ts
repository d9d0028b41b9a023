import { maskText, redact } from "./log";

describe("log redaction", () => {
  it("masks e-mail addresses and phone numbers in text", () => {
    expect(maskText("owner@example.com called +852 9123 4567 about case 42")).toBe("[email] called [phone] about case 42");
  });

  it("redacts secret fields at any depth and keeps the rest", () => {
    expect(redact({ user: { password: "x", token: "y", name: "Mochi" }, count: 3 })).toEqual({
      user: { password: "[REDACTED]", token: "[REDACTED]", name: "Mochi" },
      count: 3,
    });
  });
});
