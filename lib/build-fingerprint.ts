import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { distDir } from "./dist-dir";

// Whether the production build (.next) matches its inputs: a hash of every
// source file's path, size and modification time, and of the build-time
// settings Next inlines into the pages (every NEXT_PUBLIC_* value, NODE_ENV).
// Without the settings, `npm start` would serve a build `npm test` made with
// its loopback analytics key inlined, and the other way round.

const SOURCES = ["app", "components", "lib", "i18n", "messages", "public", "data", "types", "prisma"];
const FILES = [
  "next.config.ts",
  "proxy.ts",
  "instrumentation.ts",
  "package-lock.json",
  "postcss.config.mjs",
  "tsconfig.json",
  // What scripts/standalone.mjs puts into the standalone bundle.
  "scripts/standalone.mjs",
  "scripts/compile-hints.mjs",
  "scripts/offline-precache.mjs",
  "scripts/standalone-server.mjs",
  "scripts/client-chain-server.mjs",
  "scripts/migrate.ts",
  "scripts/worker.ts",
  "scripts/healthcheck.mjs",
];
const SKIP = new Set(["node_modules", "generated", ".next"]);

function walk(dir: string, out: string[]) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    if (SKIP.has(e.name)) continue;
    const full = path.join(dir, e.name);
    if (e.isDirectory()) walk(full, out);
    else if (!/\.test\.tsx?$/.test(e.name)) out.push(full);
  }
}

export { distDir };

/** The environment's build-time inputs: NODE_ENV (as `next build` defaults it) and every NEXT_PUBLIC_* value. */
function buildSettings(env: NodeJS.ProcessEnv): string {
  const inlined = Object.keys(env)
    .filter((key) => key.startsWith("NEXT_PUBLIC_"))
    .sort()
    .map((key) => `${key}=${env[key]}`);
  return [`NODE_ENV=${env.NODE_ENV || "production"}`, ...inlined].join("\n");
}

export function sourceFingerprint(root = process.cwd(), env: NodeJS.ProcessEnv = process.env): string {
  const files: string[] = [];
  for (const dir of SOURCES) walk(path.join(root, dir), files);
  for (const f of FILES) files.push(path.join(root, f));
  const hash = createHash("sha256");
  hash.update(`${buildSettings(env)}\n`);
  for (const file of files.sort()) {
    try {
      const s = statSync(file);
      hash.update(`${path.relative(root, file)}:${s.size}:${s.mtimeMs}\n`);
    } catch {
      hash.update(`${file}:missing\n`);
    }
  }
  return hash.digest("hex");
}

const stampFile = (root: string) => path.join(distDir(root), "pawalert-source-fingerprint");

/**
 * Runs `build` (true when it succeeded) unless a finished build in distDir() was
 * made from the sources as they are now, with the build-time settings of `env`
 * (the environment `build` runs `next build` with). The fingerprint is taken before building:
 * `next build` itself touches tsconfig.json.
 */
export async function buildUnlessCurrent(
  build: () => Promise<boolean>,
  { root = process.cwd(), env = process.env }: { root?: string; env?: NodeJS.ProcessEnv } = {},
): Promise<"current" | "built" | "failed"> {
  const fingerprint = sourceFingerprint(root, env);
  const stamp = stampFile(root);
  if (existsSync(stamp) && existsSync(path.join(distDir(root), "BUILD_ID")) && readFileSync(stamp, "utf8") === fingerprint)
    return "current";
  if (!(await build())) return "failed";
  writeFileSync(stamp, fingerprint);
  return "built";
}
