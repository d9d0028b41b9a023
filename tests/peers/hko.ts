import { createServer } from "node:http";
import { listenOnLoopback, readBody, send } from "./http";
import type { StartedPeer } from "./index";

// A loopback stand-in for the Observatory's warning summary
// (GET /weatherAPI/opendata/weather.php?dataType=warnsum&lang=en): an object
// keyed by warning type ({} when none is in force), each entry with name,
// code, actionCode, issueTime, updateTime (lib/feeds/weather.ts cites the
// documentation). Tests set what it answers with POST /__peer/warnings
// { "warnings": {...} } at HKO_PEER_URL; it starts with nothing in force.

export async function startHkoPeer(): Promise<StartedPeer> {
  let warnings: Record<string, unknown> = {};
  let failing = false;
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? "/", "http://peer");
    if (url.pathname === "/__peer/warnings" && req.method === "POST") {
      const input = JSON.parse((await readBody(req)) || "{}") as { warnings?: Record<string, unknown>; failing?: boolean };
      warnings = input.warnings ?? {};
      failing = input.failing ?? false;
      return send(res, 200, { ok: true });
    }
    if (req.method !== "GET" || url.pathname !== "/weatherAPI/opendata/weather.php" || url.searchParams.get("dataType") !== "warnsum") {
      return send(res, 404, { error: "Not Found" });
    }
    if (failing) return res.writeHead(503, { "Content-Type": "text/html" }).end("<html><body>Service Unavailable</body></html>");
    send(res, 200, warnings);
  });
  const { origin, stop } = await listenOnLoopback(server);
  // Polled every second in tests, so a change shows within a few seconds.
  return {
    env: {
      HKO_WARNSUM_URL: `${origin}/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en`,
      HKO_PEER_URL: origin,
      HKO_POLL_MS: "1000",
    },
    stop,
  };
}
