import { maskText } from "@/lib/security/redaction";
import { redactDeep } from "@/lib/monitoring/redact";
import { redact } from "./log";

describe("log redaction", () => {
  it("masks e-mail addresses and phone numbers in text", () => {
    expect(maskText("owner@example.com called +852 9123 4567 about case 42")).toBe("[email] called [phone] about case 42");
  });

  it("leaves ids made of digits and dashes alone, so a message id stays traceable", () => {
    const id = "60aadb71-e234-4567-8c5e-44964c444bdc";
    expect(maskText(`message ${id} failed; owner 91234567`)).toBe(`message ${id} failed; owner [phone]`);
  });

  it("redacts secret fields at any depth and keeps the rest", () => {
    expect(redact({ user: { password: "x", token: "y", name: "Mochi" }, count: 3 })).toEqual({
      user: { password: "[REDACTED]", token: "[REDACTED]", name: "Mochi" },
      count: 3,
    });
  });

  it("cuts deep nesting where error monitoring does: one depth rule for both", () => {
    let fields: Record<string, unknown> = { password: "hunter2", keep: "visible" };
    for (let level = 6; level >= 1; level--) fields = { [`level${level}`]: fields };
    expect(redact(fields)).toEqual(redactDeep(fields));
    expect(JSON.stringify(redact(fields))).not.toContain("visible");
  });
});
