// Installs dependencies when node_modules is missing or older than the lock
// file, so `npm start` and `npm test` work on a fresh clone.
import { spawnSync } from "node:child_process";
import { existsSync, statSync } from "node:fs";

export function ensureDeps() {
  const major = Number(process.versions.node.split(".")[0]);
  if (major < 20) {
    console.error(`PawAlert needs Node.js 20 or newer (this is ${process.version}).`);
    process.exit(1);
  }
  const stamp = "node_modules/.package-lock.json";
  const stale = !existsSync(stamp) || statSync("package-lock.json").mtimeMs > statSync(stamp).mtimeMs;
  if (!stale) return;
  console.log("Installing dependencies (first run only)...");
  // `npm install --no-save` rather than `npm ci`: this registry mirror lacks other
  // platforms' optional binaries, which `npm ci` insists on finding in the lock file.
  // --include=dev: the build needs the dev dependencies (TypeScript, Tailwind) even when
  // NODE_ENV=production is set, which would otherwise make npm remove them.
  const result = spawnSync("npm", ["install", "--no-save", "--include=dev", "--no-audit", "--no-fund", "--loglevel=error"], {
    stdio: "inherit",
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs a TypeScript entry point with the server condition, forwarding signals. */
export async function runTs(script, args = []) {
  const { spawn } = await import("node:child_process");
  const child = spawn("node_modules/.bin/tsx", ["--conditions=react-server", script, ...args], {
    stdio: "inherit",
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => child.kill(signal));
  child.on("exit", (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
}
