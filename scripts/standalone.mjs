// Completes the standalone bundle `next build` leaves in <distDir>/standalone
// into what the container image runs, with nothing else installed:
//   server.js    our client-chain server (scripts/standalone-server.mjs) in place of Next's
//   migrate.js   `npm run db:migrate` (scripts/migrate.ts) with prisma/migrations beside it
//   worker.js    `npm run worker` (scripts/worker.ts)
//   healthcheck.js  the image's HEALTHCHECK (scripts/healthcheck.mjs)
//   <distDir>/static and public, which Next leaves out (a CDN may serve them),
//                the startup chunks first marked for eager compilation
//                (scripts/compile-hints.mjs; in <distDir>/static too, which
//                `next start` and the benchmark's server serve).
//   <distDir>/offline-precache.json  the lazily loaded files the service
//                worker precaches (scripts/offline-precache.mjs; in <distDir> too).
// migrate.js and worker.js carry all their dependencies; server.js uses the
// node_modules Next traced. Each changes to its own folder first, so it can be
// started from anywhere.
//
// Usage: node scripts/standalone.mjs  (after `next build`; NEXT_DIST_DIR as for the build)
import { cpSync, existsSync, rmSync } from "node:fs";
import path from "node:path";
import { build } from "esbuild";
import { markStartupChunks } from "./compile-hints.mjs";
import { PRECACHE_FILE, writeOfflinePrecache } from "./offline-precache.mjs";

const ROOT = process.cwd();
const DIST_NAME = process.env.NEXT_DIST_DIR || ".next";
const DIST = path.join(ROOT, DIST_NAME);
const OUT = path.join(DIST, "standalone");

if (!existsSync(path.join(OUT, DIST_NAME, "required-server-files.json"))) {
  console.error(`No standalone build in ${path.relative(ROOT, OUT)}: run \`next build\` first (next.config.ts sets output: "standalone").`);
  process.exit(1);
}

const copy = (from, to) => {
  rmSync(to, { recursive: true, force: true });
  cpSync(from, to, { recursive: true });
};
const marked = markStartupChunks(DIST);
const precached = writeOfflinePrecache(DIST);
copy(path.join(DIST, "static"), path.join(OUT, DIST_NAME, "static"));
copy(path.join(DIST, PRECACHE_FILE), path.join(OUT, DIST_NAME, PRECACHE_FILE));
copy(path.join(ROOT, "public"), path.join(OUT, "public"));
copy(path.join(ROOT, "prisma", "migrations"), path.join(OUT, "prisma", "migrations"));

const common = {
  bundle: true,
  platform: "node",
  target: "node20",
  format: "cjs",
  logLevel: "warning",
  // "server-only" resolves to its empty server build, as under tsx --conditions=react-server.
  conditions: ["react-server"],
  banner: { js: "process.chdir(__dirname);" },
};

await Promise.all([
  // Next and React stay in the traced node_modules the server loads them from.
  build({
    ...common,
    entryPoints: [path.join(ROOT, "scripts", "standalone-server.mjs")],
    outfile: path.join(OUT, "server.js"),
    external: ["next", "next/*"],
    define: { __DIST_DIR__: JSON.stringify(DIST_NAME) },
  }),
  build({
    ...common,
    entryPoints: {
      migrate: path.join(ROOT, "scripts", "migrate.ts"),
      worker: path.join(ROOT, "scripts", "worker.ts"),
      healthcheck: path.join(ROOT, "scripts", "healthcheck.mjs"),
    },
    outdir: OUT,
    // pg's optional native binding is never installed.
    external: ["pg-native"],
  }),
]);
console.log(`Compile hint on ${marked} startup chunks; ${precached} lazily loaded files for the service worker to precache.`);
console.log(`Standalone bundle in ${path.relative(ROOT, OUT)}: node server.js | migrate.js | worker.js | healthcheck.js`);
