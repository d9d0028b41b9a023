import bcrypt from "bcryptjs";
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import pg from "pg";
import type { Locale } from "@/lib/i18n/locale";
import { solve, type Challenge } from "./challenge";
import { completeSecondFactor, type SessionCall } from "./second-factor";

export const DEMO_PASSWORD = "PawAlert-demo-1";

/** The sizes a spec runs at when both matter: a phone (the suite's default) and a reception desk's PC. */
export const VIEWPORTS = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;

/** page.request on the page's session, as the second-factor helpers call it (from our own pages). */
export const pageCall =
  (page: Page): SessionCall =>
  async (path, init = {}) => {
    const res = await page.request.fetch(path, { method: init.method ?? "GET", headers: FROM_OUR_PAGES, data: init.json });
    const text = await res.text();
    return { status: res.status(), body: text ? JSON.parse(text) : null };
  };

/**
 * Signs the page's browser context in through NextAuth's real endpoints (the
 * same requests the sign-in form makes), so a test can start on a signed-in
 * page. An admin's session also passes its second factor (a test passkey,
 * tests/utils/second-factor.ts) unless `secondFactor` is false.
 */
export async function signInAs(
  page: Page,
  email: string,
  password = DEMO_PASSWORD,
  mode: "signin" | "signup" = "signin",
  { secondFactor = true } = {},
) {
  const csrf = await page.request.get("/api/auth/csrf");
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password, mode, json: "true" },
  });
  const { url } = (await res.json()) as { url: string };
  const error = new URL(url).searchParams.get("error");
  if (error) throw new Error(`sign-in as ${email} failed: ${error}`);
  if (secondFactor && mode === "signin") await completeSecondFactor(pageCall(page), email, new URL(csrf.url()).origin);
}

/** page.goto, then wait until React has hydrated the page (a click before that is lost). */
export async function gotoReady(page: Page, url: string) {
  await page.goto(url);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Rows of one query on the test server's database (a connection of its own, closed after); `connectionString` for the demo server's. */
export async function dbRows<T extends pg.QueryResultRow>(
  text: string,
  params: unknown[] = [],
  connectionString = process.env.DATABASE_URL,
): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(text, params)).rows;
  } finally {
    await client.end();
  }
}

/** A message template with {placeholders} filled in (ICU plurals are not needed by the callers). */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));

/**
 * What a browser adds to a request from one of the site's own pages: the API
 * refuses state-changing requests without it or a same-origin Origin.
 * For page.request calls, which send neither.
 */
export const FROM_OUR_PAGES = { "sec-fetch-site": "same-origin" } as const;

export type RequestPlace = { latitude: number; longitude: number } | { manualLocation: string };

/**
 * A dog's seizure, stored through the API (201 checked) at a point or a typed place; `fields` add or override;
 * `language`: the page's it is sent from (English unless the browser's cookie says otherwise). Its id.
 */
export async function createSeizureRequest(
  page: Page,
  where: RequestPlace,
  fields: Record<string, unknown> = {},
  language?: Locale,
): Promise<string> {
  const location = "latitude" in where ? { locationLatitude: where.latitude, locationLongitude: where.longitude } : where;
  const res = await page.request.post("/api/emergency-requests", {
    headers: { ...FROM_OUR_PAGES, ...(language ? { "content-language": language } : {}) },
    data: {
      symptom: "Seizure",
      symptomKeys: ["seizure"],
      petSpecies: "dog",
      contactName: "E2E Owner",
      contactPhone: "+85291234567",
      ...location,
      ...fields,
    },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/**
 * X-Altcha with a freshly solved challenge, for an anonymous broadcast a test
 * sends itself through `request` (the results page solves its own).
 */
export async function altchaHeader(request: APIRequestContext): Promise<{ "x-altcha": string }> {
  const res = await request.get("/api/challenge");
  if (!res.ok()) throw new Error(`GET /api/challenge answered ${res.status()}`);
  return { "x-altcha": solve((await res.json()) as Challenge) };
}

/**
 * A 24-hour hospital of a test's own (deleted by the test), e-mail only, at a point far from every seeded
 * clinic; `connectionString` for the demo server's database. Its id.
 */
export async function insertFixtureHospital(
  { name, email, latitude, longitude }: FixtureHospital,
  connectionString?: string,
): Promise<string> {
  const [row] = await dbRows<{ id: string }>(
    `INSERT INTO clinics (name, address, phone, email, region_id, is_24_hour, latitude, longitude, coord_precision)
     VALUES ($1, $2, '+85229001234', $3, (SELECT id FROM regions WHERE code = 'NT'), true, $4, $5, 'building') RETURNING id`,
    [name, `${name} address, Tai O`, email, latitude, longitude],
    connectionString,
  );
  return row.id;
}

type FixtureHospital = { name: string; email: string; latitude: number; longitude: number };

/** A fixture hospital (insertFixtureHospital) and a staff account linked to it, with the demo password. The hospital's id. */
export async function hospitalWithStaff(hospital: FixtureHospital, staffEmail: string): Promise<string> {
  const clinicId = await insertFixtureHospital(hospital);
  await dbRows(`INSERT INTO users (email, email_verified, password, clinic_id) VALUES ($1, now(), $2, $3)`, [
    staffEmail,
    await bcrypt.hash(DEMO_PASSWORD, 4),
    clinicId,
  ]);
  return clinicId;
}

/**
 * Fixes the demo server's clock (lib/clock.ts, TEST_CLOCK) at `at` for its pages and jobs alike; null
 * gives it back the machine's clock. One clock for the whole server: a spec moves it only as far and as
 * long as it must.
 */
export const setDemoClock = (at: Date | null) =>
  at
    ? dbRows(
        `INSERT INTO feature_flags (key, enabled, value) VALUES ('test_clock', true, $1)
         ON CONFLICT (key) DO UPDATE SET enabled = true, value = EXCLUDED.value`,
        [JSON.stringify({ at: at.toISOString() })],
        process.env.DEMO_DATABASE_URL,
      )
    : dbRows("UPDATE feature_flags SET enabled = false WHERE key = 'test_clock'", [], process.env.DEMO_DATABASE_URL);
