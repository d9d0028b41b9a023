// npm run bench: the performance suite. Builds for production (into
// NEXT_DIST_DIR, default .next-bench), starts `next start` against a real
// PostgreSQL + PostGIS (BENCH_DATABASE_URL, whose database is dropped and
// recreated, or else a throwaway server started here as .ci/run does), seeds it
// as the test runner does, then measures:
//   page weight   gzip size of the JS and CSS a first visit downloads
//   lighthouse    5 mobile runs per page (simulated throttling, the CPU slowed by
//                 the host's benchmarkIndex / 500: scripts/bench-calibrate.ts), median
//   wizard        Playwright completes the wizard with no think time, 5 runs
//   load          autocannon per endpoint at ~300 clinics, and at 100,000
//   API latency   admin clinic list over 10,000 clinics, results-page data
//   KNN vs naive  nearest 200 of 100,000 clinics, SQL KNN against JavaScript
//   push          submit → push request received by a stand-in push service, under the POST load
//                 (its own server and worker with push configured: scripts/bench-push.ts)
// and writes bench/results.json and docs/benchmarks.generated.md. No pass/fail here: budgets
// are checked by `npm run bench:check`. Options: --runs=N (Lighthouse runs per page),
// --report-only (rewrite docs/benchmarks.generated.md from the last bench/results.json),
// --only=lighthouse (only the Lighthouse runs, written to bench/lighthouse.json or --out=FILE),
// --only=load (only the load suites, at ~300 then 100,000 clinics, logged and not written),
// --only=push (only the push measurement, at ~300 clinics, written to bench/push.json or --out=FILE),
// --cpu-load=N (N processes spin on the CPU meanwhile: a slower machine, to compare calibrated scores),
// --pages=/emergency,results (with --only=lighthouse: only these pages, any path; "results" is the results page).
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import pg from "pg";
import { buildUnlessCurrent, distDir } from "@/lib/build-fingerprint";
import { migrateUrl } from "@/lib/db/migrate";
import {
  EMERGENCY_POST_TARGET,
  knnVersusNaive,
  loadTargets,
  loadTest,
  LOAD_CONNECTIONS,
  LOAD_SECONDS,
  type LoadFigures,
} from "./bench-load";
import { twoTapTime } from "./bench-two-tap";
import { wizardTime } from "./bench-wizard";
import {
  buildStandalone,
  freePort,
  recreateDatabase,
  spawnStandalone,
  standaloneDir,
  startNext,
  stopChild,
  waitForHealth,
} from "./local-server";
import { PG_BIN, startPrivatePostgres } from "./private-postgres";
import { median, timeCalls, timing } from "./bench-stats";
import { cpuSlowdownFor, measureBenchmarkIndex, spinCores, steadyIndexes } from "./bench-calibrate";
import { assetsOf } from "./page-weight";
import { dueMessages, measurePush, pushDevices, SUBMIT_EVERY_MS, type PushFigures } from "./bench-push";
import { DEFAULTS as WORKER_DEFAULTS } from "@/lib/messaging/worker";
import { startPushPeer } from "@/tests/peers/push";
import {
  ADMIN_BUDGET_CASE,
  EMERGENCY_POST,
  HEALTH_GET,
  LIGHTHOUSE_PAGES,
  FLOOR_PAGE,
  NEAREST_GET,
  RESULTS_PAGE,
  servedPath,
  WEIGHT_PAGES,
  checkBudgets,
  formatFigure,
  type BenchResults,
  type Round,
} from "./bench-budgets";
import { bin, ROOT, runCommand } from "./run";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const POSTGIS_CONTROL = path.join(PG_BIN, "..", "..", "..", "..", "share", "postgresql", "15", "extension", "postgis.control");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--no-first-run",
  "--disable-sync",
];
const option = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LIGHTHOUSE_RUNS = Number(option("runs") ?? 5);
const ONLY_LIGHTHOUSE = option("only") === "lighthouse";
const ONLY_LOAD = option("only") === "load";
const ONLY_PUSH = option("only") === "push";
/** Times a Lighthouse run is taken again when the machine's speed moved during it (the last one is kept regardless). */
const UNSTEADY_RETRIES = 2;
const CPU_LOAD = Number(option("cpu-load") ?? 0);
const ONLY_PAGES = option("pages")
  ?.split(",")
  .map((p) => (p === "results" ? RESULTS_PAGE : p));
const HTTP_RUNS = 50;
/** Where the benchmark's emergency request is (Wan Chai). */
const REQUEST_POSITION = { latitude: 22.2783, longitude: 114.1747 };
const STARTED = Date.now();

process.env.NEXT_DIST_DIR ||= ".next-bench";
const DIST = distDir(ROOT);
const cleanups: (() => Promise<void> | void)[] = [];
const seconds: Record<string, number> = {};
/** The host's 1-minute load average as each phase ended: how busy the machine was while it was measured. */
const loadAverage: Record<string, number> = {};

function log(message: string) {
  console.log(`[bench ${Math.round((Date.now() - STARTED) / 1000)}s] ${message}`);
}

async function phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  log(`${name}...`);
  const result = await fn();
  seconds[name] = Math.round((Date.now() - started) / 100) / 10;
  loadAverage[name] = Math.round(os.loadavg()[0] * 100) / 100;
  log(`${name}: ${seconds[name]} s, load average ${loadAverage[name]}`);
  return result;
}

const run = (command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false) => runCommand(command, args, env, { quiet });

function fail(message: string): never {
  throw Object.assign(new Error(message), { clean: true });
}

// ─── database ────────────────────────────────────────────────────────────────

/** A throwaway PostgreSQL on loopback in a temp directory (scripts/private-postgres.ts). */
async function startThrowawayPostgres(): Promise<string> {
  const missing = [!existsSync(path.join(PG_BIN, "initdb")) && "PostgreSQL 15", !existsSync(POSTGIS_CONTROL) && "PostGIS 3"].filter(
    Boolean,
  );
  if (missing.length) {
    fail(
      `${missing.join(" and ")} not installed (looked for ${PG_BIN}/initdb and ${POSTGIS_CONTROL}).\n` +
        `Install them with:  sudo apt-get install postgresql-15 postgresql-15-postgis-3\n` +
        `or point the benchmark at an existing server:  BENCH_DATABASE_URL=postgresql://user@host:5432/pawalert_bench npm run bench\n` +
        `(PostgreSQL 15+ with PostGIS 3; that database is dropped and recreated).`,
    );
  }
  const cluster = await startPrivatePostgres().catch((error: Error) => fail(`PostgreSQL did not start: ${error.message}`));
  cleanups.push(() => cluster.destroy());
  const url = cluster.urlFor("pawalert_bench");
  await recreateDatabase(url);
  return url;
}

async function prepareDatabase(): Promise<{ url: string; kind: string }> {
  const external = process.env.BENCH_DATABASE_URL;
  if (external) {
    const name = new URL(external).pathname.slice(1);
    if (!/^[\w-]+$/.test(name)) fail(`BENCH_DATABASE_URL must name a database (got "${name}")`);
    await recreateDatabase(external);
    await migrateUrl(external);
    const u = new URL(external);
    return { url: external, kind: `PostgreSQL at ${u.host}${u.pathname} (BENCH_DATABASE_URL)` };
  }
  const url = await startThrowawayPostgres();
  await migrateUrl(url);
  return { url, kind: "throwaway PostgreSQL 15 + PostGIS (temp dir, fsync off)" };
}

// ─── build and server ────────────────────────────────────────────────────────

async function build(env: NodeJS.ProcessEnv): Promise<boolean> {
  const outcome = await buildUnlessCurrent(
    async () => {
      // `next build` adds its dist dir's types to tsconfig.json's include list;
      // put the committed file back afterwards so a bench run leaves no change.
      const tsconfig = readFileSync("tsconfig.json", "utf8");
      try {
        return await buildStandalone(env);
      } finally {
        if (readFileSync("tsconfig.json", "utf8") !== tsconfig) writeFileSync("tsconfig.json", tsconfig);
      }
    },
    { env },
  );
  if (outcome === "failed") fail("next build failed");
  if (outcome === "current") log(`the build in ${path.relative(ROOT, DIST)} matches the sources; not rebuilding`);
  return outcome === "built";
}

async function startServer(env: NodeJS.ProcessEnv): Promise<{ baseUrl: string; server: ReturnType<typeof startNext> }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const server = startNext(port, {
    ...env,
    NODE_ENV: "production",
    APP_URL: baseUrl,
    NEXTAUTH_URL: baseUrl,
    PORT: String(port),
    TRUSTED_PROXY_HOPS: "1",
  });
  cleanups.push(() => stopChild(server));
  if (!(await waitForHealth(`${baseUrl}/api/health`, server))) fail("the server did not become healthy");
  return { baseUrl, server };
}

// ─── page weight ─────────────────────────────────────────────────────────────

async function assetBytes(baseUrl: string, url: string): Promise<Buffer> {
  const pathname = new URL(url, baseUrl).pathname;
  if (pathname.startsWith("/_next/static/")) {
    const file = path.join(DIST, "static", decodeURIComponent(pathname.slice("/_next/static/".length)));
    if (existsSync(file)) return readFileSync(file);
  }
  const res = await fetch(new URL(url, baseUrl));
  if (!res.ok) fail(`asset ${url} answered ${res.status}`);
  return Buffer.from(await res.arrayBuffer());
}

async function pageWeight(baseUrl: string, pages: Record<string, string>): Promise<BenchResults["pageWeight"]> {
  const out: BenchResults["pageWeight"] = {};
  for (const [label, pathname] of Object.entries(pages)) {
    const res = await fetch(new URL(pathname, baseUrl), { headers: { "accept-language": "en" } });
    if (!res.ok) fail(`${pathname} answered ${res.status}`);
    const html = await res.text();
    const assets = assetsOf(html);
    const measure = async (list: string[]) => {
      let raw = 0;
      let gzip = 0;
      const files: { path: string; gzip: number }[] = [];
      for (const url of list) {
        const bytes = await assetBytes(baseUrl, url);
        const zipped = gzipSync(bytes, { level: 9 }).length;
        raw += bytes.length;
        gzip += zipped;
        files.push({ path: new URL(url, baseUrl).pathname, gzip: zipped });
      }
      return { files: list.length, raw, gzip, list: files };
    };
    out[label] = {
      url: pathname,
      js: await measure(assets.js),
      css: await measure(assets.css),
      htmlGzip: gzipSync(html, { level: 9 }).length,
    };
    log(
      `${label}: JS ${(out[label].js.gzip / 1000).toFixed(1)} KB gzip in ${assets.js.length} files, CSS ${(out[label].css.gzip / 1000).toFixed(1)} KB`,
    );
  }
  return out;
}

// ─── lighthouse ──────────────────────────────────────────────────────────────

/**
 * One calibrated Lighthouse gather: the page is loaded and traced
 * unthrottled (the mobile preset simulates throttling afterwards), and the
 * host's benchmarkIndex is taken just before, by Lighthouse during the run, and
 * just after; their median sets the CPU multiplier (benchmarkIndex / 500), so a
 * machine that got busier or quieter around this trace is slowed by what it was
 * then. The simulation reads the multiplier when auditing, so the saved
 * settings are given the one chosen.
 */
async function calibratedRun(page: string, url: string, artifacts: string, env: NodeJS.ProcessEnv) {
  const before = await measureBenchmarkIndex(CHROMIUM);
  const gathered = await run(
    bin("lighthouse"),
    [url, `-G=${artifacts}`, "--only-categories=performance,seo", "--quiet", `--chrome-flags=${CHROME_FLAGS.join(" ")}`],
    { ...env, CHROME_PATH: CHROMIUM },
    true,
  );
  const file = path.join(artifacts, "artifacts.json");
  if (gathered.code !== 0 || !existsSync(file)) fail(`lighthouse could not load ${page}:\n${gathered.output.slice(-2000)}`);
  const after = await measureBenchmarkIndex(CHROMIUM);
  const saved = JSON.parse(readFileSync(file, "utf8"));
  const samples = [before.index, Math.round(saved.BenchmarkIndex), after.index];
  const index = median(samples);
  const multiplier = cpuSlowdownFor(index);
  saved.settings.throttling.cpuSlowdownMultiplier = multiplier;
  writeFileSync(file, JSON.stringify(saved));
  return { index, samples, multiplier };
}

async function lighthouse(baseUrl: string, env: NodeJS.ProcessEnv, paths: Record<string, string>): Promise<BenchResults["lighthouse"]> {
  const out: BenchResults["lighthouse"] = {};
  const dir = mkdtempSync(path.join(os.tmpdir(), "pawalert-lighthouse."));
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
  for (const page of ONLY_PAGES ?? [...LIGHTHOUSE_PAGES, FLOOR_PAGE]) {
    const url = new URL(paths[page] ?? page, baseUrl).toString();
    await fetch(url); // warm the server's caches for this route
    const runs: BenchResults["lighthouse"][string]["runs"] = [];
    for (let i = 0; i < LIGHTHOUSE_RUNS; i++) {
      const report = path.join(dir, `run-${runs.length}.json`);
      const artifacts = path.join(dir, `artifacts-${page.replace(/\W+/g, "_")}-${runs.length}`);
      let calibrated = await calibratedRun(page, url, artifacts, env);
      for (let retry = 1; retry <= UNSTEADY_RETRIES && !steadyIndexes(calibrated.samples); retry++) {
        log(`lighthouse ${page}: indexes ${calibrated.samples.join("/")} moved more than 25 % during the trace; taken again (${retry})`);
        rmSync(artifacts, { recursive: true, force: true });
        calibrated = await calibratedRun(page, url, artifacts, env);
      }
      const { index, samples, multiplier } = calibrated;
      // The audit: the mobile preset's simulation of the trace just taken, with our CPU multiplier.
      const audited = await run(
        bin("lighthouse"),
        [
          `-A=${artifacts}`,
          "--only-categories=performance,seo",
          `--throttling.cpuSlowdownMultiplier=${multiplier}`,
          "--output=json",
          `--output-path=${report}`,
          "--quiet",
        ],
        { ...env, CHROME_PATH: CHROMIUM },
        true,
      );
      if (audited.code !== 0 || !existsSync(report)) fail(`lighthouse failed on ${page}:\n${audited.output.slice(-2000)}`);
      const lhr = JSON.parse(readFileSync(report, "utf8"));
      if (lhr.runtimeError) fail(`lighthouse on ${page}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
      const audit = (id: string) => lhr.audits[id]?.numericValue as number;
      const scripts = (lhr.audits["resource-summary"]?.details?.items ?? []).find(
        (i: { resourceType: string }) => i.resourceType === "script",
      );
      const lcpNode = lhr.audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node;
      runs.push({
        score: Math.round(lhr.categories.performance.score * 100),
        seo: Math.round(lhr.categories.seo.score * 100),
        lcp: Math.round(audit("largest-contentful-paint")),
        cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
        tbt: Math.round(audit("total-blocking-time")),
        fcp: Math.round(audit("first-contentful-paint")),
        si: Math.round(audit("speed-index")),
        scriptTransfer: scripts?.transferSize ?? 0,
        benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
        calibratedIndex: index,
        multiplier,
        lcpElement: lcpNode?.nodeLabel ? `${lcpNode.selector ?? ""} "${String(lcpNode.nodeLabel).slice(0, 60)}"` : "",
        ...mainThreadOf(lhr),
      });
      const r = runs[runs.length - 1];
      log(
        `lighthouse ${page} run ${runs.length}: benchmarkIndex ${r.calibratedIndex} (before/in-run/after ${samples.join("/")}) → CPU ×${multiplier}; score ${r.score}, LCP ${r.lcp} ms, CLS ${r.cls}, TBT ${r.tbt} ms`,
      );
    }
    const pick = (k: Exclude<keyof (typeof runs)[number], "lcpElement" | "mainThread" | "bootup">) => median(runs.map((r) => r[k] ?? 0));
    const groups = [...new Set(runs.flatMap((r) => Object.keys(r.mainThread ?? {})))];
    out[page] = {
      runs,
      median: {
        score: pick("score"),
        seo: pick("seo"),
        lcp: pick("lcp"),
        cls: pick("cls"),
        tbt: pick("tbt"),
        fcp: pick("fcp"),
        si: pick("si"),
        scriptTransfer: pick("scriptTransfer"),
        benchmarkIndex: pick("benchmarkIndex"),
        calibratedIndex: pick("calibratedIndex"),
        multiplier: pick("multiplier"),
        mainThread: Object.fromEntries(groups.map((g) => [g, median(runs.map((r) => r.mainThread?.[g] ?? 0))])),
      },
    };
  }
  return out;
}

/** What each ms of main-thread work is, as the simulation (at our multiplier) counts it. */
function mainThreadOf(lhr: { audits: Record<string, { details?: { items?: Record<string, unknown>[] } }> }) {
  const mainThread = Object.fromEntries(
    (lhr.audits["mainthread-work-breakdown"]?.details?.items ?? []).map((i) => [String(i.group), Math.round(Number(i.duration))]),
  );
  const bootup = (lhr.audits["bootup-time"]?.details?.items ?? []).slice(0, 8).map((i) => ({
    url: String(i.url).replace(/^https?:\/\/[^/]+/, ""),
    total: Math.round(Number(i.total)),
    scripting: Math.round(Number(i.scripting)),
    parse: Math.round(Number(i.scriptParseCompile)),
  }));
  return { mainThread, bootup };
}

// ─── API latency ─────────────────────────────────────────────────────────────

async function timeHttp(fn: () => Promise<Response>, runs = HTTP_RUNS) {
  const first = await fn(); // warm-up
  if (!first.ok) fail(`${first.url} answered ${first.status}: ${(await first.text()).slice(0, 300)}`);
  await first.arrayBuffer().catch(() => undefined);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const res = await fn();
    await res.arrayBuffer();
    times.push(performance.now() - started);
  }
  return timing(times);
}

async function apiLatency(baseUrl: string, requestId: string): Promise<BenchResults["api"]> {
  // In-process pieces use the same database as the server (env set in main()).
  const { ADMIN_LIST_CASES, ADMIN_LIST_TARGET, measureAdminList } = await import("./bench-admin-list");
  const { searchClinics } = await import("@/lib/clinics/search");
  const { getServerEnv } = await import("@/lib/env");
  const { api } = await import("@/tests/utils/http");

  const { clinics, admin } = await clinicsAndAdmin(ADMIN_LIST_TARGET);
  const adminListHttp: BenchResults["api"]["adminListHttp"] = {};
  for (const [label, params] of Object.entries(ADMIN_LIST_CASES)) {
    const path = `/api/admin/clinics?${new URLSearchParams(params)}`;
    const t = await timeHttp(() => api(path, { jar: admin.jar }));
    const body = (await (await api(path, { jar: admin.jar })).json()) as { filtered: number };
    adminListHttp[label] = { ...t, matching: body.filtered };
    log(`admin list API "${label}": median ${t.median} ms`);
  }
  const adminListQuery = await measureAdminList(HTTP_RUNS);

  // The results page's nearest clinics (lib/emergency/results.ts: KNN from the request's position).
  const nearest = { near: REQUEST_POSITION, limit: getServerEnv().NEAREST_CLINICS_LIMIT };
  const searched = await timeCalls(HTTP_RUNS, () => searchClinics(nearest));
  const resultsData = { ...searched.timing, clinicsReturned: searched.last.length };
  const resultsPageHttp = await timeHttp(() => fetch(new URL(`/emergency-results/${requestId}`, baseUrl)), 20);
  log(`results data: median ${resultsData.median} ms; results page: median ${resultsPageHttp.median} ms`);
  return { clinics, adminListHttp, adminListQuery, resultsData, resultsPageHttp };
}

// ─── server load ─────────────────────────────────────────────────────────────

const SMALL_CLINICS = 300;
const LARGE_CLINICS = 100_000;

/** Tops the clinics up to `target` (synthetic ones, then VACUUM (ANALYZE)); how many there are. */
async function topUpTo(target: number): Promise<number> {
  const { topUpClinics } = await import("./bench-admin-list");
  const { vacuumAnalyzeClinics } = await import("@/lib/clinics/synthetic");
  const { db } = await import("@/lib/db");
  const added = await topUpClinics(target);
  await vacuumAnalyzeClinics();
  const clinics = await db.clinic.count();
  log(`clinics: ${clinics} (${added} synthetic added)`);
  return clinics;
}

/** Tops the clinics up to `target` and signs the demo admin in. */
async function clinicsAndAdmin(target: number) {
  const clinics = await topUpTo(target);
  const { signIn } = await import("@/tests/utils/http");
  const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("@/lib/seed/seed");
  const admin = await signIn(DEMO_ACCOUNTS.admin, DEMO_PASSWORD);
  if (!admin.ok) fail(`could not sign in as the demo admin: ${admin.error}`);
  return { clinics, admin };
}

/** Tops the clinics up to `target`, then runs every load target against the server. */
async function loadSuite(baseUrl: string, requestId: string, target: number, withPost: boolean) {
  const { clinics, admin } = await clinicsAndAdmin(target);
  const endpoints: Record<string, LoadFigures> = {};
  const targets = loadTargets(requestId, admin.jar.header());
  for (const t of targets) {
    endpoints[t.label] = await loadTest(baseUrl, t);
    const e = endpoints[t.label];
    log(`${t.label}: ${e.requestsPerSecond} req/s, p50 ${e.p50} / p95 ${e.p95} / p99 ${e.p99} ms, ${e.errors + e.non2xx} failed`);
  }
  // The ratio budgets (nearest-200 at both sizes; the POST at ~300): three more back-to-back
  // rounds, the median checked. The POST is left out at 100,000, where it has no budget.
  const byLabel = (label: string) => targets.find((t) => t.label === label)!;
  const rounds: Round[] = [];
  for (let round = 0; round < 3; round++) {
    const runs = [await loadTest(baseUrl, byLabel(HEALTH_GET)), await loadTest(baseUrl, byLabel(NEAREST_GET))];
    if (withPost) runs.push(await loadTest(baseUrl, byLabel(EMERGENCY_POST)));
    const [health, nearest, post] = runs.map((x) => x.requestsPerSecond);
    rounds.push({ health, nearest, post, failed: runs.reduce((n, x) => n + x.errors + x.non2xx, 0) });
    log(`round ${round + 1}: health ${health} req/s, nearest-200 ${nearest} req/s${post === undefined ? "" : `, POST ${post} req/s`}`);
  }
  return { clinics, endpoints, rounds };
}

// ─── push ────────────────────────────────────────────────────────────────────

/**
 * Submit → push under the POST load, on a server and worker of its own with push configured against
 * the stand-in push service: on the main server push stays off, as the results page would otherwise
 * carry the push panel into the page weight and Lighthouse figures. Both are stopped afterwards.
 */
async function pushSuite(env: NodeJS.ProcessEnv, databaseUrl: string): Promise<PushFigures> {
  const benchmarkIndex = (await measureBenchmarkIndex(CHROMIUM)).index;
  const peer = await startPushPeer();
  cleanups.push(() => peer.stop());
  const pollMs = WORKER_DEFAULTS.pollMs;
  // No outside feed: the worker must not reach the internet.
  const pushEnv = { ...env, ...peer.env, WORKER_POLL_MS: String(pollMs), HOLIDAYS_FEED_URL: "", HKO_WARNSUM_URL: "" };
  const { baseUrl, server } = await startServer(pushEnv);
  // The outbox worker as the image runs it (`node worker.js`), beside a server with WORKER=off.
  const worker = spawnStandalone(standaloneDir(env), "worker.js", { ...pushEnv, NODE_ENV: "production", APP_URL: baseUrl }, [
    "ignore",
    "inherit",
    "inherit",
  ]);
  cleanups.push(() => stopChild(worker));
  // One connection for the devices and the outbox polls.
  const sql = new pg.Client({ connectionString: databaseUrl });
  try {
    await sql.connect();
    const devices = await pushDevices(sql, peer);
    process.env.BASE_URL ||= baseUrl;
    const { signIn } = await import("@/tests/utils/http");
    const { DEMO_ACCOUNTS, DEMO_PASSWORD } = await import("@/lib/seed/seed");
    const owner = await signIn(DEMO_ACCOUNTS.owner, DEMO_PASSWORD);
    if (!owner.ok) fail(`could not sign in as the demo owner: ${owner.error}`);
    // Whatever the worker found due at its start (a day's availability asks) is sent before the measurement.
    const deadline = Date.now() + 120_000;
    while ((await dueMessages(sql)) > 0) {
      if (Date.now() > deadline) fail("the worker did not empty the outbox within 2 minutes");
      await new Promise((r) => setTimeout(r, 500));
    }
    const figures = {
      ...(await measurePush(baseUrl, EMERGENCY_POST_TARGET, { peer, devices, ownerCookie: owner.jar.header(), pollMs })),
      benchmarkIndex,
    };
    log(
      `push: ${figures.received} of ${figures.expected} pushes (${figures.submissions} submissions × ${figures.clinicsPerRequest} clinics), ` +
        `${figures.duplicates} duplicated, ${figures.lost} lost, ${figures.refused} refused; broadcast 201 → push received p50 ${figures.p50} / ` +
        `p95 ${figures.p95} / max ${figures.max} ms (poll ${pollMs} ms); POST load ${figures.postRequestsPerSecond} req/s, ${figures.postFailed} failed; benchmarkIndex ${benchmarkIndex}`,
    );
    return figures;
  } finally {
    await sql.end().catch(() => undefined);
    await stopChild(worker);
    await stopChild(server);
  }
}

/** --only=push: the push measurement alone at ~300 clinics, written to bench/push.json (or --out), results.json untouched. */
async function pushOnly(env: NodeJS.ProcessEnv, databaseUrl: string) {
  await topUpTo(SMALL_CLINICS);
  const push = await phase("push", () => pushSuite(env, databaseUrl));
  const file = option("out") ?? "bench/push.json";
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify({ date: new Date().toISOString(), machine: machine(), loadAverage, push }, null, 2)}\n`);
  const verdicts = checkBudgets({ push } as BenchResults).filter((v) => v.label.startsWith("Push:"));
  for (const v of verdicts) log(`${v.pass ? "PASS" : "FAIL"} ${v.label}: ${formatFigure(v)} (${v.limit})`);
  log(`wrote ${file}`);
}

// ─── report ──────────────────────────────────────────────────────────────────

function machine() {
  const cpus = os.cpus();
  return {
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? "unknown",
    memory: `${Math.round(os.totalmem() / 2 ** 30)} GiB`,
    os: `${os.type()} ${os.release()} ${os.arch()}`,
    node: process.version,
    chromium: spawnSync(CHROMIUM, ["--version"], { encoding: "utf8" }).stdout?.trim() || "unknown",
    lighthouse: JSON.parse(readFileSync(path.join(ROOT, "node_modules", "lighthouse", "package.json"), "utf8")).version,
    commit: spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout?.trim() || "unknown",
  };
}

/** The bench's tables; BENCHMARKS.md (written by hand) explains them. */
const GENERATED = "docs/benchmarks.generated.md";

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

function markdown(r: BenchResults & { database: string; totalSeconds: number; loadAverage?: Record<string, number> }): string {
  const verdicts = checkBudgets(r);
  const lines: string[] = [];
  const p = (s = "") => lines.push(s);
  // Figures only: what they mean and why is written by hand in BENCHMARKS.md.
  p("# PawAlert benchmark figures (generated)");
  p();
  p("Written by `npm run bench` (scripts/bench.ts) from `bench/results.json`; do not edit. Explanations: BENCHMARKS.md.");
  p("Sizes in KB = 1,000 bytes.");
  p();
  p(`- Date: ${r.date}`);
  p(`- Machine: ${r.machine.cores} cores (${r.machine.cpu}), ${r.machine.memory} memory, ${r.machine.os}`);
  p(`- Software: Node.js ${r.machine.node}, ${r.machine.chromium}, Lighthouse ${r.machine.lighthouse}, commit ${r.machine.commit}`);
  p(`- Database: ${r.database}`);
  p(
    `- Suite run time: ${Math.round(r.totalSeconds)} s (${Object.entries(r.seconds)
      .map(([k, v]) => `${k} ${Math.round(v)} s`)
      .join(", ")})`,
  );
  if (r.loadAverage)
    p(
      `- Load average (1 min) as each phase ended: ${Object.entries(r.loadAverage)
        .map(([k, v]) => `${k} ${v}`)
        .join(", ")}`,
    );
  p();
  p("## Budgets");
  p();
  p("| budget | figure | limit | result |");
  p("|---|---:|---|---|");
  for (const v of verdicts) p(`| ${v.label} | ${formatFigure(v)} | ${v.limit} | ${v.pass ? "PASS" : "**FAIL**"} |`);
  p();
  p("## Page weight (first visit, production build)");
  p();
  p("| page | JS gzip | JS files | JS raw | CSS gzip | HTML gzip |");
  p("|---|---:|---:|---:|---:|---:|");
  for (const [page, w] of Object.entries(r.pageWeight))
    p(`| \`${page}\` | ${kb(w.js.gzip)} KB | ${w.js.files} | ${kb(w.js.raw)} KB | ${kb(w.css.gzip)} KB | ${kb(w.htmlGzip)} KB |`);
  p();
  const weights = Object.values(r.pageWeight);
  const shared = weights[0]?.js.list.filter((f) => weights.every((w) => w.js.list.some((g) => g.path === f.path))) ?? [];
  p(`Loaded by every one of these pages: ${kb(shared.reduce((n, f) => n + f.gzip, 0))} KB gzip in ${shared.length} files.`);
  p();
  p("## Lighthouse (mobile preset, simulated throttling, CPU calibrated to benchmarkIndex 500)");
  p();
  p("| page | score | LCP | CLS | TBT | FCP | Speed Index | all JS loaded | benchmarkIndex | CPU × | scores of each run |");
  p("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const [page, l] of Object.entries(r.lighthouse))
    p(
      `| \`${page}\` | ${l.median.score} | ${l.median.lcp} ms | ${l.median.cls} | ${l.median.tbt} ms | ${l.median.fcp} ms | ${l.median.si} ms | ${kb(l.median.scriptTransfer)} KB | ${l.median.calibratedIndex} | ${l.median.multiplier} | ${l.runs.map((x) => `${x.score} (×${x.multiplier})`).join(", ")} |`,
    );
  p();
  const first = Object.values(r.lighthouse)[0];
  p(
    `${first?.runs.length ?? 0} runs per page, medians. Before each run the host's benchmarkIndex is measured (median of 3) and the CPU slowed by benchmarkIndex ÷ 500 (scripts/bench-calibrate.ts); Lighthouse's own benchmarkIndex (median): ${first?.median.benchmarkIndex}.`,
  );
  p(
    "LCP element of each page (last run): " +
      Object.entries(r.lighthouse)
        .map(([page, l]) => `\`${page}\` ${l.runs.at(-1)?.lcpElement || "?"}`)
        .join("; ") +
      ".",
  );
  const floor = r.lighthouse[FLOOR_PAGE]?.median;
  const signed = (n: number) => `${n >= 0 ? "+" : ""}${n}`;
  if (floor)
    p(
      `Each page against the framework's floor (\`${FLOOR_PAGE}\`: static text under the same layout, score ${floor.score}, TBT ${floor.tbt} ms): ` +
        Object.entries(r.lighthouse)
          .filter(([page]) => page !== FLOOR_PAGE)
          .map(([page, { median: m }]) => `\`${page}\` score ${signed(m.score - floor.score)}, TBT ${signed(m.tbt - floor.tbt)} ms`)
          .join("; ") +
        ".",
    );
  p();
  p(`## API latency (${r.api.clinics.toLocaleString("en")} clinics)`);
  p();
  p(`Admin clinic list over HTTP and in process, ${HTTP_RUNS} sequential calls after a warm-up:`);
  p();
  p("| filter | API median | API p90 | query median | query p90 | matching |");
  p("|---|---:|---:|---:|---:|---:|");
  for (const [label, h] of Object.entries(r.api.adminListHttp)) {
    const q = r.api.adminListQuery[label];
    p(
      `| ${label}${label === ADMIN_BUDGET_CASE ? " (budget)" : ""} | ${h.median} ms | ${h.p90} ms | ${q?.median} ms | ${q?.p90} ms | ${h.matching} |`,
    );
  }
  p();
  p(`Results page: \`searchClinics()\` (nearest ${r.api.resultsData.clinicsReturned}) and the whole page over HTTP:`);
  p();
  p("| figure | median | p90 | runs |");
  p("|---|---:|---:|---:|");
  p(`| nearest clinics (\`searchClinics\`) | ${r.api.resultsData.median} ms | ${r.api.resultsData.p90} ms | ${r.api.resultsData.runs} |`);
  p(
    `| \`GET ${RESULTS_PAGE}\` (HTML) | ${r.api.resultsPageHttp.median} ms | ${r.api.resultsPageHttp.p90} ms | ${r.api.resultsPageHttp.runs} |`,
  );
  p();
  if (r.wizard) {
    p("## Wizard time (machine's part)");
    p();
    p(`Median of ${r.wizard.runs.length} runs: **${r.wizard.median} ms** (runs: ${r.wizard.runs.join(", ")} ms).`);
    p();
    p("| step | median | p90 |");
    p("|---|---:|---:|");
    for (const [name, t] of Object.entries(r.wizard.steps)) p(`| ${name} | ${Math.round(t.median)} ms | ${Math.round(t.p90)} ms |`);
    p();
  }
  if (r.twoTap) {
    p("## Two taps to a phone");
    p();
    p(
      `Taps from the landing page to a \`tel:\` link: **${r.twoTap.taps}**. Median of ${r.twoTap.runs.length} runs: **${r.twoTap.median} ms** (runs: ${r.twoTap.runs.join(", ")} ms).`,
    );
    p();
  }
  if (r.load) {
    const first = Object.values(r.load.small.endpoints)[0];
    p("## Server under load (autocannon)");
    p();
    p(
      `${first?.connections ?? LOAD_CONNECTIONS} connections, ${first?.seconds ?? LOAD_SECONDS} s per endpoint. "÷ health": req/s over GET /api/health's in the same run.`,
    );
    p();
    p("| endpoint | clinics | req/s | ÷ health | p50 | p95 | p99 | requests | failed |");
    p("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    for (const size of [r.load.small, r.load.large]) {
      const health = size.endpoints[HEALTH_GET]?.requestsPerSecond;
      for (const [label, e] of Object.entries(size.endpoints))
        p(
          `| ${label} | ${size.clinics.toLocaleString("en")} | ${e.requestsPerSecond} | ${health ? (e.requestsPerSecond / health).toFixed(2) : "–"} | ${e.p50} ms | ${e.p95} ms | ${e.p99} ms | ${e.requests} | ${e.errors + e.non2xx} |`,
        );
    }
    p();
    p("The ratio budgets' rounds, three more back-to-back runs per size (each budget is the median ratio):");
    p();
    p("| clinics | round | health req/s | nearest-200 req/s | ratio | POST req/s | ratio |");
    p("|---:|---:|---:|---:|---:|---:|---:|");
    for (const size of [r.load.small, r.load.large])
      for (const [i, x] of (size.rounds ?? []).entries())
        p(
          `| ${size.clinics.toLocaleString("en")} | ${i + 1} | ${x.health} | ${x.nearest} | ${(x.nearest / x.health).toFixed(2)} | ${x.post ?? "—"} | ${x.post === undefined ? "—" : (x.post / x.health).toFixed(2)} |`,
        );
    p();
  }
  if (r.push) {
    const x = r.push;
    p("## Submit → push (under the POST load)");
    p();
    p(
      `${x.submissions} signed-in submissions, each alerting ${x.clinicsPerRequest} clinics with a subscribed staff device, one every ${SUBMIT_EVERY_MS / 1000} s during ${x.seconds} s of the POST load (${x.postRequestsPerSecond} req/s, ${x.postFailed} failed); the worker polls every ${x.pollMs} ms. Host benchmarkIndex ${x.benchmarkIndex ?? "–"}.`,
    );
    p();
    p("| broadcast 201 → push received | p50 | p95 | max | pushes | expected | duplicated | lost | refused |");
    p("|---|---:|---:|---:|---:|---:|---:|---:|---:|");
    p(`| ms | ${x.p50} | ${x.p95} | ${x.max} | ${x.received} | ${x.expected} | ${x.duplicates} | ${x.lost} | ${x.refused} |`);
    p();
  }
  if (r.knnVsNaive) {
    const k = r.knnVsNaive;
    p("## Nearest clinics: SQL KNN against the naive way");
    p();
    p(`The nearest 200 of ${k.clinics.toLocaleString("en")} clinics, ${k.knn.runs} runs each:`);
    p();
    p("| path | median | p90 |");
    p("|---|---:|---:|");
    p(`| KNN (app) | ${k.knn.median} ms | ${k.knn.p90} ms |`);
    p(`| naive (JavaScript) | ${k.naive.median} ms | ${k.naive.p90} ms |`);
    p();
    p(`The naive path is **${k.ratio}x** slower; both reach the same 200th distance: ${k.sameAnswer ? "yes" : "**no**"}.`);
    p();
  }
  return lines.join("\n");
}

// ─── main ────────────────────────────────────────────────────────────────────

async function main() {
  if (process.argv.includes("--report-only")) {
    // Rewrites docs/benchmarks.generated.md from the last bench/results.json (no measuring).
    writeFileSync(GENERATED, markdown(JSON.parse(readFileSync("bench/results.json", "utf8"))));
    log(`rewrote ${GENERATED} from bench/results.json`);
    return;
  }
  if (!existsSync(CHROMIUM))
    fail(`Chromium not found at ${CHROMIUM}: install Debian's chromium package (apt-get install chromium) or set CHROMIUM_PATH.`);
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NEXT_TELEMETRY_DISABLED: "1",
    NEXTAUTH_SECRET: "bench-secret-not-for-production",
    LOG_LEVEL: process.env.LOG_LEVEL ?? "warn",
    DEMO: "1",
    WORKER: "off",
  };
  const database = await phase("database", prepareDatabase);
  log(`database: ${database.kind}`);
  const env = { ...baseEnv, DATABASE_URL: database.url, DATABASE_POOL_MAX: "5" };
  Object.assign(process.env, { DATABASE_URL: database.url, DATABASE_POOL_MAX: "5", NEXTAUTH_SECRET: env.NEXTAUTH_SECRET, DEMO: "1" });

  await phase("build", () => build(env));
  await phase("seed", async () => {
    if ((await run(bin("tsx"), ["--conditions=react-server", "scripts/seed.ts"], env)).code !== 0) fail("seeding failed");
  });
  if (ONLY_PUSH) return pushOnly(env, database.url);
  const { baseUrl } = await phase("start", () => startServer(env));
  process.env.BASE_URL = baseUrl;
  log(`server: ${baseUrl}`);

  const created = await fetch(new URL("/api/emergency-requests", baseUrl), {
    method: "POST",
    headers: { "content-type": "application/json", origin: baseUrl },
    body: JSON.stringify({
      symptom: "Seizure, shaking for two minutes",
      symptomKeys: ["seizure"],
      petSpecies: "dog",
      locationLatitude: REQUEST_POSITION.latitude,
      locationLongitude: REQUEST_POSITION.longitude,
      contactName: "Bench Owner",
      contactPhone: "+852 6123 4567",
    }),
  });
  if (created.status !== 201) fail(`creating an emergency request answered ${created.status}: ${await created.text()}`);
  const requestId = ((await created.json()) as { id: string }).id;

  const pages: Record<string, string> = Object.fromEntries(WEIGHT_PAGES.map((page) => [page, servedPath(page, requestId)]));
  if (ONLY_LIGHTHOUSE) return lighthouseOnly(baseUrl, env, pages);
  if (ONLY_LOAD) {
    // The load figures alone (the ratios' rounds in the log), written nowhere: for working on them.
    await phase("load, ~300 clinics", () => loadSuite(baseUrl, requestId, SMALL_CLINICS, true));
    await phase("load, 100,000 clinics", () => loadSuite(baseUrl, requestId, LARGE_CLINICS, false));
    return;
  }
  const weight = await phase("page weight", () => pageWeight(baseUrl, pages));
  const lh = await phase("lighthouse", () => withCpuLoad(() => lighthouse(baseUrl, env, pages)));
  const wizard = await phase("wizard", () => wizardTime(baseUrl, CHROMIUM));
  log(`wizard: median ${wizard.median} ms (${wizard.runs.join(", ")})`);
  const twoTap = await phase("two taps", () => twoTapTime(baseUrl, CHROMIUM));
  log(`two taps: ${twoTap.taps} taps, first tap → Call button median ${twoTap.median} ms (${twoTap.runs.join(", ")})`);
  const small = await phase("load, ~300 clinics", () => loadSuite(baseUrl, requestId, SMALL_CLINICS, true));
  const push = await phase("push", () => pushSuite(env, database.url));
  const apiFigures = await phase("api latency", () => apiLatency(baseUrl, requestId));
  const large = await phase("load, 100,000 clinics", () => loadSuite(baseUrl, requestId, LARGE_CLINICS, false));
  const knn = await phase("knn vs naive", () => knnVersusNaive());
  log(`nearest 200 of ${knn.clinics}: KNN ${knn.knn.median} ms, naive ${knn.naive.median} ms (${knn.ratio}x)`);

  const results: BenchResults & { database: string; totalSeconds: number; loadAverage: Record<string, number> } = {
    date: new Date().toISOString(),
    machine: machine(),
    database: database.kind,
    pageWeight: weight,
    lighthouse: lh,
    api: apiFigures,
    load: { small, large },
    knnVsNaive: knn,
    wizard,
    twoTap,
    push,
    seconds,
    loadAverage,
    totalSeconds: Math.round((Date.now() - STARTED) / 1000),
  };
  mkdirSync("bench", { recursive: true });
  writeFileSync("bench/results.json", `${JSON.stringify(results, null, 2)}\n`);
  writeFileSync(GENERATED, markdown(results));
  log(`wrote bench/results.json and ${GENERATED} in ${results.totalSeconds} s; run \`npm run bench:check\` for the budgets`);
}

/** Runs `fn` while --cpu-load=N processes spin (none by default). */
async function withCpuLoad<T>(fn: () => Promise<T>): Promise<T> {
  if (!CPU_LOAD) return fn();
  log(`cpu load: ${CPU_LOAD} spinning processes`);
  const stop = spinCores(CPU_LOAD);
  try {
    return await fn();
  } finally {
    stop();
  }
}

/** --only=lighthouse: the calibrated runs alone, written to bench/lighthouse.json (or --out), results.json untouched. */
async function lighthouseOnly(baseUrl: string, env: NodeJS.ProcessEnv, pages: Record<string, string>) {
  const lh = await phase("lighthouse", () => withCpuLoad(() => lighthouse(baseUrl, env, pages)));
  const file = option("out") ?? "bench/lighthouse.json";
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(
    file,
    `${JSON.stringify({ date: new Date().toISOString(), cpuLoad: CPU_LOAD, machine: machine(), loadAverage, lighthouse: lh }, null, 2)}\n`,
  );
  for (const [page, l] of Object.entries(lh))
    log(
      `${page}: median score ${l.median.score}, TBT ${l.median.tbt} ms, benchmarkIndex ${l.median.calibratedIndex}, CPU ×${l.median.multiplier}; runs ${l.runs.map((r) => r.score).join(", ")}; main thread (median ms) ${Object.entries(
        l.median.mainThread ?? {},
      )
        .map(([g, ms]) => `${g} ${ms}`)
        .join(", ")}`,
    );
  log(`wrote ${file}`);
}

let finishing = false;
async function finish(code: number) {
  if (finishing) return;
  finishing = true;
  const { disconnectDb } = await import("@/lib/db");
  await disconnectDb().catch(() => undefined);
  for (const cleanup of cleanups.reverse()) {
    try {
      await cleanup();
    } catch (error) {
      console.error("cleanup failed:", (error as Error).message);
    }
  }
  process.exit(code);
}

process.on("SIGINT", () => void finish(130));
process.on("SIGTERM", () => void finish(143));
main().then(
  () => finish(0),
  (error: Error & { clean?: boolean }) => {
    console.error(`\nBenchmark failed: ${error.clean ? error.message : (error.stack ?? error.message)}`);
    void finish(1);
  },
);
