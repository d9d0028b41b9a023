// npm run bench: the performance suite (see scripts/bench.ts). Plain JavaScript
// because it runs before dependencies are installed.
import { spawnSync } from "node:child_process";
import { ensureDeps, runTs } from "./ensure-deps.mjs";

ensureDeps();
// Before bench.ts loads: its load suite imports the database client, which
// `prisma generate` writes (a fresh clone has none yet).
const generated = spawnSync("node", ["scripts/prisma-generate.mjs"], { stdio: "inherit" });
if (generated.status !== 0) process.exit(generated.status ?? 1);
await runTs("scripts/bench.ts", process.argv.slice(2));
