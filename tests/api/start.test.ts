import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

// `npm start` without DATABASE_URL: the embedded database, migrated and seeded
// with demo data, behind the production build; a clean stop; a restart that
// finds the same data. Uses the build that the test run already made.

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer();
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

function start(port: number, dataDir: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), PAWALERT_DATA_DIR: dataDir };
  for (const key of ["DATABASE_URL", "DATABASE_POOL_MAX", "NEXTAUTH_SECRET", "APP_URL", "NEXTAUTH_URL", "DEMO", "BASE_URL"]) delete env[key];
  const child = spawn("node", ["scripts/start.mjs"], { env, stdio: ["ignore", "pipe", "pipe"], detached: false });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return { child, output: () => output };
}

async function waitReady(port: number, child: ChildProcess, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && child.exitCode === null) {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
    if (res?.ok) return res.json();
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("npm start did not become ready");
}

function stop(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => {
    child.once("exit", (code) => resolve(code));
    child.kill("SIGTERM");
  });
}

describe("npm start on the embedded database", () => {
  it("serves the app with demo data, stops cleanly and keeps its data", async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), "pawalert-start-"));
    const port = await freePort();

    const first = start(port, dataDir);
    try {
      expect(await waitReady(port, first.child)).toMatchObject({ status: "ok", db: "up" });
      const home = await fetch(`http://127.0.0.1:${port}/`);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Emergency Help Now");
      expect(first.output()).toContain("Seed: 3 region(s) and 185 clinic(s) added.");
      expect(first.output()).toContain("Demo accounts (password PawAlert-demo-1): admin@example.com, staff@example.com, owner@example.com");
    } finally {
      expect(await stop(first.child)).toBe(0);
    }
    // The lock is released and PGlite closed its files.
    expect(readdirSync(dataDir).sort()).toEqual(["auth-secret", "pglite"]);

    const second = start(port, dataDir);
    try {
      await waitReady(port, second.child);
      expect(second.output()).toContain("Seed: 0 region(s) and 0 clinic(s) added.");
    } finally {
      expect(await stop(second.child)).toBe(0);
    }
  }, 300_000);
});
