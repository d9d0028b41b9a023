/**
 * Property-based fuzzing of every public API endpoint, in process:
 * each case builds a NextRequest and calls the route handler exactly as Next
 * would, against the real test database. Inputs are random and hostile JSON
 * (wrong types, huge strings, unicode, __proto__/constructor keys, SQL and
 * script payloads), bodies that are not JSON at all, hostile query strings and
 * route ids; and NULs, direction overrides, line separators,
 * invisible characters, percent-escapes that do not decode (in the path and
 * the query) or that decode to a "%" in the path (%25, double-encoded
 * escapes, a "%" ending a segment) and the real ids in upper and mixed case, each request passing
 * through proxy.ts first as Next sends it. Every case must hold:
 *   - no 5xx;
 *   - a refused request (4xx) stores nothing: no new row in any table, and the
 *     record it targeted is unchanged;
 *   - no reflected markup: JSON never contains a raw < or >, HTML never
 *     contains a script or event-handler payload, redirects stay on this site;
 *   - Object.prototype is never polluted.
 * Each case runs as an admin or anonymously: next-auth's session source is
 * mocked (tests/utils/session.ts) and the real guards check a real session row,
 * so every payload gets past the permission check and into parsing, rules and
 * storage the way a signed-in admin's does.
 *
 * Reproducible: FUZZ_SEED (default below) and FUZZ_RUNS (default 1000 per
 * endpoint). A failure prints fast-check's seed and path; rerun with
 * FUZZ_SEED=<seed> to replay it.
 */
import { createHmac, randomUUID } from "node:crypto";
import fc from "fast-check";
import { NextRequest } from "next/server";
import type { Session } from "next-auth";
import { db } from "@/lib/db";
import { resetData } from "@/tests/utils/db";
import { setTestSession, signInAs } from "@/tests/utils/session";
import { createClinics, createRequest } from "@/tests/utils/messaging";

process.env.WHATSAPP_APP_SECRET = "fuzz-webhook-secret";
// Every log line is captured (console is spied below) and checked for personal data.
process.env.LOG_LEVEL = "debug";
process.env.WHATSAPP_VERIFY_TOKEN = "fuzz-verify-token";
process.env.NEXTAUTH_SECRET ??= "fuzz-nextauth-secret";
// Connection refused at once: the address look-up falls back to the offline gazetteer.
process.env.ADDRESS_LOOKUP_URL = "http://127.0.0.1:9/lookup";

// The proxy's same-origin check: the fuzzed requests are this site's own.
const ORIGIN = "http://app.pawalert.test";
process.env.ALLOWED_HOSTS = "app.pawalert.test";

// Only the session source is stood in for; the real guards run (tests/utils/session.ts).
jest.mock("next-auth", () => require("@/tests/utils/session").nextAuthWithTestSession());

const proxy: (req: NextRequest) => Response = require("@/proxy").default;
const emergencyRoute = require("@/app/api/emergency-requests/route");
const emergencyIdRoute = require("@/app/api/emergency-requests/[id]/route");
const broadcastRoute = require("@/app/api/emergency-requests/[id]/broadcast/route");
const messagesRoute = require("@/app/api/emergency-requests/[id]/messages/route");
const clinicsRoute = require("@/app/api/clinics/route");
const clinicIdRoute = require("@/app/api/clinics/[id]/route");
const clinicProfileRoute = require("@/app/api/clinics/[id]/profile/route");
const clinicStaffRoute = require("@/app/api/clinics/[id]/staff/route");
const clinicRequestsRoute = require("@/app/api/clinics/[id]/emergency-requests/route");
const latestAlertRoute = require("@/app/api/clinics/[id]/latest-alert/route");
const adminClinicsRoute = require("@/app/api/admin/clinics/route");
const geocodeRoute = require("@/app/api/geocode/route");
const petsRoute = require("@/app/api/pets/route");
const petIdRoute = require("@/app/api/pets/[id]/route");
const userIdRoute = require("@/app/api/users/[id]/route");
const translationsRoute = require("@/app/api/translations/route");
const webhookRoute = require("@/app/api/webhooks/whatsapp/route");
const respondRoute = require("@/app/api/messages/[id]/respond/route");
const clinicAuditRoute = require("@/app/api/clinics/[id]/audit/route");
const staffMemberRoute = require("@/app/api/clinics/[id]/staff/[userId]/route");
const userPetsRoute = require("@/app/api/users/[id]/pets/route");
const loginRoute = require("@/app/api/login/route");
const placesRoute = require("@/app/api/places/resolve/route");
const nearestOpenRoute = require("@/app/api/clinics/nearest-open/route");
const challengeRoute = require("@/app/api/challenge/route");
const clinicInvitationsRoute = require("@/app/api/clinics/[id]/invitations/route");
const acceptInvitationRoute = require("@/app/api/invitations/accept/route");
const contactsRoute = require("@/app/api/emergency-requests/[id]/contacts/route");
const arrivalRoute = require("@/app/api/emergency-requests/[id]/arrival/route");
const arrivalNoticeRoute = require("@/app/api/arrival-notices/[id]/route");
const arrivalAckRoute = require("@/app/api/arrival-notices/[id]/acknowledgement/route");
const stateRoute = require("@/app/api/emergency-requests/[id]/state/route");
const answerRoute = require("@/app/api/emergency-requests/[id]/answer/route");
const secondFactorRoute = require("@/app/api/second-factor/route");
const checkRoute = require("@/app/api/second-factor/check/route");
const totpRoute = require("@/app/api/second-factor/totp/route");
const totpConfirmRoute = require("@/app/api/second-factor/totp/confirm/route");
const passkeysRoute = require("@/app/api/second-factor/passkeys/route");
const passkeyOptionsRoute = require("@/app/api/second-factor/passkeys/options/route");
const passkeyChallengeRoute = require("@/app/api/second-factor/passkeys/challenge/route");
const passkeyIdRoute = require("@/app/api/second-factor/passkeys/[id]/route");
const recoveryCodesRoute = require("@/app/api/second-factor/recovery-codes/route");
const undoRoute = require("@/app/api/clinic-changes/undo/route");

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response> | Response;

const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 1000);

// ---------------------------------------------------------------- inputs

/** Payloads an attacker would try: script/markup, SQL, template and path injection, odd unicode. */
const HOSTILE = [
  "<script>alert('pawned')</script>",
  '"><img src=x onerror=alert(1)>',
  "<svg/onload=alert(1)>",
  "javascript:alert(document.cookie)",
  "'; DROP TABLE users; --",
  "' OR '1'='1",
  "1); SELECT pg_sleep(10);--",
  "${7*7}{{7*7}}<%= 7*7 %>",
  "../../../../etc/passwd",
  "%3Cscript%3Ealert(1)%3C/script%3E",
  "\u0000\u0001\u001f",
  "\ud800",
  "\u202etxt.exe",
  "\u2028\u2029",
  // NUL inside text, direction overrides and isolates, separators, invisible characters, undecodable escapes.
  "a\u0000b",
  "Rex\u202Egnp.exe\u0007",
  "\u2066Tai\u2069 \u200FMan\u061C",
  "Seizure\u2028then\u2029collapse",
  "\u200B\u200C\u200D\uFEFF\u00AD",
  "%E0%A4%A",
  "%00",
  "%zz%",
  "🐶🐱🚑".repeat(40),
  "毛孩急救通 救命",
  "Ｓｃｒｉｐｔ",
  "__proto__",
  "constructor",
  "NaN",
  "-1",
  "+85291234567",
  "owner@example.com",
  "00000000-0000-0000-0000-000000000000",
];

/** Keys that poison naive merges, or claim authority a client must not have. */
const HOSTILE_KEYS = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "$where",
  "id",
  "userId",
  "role",
  "clinicId",
  "isAdmin",
  "status",
  "createdAt",
  "",
];

const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...HOSTILE) },
  { weight: 3, arbitrary: fc.string({ maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
  { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...HOSTILE), fc.string({ maxLength: 10 })).map(([a, b]) => a + b) },
  // Long and huge: past every field cap, and past the 64 KB body cap.
  { weight: 1, arbitrary: fc.integer({ min: 200, max: 90_000 }).map((n) => "A".repeat(n)) },
);

/** Every leaf is already JSON text, so odd numbers (1e999, -0, 30 digits) can be written as clients would. */
const leafJson: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: hostileString.map((s) => JSON.stringify(s)) },
  { weight: 2, arbitrary: fc.integer().map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      "true",
      "false",
      "null",
      "0",
      "-0",
      "1e999",
      "-1e999",
      "123456789012345678901234567890",
      "4.9e-400",
      "[]",
      "{}",
    ),
  },
);

function objectJson(entries: [string, string][]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(",")}}`;
}

const { json: anyJson } = fc.letrec<{ json: string; array: string; object: string }>((tie) => ({
  json: fc.oneof({ depthSize: "small", maxDepth: 4 }, leafJson, tie("array"), tie("object")),
  array: fc.array(tie("json"), { maxLength: 5 }).map((items) => `[${items.join(",")}]`),
  object: fc.array(fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), hostileString), tie("json")), { maxLength: 5 }).map(objectJson),
}));

/** Bodies for an endpoint: a valid payload with some fields replaced, a random object over its field names, any JSON, or not JSON at all. */
function bodyFor(valid: Record<string, unknown>): fc.Arbitrary<string> {
  const fields = Object.keys(valid);
  const hostileKey = [
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
    { weight: 1, arbitrary: hostileString },
  ];
  // A payload of no fields ({}) can only be given fields it does not take.
  const key = fields.length ? fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, ...hostileKey) : fc.oneof(...hostileKey);
  const mutatedValid = fc
    .tuple(fc.array(fc.tuple(key, anyJson), { minLength: 1, maxLength: 4 }), fc.boolean())
    .map(([changes, dropOne]) => {
      const entries = new Map(Object.entries(valid).map(([k, v]) => [k, JSON.stringify(v)]));
      if (dropOne && fields.length) entries.delete(fields[changes.length % fields.length]);
      for (const [k, v] of changes) entries.set(k, v);
      return objectJson([...entries]);
    });
  const randomObject = fc.array(fc.tuple(key, anyJson), { maxLength: 8 }).map(objectJson);
  const notJson = fc.oneof(
    fc.string({ maxLength: 60 }),
    fc.constantFrom("", "{", '{"a":', "[1,2", "undefined", "{'single': 1}", '{"a":1}{"b":2}', "\u0000", "\ufeff{}"),
    anyJson.map((text) => text.slice(0, Math.max(1, text.length - 1))),
  );
  return fc.oneof(
    { weight: 5, arbitrary: mutatedValid },
    { weight: 3, arbitrary: randomObject },
    { weight: 2, arbitrary: anyJson },
    { weight: 1, arbitrary: notJson },
  );
}

function queryFor(names: string[]): fc.Arbitrary<string> {
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...names) },
    { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_KEYS) },
    { weight: 1, arbitrary: hostileString },
  );
  const encoded = fc.array(fc.tuple(key, hostileString), { maxLength: 6 }).map((pairs) => {
    const params = new URLSearchParams();
    for (const [k, v] of pairs) params.append(k, v.slice(0, 4000));
    return params.toString();
  });
  // Written into the URL as they are, not encoded again: escapes that do not decode and NULs.
  const raw = fc
    .tuple(encoded, fc.constantFrom(...names), fc.constantFrom("%E0%A4%A", "%00", "a%00b", "%zz", "%", "%C0%AF", "%ED%A0%80"))
    .map(([query, name, value]) => `${query}${query ? "&" : ""}${name}=${value}`);
  return fc.oneof({ weight: 4, arbitrary: encoded }, { weight: 1, arbitrary: raw });
}

/** "abc…" with each letter's case chosen by `mask`'s bits. */
const recased = (id: string, mask: number) => [...id].map((c, i) => ((mask >> (i % 31)) & 1 ? c.toUpperCase() : c)).join("");

/** A route id: the real record (also in upper or mixed case), another uuid, garbage, or an escape that does not decode. */
function idFor(real: () => string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 3, arbitrary: fc.constant(null).map(() => real()) },
    { weight: 1, arbitrary: fc.integer().map((mask) => recased(real(), mask)) },
    { weight: 1, arbitrary: fc.uuid() },
    { weight: 2, arbitrary: hostileString.map((s) => s.slice(0, 300)) },
    { weight: 1, arbitrary: fc.constantFrom("%E0%A4%A", "%00", `${"0".repeat(8)}%00`, "%ZZ") },
    // Escapes that decode to a "%" (another decode would read them again), and a "%" ending the segment.
    { weight: 1, arbitrary: fc.constantFrom("%25", "%2525", "%252F", `${"0".repeat(8)}%25`, "%25E0%25A4%25A", "a%") },
  );
}

// ---------------------------------------------------------------- fixtures

const fx = {
  adminId: "",
  adminSession: null as Session | null,
  clinicId: "",
  regionId: "",
  requestId: "",
  petId: "",
  messageId: "",
  arrivalId: "",
};

/** Watched: a refused request must change none of these counts. */
const COUNTED = [
  "users",
  "pets",
  "clinics",
  "regions",
  "emergency_requests",
  "messages",
  "audit_logs",
  "translations",
  "sessions",
  "accounts",
  "identity_tokens",
  "arrival_notices",
  "totp_factors",
  "passkeys",
  "recovery_codes",
  "clinic_change_undos",
];

/**
 * One query: every watched table's row count, plus (for endpoints that change
 * a record) the fixture rows themselves as text, so any change shows.
 */
async function state(withTargets: boolean): Promise<string> {
  const parts = COUNTED.map((t) => `(SELECT count(*) FROM "${t}")::text`);
  if (withTargets) {
    parts.push(
      `(SELECT t::text FROM "users" t WHERE id = $1::uuid)`,
      `(SELECT t::text FROM "clinics" t WHERE id = $2::uuid)`,
      `(SELECT t::text FROM "pets" t WHERE id = $3::uuid)`,
      `(SELECT t::text FROM "emergency_requests" t WHERE id = $4::uuid)`,
    );
  }
  const params = withTargets ? [fx.adminId, fx.clinicId, fx.petId, fx.requestId] : [];
  const rows = await db.$queryRawUnsafe<{ s: string }[]>(`SELECT concat_ws(' | ', ${parts.join(", ")}) AS s`, ...params);
  return rows[0].s;
}

// ---------------------------------------------------------------- the checks

type Case = {
  method: string;
  path: string;
  query?: string;
  body?: string;
  params?: Record<string, string>;
  anonymous?: boolean;
  headers?: Record<string, string>;
};

const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype).sort().join(",");
let cases = 0;

/**
 * The request goes through proxy.ts first, as Next would send it (the URL guard,
 * the same-origin check); what the proxy lets through reaches the handler.
 */
async function call(handler: Handler, c: Case): Promise<{ res: Response; text: string }> {
  const url = `${ORIGIN}${c.path}${c.query ? `?${c.query}` : ""}`;
  const headers = new Headers({
    "x-forwarded-for": `10.${cases % 250}.${(cases >> 8) % 250}.${(cases >> 16) % 250}`,
    origin: ORIGIN,
    ...(c.body !== undefined ? { "content-type": "application/json" } : {}),
    ...c.headers,
  });
  const req = new NextRequest(url, { method: c.method, headers, body: c.body });
  const gate = proxy(req);
  if (!gate.headers.has("x-middleware-next")) return { res: gate, text: await gate.text() };
  const res = await handler(req, { params: Promise.resolve(c.params ?? {}) });
  return { res, text: await res.text() };
}

async function check(handler: Handler, c: Case, opts: { watchTarget?: boolean } = {}) {
  cases++;
  setTestSession(c.anonymous ? null : fx.adminSession);
  const watch = Boolean(opts.watchTarget);
  const before = await state(watch);
  const { res, text } = await call(handler, c);
  const context = () => `${c.method} ${c.path}?${c.query ?? ""} body=${(c.body ?? "").slice(0, 300)} → ${res.status} ${text.slice(0, 300)}`;

  if (res.status >= 500) throw new Error(`5xx: ${context()}`);
  if (res.status >= 400) {
    const after = await state(watch);
    if (after !== before)
      throw new Error(`a refused request stored or changed data: ${context()}\n  before: ${before}\n  after:  ${after}`);
  }
  const type = res.headers.get("content-type") ?? "";
  if (text.length > 0 && !type) throw new Error(`no content-type: ${context()}`);
  if (type.includes("json") && /[<>]/.test(text)) throw new Error(`raw markup in JSON: ${context()}`);
  if (type.includes("html") && /<script|<img|<svg|onerror=|onload=|javascript:/i.test(text))
    throw new Error(`unescaped input in HTML: ${context()}`);
  if (res.status >= 300 && res.status < 400) {
    const location = res.headers.get("location") ?? "";
    if (!location.startsWith("/") || location.startsWith("//") || location.startsWith("/\\"))
      throw new Error(`off-site redirect: ${context()}`);
  }
  if (
    Object.getOwnPropertyNames(Object.prototype).sort().join(",") !== PROTO_KEYS ||
    ({} as Record<string, unknown>).polluted !== undefined
  ) {
    throw new Error(`Object.prototype polluted: ${context()}`);
  }
}

function fuzz<T>(arb: fc.Arbitrary<T>, run: (value: T) => Promise<void>) {
  return fc.assert(fc.asyncProperty(arb, run), { seed: SEED, numRuns: RUNS });
}

/** Mostly the admin (to get past permission checks), sometimes nobody. */
const identity = fc.integer({ min: 0, max: 9 }).map((n) => n === 0);

// ---------------------------------------------------------------- endpoints

const VALID_EMERGENCY = {
  symptom: "Not breathing",
  symptomKeys: ["breathing"],
  petSpecies: "dog",
  petBreed: "Shiba Inu",
  petAge: 4,
  locationLatitude: 22.28,
  locationLongitude: 114.17,
  manualLocation: "Mong Kok",
  contactName: "Chan Tai Man",
  contactPhone: "9123 4567",
  voiceTranscript: "he is not breathing",
  isVoiceRecording: false,
};
const VALID_CLINIC = {
  name: "Fuzz Animal Hospital",
  nameZh: "測試動物醫院",
  address: "1 Test Road",
  phone: "2345 6789",
  whatsapp: "9123 4567",
  email: "clinic@clinics.test",
  website: "https://clinic.test",
  openingHours: "24 hours",
  weeklyHours: [
    [
      ["09:00", "13:00"],
      ["14:30", "02:00"],
    ],
    "24h",
    null,
    [],
    "24h",
    "24h",
    null,
  ],
  publicHolidayHours: [],
  openDuringTyphoon: false,
  openDuringBlackRain: null,
  is24Hour: true,
  isSupportHospital: true,
  latitude: 22.3,
  longitude: 114.17,
  services: ["surgery"],
  regionId: "",
  isAvailable: true,
  status: "active",
};
const VALID_PET = {
  name: "Mochi",
  species: "dog",
  breed: "Shiba Inu",
  age: 4,
  weight: "9.5",
  medicalNotes: "none",
  lastVisitDate: "2025-09-01",
};
const VALID_PROFILE = {
  username: "fuzzer",
  email: "fuzz-admin@test.example",
  phone: "9123 4567",
  languagePreference: "zh-HK",
  regionPreference: "",
};

// The tap's and the arrival's bodies name the fixture clinic (set once it exists).
const VALID_TAP = { clinicId: "", method: "call" };
const VALID_ARRIVAL = { clinicId: "", etaMinutes: 20 };

type Endpoint = { method: string; path: string; input: fc.Arbitrary<any>; run: (input: any) => Promise<void> }; // eslint-disable-line @typescript-eslint/no-explicit-any -- endpoints of every input type share one table

/** An endpoint whose only input is the route id (and who calls: the admin, or nobody). */
function byId(method: string, path: string, handler: Handler, real: () => string, anonymousAllowed = false): Endpoint {
  return {
    method,
    path,
    input: fc.tuple(idFor(real), identity),
    run: ([id, anon]: [string, boolean]) =>
      check(handler, { method, path: path.replace("[id]", id), params: { id }, anonymous: anonymousAllowed || anon }),
  };
}

/** A JSON body endpoint (optionally with a route id). */
function withBody(
  method: string,
  path: string,
  handler: Handler,
  valid: Record<string, unknown>,
  opts: { id?: () => string; anonymous?: boolean; watchTarget?: boolean } = {},
): Endpoint {
  return {
    method,
    path,
    input: fc.tuple(bodyFor(valid), opts.id ? idFor(opts.id) : fc.constant(""), identity),
    run: ([body, id, anon]: [string, string, boolean]) =>
      check(
        handler,
        { method, path: path.replace("[id]", id), params: opts.id ? { id } : undefined, body, anonymous: opts.anonymous || anon },
        { watchTarget: opts.watchTarget },
      ),
  };
}

function withQuery(method: string, path: string, handler: Handler, names: string[], extra: Partial<Case> = {}): Endpoint {
  return {
    method,
    path,
    input: fc.tuple(queryFor(names), identity),
    run: ([query, anon]: [string, boolean]) => check(handler, { method, path, query, anonymous: anon, ...extra }),
  };
}

/** A bodiless POST or DELETE (and who calls: the admin, or nobody). */
function bodiless(method: string, path: string, handler: Handler): Endpoint {
  return { method, path, input: identity, run: (anon: boolean) => check(handler, { method, path, anonymous: anon }) };
}

/** Runs `call` as a new admin with an authenticator app, checked just now: for a case that changes the caller's own second factors. */
async function asFreshAdmin(call: () => Promise<void>) {
  const session = fx.adminSession;
  const admin = await db.user.create({ data: { role: "admin" }, select: { id: true } });
  await db.totpFactor.create({ data: { userId: admin.id, secret: "v1.unused", confirmedAt: new Date() } });
  fx.adminSession = await signInAs(admin.id);
  try {
    await call();
  } finally {
    fx.adminSession = session;
  }
}

/** What @simplewebauthn/browser sends back, in shape (base64url fields). */
const WEBAUTHN_RESPONSE = {
  id: "AAAAAAAAAAAAAAAAAAAAAA",
  rawId: "AAAAAAAAAAAAAAAAAAAAAA",
  type: "public-key",
  clientExtensionResults: {},
  response: { clientDataJSON: "e30", attestationObject: "oA", authenticatorData: "AA", signature: "AA" },
};

/** Ids other than the fixtures, so a DELETE never removes what later cases aim at. */
const notFixture = (id: string) => ([fx.clinicId, fx.petId, fx.requestId, fx.adminId].includes(id) ? randomUUID() : id);

const ENDPOINTS: Endpoint[] = [
  withBody("POST", "/api/emergency-requests", emergencyRoute.POST, VALID_EMERGENCY),
  byId("GET", "/api/emergency-requests/[id]", emergencyIdRoute.GET, () => fx.requestId, true),
  withBody(
    "PATCH",
    "/api/emergency-requests/[id]",
    emergencyIdRoute.PATCH,
    { status: "responded" },
    { id: () => fx.requestId, watchTarget: true },
  ),
  // Mostly the admin: signed in, the body gets past the human check into parsing and the rules.
  withBody(
    "POST",
    "/api/emergency-requests/[id]/broadcast",
    broadcastRoute.POST,
    { clinicIds: [], message: "help", quick: false },
    { id: () => fx.requestId },
  ),
  {
    // Anonymous with a hostile X-Altcha (base64 of anything, or raw text): always the 403, never stored.
    method: "POST",
    path: "/api/emergency-requests/[id]/broadcast (X-Altcha)",
    input: fc.oneof(
      anyJson.map((text) => Buffer.from(text).toString("base64")),
      hostileString.map((text) => Buffer.from(text).toString("base64")),
      hostileString.filter((text) => /^[\x20-\x7e]*$/.test(text)),
    ),
    run: (altcha: string) =>
      check(broadcastRoute.POST, {
        method: "POST",
        path: `/api/emergency-requests/${fx.requestId}/broadcast`,
        params: { id: fx.requestId },
        body: JSON.stringify({ clinicIds: [fx.clinicId] }),
        anonymous: true,
        headers: { "x-altcha": altcha },
      }),
  },
  withQuery("GET", "/api/challenge", challengeRoute.GET, ["salt", "maxnumber"], { anonymous: true }),
  byId("GET", "/api/emergency-requests/[id]/messages", messagesRoute.GET, () => fx.requestId, true),
  // The owner's taps and "Tell them I'm coming" (by the request's link), the staff's close and "We're expecting them".
  withBody("POST", "/api/emergency-requests/[id]/contacts", contactsRoute.POST, VALID_TAP, { id: () => fx.requestId }),
  byId("GET", "/api/emergency-requests/[id]/arrival", arrivalRoute.GET, () => fx.requestId, true),
  withBody("POST", "/api/emergency-requests/[id]/arrival", arrivalRoute.POST, VALID_ARRIVAL, { id: () => fx.requestId }),
  withBody("PATCH", "/api/arrival-notices/[id]", arrivalNoticeRoute.PATCH, { state: "arrived" }, { id: () => fx.arrivalId }),
  withBody("POST", "/api/arrival-notices/[id]/acknowledgement", arrivalAckRoute.POST, {}, { id: () => fx.arrivalId }),
  // Each hospital's one state (public by the request's id) and the dashboard's Accept / Decline (staff of an alerted clinic).
  byId("GET", "/api/emergency-requests/[id]/state", stateRoute.GET, () => fx.requestId, true),
  withBody("POST", "/api/emergency-requests/[id]/answer", answerRoute.POST, { answer: "accept" }, { id: () => fx.requestId }),
  withQuery("GET", "/api/clinics", clinicsRoute.GET, ["near", "region", "is24Hour", "limit"], { anonymous: true }),
  withBody("POST", "/api/clinics", clinicsRoute.POST, VALID_CLINIC),
  byId("GET", "/api/clinics/[id]", clinicIdRoute.GET, () => fx.clinicId),
  withBody("PATCH", "/api/clinics/[id]", clinicIdRoute.PATCH, VALID_CLINIC, { id: () => fx.clinicId, watchTarget: true }),
  withBody(
    "PUT",
    "/api/clinics/[id]/profile",
    clinicProfileRoute.PUT,
    { fees: { day: null, evening: { hkd: 600, covers: "19:00-24:00" }, after_midnight: null, public_holiday: null }, confirmAll: false },
    { id: () => fx.clinicId },
  ),
  {
    method: "DELETE",
    path: "/api/clinics/[id]",
    input: idFor(() => randomUUID()),
    run: (id: string) => check(clinicIdRoute.DELETE, { method: "DELETE", path: `/api/clinics/${id}`, params: { id: notFixture(id) } }),
  },
  byId("GET", "/api/clinics/[id]/audit", clinicAuditRoute.GET, () => fx.clinicId),
  withBody("POST", "/api/clinics/[id]/staff", clinicStaffRoute.POST, { email: "nobody@test.example" }, { id: () => fx.clinicId }),
  {
    method: "DELETE",
    path: "/api/clinics/[id]/staff/[userId]",
    input: fc.tuple(
      idFor(() => fx.clinicId),
      idFor(() => randomUUID()),
    ),
    run: ([id, userId]: [string, string]) =>
      check(staffMemberRoute.DELETE, {
        method: "DELETE",
        path: `/api/clinics/${id}/staff/${userId}`,
        params: { id, userId: notFixture(userId) },
      }),
  },
  byId("GET", "/api/clinics/[id]/invitations", clinicInvitationsRoute.GET, () => fx.clinicId),
  withBody("POST", "/api/invitations/accept", acceptInvitationRoute.POST, { token: "A".repeat(43) }),
  byId("GET", "/api/clinics/[id]/emergency-requests", clinicRequestsRoute.GET, () => fx.clinicId),
  {
    method: "GET",
    path: "/api/clinics/[id]/latest-alert",
    input: fc.tuple(
      queryFor(["since"]),
      idFor(() => fx.clinicId),
      identity,
    ),
    run: ([query, id, anon]: [string, string, boolean]) =>
      check(latestAlertRoute.GET, { method: "GET", path: `/api/clinics/${id}/latest-alert`, params: { id }, query, anonymous: anon }),
  },
  withQuery("GET", "/api/admin/clinics", adminClinicsRoute.GET, ["q", "region", "h24", "available", "support", "gps", "page"]),
  withQuery("GET", "/api/translations", translationsRoute.GET, ["lang"], { anonymous: true }),
  withQuery("GET", "/api/places/resolve", placesRoute.GET, ["q", "locale"], { anonymous: true }),
  withQuery("GET", "/api/clinics/nearest-open", nearestOpenRoute.GET, ["near", "place", "locale"], { anonymous: true }),
  {
    method: "POST",
    path: "/api/geocode",
    input: fc.tuple(bodyFor({ address: "1 Nathan Road, Tsim Sha Tsui" }), identity),
    run: async ([body, anon]: [string, boolean]) => {
      // A fresh admin per case: the per-account look-up budget would otherwise answer 429 to most cases.
      const session = fx.adminSession;
      const admin = await db.user.create({ data: { role: "admin" }, select: { id: true } });
      fx.adminSession = await signInAs(admin.id);
      try {
        await check(geocodeRoute.POST, { method: "POST", path: "/api/geocode", body, anonymous: anon });
      } finally {
        fx.adminSession = session;
      }
    },
  },
  withBody("POST", "/api/pets", petsRoute.POST, VALID_PET),
  withBody("PATCH", "/api/pets/[id]", petIdRoute.PATCH, VALID_PET, { id: () => fx.petId, watchTarget: true }),
  {
    method: "DELETE",
    path: "/api/pets/[id]",
    input: idFor(() => randomUUID()),
    run: (id: string) => check(petIdRoute.DELETE, { method: "DELETE", path: `/api/pets/${id}`, params: { id: notFixture(id) } }),
  },
  byId("GET", "/api/users/[id]", userIdRoute.GET, () => fx.adminId),
  withBody("PATCH", "/api/users/[id]", userIdRoute.PATCH, VALID_PROFILE, { id: () => fx.adminId, watchTarget: true }),
  byId("GET", "/api/users/[id]/pets", userPetsRoute.GET, () => fx.adminId),
  {
    method: "POST",
    path: "/api/webhooks/whatsapp",
    input: fc.tuple(bodyFor({ object: "whatsapp_business_account", entry: [] }), fc.boolean()),
    run: ([body, signed]: [string, boolean]) => {
      // Signed bodies get past the signature check into the handler itself.
      const signature = signed ? `sha256=${createHmac("sha256", "fuzz-webhook-secret").update(body).digest("hex")}` : "sha256=00";
      return check(webhookRoute.POST, {
        method: "POST",
        path: "/api/webhooks/whatsapp",
        body,
        anonymous: true,
        headers: { "x-hub-signature-256": signature },
      });
    },
  },
  {
    method: "GET",
    path: "/api/webhooks/whatsapp",
    input: fc.tuple(queryFor(["hub.mode", "hub.verify_token", "hub.challenge"]), fc.boolean()),
    run: ([query, verified]: [string, boolean]) => {
      // The handshake echoes hub.challenge: with the right token it must still be text/plain, never HTML.
      const params = new URLSearchParams(query);
      if (verified) {
        params.set("hub.mode", "subscribe");
        params.set("hub.verify_token", "fuzz-verify-token");
      }
      return check(webhookRoute.GET, { method: "GET", path: "/api/webhooks/whatsapp", query: params.toString(), anonymous: true });
    },
  },
  {
    method: "GET",
    path: "/api/messages/[id]/respond",
    input: fc.tuple(
      idFor(() => fx.messageId),
      queryFor(["answer", "exp", "sig"]),
    ),
    run: ([id, query]: [string, string]) =>
      check(respondRoute.GET, { method: "GET", path: `/api/messages/${id}/respond`, params: { id }, query, anonymous: true }),
  },
  withQuery("GET", "/api/login", loginRoute.GET, ["returnTo"], { anonymous: true, headers: { cookie: "NEXT_LOCALE=zh-HK" } }),
  // The second factor: the caller's own factors, the checks, and the undo link of a clinic's change.
  withQuery("GET", "/api/second-factor", secondFactorRoute.GET, ["returnTo"]),
  withBody("POST", "/api/second-factor/check", checkRoute.POST, { method: "totp", code: "123456" }),
  withBody("POST", "/api/second-factor/check (passkey)", checkRoute.POST, { method: "passkey", response: WEBAUTHN_RESPONSE }),
  withBody("POST", "/api/second-factor/check (password)", checkRoute.POST, { method: "password", password: "not-the-password" }),
  bodiless("POST", "/api/second-factor/totp", totpRoute.POST),
  {
    method: "DELETE",
    path: "/api/second-factor/totp",
    input: identity,
    run: (anon: boolean) =>
      asFreshAdmin(() => check(totpRoute.DELETE, { method: "DELETE", path: "/api/second-factor/totp", anonymous: anon })),
  },
  withBody("POST", "/api/second-factor/totp/confirm", totpConfirmRoute.POST, { code: "123456" }),
  bodiless("POST", "/api/second-factor/passkeys/options", passkeyOptionsRoute.POST),
  withBody("POST", "/api/second-factor/passkeys", passkeysRoute.POST, { response: WEBAUTHN_RESPONSE }),
  bodiless("POST", "/api/second-factor/passkeys/challenge", passkeyChallengeRoute.POST),
  {
    method: "DELETE",
    path: "/api/second-factor/passkeys/[id]",
    input: fc.tuple(
      idFor(() => randomUUID()),
      identity,
    ),
    run: ([id, anon]: [string, boolean]) =>
      check(passkeyIdRoute.DELETE, { method: "DELETE", path: `/api/second-factor/passkeys/${id}`, params: { id }, anonymous: anon }),
  },
  {
    method: "POST",
    path: "/api/second-factor/recovery-codes",
    input: identity,
    run: (anon: boolean) =>
      asFreshAdmin(() => check(recoveryCodesRoute.POST, { method: "POST", path: "/api/second-factor/recovery-codes", anonymous: anon })),
  },
  withBody("POST", "/api/clinic-changes/undo", undoRoute.POST, { token: "A".repeat(43) }),
];

jest.setTimeout(300_000);

describe(`fuzzing every public endpoint (${RUNS} cases each, seed ${SEED})`, () => {
  const captured: string[] = [];
  const spies: jest.SpyInstance[] = [];

  beforeAll(async () => {
    await resetData();
    const { region, clinics } = await createClinics(2, "Fuzz");
    fx.regionId = region.id;
    fx.clinicId = clinics[0].id;
    VALID_CLINIC.regionId = region.id;
    VALID_TAP.clinicId = VALID_ARRIVAL.clinicId = clinics[0].id;
    const admin = await db.user.create({ data: { email: "fuzz-admin@test.example", role: "admin", username: "fuzzadmin" } });
    fx.adminId = admin.id;
    // An admin has a second factor (no admin power without one), passed just now: changes of a clinic's
    // contacts get past the step-up into storage. Signed in long enough ago that a sign-in no longer
    // stands in for a password.
    await db.totpFactor.create({ data: { userId: admin.id, secret: "v1.unused", confirmedAt: new Date() } });
    fx.adminSession = await signInAs(admin.id, { signedInMinutesAgo: 60 });
    fx.petId = (await db.pet.create({ data: { userId: fx.adminId, name: "Mochi", species: "dog" } })).id;
    fx.requestId = (await createRequest({ regionId: region.id })).id;
    fx.messageId = (
      await db.message.create({
        data: {
          emergencyRequestId: fx.requestId,
          clinicId: fx.clinicId,
          messageType: "email",
          recipient: "clinic@clinics.test",
          content: "x",
          status: "sent",
        },
      })
    ).id;
    // An owner on the way to the second clinic, for the staff's close.
    fx.arrivalId = (
      await db.arrivalNotice.create({
        data: { emergencyRequestId: fx.requestId, clinicId: clinics[1].id, etaMinutes: 20, expectedAt: new Date() },
      })
    ).id;
    // Everything the handlers log during the run, for the privacy check at the end.
    for (const method of ["log", "info", "warn", "error"] as const) {
      spies.push(jest.spyOn(console, method).mockImplementation((...args: unknown[]) => void captured.push(args.map(String).join(" "))));
    }
  });

  afterAll(() => {
    for (const spy of spies) spy.mockRestore();
  });

  for (const endpoint of ENDPOINTS) {
    it(`${endpoint.method} ${endpoint.path}`, () => fuzz(endpoint.input, (input) => endpoint.run(input)));
  }

  it("logged nothing personal in clear while fuzzing", () => {
    // The fixtures' and payloads' addresses and numbers went through the handlers above.
    const joined = captured.join("\n");
    expect(joined).not.toMatch(/[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/);
    expect(joined).not.toMatch(/9123 ?4567|91234567|fuzz-webhook-secret|fuzz-nextauth-secret/);
  });
});
