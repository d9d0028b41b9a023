import { z } from "zod";

// Every environment variable the server reads, validated once at start-up
// (docs/ARCHITECTURE.md, "Configuration").
// Optional services disable their feature when unset; .env.example documents each.
const flag = z
  .enum(["0", "1", "true", "false", "on", "off", ""])
  .optional()
  .transform((v) => v === "1" || v === "true" || v === "on");

const optionalUrl = z
  .string()
  .trim()
  .transform((v) => (v === "" ? undefined : v))
  .pipe(z.url().optional())
  .optional();

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

const DEFAULT_APP_URL = "http://localhost:3000";

export const serverEnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    DATABASE_URL: z
      .string("DATABASE_URL is required (npm start sets it for the embedded database)")
      .trim()
      .min(1, "DATABASE_URL is required (npm start sets it for the embedded database)"),
    DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
    /**
     * Connections do not each own a database session: the embedded PGlite server (one session behind
     * them all; its launchers set this) or a pooler in transaction mode (PgBouncer before 1.21). A
     * statement prepared under a name on one connection would collide or be missing on the next, so none is.
     */
    DATABASE_SHARED_SESSION: flag,
    /** Demo data and demo accounts; set by the embedded launcher. */
    DEMO: flag,
    /** The public address (emailed links, sign-in); required in production, http://localhost:3000 otherwise. */
    APP_URL: z.url().optional(),
    NEXTAUTH_SECRET: optionalText,
    /** NextAuth's own base URL when it differs from the request's origin (a proxy in front). */
    NEXTAUTH_URL: optionalText,
    /** Signs the broadcast's proof-of-work challenges (lib/sign-in/human-check.ts); unset: a key derived from NEXTAUTH_SECRET. */
    ALTCHA_HMAC_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .pipe(z.string().min(32, "ALTCHA_HMAC_KEY must be at least 32 characters").optional()),
    ADMIN_EMAILS: optionalText,
    SMTP_URL: optionalText,
    EMAIL_FROM: optionalText,
    WHATSAPP_API_BASE_URL: z.url().default("https://graph.facebook.com/v21.0"),
    WHATSAPP_PHONE_NUMBER_ID: optionalText,
    WHATSAPP_TOKEN: optionalText,
    WHATSAPP_TEMPLATE: optionalText,
    WHATSAPP_TEMPLATE_LANGUAGE: z.string().default("en"),
    /** The approved template asking a partner hospital "Are you accepting emergencies tonight?" (Yes / No quick replies). */
    WHATSAPP_AVAILABILITY_TEMPLATE: z.string().default("availability_check"),
    WHATSAPP_ARRIVAL_TEMPLATE: z.string().default("owner_on_the_way"),
    WHATSAPP_VERIFY_TOKEN: optionalText,
    WHATSAPP_APP_SECRET: optionalText,
    /**
     * Web Push (lib/push): the VAPID key pair (base64url, as `npx web-push generate-vapid-keys` prints it) and
     * the contact the push services may write to (mailto: or https:). Unset: no push is sent and the buttons say so.
     */
    VAPID_PUBLIC_KEY: optionalText,
    VAPID_PRIVATE_KEY: optionalText,
    VAPID_SUBJECT: optionalText,
    /** Origins a subscription may point at beside the browsers' own push services (tests: the loopback stand-in); comma-separated. */
    PUSH_SERVICE_ORIGINS: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    GITHUB_CLIENT_ID: optionalText,
    GITHUB_CLIENT_SECRET: optionalText,
    ADDRESS_LOOKUP_URL: z.url().default("https://www.als.gov.hk/lookup"),
    /**
     * An ALS suggestion scoring below this is a look-alike, used only as an
     * approximate point. The service's documented tolerance `t` runs 0–80 with
     * a default of 35 (data.gov.hk, "Request format for Address Lookup
     * Service"): 80 is the strictest match it offers, so it is ours.
     */
    ADDRESS_LOOKUP_MIN_SCORE: z.coerce.number().min(0).max(100).default(80),
    NEAREST_CLINICS_LIMIT: z.coerce.number().int().min(1).max(2000).default(200),
    /** Broadcast abuse limits (a public endpoint that messages real clinics), per hour. */
    BROADCAST_MAX_PER_REQUEST: z.coerce.number().int().min(1).max(1000).default(5),
    BROADCAST_MAX_PER_IP: z.coerce.number().int().min(1).max(100000).default(20),
    /** Clinics one broadcast may alert: anonymous owners, signed-in owners (the quick broadcast takes the nearest). */
    BROADCAST_MAX_CLINICS_ANONYMOUS: z.coerce.number().int().min(1).max(500).default(10),
    BROADCAST_MAX_CLINICS_SIGNED_IN: z.coerce.number().int().min(1).max(500).default(30),
    /** Alerts one clinic may receive per hour from anonymous requests, whoever sends them. */
    CLINIC_MAX_ANONYMOUS_ALERTS_PER_HOUR: z.coerce.number().int().min(1).max(10000).default(3),
    /** Minutes after a request's first alert with no hospital saying yes before the results page offers the next step. */
    SILENCE_MINUTES: z.coerce.number().int().min(1).max(120).default(3),
    /** Proxies in front of the app that append to X-Forwarded-For (0: the socket's peer is the client). */
    TRUSTED_PROXY_HOPS: z.coerce.number().int().min(0).max(5).default(0),
    /** Hong Kong general holidays: the 1823 JSON calendar; "" turns the feed off (then holiday hours read "may differ"). */
    HOLIDAYS_FEED_URL: z.union([z.literal(""), z.url()]).default("https://www.1823.gov.hk/common/ical/en.json"),
    HOLIDAYS_REFRESH_MS: z.coerce
      .number()
      .int()
      .min(1000)
      .default(24 * 60 * 60 * 1000),
    /** The Observatory's warning summary (warnsum); "" turns the typhoon / black-rain banner off. */
    HKO_WARNSUM_URL: z
      .union([z.literal(""), z.url()])
      .default("https://data.weather.gov.hk/weatherAPI/opendata/weather.php?dataType=warnsum&lang=en"),
    HKO_POLL_MS: z.coerce
      .number()
      .int()
      .min(200)
      .default(5 * 60 * 1000),
    /** Hong Kong time (HH:MM) after which partner hospitals are asked once a day whether they accept emergencies tonight. */
    AVAILABILITY_ASK_TIME: z
      .string()
      .regex(/^([01]\d|2[0-3]):[0-5]\d$/, "AVAILABILITY_ASK_TIME must be HH:MM (24-hour, Hong Kong time)")
      .default("18:00"),
    /** How often the background jobs check whether the daily availability ask is due (milliseconds). */
    AVAILABILITY_ASK_POLL_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
    /** Tests only: pages and jobs read the time from feature_flags 'test_clock' (lib/clock.ts). */
    TEST_CLOCK: flag,
    WORKER: z.enum(["on", "off"]).default("on"),
    /** How often the messaging worker looks for due messages (milliseconds). */
    WORKER_POLL_MS: z.coerce.number().int().min(50).max(60_000).default(1000),
    SENTRY_DSN: optionalUrl,
    /** The environment name Sentry groups events by (production, staging); unset: Sentry's default. */
    SENTRY_ENVIRONMENT: optionalText,
    LOG_LEVEL: z.enum(["debug", "info", "warn", "error"]).default("info"),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV !== "production") return;
    const problem = (path: string, message: string) => ctx.addIssue({ code: "custom", path: [path], message });
    if (!env.DEMO && !env.NEXTAUTH_SECRET) problem("NEXTAUTH_SECRET", "NEXTAUTH_SECRET is required in production");
    if (!env.DEMO && !env.APP_URL) problem("APP_URL", "APP_URL is required in production (the public address used in emailed links)");
    // A production build on a public address is a deployment, not the local demo.
    if (env.APP_URL && !isLoopbackUrl(env.APP_URL)) {
      if (env.DEMO) problem("DEMO", "DEMO must be off on a public address: it adds accounts with a published password and the demo inbox");
      if (env.NEXTAUTH_SECRET && (env.NEXTAUTH_SECRET.length < 32 || KNOWN_SECRETS.has(env.NEXTAUTH_SECRET))) {
        problem(
          "NEXTAUTH_SECRET",
          "NEXTAUTH_SECRET must be a random value of at least 32 characters on a public address (openssl rand -base64 32)",
        );
      }
    }
  })
  .transform((env) => ({ ...env, APP_URL: env.APP_URL ?? DEFAULT_APP_URL }));

/** Secrets published in this repository (tests, examples): never valid on a public address. */
const KNOWN_SECRETS = new Set(["test-secret-not-for-production", "change-me", "changeme"]);

/** Whether a URL is this machine (the local demo and the tests), not a public deployment. */
export function isLoopbackUrl(url: string): boolean {
  const host = new URL(url).hostname.replace(/^\[|\]$/g, "");
  return host === "localhost" || host === "::1" || /^127\./.test(host);
}

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  constructor(public readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
    this.name = "EnvError";
  }
}

export function parseServerEnv(source: Record<string, string | undefined>): ServerEnv {
  const result = serverEnvSchema.safeParse(source);
  if (!result.success) {
    throw new EnvError(result.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`));
  }
  return result.data;
}

let cached: ServerEnv | undefined;

/** Parsed lazily so that `next build` can import server modules without a database. */
export function getServerEnv(): ServerEnv {
  cached ??= parseServerEnv(process.env);
  return cached;
}

// Two settings are validated on their own, by the same rules, because they are
// needed where the whole configuration may not be valid: metadata is also
// rendered by `next build`, which has no database, and the logger must work
// while the configuration is being reported as invalid.
const fields = serverEnvSchema.in.shape;

/** The public base URL for metadata and links (APP_URL, else http://localhost:3000). */
export function getAppUrl(): string {
  const parsed = fields.APP_URL.safeParse(process.env.APP_URL || undefined);
  return (parsed.success && parsed.data) || DEFAULT_APP_URL;
}

export type LogLevel = z.infer<typeof fields.LOG_LEVEL>;

/** LOG_LEVEL, read on each call so a process (or a test) that changes it is heard at once; "info" when unset or invalid. */
export function getLogLevel(): LogLevel {
  return fields.LOG_LEVEL.catch("info").parse(process.env.LOG_LEVEL || undefined);
}

/**
 * What the operator scripts for backups read (scripts/backup.ts,
 * backup-check.ts): they run beside the server, where the rest of its
 * configuration need not be set, so only these are read. PATH is where
 * pg_dump is looked for when PG_BIN is unset.
 */
export function getBackupEnv(): { databaseUrl: string | undefined; pgBin: string | undefined; path: string } {
  return { databaseUrl: process.env.DATABASE_URL || undefined, pgBin: process.env.PG_BIN || undefined, path: process.env.PATH ?? "" };
}
