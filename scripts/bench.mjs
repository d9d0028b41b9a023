// npm run bench: the performance suite (see scripts/bench.ts). Plain JavaScript
// because it runs before dependencies are installed.
import { ensureDeps, runTs } from "./ensure-deps.mjs";

ensureDeps();
await runTs("scripts/bench.ts", process.argv.slice(2));
