import { mkdtempSync, mkdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sourceFingerprint } from "./build-fingerprint";

// A build is reused only for the same sources and the same
// build-time settings, so `npm start` never serves the tests' build (with its
// loopback analytics key inlined) and `npm test` never tests a build without it.

const root = mkdtempSync(path.join(tmpdir(), "fingerprint-"));
mkdirSync(path.join(root, "app"));
writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return null; }");

const base = { NODE_ENV: "production", PATH: "/usr/bin" } as NodeJS.ProcessEnv;

describe("build fingerprint", () => {
  it("is stable for the same sources and settings, whatever else the environment holds", () => {
    expect(sourceFingerprint(root, base)).toBe(sourceFingerprint(root, { ...base, DATABASE_URL: "postgresql://x", PORT: "1234" }));
  });

  it("changes with any inlined NEXT_PUBLIC_* value and with NODE_ENV", () => {
    const plain = sourceFingerprint(root, base);
    expect(sourceFingerprint(root, { ...base, NEXT_PUBLIC_POSTHOG_KEY: "phc_test" })).not.toBe(plain);
    expect(sourceFingerprint(root, { ...base, NEXT_PUBLIC_POSTHOG_HOST: "http://127.0.0.1:9" })).not.toBe(plain);
    expect(sourceFingerprint(root, { ...base, NODE_ENV: "test" })).not.toBe(plain);
    // next build defaults NODE_ENV to production.
    expect(sourceFingerprint(root, { PATH: "/usr/bin" } as unknown as NodeJS.ProcessEnv)).toBe(plain);
  });

  it("changes with a source file", () => {
    const before = sourceFingerprint(root, base);
    writeFileSync(path.join(root, "app", "page.tsx"), "export default function Page() { return 1; }");
    expect(sourceFingerprint(root, base)).not.toBe(before);
  });
});
