import { randomBytes } from "node:crypto";
import pg from "pg";
import { db } from "@/lib/db";
import { asSessionUser, type CurrentUser } from "@/lib/auth/current-user";
import type { SessionMarks } from "@/lib/auth/sessions";

// Helpers for db-tier tests (jest project "db", run in band against the test
// database that scripts/test.ts migrated).

const APP_TABLES = [
  "arrival_notices",
  "clinic_contact_taps",
  "messages",
  "emergency_requests",
  "pets",
  "privacy_consents",
  "accounts",
  "sessions",
  "verification_tokens",
  "identity_tokens",
  "audit_logs",
  "feature_flags",
  "translations",
  "users",
  "clinics",
  "regions",
];

/** Empties every application table (keeps the schema and migration history). */
export async function resetData() {
  await db.$executeRawUnsafe(`TRUNCATE ${APP_TABLES.map((t) => `"${t}"`).join(", ")} RESTART IDENTITY CASCADE`);
}

export function databaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: run the db tests through `npm test`");
  return url;
}

/**
 * Runs `fn` with a client whose search_path is a new, empty schema (dropped
 * afterwards). Works on PostgreSQL and on PGlite, which has one database only.
 */
export async function withScratchSchema<T>(fn: (client: pg.Client, schema: string) => Promise<T>): Promise<T> {
  const schema = `scratch_${randomBytes(4).toString("hex")}`;
  const client = new pg.Client({ connectionString: databaseUrl() });
  await client.connect();
  try {
    await client.query(`CREATE SCHEMA "${schema}"`);
    // public stays on the path for PostGIS's types and functions.
    await client.query(`SET search_path TO "${schema}", public`);
    return await fn(client, schema);
  } finally {
    await client.query(`RESET search_path`);
    await client.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    await client.end();
  }
}

/**
 * A signed-in user as the guards see it, from a stored user's id, role, clinic
 * and email: signed in just now with the password and the second factor (an
 * admin's powers and a step-up need them; `session` overrides the marks).
 */
export function asCurrentUser(
  user: { id: string; role: string; clinicId: string | null; email: string | null },
  session: Partial<SessionMarks> = {},
): CurrentUser {
  const now = new Date();
  return asSessionUser(
    { username: null, phone: null, firstName: null, lastName: null, languagePreference: "en", regionPreference: null, ...user },
    { sid: `test-${user.id}`, userId: user.id, startedAt: now, secondFactorAt: now, passwordAt: now, ...session },
  );
}
