import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, waitForHealth } from "@/scripts/local-server";
import { POSTHOG_TEST_KEY } from "@/tests/peers/posthog";

// `npm start` without DATABASE_URL: the embedded database, migrated and seeded
// with demo data, behind the production build; a clean stop; a restart that
// finds the same data. As a new user would run it beside `npm test`:
// its own build in .next, made without the tests' settings, while the test
// run's build (.next-test, with the analytics stand-in inlined) stays as it was.
// The first start builds .next unless a current one is there.

const TEST_STAMP = path.join(process.cwd(), process.env.NEXT_DIST_DIR || ".next-test", "pawalert-source-fingerprint");

function start(port: number, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PAWALERT_DATA_DIR: dataDir };
  // What a user's shell has: none of the test run's settings.
  for (const key of [
    "DATABASE_URL",
    "DATABASE_POOL_MAX",
    "DATABASE_SHARED_SESSION",
    "NEXTAUTH_SECRET",
    "APP_URL",
    "NEXTAUTH_URL",
    "DEMO",
    "BASE_URL",
    "NEXT_DIST_DIR",
    "HOSTNAME",
  ])
    delete env[key];
  for (const key of Object.keys(env)) if (key.startsWith("NEXT_PUBLIC_")) delete env[key];
  const child = spawn("node", ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"], detached: false });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return { child, output: () => output };
}

/** The health answer once ready; a first start may build for several minutes first. */
async function waitReady(port: number, child: ChildProcess) {
  const health = `http://127.0.0.1:${port}/api/health`;
  if (!(await waitForHealth(health, child, 900_000))) throw new Error("npm start did not become ready");
  return (await fetch(health)).json();
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

/** The home page and every script it loads, as one text: what the browser is given, inlined settings included. */
async function servedCode(base: string): Promise<string> {
  const html = await (await fetch(`${base}/`)).text();
  const scripts = [...new Set(html.match(/\/_next\/static\/[^"'\s]+\.js/g) ?? [])];
  const bodies = await Promise.all(scripts.map(async (src) => (await fetch(`${base}${src}`)).text()));
  return [html, ...bodies].join("\n");
}

/** "0100007F" → "127.0.0.1": /proc/net/tcp writes each 32-bit word in the host's (little-endian) order. */
function procAddress(hex: string): string {
  const words = hex.match(/.{8}/g)!.map((w) => w.match(/../g)!.reverse().join(""));
  if (words.length === 1)
    return words[0]
      .match(/../g)!
      .map((b) => parseInt(b, 16))
      .join(".");
  const groups = words
    .join("")
    .match(/.{4}/g)!
    .map((g) => parseInt(g, 16).toString(16));
  return groups.join(":").replace(/(^|:)0(:0)+(:|$)/, "::");
}

/** The addresses with a listening TCP socket on `port`, read from the kernel's socket tables (Linux). */
function listeningAddresses(port: number): string[] {
  return ["/proc/net/tcp", "/proc/net/tcp6"].flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(/\s+/))
      .filter((cols) => cols[3] === "0A" && parseInt(cols[1]?.split(":")[1] ?? "", 16) === port)
      .map((cols) => procAddress(cols[1].split(":")[0])),
  );
}

describe("npm start on the embedded database", () => {
  it("serves the app with demo data, stops cleanly and keeps its data", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pawalert-start-"));
    const port = await freePort();
    const testBuildBefore = readFileSync(TEST_STAMP, "utf8");

    const first = start(port, dataDir);
    try {
      expect(await waitReady(port, first.child)).toMatchObject({ status: "ok", db: "up" });
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Emergency Help Now");
      expect(first.output()).toContain("Seed: 3 region(s) and 185 clinic(s) added.");
      expect(first.output()).toContain("Demo accounts (password PawAlert-demo-1): admin@example.com, staff@example.com, owner@example.com");
      // In demo mode the server listens on loopback only (no HOSTNAME set), not on every interface.
      expect(listeningAddresses(port)).toEqual(["127.0.0.1"]);
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    // The lock is released and PGlite closed its files.
    expect(readdirSync(dataDir).sort()).toEqual(["auth-secret", "pglite"]);

    const second = start(port, dataDir);
    try {
      await waitReady(port, second.child);
      expect(second.output()).toContain("Seed: 0 region(s) and 0 clinic(s) added.");
      // The build it serves is its own: no analytics stand-in inlined, as the test server's build has (the check can see it there).
      expect(await servedCode(process.env.BASE_URL!)).toContain(POSTHOG_TEST_KEY);
      expect(await servedCode(`http://127.0.0.1:${port}`)).not.toContain(POSTHOG_TEST_KEY);
      expect(second.output()).not.toContain("Building PawAlert");
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
    // And the test run's build was neither served nor rebuilt.
    expect(readFileSync(TEST_STAMP, "utf8")).toBe(testBuildBefore);
  }, 1_200_000);
});
