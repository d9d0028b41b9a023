// npm test: every test tier (see scripts/test.ts). Plain JavaScript because it
// runs before dependencies are installed.
import { ensureDeps, runTs } from "./ensure-deps.mjs";

ensureDeps();
await runTs("scripts/test.ts", process.argv.slice(2));
