// npm start: the one command that brings PawAlert up on a fresh clone.
// Plain JavaScript because it runs before dependencies are installed.
import { ensureDeps, runTs } from "./ensure-deps.mjs";

ensureDeps();
await runTs("scripts/serve.ts", process.argv.slice(2));
