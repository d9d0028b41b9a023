// Runs `prisma generate` offline: the CLI insists on a schema-engine path, which
// it never executes for generate, and the engine cannot be downloaded where this
// project is built (docs/ARCHITECTURE.md, "The environment it is built in").
import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";

const engine = fileURLToPath(new URL("./no-schema-engine.sh", import.meta.url));
const result = spawnSync("npx", ["prisma", "generate"], {
  stdio: "inherit",
  env: { ...process.env, PRISMA_SCHEMA_ENGINE_BINARY: process.env.PRISMA_SCHEMA_ENGINE_BINARY ?? engine, PRISMA_HIDE_UPDATE_MESSAGE: "1" },
});
process.exit(result.status ?? 1);
