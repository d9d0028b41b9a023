// The production server of a checkout (`npm start`, the test tiers, the
// benchmark): the build in the current directory behind the client-chain server.
//
// Usage: node scripts/app-server.mjs  (PORT, default 3000; HOSTNAME, default all interfaces)
import { serveNext } from "./client-chain-server.mjs";

await serveNext({ dir: process.cwd() });
