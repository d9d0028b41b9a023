// The production HTTP server, shared by `npm start` (scripts/app-server.mjs) and
// the standalone bundle's server.js (scripts/standalone-server.mjs): Next's
// request handler behind a plain HTTP server that records where each request
// came from, as `next start` and Next's generated standalone server cannot:
// Next keeps a client's own X-Forwarded-For and drops the socket's address
// whenever one is sent, so every per-address limit could be reset with a
// made-up header. Here each request gets CLIENT_CHAIN_HEADER
// (lib/security/client-address.ts): the X-Forwarded-For entries received, then
// the socket's peer. Any value the client sent under that name is overwritten.
// TRUSTED_PROXY_HOPS then picks the client.
import { createServer } from "node:http";
import next from "next";

const CLIENT_CHAIN_HEADER = "x-pawalert-client-chain";

function chainOf(req) {
  const received = req.headers["x-forwarded-for"];
  const forwarded = Array.isArray(received) ? received.join(",") : (received ?? "");
  return [forwarded, req.socket.remoteAddress ?? ""].filter(Boolean).join(", ");
}

/**
 * Serves the build in `dir` on PORT (default 3000) and HOSTNAME (default every
 * interface; `npm start` passes 127.0.0.1 unless HOSTNAME is set). `conf` is the build's own configuration in a standalone bundle.
 */
export async function serveNext({ dir, conf }) {
  const port = Number(process.env.PORT ?? 3000);
  const hostname = process.env.HOSTNAME || undefined;
  // A wildcard or loopback address is where to listen, not a name to give Next
  // for its own URLs (given "127.0.0.1", Next 16 treats its "localhost" locale
  // rewrites as external and the proxy redirects forever).
  const nextHostname = !hostname || ["0.0.0.0", "::", "127.0.0.1", "::1"].includes(hostname) ? "localhost" : hostname;
  const app = next({ dev: false, dir, port, hostname: nextHostname, ...(conf ? { conf } : {}) });
  const handle = app.getRequestHandler();
  await app.prepare();

  const server = createServer((req, res) => {
    req.headers[CLIENT_CHAIN_HEADER] = chainOf(req);
    handle(req, res);
  });
  // Longer than a typical load balancer's idle timeout, as `next start --keepAliveTimeout` would be set behind one.
  server.keepAliveTimeout = 65_000;
  server.listen(port, hostname, () => console.log(`▲ PawAlert ready on http://${nextHostname}:${port}`));

  function stop() {
    server.close(() => process.exit(0));
    server.closeAllConnections?.();
    // Whatever still holds the loop (the worker, a database pool) must not keep a stopped server alive.
    setTimeout(() => process.exit(0), 5_000).unref();
  }
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);
}
