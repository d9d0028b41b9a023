import { redact } from "@/lib/log";
import { maskText } from "@/lib/security/redaction";

describe("log masking of credentials in free text", () => {
  it("masks bearer tokens, token/secret/sig parameters and keeps the rest readable", () => {
    expect(maskText("authorization: Bearer EAAG123abc failed")).toBe("authorization: [REDACTED] [REDACTED] failed");
    // An address percent-encoded in a URL is found too.
    expect(maskText("GET /api/auth/callback/email?token=abc123&email=owner%40example.com")).toBe(
      "GET /api/auth/callback/email?token=[REDACTED]&email=[email]",
    );
    expect(maskText("respond?answer=accept&exp=1767225600&sig=QmFzZTY0")).toBe("respond?answer=accept&exp=[phone]&sig=[REDACTED]");
    expect(maskText("password: hunter22 secret=s3cr3t")).toBe("password: [REDACTED] secret=[REDACTED]");
    expect(maskText("no credentials here: tokenizer, signed up")).toBe("no credentials here: tokenizer, signed up");
  });

  it("applies inside nested log fields", () => {
    expect(redact({ error: new Error("SMTP auth failed: pass=letmein for desk@clinic.test") })).toEqual({
      error: { name: "Error", message: "SMTP auth failed: pass=[REDACTED] for [email]" },
    });
  });
});
