// Scans captured server output for personal data in clear (privacy):
// `npm test` records everything the test server prints during the api and e2e
// tiers and fails if an email address, a Hong Kong phone number, a bearer token
// or one of the run's secrets shows up. Deliberately independent of lib/log.ts's
// masking rules, so a gap there is caught here rather than repeated.

export type LogFinding = { line: number; kind: "email" | "phone" | "bearer" | "secret"; excerpt: string };

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
// 8-digit HK numbers (first digit 2-9), optionally +852 / 852 and one space or dash in the middle.
const HK_PHONE = /(?<![\w.:-])(?:\+?852[\s-]?)?[2-9]\d{3}[\s-]?\d{4}(?![\w.:-])/g;
const BEARER = /\bbearer\s+(?!\[)[A-Za-z0-9._~+/-]{8,}/gi;

/** Enough of a hit to find it in the log, never the whole value again. */
function excerpt(value: string): string {
  return value.length <= 4 ? "****" : `${value.slice(0, 2)}…${value.slice(-2)} (${value.length} chars)`;
}

export function scanLogForPersonalData(text: string, secrets: (string | undefined)[] = []): LogFinding[] {
  const known = secrets.filter((s): s is string => typeof s === "string" && s.length >= 8);
  const findings: LogFinding[] = [];
  text.split("\n").forEach((content, index) => {
    const line = index + 1;
    for (const m of content.matchAll(EMAIL)) findings.push({ line, kind: "email", excerpt: excerpt(m[0]) });
    for (const m of content.matchAll(HK_PHONE)) findings.push({ line, kind: "phone", excerpt: excerpt(m[0]) });
    for (const m of content.matchAll(BEARER)) findings.push({ line, kind: "bearer", excerpt: excerpt(m[0]) });
    for (const secret of known) if (content.includes(secret)) findings.push({ line, kind: "secret", excerpt: excerpt(secret) });
  });
  return findings;
}

/** Lines that are structured log events (lib/log.ts writes one JSON object per line). */
export function countLogEvents(text: string): number {
  return text.split("\n").filter((l) => l.startsWith("{") && l.includes('"event":')).length;
}
