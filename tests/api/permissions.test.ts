import { api, CookieJar, DEMO, newEmergencyRequest, signIn, signUp, uniqueEmail, useSql } from "@/tests/utils/http";

// Walks docs/PERMISSIONS.md: for every endpoint, anonymous / another owner /
// staff of another clinic / admin get the status the matrix says, and no
// refusal leaks the owner's data. Write endpoints are probed with payloads
// that change nothing (an invalid body or an unknown id), so "allowed" is
// "not 401/403" there: the permission check passed and validation answered.

type Who = "anonymous" | "owner" | "other" | "staffOther" | "staffOwn" | "admin";
const ALLOWED = "allowed" as const; // any status other than 401 and 403
type Expect = number | typeof ALLOWED;

const sql = useSql();
const jars = {} as Record<Exclude<Who, "anonymous">, CookieJar>;
const ids = { owner: "", pet: "", request: "", alerted: "", ownClinic: "", otherClinic: "", staff: "", ownNotice: "", otherNotice: "" };
const OWNER_PHONE = "6123 9876";
const PET_NAME = "Permission Pudding";
let ownerEmail = "";

beforeAll(async () => {
  ownerEmail = uniqueEmail("perm-owner");
  const owner = await signUp(ownerEmail, "long-enough-password");
  const other = await signUp(uniqueEmail("perm-other"), "long-enough-password");
  const staff = await signIn(DEMO.staff, DEMO.password);
  const admin = await signIn(DEMO.admin, DEMO.password);
  for (const r of [owner, other, staff, admin]) expect(r.ok).toBe(true);
  jars.owner = owner.jar;
  jars.other = other.jar;
  jars.staffOther = staff.jar;
  jars.staffOwn = staff.jar;
  jars.admin = admin.jar;

  const me = await (await api("/api/auth/user", { jar: owner.jar })).json();
  ids.owner = me.id;
  await api(`/api/users/${ids.owner}`, { jar: owner.jar, method: "PATCH", json: { phone: OWNER_PHONE, username: "permowner" } });
  ids.pet = (await (await api("/api/pets", { jar: owner.jar, method: "POST", json: { name: PET_NAME, species: "cat" } })).json()).id;
  const created = await api("/api/emergency-requests", {
    jar: owner.jar,
    method: "POST",
    json: {
      symptom: "Bleeding",
      petId: ids.pet,
      locationLatitude: 22.28,
      locationLongitude: 114.17,
      contactName: "Perm Owner",
      contactPhone: OWNER_PHONE,
    },
  });
  ids.request = (await created.json()).id;

  const staffRow = await sql.query("SELECT id, clinic_id FROM users WHERE email = $1", [DEMO.staff]);
  ids.staff = staffRow.rows[0].id;
  ids.ownClinic = staffRow.rows[0].clinic_id;
  const otherClinic = await sql.query("SELECT id FROM clinics WHERE id <> $1 ORDER BY name LIMIT 1", [ids.ownClinic]);
  ids.otherClinic = otherClinic.rows[0].id;
  // "I'm coming" notices of the owner's request, to the staff account's clinic and to another.
  const notice = async (clinicId: string) =>
    (
      await sql.query(
        `INSERT INTO arrival_notices (emergency_request_id, clinic_id, eta_minutes, expected_at) VALUES ($1, $2, 20, now()) RETURNING id`,
        [ids.request, clinicId],
      )
    ).rows[0].id as string;
  ids.ownNotice = await notice(ids.ownClinic);
  ids.otherNotice = await notice(ids.otherClinic);
  // A second request that alerted the staff account's clinic (the outbox row a broadcast writes): its staff may answer it.
  ids.alerted = await newEmergencyRequest("198.18.61.1");
  await sql.query(
    `INSERT INTO messages (emergency_request_id, clinic_id, message_type, recipient, content, status)
     VALUES ($1, $2, 'email', 'er@clinic.test', 'alert', 'sent')`,
    [ids.alerted, ids.ownClinic],
  );
});

const UNKNOWN = "00000000-0000-4000-8000-000000000000";

type Case = {
  name: string;
  method: string;
  path: () => string;
  body?: unknown;
  expect: Partial<Record<Who, Expect>>;
  /** The request itself, public by its unguessable id: it may show what the owner typed about the pet, never who the owner is. */
  showsPet?: boolean;
};

const CASES: Case[] = [
  // Accounts and pets
  { name: "current user", method: "GET", path: () => "/api/auth/user", expect: { anonymous: 401, owner: 200, other: 200, admin: 200 } },
  {
    name: "read a user",
    method: "GET",
    path: () => `/api/users/${ids.owner}`,
    expect: { anonymous: 401, owner: 200, other: 403, staffOther: 403, admin: 200 },
  },
  { name: "read an unknown user", method: "GET", path: () => `/api/users/${UNKNOWN}`, expect: { other: 403, admin: 404 } },
  {
    name: "update a profile",
    method: "PATCH",
    path: () => `/api/users/${ids.owner}`,
    body: { username: "permowner" },
    expect: { anonymous: 401, owner: 200, other: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "a user's pets",
    method: "GET",
    path: () => `/api/users/${ids.owner}/pets`,
    expect: { anonymous: 401, owner: 200, other: 403, staffOther: 403, admin: 200 },
  },
  { name: "export", method: "GET", path: () => "/api/users/export", expect: { anonymous: 401 } },
  { name: "account deletion", method: "DELETE", path: () => "/api/users/gdpr-delete", expect: { anonymous: 401 } },
  {
    name: "add a pet",
    method: "POST",
    path: () => "/api/pets",
    body: { name: "" },
    expect: { anonymous: 401, owner: 400, other: 400, admin: 400 },
  },
  {
    name: "edit a pet",
    method: "PATCH",
    path: () => `/api/pets/${ids.pet}`,
    body: { medicalNotes: "checked" },
    expect: { anonymous: 401, owner: 200, other: 404, staffOther: 404, admin: 404 },
  },
  {
    name: "delete a pet",
    method: "DELETE",
    path: () => `/api/pets/${ids.pet}`,
    expect: { anonymous: 401, other: 404, staffOther: 404, admin: 404 },
  },
  // Emergency requests
  {
    name: "own emergency requests",
    method: "GET",
    path: () => "/api/emergency-requests",
    expect: { anonymous: 401, owner: 200, other: 200, admin: 200 },
  },
  {
    name: "a request by id",
    method: "GET",
    path: () => `/api/emergency-requests/${ids.request}`,
    expect: { anonymous: 200, other: 200, admin: 200 },
    showsPet: true,
  },
  {
    name: "its messages",
    method: "GET",
    path: () => `/api/emergency-requests/${ids.request}/messages`,
    expect: { anonymous: 200, other: 200 },
  },
  {
    name: "its hospitals' states",
    method: "GET",
    path: () => `/api/emergency-requests/${ids.request}/state`,
    expect: { anonymous: 200, other: 200, admin: 200 },
  },
  {
    // The dashboard's Accept / Decline: staff of a clinic the request alerted only (an admin is no clinic).
    name: "answer a request as a clinic (not alerted)",
    method: "POST",
    path: () => `/api/emergency-requests/${ids.request}/answer`,
    body: { answer: "maybe" },
    expect: { anonymous: 401, owner: 403, other: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "answer a request as the alerted clinic",
    method: "POST",
    path: () => `/api/emergency-requests/${ids.alerted}/answer`,
    body: { answer: "maybe" },
    expect: { anonymous: 401, owner: 403, staffOwn: ALLOWED, admin: 403 },
  },
  { name: "proof-of-work challenge", method: "GET", path: () => "/api/challenge", expect: { anonymous: 200, owner: 200 } },
  {
    // Without X-Altcha: the human check refuses anonymous callers; signed in, it is skipped (then 404 for the unknown request).
    name: "broadcast without a solved challenge",
    method: "POST",
    path: () => `/api/emergency-requests/${UNKNOWN}/broadcast`,
    body: { clinicIds: [UNKNOWN] },
    expect: { anonymous: 403, owner: 404, staffOther: 404, admin: 404 },
  },
  {
    name: "mark responded",
    method: "PATCH",
    path: () => `/api/emergency-requests/${ids.request}`,
    body: { status: "responded" },
    expect: { anonymous: 401, owner: 403, other: 403, staffOther: 403 },
  },
  {
    // Permission before the body, and the same answer for a request that does not exist.
    name: "mark an unknown request responded (bad body)",
    method: "PATCH",
    path: () => `/api/emergency-requests/${UNKNOWN}`,
    body: { status: "bogus" },
    expect: { anonymous: 401, owner: 403, staffOther: 403, admin: 404 },
  },
  {
    // Arrival notices: permission first, so a bad body is 403 to whoever may not close the notice.
    name: "close another clinic's arrival notice (bad body)",
    method: "PATCH",
    path: () => `/api/arrival-notices/${ids.otherNotice}`,
    body: { state: "bogus" },
    expect: { anonymous: 401, owner: 403, other: 403, staffOther: 403, admin: 403 },
  },
  {
    // A missing notice answers as another clinic's does: an id reveals nothing.
    name: "close an unknown arrival notice",
    method: "PATCH",
    path: () => `/api/arrival-notices/${UNKNOWN}`,
    body: { state: "arrived" },
    expect: { anonymous: 401, owner: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "close an arrival notice by an id that is not one",
    method: "PATCH",
    path: () => "/api/arrival-notices/not-a-uuid",
    body: { state: "arrived" },
    expect: { anonymous: 401, staffOther: 403 },
  },
  {
    name: "close own clinic's arrival notice (bad body)",
    method: "PATCH",
    path: () => `/api/arrival-notices/${ids.ownNotice}`,
    body: { state: "bogus" },
    expect: { staffOwn: 400 },
  },
  {
    // "We're expecting them": permission first, as closing.
    name: "acknowledge another clinic's arrival notice (bad body)",
    method: "POST",
    path: () => `/api/arrival-notices/${ids.otherNotice}/acknowledgement`,
    body: { note: "bogus" },
    expect: { anonymous: 401, owner: 403, other: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "acknowledge an unknown arrival notice",
    method: "POST",
    path: () => `/api/arrival-notices/${UNKNOWN}/acknowledgement`,
    body: {},
    expect: { anonymous: 401, owner: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "acknowledge own clinic's arrival notice (bad body)",
    method: "POST",
    path: () => `/api/arrival-notices/${ids.ownNotice}/acknowledgement`,
    body: { note: "bogus" },
    expect: { staffOwn: 400 },
  },
  // Clinics and admin
  { name: "clinic directory", method: "GET", path: () => "/api/clinics", expect: { anonymous: 200, other: 200 } },
  {
    name: "offline 24-hour hospital list",
    method: "GET",
    path: () => "/api/clinics/hospitals-24h",
    expect: { anonymous: 200, other: 200 },
  },
  {
    name: "files the service worker precaches",
    method: "GET",
    path: () => "/api/offline/precache",
    expect: { anonymous: 200, other: 200 },
  },
  {
    name: "nearest open hospital (two-tap call)",
    method: "GET",
    path: () => "/api/clinics/nearest-open?near=22.3193,114.1694",
    expect: { anonymous: 200, other: 200 },
  },
  {
    name: "typed place check (wizard step 2)",
    method: "GET",
    path: () => "/api/places/resolve?q=Mong%20Kok",
    expect: { anonymous: 200, other: 200 },
  },
  {
    name: "add a clinic",
    method: "POST",
    path: () => "/api/clinics",
    body: {},
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: ALLOWED },
  },
  {
    name: "a clinic (dashboard)",
    method: "GET",
    path: () => `/api/clinics/${ids.otherClinic}`,
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: 200 },
  },
  { name: "own clinic (dashboard)", method: "GET", path: () => `/api/clinics/${ids.ownClinic}`, expect: { staffOwn: 200 } },
  {
    name: "edit a clinic",
    method: "PATCH",
    path: () => `/api/clinics/${ids.otherClinic}`,
    body: { name: "" },
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: ALLOWED },
  },
  {
    name: "delete a clinic",
    method: "DELETE",
    path: () => `/api/clinics/${UNKNOWN}`,
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: ALLOWED },
  },
  {
    name: "a clinic's requests",
    method: "GET",
    path: () => `/api/clinics/${ids.otherClinic}/emergency-requests`,
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: 200 },
  },
  {
    name: "own clinic's requests",
    method: "GET",
    path: () => `/api/clinics/${ids.ownClinic}/emergency-requests`,
    expect: { staffOwn: 200 },
  },
  {
    name: "a clinic's latest alert",
    method: "GET",
    path: () => `/api/clinics/${ids.otherClinic}/latest-alert`,
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: 200 },
  },
  {
    // Permission before the query: a bad `since` tells another clinic's staff nothing.
    name: "another clinic's latest alert (bad query)",
    method: "GET",
    path: () => `/api/clinics/${ids.otherClinic}/latest-alert?since=yesterday`,
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: 400 },
  },
  { name: "own clinic's latest alert", method: "GET", path: () => `/api/clinics/${ids.ownClinic}/latest-alert`, expect: { staffOwn: 200 } },
  {
    // Permission before the body: whoever may not state this hospital's profile learns nothing from a bad one.
    name: "state another clinic's profile (bad body)",
    method: "PUT",
    path: () => `/api/clinics/${ids.otherClinic}/profile`,
    body: { bogus: true },
    expect: { anonymous: 401, owner: 403, other: 403, staffOther: 403, admin: 400 },
  },
  {
    name: "state own clinic's profile (bad body)",
    method: "PUT",
    path: () => `/api/clinics/${ids.ownClinic}/profile`,
    body: { bogus: true },
    expect: { staffOwn: 400 },
  },
  {
    name: "state an unknown clinic's profile",
    method: "PUT",
    path: () => `/api/clinics/${UNKNOWN}/profile`,
    body: {},
    expect: { anonymous: 401, staffOther: 403, admin: 404 },
  },
  {
    // Permission before the body: a device is staff of this clinic's only (an admin is no clinic).
    name: "subscribe a device to another clinic's alerts (bad body)",
    method: "POST",
    path: () => `/api/clinics/${ids.otherClinic}/push-subscriptions`,
    body: { bogus: true },
    expect: { anonymous: 401, owner: 403, other: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "subscribe a device to own clinic's alerts (bad body)",
    method: "POST",
    path: () => `/api/clinics/${ids.ownClinic}/push-subscriptions`,
    body: { bogus: true },
    expect: { staffOwn: 400 },
  },
  {
    name: "unsubscribe a device from another clinic's alerts",
    method: "DELETE",
    path: () => `/api/clinics/${ids.otherClinic}/push-subscriptions`,
    body: { endpoint: "https://fcm.googleapis.com/fcm/send/x" },
    expect: { anonymous: 401, owner: 403, staffOther: 403, admin: 403 },
  },
  {
    name: "subscribe a phone to a request's answers (bad body)",
    method: "POST",
    path: () => `/api/emergency-requests/${ids.request}/push-subscriptions`,
    body: { bogus: true },
    expect: { anonymous: 400, other: 400, admin: 400 },
  },
  {
    name: "subscribe a phone to an unknown request's answers",
    method: "POST",
    path: () => `/api/emergency-requests/${UNKNOWN}/push-subscriptions`,
    body: { bogus: true },
    expect: { anonymous: 404, other: 404 },
  },
  {
    name: "unsubscribe a phone from a request's answers",
    method: "DELETE",
    path: () => `/api/emergency-requests/${ids.request}/push-subscriptions`,
    body: { endpoint: "https://fcm.googleapis.com/fcm/send/x" },
    expect: { anonymous: 204, other: 204 },
  },
  {
    name: "the push public key",
    method: "GET",
    path: () => "/api/push/public-key",
    expect: { anonymous: 200, owner: 200 },
  },
  {
    // Only a link the server signed opens the way to the editor; a forged one is refused to everyone alike.
    name: "profile link with a forged signature",
    method: "GET",
    path: () => `/api/clinics/${ids.ownClinic}/profile-link?exp=9999999999&sig=forged`,
    expect: { anonymous: 403, owner: 403, staffOwn: 403, admin: 403 },
  },
  {
    name: "clinic staff",
    method: "GET",
    path: () => `/api/clinics/${ids.ownClinic}/staff`,
    expect: { anonymous: 401, other: 403, staffOwn: 403, admin: 200 },
  },
  {
    name: "invite staff",
    method: "POST",
    path: () => `/api/clinics/${ids.otherClinic}/staff`,
    body: {},
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: ALLOWED },
  },
  {
    name: "pending staff invitations",
    method: "GET",
    path: () => `/api/clinics/${ids.ownClinic}/invitations`,
    expect: { anonymous: 401, other: 403, staffOwn: 403, admin: 200 },
  },
  {
    name: "accept a staff invitation",
    method: "POST",
    path: () => "/api/invitations/accept",
    body: { token: "x".repeat(43) },
    expect: { anonymous: 401, owner: 404, other: 404, staffOther: 404, admin: 404 },
  },
  {
    name: "unlink staff",
    method: "DELETE",
    path: () => `/api/clinics/${ids.otherClinic}/staff/${UNKNOWN}`,
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: ALLOWED },
  },
  {
    name: "clinic audit",
    method: "GET",
    path: () => `/api/clinics/${ids.ownClinic}/audit`,
    expect: { anonymous: 401, other: 403, staffOwn: 403, admin: 200 },
  },
  {
    name: "admin clinic list",
    method: "GET",
    path: () => "/api/admin/clinics",
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: 200 },
  },
  {
    name: "geocode",
    method: "POST",
    path: () => "/api/geocode",
    body: {},
    expect: { anonymous: 401, other: 403, staffOther: 403, admin: ALLOWED },
  },
  { name: "regions", method: "GET", path: () => "/api/regions", expect: { anonymous: 200 } },
  // The second factor: each caller's own, never anyone else's
  {
    name: "own second factors",
    method: "GET",
    path: () => "/api/second-factor",
    expect: { anonymous: 401, owner: 200, other: 200, staffOther: 200, admin: 200 },
  },
  {
    name: "a second-factor check",
    method: "POST",
    path: () => "/api/second-factor/check",
    body: { method: "totp", code: "not a code" },
    expect: { anonymous: 401, owner: 400, staffOther: 400, admin: 400 },
  },
  { name: "set up an authenticator app", method: "POST", path: () => "/api/second-factor/totp", expect: { anonymous: 401 } },
  {
    name: "a passkey challenge",
    method: "POST",
    path: () => "/api/second-factor/passkeys/challenge",
    expect: { anonymous: 401, owner: 404 },
  },
  {
    name: "remove a passkey",
    method: "DELETE",
    path: () => `/api/second-factor/passkeys/${UNKNOWN}`,
    expect: { anonymous: 401, owner: 404, staffOther: 404 },
  },
  {
    name: "undo a clinic's change",
    method: "POST",
    path: () => "/api/clinic-changes/undo",
    body: { token: "x".repeat(43) },
    expect: { anonymous: 401, owner: 404, staffOther: 404, admin: 404 },
  },
];

/** Nothing that identifies the owner may appear in an answer to someone else. */
function assertNoLeak(who: Who, text: string, showsPet = false) {
  if (who === "owner" || who === "admin") return;
  expect(text).not.toContain(ownerEmail);
  if (!showsPet) expect(text).not.toContain(PET_NAME);
  expect(text).not.toContain("permowner");
  expect(text).not.toContain(ids.owner);
}

describe.each(CASES)("$method $name", ({ method, path, body, expect: expected, showsPet }) => {
  it.each(Object.entries(expected) as [Who, Expect][])("%s → %s", async (who, status) => {
    const res = await api(path(), {
      method,
      ...(who === "anonymous" ? {} : { jar: jars[who] }),
      ...(body !== undefined ? { json: body } : {}),
    });
    if (status === ALLOWED) expect([401, 403]).not.toContain(res.status);
    else expect(res.status).toBe(status);
    assertNoLeak(who, await res.text(), showsPet);
  });
});

describe("matrix details", () => {
  it("another owner's request list never holds the owner's requests", async () => {
    const list = (await (await api("/api/emergency-requests", { jar: jars.other })).json()) as { id: string }[];
    expect(list.map((r) => r.id)).not.toContain(ids.request);
    const own = (await (await api("/api/emergency-requests", { jar: jars.owner })).json()) as { id: string }[];
    expect(own.map((r) => r.id)).toContain(ids.request);
  });

  it("another owner's export holds nothing of the owner", async () => {
    const res = await api("/api/users/export", { jar: jars.other });
    expect(res.status).toBe(200);
    assertNoLeak("other", await res.text());
  });

  it("the public request read carries no owner identity", async () => {
    const read = await (await api(`/api/emergency-requests/${ids.request}`)).json();
    expect(read).not.toHaveProperty("userId");
    expect(JSON.stringify(read)).not.toContain(ownerEmail);
  });

  it("the pet survived every refused attempt", async () => {
    const { rows } = await sql.query("SELECT name FROM pets WHERE id = $1", [ids.pet]);
    expect(rows).toEqual([{ name: PET_NAME }]);
  });
});
