// The test runner behind `npm test`. Tiers, in order:
//   lint               ESLint (zero warnings), dependency-cruiser and Prettier's check, as `npm run lint`
//   types              next typegen + tsc --noEmit (with the unit tier)
//   unit, components   jest, no database
//   db                 jest against a fresh, migrated database
//   api                jest over HTTP against a production build (`next start`)
//   e2e                Playwright in Debian's Chromium against the same server
//   faults             the same build on a private PostgreSQL cluster that is
//                      stopped and restarted under load (scripts/fault-test.ts)
//   instances          two standalone servers and two workers on one PostgreSQL
//                      (scripts/instances-test.ts); skipped on the embedded database
// Database: TEST_DATABASE_URL (PostgreSQL + PostGIS; the database is dropped and
// recreated) or, when unset or with --embedded, an in-memory PGlite.
// Options: --only=unit,db,... to run some tiers; --embedded; --e2e-args="...";
// --skip-tests=a,b leaves out the jest test files whose path matches (CI's second,
// PostgreSQL pass leaves out what does not depend on the database engine);
// --tests=a,b runs only the jest test files whose path matches (a change's own tests).
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { runFaultTier } from "./fault-test";
import { runInstancesTier } from "./instances-test";
import { buildStandalone, freePort, recreateDatabase, startNext, stopChild, waitForHealth } from "./local-server";
import { buildUnlessCurrent } from "@/lib/build-fingerprint";
import { migrateUrl } from "@/lib/db/migrate";
import { EMBEDDED_CONNECTION_ENV, startEmbeddedDatabase, type EmbeddedDatabase } from "@/lib/db/embedded";
import { countLogEvents, scanLogForPersonalData } from "@/lib/security/log-scan";
import { startPeers } from "@/tests/peers";
import { startHkoPeer } from "@/tests/peers/hko";
import { posthogBuildEnv } from "@/tests/peers/posthog";
import { bin, ROOT, runCommand } from "./run";

const TIERS = ["lint", "unit", "components", "db", "api", "e2e", "faults", "instances"] as const;
type Tier = (typeof TIERS)[number];

const args = process.argv.slice(2);
/** The values of `--name=a<separator>b`, or undefined when the option is not given. */
const listOption = (name: string, separator: string) =>
  args
    .find((a) => a.startsWith(`--${name}=`))
    ?.slice(name.length + 3)
    .split(separator)
    .filter(Boolean);
const only = listOption("only", ",") as Tier[] | undefined;
const forceEmbedded = args.includes("--embedded");
const e2eArgs = listOption("e2e-args", " ") ?? [];
const skipTests = listOption("skip-tests", ",") ?? [];
const onlyTests = listOption("tests", ",") ?? [];
const wanted = (tier: Tier) => !only || only.includes(tier);
const skipNote =
  (skipTests.length ? `; left out: ${skipTests.join(", ")}` : "") + (onlyTests.length ? `; only: ${onlyTests.join(", ")}` : "");
export const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

// Everything the test server prints during the api and e2e tiers, scanned afterwards for personal data.
// Not under test-results/: Playwright empties that folder when it starts.
const SERVER_LOG = path.join(ROOT, "test-logs", "server.log");

const results: { tier: string; status: "passed" | "failed" | "skipped"; note?: string; seconds: number }[] = [];
const cleanups: (() => Promise<void> | void)[] = [];

/** The command's exit code (scripts/run.ts). */
const run = async (command: string, commandArgs: string[], env: NodeJS.ProcessEnv) => (await runCommand(command, commandArgs, env)).code;

/** `note` may be a function: read once the tier ran, for figures the tier measured. */
async function tier(name: Tier | string, fn: () => Promise<number | "skipped">, note?: string | (() => string)) {
  const started = Date.now();
  console.log(`\n━━━ ${name} ━━━`);
  const code = await fn();
  const seconds = Math.round((Date.now() - started) / 100) / 10;
  const status = code === "skipped" ? "skipped" : code === 0 ? "passed" : "failed";
  results.push({ tier: name, status, note: typeof note === "function" ? note() : note, seconds });
}

type TestDatabase = {
  /** How the app and the tests connect to it: DATABASE_URL, the pool's size, whether connections share a session (lib/env.ts). */
  env: { DATABASE_URL: string; DATABASE_POOL_MAX: string; DATABASE_SHARED_SESSION: string };
  kind: string;
  engine: "postgres" | "pglite";
};

async function prepareDatabase(suffix = ""): Promise<TestDatabase> {
  const external =
    process.env.TEST_DATABASE_URL && suffix ? withDatabaseSuffix(process.env.TEST_DATABASE_URL, suffix) : process.env.TEST_DATABASE_URL;
  if (external && !forceEmbedded) {
    const url = new URL(external);
    const name = url.pathname.slice(1);
    await recreateDatabase(external);
    await migrateUrl(external);
    const env = { DATABASE_URL: external, DATABASE_POOL_MAX: "5", DATABASE_SHARED_SESSION: "" };
    return { env, kind: `PostgreSQL (${url.host}/${name})`, engine: "postgres" };
  }
  const db: EmbeddedDatabase = await startEmbeddedDatabase({ dataDir: "memory://" });
  cleanups.push(() => db.stop());
  await migrateUrl(db.url);
  return { env: { DATABASE_URL: db.url, ...EMBEDDED_CONNECTION_ENV }, kind: "embedded PGlite (in memory)", engine: "pglite" };
}

function withDatabaseSuffix(databaseUrl: string, suffix: string): string {
  const url = new URL(databaseUrl);
  url.pathname = `${url.pathname}${suffix}`;
  return url.toString();
}

/**
 * Builds the production app (and its standalone bundle) unless the last build is
 * of these sources; false when the build failed. Every tier builds with the
 * analytics stand-in's settings, so that one build serves them all.
 */
const ensureBuild = async (tierEnv: NodeJS.ProcessEnv) => {
  const env = { ...tierEnv, ...posthogBuildEnv() };
  return (await buildUnlessCurrent(() => buildStandalone(env), { env })) !== "failed";
};

/** Regions, clinics and the demo accounts, into env.DATABASE_URL. */
const seed = (env: NodeJS.ProcessEnv) => run(bin("tsx"), ["--conditions=react-server", "scripts/seed.ts"], { ...env, DEMO: "1" });

async function startServer(baseEnv: NodeJS.ProcessEnv, logPath = SERVER_LOG): Promise<{ baseUrl: string; env: NodeJS.ProcessEnv } | null> {
  if (!(await ensureBuild(baseEnv))) return null;
  if ((await seed(baseEnv)) !== 0) return null;

  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  // TEST_CLOCK: browser tests may fix the server's time (lib/clock.ts).
  // TRUSTED_PROXY_HOPS=1: the tests stand in for a proxy, each file giving its
  // clients their own X-Forwarded-For addresses (the right-most one counts).
  // ADMIN_EMAILS: one address the api tier proves is promoted only once verified (tests/api/auth.test.ts).
  const env = {
    ...baseEnv,
    NODE_ENV: "production" as const,
    DEMO: "1",
    TEST_CLOCK: "1",
    TRUSTED_PROXY_HOPS: "1",
    // Every test file alerts the same seeded clinics anonymously; the real
    // per-clinic cap (3 an hour) is tested on a server of its own (tests/api/abuse.test.ts).
    CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR: "10000",
    APP_URL: baseUrl,
    NEXTAUTH_URL: baseUrl,
    PORT: String(port),
    ADMIN_EMAILS: "promoted-admin@pawalert.test",
  };
  // The server logs at info level into SERVER_LOG (so the privacy scan sees
  // every event); only warnings, errors and non-JSON lines reach the console.
  const server = startNext(port, { ...env, LOG_LEVEL: "info" }, { logPath, echo: (line) => !/^\{.*"level":"(info|debug)"/.test(line) });
  cleanups.push(() => stopChild(server));
  if (!(await waitForHealth(`${baseUrl}/api/health`, server))) {
    console.error("The test server did not become healthy.");
    return null;
  }
  return { baseUrl, env: { ...env, BASE_URL: baseUrl } };
}

async function main() {
  // The tests' own build directory: their build inlines loopback analytics and
  // monitoring settings that `npm start` must never serve.
  process.env.NEXT_DIST_DIR ??= ".next-test";
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: "test-secret-not-for-production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
  };
  // The Prisma client is generated code (not committed): db tests and the build need it.
  if ((await run("node", ["scripts/prisma-generate.mjs"], env)) !== 0) throw new Error("prisma generate failed");
  const jest = (projects: string[], extra: string[] = [], tierEnv = env) =>
    run(
      bin("jest"),
      ["--selectProjects", ...projects, "--ci", ...extra, ...(onlyTests.length ? ["--passWithNoTests", ...onlyTests] : [])],
      {
        ...tierEnv,
        JEST_SKIP_TESTS: skipTests.join(","),
      },
    );

  if (wanted("lint")) await tier("lint", () => lint(env), "eslint --max-warnings=0, depcruise, prettier --check");
  if (wanted("unit")) {
    // Types first: message keys are checked by the compiler (types/next-intl.d.ts,
    // tests/types/message-keys.ts), and next typegen writes the route types tsc reads.
    await tier("types", async () => (await run(bin("next"), ["typegen"], env)) || run(bin("tsc"), ["--noEmit"], env));
  }

  if (wanted("unit") || wanted("components")) {
    await tier("unit + components", () => jest(TIERS.filter((t) => (t === "unit" || t === "components") && wanted(t))));
  }

  if (wanted("db") || wanted("api") || wanted("e2e")) await databaseTiers(env, jest);
  if (wanted("faults")) {
    await tier("faults", () => runFaultTier(env, { build: () => ensureBuild(env), seed }), "private PostgreSQL stopped for 5 s under load");
  }
  if (wanted("instances")) {
    let figures = "two standalone servers + two workers, one PostgreSQL";
    await tier(
      "instances",
      async () => {
        const external =
          process.env.TEST_DATABASE_URL && !forceEmbedded ? withDatabaseSuffix(process.env.TEST_DATABASE_URL, "_instances") : null;
        if (external) await recreateDatabase(external);
        return runInstancesTier(env, { build: () => ensureBuild(env), seed, databaseUrl: external, onFigures: (line) => (figures = line) });
      },
      () => figures,
    );
  }
}

/**
 * `npm run lint`'s three checks, all run even when one fails (all problems at once): ESLint (any warning
 * fails), dependency-cruiser (`npm run lint:imports`: lib/'s layers, no cycles, no orphans) and Prettier.
 */
async function lint(env: NodeJS.ProcessEnv): Promise<number> {
  const eslint = await run(bin("eslint"), ["--max-warnings=0", "."], env);
  if (eslint === 0) console.log("ESLint: no errors, no warnings.");
  const imports = await run("npm", ["run", "--silent", "lint:imports"], env);
  const prettier = await run(bin("prettier"), ["--check", "."], env);
  return eslint || imports || prettier;
}

async function databaseTiers(
  env: NodeJS.ProcessEnv,
  jest: (projects: string[], extra?: string[], tierEnv?: NodeJS.ProcessEnv) => Promise<number>,
) {
  // TEST_DB_ENGINE lets a test skip what the single-session embedded database cannot do (e.g. SKIP LOCKED races).
  const envFor = (database: TestDatabase) => ({
    ...env,
    ...database.env,
    TEST_DB_ENGINE: database.engine,
  });
  let database = await prepareDatabase();
  console.log(`\nDatabase for tests: ${database.kind}`);

  if (wanted("db")) {
    await tier("db", () => jest(["db"], ["--runInBand"], envFor(database)), database.kind + skipNote);
    // A fresh database for the server: the db tier's fixtures (regions, clinics) must
    // not appear on the pages the browser tests count.
    if (wanted("api") || wanted("e2e")) database = await prepareDatabase();
  }

  if (!wanted("api") && !wanted("e2e")) return;
  const peers = await startPeers();
  cleanups.push(peers.stop);
  const server = await startServer({ ...envFor(database), ...peers.env });
  if (!server) {
    results.push({ tier: "server", status: "failed", note: "build or start failed", seconds: 0 });
    return;
  }
  if (wanted("api")) await tier("api", () => jest(["api"], ["--runInBand"], server.env), server.baseUrl + skipNote);
  if (wanted("e2e")) {
    const hasChromium = existsSync(CHROMIUM);
    if (!hasChromium && process.env.REQUIRE_E2E !== "1") {
      await tier(
        "e2e",
        async () => "skipped",
        `Chromium not found at ${CHROMIUM}: install Debian's chromium package to run the browser tests`,
      );
    } else {
      // The same build-time (NEXT_PUBLIC_*) settings as the main server, no channel.
      const publicEnv = Object.fromEntries(Object.entries(peers.env).filter(([key]) => key.startsWith("NEXT_PUBLIC_")));
      const demo = await startDemoServer({ ...env, ...publicEnv });
      if (!demo) {
        results.push({ tier: "demo server", status: "failed", note: "build or start failed", seconds: 0 });
        return;
      }
      await tier(
        "e2e",
        () => run(bin("playwright"), ["test", ...e2eArgs], { ...server.env, ...demo, CHROMIUM_PATH: CHROMIUM }),
        server.baseUrl,
      );
    }
  }
  await tier("log privacy", async () => checkServerLog(secretsOf(server.env)), SERVER_LOG);
}

/**
 * The demo as `npm start` runs it: demo mode, no messaging channel configured
 * (so the demo inbox is on), its own database and worker. The e2e specs that
 * need it read DEMO_BASE_URL and DEMO_DATABASE_URL.
 */
async function startDemoServer(
  env: NodeJS.ProcessEnv,
): Promise<Record<"DEMO_BASE_URL" | "DEMO_DATABASE_URL" | "DEMO_HKO_PEER_URL", string> | null> {
  const database = await prepareDatabase("_demo");
  // Its own Observatory stand-in: a typhoon signal set for one server's tests never shows on the other's pages.
  const hko = await startHkoPeer();
  cleanups.push(hko.stop);
  const server = await startServer(
    {
      ...env,
      ...hko.env,
      ...database.env,
      WORKER_POLL_MS: "250",
      HOLIDAYS_FEED_URL: "",
      AVAILABILITY_ASK_POLL_MS: "500",
    },
    path.join(ROOT, "test-logs", "demo-server.log"),
  );
  return server
    ? { DEMO_BASE_URL: server.baseUrl, DEMO_DATABASE_URL: database.env.DATABASE_URL, DEMO_HKO_PEER_URL: hko.env.HKO_PEER_URL }
    : null;
}

const secretsOf = (env: NodeJS.ProcessEnv) =>
  Object.entries(env)
    .filter(([key]) => /TOKEN|SECRET|PASSWORD|API_KEY/.test(key))
    .map(([, value]) => value);

/** Fails when the server printed personal data or secrets in clear, or printed no events at all (nothing was checked). */
function checkServerLog(secrets: (string | undefined)[]): number {
  const text = readFileSync(SERVER_LOG, "utf8");
  const events = countLogEvents(text);
  const findings = scanLogForPersonalData(text, secrets);
  console.log(`${events} log events, ${text.split("\n").length} lines scanned`);
  for (const f of findings) console.error(`  line ${f.line}: ${f.kind} in clear (${f.excerpt})`);
  if (events === 0) console.error("The server wrote no log events: the scan would prove nothing.");
  return events > 0 && findings.length === 0 ? 0 : 1;
}

async function finish(code: number) {
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup failed:", (error as Error).message);
    }
  }
  console.log("\n━━━ summary ━━━");
  for (const r of results)
    console.log(`${r.status.toUpperCase().padEnd(8)} ${r.tier.padEnd(18)} ${String(r.seconds).padStart(6)} s  ${r.note ?? ""}`);
  const failed = results.some((r) => r.status === "failed");
  process.exit(failed || code ? 1 : 0);
}

process.on("SIGINT", () => void finish(130));
process.on("SIGTERM", () => void finish(143));
main().then(
  () => finish(0),
  (error: Error) => {
    console.error(`Test run failed: ${error.stack ?? error.message}`);
    void finish(1);
  },
);
