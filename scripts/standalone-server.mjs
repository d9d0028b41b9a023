// The standalone bundle's server.js, written there by
// scripts/standalone.mjs: the same client-chain server as `npm start`, serving
// the build beside it with the configuration Next recorded at build time (as
// Next's generated server.js does), so it needs no source, no next.config.ts and
// no dev dependency. It reads only environment variables and, unlike `npm start`,
// has no embedded database: DATABASE_URL is required.
import { readFileSync } from "node:fs";
import path from "node:path";
import { serveNext } from "./client-chain-server.mjs";

if (!process.env.DATABASE_URL) {
  console.error(
    "DATABASE_URL is not set: the standalone server needs PostgreSQL with PostGIS (postgresql://user:password@host:5432/pawalert). Apply migrations first with `node migrate.js`.",
  );
  process.exit(1);
}

// This file's folder: the bundle's banner (scripts/standalone.mjs) has already changed to it.
const dir = process.cwd();
process.env.NODE_ENV = "production";
// __DIST_DIR__: the build folder's name (.next), set by scripts/standalone.mjs when it bundles this file.
const { config } = JSON.parse(readFileSync(path.join(dir, __DIST_DIR__, "required-server-files.json"), "utf8"));
// Next's generated server.js sets this so that no next.config is looked for.
process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(config);

serveNext({ dir, conf: config }).catch((error) => {
  console.error(error);
  process.exit(1);
});
