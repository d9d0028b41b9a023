import { countLogEvents, scanLogForPersonalData } from "./log-scan";

describe("scanLogForPersonalData", () => {
  it("finds an email, a Hong Kong phone number in its usual spellings, a bearer token and a known secret, by line", () => {
    const text = [
      '{"event":"ok","messageId":"60aadb71-e234-4567-8c5e-44964c444bdc"}',
      "owner chan.taiman@owner.example signed in",
      "call 9123 4567 or +852 2345-6789 or 85261234567",
      "Authorization: Bearer EAAGsecretAccessToken",
      "token leaked: whatsapp-test-token-123",
    ].join("\n");
    const findings = scanLogForPersonalData(text, ["whatsapp-test-token-123", undefined, "short"]);
    expect(findings.map((f) => [f.line, f.kind])).toEqual([
      [2, "email"],
      [3, "phone"],
      [3, "phone"],
      [3, "phone"],
      [4, "bearer"],
      [5, "secret"],
    ]);
    // The report itself must not repeat what it found.
    expect(JSON.stringify(findings)).not.toContain("owner.example");
    expect(JSON.stringify(findings)).not.toContain("9123");
  });

  it("passes masked output, ids, timestamps and ports", () => {
    const text = [
      '{"time":"2026-11-23T11:40:44.931Z","level":"warn","event":"messaging.failed","messageId":"881f3160-61c6-4564-bf52-e34081b8f491","reason":"[email] rejected","to":"[phone]"}',
      "▲ Next.js 16 - Local: http://127.0.0.1:35985 ready in 1234ms",
      '{"event":"auth.signed_in","userId":"d1f0c9a2-5b8e-4c1d-9f3a-2e7b6c5d4a3f","exp":1767225600}',
    ].join("\n");
    expect(scanLogForPersonalData(text)).toEqual([]);
  });
});

describe("countLogEvents", () => {
  it("counts structured event lines only", () => {
    expect(countLogEvents('{"event":"a"}\nplain text\n{"event":"b","x":1}\n')).toBe(2);
  });
});
