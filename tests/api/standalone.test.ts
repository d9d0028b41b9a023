import type { ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { copyStandalone, freePort, recreateDatabase, spawnStandalone, stopChild, waitForHealth } from "@/scripts/local-server";

// The standalone bundle run as the container image runs it (Dockerfile):
// a copy outside the checkout, `node migrate.js`, `node server.js`, `node healthcheck.js`
// and `node worker.js`, reading only environment variables. The test run's build
// (NEXT_DIST_DIR=.next-test) made it.

/** The database migrate.js and worker.js are tried on: a new one beside the test server's on PostgreSQL, the same on PGlite. */
const ownDatabase =
  process.env.TEST_DB_ENGINE === "postgres"
    ? Object.assign(new URL(process.env.DATABASE_URL!), {
        pathname: `${new URL(process.env.DATABASE_URL!).pathname}_standalone`,
      }).toString()
    : process.env.DATABASE_URL!;

let dir: string;
beforeAll(() => {
  dir = copyStandalone();
}, 120_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** Runs `file` in the copy to its end: exit code and everything it printed. */
function runToEnd(file: string, env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawnStandalone(dir, file, env);
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return new Promise((resolve) => child.on("exit", (code) => resolve({ code, output })));
}

function captured(child: ChildProcess) {
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  return () => output;
}

/** The server's environment as the image gives it: HOSTNAME 0.0.0.0, the messaging worker elsewhere. */
async function serverEnv() {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOSTNAME: "0.0.0.0",
    APP_URL: baseUrl,
    NEXTAUTH_URL: baseUrl,
    WORKER: "off",
  };
  delete env.NEXT_DIST_DIR;
  return { env, baseUrl };
}

describe("the standalone bundle", () => {
  it("server.js without DATABASE_URL says so in one line and exits non-zero", async () => {
    const { env } = await serverEnv();
    delete env.DATABASE_URL;
    const { code, output } = await runToEnd("server.js", env);
    expect(code).toBe(1);
    expect(output.trim().split("\n")).toHaveLength(1);
    expect(output).toContain("DATABASE_URL is not set");
  }, 60_000);

  it("migrate.js applies every migration to an empty database, with no dev dependency", async () => {
    // On PostgreSQL a database of its own, so that worker.js below cannot take the test server's messages.
    if (process.env.TEST_DB_ENGINE === "postgres") {
      await recreateDatabase(ownDatabase);
      const { code, output } = await runToEnd("migrate.js", { ...process.env, DATABASE_URL: ownDatabase });
      expect({ code, output }).toMatchObject({ code: 0, output: expect.stringMatching(/Applied \d+ migration\(s\): 20261122000000_init/) });
    }
    const again = await runToEnd("migrate.js", { ...process.env, DATABASE_URL: ownDatabase });
    expect({ code: again.code, output: again.output }).toMatchObject({
      code: 0,
      output: expect.stringContaining("Database is up to date."),
    });
  }, 60_000);

  it("server.js serves the pages, their static files and the health check", async () => {
    const { env, baseUrl } = await serverEnv();
    const server = spawnStandalone(dir, "server.js", env);
    const output = captured(server);
    try {
      expect(await waitForHealth(`${baseUrl}/api/health`, server)).toBe(true);
      for (const page of ["/", "/zh-HK", "/emergency", "/api/health"]) {
        expect({ page, status: (await fetch(`${baseUrl}${page}`)).status }).toEqual({ page, status: 200 });
      }
      const home = await (await fetch(`${baseUrl}/zh-HK`)).text();
      expect(home).toContain('lang="zh-HK"');
      // The static chunks and public files the bundle must carry beside server.js.
      const chunk = home.match(/\/_next\/static\/[^"']+\.js/)?.[0];
      expect(chunk).toBeDefined();
      expect((await fetch(`${baseUrl}${chunk}`)).status).toBe(200);
      expect((await fetch(`${baseUrl}/icon-192.png`)).status).toBe(200);
      // Our client-chain server (scripts/client-chain-server.mjs), not the one Next generates.
      expect(output()).toContain("PawAlert ready");

      const health = await runToEnd("healthcheck.js", env);
      expect(health.code).toBe(0);
    } finally {
      await stopChild(server);
    }
    // The HEALTHCHECK fails once the server is gone.
    expect((await runToEnd("healthcheck.js", env)).code).toBe(1);
  }, 120_000);

  it("worker.js runs the background jobs and stops cleanly on SIGTERM", async () => {
    const worker = spawnStandalone(dir, "worker.js", { ...process.env, DATABASE_URL: ownDatabase, LOG_LEVEL: "info" });
    const output = captured(worker);
    try {
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && worker.exitCode === null && !output().includes("messaging.worker_started")) {
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(output()).toContain("messaging.worker_started");
    } finally {
      const exited = new Promise<number | null>((resolve) => worker.once("exit", resolve));
      worker.kill("SIGTERM");
      expect(await exited).toBe(0);
    }
  }, 60_000);
});
