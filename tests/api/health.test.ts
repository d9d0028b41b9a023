import { freePort, spawnAppServer } from "@/scripts/local-server";
import { api } from "@/tests/utils/http";

describe("GET /api/health", () => {
  it("answers 200 with the database up", async () => {
    const res = await api("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "ok", db: "up", version: expect.stringMatching(/^\d+\.\d+\.\d+/) });
    expect(res.headers.get("cache-control")).toBe("no-store");
  });

  it("answers 503 when the database is unreachable", async () => {
    // A second server of the same build, pointed at a port where nothing listens.
    const deadPort = await freePort();
    const port = await freePort();
    const server = spawnAppServer(
      port,
      { ...process.env, DATABASE_URL: `postgresql://postgres@127.0.0.1:${deadPort}/none`, DATABASE_POOL_MAX: "1" },
      "ignore",
    );
    try {
      let res: Response | undefined;
      for (let i = 0; i < 100 && !res; i++) {
        res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined);
        if (!res) await new Promise((r) => setTimeout(r, 200));
      }
      expect(res?.status).toBe(503);
      expect(await res!.json()).toMatchObject({ status: "unavailable", db: "down" });
    } finally {
      server.kill("SIGTERM");
    }
  }, 60_000);

  it("a server missing a required setting refuses to start and names it", async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(await freePort()) };
    delete env.DATABASE_URL;
    const child = spawnAppServer(Number(env.PORT), env, ["ignore", "pipe", "pipe"]);
    let output = "";
    child.stdout!.on("data", (d) => (output += d));
    child.stderr!.on("data", (d) => (output += d));
    const code = await new Promise((resolve) => child.on("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("DATABASE_URL is required");
  }, 60_000);
});
