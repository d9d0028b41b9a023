// The launcher behind `npm start`: builds when the sources
// changed, starts the embedded PGlite database when DATABASE_URL is unset
// (migrated and seeded with demo data), then runs the app server against it.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { loadEnvConfig } from "@next/env";
import webpush from "web-push";
import { buildUnlessCurrent } from "@/lib/build-fingerprint";
import { migrateUrl } from "@/lib/db/migrate";
import { EMBEDDED_CONNECTION_ENV, startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { EnvError, parseServerEnv } from "@/lib/env";
import { buildStandalone, spawnAppServer, waitForHealth } from "./local-server";
import { bin, ROOT, runChecked } from "./run";

// The same .env files `next start` reads, so that the choice of database below agrees with it.
loadEnvConfig(ROOT, false, { info: () => undefined, error: console.error });
const DATA_DIR = process.env.PAWALERT_DATA_DIR ?? path.join(ROOT, ".data");
const port = Number(process.env.PORT ?? 3000);
async function buildIfStale() {
  const outcome = await buildUnlessCurrent(async () => {
    console.log("Building PawAlert for production (about a minute the first time)...");
    return buildStandalone(process.env);
  });
  if (outcome === "failed") throw new Error("next build failed");
}

/** Demo sessions survive restarts: the secret is generated once and kept in .data. */
function demoSecret() {
  const file = path.join(DATA_DIR, "auth-secret");
  mkdirSync(DATA_DIR, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  return readFileSync(file, "utf8").trim();
}

/**
 * The demo's Web Push (VAPID) key pair, generated once into .data like the
 * session secret: a browser's subscription is bound to the public key, so a
 * new pair on each start would silence every device subscribed before.
 */
function demoVapidKeys(): { publicKey: string; privateKey: string } {
  const file = path.join(DATA_DIR, "vapid-keys.json");
  mkdirSync(DATA_DIR, { recursive: true });
  if (!existsSync(file)) writeFileSync(file, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
  return JSON.parse(readFileSync(file, "utf8")) as { publicKey: string; privateKey: string };
}

/** Push for the embedded demo when no keys are configured (a deployment sets its own: README, "Push notifications"). */
function pushEnv(embedded: boolean) {
  if (!embedded || process.env.VAPID_PUBLIC_KEY || process.env.VAPID_PRIVATE_KEY) return {};
  const keys = demoVapidKeys();
  return {
    VAPID_PUBLIC_KEY: keys.publicKey,
    VAPID_PRIVATE_KEY: keys.privateKey,
    VAPID_SUBJECT: process.env.VAPID_SUBJECT || "mailto:demo@pawalert.invalid",
  };
}

/** The demo's secret when none is configured: the seed encrypts the demo admin's authenticator key with it. */
const authSecretEnv = (embedded: boolean) => (embedded && !process.env.NEXTAUTH_SECRET ? { NEXTAUTH_SECRET: demoSecret() } : {});

async function prepareEmbedded(): Promise<{ db: EmbeddedDatabase; env: NodeJS.ProcessEnv }> {
  console.log("Starting the embedded database (PGlite + PostGIS in .data/)...");
  const db = await startEmbeddedDatabase({ dataDir: path.join(DATA_DIR, "pglite") });
  const env = { ...process.env, DATABASE_URL: db.url, ...EMBEDDED_CONNECTION_ENV, DEMO: "1", ...authSecretEnv(true) };
  await migrateUrl(db.url);
  // The seed runs in its own process so this one keeps no database client open.
  await runChecked(bin("tsx"), ["--conditions=react-server", "scripts/seed.ts"], env);
  return { db, env };
}

/** `npm run dev`: the same database and demo data, served by `next dev` (hot reload) instead of a production build. */
const dev = process.argv.includes("--dev");

async function main() {
  await runChecked("node", ["scripts/prisma-generate.mjs"]);
  const embedded = !process.env.DATABASE_URL;
  const appUrl = process.env.APP_URL ?? `http://localhost:${port}`;

  // Building and preparing the database are independent: do both at once.
  const [, prepared] = await Promise.all([dev ? null : buildIfStale(), embedded ? prepareEmbedded() : Promise.resolve(null)]);
  const env: NodeJS.ProcessEnv = {
    ...(prepared?.env ?? process.env),
    // This machine only unless HOSTNAME says otherwise: the demo's
    // accounts and its inbox are nobody else's business. README: "Showing the
    // demo on a local network".
    HOSTNAME: process.env.HOSTNAME || "127.0.0.1",
    NODE_ENV: dev ? "development" : "production",
    APP_URL: appUrl,
    NEXTAUTH_URL: process.env.NEXTAUTH_URL ?? appUrl,
    ...authSecretEnv(embedded),
    ...pushEnv(embedded),
  };
  parseServerEnv(env);

  if (!embedded) await migrateUrl(env.DATABASE_URL!);

  const next = dev ? spawn(bin("next"), ["dev", "-p", String(port)], { stdio: "inherit", env }) : spawnAppServer(port, env);
  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    if (next.exitCode === null) {
      next.kill("SIGTERM");
      await new Promise((r) => {
        const timer = setTimeout(() => {
          next.kill("SIGKILL");
          r(null);
        }, 10_000);
        next.once("exit", () => {
          clearTimeout(timer);
          r(null);
        });
      });
    }
    await prepared?.db.stop();
    process.exit(code);
  };
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));
  // A server that stopped because it was told to (SIGTERM reaches it with the whole
  // process group when the terminal or a supervisor stops us) stopped cleanly.
  next.on("exit", (code, signal) => void stop(code === 143 || signal === "SIGTERM" ? 0 : (code ?? 1)));

  // next dev compiles a route on its first request: allow it longer.
  if (await waitForHealth(`http://127.0.0.1:${port}/api/health`, next, dev ? 180_000 : 60_000)) {
    console.log(`\nPawAlert is ready at ${appUrl}${embedded ? " (embedded database with demo data)" : ""}\n`);
  }
}

main().catch((error: Error) => {
  console.error(error instanceof EnvError ? error.message : `Start-up failed: ${error.message}`);
  process.exit(1);
});
